package rules

import "testing"

// scoreBenchHands are varied complete 14-tile hands: chows, pungs, kongs,
// honours, flushes, several readings, special hands.
var scoreBenchHands = []string{
	"123m 456m 789m 11z 22z 3f +2z",
	"111222333m 789p 5z +5z",
	"[111m] 555m 777m 666z 9m +9m",
	"123m 456p 789s 23m 55s +4m",
	"22m 123m 345p 678s 99s +2m",
	"(2222m) 333p 444s 666m 5z +5z",
	"[123m] [456m] [789m] 23m 55m +4m",
	"555z 666z 77z 123m 44m +7z",
	"19m19p19s1234567z +1m",
	"1112345678999m +5m",
	"345m 5m 234p 567p 789s +5m",
	"[1111z] 123m 678m 345s 9s 1f 6f +9s",
}

func benchScore(b *testing.B, s Scorer, ctx WinContext) {
	hands := make([]Hand, len(scoreBenchHands))
	for i, str := range scoreBenchHands {
		h, err := ParseHand(str)
		if err != nil {
			b.Fatal(err)
		}
		if !s.Score(h, ctx).Winning && s.Score(h, ctx).Reason == ReasonNotComplete {
			b.Fatalf("%q not complete", str)
		}
		hands[i] = h
	}
	b.ReportAllocs()
	cpu0, ok := processCPU()
	i := 0
	for b.Loop() {
		_ = s.Score(hands[i%len(hands)], ctx)
		i++
	}
	reportCPU(b, cpu0, ok, i)
}

// reportCPU adds cpu-ns/op, the process CPU time per operation (see
// processCPU), next to the wall-clock ns/op.
func reportCPU(b *testing.B, cpu0 int64, ok bool, n int) {
	cpu1, ok1 := processCPU()
	if ok && ok1 && n > 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(n), "cpu-ns/op")
	}
}

func BenchmarkScoreHK(b *testing.B) {
	benchScore(b, newHKScoring(), WinContext{SeatWind: WindWest, Discarder: WindNorth})
}

func BenchmarkScoreClassic(b *testing.B) {
	benchScore(b, newClassicScoring(), WinContext{SeatWind: WindWest, Discarder: WindNorth, Declared: true})
}

func BenchmarkScorePow2(b *testing.B) {
	benchScore(b, newPow2Scoring(), WinContext{SeatWind: WindWest, Discarder: WindNorth})
}

// BenchmarkDecomposeBench measures Decompose alone on the same hands,
// the floor under the scoring benchmarks.
func BenchmarkDecomposeBench(b *testing.B) {
	hands := make([]Hand, len(scoreBenchHands))
	for i, str := range scoreBenchHands {
		hands[i], _ = ParseHand(str)
	}
	b.ReportAllocs()
	cpu0, ok := processCPU()
	i := 0
	for b.Loop() {
		_ = Decompose(hands[i%len(hands)], FormStandard|FormThirteenOrphans)
		i++
	}
	reportCPU(b, cpu0, ok, i)
}

// The scoring proper, on decompositions computed beforehand: what the
// variants add to Decompose.
func benchReadings(b *testing.B, forms Forms, ctx WinContext, score func(*Hand, *WinContext, []Decomposition) Score) {
	hands := make([]Hand, len(scoreBenchHands))
	ds := make([][]Decomposition, len(scoreBenchHands))
	for i, str := range scoreBenchHands {
		hands[i], _ = ParseHand(str)
		ds[i] = Decompose(hands[i], forms)
	}
	b.ReportAllocs()
	cpu0, ok := processCPU()
	i := 0
	for b.Loop() {
		k := i % len(hands)
		_ = score(&hands[k], &ctx, ds[k])
		i++
	}
	reportCPU(b, cpu0, ok, i)
}

func BenchmarkScoreReadingsHK(b *testing.B) {
	s := newHKScoring()
	benchReadings(b, formsOr(s.Forms), WinContext{SeatWind: WindWest, Discarder: WindNorth}, s.scoreReadings)
}

func BenchmarkScoreReadingsClassic(b *testing.B) {
	s := newClassicScoring()
	benchReadings(b, FormStandard|FormThirteenOrphans, WinContext{SeatWind: WindWest, Discarder: WindNorth, Declared: true}, s.scoreReadings)
}

func BenchmarkScoreReadingsPow2(b *testing.B) {
	s := newPow2Scoring()
	benchReadings(b, FormStandard|FormThirteenOrphans, WinContext{SeatWind: WindWest, Discarder: WindNorth}, s.scoreReadings)
}
