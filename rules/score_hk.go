package rules

// Ladder turns fan into the base amount B that each loser pays (hk). A
// ladder is one of the named ladders of the ladder option; it cannot be
// changed.
type Ladder struct {
	name string // "seed", "half" or "full"
	// base[fan] is B at that fan; a fan past the end takes the last entry.
	base []int
}

// Name returns the ladder's name, as the ladder option writes it.
func (l Ladder) Name() string { return l.name }

// Amount returns B for a number of fan.
func (l Ladder) Amount(fan int) int {
	if len(l.base) == 0 {
		return 0
	}
	if fan < 0 {
		fan = 0
	}
	if fan >= len(l.base) {
		fan = len(l.base) - 1
	}
	return l.base[fan]
}

// The named ladders, fan 0 to 13.
//
//   - seed (default, RULES.md): 8 at 3 fan, doubling every two fan, 256
//     at 13: 3:8 4:12 5:16 6:24 7:32 8:48 9:64 10:96 11:128 12:192 13:256;
//     below the minimum the same progression continues down (0:3 1:4 2:6).
//   - half ("half spicy", 半辣): doubles each fan up to 4 fan, then every
//     two fan: 0:1 1:2 2:4 3:8 4:16 5:24 6:32 7:48 8:64 9:96 10:128
//     11:192 12:256 13:384.
//   - full ("full spicy", 辣上辣): 2^fan, 3:8 up to 13:8192.
var (
	ladderSeed = Ladder{name: "seed", base: []int{3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256}}
	ladderHalf = Ladder{name: "half", base: []int{1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384}}
	ladderFull = Ladder{name: "full", base: []int{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192}}
)

// ladderByName returns the named ladder: "seed" (or ""), "half", "full".
func ladderByName(name string) (Ladder, bool) {
	switch name {
	case "", "seed":
		return ladderSeed, true
	case "half":
		return ladderHalf, true
	case "full":
		return ladderFull, true
	}
	return Ladder{}, false
}

// hkScoring scores Hong Kong hands (seed 000, RULES.md "hk: fan").
type hkScoring struct {
	Ladder   Ladder
	MinFan   int // minimum to win, bonus-tile fan excluded (3)
	LimitFan int // cap (13)
	// Forms are the winning forms; zero means the default, the standard
	// form and thirteen orphans. Seven pairs (FormSevenPairs, an option)
	// scores the table's seven-pairs row (4 fan, as Hong Kong tables that
	// admit it usually do).
	Forms Forms
	Table []scoreRow
}

// newHKScoring returns the hk rules of RULES.md: seed ladder, 3-fan
// minimum, 13-fan limit, no seven pairs.
func newHKScoring() hkScoring {
	return hkScoring{Ladder: ladderSeed, MinFan: 3, LimitFan: 13, Table: hkTable}
}

// hkTable is the default table, shared by the scorers newHKScoring
// builds (a game builds one per hand): change a copy (newHKTable), never it.
var hkTable = newHKTable()

// newHKTable returns the fan table of RULES.md. Supersession is data: a
// row's Replaces removes the rows it includes; rowLimit marks the limit
// hands (10 or 13); rowCondition the winning-condition fan kept with a
// limit hand; rowBonus the bonus-tile fan left out of the minimum.
func newHKTable() []scoreRow {
	return []scoreRow{
		{name: "hk.self_drawn", Pattern: PatternSelfDrawn, Value: 1, Flags: rowCondition},
		{name: "hk.fully_concealed", Pattern: PatternFullyConcealed, Value: 1},
		{name: "hk.robbing_kong", Pattern: PatternRobbingKong, Value: 1, Flags: rowCondition},
		{name: "hk.last_tile", Pattern: PatternLastTile, Value: 1, Flags: rowCondition},
		{name: "hk.kong_replacement", Pattern: PatternReplacement, Value: 2, Flags: rowCondition,
			Replaces: []Pattern{PatternSelfDrawn}},
		{name: "hk.second_replacement", Pattern: PatternSecondReplacement, Value: 9, Flags: rowCondition,
			Replaces: []Pattern{PatternSelfDrawn}},
		{name: "hk.dragon_pung", Pattern: PatternDragonSet, Value: 1},
		{name: "hk.seat_wind_pung", Pattern: PatternSeatWindSet, Value: 1},
		{name: "hk.prevailing_wind_pung", Pattern: PatternPrevailingWindSet, Value: 1},
		{name: "hk.no_bonus", Pattern: PatternNoBonus, Value: 1, Flags: rowBonus},
		{name: "hk.own_flower", Pattern: PatternOwnFlower, Value: 1, Flags: rowBonus},
		{name: "hk.own_season", Pattern: PatternOwnSeason, Value: 1, Flags: rowBonus},
		{name: "hk.north", Pattern: PatternNorth, Value: 1, Flags: rowBonus},
		{name: "hk.flower_set", Pattern: PatternFlowerSet, Value: 2, Flags: rowBonus,
			Replaces: []Pattern{PatternOwnFlower}},
		{name: "hk.season_set", Pattern: PatternSeasonSet, Value: 2, Flags: rowBonus,
			Replaces: []Pattern{PatternOwnSeason}},
		{name: "hk.all_chows", Pattern: PatternAllChows, Value: 1},
		{name: "hk.mixed_terminals", Pattern: PatternMixedTerminals, Value: 1},
		{name: "hk.all_pungs", Pattern: PatternAllPungs, Value: 3},
		{name: "hk.half_flush", Pattern: PatternHalfFlush, Value: 3},
		{name: "hk.full_flush", Pattern: PatternFullFlush, Value: 7, Replaces: []Pattern{PatternHalfFlush}},
		{name: "hk.small_three_dragons", Pattern: PatternSmallThreeDragons, Value: 5,
			Replaces: []Pattern{PatternDragonSet}},
		{name: "hk.great_three_dragons", Pattern: PatternGreatThreeDragons, Value: 8,
			Replaces: []Pattern{PatternDragonSet}},
		{name: "hk.small_four_winds", Pattern: PatternSmallFourWinds, Value: 6},
		{name: "hk.seven_pairs", Pattern: PatternSevenPairs, Value: 4},
		{name: "hk.all_honours", Pattern: PatternAllHonours, Value: 10, Flags: rowLimit},
		{name: "hk.all_terminals", Pattern: PatternAllTerminals, Value: 10, Flags: rowLimit},
		{name: "hk.nine_gates", Pattern: PatternNineGates, Value: 10, Flags: rowLimit},
		{name: "hk.four_concealed_pungs", Pattern: PatternFourConcealedPungs, Value: 10, Flags: rowLimit},
		{name: "hk.great_four_winds", Pattern: PatternGreatFourWinds, Value: 13, Flags: rowLimit},
		{name: "hk.all_kongs", Pattern: PatternAllKongs, Value: 13, Flags: rowLimit},
		{name: "hk.thirteen_orphans", Pattern: PatternThirteenOrphans, Value: 13, Flags: rowLimit},
		{name: "hk.heavenly", Pattern: PatternHeavenly, Value: 13, Flags: rowLimit},
		{name: "hk.earthly", Pattern: PatternEarthly, Value: 13, Flags: rowLimit},
	}
}

