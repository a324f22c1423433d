package rules

import (
	"slices"
	"testing"
)

func TestTileCounts(t *testing.T) {
	jokers, _ := ClassicVariant().With(Options{Jokers: true})
	cases := []struct {
		v     Variant
		tiles int
		wall  int // tiles per wall, 0 for a pile
	}{
		{HKVariant(), 144, 36},
		{ClassicVariant(), 144, 36},
		{jokers, 148, 37},
		{FamilyVariant(), 136, 0},
		{Pow2Variant(), 136, 34},
	}
	for _, c := range cases {
		if got := len(NewTileSet(c.v.Tiles)); got != c.tiles || c.v.TileCount() != c.tiles {
			t.Errorf("%s: %d tiles, want %d", c.v.Name, got, c.tiles)
		}
		if !c.v.Pile && c.v.WallTiles != c.wall || c.v.Pile != (c.wall == 0) {
			t.Errorf("%s: wall of %d, want %d", c.v.Name, c.v.WallTiles, c.wall)
		}
		g, err := NewGame(Config{Variant: c.v, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		checkGame(t, g)
		if n := len(g.h.wall.tiles); n != c.tiles {
			t.Errorf("%s: wall holds %d tiles", c.v.Name, n)
		}
	}
}

// The break: count walls from the dealer's own (1) in play order, then
// stacks from the right of that wall; draw clockwise from the break.
func TestBreak(t *testing.T) {
	cases := []struct {
		dealer Seat
		total  int
		want   Break
	}{
		{0, 5, Break{0, 5}},   // 5: the dealer's own wall
		{0, 10, Break{1, 10}}, // 10: the second wall, the seat after the dealer
		{0, 7, Break{2, 7}},   // 7: the third, opposite
		{0, 12, Break{3, 12}}, // 12: the fourth, the seat before the dealer
		{2, 3, Break{0, 3}},   // dealer 2: the third wall is seat 0's
		{3, 17, Break{3, 17}}, // pow2 18-1
		{1, 2, Break{2, 2}},   // pow2 3-1
	}
	for _, c := range cases {
		if got := breakOf(c.dealer, c.total); got != c.want {
			t.Errorf("dealer %d total %d: break %+v, want %+v", c.dealer, c.total, got, c.want)
		}
	}
	// Walls run clockwise from the right end of seat 0's: seat 0, 3, 2, 1.
	starts := []struct {
		seat      Seat
		wallTiles int
		want      int
	}{
		{0, 36, 0}, {3, 36, 18}, {2, 36, 36}, {1, 36, 54},
		{0, 34, 0}, {3, 34, 17}, {2, 34, 34}, {1, 34, 51},
		{0, 37, 0}, {3, 37, 18}, {2, 37, 37}, {1, 37, 55}, // 18.5 stacks: 18, 19, 18, 19
	}
	for _, c := range starts {
		if got := ringStart(c.seat, c.wallTiles); got != c.want {
			t.Errorf("ringStart(%d, %d) = %d, want %d", c.seat, c.wallTiles, got, c.want)
		}
	}
	// The wall as dealt: the dice come first from the hand's stream, then
	// the shuffle lays the ring; the live end starts after the break and
	// the replacement end is the stack before it.
	jokers, _ := ClassicVariant().With(Options{Jokers: true})
	for _, v := range []Variant{HKVariant(), ClassicVariant(), jokers, Pow2Variant()} {
		for dealer := range Seat(NumSeats) {
			for stream := uint64(1); stream < 6; stream++ {
				w, dice, brk, err := newWall(v, newRNG(99, stream), dealer, nil, new(handStore))
				if err != nil {
					t.Fatal(err)
				}
				r := newRNG(99, stream)
				total := v.DiceOffset
				for range v.Dice {
					total += 1 + r.intN(6)
				}
				if len(dice) != v.Dice || breakOf(dealer, total) != brk {
					t.Fatalf("%s: dice %v break %+v, total %d", v.Name, dice, brk, total)
				}
				ring := NewTileSet(v.Tiles)
				r.shuffle(ring)
				stacks := len(ring) / 2
				first := (ringStart(brk.Wall, v.WallTiles) + brk.Stack) % stacks
				if w.tiles[0] != ring[2*first] || w.tiles[1] != ring[2*first+1] {
					t.Fatalf("%s: live end does not start after the break", v.Name)
				}
				last := (first + stacks - 1) % stacks
				p := repPos(0, len(w.tiles))
				if w.tiles[p] != ring[2*last] || w.tiles[repPos(1, len(w.tiles))] != ring[2*last+1] {
					t.Fatalf("%s: replacement end is not the stack before the break", v.Name)
				}
				// The stack counted last lies in the break's wall.
				start := ringStart(brk.Wall, v.WallTiles)
				if off := (last - start + stacks) % stacks; off != brk.Stack-1 {
					t.Fatalf("%s: break stack %d, replacement stack at %d", v.Name, brk.Stack, off)
				}
			}
		}
	}
	// Family: a pile, no dice, no break.
	g, _ := NewGame(Config{Variant: FamilyVariant(), Seed: 1})
	if vw := g.View(0); vw.Dice != nil || vw.Break.Wall != NoSeat {
		t.Errorf("family: dice %v break %+v", vw.Dice, vw.Break)
	}
	g, _ = NewGame(Config{Variant: Pow2Variant(), Seed: 1})
	ev := g.View(0)
	if len(ev.Dice) != 3 || ev.Break.Stack != ev.Dice[0]+ev.Dice[1]+ev.Dice[2]-1 {
		t.Errorf("pow2: dice %v break %+v", ev.Dice, ev.Break)
	}
}

func TestRepPos(t *testing.T) {
	want := []int{142, 143, 140, 141, 138}
	for k, p := range want {
		if got := repPos(k, 144); got != p {
			t.Errorf("repPos(%d, 144) = %d, want %d", k, got, p)
		}
	}
}

// The deal: three rounds of four tiles from the dealer in turn order, one
// each, one more to the dealer.
func TestDeal(t *testing.T) {
	for _, v := range []Variant{HKVariant(), ClassicVariant(), FamilyVariant(), Pow2Variant()} {
		for _, dealer := range []Seat{0, 2} {
			if v.FirstDealer == DealerSeat0 && dealer != 0 {
				continue
			}
			// Draw the 53 dealt tiles in notation order, no bonus tiles.
			var draw []Tile
			for k := Tile(0); len(draw) < 53; k++ {
				for range 2 {
					draw = append(draw, k)
				}
			}
			draw = draw[:53]
			d := dealer
			g, err := NewGame(Config{Variant: v, Seed: 3, FirstDealer: &d, FixedWall: &FixedWall{Draw: draw}})
			if err != nil {
				t.Fatal(err)
			}
			checkGame(t, g)
			for i := range 4 {
				s := (dealer + Seat(i)) & 3
				var want []Tile
				for r := range 3 {
					want = append(want, draw[16*r+4*i:16*r+4*i+4]...)
				}
				want = append(want, draw[48+i])
				if i == 0 {
					want = append(want, draw[52])
				}
				sortTiles(want)
				if got := g.h.p[s].concealedTiles(); !slices.Equal(got, want) {
					t.Errorf("%s dealer %d seat %d: dealt %s, want %s", v.Name, dealer, s, FormatTiles(got), FormatTiles(want))
				}
			}
			if g.Turn() != dealer || g.Phase() != PhaseTurn || g.h.drawn != draw[52] {
				t.Errorf("%s: turn %d phase %s drawn %s", v.Name, g.Turn(), g.Phase(), g.h.drawn)
			}
			if g.TilesLeft() != v.TileCount()-53 {
				t.Errorf("%s: %d tiles left", v.Name, g.TilesLeft())
			}
		}
	}
	// Family: seat 0 deals (14 tiles, starts) whatever the seed.
	for seed := uint64(0); seed < 8; seed++ {
		g, _ := NewGame(Config{Variant: FamilyVariant(), Seed: seed})
		if g.Dealer() != 0 || g.h.p[0].size() != 14 {
			t.Fatalf("family seed %d: dealer %d", seed, g.Dealer())
		}
	}
	// Others: the first dealer is drawn from the seed.
	seen := map[Seat]bool{}
	for seed := uint64(0); seed < 32; seed++ {
		g, _ := NewGame(Config{Variant: HKVariant(), Seed: seed})
		seen[g.Dealer()] = true
	}
	if len(seen) != 4 {
		t.Errorf("hk first dealers over 32 seeds: %v", seen)
	}
}

// Bonus tiles are set aside and replaced from the wall end, at the deal
// (in rounds from the dealer) and in play, again when a replacement is a
// bonus tile.
func TestBonusReplacement(t *testing.T) {
	sc := scenario{v: HKVariant(), dealer: 0,
		rel: [4]string{
			"1f 123m 456m 789m 1z 2z 3z 4z", // dealer: 1f
			"2f 147p 258p 369p 5z 6z 7z",    // seat 1: 2f
			"123s 456s 789s 11z 22z",        // seat 2: none
			"147m 258m 369m 33z 44z",        // seat 3: none
		},
		draws: "3f 9s",
		// Deal: dealer's 1f gets 5f (a bonus again), seat 1's 2f gets 5p;
		// next round the dealer's 5f gets 6p. In play seat 1 draws 3f,
		// replaced by 6f, replaced by 7p.
		reps: "5f 5p 6p 6f 7p",
	}
	g := sc.game(t)
	if got := g.h.p[0].bonus; !slices.Equal(got, tilesOf(t, "1f 5f")) {
		t.Errorf("dealer bonus %s", FormatTiles(got))
	}
	if got := g.h.p[1].bonus; !slices.Equal(got, tilesOf(t, "2f")) {
		t.Errorf("seat 1 bonus %s", FormatTiles(got))
	}
	if g.h.p[0].conc[tilesOf(t, "6p")[0]] != 1 || g.h.p[1].conc[tilesOf(t, "5p")[0]] != 2 {
		t.Errorf("replacements not in hand:\n%s", g.StateText())
	}
	if g.h.drawn != tilesOf(t, "6p")[0] {
		t.Errorf("dealer's drawn tile %s, want its last replacement 6p", g.h.drawn)
	}
	evs := play(t, g, "0 discard 1z")
	passAll(t, g)
	_ = evs
	if got := g.h.p[1].bonus; !slices.Equal(got, tilesOf(t, "2f 3f 6f")) {
		t.Errorf("seat 1 bonus after play %s", FormatTiles(got))
	}
	if g.Turn() != 1 || g.h.drawn != tilesOf(t, "7p")[0] {
		t.Errorf("seat 1 drew %s", g.h.drawn)
	}
	if g.View(1).ReplacementDrawn != 5 {
		t.Errorf("replacements drawn %d", g.View(1).ReplacementDrawn)
	}
}

// The deal's bonus events: the events of the first hand in order.
func TestBonusEvents(t *testing.T) {
	sc := scenario{v: ClassicVariant(), dealer: 1,
		rel: [4]string{
			"8f 123m 456m 789m 1z 2z 3z 4z",
			"147p 258p 369p 5z 6z 7z 1z",
			"123s 456s 789s 11z 22z",
			"147m 258m 369m 33z 44z",
		},
		draws: "9s",
		reps:  "7f 5p",
	}
	g := sc.game(t)
	// The opening events of the first hand: dealt again on a copy of the
	// game, as the first hand's were built.
	evs := g.OpeningEvents(NoSeat)
	var kinds []string
	for _, e := range evs {
		kinds = append(kinds, e.String())
	}
	want := []string{
		"hand 0 dealer 1 wind E dice " + diceText(evs[0]) + " break " + breakText(evs[0]),
		"dealt 1 123456789m 1234z 8f",
		"dealt 2 123456789p 1567z",
		"dealt 3 123456789s 1122z",
		"dealt 0 123456789m 3344z",
		"bonus 1 8f",
		"draw 1 7f replacement",
		"bonus 1 7f",
		"draw 1 5p replacement",
	}
	if !slices.Equal(kinds, want) {
		t.Errorf("events\n%q\nwant\n%q", kinds, want)
	}
	// Redacted for seat 0: the others' tiles are hidden.
	if r := evs[1].Redact(0); r.Tiles != nil || r.Count != 14 {
		t.Errorf("redacted deal %v", r)
	}
	if r := evs[6].Redact(0); r.Tile != NoTile {
		t.Errorf("redacted draw %v", r)
	}
	if r := evs[6].Redact(1); r.Tile == NoTile {
		t.Errorf("own draw hidden")
	}
}

func diceText(e Event) string {
	s := ""
	for i, d := range e.Dice {
		if i > 0 {
			s += " "
		}
		s += string(rune('0' + d))
	}
	return s
}

func breakText(e Event) string {
	return string(rune('0'+e.Break.Wall)) + "/" + itoa(e.Break.Stack)
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}
