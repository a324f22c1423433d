package strategy

import "github.com/mahjong-tui/mahjong/rules"

// Values are the scoring rows the strategy weighs, read once from the
// variant's scorer (rules.TermsOf): a plan's worth is the value of the
// row that scores it, never a number copied beside the table. Each is 0
// when the rule set has no such row, and all of them for a rule set that
// does not score (family).
type Values struct {
	Terms  rules.ScoringTerms // the scorer's rows, minimum and cap
	Scores bool               // the rule set scores hands (not family)

	// Sets of value honours (hk fan, classic doublings, pow2 points).
	DragonSet, SeatWindSet, PrevailingWindSet int
	// Hand patterns.
	HalfFlush, FullFlush, AllPungs, AllChows, NoHonours, ChickenHand int
	// Concealed is hk's fully concealed fan, classic's concealed
	// doubling, pow2's all concealed points.
	Concealed int
	SelfDrawn int
	// Bonus tiles: hk's no-bonus and own flower fan, classic's points per
	// flower or season.
	NoBonus, OwnFlower, Flower int
	// Classic points: mah-jong, a pair of a dragon, pungs and kongs by
	// [terminal or honour][concealed].
	Mahjong, PairDragon int
	Pung, Kong          [2][2]int

	// DealInShare is what the discarder of a winning tile pays beyond
	// another loser, per unit the winner receives (hk 1, pow2 1/4,
	// classic 0: see costs.go).
	DealInShare float64
}

// readValues reads the rows of a scorer (nil: a rule set without score).
func readValues(s rules.Scorer) Values {
	var v Values
	if s == nil {
		return v
	}
	terms, ok := rules.TermsOf(s)
	if !ok {
		return v
	}
	v.Terms, v.Scores = terms, true
	v.DealInShare = dealInShare(s)
	row := func(p rules.Pattern) int {
		n, _ := terms.Value(p)
		return n
	}
	v.DragonSet, v.SeatWindSet, v.PrevailingWindSet =
		row(rules.PatternDragonSet), row(rules.PatternSeatWindSet), row(rules.PatternPrevailingWindSet)
	v.HalfFlush, v.FullFlush, v.AllPungs = row(rules.PatternHalfFlush), row(rules.PatternFullFlush), row(rules.PatternAllPungs)
	v.AllChows, v.NoHonours, v.ChickenHand = row(rules.PatternAllChows), row(rules.PatternNoHonours), row(rules.PatternChickenHand)
	v.Concealed = row(rules.PatternFullyConcealed) + row(rules.PatternAllConcealed)
	v.SelfDrawn = row(rules.PatternSelfDrawn)
	v.NoBonus, v.OwnFlower, v.Flower = row(rules.PatternNoBonus), row(rules.PatternOwnFlower), row(rules.PatternFlower)
	v.Mahjong, v.PairDragon = row(rules.PatternMahjong), row(rules.PatternPairDragon)
	v.Pung = [2][2]int{
		{row(rules.PatternPungSimpleExposed), row(rules.PatternPungSimpleConcealed)},
		{row(rules.PatternPungTerminalExposed), row(rules.PatternPungTerminalConcealed)},
	}
	v.Kong = [2][2]int{
		{row(rules.PatternKongSimpleExposed), row(rules.PatternKongSimpleConcealed)},
		{row(rules.PatternKongTerminalExposed), row(rules.PatternKongTerminalConcealed)},
	}
	return v
}

// SetValue returns what a pung or kong of x is worth to the seat by the
// rows of value honours: a dragon's, the seat wind's, the prevailing
// wind's (both for a wind that is both).
func (v *Values) SetValue(p *Position, x rules.Tile) int {
	if x.IsDragon() {
		return v.DragonSet
	}
	n := 0
	if x == p.SeatWind.Tile() {
		n += v.SeatWindSet
	}
	if x == p.Prevailing.Tile() {
		n += v.PrevailingWindSet
	}
	return n
}

// MeldPoints returns the classic points of a declared meld (0 in the
// other rule sets): a meld holding a joker scores as exposed.
func (v *Values) MeldPoints(m rules.Meld) int {
	if m.Kind == rules.Chow {
		return 0
	}
	term := 0
	if m.Tile.IsTerminalOrHonour() {
		term = 1
	}
	conc := 0
	if !m.Open && m.JokerMask == 0 {
		conc = 1
	}
	if m.Kind == rules.Kong {
		return v.Kong[term][conc]
	}
	return v.Pung[term][conc]
}

// Doubles reports whether the scorer's row for p doubles the total
// (classic) rather than adding to it.
func (v *Values) Doubles(p rules.Pattern) bool { return v.Terms.Doubles(p) }
