package explain

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

func names(w rules.Wind) (string, bool) {
	return map[rules.Wind]string{rules.WindEast: "You", rules.WindSouth: "Lin", rules.WindWest: "Mei", rules.WindNorth: "Hao"}[w], w == rules.WindEast
}

// result scores a hand as the engine would have settled it.
func result(t *testing.T, v rules.Variant, hand string, ctx rules.WinContext) *rules.HandResult {
	t.Helper()
	h, err := rules.ParseHand(hand)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := rules.ScoreHand(v, h, ctx)
	if err != nil || !sc.Winning {
		t.Fatalf("%s: %v %+v", hand, err, sc)
	}
	return &rules.HandResult{Winner: rules.NoSeat, Tile: h.Winning, Context: ctx, Score: sc, Hand: h}
}

// The sheets explain the money in the words: hk's ladder and the
// discarder's double; pow2's 2^n and its factors, never "0"; the hand in
// the notation with the command that scores it again.
func TestExplain(t *testing.T) {
	cat := i18n.MustLoad("en")
	hk := rules.HKVariant()
	r := result(t, hk, "[123m] 456m 789m 55m 33z +3z", rules.WinContext{SeatWind: rules.WindSouth, Discarder: rules.WindWest})
	s, ok := Explain(cat, hk, r, names)
	want := "4 fan → 12 on the ladder; Mei discarded: pays double, 24"
	if !ok || r.Score.Total != 4 || !slices.Equal(s.Payments, []string{want}) {
		t.Errorf("hk: %d fan, payments %q, want %q", r.Score.Total, s.Payments, want)
	}
	if s.Command != "mahjong score --rules hk --seat S --round E --from W '45556789m 33z [123m] +3z'" || s.Hand != r.Hand.String() {
		t.Errorf("hk command %q", s.Command)
	}

	pow2 := rules.Pow2Variant()
	ctx := rules.WinContext{SeatWind: rules.WindEast, Discarder: rules.WindSouth, Declared: true}
	r = result(t, pow2, "[123m] 456p 789s 222m 4z +4z", ctx)
	s, _ = Explain(cat, pow2, r, names)
	if r.Score.Total != 1 || len(s.Payments) != 3 ||
		s.Payments[0] != "1 point → 2¹ = 2, ×2 East, ×2 calling; Lin discarded: pays double, 16" ||
		s.Payments[1] != "1 point → 2¹ = 2, ×2 East, ×2 calling; Mei pays 8" {
		t.Errorf("pow2: %d points, payments %q", r.Score.Total, s.Payments)
	}
	for _, it := range s.Items {
		if it.Value == "0" {
			t.Errorf("pow2 item %q worth 0", it.Name)
		}
		if it.Name == cat.T("score.pow2.calling") && it.Value != "×2" {
			t.Errorf("calling shown as %q", it.Value)
		}
	}

	// A kong scored by a row named for pungs is named a kong; a doubling
	// shows its factor.
	classic := rules.ClassicVariant()
	r = result(t, classic, "123m 456m 11z 22z [7777z] +2z", rules.WinContext{SeatWind: rules.WindEast, SelfDrawn: true, Declared: true})
	s, _ = Explain(cat, classic, r, names)
	found := false
	for _, it := range s.Items {
		if it.Name == "Dragon kong (doubling) [7777z]" && it.Value == "×2" {
			found = true
		}
	}
	if !found || len(s.Payments) != 1 || s.Payments[0] != "96 points: only the winner scores; you +96" {
		t.Errorf("classic items %+v, payments %q (total %d)", s.Items, s.Payments, r.Score.Total)
	}
}

// The classic sheet shows its points' subtotal before the doublings
// (issue 24: 32 -> 128). Seed 001's table: a concealed pung of dragons
// 8, a pair of the own wind 2 and of the prevailing wind 2 (East in the
// East round), 20 for Mah-Jong: 32; doubled for the dragon pung and for
// the concealed hand: 128. hk and pow2 add no doublings: no subtotal.
func TestSubtotal(t *testing.T) {
	classic := rules.ClassicVariant()
	ctx := rules.WinContext{SeatWind: rules.WindEast, PrevailingWind: rules.WindEast, Discarder: rules.WindSouth, Declared: true}
	r := result(t, classic, "123m 456p 34s 11z 777z +5s", ctx)
	if sub, ok := Subtotal(r.Score); !ok || sub != 32 || r.Score.Total != 128 {
		t.Errorf("classic: subtotal %d (%v), total %d; want 32 then 128", sub, ok, r.Score.Total)
	}
	hk := rules.HKVariant()
	r = result(t, hk, "[123m] 456m 789m 55m 33z +3z", rules.WinContext{SeatWind: rules.WindSouth, Discarder: rules.WindWest})
	if _, ok := Subtotal(r.Score); ok {
		t.Error("hk: a subtotal, where nothing doubles")
	}
}
