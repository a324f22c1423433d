package rules

import (
	"slices"
	"testing"
)

func TestTileCounts(t *testing.T) {
	jokers, _ := ClassicVariant().With(MustParseOptions("jokers"))
	hk3, _ := HKVariant().With(MustParseOptions("players=3"))
	jokers3, _ := ClassicVariant().With(MustParseOptions("players=3 jokers"))
	family3, _ := FamilyVariant().With(MustParseOptions("players=3"))
	cases := []struct {
		v     Variant
		tiles int
		walls [NumSeats]int // stacks of each seat's wall, none for a pile
	}{
		{HKVariant(), 144, [4]int{18, 18, 18, 18}},
		{ClassicVariant(), 144, [4]int{18, 18, 18, 18}},
		{jokers, 148, [4]int{18, 19, 18, 19}}, // clockwise from seat 0: 18, 19 (seat 3), 18, 19 (seat 1)
		{FamilyVariant(), 136, [4]int{}},
		{Pow2Variant(), 136, [4]int{17, 17, 17, 17}},
		// RULES.md "Three players": 108, 116 and 120 tiles; one wall a
		// seat in play, as equal as the count allows.
		{hk3, 116, [4]int{19, 20, 19, 0}}, // clockwise from seat 0: 19, 19 (seat 2), 20 (seat 1)
		{jokers3, 120, [4]int{20, 20, 20, 0}},
		{family3, 108, [4]int{}},
	}
	for _, c := range cases {
		if got := len(NewTileSet(c.v.Tiles)); got != c.tiles || c.v.tileCount() != c.tiles {
			t.Errorf("%s: %d tiles, want %d", c.v.Name, got, c.tiles)
		}
		var walls [NumSeats]int
		sum := 0
		for s := range Seat(NumSeats) {
			walls[s] = c.v.wallStacks(s)
			sum += walls[s]
		}
		if walls != c.walls || !c.v.Pile && 2*sum != c.tiles {
			t.Errorf("%s: walls of %v stacks, want %v", c.v.Name, walls, c.walls)
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
		if got := breakOf(c.dealer, c.total, 4); got != c.want {
			t.Errorf("dealer %d total %d: break %+v, want %+v", c.dealer, c.total, got, c.want)
		}
	}
	// Three players (RULES.md): the dice count walls among the three,
	// counterclockwise (in play order) from the dealer's.
	cases3 := []struct {
		dealer Seat
		total  int
		want   Break
	}{
		{0, 3, Break{2, 3}},   // the third wall: the seat before the dealer
		{0, 4, Break{0, 4}},   // the fourth count is the dealer's own again
		{1, 11, Break{2, 11}}, // 11: 1, 2, 0, 1 ... the eleventh count is seat 2
		{2, 17, Break{0, 17}},
		{2, 12, Break{1, 12}},
	}
	for _, c := range cases3 {
		if got := breakOf(c.dealer, c.total, 3); got != c.want {
			t.Errorf("three: dealer %d total %d: break %+v, want %+v", c.dealer, c.total, got, c.want)
		}
	}
	// Walls run clockwise from the right end of seat 0's: seat 0, 3, 2, 1
	// (three players: 0, 2, 1).
	starts := []struct {
		seat           Seat
		stacks, seated int
		want           int
	}{
		{0, 72, 4, 0}, {3, 72, 4, 18}, {2, 72, 4, 36}, {1, 72, 4, 54},
		{0, 68, 4, 0}, {3, 68, 4, 17}, {2, 68, 4, 34}, {1, 68, 4, 51},
		{0, 74, 4, 0}, {3, 74, 4, 18}, {2, 74, 4, 37}, {1, 74, 4, 55}, // 18.5 stacks: 18, 19, 18, 19
		{0, 58, 3, 0}, {2, 58, 3, 19}, {1, 58, 3, 38}, // 116 tiles: 19, 19, 20
		{0, 54, 3, 0}, {2, 54, 3, 18}, {1, 54, 3, 36},
	}
	for _, c := range starts {
		if got := ringStart(c.seat, c.stacks, c.seated); got != c.want {
			t.Errorf("ringStart(%d, %d, %d) = %d, want %d", c.seat, c.stacks, c.seated, got, c.want)
		}
	}
	// The wall as dealt: the dice come first from the hand's stream, then
	// the shuffle lays the ring; the live end starts after the break and
	// the replacement end is the stack before it.
	jokers, _ := ClassicVariant().With(MustParseOptions("jokers"))
	hk3, _ := HKVariant().With(MustParseOptions("players=3"))
	jokers3, _ := ClassicVariant().With(MustParseOptions("players=3 jokers"))
	for _, v := range []Variant{HKVariant(), ClassicVariant(), jokers, Pow2Variant(), hk3, jokers3} {
		for dealer := range Seat(v.Players) {
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
				if len(dice) != v.Dice || breakOf(dealer, total, v.Players) != brk || brk.Stack > v.wallStacks(brk.Wall) {
					t.Fatalf("%s: dice %v break %+v, total %d", v.Name, dice, brk, total)
				}
				ring := NewTileSet(v.Tiles)
				r.shuffle(ring)
				stacks := len(ring) / 2
				first := (ringStart(brk.Wall, stacks, v.Players) + brk.Stack) % stacks
				if w.tiles[0] != ring[2*first] || w.tiles[1] != ring[2*first+1] {
					t.Fatalf("%s: live end does not start after the break", v.Name)
				}
				last := (first + stacks - 1) % stacks
				p := repPos(0, len(w.tiles))
				if w.tiles[p] != ring[2*last] || w.tiles[repPos(1, len(w.tiles))] != ring[2*last+1] {
					t.Fatalf("%s: replacement end is not the stack before the break", v.Name)
				}
				// The stack counted last lies in the break's wall.
				start := ringStart(brk.Wall, stacks, v.Players)
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
			if g.tilesLeft() != v.tileCount()-53 {
				t.Errorf("%s: %d tiles left", v.Name, g.tilesLeft())
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
