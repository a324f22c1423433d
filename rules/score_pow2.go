package rules

// pow2Scoring scores hands of the French club rules (seed 004, RULES.md
// "pow2"): n points, each loser paying 2^n with the East, discarder and
// calling doublings and the nine-stones liability.
type pow2Scoring struct {
	// MinPoints is the minimum n to win (0: none; the seed suggests 3).
	MinPoints int
	// Table is the points table: shape, suits, concealment, win bonuses,
	// honour pungs, heavenly and earthly hands, and the two payment rules
	// (calling, nine stones) as rows worth nothing.
	Table []scoreRow
	// GrandHands are the "grands jeux": each scores its Value (10) in
	// place of the shape, suit and concealment rows (its Replaces).
	GrandHands []scoreRow
	// Forms are the winning forms; zero means the default, the standard
	// form and thirteen orphans.
	Forms Forms
}

// newPow2Scoring returns the pow2 rules of RULES.md: no minimum, the
// seed's table, the five grand hands of RULES.md.
func newPow2Scoring() pow2Scoring {
	return pow2Scoring{Table: pow2Table, GrandHands: pow2GrandHands}
}

// pow2Table and pow2GrandHands are the default tables, shared by the
// scorers newPow2Scoring builds: change a copy, never them.
var pow2Table, pow2GrandHands = newPow2Table(), newPow2GrandHands()

// newPow2Table returns the points table of seed 004.
func newPow2Table() []scoreRow {
	return []scoreRow{
		// Shape, one of.
		{name: "pow2.chicken_hand", Pattern: PatternChickenHand, Value: 1, Flags: rowAlone},
		{name: "pow2.all_chows", Pattern: PatternAllChows, Value: 1},
		{name: "pow2.all_pungs", Pattern: PatternAllPungs, Value: 3},
		// Suits, one of.
		{name: "pow2.no_honours", Pattern: PatternNoHonours, Value: 1},
		{name: "pow2.half_flush", Pattern: PatternHalfFlush, Value: 3},
		{name: "pow2.full_flush", Pattern: PatternFullFlush, Value: 6, Replaces: []Pattern{PatternNoHonours}},
		// Concealment, one of.
		{name: "pow2.all_concealed", Pattern: PatternAllConcealed, Value: 2},
		{name: "pow2.all_claimed", Pattern: PatternAllClaimed, Value: 1},
		// Win bonuses.
		{name: "pow2.self_drawn", Pattern: PatternSelfDrawn, Value: 1},
		{name: "pow2.last_tile", Pattern: PatternLastTile, Value: 1},
		{name: "pow2.kong_replacement", Pattern: PatternAnyReplacement, Value: 1},
		{name: "pow2.five_circles", Pattern: PatternWinningFiveCircles, Value: 1},
		{name: "pow2.robbing_kong", Pattern: PatternRobbingKong, Value: 1},
		// Honour pungs and kongs.
		{name: "pow2.dragon_pung", Pattern: PatternDragonSet, Value: 1},
		{name: "pow2.seat_wind_pung", Pattern: PatternSeatWindSet, Value: 1},
		{name: "pow2.prevailing_wind_pung", Pattern: PatternPrevailingWindSet, Value: 1},
		// Special wins.
		{name: "pow2.heavenly", Pattern: PatternHeavenly, Value: 5},
		{name: "pow2.earthly", Pattern: PatternEarthly, Value: 5},
		// Payment rules.
		{name: "pow2.calling", Pattern: PatternCalling, Flags: rowNote},
		{name: "pow2.nine_stones", Pattern: PatternNineStones, Flags: rowNote},
	}
}

// pow2Ordinary are the shape, suit and concealment patterns a grand hand
// replaces.
var pow2Ordinary = []Pattern{
	PatternChickenHand, PatternAllChows, PatternAllPungs,
	PatternNoHonours, PatternHalfFlush, PatternFullFlush,
	PatternAllConcealed, PatternAllClaimed,
}

