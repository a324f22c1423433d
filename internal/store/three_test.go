package store

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// A three-player game saves and loads like any other: the player count
// is a table option, written in the file's options ("players=3"), so the
// format does not change. Random cuts of random three-player games of
// each rule set that has the option.
func TestSaveLoadThreePlayers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for _, name := range []string{rules.VariantHK, rules.VariantClassic, rules.VariantFamily} {
		for _, o := range []rules.Options{{Players: 3}, {Players: 3, OpenHands: true}} {
			v, err := rules.NewVariant(name, o)
			if err != nil {
				t.Fatal(err)
			}
			for i := range 20 {
				g, err := rules.NewGame(rules.Config{Variant: v, Seed: r.Uint64()})
				if err != nil {
					t.Fatal(err)
				}
				play(t, g, r, r.IntN(400))
				sv := &Saved{Game: g, Meta: randomMeta(g, r), SavedAt: t0.Add(time.Duration(i) * time.Minute)}
				data, err := Marshal(sv)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(string(data), `"options": "players=3`) {
					t.Fatalf("options not saved:\n%s", data)
				}
				got, err := Unmarshal("three.json", data)
				if err != nil {
					t.Fatalf("%v\n%s", err, data)
				}
				sameGame(t, name+" three players", g, got.Game)
				if got.Game.Variant().Players != 3 {
					t.Fatalf("loaded with %d players", got.Game.Variant().Players)
				}
			}
		}
	}
}
