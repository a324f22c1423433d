package rules

import _ "embed"

//go:generate go run ./internal/gen -o shanten_suit.bin

// How the standard form is computed
//
// A target hand splits into four groups: the three suits and the honours.
// For each group, dist[p][j] is the least number of tiles the group's
// counts lack to hold j melds (0-4) and p pairs (0-1) with no kind more
// than four times. The least number of tiles a hand lacks to be complete
// is the min-plus convolution of its four groups' dists at k melds and one
// pair, and its shanten number is that minus the jokers, minus one.
//
// The dists take very few values. Every suit vector (nine ranks of 0-4
// tiles, at most 14 in all) falls in one of 126 classes, the honours in
// one of 55, and the convolutions of classes stay within a closed set of
// under 256 classes. So a class is a byte, the convolution of two classes
// is a lookup in convTab, and the final step a lookup in finalTab.

// suitTable is the file written by internal/gen: the class of each suit
// vector (405,350 bytes, vectors in lexicographic order, rank 1 most
// significant), then four little-endian bytes per class: its dist packed
// (see unpack). It is read in place.
//
//go:embed shanten_suit.bin
var suitTable []byte

// numSuitVectors is the number of count vectors of one suit.
const numSuitVectors = 405350

// dist holds a group's (or a combination of groups') least numbers of
// missing tiles: dist[p][j] for j melds, without (p=0) or with (p=1) a pair.
type dist [2][5]uint8

// unpack spreads a packed dist: the numbers for (j, p) = (0,1) (1,0) (1,1)
// (2,0) (2,1) (3,0) (3,1) (4,0) (4,1) in fields of 2, 2, 3, 3, 4, 4, 4, 4
// and 4 bits from the least significant ((0,0) is always 0). Each field
// holds the largest possible value, 3j+2p.
func unpack(e uint32) (d dist) {
	d[1][0] = uint8(e & 3)
	d[0][1] = uint8(e >> 2 & 3)
	d[1][1] = uint8(e >> 4 & 7)
	d[0][2] = uint8(e >> 7 & 7)
	d[1][2] = uint8(e >> 10 & 15)
	d[0][3] = uint8(e >> 14 & 15)
	d[1][3] = uint8(e >> 18 & 15)
	d[0][4] = uint8(e >> 22 & 15)
	d[1][4] = uint8(e >> 26 & 15)
	return d
}

// conv combines two groups: out[p][J] = min over j of a[.][j] + b[.][J-j]
// with at most one pair in all.
func conv(a, b *dist) (out dist) {
	for J := range 5 {
		m0, m1 := 255, 255
		for j := 0; j <= J; j++ {
			i := J - j
			m0 = min(m0, int(a[0][j])+int(b[0][i]))
			m1 = min(m1, int(a[0][j])+int(b[1][i]), int(a[1][j])+int(b[0][i]))
		}
		out[0][J], out[1][J] = uint8(m0), uint8(m1)
	}
	return out
}

// final combines two groups into k melds and a pair and returns the
// least number of missing tiles.
func final(a, b *dist, k int) int {
	m := 255
	for j := 0; j <= k; j++ {
		m = min(m, int(a[0][j])+int(b[1][k-j]), int(a[1][j])+int(b[0][k-j]))
	}
	return m
}

// A class is a byte; class tables are indexed by a<<8 | b.
type class = uint8

// classTables are the tables derived from the suit classes at start-up.
type classTables struct {
	// dist gives the dist of each class; n are in use.
	dist [256]dist
	n    int
	// conv[a<<8|b] is the class of conv(a, b).
	conv [1 << 16]class
	// final[k][a<<8|b] is final(a, b, k).
	final [5][1 << 16]uint8
	// honour gives the class of the honours, indexed by honourKey.
	honour [512]class
}

// tabs holds the class tables; convTab, finalTab and honourClass are its
// parts, named for the hot paths.
var (
	tabs        classTables
	convTab     = &tabs.conv
	finalTab    = &tabs.final
	honourClass = &tabs.honour
)

// A suit's counts are split in a low part (ranks 1-5) and a high part
// (ranks 6-9), each written as a base-5 number with rank 1 (resp. 6) the
// least significant digit. The index of the vector in suitTable is
// lowRank[lo]&0xffffff + highRank[lowRank[lo]>>24][hi]; lowRank[lo]>>24 is
// the number of tiles of the low part.
var (
	lowRank  [3125]uint32
	highRank [15][625]uint32
	// pow5 gives the step of one tile of a rank (0-8) in its part's code.
	pow5 = [9]uint16{1, 5, 25, 125, 625, 1, 5, 25, 125}
	// honourWeight gives the part of honourKey for a kind held 0-4 times:
	// the key counts the kinds held once, twice, and three or four times
	// (without chows, a fourth copy changes nothing).
	honourWeight = [5]uint16{0, 1, 8, 64, 64}
)

func init() {
	buildRanks()
	tabs.build()
}

