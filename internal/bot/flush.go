package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// keepSafe holds the expert to safe tiles against a flush shown, where a
// deal-in costs more than the same win otherwise (Values.DealInShare:
// hk; not pow2, style.go): against an opponent showing a flush
// (strategy.Opponent.ShownFlush) with three melds or declared, when the
// hand holds a tile safe against it, the discards of its suit and
// honours it has not discarded fall below every other, unless only such
// a discard keeps the hand ready to win on a live wait (a ready hand
// pushes). Dealing in to an obvious flush holding a safe tile was the
// expert's most visible defensive blunder (issue 23).
func (b *player) keepSafe(sh *strategy.Shape, cands []strategy.Candidate) {
	if !b.st.flushGuard || !b.values.Scores || b.values.DealInShare <= 0 {
		return
	}
	p := b.pos()
	readyWin := func(c *strategy.Candidate) bool { return c.Tiles > 0 && b.adv.ReadyToWin(sh, c) }
	for s := range rules.Seat(rules.NumSeats) {
		if s == p.Seat || !p.View.InPlay(s) {
			continue
		}
		o := &p.Opp[s]
		suit := o.ShownFlush()
		if suit < 0 || o.Melds < 3 && !o.Declared {
			continue // against two melds it cost more wins than it saved: -1.13 a hand [-1.62, -0.65] with experts around (6,000 hk deals)
		}
		safe, safeWins, unsafeWins := false, false, false
		for i := range cands {
			c := &cands[i]
			if c.Tile >= rules.NumKinds {
				continue
			}
			if o.SafeFrom(suit, c.Tile) {
				safe = true
				safeWins = safeWins || readyWin(c)
			} else {
				unsafeWins = unsafeWins || readyWin(c)
			}
		}
		if !safe || unsafeWins && !safeWins {
			continue // nothing safe, or a ready hand pushing
		}
		for i := range cands {
			if c := &cands[i]; c.Tile < rules.NumKinds && !o.SafeFrom(suit, c.Tile) {
				c.Score -= 1e16
			}
		}
	}
}

// safeClubTurn returns the club's action a, or where it gives a tile
// that keepSafe holds back, the safest of the other discards against
// every opponent (the expert's danger, by steps of 2%), then the fastest,
// a ready hand kept as keepReady keeps it (the expert playing the club's
// turns: pow2).
func (b *player) safeClubTurn(a rules.Action) rules.Action {
	if a.Kind != rules.ActDiscard || a.Tile >= rules.NumKinds || !b.st.flushGuard {
		return a
	}
	b.adv.Read(&b.view)
	p := b.pos()
	held := false // the club's tile is one keepSafe may hold back
	for s := range rules.Seat(rules.NumSeats) {
		if s != p.Seat && p.View.InPlay(s) {
			o := &p.Opp[s]
			if suit := o.ShownFlush(); suit >= 0 && !o.SafeFrom(suit, a.Tile) {
				held = true
			}
		}
	}
	if !held {
		return a
	}
	sh := b.adv.BaseShape()
	if !b.adv.ListCandidates(&sh) {
		return a
	}
	cands := b.adv.Candidates()
	b.prepareDanger()
	for i := range cands {
		c := &cands[i]
		pdi, _ := b.danger(c.Tile)
		c.Score = -1e8*math.Floor(50*pdi) - 1e6*float64(c.Shanten) + float64(c.Tiles)
		if c.Tile == a.Tile {
			c.Score += 1e15 // the club's choice first, unless keepSafe holds it back
		}
		if c.Tile >= rules.NumKinds {
			c.Score = -1e18
		}
	}
	b.keepReady(&sh, cands)
	b.keepSafe(&sh, cands)
	best, _ := strategy.Best(cands)
	if best < 0 || cands[best].Tile == a.Tile {
		return a
	}
	return b.adv.DiscardAction(&cands[best], a.Declare || b.st.alwaysCall)
}
