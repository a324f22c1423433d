package rules

import (
	"math/rand/v2"
	"testing"
)

func TestKindSet(t *testing.T) {
	var s KindSet
	for _, x := range []Tile{0, 8, East, Red, 13, Red} {
		s.Add(x)
	}
	s.Add(Joker) // ignored
	s.Add(Flower)
	if s.Len() != 5 || !s.Has(Red) || !s.Has(0) || s.Has(1) || s.Has(Joker) || s.Has(NoTile) {
		t.Fatalf("set %b", s)
	}
	if got := FormatTiles(s.Tiles()); got != "19m 5p 17z" {
		t.Fatalf("tiles %q", got)
	}
	if KindSet(0).Tiles() == nil || len(KindSet(0).Tiles()) != 0 {
		t.Fatal("empty set")
	}
}

func TestUnseen(t *testing.T) {
	c, _ := mustCounts(t, "1112m")
	v, _ := mustCounts(t, "1m22m9s")
	cases := []struct {
		t    Tile
		want int
	}{{0, 0}, {1, 1}, {2, 4}, {26, 3}, {Joker, 0}}
	for _, tc := range cases {
		if got := Unseen(tc.t, &c, &v); got != tc.want {
			t.Errorf("Unseen(%s) = %d, want %d", tc.t, got, tc.want)
		}
	}
	if got := Unseen(1, &c, nil); got != 3 {
		t.Errorf("Unseen(2m, nil) = %d", got)
	}
}

// naiveDiscards computes what Discards should return with Shanten and
// Unseen alone, unsorted.
func naiveDiscards(c *Counts, jokers, melds int, f Forms, visible *Counts) []DiscardChoice {
	var out []DiscardChoice
	try := func(d Tile, left *Counts, j int) {
		ch := DiscardChoice{Tile: d, Shanten: Shanten(left, j, melds, f)}
		for t := Tile(0); t < NumKinds; t++ {
			if left[t] >= 4 {
				continue
			}
			left[t]++
			if Shanten(left, j, melds, f) < ch.Shanten {
				ch.Accept.Add(t)
				ch.Tiles += Unseen(t, c, visible)
			}
			left[t]--
		}
		ch.Kinds = ch.Accept.Len()
		out = append(out, ch)
	}
	for d := Tile(0); d < NumKinds; d++ {
		if c[d] > 0 {
			left := *c
			left[d]--
			try(d, &left, jokers)
		}
	}
	if jokers > 0 {
		left := *c
		try(Joker, &left, jokers-1)
	}
	return out
}

// checkDiscards compares Discards with naiveDiscards and checks the order
// and that the best discard's shanten is the hand's.
func checkDiscards(t *testing.T, c *Counts, jokers, melds int, f Forms, visible *Counts) {
	t.Helper()
	var out [NumKinds + 1]DiscardChoice
	n := Discards(c, jokers, melds, f, visible, &out)
	want := naiveDiscards(c, jokers, melds, f, visible)
	name := FormatTiles(c.Tiles())
	if n != len(want) {
		t.Fatalf("%s +%dj: %d choices, want %d", name, jokers, n, len(want))
	}
	byTile := map[Tile]DiscardChoice{}
	for _, w := range want {
		byTile[w.Tile] = w
	}
	for i, got := range out[:n] {
		if w, ok := byTile[got.Tile]; !ok || w != got {
			t.Fatalf("%s +%dj %d melds forms %b: choice %d %+v, want %+v", name, jokers, melds, f, i, got, w)
		}
		if i > 0 && betterChoice(&out[i], &out[i-1]) {
			t.Fatalf("%s: choices %d and %d out of order", name, i-1, i)
		}
	}
	// Invariant: the shanten of the 14-tile hand is that of its best
	// discard (a complete hand, -1, leaves at best a ready one, 0).
	if n > 0 {
		if s := Shanten(c, jokers, melds, f); out[0].Shanten != max(s, 0) {
			t.Fatalf("%s +%dj %d melds forms %b: best discard %d, Shanten %d", name, jokers, melds, f, out[0].Shanten, s)
		}
	}
}

