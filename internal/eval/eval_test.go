package eval

import (
	"context"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// variants are the tables an evaluation is tried at: every rule set, at
// four players and at three where the rule set has a table of three.
func variants(t testing.TB) []rules.Variant {
	var out []rules.Variant
	for _, name := range rules.VariantNames() {
		for _, players := range []string{"4", "3"} {
			v, err := rules.NewVariant(name, rules.MustParseOptions("players="+players))
			if err != nil {
				continue
			}
			out = append(out, v)
		}
	}
	if len(out) < 4 {
		t.Fatalf("only %d tables", len(out))
	}
	return out
}

// positions plays hands of v with club bots and keeps the views of
// seat 0's decisions (two legal actions or more), up to n.
func positions(t testing.TB, v rules.Variant, seed uint64, n int) []rules.View {
	var out []rules.View
	for hand := uint64(0); len(out) < n && hand < 50; hand++ {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed + hand})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range bots {
			bots[s] = bot.New(bot.Club, v, seed+hand+uint64(s))
		}
		for step := 0; g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver && step < maxSteps; step++ {
			s := nextToAct(g)
			if s == rules.NoSeat {
				break
			}
			view := g.View(s)
			if s == 0 && len(view.Legal) > 1 && step%7 == 0 && len(out) < n {
				out = append(out, view)
			}
			if err := g.Play(bots[s].Act(view)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// Every table: an evaluation gives one estimate per legal action, the
// same from the same seed, with an interval, and the seat's wins and
// deal-ins counted within the samples.
func TestEvaluateEveryTable(t *testing.T) {
	for _, v := range variants(t) {
		for _, view := range positions(t, v, 1, 1) {
			cfg := Config{Variant: v, Samples: 6, Seed: 5}
			r, err := Evaluate(context.Background(), &view, cfg)
			if err != nil {
				t.Fatalf("%s (%d players): %v", v.Name, v.Players, err)
			}
			if len(r.Estimates) != len(view.Legal) || r.N != 6 {
				t.Fatalf("%s: %d estimates of %d actions, %d samples", v.Name, len(r.Estimates), len(view.Legal), r.N)
			}
			again, _ := Evaluate(context.Background(), &view, cfg)
			for i, e := range r.Estimates {
				if e.Mean != again.Estimates[i].Mean || e.Half != again.Estimates[i].Half {
					t.Fatalf("%s: %v estimated %v then %v from the same seed", v.Name, e.Action, e.Mean, again.Estimates[i].Mean)
				}
				deals := 0
				for _, d := range e.DealIns {
					deals += d
				}
				if e.Wins+deals > r.N || e.Half < 0 {
					t.Fatalf("%s: %+v over %d samples", v.Name, e, r.N)
				}
			}
		}
	}
}

// An ended context stops an evaluation before its first sample.
func TestEvaluateStops(t *testing.T) {
	v := rules.HKVariant()
	views := positions(t, v, 3, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Evaluate(ctx, &views[0], Config{Variant: v, Samples: 10}); err == nil {
		t.Fatal("an ended context still evaluated")
	}
}
