package tui

import (
	"fmt"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// BenchmarkTableFrame draws the table screen of a hand in progress (the
// golden table's position: hk, seed 42, six turns played, the coach on)
// at the smallest and a large terminal, plain (as the goldens) and in
// colour: one View per iteration, as the
// program draws after every message. A served table draws it for every
// session, so it must stay cheap (go test -bench TableFrame -benchmem
// -cpu 1).
func BenchmarkTableFrame(b *testing.B) {
	for _, size := range []struct {
		w, h   int
		colour bool
	}{{80, 24, false}, {120, 40, false}, {80, 24, true}, {120, 40, true}} {
		name := fmt.Sprintf("%dx%d", size.w, size.h)
		if size.colour {
			name += "/colour"
		}
		b.Run(name, func(b *testing.B) {
			s := testSettings("hk", 42)
			s.SkipMenu, s.Colour = true, size.colour
			t := &testing.T{}
			a := newTestApp(t, s, coachBots, size.w, size.h)
			playTurns(t, a, 6)
			press(a, "c")
			if t.Failed() || a.front.ID() != play.ID {
				b.Fatal("no table in front")
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				_ = a.View()
			}
		})
	}
}
