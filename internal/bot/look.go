package bot

import (
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// lookAhead returns the chance that the 13-tile hand c (with the shape's
// jokers and melds) goes on to win, one own draw ahead: every unseen
// kind is drawn with its share of the unseen tiles, and the hand then
// keeps its best discard, valued by pWin with a round fewer. It sees
// what a draw makes of the hand (a wider wait after the next step, a
// shape that improves), which the shanten and acceptance alone do not.
// For a hand one step or more from ready (a draw cannot complete it).
// A draw that does not bring the hand closer (accept: the kinds that
// do) and touches none of its tiles (a copy, or a neighbour in its suit)
// changes nothing worth looking at: the hand throws it back, and keeps
// its shanten and acceptance (shanten, tiles).
func (b *player) lookAhead(sh *strategy.Shape, c *rules.Counts, rounds, shanten, tiles int, accept rules.KindSet) float64 {
	vis := b.adv.Visible()
	f := b.variant.Forms
	stay := pWin(&winTable, shanten, rounds-1, float64(tiles), &typicalFree)
	var sum, total float64
	for k := range rules.Tile(rules.NumKinds) {
		u := rules.Unseen(k, c, vis)
		if u == 0 {
			continue
		}
		if !accept.Has(k) && (b.st.lookTouch && !near(c, k, 1) || !near(c, k, 2)) {
			// Neither a step closer nor a new shape: thrown back.
			sum += float64(u) * stay
			total += float64(u)
			continue
		}
		c[k]++
		n := rules.Discards(c, sh.Jokers, sh.Melds, f, vis, &b.look)
		c[k]--
		best := 0.0
		for _, ch := range b.look[:n] {
			if ch.Tile == rules.Joker {
				continue
			}
			best = max(best, pWin(&winTable, ch.Shanten, rounds-1, float64(ch.Tiles), &typicalFree))
		}
		sum += float64(u) * best
		total += float64(u)
	}
	if total == 0 {
		return 0
	}
	return sum / total
}

// near reports whether the hand c holds a copy of k or, for a suited
// tile, a tile of its suit within ranks ranks of it (1: it touches the
// hand; 2: it is not isolated).
func near(c *rules.Counts, k rules.Tile, ranks rules.Tile) bool {
	if c[k] > 0 {
		return true
	}
	if k.IsHonour() {
		return false
	}
	r := k % 9
	for d := rules.Tile(1); d <= ranks; d++ {
		if r >= d && c[k-d] > 0 || r+d <= 8 && c[k+d] > 0 {
			return true
		}
	}
	return false
}
