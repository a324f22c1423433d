package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// The case of issue 24: 3368s [777z] [123p] [7777s] is one tile from a
// complete shape on 7s, but all four 7s are in the hand's own kong:
// nothing can come to complete it, so it is not ready (no wait, no
// "ready"), and the dead kind is named. Checked in hk and classic.
func TestDeadWaitIsNoWait(t *testing.T) {
	melds := [4][]rules.Meld{{
		{Kind: rules.Pung, Tile: tile(t, "7z"), Open: true},
		{Kind: rules.Chow, Tile: tile(t, "1p"), Open: true},
		{Kind: rules.Kong, Tile: tile(t, "7s"), Open: true},
	}}
	for _, v := range []rules.Variant{hk, classic} {
		sc := scene{Variant: v, Hand: "33s 68s", Melds: melds}
		a := Advise(sc.Base(t), v)
		if a.Shanten != 0 || a.CanWin || len(a.Waits) != 0 || !a.Dead.Has(tile(t, "7s")) {
			t.Errorf("%s: shanten %d, ready %v, waits %+v, dead %v; want shanten 0, not ready, no wait, 7s dead",
				v.Name, a.Shanten, a.CanWin, a.Waits, a.Dead.Tiles())
		}
	}
}

// With jokers in play (classic, the jokers option) a joker completes any
// ready hand, drawn or discarded (the engine's win check adds it to the
// hand): the advice names the joker among the waits, with the jokers
// left unseen, and it wins (issue 24: a win on a discarded joker was
// never named). Without jokers, no such wait.
func TestJokerIsAWait(t *testing.T) {
	jokers, err := classic.With(rules.MustParseOptions("jokers"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		v    rules.Variant
		want bool
	}{{jokers, true}, {classic, false}} {
		sc := scene{Variant: c.v, Hand: "123m 456p 789s 11z 45s"}
		a := Advise(sc.Base(t), c.v)
		var joker *Wait
		for i := range a.Waits {
			if a.Waits[i].Tile == rules.Joker {
				joker = &a.Waits[i]
			}
		}
		if got := joker != nil; got != c.want || joker != nil && (joker.Left != 4 || !joker.Wins || !joker.OnDiscard) {
			t.Errorf("jokers %v: joker wait %+v (want one: %v); waits %+v", c.v.Tiles.Jokers, joker, c.want, a.Waits)
		}
	}
}
