package strategy

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

func tiles(t *testing.T, s string) []rules.Tile {
	t.Helper()
	if s == "" {
		return nil
	}
	ts, err := rules.ParseTiles(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return ts
}

func tile(t *testing.T, s string) rules.Tile { return tiles(t, s)[0] }

// scene builds views by hand: seat 0 (East, the dealer, East round)
// holds hand and, on its turn, drew drawn.
type scene struct {
	hand  string
	drawn string
	left  int
	// discards of each seat, in notation; melds of each seat.
	discards [rules.NumSeats]string
	melds    [rules.NumSeats][]rules.Meld
	declared [rules.NumSeats]bool
}

func (sc scene) base(t *testing.T) rules.View {
	t.Helper()
	v := rules.View{Seat: 0, Dealer: 0, Prevailing: rules.WindEast, TilesLeft: sc.left,
		Pending: rules.NoTile, PendingFrom: rules.NoSeat}
	if v.TilesLeft == 0 {
		v.TilesLeft = 70
	}
	for s := range rules.Seat(rules.NumSeats) {
		p := rules.PlayerView{Seat: s, Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13 - 3*len(sc.melds[s]),
			Declared: sc.declared[s]}
		for _, x := range tiles(t, sc.discards[s]) {
			p.Discards = append(p.Discards, rules.Discard{Tile: x})
		}
		for _, m := range sc.melds[s] {
			from := s.Prev()
			if !m.Open {
				from = rules.NoSeat
			}
			p.Melds = append(p.Melds, rules.ExposedMeld{Meld: m, From: from})
		}
		v.Players[s] = p
	}
	me := &v.Players[0]
	me.Concealed = tiles(t, sc.hand)
	slices.Sort(me.Concealed)
	me.ConcealedCount = len(me.Concealed)
	return v
}

// turn is seat 0's turn: every tile held may be discarded.
func (sc scene) turn(t *testing.T) rules.View {
	v := sc.base(t)
	v.Phase, v.Turn = rules.PhaseTurn, 0
	me := &v.Players[0]
	me.Drawn = tile(t, sc.drawn)
	me.ConcealedCount++
	held := append(slices.Clone(me.Concealed), me.Drawn)
	slices.Sort(held)
	for _, x := range slices.Compact(held) {
		v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: x})
	}
	return v
}

// claim offers seat 0 the discard x of seat from, with the claims given.
func (sc scene) claim(t *testing.T, x string, from rules.Seat, claims ...rules.Action) rules.View {
	v := sc.base(t)
	v.Phase, v.Turn = rules.PhaseClaim, from
	v.Pending, v.PendingFrom = tile(t, x), from
	p := &v.Players[from]
	p.Discards = append(p.Discards, rules.Discard{Tile: v.Pending})
	for _, a := range claims {
		a.Seat = 0
		v.Legal = append(v.Legal, a)
	}
	v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActPass, Tile: rules.NoTile})
	return v
}

func pung(t *testing.T, s string) rules.Meld {
	return rules.Meld{Kind: rules.Pung, Tile: tile(t, s), Open: true}
}
