package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// The ways to hk's minimum are the scorer's (issue 23): a hand ready on
// 5m/8m with a red pung only (2 fan at most, 3 needed) has none within
// two draws; a half flush of characters ready has one at once.
func TestWayToMinimum(t *testing.T) {
	for _, c := range []struct {
		hand  string
		melds []rules.Meld
		steps int
		want  bool
	}{
		{"67m 234p 456s 99s", []rules.Meld{pung(t, "7z")}, 2, false},
		{"11123456789m 55z", nil, 0, true},
		{"11123456789m 15z", nil, 1, true}, // a second 5z makes it ready to win
	} {
		v := scene{Variant: hk, Hand: c.hand, Melds: [4][]rules.Meld{c.melds}}.Base(t)
		a := New(hk)
		a.Read(&v)
		sh := a.BaseShape()
		if got := a.WayToMinimum(&sh, &sh.C, sh.Melds, c.steps); got != c.want {
			t.Errorf("%s %v within %d draws: a way %v, want %v", c.hand, c.melds, c.steps, got, c.want)
		}
	}
}

// A claim cuts an hk hand's minimum when it takes away what the scorer
// would have let win (issue 23: 99m 11p 234577s 777z pungs 9m and is
// left with no winning wait), never when the hand keeps a winning one
// (a white pung on a half flush of characters ready), nor when the hand
// had nothing to lose (no way within two draws before). Outside hk no
// claim cuts anything: a win needs no minimum.
func TestClaimCutsMinimum(t *testing.T) {
	for _, c := range []struct {
		hand, tile string
		want       bool
	}{
		{"99m 11p 234577s 777z", "9m", false}, // the hand: all pungs is still two draws away
		{"1123m 456p 789s 777z", "1m", true},
		{"11123456789m 55z", "5z", false},
		{"1559m 2468p 37s 123z", "5m", false},
	} {
		for _, v := range []rules.Variant{hk, classic} {
			x := rules.Action{Seat: 0, Kind: rules.ActPung, Tile: tile(t, c.tile)}
			view := scene{Variant: v, Hand: c.hand}.Claim(t, c.tile, 3, x)
			a := New(v)
			a.Read(&view)
			sh := a.BaseShape()
			want := c.want && v.Name == hk.Name
			if got := a.ClaimCutsMinimum(&sh, x); got != want {
				t.Errorf("%s %s pungs %s: cuts %v, want %v", v.Name, c.hand, c.tile, got, want)
			}
		}
	}
}
