package bot

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Four bots play whole games of every variant: every action they choose is
// legal and the games end.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, name := range rules.VariantNames() {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			bots := [4]Bot{}
			for s := range bots {
				bots[s] = New(Levels[s%len(Levels)], v, seed*10+uint64(s))
			}
			steps := 0
			for !g.Over() {
				moved := false
				for s := range rules.Seat(rules.NumSeats) {
					view := g.View(s)
					if len(view.Legal) == 0 {
						continue
					}
					a := bots[s].Act(view)
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("%s seed %d: bot %d played %v: %v", name, seed, s, a, err)
					}
					moved = true
					break
				}
				if !moved {
					t.Fatalf("%s: nobody can move in phase %v", name, g.Phase())
				}
				if steps++; steps > 100000 {
					t.Fatalf("%s: game does not end", name)
				}
			}
		}
	}
}
