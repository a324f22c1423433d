package bot

import (
	"slices"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// benchViews plays hands of variant v with a beginner, a club and an
// expert bot and a second club bot, and returns every view a seat had
// to answer (turns and claim windows), in play order: the positions the
// decision benchmarks replay.
func benchViews(tb testing.TB, v rules.Variant, hands int) []rules.View {
	tb.Helper()
	var out []rules.View
	levels := [rules.NumSeats]Level{Beginner, Club, Expert, Club}
	for h := range hands {
		seed := uint64(1000 + h)
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		var bots [rules.NumSeats]Bot
		for s := range bots {
			bots[s] = New(levels[(s+h)%rules.NumSeats], v, seed*8+uint64(s))
		}
		for g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong {
			for s := range rules.Seat(rules.NumSeats) {
				view := g.View(s)
				if len(view.Legal) == 0 {
					continue
				}
				out = append(out, view)
				if _, err := g.Apply(bots[s].Act(view)); err != nil {
					tb.Fatal(err)
				}
				break
			}
		}
	}
	return out
}

// BenchmarkAct measures one decision of each strength, over the views
// of real simulated hands of each variant (turns and claim windows
// alike). ns/op is the mean; p50-ns and p99-ns are the median and the
// 99th percentile of the decisions timed one by one. Run it on one core:
// go test -run '^$' -bench Act -cpu 1 ./internal/bot/
func BenchmarkAct(b *testing.B) {
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		views := benchViews(b, v, 60)
		for _, l := range Levels {
			b.Run(l.String()+"/"+name, func(b *testing.B) {
				bot := New(l, v, 1)
				samples := make([]time.Duration, 0, 1<<16)
				i := 0
				for b.Loop() {
					view := views[i%len(views)]
					t0 := time.Now()
					bot.Act(view)
					d := time.Since(t0)
					if len(samples) < cap(samples) {
						samples = append(samples, d)
					} else {
						samples[i%len(samples)] = d
					}
					i++
				}
				slices.Sort(samples)
				b.ReportMetric(float64(samples[len(samples)/2]), "p50-ns")
				b.ReportMetric(float64(samples[len(samples)*99/100]), "p99-ns")
				b.ReportMetric(float64(len(views)), "views")
			})
		}
	}
}
