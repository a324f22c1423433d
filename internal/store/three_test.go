package store

import (
	"errors"
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
		for _, o := range []rules.Options{rules.MustParseOptions("players=3"), rules.MustParseOptions("players=3 open")} {
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
				if !strings.Contains(string(data), `"options": "`+o.String()+`"`) || !strings.Contains(o.String(), "players=3") {
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

// Seat 3 of a table of three is empty: a save that gives it to the
// person is refused when written and when read.
func TestThreePlayersEmptySeatNotThePerson(t *testing.T) {
	v, err := rules.NewVariant(rules.VariantHK, rules.MustParseOptions("players=3"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	sv := &Saved{Game: g, Meta: Meta{ID: "x", HumanSeat: 0, Seats: [4]string{KindHuman, "club", "club", KindEmpty}}}
	data, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	sv.HumanSeat, sv.Seats = 3, [4]string{"club", "club", "club", KindHuman}
	if _, err := Marshal(sv); err == nil {
		t.Error("a save with the person at the empty seat was written")
	}
	bad := strings.Replace(string(data), `"human_seat": 0`, `"human_seat": 3`, 1)
	bad = strings.Replace(bad, `"seats": [
    "human",
    "club",
    "club",
    "empty"
  ]`, `"seats": ["club", "club", "club", "human"]`, 1)
	if bad == string(data) {
		t.Fatalf("the test's edit did not apply:\n%s", data)
	}
	if !strings.Contains(bad, `"seats": ["club"`) {
		t.Fatalf("the seats were not edited:\n%s", data)
	}
	_, err = Unmarshal("three.json", []byte(bad))
	var e *Error
	if !errors.As(err, &e) || e.Key != KeyBadField {
		t.Errorf("person at the empty seat read back: %v", err)
	}
}