// newPow2GrandHands returns the grand hands of RULES.md, 10 points each.
func newPow2GrandHands() []scoreRow {
	return []scoreRow{
		{name: "pow2.thirteen_orphans", Pattern: PatternThirteenOrphans, Value: 10, Replaces: pow2Ordinary},
		{name: "pow2.great_three_dragons", Pattern: PatternGreatThreeDragons, Value: 10, Replaces: pow2Ordinary},
		{name: "pow2.great_four_winds", Pattern: PatternGreatFourWinds, Value: 10, Replaces: pow2Ordinary},
		{name: "pow2.all_honours", Pattern: PatternAllHonours, Value: 10, Replaces: pow2Ordinary},
		{name: "pow2.nine_gates", Pattern: PatternNineGates, Value: 10, Replaces: pow2Ordinary},
	}
}

// Score scores a pow2 hand. The very last discard cannot be claimed to
// win (LastTile on a discard); below MinPoints is no win.
func (s pow2Scoring) Score(h Hand, ctx WinContext) Score {
	out := Score{Unit: Points, Reason: ReasonNotComplete}
	if hasJokers(&h) {
		return out
	}
	return s.scoreReadings(&h, &ctx, Decompose(h, formsOr(s.Forms)))
}

// scoreReadings scores the decompositions of a hand.
func (s pow2Scoring) scoreReadings(h *Hand, ctx *WinContext, ds []Decomposition) Score {
	out := Score{Unit: Points, Reason: ReasonNotComplete}
	if len(ds) == 0 {
		return out
	}
	self := normalSelfDrawn(ctx)
	tables := rowTables{{rows: s.Table}, {rows: s.GrandHands}}
	winning, hit := bestReading(s, &out, h, ctx, ds, &tables, false)
	switch {
	case ctx.LastTile && !self:
		out.Reason = ReasonLastDiscard
		return out
	case !winning:
		out.Reason = ReasonBelowMinimum
		return out
	}
	out.Winning = true
	out.Payments = pow2Payments(out.Total, ctx.SeatWind&3, self, ctx.Discarder&3, ctx.Declared, hit.has(PatternNineStones))
	return out
}

// settle sums the points; a rowAlone row counts only when nothing else
// scores.
func (s pow2Scoring) settle(hits []scoreHit, _ *LimitCount) ([]scoreHit, int, bool) {
	total, alone := 0, -1
	for i, ht := range hits {
		if ht.flags&rowAlone != 0 {
			alone = i
			continue
		}
		total += ht.row.Value * int(ht.n)
	}
	if alone >= 0 {
		if total == 0 {
			total = hits[alone].row.Value
		} else {
			hits = append(hits[:alone], hits[alone+1:]...)
		}
	}
	return hits, total, total >= s.MinPoints
}

// pow2Payments settles a pow2 win (pow2Pay) into each wind's change.
func pow2Payments(n int, winner Wind, self bool, discarder Wind, calling, nineStones bool) [4]int {
	var pay [4]int
	pow2Pay(n, winner, self, discarder, calling, nineStones, func(l PayLine) {
		pay[l.Payer] -= l.Amount
		pay[winner] += l.Amount
	})
	return pay
}

// CappedPayments returns a hand's payments, by seat, as if its total had
// been at most limit: in pow2 every payment is 2^n times its doublings,
// so each is halved once for every point above the limit. It is a
// yardstick for comparing players over a feasible number of hands, where
// one hand of 2^25 outweighs a hundred thousand others; no table plays
// with it. Other scorings, and totals within the limit, come back as
// they are.
func (v Variant) CappedPayments(pay [NumSeats]int, total, limit int) [NumSeats]int {
	if v.Scoring != ScoringPow2 || total <= limit || limit < 0 {
		return pay
	}
	for s := range pay {
		pay[s] >>= total - limit // exact: each is a multiple of 2^total
	}
	return pay
}
