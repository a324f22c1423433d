package strategy

import (
	"iter"

	"github.com/mahjong-tui/mahjong/rules"
)

// Where any complete hand wins (no minimum to reach: classic, pow2
// without --min-points, the family game), tip 5's purpose "to finish"
// covers every claim that brings the hand a step closer to ready:
// measured in paired play, the concealed doubling a claim gives up is
// worth less than the turns it saves. A kong claimed on a pung held
// keeps the hand as close, draws a replacement and scores more than the
// pung (classic): it comes first, when it keeps every live wait.

// speedClaim returns a claimed kong that keeps the hand as close and its
// live waits; else the claim that brings the hand closest (the lowest
// shanten after the best discard, then the most unseen tiles that
// discard accepts), if one lowers the shanten.
func (a *Advisor) speedClaim(sh *Shape, now int) (rules.Action, bool) {
	for _, x := range a.pos.View.Legal {
		if x.Kind == rules.ActKong && x.JokerMask == 0 && a.ClaimedKongKeepsWaits(sh, x.Tile) {
			return x, true
		}
	}
	var best rules.Action
	bestS, bestTiles := now, -1
	for x, post := range a.meldClaims(sh) {
		n := rules.Discards(&post.C, post.Jokers, post.Melds, a.variant.Forms, &a.vis, &a.choices)
		for _, c := range a.choices[:n] {
			if c.Tile == rules.Joker {
				continue
			}
			if c.Shanten < bestS || c.Shanten == bestS && bestTiles >= 0 && c.Tiles > bestTiles {
				best, bestS, bestTiles = x, c.Shanten, c.Tiles
			}
			break // the choices are sorted: the first playing tile is the best
		}
	}
	if bestTiles >= 0 {
		return best, true
	}
	return rules.Action{}, false
}

// meldClaims yields each legal chow and pung with the shape after it,
// weighed as ClaimShape weighs it until the next one (the claim is
// dropped after each).
func (a *Advisor) meldClaims(sh *Shape) iter.Seq2[rules.Action, *Shape] {
	return func(yield func(rules.Action, *Shape) bool) {
		for _, x := range a.pos.View.Legal {
			if x.Kind != rules.ActPung && x.Kind != rules.ActChow {
				continue
			}
			post, ok := a.ClaimShape(sh, x)
			if !ok {
				continue
			}
			more := yield(x, &post)
			a.DropClaim()
			if !more {
				return
			}
		}
	}
}
