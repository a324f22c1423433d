package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// benchHand plays one hand of random legal play (a win is taken when
// offered) on g, which must be at the start of a hand, and returns the
// number of actions. With events false it plays with Play, which does not
// hand out the events.
func benchHand(g *Game, r *rand.Rand, buf []Action, events bool) int {
	n := 0
	for {
		switch g.h.phase {
		case PhaseHandOver, PhaseGameOver:
			return n
		}
		buf = buf[:0]
		for s := range Seat(NumSeats) {
			buf = g.appendLegalActions(buf, s)
		}
		a := buf[r.IntN(len(buf))]
		for _, x := range buf {
			if x.Kind == ActWin {
				a = x
				break
			}
		}
		var err error
		if events {
			_, err = g.Apply(a)
		} else {
			err = g.Play(a)
		}
		if err != nil {
			panic(err)
		}
		n++
	}
}

// BenchmarkRandomHand plays whole hands of random legal play, each on a
// fresh game (hand 0 of seed i): NewGame (shuffle, dice, deal, bonus
// tiles), then every action, the driver asking every seat for its legal
// actions at each step (AppendLegalActions into one buffer) and playing
// with Play (the events are not handed out; BenchmarkRandomHandEvents
// plays with Apply). cpu-ns/op is the process CPU time per hand (the
// wall clock also counts other processes on a shared machine).
func BenchmarkRandomHand(b *testing.B) { benchRandomHands(b, false) }

// BenchmarkRandomHandEvents is BenchmarkRandomHand with Apply, which
// hands out every event.
func BenchmarkRandomHandEvents(b *testing.B) { benchRandomHands(b, true) }

func benchRandomHands(b *testing.B, events bool) {
	names := VariantNames()
	// The three-player tables: "hk-3", "classic-3", "family-3".
	for _, rs := range RuleSets() {
		if _, ok := rs.Option("players"); ok {
			names = append(names, rs.Name+"-3")
		}
	}
	for _, name := range names {
		b.Run(name, func(b *testing.B) {
			base, three := strings.CutSuffix(name, "-3")
			v, _ := VariantByName(base)
			if three {
				v, _ = v.With(MustParseOptions("players=3"))
			}
			r := rand.New(rand.NewPCG(7, 7))
			buf := make([]Action, 0, 64)
			seed := uint64(0)
			actions := 0
			cpu0, ok := processCPU()
			for b.Loop() {
				seed++
				g, err := NewGame(Config{Variant: v, Seed: seed})
				if err != nil {
					b.Fatal(err)
				}
				actions += benchHand(g, r, buf, events)
			}
			reportCPU(b, cpu0, ok, b.N)
			b.ReportMetric(float64(actions)/float64(b.N), "actions/hand")
		})
	}
}

// BenchmarkApplyDiscard measures one discard with its claim window: the
// turn seat discards its first legal tile, every seat asked passes, and
// the next seat draws. Play goes on through the hands of a game (a new
// hand or game every ~50 discards is part of the cost).
func BenchmarkApplyDiscard(b *testing.B) {
	v := HKVariant()
	seed := uint64(1)
	g, _ := NewGame(Config{Variant: v, Seed: seed})
	cpu0, ok := processCPU()
	for b.Loop() {
		for g.h.phase != PhaseTurn {
			if g.h.phase == PhaseGameOver {
				seed++
				g, _ = NewGame(Config{Variant: v, Seed: seed})
				continue
			}
			g.Apply(Action{Seat: 0, Kind: ActNextHand})
		}
		p := &g.h.p[g.h.turn]
		t := g.h.drawn
		if t == NoTile {
			for k := range Tile(numAllKinds) {
				if p.conc[k] > 0 {
					t = k
					break
				}
			}
		}
		if _, err := g.Apply(Action{Seat: g.h.turn, Kind: ActDiscard, Tile: t}); err != nil {
			b.Fatal(err)
		}
		for g.h.phase == PhaseClaim {
			for s := range Seat(NumSeats) {
				if g.h.nopts[s] > 0 && !g.h.answered[s] {
					g.Apply(Action{Seat: s, Kind: ActPass})
				}
			}
		}
	}
	reportCPU(b, cpu0, ok, b.N)
}

// BenchmarkNewGame sets up a game and deals its first hand (shuffle,
// dice, deal, bonus tiles): the fixed cost of every simulated hand.
func BenchmarkNewGame(b *testing.B) {
	for _, name := range VariantNames() {
		b.Run(name, func(b *testing.B) {
			v, _ := VariantByName(name)
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := NewGame(Config{Variant: v, Seed: seed}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
