package master

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/cpuclock"
	"github.com/mahjong-tui/mahjong/rules"
)

// decisionViews plays hands of v with four experts and keeps every view
// of a decision (two legal actions or more), up to n.
func decisionViews(t testing.TB, v rules.Variant, n int) []rules.View {
	var out []rules.View
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range bots {
			bots[s] = bot.New(bot.Expert, v, seed+uint64(s))
		}
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(v.Players) {
				if len(g.LegalActions(s)) == 0 {
					continue
				}
				view := g.View(s)
				if len(view.Legal) > 1 && len(out) < n {
					out = append(out, view)
				}
				if err := g.Play(bots[s].Act(view)); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	return out
}

// playHand plays one hand of v, the master at seat 0 and experts
// elsewhere; it returns seat 0's actions.
func playHand(t *testing.T, v rules.Variant, seed uint64, m bot.Bot) []rules.Action {
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	bots := [rules.NumSeats]bot.Bot{m}
	for s := 1; s < rules.NumSeats; s++ {
		bots[s] = bot.New(bot.Expert, v, seed+uint64(s))
	}
	var mine []rules.Action
	for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
		for s := range rules.Seat(v.Players) {
			if len(g.LegalActions(s)) == 0 {
				continue
			}
			a := bots[s].Act(g.View(s))
			if err := g.Play(a); err != nil {
				t.Fatalf("%s: seat %d played %v: %v", v.Name, s, a, err)
			}
			if s == 0 {
				mine = append(mine, a)
			}
			break
		}
	}
	return mine
}

// The master plays legal actions in every rule set, at four and three
// players, with no fallback, the same from the same seed (hk); it weighs
// some of its decisions.
func TestMasterPlays(t *testing.T) {
	weighed := 0
	for _, name := range rules.VariantNames() {
		for _, players := range []string{"4", "3"} {
			v, err := rules.NewVariant(name, rules.MustParseOptions("players="+players))
			if err != nil {
				continue
			}
			m := New(bot.Master, v, 4).(*Bot)
			first := playHand(t, v, 9, m)
			if name == "hk" && players == "4" {
				if again := playHand(t, v, 9, New(bot.Master, v, 4)); !slices.Equal(first, again) {
					t.Fatalf("%s at %s: not the same hand from the same seed", name, players)
				}
			}
			if m.Fallbacks() != 0 {
				t.Fatalf("%s: %d fallbacks", name, m.Fallbacks())
			}
			weighed += m.Weighed
		}
	}
	if weighed == 0 {
		t.Fatal("the master weighed no decision")
	}
}

// BenchmarkDecision measures the master's time per decision over the
// decisions of expert hands, in every rule set of the registry: ns/op
// is the mean wall time; cpu-mean-ms and cpu-p99-ms the mean and 99th
// percentile of the thread's CPU time a decision (Linux: on a shared machine the wall
// clock counts the other processes too); weighed-% the share of
// decisions it weighed. The budget: mean <= 50 ms, p99 <= 200 ms on one
// core.
func BenchmarkDecision(b *testing.B) {
	for _, name := range rules.VariantNames() {
		v, err := rules.VariantByName(name)
		if err != nil {
			b.Fatal(err)
		}
		views := decisionViews(b, v, 300)
		b.Run(v.Name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			m := New(bot.Master, v, 1).(*Bot)
			times := make([]time.Duration, 0, b.N)
			i := 0
			for b.Loop() {
				view := views[i%len(views)]
				i++
				start, cpu := time.Now(), true
				c0, ok := cpuclock.Thread()
				m.Act(view)
				c1, _ := cpuclock.Thread()
				if cpu = ok; cpu {
					times = append(times, time.Duration(c1-c0))
				} else {
					times = append(times, time.Since(start))
				}
			}
			var sum time.Duration
			for _, d := range times {
				sum += d
			}
			slices.Sort(times)
			p99 := times[min(len(times)-1, len(times)*99/100)]
			b.ReportMetric(float64(sum)/float64(len(times))/1e6, "cpu-mean-ms")
			b.ReportMetric(float64(p99)/1e6, "cpu-p99-ms")
			b.ReportMetric(100*float64(m.Weighed)/float64(i), "weighed-%")
		})
	}
}