// defaultForms are the winning forms of every rule set: the standard
// form and thirteen orphans.
const defaultForms = FormStandard | FormThirteenOrphans

// formsOr returns f, or the default forms when f is zero.
func formsOr(f Forms) Forms {
	if f == 0 {
		return defaultForms
	}
	return f
}

// Score scores a hk hand: the best decomposition's fan, capped at
// LimitFan; a legal win needs MinFan without the bonus-tile fan. On a
// limit hand the limit-hand rule applies (settle). Payments: self-drawn, each other seat at the table pays B (two
// of them with three players); on a discard (or a robbed kong) only the
// discarder pays, 2B.
func (s hkScoring) Score(h Hand, ctx WinContext) Score {
	out := Score{Unit: Fan, Reason: ReasonNotComplete}
	if hasJokers(&h) {
		return out
	}
	return s.scoreReadings(&h, &ctx, Decompose(h, formsOr(s.Forms)))
}

// scoreReadings scores the decompositions of a hand.
func (s hkScoring) scoreReadings(h *Hand, ctx *WinContext, ds []Decomposition) Score {
	out := Score{Unit: Fan, Reason: ReasonNotComplete}
	if len(ds) == 0 {
		return out
	}
	self := normalSelfDrawn(ctx)
	tables := rowTables{{rows: s.Table}}
	winning, _ := bestReading(s, &out, h, ctx, ds, &tables, false)
	out.Winning = winning
	if !winning {
		out.Reason = ReasonBelowMinimum
		return out
	}
	winner := ctx.SeatWind & 3
	hkPay(s.Ladder.Amount(out.Total), winner, self, ctx.Discarder&3, ctx.seats(), func(l PayLine) {
		out.Payments[l.Payer] -= l.Amount
		out.Payments[winner] += l.Amount
	})
	return out
}

// settle applies the limit-hand rule, the cap and the minimum. It keeps
// the hits that count and returns the total and whether it is a legal
// win. The limit-hand rule (RULES.md "hk: fan"): a hand holding a limit
// row (10 or 13) scores the larger of its highest limit row plus the
// winning-condition fan, and the ordinary count of every row but the
// limit rows (the limit on a tie), capped; lc says which it was.
func (s hkScoring) settle(hits []scoreHit, lc *LimitCount) ([]scoreHit, int, bool) {
	*lc = LimitCount{}
	limit := -1
	for i, ht := range hits {
		if ht.flags&rowLimit != 0 && (limit < 0 || ht.row.Value > hits[limit].row.Value) {
			limit = i
		}
	}
	if limit >= 0 {
		lc.Row, lc.Pattern, lc.Limit = hits[limit].row.name, hits[limit].row.Pattern, hits[limit].row.Value
		for _, ht := range hits {
			switch {
			case ht.flags&rowLimit != 0:
			case ht.flags&rowCondition != 0:
				lc.Limit += ht.row.Value * int(ht.n)
				lc.Ordinary += ht.row.Value * int(ht.n)
			default:
				lc.Ordinary += ht.row.Value * int(ht.n)
			}
		}
		out := hits[:0]
		for i, ht := range hits {
			keep := ht.flags&rowLimit == 0 // the ordinary count
			if lc.Limit >= lc.Ordinary {
				keep = i == limit || ht.flags&rowCondition != 0
			}
			if keep {
				out = append(out, ht)
			}
		}
		hits = out
	}
	total, base := 0, 0
	for _, ht := range hits {
		v := ht.row.Value * int(ht.n)
		total += v
		if ht.flags&rowBonus == 0 {
			base += v
		}
	}
	if s.LimitFan > 0 && total > s.LimitFan {
		total = s.LimitFan
	}
	return hits, total, base >= s.MinFan
}
