package bot_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// checkFlush marks the seats showing a flush that a discard is given to
// while a tile safe against them is held (where a deal-in costs more
// than the same win otherwise): should one of them win on it, ended
// counts a blunder. A ready hand pushing is no blunder: when the tile
// given keeps the hand ready to win and no safe tile does, it is marked
// a push (counted apart).
func (w *blunderWatch) checkFlush(v *rules.View, a rules.Action) {
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
		suit := bot.ShownFlush(o)
		if suit < 0 || bot.SafeFrom(o, suit, a.Tile) {
			continue
		}
		var safe []rules.Tile
		safeWins := false
		for _, x := range v.Legal {
			if x.Kind == rules.ActDiscard && x.Tile < rules.NumKinds && bot.SafeFrom(o, suit, x.Tile) {
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
func (w *blunderWatch) readyWins(sh *strategy.Shape, c *rules.Counts, melds int) bool {
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
func (w *blunderWatch) checkClaim(v *rules.View, a rules.Action) string {
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
func (w *blunderWatch) checkDead(v *rules.View, a rules.Action) string {
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
	for s := range rules.Seat(rules.NumSeats) {
		if s != v.Seat && (pos.Opp[s].Declared || pos.Opp[s].Melds >= 3) {
			return "" // a threat: holding still may be sound
		}
	}
	w.dead++
	if w.dead == deadRun {
		return whyDeadHand
	}
	return ""
}

// The counter sees the kinds of issue 23: a deal-in to [555m] [678m]
// (no character among five discards) with 1m while bamboos were held,
// and not with a bamboo, nor when only 1m kept the hand ready to win (a
// push, counted apart); a pung of 1m by the concealed 1123m 456p 789s
// 777z, ready to win, that leaves it open on 2 fan at most; a hand ready
// on 5m/8m with a red pung only (2 fan at most) kept deadRun turns, and
// not one fewer.
func TestBlunderCounterKinds(t *testing.T) {
	hk := rules.HKVariant()
	judge := func(v rules.View, a rules.Action, w *blunderWatch) *blunders {
		if w == nil {
			w = &blunderWatch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &blunders{}}
		}
		w.b = chosen(a)
		w.Act(v)
		return w.out
	}
	discard := func(s string) rules.Action {
		return rules.Action{Kind: rules.ActDiscard, Tile: scenetest.Tile(t, s)}
	}
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: scenetest.Tile(t, s), Open: true} }
	flush := func(hand, drawn string) rules.View {
		return scenetest.Scene{Variant: hk, Hand: hand, Drawn: drawn, Left: 40,
			Discards: [4]string{"1z", "9p 1s 2z 8p 4s", "", ""},
			Melds:    [4][]rules.Meld{nil, {scenetest.Pung(t, "5m"), chow("6m")}}}.Turn(t)
	}
	won := sim.Outcome{Winner: 1, From: 0}
	for _, c := range []struct {
		hand, drawn, given string
		dealIns, pushes    int
	}{
		{"16m 234679s 3z 11p", "7s", "1m", 1, 0},
		{"16m 234679s 3z 11p", "7s", "9s", 0, 0},
		{"1m 123456789s 555z", "7z", "1m", 0, 1}, // only 1m keeps the half flush ready to win: a push
	} {
		w := &blunderWatch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &blunders{}}
		judge(flush(c.hand, c.drawn), discard(c.given), w)
		w.ended(0, won)
		if w.out.flushDealIns != c.dealIns || w.out.flushPushes != c.pushes {
			t.Errorf("%s +%s gives %s: %d deal-ins, %d pushes, want %d, %d", c.hand, c.drawn, c.given,
				w.out.flushDealIns, w.out.flushPushes, c.dealIns, c.pushes)
		}
	}
	pung := rules.Action{Kind: rules.ActPung, Tile: scenetest.Tile(t, "1m")}
	claim := scenetest.Scene{Variant: hk, Hand: "1123m 456p 789s 777z"}.Claim(t, "1m", 3, pung)
	if b := judge(claim, pung, nil); b.claimCuts != 1 || b.claimWins != 1 {
		t.Errorf("the pung that loses the winning waits: %+v", b)
	}
	if b := judge(claim, rules.Action{Kind: rules.ActPass, Tile: rules.NoTile}, nil); b.claimCuts != 0 {
		t.Errorf("passing: %+v", b)
	}
	dead := scenetest.Scene{Variant: hk, Hand: "67m 234p 456s 99s", Drawn: "1z",
		Melds: [4][]rules.Meld{{scenetest.Pung(t, "7z")}}}.Turn(t)
	w := &blunderWatch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &blunders{}}
	for turn := 1; turn <= deadRun; turn++ {
		if b := judge(dead, discard("1z"), w); b.deadHands != 0 && turn < deadRun || turn == deadRun && b.deadHands != 1 {
			t.Errorf("turn %d of a dead hand kept: %+v", turn, b)
		}
	}
}
