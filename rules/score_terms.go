package rules

// ScoringTerms are the terms a scorer plays by, for a player weighing a
// hand before it is complete (the bots, the coach): the rows it scores
// with, the minimum a win needs and the cap. The scorer stays the one
// judge of a complete hand (Score); the terms let a strategy value a
// plan (what a half flush adds) without copying a table beside it.
type ScoringTerms struct {
	Unit Unit
	// rows are the rows the scorer reads: hk its table; classic its table,
	// then the house doublings (each a doubling); pow2 its table, then the
	// grand hands. They are shared with the scorer: never changed.
	rows []scoreRow
	// Minimum is the least total a win needs (hk: fan, bonus fan left
	// out; pow2: points); 0 for none.
	Minimum int
	// Cap is the most a hand can score (hk: the limit in fan; classic:
	// the points limit); 0 for none.
	Cap int
	// Ladder turns hk fan into the base amount each loser pays.
	Ladder Ladder
}

// TermsOf returns the terms of a scorer of this package (Variant.NewScorer
// builds them); ok is false for any other scorer, the family
// stand-in included (any complete hand wins, worth nothing).
func TermsOf(s Scorer) (t ScoringTerms, ok bool) {
	switch x := s.(type) {
	case hkScoring:
		return ScoringTerms{Unit: Fan, rows: x.Table, Minimum: x.MinFan, Cap: x.LimitFan, Ladder: x.Ladder}, true
	case *hkScoring:
		return TermsOf(*x)
	case classicScoring:
		rows := x.Table
		for _, r := range x.HouseDoublings {
			r.Flags |= rowDoubling
			rows = append(rows[:len(rows):len(rows)], r)
		}
		return ScoringTerms{Unit: Points, rows: rows, Cap: x.Limit}, true
	case *classicScoring:
		return TermsOf(*x)
	case pow2Scoring:
		rows := append(x.Table[:len(x.Table):len(x.Table)], x.GrandHands...)
		return ScoringTerms{Unit: Points, rows: rows, Minimum: x.MinPoints}, true
	case *pow2Scoring:
		return TermsOf(*x)
	}
	return ScoringTerms{}, false
}

// Value returns the value of the first row that recognises p, and
// whether a row does.
func (t *ScoringTerms) Value(p Pattern) (int, bool) {
	for i := range t.rows {
		if t.rows[i].Pattern == p {
			return t.rows[i].Value, true
		}
	}
	return 0, false
}

// RowNames returns the names of the rows the scorer reads (as
// ScoreItem.Row names them), in table order.
func (t *ScoringTerms) RowNames() []string {
	names := make([]string, len(t.rows))
	for i, r := range t.rows {
		names[i] = r.name
	}
	return names
}

// Doubles reports whether the first row that recognises p doubles the
// total (a classic doubling) rather than adding to it.
func (t *ScoringTerms) Doubles(p Pattern) bool {
	for i := range t.rows {
		if t.rows[i].Pattern == p {
			return t.rows[i].Flags&rowDoubling != 0
		}
	}
	return false
}
