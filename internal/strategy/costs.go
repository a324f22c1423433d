package strategy

import "github.com/mahjong-tui/mahjong/rules"

// What a deal-in costs is a fact of the rule set's payments, read from
// its scorer: a complete hand scored as a win on a discard shows what
// the discarder pays beyond another loser. In hk the discarder pays the
// whole win (the others nothing), in pow2 double what each other loser
// pays, in classic nothing (only the winner scores); a rule set without
// score (family) has no cost at all.

// dealInHands are complete hands tried, in order, until one is a legal
// win on a discard (a rule set's minimum may refuse the plain ones):
// concealed tiles, then the winning tile.
var dealInHands = [...][2]string{
	{"123m 456m 789m 555z 9p", "9p"},
	{"123m 456m 789m 111m 5m", "5m"},
	{"555z 666z 777z 111m 9p", "9p"},
}

// dealInShare returns the discarder's payment beyond another loser's,
// as a share of what the winner receives (0 when the rule set scores
// nothing or no reference hand wins).
func dealInShare(s rules.Scorer) float64 {
	if s == nil {
		return 0
	}
	// South wins on West's discard; North is the other loser, and East
	// (who pays double in some rule sets) stays out of the comparison.
	ctx := rules.WinContext{SeatWind: rules.WindSouth, PrevailingWind: rules.WindEast, Discarder: rules.WindWest, Declared: true}
	for _, h := range dealInHands {
		conc, err := rules.ParseTiles(h[0])
		if err != nil {
			continue
		}
		win, err := rules.ParseTile(h[1])
		if err != nil {
			continue
		}
		sc := s.Score(rules.Hand{Concealed: conc, Winning: win}, ctx)
		if !sc.Winning {
			continue
		}
		gain := sc.Payments[rules.WindSouth]
		if gain <= 0 {
			return 0
		}
		extra := sc.Payments[rules.WindNorth] - sc.Payments[rules.WindWest]
		return max(0, float64(extra)/float64(gain))
	}
	return 0
}

// Defends reports whether a deal-in costs the discarder more than the
// same win would cost it anyway (Values.DealInShare above 0): only then
// does tip 4's defence pay. In classic only the winner scores, and in
// the family game nothing is scored: a hand that folds there only
// gives up its own chance.
func (a *Advisor) Defends() bool { return a.values.DealInShare > 0 }