// digits writes a base-5 code as n digits, least significant first.
func digits(code, n int) (d [5]int, sum int) {
	for i := range n {
		d[i] = code % 5
		sum += d[i]
		code /= 5
	}
	return d, sum
}

// buildRanks fills lowRank and highRank (about 12,500 steps).
func buildRanks() {
	// tails[r] is the number of 4-rank vectors with at most r tiles.
	var tails [15]uint32
	for code := range 625 {
		_, s := digits(code, 4)
		for r := s; r <= 14; r++ {
			tails[r]++
		}
	}
	var off uint32
	for i := range 3125 {
		// i enumerates prefixes in lexicographic order: its base-5 digits,
		// most significant first, are ranks 1..5.
		d, s := digits(i, 5)
		lo := d[4] + 5*d[3] + 25*d[2] + 125*d[1] + 625*d[0]
		lowRank[lo] = off | uint32(s)<<24
		if s <= 14 {
			off += tails[14-s]
		}
	}
	for s := range 15 {
		var n uint32
		for i := range 625 {
			d, t := digits(i, 4)
			hi := d[3] + 5*d[2] + 25*d[1] + 125*d[0]
			highRank[s][hi] = n
			if s+t <= 14 {
				n++
			}
		}
	}
}

// honourDist computes the dist of honours holding n1 kinds once, n2
// twice and n3 three or four times: a target is j pungs of distinct kinds
// and a pair of yet another kind.
func honourDist(n1, n2, n3 int) (d dist) {
	// cost of a pung and of a pair on a kind held 0, 1, 2, 3+ times.
	pung := [4]int{3, 2, 1, 0}
	pair := [4]int{2, 1, 0, 0}
	avail := [4]int{7 - n1 - n2 - n3, n1, n2, n3}
	for j := range 5 {
		for p := range 2 {
			best := 99
			// x[h]: pungs taken on kinds held h times.
			for x0 := 0; x0 <= avail[0]; x0++ {
				for x1 := 0; x1 <= avail[1]; x1++ {
					for x2 := 0; x2 <= avail[2]; x2++ {
						x3 := j - x0 - x1 - x2
						if x3 < 0 || x3 > avail[3] {
							continue
						}
						cost := x0*pung[0] + x1*pung[1] + x2*pung[2]
						if p == 1 {
							left := [4]int{avail[0] - x0, avail[1] - x1, avail[2] - x2, avail[3] - x3}
							pc := 99
							for h := range 4 {
								if left[h] > 0 {
									pc = min(pc, pair[h])
								}
							}
							cost += pc
						}
						best = min(best, cost)
					}
				}
			}
			d[p][j] = uint8(best)
		}
	}
	return d
}

// build reads the suit classes, adds the honours', closes the set under
// conv and fills the tables (about a millisecond; see
// BenchmarkTablesBuild).
func (t *classTables) build() {
	n := len(suitTable) - numSuitVectors
	if n <= 0 || n%4 != 0 {
		panic("rules: shanten_suit.bin is damaged")
	}
	index := make(map[dist]class, 256)
	t.n = 0
	add := func(d dist) class {
		if c, ok := index[d]; ok {
			return c
		}
		if t.n == 256 {
			panic("rules: more than 256 shanten classes")
		}
		c := class(t.n)
		t.dist[c] = d
		index[d] = c
		t.n++
		return c
	}
	for i := 0; i < n; i += 4 {
		b := suitTable[numSuitVectors+i:]
		if add(unpack(uint32(b[0])|uint32(b[1])<<8|uint32(b[2])<<16|uint32(b[3])<<24)) != class(i/4) {
			panic("rules: shanten_suit.bin repeats a class")
		}
	}
	for n1 := range 8 {
		for n2 := 0; n1+n2 <= 7; n2++ {
			for n3 := 0; n1+n2+n3 <= 7; n3++ {
				t.honour[n1+8*n2+64*n3] = add(honourDist(n1, n2, n3))
			}
		}
	}
	// t.n grows while new classes appear: every pair is combined once.
	for a := 0; a < t.n; a++ {
		for b := 0; b <= a; b++ {
			c := add(conv(&t.dist[a], &t.dist[b]))
			t.conv[a<<8|b] = c
			t.conv[b<<8|a] = c
		}
	}
	// final(a, b, k) is conv(a, b)[1][k].
	for k := range 5 {
		for a := range t.n {
			for b := range t.n {
				t.final[k][a<<8|b] = t.dist[t.conv[a<<8|b]][1][k]
			}
		}
	}
}

// suitIndex returns the index in suitTable of a suit given its two
// codes. The suit must hold at most 14 tiles.
func suitIndex(lo, hi uint16) uint32 {
	r := lowRank[lo]
	return r&0xffffff + highRank[r>>24][hi]
}

// suitClass returns the class of a suit given its two codes. The suit
// must hold at most 14 tiles.
func suitClass(lo, hi uint16) class { return suitTable[suitIndex(lo, hi)] }
