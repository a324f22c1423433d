package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// forEachSuitVector calls fn with every count vector of one suit (ranks
// 0-4) holding exactly n tiles, and its index in the enumeration.
func forEachSuitVector(n int, fn func(i int, v *[9]uint8)) {
	var v [9]uint8
	i := 0
	var rec func(r, left int)
	rec = func(r, left int) {
		if r == 8 {
			if left <= 4 {
				v[8] = uint8(left)
				fn(i, &v)
				i++
			}
			return
		}
		for x := 0; x <= 4 && x <= left; x++ {
			v[r] = uint8(x)
			rec(r+1, left-x)
		}
	}
	rec(0, n)
}

// TestShantenOneSuitAll compares Shanten and Waits with the reference for
// every 13-tile hand of one suit (93,600 hands, spread over the three
// suits): every fourth in the suite, every one under MAHJONG_SOAK.
func TestShantenOneSuitAll(t *testing.T) {
	t.Parallel()
	stride := 4
	if soak.On() {
		stride = 1
	}
	count, ready := 0, 0
	forEachSuitVector(13, func(i int, v *[9]uint8) {
		count++
		if i%stride != 0 {
			return
		}
		var c Counts
		s := i % 3
		copy(c[9*s:9*s+9], v[:])
		want := refShanten(&c, 0, 0)
		if got := Shanten(&c, 0, 0, FormStandard); got != want {
			t.Fatalf("%s: Shanten %d, reference %d", FormatTiles(c.Tiles()), got, want)
		}
		w := Waits(&c, 0, 0, FormStandard)
		if want != 0 {
			if w != 0 {
				t.Fatalf("%s: not ready, waits %s", FormatTiles(c.Tiles()), kindsString(w))
			}
			return
		}
		ready++
		if rw := refWaits(&c, 0, 0, FormStandard); w != rw {
			t.Fatalf("%s: waits %s, reference %s", FormatTiles(c.Tiles()), kindsString(w), kindsString(rw))
		}
	})
	if count != 93600 {
		t.Fatalf("%d hands, want 93600", count)
	}
	t.Logf("%d hands, %d ready", count, ready)
}

// TestShantenRandom compares with the reference over 25,000 random hands
// (100,000 under MAHJONG_SOAK)
// of 13 tiles and as many of 14, all three forms.
func TestShantenRandom(t *testing.T) {
	t.Parallel()
	for _, size := range []int{13, 14} {
		r := rand.New(rand.NewPCG(uint64(size), 0x5eed))
		ready := 0
		for range soak.Size(25000, 100000) {
			c := randomHand(r, size)
			checkHandAgainstRef(t, &c, 0, 0)
			if size == 13 && refAll(&c, 0, 0, allForms) == 0 {
				ready++
			}
		}
		t.Logf("%d tiles: %d ready of %d", size, ready, soak.Size(25000, 100000))
	}
}

// checkHandAgainstRef compares every form's shanten, Shanten over form
// sets and (3n+1 hands) Waits with the reference.
func checkHandAgainstRef(t *testing.T, c *Counts, jokers, melds int) {
	ref := refByForm(c, jokers, melds)
	std, orph, sp := ShantenByForm(c, jokers, melds)
	if std != ref[0] || orph != ref[1] || sp != ref[2] {
		t.Helper()
		t.Fatalf("%s +%dj %d melds: by form %d %d %d, reference %v",
			FormatTiles(c.Tiles()), jokers, melds, std, orph, sp, ref)
	}
	for _, f := range checkedForms {
		if got, want := Shanten(c, jokers, melds, f), ref.of(f); got != want {
			t.Helper()
			t.Fatalf("%s +%dj %d melds forms %b: Shanten %d, reference %d", FormatTiles(c.Tiles()), jokers, melds, f, got, want)
		}
	}
	if (c.total()+jokers+3*melds)%3 != 1 {
		return
	}
	var want [allForms + 1]KindSet
	if ref.of(allForms) == 0 {
		want = refWaitsByForms(c, jokers, melds)
	}
	for _, f := range checkedForms {
		if ref.of(f) != 0 {
			want[f] = 0
		}
		if w := Waits(c, jokers, melds, f); w != want[f] {
			t.Helper()
			t.Fatalf("%s +%dj %d melds forms %b: waits %s, reference %s", FormatTiles(c.Tiles()), jokers, melds, f, kindsString(w), kindsString(want[f]))
		}
	}
}

// checkedForms are the sets of forms the random tests try: the standard
// form alone (family), with thirteen orphans (classic, hk) and all three
// (hk with seven pairs). ShantenByForm checks each form alone.
var checkedForms = []Forms{FormStandard, FormStandard | FormThirteenOrphans, allForms}

