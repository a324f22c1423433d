package strategy

import (
	"math/bits"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tip 6 at the end of the hand. A ready hand's waits are not all worth
// the same: a wait that makes a pung of dragons, keeps the hand
// concealed or one suit, scores more. Among the ready discards that keep
// nearly as many tiles as the widest (readyShare of them), the club
// keeps the one whose waits are worth the most, each wait's value read
// from the scorer (a self-drawn win and one on a discard, as often as a
// hand wins each way: readySelf), weighted by its unseen copies.

// readyShare is the share of the widest ready discard's tiles another
// must keep to be weighed on value; readySelf the share of wins that
// are self-drawn.
const (
	readyShare = 0.75
	readySelf  = 0.3
)

// readyWorth returns what a ready discard's waits are worth: the sum
// over its waits of their unseen copies times what a win on each pays
// the seat.
func (a *Advisor) readyWorth(sh *Shape, c *Candidate) float64 {
	s := *sh
	s.C[c.Tile]--
	h, ctx := a.ReadyHand(&s)
	seat := a.pos.SeatWind
	total := 0.0
	for set := uint64(c.Accept); set != 0; set &= set - 1 {
		w := rules.Tile(bits.TrailingZeros64(set))
		u := a.UnseenIn(sh, w)
		if u == 0 {
			continue
		}
		h.Winning = w
		ctx.SelfDrawn = true
		self := a.scorer.Score(h, ctx)
		ctx.SelfDrawn, ctx.Discarder = false, seat.Next()
		disc := a.scorer.Score(h, ctx)
		var v float64
		if self.Winning {
			v += readySelf * float64(self.Payments[seat])
		}
		if disc.Winning {
			v += (1 - readySelf) * float64(disc.Payments[seat])
		}
		total += float64(u) * v
	}
	return total
}

// readyForValue returns the discard the club keeps among best (ready)
// and the ready discards nearly as wide: the one whose waits are worth
// the most (readyWorth), best unless another is worth more. It reports
// whether it changed the choice.
func (a *Advisor) readyForValue(sh *Shape, best int) (int, bool) {
	b := &a.cands[best]
	if a.scorer == nil || !a.values.Scores || b.Shanten != 0 || b.Tile >= rules.NumKinds || b.noWin {
		return best, false
	}
	choice, most := best, a.readyWorth(sh, b)
	for i := range a.cands {
		c := &a.cands[i]
		if i == best || c.Tile >= rules.NumKinds || c.Shanten != 0 || c.noWin || float64(c.Tiles) < a.readyShare*float64(b.Tiles) {
			continue
		}
		if v := a.readyWorth(sh, c); v > most {
			choice, most = i, v
		}
	}
	return choice, choice != best
}
