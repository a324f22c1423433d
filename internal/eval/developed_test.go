package eval

import (
	"context"
	"math"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// meanHiddenShanten is the mean steps to ready of the hands a view
// hides, over n worlds of cfg.
func meanHiddenShanten(t *testing.T, view *rules.View, cfg Config, n int) float64 {
	t.Helper()
	s, err := newSampler(view, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var m moments
	for i := range n {
		g, err := s.world(mix(uint64(i) + 1))
		if err != nil {
			t.Fatal(err)
		}
		for seat := range rules.Seat(view.SeatsInPlay) {
			if view.Hidden(seat) {
				p := g.View(seat).Players[seat]
				c := rules.CountsOf(p.Concealed)
				m.add(float64(rules.Shanten(&c, rules.JokersIn(p.Concealed), len(p.Melds), cfg.Variant.Forms)))
			}
		}
	}
	return m.mean()
}

// Developed worlds, at every table: the others' hands are further on
// than random ones once they have discarded (at least a third of a
// step, on the position of seat 0 where they have discarded the most),
// and as random ones before (the dealer's opening, within 0.25); an
// evaluation over them gives an estimate per action. (Seen failing with
// the hands dealt at random: 0.00 steps nearer.)
func TestDevelopedWorlds(t *testing.T) {
	for _, v := range variants(t) {
		views := positions(t, v, 3, 8)
		late := views[0]
		for _, w := range views {
			if discards(&w) > discards(&late) {
				late = w
			}
		}
		plain, developed := Config{Variant: v, Seed: 1}, Config{Variant: v, Seed: 1, Developed: true}
		if p, d := meanHiddenShanten(t, &late, plain, 300), meanHiddenShanten(t, &late, developed, 300); d > p-1.0/3 {
			t.Errorf("%s (%d players), %d discards: developed hands %.2f steps from ready, random ones %.2f", v.Name, v.Players, discards(&late), d, p)
		}
		if open, ok := openingView(t, v, 100); ok {
			if p, d := meanHiddenShanten(t, &open, plain, 300), meanHiddenShanten(t, &open, developed, 300); math.Abs(d-p) > 0.25 {
				t.Errorf("%s (%d players) at the opening: developed hands %.2f steps from ready, random ones %.2f", v.Name, v.Players, d, p)
			}
		}
		developed.Samples = 4
		if r, err := Evaluate(context.Background(), &late, developed); err != nil || len(r.Estimates) != len(late.Legal) {
			t.Fatalf("%s: developed evaluation: %v", v.Name, err)
		}
	}
}

// discards counts the discards of the seats a view hides.
func discards(v *rules.View) int {
	n := 0
	for s := range rules.Seat(v.SeatsInPlay) {
		if v.Hidden(s) {
			n += len(v.Players[s].Discards)
		}
	}
	return n
}
