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
func (b *player) lookAhead(sh *strategy.Shape, c *rules.Counts, rounds int) float64 {
	vis := b.adv.Visible()
	f := b.variant.Forms
	var sum, total float64
	for k := range rules.Tile(rules.NumKinds) {
		u := 4 - int(c[k]) - int(vis[k])
		if u <= 0 {
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
