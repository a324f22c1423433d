package strategy

import "github.com/mahjong-tui/mahjong/rules"

// listWaits lists the waits of the ready 13-tile hand c (with jokers),
// each with its unseen copies and whether a win on it is legal,
// self-drawn and on a discard, and sets adv.CanWin when one is. barred:
// the table refuses the hand any win (View.Barred).
func (a *Advisor) listWaits(adv *Advice, sh *Shape, c *rules.Counts, jokers int, barred bool) {
	a.eachWait(sh, c, jokers, barred, func(w Wait) {
		adv.CanWin = adv.CanWin || w.Wins
		adv.Waits = append(adv.Waits, w)
	})
}

// WinTiles returns the unseen copies of the waits of the ready 13-tile
// hand c (with jokers) a win on which is legal (0 when it is not ready).
func (a *Advisor) WinTiles(sh *Shape, c *rules.Counts, jokers int) int {
	n := 0
	a.eachWait(sh, c, jokers, false, func(w Wait) {
		if w.Wins {
			n += w.Left
		}
	})
	return n
}

// eachWait calls f with each wait of the ready 13-tile hand c, judged by
// the engine's rules: the scorer (the minimum), the table's ready rule
// (barred) and whether the last discard may win.
func (a *Advisor) eachWait(sh *Shape, c *rules.Counts, jokers int, barred bool, f func(Wait)) {
	waits := rules.Waits(c, jokers, sh.Melds, a.variant.Forms)
	if waits == 0 {
		return
	}
	s := *sh
	s.C, s.Jokers = *c, jokers
	h, ctx := a.ReadyHand(&s)
	// A discard now would be claimed with the wall as it is.
	discardOpen := a.variant.DiscardWinOpen(a.pos.Left)
	for w := range rules.Tile(rules.NumKinds) {
		if !waits.Has(w) {
			continue
		}
		self, disc := !barred, !barred && discardOpen
		value := 0
		if a.scorer != nil && !barred {
			h.Winning = w
			ctx.SelfDrawn, ctx.LastTile = true, false // no last-tile bonus counted on
			sc := a.scorer.Score(h, ctx)
			self = sc.Winning
			if self {
				value = sc.Total
			}
			if disc {
				ctx.SelfDrawn, ctx.Discarder, ctx.LastTile = false, a.pos.NextWind, a.pos.Left == 0
				sc = a.scorer.Score(h, ctx)
				if disc = sc.Winning; disc {
					value = sc.Total
				}
			}
		}
		f(Wait{Tile: w, Left: rules.Unseen(w, c, a.Visible()), Wins: self || disc, SelfDrawn: self, OnDiscard: disc, Value: value})
	}
}
