package blunder

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// watch is a bot whose decisions are checked for blunders, for
// one hand.
type watch struct {
	b   bot.Bot
	adv *strategy.Advisor
	mu  *sync.Mutex
	out *Counts
	// flushRisk: the seats showing a flush that the last discard was
	// given to while a tile safe against them was held (flushNote says
	// how); dead: the turns running the hand was left ready and dead.
	flushRisk [rules.NumSeats]bool
	flushPush [rules.NumSeats]bool // of flushRisk: a ready hand pushing
	flushNote string
	dead      int
}

func (w *watch) Act(v rules.View) rules.Action {
	a := w.b.Act(v)
	w.flushRisk, w.flushPush = [rules.NumSeats]bool{}, [rules.NumSeats]bool{}
	var why string
	switch {
	case v.Phase == rules.PhaseTurn:
		why = w.checkTurn(&v, a)
		if dead := w.checkDead(&v, a); why == "" {
			why = dead
		}
		w.checkFlush(&v, a)
	case v.Phase == rules.PhaseClaim && a.Kind == rules.ActKong:
		why = w.checkClaimedKong(&v, a)
		if why == "" {
			why = w.checkClaim(&v, a)
		}
	case v.Phase == rules.PhaseClaim && (a.Kind == rules.ActPung || a.Kind == rules.ActChow):
		why = w.checkClaim(&v, a)
	}
	if why != "" {
		me := &v.Players[v.Seat]
		w.note(why, fmt.Sprintf("%s: %s +%v %v (%d left): %v", why,
			rules.FormatTiles(me.Concealed), me.Drawn, melds(me.Melds), v.TilesLeft, a))
	}
	return a
}

// note counts a blunder and keeps its first examples.
func (w *watch) note(why, example string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.out.shown == nil {
		w.out.shown = map[string]int{}
	}
	if w.out.shown[why] < 4 {
		w.out.shown[why]++
		w.out.Examples = append(w.out.Examples, example)
	}
	w.out.count(why)
}

// ended judges how the hand ended: a win on the watched seat's last
// discard by a seat showing a flush it held a safe tile against.
func (w *watch) ended(seat rules.Seat, o sim.Outcome) {
	if o.Drawn || o.From != seat || o.Winner == rules.NoSeat || !w.flushRisk[o.Winner] {
		return
	}
	why := whyFlush
	if w.flushPush[o.Winner] {
		why = whyFlushPush
	}
	w.note(why, fmt.Sprintf("%s (to seat %d) %s", why, o.Winner, w.flushNote))
}

func melds(ms []rules.ExposedMeld) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Meld.String())
	}
	return out
}

// hand13 is a 13-tile hand being judged.
type hand13 struct {
	c      rules.Counts
	jokers int
	melds  int
}

// liveWaits returns the waits of a ready hand that still have an unseen
// copy.
func liveWaits(h *hand13, vis *rules.Counts, f rules.Forms) rules.KindSet {
	var live rules.KindSet
	w := rules.Waits(&h.c, h.jokers, h.melds, f)
	for set := uint64(w); set != 0; set &= set - 1 {
		k := rules.Tile(bits.TrailingZeros64(set))
		if rules.Unseen(k, &h.c, vis) > 0 {
			live.Add(k)
		}
	}
	return live
}