// TestShantenRandomMelds compares with the reference for random hands
// with one or two declared melds (3 fewer concealed tiles per meld).
func TestShantenRandomMelds(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 0x3e1d5))
	for melds := 1; melds <= 4; melds++ {
		n := 20000
		if melds > 2 {
			n = 5000
		}
		for _, size := range []int{13 - 3*melds, 14 - 3*melds} {
			for range n {
				c := randomHand(r, size)
				checkHandAgainstRef(t, &c, 0, melds)
			}
		}
	}
}

// TestShantenRandomJokers compares with the reference, jokers as
// wildcards, for random hands holding 1-4 jokers.
func TestShantenRandomJokers(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(11, 0x1010))
	for jokers := 1; jokers <= 4; jokers++ {
		for _, melds := range []int{0, 1} {
			for _, size := range []int{13, 14} {
				for range 4000 {
					c := randomHand(r, size-jokers-3*melds)
					checkHandAgainstRef(t, &c, jokers, melds)
				}
			}
		}
	}
}

// TestShantenJokerSubstitution checks the joker rule another way: the
// shanten of a hand with jokers is the best over every way to replace
// each joker by a real tile (never a fifth copy).
func TestShantenJokerSubstitution(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(13, 0x5b57))
	counts := [5]int{0, 1000, 150, 12, 2}
	for jokers := 1; jokers <= 4; jokers++ {
		for i := range counts[jokers] {
			size := 13 + i%2
			c := randomHand(r, size-jokers)
			got := Shanten(&c, jokers, 0, FormStandard)
			if want := refJokerSubst(&c, jokers, 0); got != want {
				t.Fatalf("%s +%dj: Shanten %d, best replacement %d", FormatTiles(c.Tiles()), jokers, got, want)
			}
		}
	}
}

// TestShantenWholeHand checks the reference's split by groups (and
// Shanten) against a search over targets on all 34 kinds at once.
func TestShantenWholeHand(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(17, 0x3401e))
	for i := range soak.Size(500, 1500) {
		jokers := 0
		if i%3 == 2 {
			jokers = 1 + i%4
		}
		melds := i % 5 % 3
		size := 13 + i%2 - 3*melds - jokers
		c := randomHand(r, size)
		got := Shanten(&c, jokers, melds, FormStandard)
		// The search looks only below got+2, so it returns got+1 when got
		// is too low, its own answer otherwise.
		if want := refWhole(&c, jokers, melds, got+2) - 1; got != want {
			t.Fatalf("%s +%dj %d melds: Shanten %d, whole-hand search %d", FormatTiles(c.Tiles()), jokers, melds, got, want)
		}
	}
}

// TestWaitsReadyHands compares Waits with the reference on ready hands
// made from random complete hands less one tile, with and without jokers.
func TestWaitsReadyHands(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(19, 0x4ead))
	hands := readyHands(r, 10000)
	for i := range hands {
		c := hands[i]
		jokers := 0
		if i%4 == 3 {
			// Replace one or two tiles by jokers.
			for range 1 + i%8/4 {
				tiles := c.Tiles()
				c[tiles[r.IntN(len(tiles))]]--
				jokers++
			}
		}
		if refAll(&c, jokers, 0, FormStandard) != 0 {
			t.Fatalf("%s +%dj: not ready", FormatTiles(c.Tiles()), jokers)
		}
		checkHandAgainstRef(t, &c, jokers, 0)
	}
}

// TestShantenCompleteHands checks that complete hands (pair and four melds
// drawn at random) are -1 and that every 14-tile hand is -1 exactly when
// the decomposition reference finds it complete.
func TestShantenCompleteHands(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(23, 0xc0de))
	for i, c := range readyHands(r, 5000) {
		// readyHands took one tile out: put back a winning one.
		w := Waits(&c, 0, 0, FormStandard)
		if w == 0 {
			t.Fatalf("%s: no wait", FormatTiles(c.Tiles()))
		}
		tiles := w.Tiles()
		c[tiles[i%len(tiles)]]++
		if s := Shanten(&c, 0, 0, FormStandard); s != -1 || !refComplete(&c, 0, 0) {
			t.Fatalf("%s: Shanten %d, complete %v", FormatTiles(c.Tiles()), s, refComplete(&c, 0, 0))
		}
	}
	for range 20000 {
		c := randomHand(r, 14)
		if (Shanten(&c, 0, 0, FormStandard) == -1) != refComplete(&c, 0, 0) {
			t.Fatalf("%s: complete disagrees", FormatTiles(c.Tiles()))
		}
	}
}
