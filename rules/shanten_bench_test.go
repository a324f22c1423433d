package rules

import (
	"math/rand/v2"
	"testing"
)

// benchHands returns n seeded random hands of size tiles (never one hand
// repeated in a row of a benchmark: the index walks the whole set).
func benchHands(n, size int) []Counts {
	r := rand.New(rand.NewPCG(0xbe9c, uint64(size)))
	out := make([]Counts, n)
	for i := range out {
		out[i] = randomHand(r, size)
	}
	return out
}

const benchN = 4096

var benchSink int

func BenchmarkShantenStandard14(b *testing.B) {
	hands := benchHands(benchN, 14)
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Shanten(&hands[i&(benchN-1)], 0, 0, FormStandard)
		i++
	}
	benchSink = s
}

func BenchmarkShantenAllForms14(b *testing.B) {
	hands := benchHands(benchN, 14)
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Shanten(&hands[i&(benchN-1)], 0, 0, allForms)
		i++
	}
	benchSink = s
}

func BenchmarkShantenByForm14(b *testing.B) {
	hands := benchHands(benchN, 14)
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		x, y, z := ShantenByForm(&hands[i&(benchN-1)], 0, 0)
		s += x + y + z
		i++
	}
	benchSink = s
}

func BenchmarkWaits13(b *testing.B) {
	hands := benchHands(benchN, 13)
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += int(Waits(&hands[i&(benchN-1)], 0, 0, allForms))
		i++
	}
	benchSink = s
}

// BenchmarkWaits13Ready measures Waits on ready hands, where every kind is
// tried (on hands that are not ready Waits stops early).
func BenchmarkWaits13Ready(b *testing.B) {
	hands := readyHands(rand.New(rand.NewPCG(0x4ead, 1)), benchN)
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += int(Waits(&hands[i&(benchN-1)], 0, 0, allForms))
		i++
	}
	benchSink = s
}

func BenchmarkDiscards14(b *testing.B) {
	hands := benchHands(benchN, 14)
	var visible Counts
	var out [NumKinds + 1]DiscardChoice
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Discards(&hands[i&(benchN-1)], 0, 0, allForms, &visible, &out)
		i++
	}
	benchSink = s
}

func BenchmarkDiscards14Standard(b *testing.B) {
	hands := benchHands(benchN, 14)
	var visible Counts
	var out [NumKinds + 1]DiscardChoice
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Discards(&hands[i&(benchN-1)], 0, 0, FormStandard, &visible, &out)
		i++
	}
	benchSink = s
}

// bench3Hands returns benchN seeded random 14-tile hands of the
// three-player set's 26 kinds in play, half of them rich in 1m and 9m.
func bench3Hands() []Counts {
	r := rand.New(rand.NewPCG(0xbe9c, 3))
	hands := make([]Counts, benchN)
	for i := range hands {
		hands[i] = random3Hand(r, 14)
	}
	return hands
}

// BenchmarkShantenThree14 and BenchmarkDiscardsThree14 are the
// three-player set's (FormThreePlayer).
func BenchmarkShantenThree14(b *testing.B) {
	hands := bench3Hands()
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Shanten(&hands[i&(benchN-1)], 0, 0, FormStandard|FormThreePlayer)
		i++
	}
	benchSink = s
}

func BenchmarkDiscardsThree14(b *testing.B) {
	hands := bench3Hands()
	var out [NumKinds + 1]DiscardChoice
	b.ReportAllocs()
	s := 0
	i := 0
	for b.Loop() {
		s += Discards(&hands[i&(benchN-1)], 0, 0, FormStandard|FormThreePlayer, nil, &out)
		i++
	}
	benchSink = s
}
