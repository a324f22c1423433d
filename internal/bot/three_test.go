package bot

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// At a table of three every level plays whole games of hk, classic and
// family legally, and the expert reads only the seats in play: its
// opponents are the two other seats (never the empty seat 3), and the
// waits it values are never tiles out of play (2m-8m, North).
func TestThreePlayersBots(t *testing.T) {
	for _, v := range scenetest.ThreePlayerVariants(t) {
		name, out := v.Name, v.Tiles.OutOfPlay()
		for _, levels := range [][3]Level{{Expert, Expert, Expert}, {Beginner, Club, Expert}} {
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 17})
			if err != nil {
				t.Fatal(err)
			}
			var bots [3]*player
			for s := range bots {
				bots[s] = New(levels[s], v, 170+uint64(s)).(*player)
			}
			reads, valued := 0, 0
			scenetest.Play(t, g, true, func(view rules.View) rules.Action {
				s := view.Seat
				b := bots[s]
				b.foes, b.waitBuf = b.foes[:0], b.waitBuf[:0]
				a := b.Act(view)
				if len(b.foes) > 0 {
					reads++
					if len(b.foes) != 2 {
						t.Fatalf("%s: seat %d reads %d opponents", name, s, len(b.foes))
					}
					for _, f := range b.foes {
						if f.seat == s || f.seat >= 3 {
							t.Fatalf("%s: seat %d reads seat %d as an opponent", name, s, f.seat)
						}
					}
				}
				for _, w := range b.waitBuf {
					valued++
					if out.Has(w.tile) {
						t.Fatalf("%s: seat %d values a wait on %s, out of play", name, s, w.tile)
					}
				}
				return a
			})
			for s, b := range bots {
				if n := b.Fallbacks(); n != 0 {
					t.Errorf("%s: bot %d fell back %d times", name, s, n)
				}
			}
			t.Logf("%s %v: %d hands, %d reads of the opponents, %d waits valued", name, levels, g.HandNumber()+1, reads, valued)
			// In the family game the expert plays for speed alone (no
			// value, and a deal-in costs nothing more): it reads nothing.
			if levels[0] == Expert && v.Scoring != rules.ScoringNone && (reads == 0 || valued == 0) {
				t.Errorf("%s: the expert read no opponent (%d) or valued no wait (%d)", name, reads, valued)
			}
		}
	}
}
