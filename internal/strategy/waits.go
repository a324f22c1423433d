package strategy

import (
	"math/bits"

	"github.com/mahjong-tui/mahjong/rules"
)

// listWaits lists the waits of the ready 13-tile hand c (with jokers),
// each with its unseen copies and whether a win on it is legal,
// self-drawn and on a discard, and sets adv.CanWin when one is. barred:
// the table refuses the hand any win (View.Barred). A kind none of whose
// copies is left unseen is no wait (adv.Dead lists it): nothing can come
// to complete the hand with it (the tile on offer in a window excepted).
// With jokers in play a joker completes
// any ready hand: it is a wait of its own (Tile rules.Joker).
func (a *Advisor) listWaits(adv *Advice, sh *Shape, c *rules.Counts, jokers int, barred bool) {
	v := a.pos.View
	onOffer := rules.NoTile // the tile of a claim or robbing window, still to be had
	if v.Pending != rules.NoTile && v.PendingFrom != a.pos.Seat {
		onOffer = v.Pending
	}
	a.eachWait(sh, c, jokers, barred, func(w Wait) {
		if w.Left == 0 && w.Tile != onOffer {
			adv.Dead.Add(w.Tile)
			return
		}
		adv.CanWin = adv.CanWin || w.Wins
		adv.Waits = append(adv.Waits, w)
	})
	if a.variant.Tiles.Jokers {
		if w, ok := a.jokerWait(sh, c, jokers, barred); ok && (w.Left > 0 || onOffer == rules.Joker) {
			adv.CanWin = adv.CanWin || w.Wins
			adv.Waits = append(adv.Waits, w)
		}
	}
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
	for w := range rules.Tile(rules.NumKinds) {
		if waits.Has(w) {
			f(a.judgeWait(h, ctx, barred, w, rules.Unseen(w, c, a.Visible())))
		}
	}
}

// jokerWait is the wait on a joker of the ready 13-tile hand c: the
// engine completes a ready hand with any joker, drawn or discarded.
func (a *Advisor) jokerWait(sh *Shape, c *rules.Counts, jokers int, barred bool) (Wait, bool) {
	if rules.Waits(c, jokers, sh.Melds, a.variant.Forms) == 0 {
		return Wait{}, false
	}
	s := *sh
	s.C, s.Jokers = *c, jokers
	h, ctx := a.ReadyHand(&s)
	return a.judgeWait(h, ctx, barred, rules.Joker, a.unseenJokers(jokers)), true
}

// unseenJokers counts the jokers of the set the seat cannot see: the
// four less its own (jokers), those discarded and those in melds.
func (a *Advisor) unseenJokers(jokers int) int {
	n := 4 - jokers
	for _, p := range a.pos.View.Players {
		for _, d := range p.Discards {
			if d.Tile.IsJoker() && !d.Claimed {
				n--
			}
		}
		for _, m := range p.Melds {
			n -= bits.OnesCount8(m.Meld.JokerMask)
		}
	}
	return max(n, 0)
}

// judgeWait asks the scorer whether a win on w is legal, self-drawn and
// on the next discard (a discard now would be claimed with the wall as it
// is), and what it scores, of the hand h read by ReadyHand.
func (a *Advisor) judgeWait(h rules.Hand, ctx rules.WinContext, barred bool, w rules.Tile, left int) Wait {
	discardOpen := a.variant.DiscardWinOpen(a.pos.Left)
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
	return Wait{Tile: w, Left: left, Wins: self || disc, SelfDrawn: self, OnDiscard: disc, Value: value}
}
