package store

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/rules"
)

// roundTripChecks is the number of save/load checks per variant: 120 in
// the suite, 500 under MAHJONG_SOAK.
var roundTripChecks = soak.Size(60, 500)

// Save then load reproduces the engine's state exactly, at random points
// of random games of every variant (random options, now and then a fixed
// first dealer or wall): roundTripChecks a variant, one in 25 through the
// autosave file, the others through Marshal and Unmarshal. The loaded
// game then plays on exactly as the saved one does.
func TestSaveLoadReproducesState(t *testing.T) {
	for _, name := range rules.VariantNames() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(uint64(len(name)), 7))
			st := testStore(t)
			phases := map[rules.Phase]int{}
			maxHand := 0
			for i := range roundTripChecks {
				g := randomGame(t, name, r)
				// Most cuts fall in the first hands; one in ten goes on
				// for many hands.
				limit := 250
				if i%10 == 0 {
					limit = 2000
				}
				play(t, g, r, r.IntN(limit))
				if i%20 == 10 {
					// One in twenty is cut at the end of a hand.
					for g.Phase() != rules.PhaseHandOver && play(t, g, r, 1) == 1 {
					}
				}
				phases[g.Phase()]++
				maxHand = max(maxHand, g.HandNumber())
				sv := &Saved{Game: g, Meta: randomMeta(g, r), SavedAt: t0.Add(time.Duration(i) * time.Minute)}
				var got *Saved
				if i%25 == 0 {
					if err := st.Save(sv, sv.SavedAt); err != nil {
						t.Fatal(err)
					}
					var err error
					if got, err = st.LoadAutosave(t0); err != nil || got == nil {
						t.Fatalf("check %d: load: %v (%v)", i, err, got)
					}
				} else {
					data, err := Marshal(sv)
					if err != nil {
						t.Fatal(err)
					}
					if got, err = Unmarshal("test.json", data); err != nil {
						t.Fatalf("check %d: %v\n%s", i, err, data)
					}
				}
				sameGame(t, name, g, got.Game)
				sameMeta(t, name, sv, got)
				// Both play on identically.
				seed := r.Uint64()
				ra, rb := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
				if na, nb := play(t, g, ra, 5), play(t, got.Game, rb, 5); na != nb {
					t.Fatalf("played on %d and %d actions", na, nb)
				}
				sameGame(t, name+" after playing on", g, got.Game)
			}
			// The random points covered the phases where a save can land.
			for _, p := range []rules.Phase{rules.PhaseTurn, rules.PhaseClaim, rules.PhaseHandOver} {
				if name != rules.VariantFamily || p != rules.PhaseHandOver {
					if phases[p] == 0 {
						t.Errorf("no save in phase %s: %v", p, phases)
					}
				}
			}
			if name != rules.VariantFamily && maxHand < 2 {
				t.Errorf("no save beyond hand %d", maxHand)
			}
		})
	}
}

// A finished game saves and loads as well, its last result included.
func TestSaveLoadFinishedGame(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for _, name := range []string{rules.VariantFamily, rules.VariantPow2} {
		g := randomGame(t, name, r)
		if !playOut(t, g, r, 50000) {
			t.Fatalf("%s: not over after 50000 actions", name)
		}
		sv := &Saved{Game: g, Meta: randomMeta(g, r)}
		data, err := Marshal(sv)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Unmarshal("x", data)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Game.Over() {
			t.Fatalf("%s: loaded game not over", name)
		}
		sameGame(t, name, g, got.Game)
	}
}