func TestDiscardsRandom(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(29, 0xd15c))
	for i := range 3000 {
		jokers, melds := 0, 0
		switch i % 6 {
		case 3:
			jokers = 1 + i%4
		case 4:
			melds = 1 + i%3
		case 5:
			jokers, melds = 1, 1
		}
		c := randomHand(r, 14-jokers-3*melds)
		// Some visible tiles: a few of what the hand does not hold.
		var v Counts
		for range r.IntN(30) {
			x := Tile(r.IntN(NumKinds))
			if int(c[x])+int(v[x]) < 4 {
				v[x]++
			}
		}
		f := Forms(1 + i%7)
		checkDiscards(t, &c, jokers, melds, f, &v)
	}
	// Ready and complete hands, where acceptance is thin.
	for i, c := range readyHands(r, 1000) {
		x := Tile(r.IntN(NumKinds))
		if c[x] == 4 {
			continue
		}
		c[x]++
		checkDiscards(t, &c, 0, 0, checkedForms[i%len(checkedForms)], nil)
	}
}

func TestDiscardsCases(t *testing.T) {
	c, _ := mustCounts(t, "123m456m789p2345s9s")
	var out [NumKinds + 1]DiscardChoice
	n := Discards(&c, 0, 0, allForms, nil, &out)
	if n != 14 {
		t.Fatalf("%d choices", n)
	}
	// Discarding 9s leaves 2345s: ready on 2s and 5s, 6 tiles unseen.
	if b := out[0]; b.Tile != 26 || b.Shanten != 0 || b.Accept != mustKinds(t, "25s") || b.Tiles != 6 || b.Kinds != 2 {
		t.Fatalf("best %+v", b)
	}
	checkDiscards(t, &c, 0, 0, allForms, nil)
	// A joker is one choice: with it the hand waits on every kind.
	c, j := mustCounts(t, "123m456m789p234s7z0j")
	n = Discards(&c, j, 0, FormStandard, nil, &out)
	if n != 14 || out[0].Tile != Red || out[0].Shanten != 0 || out[0].Kinds != NumKinds {
		t.Fatalf("%d choices, best %+v", n, out[0])
	}
	// Discarding the joker leaves a tanki on 7z: last, 3 tiles.
	if last := out[n-1]; last.Tile != Joker || last.Shanten != 0 || last.Accept != mustKinds(t, "7z") || last.Tiles != 3 {
		t.Fatalf("joker discard %+v", last)
	}
	checkDiscards(t, &c, j, 0, FormStandard, nil)
	// Invalid hands give no choice.
	c[0] = 5
	if n := Discards(&c, 0, 0, allForms, nil, &out); n != 0 {
		t.Fatalf("invalid hand: %d choices", n)
	}
}

