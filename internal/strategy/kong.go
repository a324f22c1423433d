package strategy

import (
	"math/bits"

	"github.com/mahjong-tui/mahjong/rules"
)

// A kong draws a replacement tile and, in classic, scores more than a
// pung; it must never cost the hand a live wait (a wait with a copy the
// seat has not seen). A kong that leaves a ready hand is weighed against
// the best ready discard: it keeps every live wait of that discard.

// liveWaits returns the waits of a ready 13-tile hand (c with the
// shape's jokers, melds declared melds) that still have an unseen copy.
func (a *Advisor) liveWaits(sh *Shape, c *rules.Counts, melds int) rules.KindSet {
	w := rules.Waits(c, sh.Jokers, melds, a.variant.Forms)
	var live rules.KindSet
	for set := uint64(w); set != 0; set &= set - 1 {
		k := rules.Tile(bits.TrailingZeros64(set))
		if a.UnseenIn(sh, k) > 0 {
			live.Add(k)
		}
	}
	return live
}

// bestReadyWaits returns the live waits of the ready discard (among the
// listed candidates) that keeps the most unseen tiles, and whether one
// leaves the hand ready.
func (a *Advisor) bestReadyWaits(sh *Shape) (rules.KindSet, bool) {
	best, tiles, found := rules.KindSet(0), -1, false
	for _, c := range a.cands {
		if c.Shanten != 0 || c.Tile >= rules.NumKinds {
			continue
		}
		n := 0
		var live rules.KindSet
		for set := uint64(c.Accept); set != 0; set &= set - 1 {
			k := rules.Tile(bits.TrailingZeros64(set))
			if u := a.UnseenIn(sh, k); u > 0 {
				n += u
				live.Add(k)
			}
		}
		if n > tiles {
			best, tiles, found = live, n, true
		}
	}
	return best, found
}

// KongKeepsWaits reports whether the hand left by a kong on the seat's
// turn (c, with melds declared melds) keeps every live wait of the best
// ready discard: true when no discard leaves the hand ready. The
// candidates must be listed.
func (a *Advisor) KongKeepsWaits(sh *Shape, c *rules.Counts, melds int) bool {
	want, ready := a.bestReadyWaits(sh)
	if !ready {
		return true
	}
	return want&^a.liveWaits(sh, c, melds) == 0
}

// ClaimedKongKeepsWaits reports whether a kong claimed on the discard x
// keeps the hand as close to ready and, for a ready hand, every live
// wait (sh is the 13-tile hand before the claim).
func (a *Advisor) ClaimedKongKeepsWaits(sh *Shape, x rules.Tile) bool {
	if x >= rules.NumKinds || sh.C[x] < 3 {
		return false
	}
	f := a.variant.Forms
	c := sh.C
	c[x] -= 3
	now := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, f)
	if rules.Shanten(&c, sh.Jokers, sh.Melds+1, f) > now {
		return false
	}
	if now > 0 {
		return true
	}
	return a.liveWaits(sh, &sh.C, sh.Melds)&^a.liveWaits(sh, &c, sh.Melds+1) == 0
}
