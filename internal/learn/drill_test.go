package learn

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Drills come from real positions and are judged by the strategy and
// the engine: the strategy's own discard is right and its worst is
// wrong; the waits of the hand are right and none is wrong; the
// scorer's total is right and another is wrong. Every note's key is in
// both catalogues.
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
	for _, name := range []string{"hk", "classic", "family", "pow2"} {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		for n := range 3 {
			d, err := NewDrill(DrillDiscard, v, 100, n)
			if err != nil {
				t.Fatal(err)
			}
			ds := strategy.Advise(d.View, v).Discards
			ok, notes := d.JudgeDiscard(ds[0].Tile)
			check(notes)
			if !ok {
				t.Errorf("%s drill %d: the strategy's discard %v judged wrong", name, n, ds[0].Tile)
			}
			if ok, notes := d.JudgeDiscard(ds[len(ds)-1].Tile); ok {
				t.Errorf("%s drill %d: the worst discard %v judged right", name, n, ds[len(ds)-1].Tile)
			} else {
				check(notes)
			}

			w, err := NewDrill(DrillWaits, v, 100, n)
			if err != nil {
				t.Fatal(err)
			}
			me := w.View.Players[w.View.Seat]
			c := rules.CountsOf(me.Concealed)
			want := rules.Waits(&c, rules.JokersIn(me.Concealed), len(me.Melds), v.Forms)
			if ok, notes := w.JudgeWaits(want); !ok {
				t.Errorf("%s waits drill %d: the hand's waits %v judged wrong", name, n, want.Tiles())
			} else {
				check(notes)
			}
			if ok, _ := w.JudgeWaits(0); ok {
				t.Errorf("%s waits drill %d: no wait judged right", name, n)
			}
			if v.Scoring == rules.ScoringNone {
				continue
			}
			s, err := NewDrill(DrillScore, v, 100, n)
			if err != nil {
				t.Fatal(err)
			}
			total := s.Result.Score.Total
			if ok, notes := s.JudgeScore(total); !ok {
				t.Errorf("%s score drill %d: the total %d judged wrong", name, n, total)
			} else {
				check(notes)
			}
			if ok, _ := s.JudgeScore(total + 1); ok {
				t.Errorf("%s score drill %d: a wrong total judged right", name, n)
			}
		}
	}
}
