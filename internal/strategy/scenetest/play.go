package scenetest

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// ThreePlayerVariants returns the three-player games of the rule sets
// that have one (hk, classic, family).
func ThreePlayerVariants(t testing.TB) []rules.Variant {
	t.Helper()
	var out []rules.Variant
	for _, name := range []string{rules.VariantHK, rules.VariantClassic, rules.VariantFamily} {
		v, err := rules.NewVariant(name, rules.MustParseOptions("players=3"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// Play plays g, asking act for the move of the first seat that has one
// each time, until the hand is over (whole: until the game is over). Each
// move must be one of the seat's legal actions; a seat not in play must
// never have one.
func Play(t testing.TB, g *rules.Game, whole bool, act func(v rules.View) rules.Action) {
	t.Helper()
	for steps := 0; ; steps++ {
		switch g.Phase() {
		case rules.PhaseGameOver:
			return
		case rules.PhaseHandOver:
			if !whole {
				return
			}
		}
		if steps > 100000 {
			t.Fatalf("%s: the game does not end", g.Variant().Name)
		}
		moved := false
		for s := range rules.Seat(rules.NumSeats) {
			v := g.View(s)
			if len(v.Legal) == 0 {
				continue
			}
			if !v.InPlay(s) {
				t.Fatalf("%s: the empty seat %d has %v to play", g.Variant().Name, s, v.Legal)
			}
			a := act(v)
			if !slices.Contains(v.Legal, a) {
				t.Fatalf("%s: seat %d chose %v, not among %v", g.Variant().Name, s, a, v.Legal)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: seat %d played %v: %v", g.Variant().Name, s, a, err)
			}
			moved = true
			break
		}
		if !moved {
			t.Fatalf("%s: nobody can move in phase %v", g.Variant().Name, g.Phase())
		}
	}
}
