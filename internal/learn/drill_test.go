package learn

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Drills come from real positions, offer the level's number of choices,
// one of them right, and are judged by the strategy and the engine: a
// discard drill's right choice is the strategy's discard, every wrong
// one weaker; a waits drill's right choice is the tiles that complete
// the hand (rules.Waits, with a copy left), each with its shape; a score
// drill's is the scorer's total; a safe drill's is a tile the threat
// threw itself. Every note's key is in both catalogues. Every rule set
// and level is drawn from (score: those that score).
func TestDrills(t *testing.T) {
	cats := []*i18n.Catalog{i18n.MustLoad("en"), i18n.MustLoad("fr")}
	var check func(notes []Note)
	check = func(notes []Note) {
		t.Helper()
		for _, n := range notes {
			for _, c := range cats {
				if !c.Has(n.Key) {
					t.Errorf("no %s", n.Key)
				}
			}
			for _, a := range n.Args {
				if sub, ok := a.(Note); ok {
					check([]Note{sub})
				}
			}
		}
	}
	for _, name := range rules.VariantNames() {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range DrillKinds {
			if kind == DrillScore && v.Scoring == rules.ScoringNone {
				continue
			}
			for _, level := range Levels {
				d, err := NewDrill(kind, level, v, 100, 0)
				if err != nil {
					if kind == DrillSafe && v.Scoring == rules.ScoringNone {
						continue // no defence where nothing is paid
					}
					t.Errorf("%s %s %s: %v", name, kind, level, err)
					continue
				}
				if len(d.Choices) != level.choices() {
					t.Errorf("%s %s %s: %d choices", name, kind, level, len(d.Choices))
				}
				rights := 0
				for i, c := range d.Choices {
					ok, notes := d.Judge(i)
					check(notes)
					if ok != c.Right {
						t.Errorf("%s %s %s: choice %+v judged %v", name, kind, level, c, ok)
					}
					if c.Right {
						rights++
						checkRight(t, d, c)
					}
				}
				if rights != 1 {
					t.Errorf("%s %s %s: %d right choices", name, kind, level, rights)
				}
			}
		}
	}
}

// checkRight checks a drill's right choice against the engine and the
// strategy.
func checkRight(t *testing.T, d *Drill, c Choice) {
	t.Helper()
	switch d.Kind {
	case DrillDiscard:
		if a := strategy.Advise(d.View, d.Variant); a.Discard != c.Tile {
			t.Errorf("discard drill: right %v, the strategy discards %v", c.Tile, a.Discard)
		}
	case DrillWaits:
		me := d.View.Players[d.View.Seat]
		cs := rules.CountsOf(me.Concealed)
		all := rules.Waits(&cs, rules.JokersIn(me.Concealed), len(me.Melds), d.Variant.Forms)
		if c.Waits&^all != 0 || c.Waits == 0 {
			t.Errorf("waits drill: right %v, the hand's waits %v", c.Waits.Tiles(), all.Tiles())
		}
	case DrillScore:
		if c.Total != d.Result.Score.Total {
			t.Errorf("score drill: right %d, scored %d", c.Total, d.Result.Score.Total)
		}
	case DrillSafe:
		found := false
		for _, x := range d.View.Players[d.Threat].Discards {
			found = found || x.Tile == c.Tile
		}
		if !found {
			t.Errorf("safe drill: %v is not a tile seat %d threw", c.Tile, d.Threat)
		}
	}
}

// Each wait is named by its shape, as a player reads it (seed 001's tip
// 2: 4-5 waits on both sides, 3-5 only on the 4).
func TestWaitShape(t *testing.T) {
	for _, c := range []struct {
		hand, wait, want string
	}{
		{"123m 456m 789p 11s 45s", "3s", "two_sided"},
		{"123m 456m 789p 11s 46s", "5s", "closed"},
		{"123m 456m 789p 11s 12s", "3s", "edge"},
		{"123m 456m 789p 11s 89s", "7s", "edge"},
		{"123m 456m 789p 11s 55s", "5s", "pair"},
		{"123m 456m 789p 123s 5z", "5z", "single"},
	} {
		hand, err := rules.ParseTiles(c.hand)
		if err != nil {
			t.Fatal(err)
		}
		w, _ := rules.ParseTile(c.wait)
		if got := WaitShape(hand, nil, w, rules.FormStandard); got != c.want {
			t.Errorf("%s waiting on %s: %s, want %s", c.hand, c.wait, got, c.want)
		}
	}
}

// A run is ten drills; its result counts the right answers.
func TestRun(t *testing.T) {
	r := Run{Kind: DrillWaits, Level: Hard}
	for i := range RunLength {
		if r.Done() {
			t.Fatalf("done after %d", i)
		}
		r.Add(i%3 == 0)
	}
	if !r.Done() || r.Right() != 4 || r.Key() != "waits/hard" {
		t.Errorf("run: done %v, right %d, key %s", r.Done(), r.Right(), r.Key())
	}
}
