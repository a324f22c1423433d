package rules

// classicScoring scores classic hands (seed 001, RULES.md "classic:
// points"): the points of the sets, the bonus tiles and mah-jong, then
// the doublings; only the winner scores.
type classicScoring struct {
	// Limit caps the total; 0 means no limit. Thirteen orphans scores the
	// limit when one is set.
	Limit int
	// RequireDeclaration refuses a win the winner had not declared ready
	// for (WinContext.Declared). On by default. A heavenly hand (the
	// dealer's dealt tiles) is exempt: nobody can declare before it.
	RequireDeclaration bool
	// Table holds the points rows, then the doubling rows (rowDoubling:
	// each match doubles the total Value times). A rowFlat row (thirteen
	// orphans) is a flat total that nothing else joins.
	Table []scoreRow
	// HouseDoublings are the doublings the players agreed on (seed: "in
	// writing"), each row a doubling whatever its flags. Empty by default.
	HouseDoublings []scoreRow
	// Forms are the winning forms; zero means the default, the standard
	// form and thirteen orphans.
	Forms Forms
}

// newClassicScoring returns the classic rules of RULES.md: no limit,
// declaration required, no house doublings.
func newClassicScoring() classicScoring {
	return classicScoring{RequireDeclaration: true, Table: classicTable}
}

// classicTable is the default table, shared by the scorers
// newClassicScoring builds: change a copy (newClassicTable), never it.
var classicTable = newClassicTable()

// newClassicTable returns the points table of seed 001 followed by its
// doublings: each dragon pung or kong, a pung or kong of the seat wind,
// of the prevailing wind (both for a wind that is both), a fully
// concealed hand, a hand of one family. A pung the winning discard
// completes, and a set holding a joker, score as exposed.
func newClassicTable() []scoreRow {
	return []scoreRow{
		{name: "classic.thirteen_orphans", Pattern: PatternThirteenOrphans, Value: 500, Flags: rowFlat},
		{name: "classic.mahjong", Pattern: PatternMahjong, Value: 20},
		{name: "classic.pung_simple_exposed", Pattern: PatternPungSimpleExposed, Value: 2},
		{name: "classic.pung_simple_concealed", Pattern: PatternPungSimpleConcealed, Value: 4},
		{name: "classic.pung_terminal_exposed", Pattern: PatternPungTerminalExposed, Value: 4},
		{name: "classic.pung_terminal_concealed", Pattern: PatternPungTerminalConcealed, Value: 8},
		{name: "classic.kong_simple_exposed", Pattern: PatternKongSimpleExposed, Value: 8},
		{name: "classic.kong_simple_concealed", Pattern: PatternKongSimpleConcealed, Value: 16},
		{name: "classic.kong_terminal_exposed", Pattern: PatternKongTerminalExposed, Value: 16},
		{name: "classic.kong_terminal_concealed", Pattern: PatternKongTerminalConcealed, Value: 32},
		{name: "classic.chow", Pattern: PatternChow, Value: 0},
		{name: "classic.pair_dragon", Pattern: PatternPairDragon, Value: 2},
		{name: "classic.pair_seat_wind", Pattern: PatternPairSeatWind, Value: 2},
		{name: "classic.pair_prevailing_wind", Pattern: PatternPairPrevailingWind, Value: 2},
		{name: "classic.flower", Pattern: PatternFlower, Value: 4},
		{name: "classic.season", Pattern: PatternSeason, Value: 4},
		{name: "classic.north", Pattern: PatternNorth, Value: 4},
		{name: "classic.double_dragon_pung", Pattern: PatternDragonSet, Value: 1, Flags: rowDoubling},
		{name: "classic.double_seat_wind_pung", Pattern: PatternSeatWindSet, Value: 1, Flags: rowDoubling},
		{name: "classic.double_prevailing_wind_pung", Pattern: PatternPrevailingWindSet, Value: 1, Flags: rowDoubling},
		{name: "classic.double_concealed", Pattern: PatternFullyConcealed, Value: 1, Flags: rowDoubling},
		{name: "classic.double_one_family", Pattern: PatternFullFlush, Value: 1, Flags: rowDoubling},
	}
}

// Score scores a classic hand. Only the winner scores: Payments holds
// the total at the winner's wind and 0 elsewhere.
func (s classicScoring) Score(h Hand, ctx WinContext) Score {
	return s.scoreReadings(&h, &ctx, Decompose(h, formsOr(s.Forms)))
}

// scoreReadings scores the decompositions of a hand.
func (s classicScoring) scoreReadings(h *Hand, ctx *WinContext, ds []Decomposition) Score {
	out := Score{Unit: Points, Reason: ReasonNotComplete}
	if len(ds) == 0 {
		return out
	}
	tables := rowTables{{rows: s.Table}, {rows: s.HouseDoublings, add: rowDoubling}}
	bestReading(s, &out, h, ctx, ds, &tables, true)
	if s.RequireDeclaration && !ctx.Declared && !ctx.Heavenly {
		out.Reason = ReasonUndeclared
		return out
	}
	out.Winning = true
	out.Payments[ctx.SeatWind&3] = out.Total
	return out
}

// settle totals points and doublings, or the flat score, and caps at the
// limit.
func (s classicScoring) settle(hits []scoreHit, _ *LimitCount) ([]scoreHit, int, bool) {
	for _, ht := range hits {
		if ht.flags&rowFlat != 0 {
			total := ht.row.Value
			if s.Limit > 0 {
				total = s.Limit
			}
			hits[0] = ht
			return hits[:1], total, true
		}
	}
	points, doublings := 0, 0
	for _, ht := range hits {
		if ht.flags&rowDoubling != 0 {
			doublings += ht.row.Value * int(ht.n)
		} else {
			points += ht.row.Value * int(ht.n)
		}
	}
	total := points
	for range doublings {
		if s.Limit > 0 && total >= s.Limit || total > 1<<40 {
			break
		}
		total *= 2
	}
	if s.Limit > 0 && total > s.Limit {
		total = s.Limit
	}
	return hits, total, true
}
