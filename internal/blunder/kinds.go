package blunder

import (
	"fmt"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// checkFlush marks the seats showing a flush that a discard is given to
// while a tile safe against them is held (where a deal-in costs more
// than the same win otherwise): should one of them win on it, ended
// counts a blunder. A ready hand pushing is no blunder: when the tile
// given keeps the hand ready to win and no safe tile does, it is marked
// a push (counted apart).
func (w *watch) checkFlush(v *rules.View, a rules.Action) {
	if a.Kind != rules.ActDiscard || a.Tile >= rules.NumKinds || !w.adv.Defends() {
		return
	}
	w.adv.Read(v)
	pos := w.adv.Position()
	sh := w.adv.BaseShape()
	keepsWin := func(x rules.Tile) bool {
		c := sh.C
		c[x]--
		return w.readyWins(&sh, &c, sh.Melds)
	}
	push := keepsWin(a.Tile)
	for s := range rules.Seat(rules.NumSeats) {
		if s == v.Seat || !v.InPlay(s) {
			continue
		}
		o := &pos.Opp[s]
		suit := o.ShownFlush()
		if suit < 0 || o.SafeFrom(suit, a.Tile) {
			continue
		}
		var safe []rules.Tile
		safeWins := false
		for _, x := range v.Legal {
			if x.Kind == rules.ActDiscard && x.Tile < rules.NumKinds && o.SafeFrom(suit, x.Tile) {
				safe = append(safe, x.Tile)
				safeWins = safeWins || push && keepsWin(x.Tile)
			}
		}
		if len(safe) == 0 {
			continue
		}
		w.flushRisk[s], w.flushPush[s] = true, push && !safeWins
		me := &v.Players[v.Seat]
		w.flushNote = fmt.Sprintf("%v given holding %v: %s +%v %v, seat %d shows %v", a.Tile, safe,
			rules.FormatTiles(me.Concealed), me.Drawn, melds(me.Melds), s, melds(v.Players[s].Melds))
	}
}

// readyWins reports whether the 13-tile hand c is ready and the scorer
// lets one of its waits win.
func (w *watch) readyWins(sh *strategy.Shape, c *rules.Counts, melds int) bool {
	return rules.Waits(c, sh.Jokers, melds, w.adv.Variant().Forms) != 0 && w.adv.CanWin(sh, c, melds)
}

// wayDepth is how many draws ahead a way to the minimum is looked for
// (strategy.Advisor.WayToMinimum).
const wayDepth = 2

// checkClaim judges a claim where a win needs a minimum: it may not
// leave the hand without a discard ready to win when it was ready to
// win before, nor take away the hand's way to the minimum (wayDepth
// draws ahead, along a plan's fastest route: no discard after the claim
// keeps one, where the hand had one before), when the claim leaves
// the hand one step from ready or closer (a way further off is not
// judged).
func (w *watch) checkClaim(v *rules.View, a rules.Action) string {
	if !w.adv.NeedsValue() {
		return ""
	}
	w.adv.Read(v)
	sh := w.adv.BaseShape()
	beforeWin := w.readyWins(&sh, &sh.C, sh.Melds)
	beforeWay := beforeWin || w.adv.WayToMinimum(&sh, &sh.C, sh.Melds, wayDepth)
	if !beforeWay {
		return "" // nothing to lose
	}
	post, ok := w.adv.ClaimShape(&sh, a)
	defer w.adv.DropClaim()
	if !ok {
		return ""
	}
	// The 13-tile hands the claim leaves: after a kong, the hand itself
	// (its replacement still to draw); else after each discard.
	var hands []rules.Counts
	if a.Kind == rules.ActKong {
		hands = append(hands, post.C)
	} else {
		for k := range rules.Tile(rules.NumKinds) {
			if post.C[k] > 0 {
				c := post.C
				c[k]--
				hands = append(hands, c)
			}
		}
	}
	for i := range hands {
		if w.readyWins(&post, &hands[i], post.Melds) {
			return "" // a winning hand is left
		}
	}
	if beforeWin {
		return whyClaimWin
	}
	f := w.adv.Variant().Forms
	finishing := false // the claim brings the hand one step from ready or closer
	for i := range hands {
		finishing = finishing || rules.Shanten(&hands[i], post.Jokers, post.Melds, f) <= 1
	}
	if !finishing {
		return "" // a way further off may remain: not judged
	}
	for i := range hands {
		if w.adv.WayToMinimum(&post, &hands[i], post.Melds, wayDepth) {
			return ""
		}
	}
	return whyClaimMin
}

// checkDead follows a hand left ready on waits none of which can win
// (where a win needs a minimum), the turns an opponent threatens (it
// declared, or shows three melds: folding is sound) aside: deadRun turns
// running make a dead hand kept.
func (w *watch) checkDead(v *rules.View, a rules.Action) string {
	if !w.adv.NeedsValue() || a.Kind != rules.ActDiscard || a.Tile >= rules.NumKinds {
		return ""
	}
	w.adv.Read(v)
	pos := w.adv.Position()
	sh := w.adv.BaseShape()
	c := sh.C
	c[a.Tile]--
	if rules.Waits(&c, sh.Jokers, sh.Melds, w.adv.Variant().Forms) == 0 || w.adv.CanWin(&sh, &c, sh.Melds) {
		w.dead = 0
		return ""
	}
	if pos.Threatened() {
		return "" // a threat: holding still may be sound
	}
	w.dead++
	if w.dead == deadRun {
		return whyDeadHand
	}
	return ""
}