func TestDiscardsNoAlloc(t *testing.T) {
	c, j := mustCounts(t, "123m456m789p23s7z0j")
	var out [NumKinds + 1]DiscardChoice
	var v Counts
	allocs := testing.AllocsPerRun(100, func() {
		Discards(&c, j, 0, allForms, &v, &out)
		Waits(&c, j, 0, allForms)
		Shanten(&c, j, 0, allForms)
		ShantenByForm(&c, j, 0)
		readyDiscardKinds(&c, j, 0, allForms)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
}

// checkReadyDiscards compares readyDiscardKinds with a Shanten per discard.
func checkReadyDiscards(t *testing.T, c *Counts, jokers, melds int, f Forms) {
	t.Helper()
	var want KindSet
	for d := Tile(0); d < NumKinds; d++ {
		if c[d] > 0 {
			left := *c
			left[d]--
			if Shanten(&left, jokers, melds, f) == 0 {
				want.Add(d)
			}
		}
	}
	wantJoker := jokers > 0 && Shanten(c, jokers-1, melds, f) == 0
	if set, joker := readyDiscardKinds(c, jokers, melds, f); set != want || joker != wantJoker {
		t.Fatalf("%s +%dj %d melds forms %b: ready discards %s joker %v, want %s joker %v",
			FormatTiles(c.Tiles()), jokers, melds, f, FormatTiles(set.Tiles()), joker, FormatTiles(want.Tiles()), wantJoker)
	}
}

func TestReadyDiscards(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(31, 0x4ead))
	for i := range 20000 {
		jokers, melds := 0, 0
		switch i % 6 {
		case 3:
			jokers = 1 + i%4
		case 4:
			melds = 1 + i%3
		case 5:
			jokers, melds = 1, 1
		}
		c := randomHand(r, 14-jokers-3*melds)
		checkReadyDiscards(t, &c, jokers, melds, Forms(1+i%7))
	}
	// Ready and complete hands plus a tile, where most discards matter;
	// some with a tile turned into a joker, some with a meld taken out.
	for i, c := range readyHands(r, 5000) {
		x := Tile(r.IntN(NumKinds))
		if c[x] == 4 {
			continue
		}
		c[x]++
		jokers, melds := 0, 0
		switch i % 4 {
		case 1:
			if y := Tile(r.IntN(NumKinds)); c[y] > 0 {
				c[y]--
				jokers = 1
			}
		case 2:
			for y := Tile(0); y < NumKinds; y++ {
				if c[y] >= 3 {
					c[y] -= 3
					melds = 1
					break
				}
			}
		}
		checkReadyDiscards(t, &c, jokers, melds, Forms(1+i%7))
	}
	// Seven pairs and thirteen orphans, one tile off.
	for _, s := range []string{"1122m3344p5566s77z", "1122m3344p5566s7z1s", "19m19p19s1234567z1m", "19m19p19s1234567z5m", "19m19p19s123456z55m"} {
		c, j := mustCounts(t, s)
		for _, f := range checkedForms {
			checkReadyDiscards(t, &c, j, 0, f)
		}
	}
	// Invalid hands have none.
	c, _ := mustCounts(t, "123m456m789p23s7z")
	c[0] = 5
	if set, joker := readyDiscardKinds(&c, 1, 0, allForms); set != 0 || joker {
		t.Fatal("invalid hand: ready discards")
	}
}

// kindMasks returns the kinds a hand holds at least once and twice.
func kindMasks(c *Counts) (held, multi KindSet) {
	for t := Tile(0); t < NumKinds; t++ {
		if c[t] >= 1 {
			held.Add(t)
		}
		if c[t] >= 2 {
			multi.Add(t)
		}
	}
	return held, multi
}

// naiveIsolated counts the tiles held once with no tile of their suit
// within two ranks (honours: held once).
func naiveIsolated(c *Counts) int {
	n := 0
	for t := Tile(0); t < NumKinds; t++ {
		if c[t] != 1 {
			continue
		}
		near := false
		if t.IsSuited() {
			for d := -2; d <= 2; d++ {
				r := int(t%9) + d
				if d != 0 && r >= 0 && r <= 8 && c[int(t)-int(t%9)+r] > 0 {
					near = true
				}
			}
		}
		if !near {
			n++
		}
	}
	return n
}

// The isolated-tile shortcut: a hand of 3n+1 tiles without jokers with
// two isolated tiles is not ready in the standard form, and one of 3n+2
// tiles with three has no discard leaving it ready.
func TestIsolatedTiles(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(37, 0x150))
	check := func(c *Counts, melds int) {
		t.Helper()
		held, multi := kindMasks(c)
		iso := isolatedCount(held, multi)
		if want := naiveIsolated(c); iso != want {
			t.Fatalf("%s: %d isolated, want %d", FormatTiles(c.Tiles()), iso, want)
		}
		switch c.total() % 3 {
		case 1:
			if iso >= 2 && Shanten(c, 0, melds, FormStandard) <= 0 {
				t.Fatalf("%s %d melds: %d isolated, ready", FormatTiles(c.Tiles()), melds, iso)
			}
		case 2:
			if set, _ := readyDiscardKinds(c, 0, melds, FormStandard); iso >= 3 && set != 0 {
				t.Fatalf("%s %d melds: %d isolated, ready discards %s", FormatTiles(c.Tiles()), melds, iso, FormatTiles(set.Tiles()))
			}
		}
	}
	for i := range 40000 {
		melds := i % 4
		c := randomHand(r, 13+i%2-3*melds)
		check(&c, melds)
	}
	for i, c := range readyHands(r, 5000) {
		check(&c, 0)
		x := Tile(r.IntN(NumKinds))
		if c[x] < 4 {
			c[x]++
			check(&c, 0)
		}
		// One tile moved to a kind of its own, sometimes twice.
		for range 1 + i%2 {
			y, z := Tile(r.IntN(NumKinds)), Tile(r.IntN(NumKinds))
			if c[y] > 0 && c[z] == 0 {
				c[y]--
				c[z]++
			}
		}
		check(&c, 0)
	}
}
