package rules

import (
	"slices"
	"testing"
)

// DealWall deals the hands it is given: each seat from the dealer holds
// its hand, the dealer's last tile as the tile it drew; a hand of the
// wrong size is refused.
func TestDealWall(t *testing.T) {
	hands := [NumSeats][]Tile{
		tilesOf(t, "123m 456m 789m 123p 5p 9s"),
		tilesOf(t, "11p 2p 4p 6p 8p 1s 3s 5s 7s 2z 3z 4z"),
		tilesOf(t, "2p 3p 7p 9p 2s 4s 6s 8s 4z 55z 6z 7z"),
		tilesOf(t, "4p 6p 7p 8p 2s 3s 4s 6s 7s 8s 7z 6z 1z"),
	}
	for _, v := range []Variant{HKVariant(), FamilyVariant()} {
		dealer := Seat(2)
		w, err := DealWall(v, hands, tilesOf(t, "9p"), nil)
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(Config{Variant: v, Seed: 1, FirstDealer: &dealer, FixedWall: w})
		if err != nil {
			t.Fatal(err)
		}
		for i, h := range hands {
			s := (dealer + Seat(i)) & 3
			pv := g.View(s).Players[s]
			got := append(slices.Clone(pv.Concealed), pv.Drawn)
			if pv.Drawn == NoTile {
				got = got[:len(got)-1]
			}
			want := slices.Clone(h)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s seat %d holds %v, want %v", v.Name, s, got, want)
			}
			if i == 0 && pv.Drawn != h[len(h)-1] {
				t.Errorf("%s: the dealer drew %v, want %v", v.Name, pv.Drawn, h[len(h)-1])
			}
		}
	}
	short := hands
	short[1] = short[1][:12]
	if _, err := DealWall(HKVariant(), short, nil, nil); err == nil {
		t.Error("a hand of 12 tiles dealt")
	}
}
