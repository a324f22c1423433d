package rules

import (
	"math/rand/v2"
	"testing"
)

// benchHand plays one hand of random legal play (a win is taken when
// offered) on g, which must be at the start of a hand, and returns the
// number of actions.
func benchHand(g *Game, r *rand.Rand, buf []Action) int {
	n := 0
	for {
		switch g.h.phase {
		case PhaseHandOver, PhaseGameOver:
			return n
		}
		buf = buf[:0]
		for s := range Seat(NumSeats) {
			buf = append(buf, g.LegalActions(s)...)
		}
		a := buf[r.IntN(len(buf))]
		for _, x := range buf {
			if x.Kind == ActWin {
				a = x
				break
			}
		}
		if _, err := g.Apply(a); err != nil {
			panic(err)
		}
		n++
	}
}

// BenchmarkRandomHand plays whole hands of random legal play, each on a
// fresh game (hand 0 of seed i).
func BenchmarkRandomHand(b *testing.B) {
	for _, name := range VariantNames() {
		b.Run(name, func(b *testing.B) {
			v, _ := VariantByName(name)
			r := rand.New(rand.NewPCG(7, 7))
			buf := make([]Action, 0, 64)
			seed := uint64(0)
			actions := 0
			for b.Loop() {
				seed++
				g, err := NewGame(Config{Variant: v, Seed: seed})
				if err != nil {
					b.Fatal(err)
				}
				actions += benchHand(g, r, buf)
			}
			b.ReportMetric(float64(actions)/float64(b.N), "actions/hand")
		})
	}
}

// BenchmarkApplyDiscard measures one discard with its claim window (the
// claims asked are passed), from a prepared turn.
func BenchmarkApplyDiscard(b *testing.B) {
	v := VariantHK()
	// Prepare a pool of mid-hand turn states.
	var states []*Game
	r := rand.New(rand.NewPCG(3, 3))
	for seed := uint64(1); len(states) < 256; seed++ {
		g, _ := NewGame(Config{Variant: v, Seed: seed})
		for i := 0; i < 40 && g.h.phase != PhaseHandOver && g.h.phase != PhaseGameOver; i++ {
			var all []Action
			for s := range Seat(NumSeats) {
				all = append(all, g.LegalActions(s)...)
			}
			if _, err := g.Apply(all[r.IntN(len(all))]); err != nil {
				b.Fatal(err)
			}
			if g.h.phase == PhaseTurn && i > 20 {
				states = append(states, g.Clone())
				break
			}
		}
	}
	var discards []Action
	for _, g := range states {
		for _, a := range g.LegalActions(g.h.turn) {
			if a.Kind == ActDiscard && !a.Declare {
				discards = append(discards, a)
				break
			}
		}
	}
	games := make([]*Game, len(states))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		if k == 0 {
			b.StopTimer()
			for j, g := range states {
				games[j] = g.Clone()
			}
			b.StartTimer()
		}
		g := games[k]
		if _, err := g.Apply(discards[k]); err != nil {
			b.Fatal(err)
		}
		for g.h.phase == PhaseClaim {
			for s := range Seat(NumSeats) {
				if len(g.h.opts[s]) > 0 && !g.h.answered[s] {
					g.Apply(Action{Seat: s, Kind: ActPass})
				}
			}
		}
	}
}
