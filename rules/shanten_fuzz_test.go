package rules

import "testing"

// FuzzShanten feeds arbitrary counts (raw, then made into a valid hand)
// to the analysis functions: they must not panic, must refuse impossible
// hands, and must agree with each other on valid ones.
func FuzzShanten(f *testing.F) {
	f.Add([]byte("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d"), uint8(0), uint8(0), uint8(7), false)
	f.Add([]byte("\x00\x08\x09\x11\x12\x1a\x1b\x1c\x1d\x1e\x1f\x20\x21\x21"), uint8(0), uint8(0), uint8(7), false)
	f.Add([]byte("\x00\x00\x00\x00\x01\x02\x03\x04"), uint8(2), uint8(1), uint8(1), true)
	f.Add([]byte{5, 5, 5, 5, 5, 200}, uint8(255), uint8(9), uint8(255), true)
	f.Fuzz(func(t *testing.T, raw []byte, jokers, melds, forms uint8, short bool) {
		// Raw: any counts, any numbers. Must not panic; an impossible hand
		// gets NoShanten, no waits and no discards.
		var c Counts
		copy(c[:], raw)
		j, m, fs := int(int8(jokers)), int(int8(melds)), Forms(forms)
		_, valid := checkHand(&c, j, m)
		var out [NumKinds + 1]DiscardChoice
		s := Shanten(&c, j, m, fs)
		w := Waits(&c, j, m, fs)
		n := Discards(&c, j, m, fs, &c, &out)
		x, y, z := ShantenByForm(&c, j, m)
		if !valid && (s != NoShanten || w != 0 || n != 0 || x != NoShanten || y != NoShanten || z != NoShanten) {
			t.Fatalf("impossible hand %v %d %d: %d %v %d %d %d %d", c, j, m, s, w, n, x, y, z)
		}

		// Valid: the raw bytes as tiles, no fifth copy, up to the size of a
		// hand with that many melds and jokers.
		m = int(melds % 5)
		j = int(jokers % 5)
		size := 14 - 3*m
		if short {
			size-- // 3n+1
		}
		j = min(j, size)
		c = Counts{}
		have := j
		for _, b := range raw {
			if have == size {
				break
			}
			k := Tile(b % NumKinds)
			if c[k] < 4 {
				c[k]++
				have++
			}
		}
		fs = Forms(forms & 7)
		if fs == 0 {
			fs = FormStandard
		}
		s = Shanten(&c, j, m, fs)
		std, orph, sp := ShantenByForm(&c, j, m)
		byForm := [3]int{std, orph, sp}
		want := NoShanten
		for i, v := range byForm {
			if fs&(1<<i) != 0 {
				want = min(want, v)
				if s > v {
					t.Fatalf("%v: Shanten %d above form %d's %d", c, s, i, v)
				}
			}
		}
		if s != want {
			t.Fatalf("%v: Shanten %d, min of forms %d", c, s, want)
		}
		// A full hand has -1 <= standard <= 2 per meld to make (8 for 14
		// tiles); a short one of 3n+1 tiles, 0 to 2n.
		if have != size {
			return // the raw bytes held too few tiles
		}
		// A 3n+2 hand has -1 <= standard <= 2n (8 for 14 tiles), a 3n+1
		// hand 0 <= standard <= 2n.
		lo := -1
		if short {
			lo = 0
		}
		if std < lo || std > 2*(4-m) {
			t.Fatalf("%v +%dj %d melds: standard %d", c, j, m, std)
		}
		if short {
			// A 3n+1 hand is ready exactly when it has waits, and each
			// wait completes it.
			w := Waits(&c, j, m, fs)
			if (s == 0) != (w != 0) {
				t.Fatalf("%v +%dj: Shanten %d, waits %v", c, j, m, w)
			}
			for b := uint64(w); b != 0; b &= b - 1 {
				t2 := Tile(popLowest(b))
				c[t2]++
				if got := Shanten(&c, j, m, fs); got != -1 {
					t.Fatalf("%v: wait %v leaves shanten %d", c, t2, got)
				}
				c[t2]--
			}
			return
		}
		// A 3n+2 hand: the best discard leaves the hand's shanten (a
		// complete hand leaves a ready one).
		n = Discards(&c, j, m, fs, nil, &out)
		if n == 0 || out[0].Shanten != max(s, 0) {
			t.Fatalf("%v +%dj %d melds: %d choices, best %+v, Shanten %d", c, j, m, n, out[0], s)
		}
	})
}

// popLowest returns the index of the lowest set bit.
func popLowest(b uint64) int {
	i := 0
	for b&1 == 0 {
		b >>= 1
		i++
	}
	return i
}

func TestImpossibleHands(t *testing.T) {
	var c Counts
	c[3] = 5
	cases := []struct {
		c             Counts
		jokers, melds int
	}{
		{c, 0, 0},
		{Counts{}, -1, 0},
		{Counts{}, 0, 5},
		{Counts{}, 0, -1},
		{Counts{}, 15, 0},
		{Counts{4, 4, 4, 4}, 0, 0},        // 16 tiles
		{Counts{4, 4, 4}, 0, 1},           // 12 + 3
		{Counts{0: 4, 9: 4, 18: 4}, 3, 0}, // 12 + 3 jokers
	}
	var out [NumKinds + 1]DiscardChoice
	for _, tc := range cases {
		if s := Shanten(&tc.c, tc.jokers, tc.melds, allForms); s != NoShanten {
			t.Errorf("%v %d %d: Shanten %d", tc.c, tc.jokers, tc.melds, s)
		}
		if w := Waits(&tc.c, tc.jokers, tc.melds, allForms); w != 0 {
			t.Errorf("%v: waits %v", tc.c, w)
		}
		if n := Discards(&tc.c, tc.jokers, tc.melds, allForms, nil, &out); n != 0 {
			t.Errorf("%v: %d discards", tc.c, n)
		}
	}
	// Waits wants at most 13 tiles.
	c2, _ := mustCounts(t, "123m456m789p2345s")
	c2[33]++
	if w := Waits(&c2, 0, 0, allForms); w != 0 {
		t.Errorf("14 tiles: waits %v", w)
	}
	// No forms: nothing applies.
	if s := Shanten(&c2, 0, 0, 0); s != NoShanten {
		t.Errorf("no forms: %d", s)
	}
}