// checkTurn judges the action of a turn: a ready hand given up, a kong
// that cuts a live wait.
func (w *watch) checkTurn(v *rules.View, a rules.Action) string {
	w.adv.Read(v)
	pos := w.adv.Position()
	sh := w.adv.BaseShape()
	f := w.adv.Variant().Forms
	vis := v.Seen()
	// The ready hands a legal discard keeps, and the live waits of the
	// best ones (the most unseen tiles; several when they tie).
	var best []rules.KindSet
	bestTiles, readyFits := -1, fits{}
	for _, x := range v.Legal {
		if x.Kind != rules.ActDiscard || x.Tile >= rules.NumKinds || x.Declare && hasPlain(v.Legal, x.Tile) {
			continue
		}
		h := hand13{c: sh.C, jokers: sh.Jokers, melds: sh.Melds}
		h.c[x.Tile]--
		live := liveWaits(&h, &vis, f)
		if live == 0 || !w.adv.CanWin(&sh, &h.c, sh.Melds) {
			continue
		}
		readyFits = readyFits.or(fitsOf(&h.c, &v.Players[v.Seat]))
		switch n := unseenOf(live, &h.c, &vis); {
		case n > bestTiles:
			best, bestTiles = append(best[:0], live), n
		case n == bestTiles:
			best = append(best, live)
		}
	}
	if bestTiles < 0 {
		return "" // no discard keeps a ready hand that can win
	}
	after := hand13{c: sh.C, jokers: sh.Jokers, melds: sh.Melds}
	switch a.Kind {
	case rules.ActDiscard:
		if a.Tile == rules.Joker {
			after.jokers--
		} else {
			after.c[a.Tile]--
		}
	case rules.ActConcealedKong:
		after.c[a.Tile] -= 4
		after.melds++
	case rules.ActAddedKong:
		after.c[a.Tile]--
	default:
		return ""
	}
	live := liveWaits(&after, &vis, f)
	if a.Kind != rules.ActDiscard && !slices.ContainsFunc(best, func(b rules.KindSet) bool { return b&^live == 0 }) {
		return whyKongCut // it keeps the waits of no best ready discard
	}
	if live != 0 {
		return "" // still ready
	}
	if pos.Threatened() {
		return "" // a threat: folding may be sound
	}
	if w.adv.Values().Scores && fitsOf(&after.c, &v.Players[v.Seat]).gains(readyFits) {
		return "" // building toward more value
	}
	return whyGiveUp
}

// checkClaimedKong judges a claimed kong: the ready hand keeps its live
// waits.
func (w *watch) checkClaimedKong(v *rules.View, a rules.Action) string {
	w.adv.Read(v)
	sh := w.adv.BaseShape()
	f := w.adv.Variant().Forms
	vis := v.Seen()
	before := hand13{c: sh.C, jokers: sh.Jokers, melds: sh.Melds}
	live := liveWaits(&before, &vis, f)
	if live == 0 || a.Tile >= rules.NumKinds {
		return ""
	}
	after := before
	after.c[a.Tile] -= 3
	after.melds++
	if live&^liveWaits(&after, &vis, f) != 0 {
		return whyKongCut
	}
	return ""
}

func hasPlain(legal []rules.Action, t rules.Tile) bool {
	for _, x := range legal {
		if x.Kind == rules.ActDiscard && x.Tile == t && !x.Declare {
			return true
		}
	}
	return false
}

func unseenOf(set rules.KindSet, c, vis *rules.Counts) int {
	n := 0
	for s := uint64(set); s != 0; s &= s - 1 {
		n += rules.Unseen(rules.Tile(bits.TrailingZeros64(s)), c, vis)
	}
	return n
}

// fits says which valued patterns a hand (its concealed tiles and
// declared melds) still fits: one suit with honours, one suit alone,
// pungs and pairs only.
type fits struct{ half, full, pungs bool }

func (a fits) or(b fits) fits { return fits{a.half || b.half, a.full || b.full, a.pungs || b.pungs} }

// gains reports whether a fits a pattern that r does not.
func (a fits) gains(r fits) bool {
	return a.half && !r.half || a.full && !r.full || a.pungs && !r.pungs
}

func fitsOf(c *rules.Counts, me *rules.PlayerView) fits {
	suits, honours, singles, chow := 0, false, 0, false
	mark := func(t rules.Tile) {
		if t.IsHonour() {
			honours = true
		} else {
			suits |= 1 << (int(t) / 9)
		}
	}
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] > 0 {
			mark(k)
		}
		if c[k] == 1 {
			singles++
		}
	}
	for _, m := range me.Melds {
		mark(m.Meld.Tile)
		if m.Meld.Kind == rules.Chow {
			chow = true
		}
	}
	one := bits.OnesCount(uint(suits)) <= 1
	return fits{half: one && honours, full: one && !honours, pungs: !chow && singles <= 1}
}
