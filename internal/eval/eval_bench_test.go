package eval

import (
	"context"
	"runtime"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/cpuclock"
)

// BenchmarkSample measures samples per second per rule set (make bench):
// one sample is one world played out for every legal action of a view
// of seat 0 (the views of club hands, a few per rule set). samples/s and
// playouts/s are by the wall clock; cpu-samples/s by the thread's CPU
// time (Linux), what one idle core would do.
func BenchmarkSample(b *testing.B) {
	for _, v := range variants(b) {
		if v.Players != 4 {
			continue
		}
		views := positions(b, v, 11, 8)
		b.Run(v.Name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			actions := 0
			c0, ok := cpuclock.Thread()
			for i := 0; b.Loop(); i++ {
				view := &views[i%len(views)]
				r, err := Evaluate(context.Background(), view, Config{Variant: v, Samples: 1, Seed: uint64(i)})
				if err != nil {
					b.Fatal(err)
				}
				actions += len(r.Estimates)
			}
			c1, _ := cpuclock.Thread()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "samples/s")
			b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "playouts/s")
			if ok && c1 > c0 {
				b.ReportMetric(float64(b.N)/(float64(c1-c0)/1e9), "cpu-samples/s")
			}
		})
	}
}
