package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// pungsDist counts what all pungs lack, with only the copies still to be
// had.
func TestPungsDist(t *testing.T) {
	var avail [rules.NumKinds]uint8
	for k := range avail {
		avail[k] = 4
	}
	for _, c := range []struct {
		hand  string
		melds int
		want  int
	}{
		{"111m 222p 333s 44z 55z", 0, 0}, // ready: 4z or 5z
		{"111m 222p 33s 44z 567z", 0, 2}, // two pungs to make from pairs, a pair from a single
		{"123m 456p 789s 1234z", 0, 8},   // thirteen singles: 4 x 2 + 1 tiles lacking
		{"11m 22p", 3, 0},                // three melds declared, 1m or 2p
	} {
		cn := rules.CountsOf(tiles(t, c.hand))
		if got := pungsDist(&cn, 0, c.melds, &avail); got != c.want {
			t.Errorf("pungsDist(%s, %d melds) = %d, want %d", c.hand, c.melds, got, c.want)
		}
	}
	// A pair whose other two copies are gone makes no pung: with 4z and
	// 5z both dead the fourth pung starts from nothing.
	cn := rules.CountsOf(tiles(t, "111m 222p 333s 44z 55z"))
	avail[tile(t, "4z")] = 2
	avail[tile(t, "5z")] = 2
	if got := pungsDist(&cn, 0, 0, &avail); got != 2 {
		t.Errorf("pungsDist with 4z and 5z dead = %d, want 2", got)
	}
}

// hk: a ready hand below 3 fan cannot win; CanWin asks the scorer.
func TestCanWinNeedsTheMinimum(t *testing.T) {
	a := New(rules.HKVariant())
	v := scene{Hand: "123m 456p 789s 222s 5p"}.Base(t)
	a.Read(&v)
	sh := a.BaseShape()
	dead := rules.CountsOf(tiles(t, "123m 456p 789s 222s 5p"))
	live := rules.CountsOf(tiles(t, "123m 456p 789s 234s 5p"))
	// Concealed and self-drawn make 2 fan with a pung; 3 with all chows.
	if a.CanWin(&sh, &dead, 0) {
		t.Error("123m 456p 789s 222s 5p can win in hk")
	}
	if !a.CanWin(&sh, &live, 0) {
		t.Error("123m 456p 789s 234s 5p cannot win in hk (all chows, concealed, self-drawn)")
	}
	// Family has no minimum: any ready hand can win.
	f := New(rules.FamilyVariant())
	f.Read(&v)
	sh = f.BaseShape()
	if !f.CanWin(&sh, &dead, 0) {
		t.Error("a ready family hand cannot win")
	}
}
