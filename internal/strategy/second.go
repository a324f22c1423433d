package strategy

import (
	"math/bits"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tip 2 one draw further. Two discards that keep as many tiles are not
// worth as much when the draws one accepts lead to wide waits and the
// other's to narrow ones: among the discards as many steps away (the
// same shanten, no value pair broken) that keep nearly the most tiles (secondShare of it, the secondMax best),
// in a hand one or two steps from ready (secondFrom, secondTo), the club
// keeps the one whose accepted draws bring the most tiles in turn
// (SecondOrder). Measured in paired play, it is what sets the club
// ahead of a plain efficiency player in the family game; looked at
// further from ready, or for every discard, it would cost the club's
// time (a few microseconds a decision) several times over.
const (
	secondFrom, secondTo = 1, 2
	secondShare          = 0.85
	secondMax            = 2
)

// SecondOrder returns, for a discard, the unseen tiles its accepted
// draws would bring in turn: for each kind the hand left accepts (with
// secondCopies unseen copies or more), its unseen copies times the tiles
// the best discard after drawing it accepts toward a standard hand.
//
// secondCopies is 1 in a rule set that does not score (speed is all
// there is), 2 elsewhere: a draw with a single copy left weighs little,
// and costs as much as any to look at.
func (a *Advisor) SecondOrder(sh *Shape, c *Candidate) int {
	c13 := sh.C
	c13[c.Tile]--
	total := 0
	for set := uint64(c.Accept); set != 0; set &= set - 1 {
		k := rules.Tile(bits.TrailingZeros64(set))
		u := rules.Unseen(k, &c13, &a.vis)
		if u < a.secondCopies() {
			continue
		}
		c13[k]++
		n := rules.Discards(&c13, sh.Jokers, sh.Melds, rules.FormStandard, &a.vis, &a.look)
		c13[k]--
		for _, ch := range a.look[:n] {
			if ch.Tile != rules.Joker {
				total += u * ch.Tiles // the choices come best first
				break
			}
		}
	}
	return total
}

// lookFurther returns the discard the club keeps among best and the
// discards as close and nearly as wide (see above): best unless another
// leads further. It reports whether it changed the choice.
func (a *Advisor) lookFurther(sh *Shape, best int, target Plan) (int, bool) {
	b := &a.cands[best]
	if target.Kind != PlanAny || b.Tile >= rules.NumKinds || b.Shanten < secondFrom || b.Shanten > secondTo {
		return best, false
	}
	choice, most, looked := best, -1, 0
	for i := range a.cands {
		c := &a.cands[i]
		if c.Tile >= rules.NumKinds || c.Shanten != b.Shanten || a.Steps(sh, c, target, false) != a.Steps(sh, b, target, false) ||
			float64(c.Tiles) < secondShare*float64(b.Tiles) {
			continue
		}
		if looked == secondMax {
			break // the candidates come widest first
		}
		looked++
		if n := a.SecondOrder(sh, c); n > most {
			choice, most = i, n
		}
	}
	return choice, choice != best
}

// secondCopies returns the unseen copies a draw needs to be looked at
// by SecondOrder.
func (a *Advisor) secondCopies() int {
	if a.values.Scores {
		return 2
	}
	return 1
}
