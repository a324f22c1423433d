package coach

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// At a table of three the coach never speaks of a tile out of play
// (2m-8m, the Norths set aside as bonus tiles) nor of the empty seat 3:
// no wait, claimable tile, safe tile or suggested discard is one, and
// the threat and the tip's seat are seats in play. Every seat's coach at
// every decision of whole hands of hk, classic and family, the seats
// playing the advice.
func TestThreePlayersCoach(t *testing.T) {
	for _, v := range scenetest.ThreePlayerVariants(t) {
		name, out := v.Name, v.Tiles.OutOfPlay()
		said := 0
		for seed := range uint64(6) {
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 40 + seed})
			if err != nil {
				t.Fatal(err)
			}
			scenetest.Play(t, g, false, func(mover rules.View) rules.Action {
				for s := range rules.Seat(3) {
					adv := Advise(g.View(s), v)
					tiles := append([]rules.Tile{}, adv.Safe...)
					for _, w := range adv.Waits {
						tiles = append(tiles, w.Tile)
					}
					for _, c := range adv.Claimables {
						tiles = append(tiles, c.Tile)
					}
					if adv.Discard != rules.NoTile {
						tiles = append(tiles, adv.Discard)
					}
					for _, x := range tiles {
						if out.Has(x) {
							t.Fatalf("%s: seat %d's coach speaks of %s, out of play: %+v", name, s, x, adv)
						}
					}
					said += len(tiles)
					if adv.Threat == 3 || adv.TipSeat == 3 {
						t.Fatalf("%s: seat %d's coach names the empty seat: %+v", name, s, adv)
					}
				}
				return Advise(mover, v).Action
			})
		}
		if said < 500 {
			t.Errorf("%s: the coach said only %d tiles", name, said)
		}
	}
}
