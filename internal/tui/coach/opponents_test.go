package coach_test

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// With open hands the coach reads each opponent as it reads the seat's
// own hand: over openViews views of seat 0 per rule set, every reading of a
// ready opponent lists the waits (and which win) that the coach gives
// that opponent from its own seat; and every tile seat 0 discards that
// the coach marked as dealing in is a win the engine offers that
// opponent.
func TestOpenHandReadings(t *testing.T) {
	for _, name := range []string{"family", "hk", "classic", "pow2"} {
		t.Run(name, func(t *testing.T) {
			v, err := rules.NewVariant(name, rules.MustParseOptions("open"))
			if err != nil {
				t.Fatal(err)
			}
			views, ready, dealt, wrong := 0, 0, 0, 0
			fail := func(hand uint64, format string, args ...any) {
				if wrong++; wrong <= 5 {
					t.Errorf("hand %d: "+format, append([]any{hand}, args...)...)
				}
			}
			for hand := uint64(1); views < openViews; hand++ {
				g, bots := clubHand(t, v, hand)
				for g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong {
					view := g.View(0)
					adv := coach.Advise(view, v)
					views++
					for _, r := range adv.Opponents {
						if r.Shanten != 0 || view.Phase == rules.PhaseTurn && view.Turn == r.Seat {
							continue
						}
						ready++
						own := coach.Advise(g.View(r.Seat), v)
						if !sameWaits(r, own) {
							fail(hand, "seat %d read with waits %+v, its own coach says %+v", r.Seat, r.Waits, own.Waits)
						}
					}
					s, act := actor(g)
					a := bots[s].Act(act)
					if _, err := g.Apply(a); err != nil {
						t.Fatal(err)
					}
					if s != 0 || a.Kind != rules.ActDiscard {
						continue
					}
					for _, d := range adv.DealIns {
						if d.Tile != a.Tile {
							continue
						}
						dealt++
						if !slices.ContainsFunc(g.LegalActions(d.Seat), func(x rules.Action) bool { return x.Kind == rules.ActWin }) {
							fail(hand, "%v marked as dealing in to seat %d; the engine offers it %v", d.Tile, d.Seat, g.LegalActions(d.Seat))
						}
					}
				}
			}
			t.Logf("%d views, %d ready opponents read, %d discards into a marked wait", views, ready, dealt)
			if ready < 100 {
				t.Errorf("only %d ready opponents", ready)
			}
		})
	}
}

// sameWaits reports whether a reading's waits are the opponent's own:
// the same tiles, winning the same ways.
func sameWaits(r coach.Reading, own coach.Advice) bool {
	if len(r.Waits) != len(own.Waits) {
		return false
	}
	for i, w := range r.Waits {
		o := own.Waits[i]
		if w.Tile != o.Tile || w.SelfDrawn != o.SelfDrawn || w.OnDiscard != o.OnDiscard || w.Value != o.Value {
			return false
		}
	}
	return true
}
