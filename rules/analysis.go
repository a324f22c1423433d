package rules

import "math/bits"

// KindSet is a set of the 34 playing kinds (bit i = Tile(i)).
type KindSet uint64

// Has reports whether t is in the set (never for a bonus tile or a joker).
func (s KindSet) Has(t Tile) bool { return t < NumKinds && s>>t&1 != 0 }

// Len returns the number of kinds in the set.
func (s KindSet) Len() int { return bits.OnesCount64(uint64(s)) }

// Tiles lists the kinds of the set in order (it allocates; not for hot paths).
func (s KindSet) Tiles() []Tile {
	out := make([]Tile, 0, s.Len())
	for b := uint64(s); b != 0; b &= b - 1 {
		out = append(out, Tile(bits.TrailingZeros64(b)))
	}
	return out
}

// Add puts t in the set; a tile that is not a playing kind is ignored.
func (s *KindSet) Add(t Tile) {
	if t < NumKinds {
		*s |= 1 << t
	}
}

// Unseen returns how many copies of t are neither in the hand c nor among
// the visible tiles: 4 - c[t] - visible[t], floor 0. A nil visible counts
// as nothing visible; a tile that is not a playing kind has none unseen.
func Unseen(t Tile, c, visible *Counts) int {
	if t >= NumKinds {
		return 0
	}
	n := 4 - int(c[t])
	if visible != nil {
		n -= int(visible[t])
	}
	return max(n, 0)
}

// DiscardChoice is the outcome of one discard from a 3n+2 hand.
type DiscardChoice struct {
	Tile    Tile    // the discard (Joker for discarding a joker)
	Shanten int     // shanten of the 3n+1 hand left
	Accept  KindSet // kinds whose draw lowers that shanten
	Kinds   int     // Accept.Len()
	Tiles   int     // sum of Unseen over Accept
}

// groupOf returns the group of a playing kind: 0-2 for the suits, 3 for
// the honours.
func groupOf(t Tile) int {
	if t >= East {
		return 3
	}
	return int(t) / 9
}

// isOrphanKind reports whether kind t is a terminal or an honour.
func isOrphanKind(t Tile) bool { return t >= East || t%9 == 0 || t%9 == 8 }

// allKinds holds the 34 playing kinds; orphanSet the terminals and honours.
const (
	allKinds  KindSet = 1<<NumKinds - 1
	orphanSet KindSet = 1<<0 | 1<<8 | 1<<9 | 1<<17 | 1<<18 | 1<<26 | 0x7f<<27
)

// hand is the working state of Waits and Discards: a hand's groups, their
// classes and the combinations of the groups that a change of one or two
// groups leaves untouched.
type hand struct {
	c      Counts
	fin    *[1 << 16]uint8 // finalTab for the melds to make
	lo, hi [3]uint16
	hon    uint16
	chr    uint16 // three: the characters' key (terminalKey)
	three  bool   // over the three-player set: the characters read as honours
	g      [4]class
	pair   [4][4]class // pair[a][b] = conv of groups a and b, a < b
	others [4]class    // conv of the three groups other than the index
}

// load fills the codes, classes and combinations of the hand c with
// 4-melds melds to make, over the set of the forms f.
func (h *hand) load(c *Counts, melds int, f Forms) {
	h.c = *c
	h.fin = &finalTab[4-melds]
	for s := range 3 {
		h.lo[s], h.hi[s] = suitCodes(c, s)
		h.g[s] = suitClass(h.lo[s], h.hi[s])
	}
	if h.three = f&FormThreePlayer != 0; h.three {
		h.chr = terminalKey(c)
		h.g[0] = honourClass[h.chr]
	}
	h.hon = honourKey(c)
	h.g[3] = honourClass[h.hon]
	for a := range 4 {
		for b := a + 1; b < 4; b++ {
			h.pair[a][b] = convTab[int(h.g[a])<<8|int(h.g[b])]
		}
	}
	h.others[0] = convTab[int(h.g[1])<<8|int(h.pair[2][3])]
	h.others[1] = convTab[int(h.g[0])<<8|int(h.pair[2][3])]
	h.others[2] = convTab[int(h.g[3])<<8|int(h.pair[0][1])]
	h.others[3] = convTab[int(h.g[2])<<8|int(h.pair[0][1])]
}

// missing returns the least number of tiles missing when one part of the
// hand has class a and the rest class b.
func (h *hand) missing(a, b class) int { return int(h.fin[int(a)<<8|int(b)]) }

// complement returns the conv of the two groups other than a and b.
func (h *hand) complement(a, b int) class {
	// The other two groups of {0,1,2,3}: their bits are the rest of 0b1111.
	rest := 0xf &^ (1<<a | 1<<b)
	x := bits.TrailingZeros(uint(rest))
	y := bits.Len(uint(rest)) - 1
	return h.pair[x][y]
}

// changed returns the class of group g of the hand with one more copy
// of kind add (if it is a playing kind) and one fewer of kind rem (if it
// is a playing kind); the counts must stay within 0-4 and 14 tiles.
// (Over the three-player set, a kind out of play added gives a class
// that means nothing: the callers drop those kinds.)
func (h *hand) changed(g int, add, rem Tile) class {
	if g == 3 || g == 0 && h.three {
		key := h.hon
		if g == 0 {
			key = h.chr
		}
		if rem < NumKinds {
			n := h.c[rem]
			key = key - honourWeight[n] + honourWeight[n-1]
		}
		if add < NumKinds {
			n := h.c[add]
			if add == rem {
				n--
			}
			key = key - honourWeight[n] + honourWeight[n+1]
		}
		return honourClass[key]
	}
	lo, hi := h.lo[g], h.hi[g]
	if rem < NumKinds {
		if r := rem % 9; r < 5 {
			lo -= pow5[r]
		} else {
			hi -= pow5[r]
		}
	}
	if add < NumKinds {
		if r := add % 9; r < 5 {
			lo += pow5[r]
		} else {
			hi += pow5[r]
		}
	}
	return suitClass(lo, hi)
}

// add and remove update handStats for one tile of kind t held n times before.
func (st *handStats) add(t Tile, n uint8) {
	o := isOrphanKind(t)
	switch n {
	case 0:
		st.kinds++
		if o {
			st.orphans++
		}
	case 1:
		st.pairs++
		if o {
			st.orphanPairs++
		}
	}
}

func (st *handStats) remove(t Tile, n uint8) {
	o := isOrphanKind(t)
	switch n {
	case 1:
		st.kinds--
		if o {
			st.orphans--
		}
	case 2:
		st.pairs--
		if o {
			st.orphanPairs--
		}
	}
}

// specialDist returns the least distance of the special forms of f
// (NoShanten+1 when none applies).
func specialDist(st *handStats, f Forms) int {
	d := NoShanten + 1
	if f&FormThirteenOrphans != 0 {
		d = st.orphansDist()
	}
	if f&FormSevenPairs != 0 {
		d = min(d, st.pairsDist())
	}
	return d
}

// Waits returns the kinds that complete a ready hand of 3n+1 tiles (a kind
// whose 4 copies are all in the hand is not a wait), over the forms of f
// (with FormThreePlayer, never a kind out of play). It returns the empty
// set for a hand that is not ready, a hand of more than 13 tiles
// (declared melds counting as 3), and a hand that cannot exist (see
// Shanten).
func Waits(c *Counts, jokers, melds int, f Forms) KindSet {
	real, ok := checkHand(c, jokers, melds)
	if !ok || real+jokers+3*melds > 13 || holdsOut(c, f) {
		return 0
	}
	f = f.effective()
	var set KindSet
	if f&FormStandard != 0 {
		var h hand
		h.load(c, melds, f)
		// The hand is ready in the standard form when one tile is missing.
		if h.missing(h.pair[0][1], h.pair[2][3])-jokers == 1 {
			for t := Tile(0); t < NumKinds; t++ {
				if h.c[t] >= 4 {
					continue
				}
				g := groupOf(t)
				if h.missing(h.changed(g, t, NoTile), h.others[g]) == jokers {
					set |= 1 << t
				}
			}
		}
	}
	if melds == 0 && f&(FormThirteenOrphans|FormSevenPairs) != 0 {
		st := statsOf(c)
		if specialDist(&st, f) == 1 {
			for t := Tile(0); t < NumKinds; t++ {
				if c[t] >= 4 {
					continue
				}
				s := st
				s.add(t, c[t])
				if specialDist(&s, f) == 0 {
					set |= 1 << t
				}
			}
		}
	}
	return set &^ f.outOf()
}

// readyDiscardKinds returns the discards that leave a hand of 3n+2 tiles
// ready (Shanten 0 over the forms of f): the playing kinds in set, and
// joker true when discarding a joker does. A hand that cannot exist (see
// Shanten) has none. It answers for every discard at once: a hand of
// shanten above 0 has none (a discard never lowers the shanten), and
// otherwise the groups are read once and each discard changes only its
// own group. It does not allocate.
func readyDiscardKinds(c *Counts, jokers, melds int, f Forms) (set KindSet, joker bool) {
	if _, ok := checkHand(c, jokers, melds); !ok || holdsOut(c, f) {
		return 0, false
	}
	f = f.effective()
	cl := groupClasses(c, f)
	return readyDiscardsOf(c, &cl, jokers, melds, f)
}

// readyDiscardsOf is readyDiscardKinds for a valid hand whose groups have the
// classes cl (f effective).
func readyDiscardsOf(c *Counts, cl *[4]class, jokers, melds int, f Forms) (set KindSet, joker bool) {
	if shantenOf(c, cl, jokers, melds, f) > 0 {
		return 0, false
	}
	std := f&FormStandard != 0
	special := melds == 0 && f&(FormThirteenOrphans|FormSevenPairs) != 0
	var h hand
	if std {
		h.load(c, melds, f)
	}
	var st handStats
	if special {
		st = statsOf(c)
	}
	for t := Tile(0); t < NumKinds; t++ {
		if c[t] == 0 {
			continue
		}
		ready := false
		if std {
			g := groupOf(t)
			ready = h.missing(h.changed(g, NoTile, t), h.others[g])-jokers == 1
		}
		if !ready && special {
			left := st
			left.remove(t, c[t])
			ready = specialDist(&left, f) == 1
		}
		if ready {
			set |= 1 << t
		}
	}
	if jokers > 0 {
		// Jokers are dead in the special forms: discarding one leaves them
		// as they are.
		joker = std && h.missing(h.pair[0][1], h.pair[2][3])-(jokers-1) == 1 ||
			special && specialDist(&st, f) == 1
	}
	return set, joker
}

// Discards fills out with one choice per distinct tile in the hand
// (jokers included as one choice), sorted best first (lowest shanten,
// then most unseen tiles, then most kinds, then tile order), and returns
// how many. The hand is one of 3n+2 tiles; visible (nil for none) holds
// the tiles seen outside the hand, for Unseen. The shanten and acceptance
// are over the forms of f (with FormThreePlayer, a kind out of play is
// never accepted); a draw of a joker is not counted. It returns 0 for a
// hand that cannot exist (see Shanten). It does not allocate.
func Discards(c *Counts, jokers, melds int, f Forms, visible *Counts, out *[NumKinds + 1]DiscardChoice) int {
	if _, ok := checkHand(c, jokers, melds); !ok || holdsOut(c, f) {
		return 0
	}
	f = f.effective()
	out3 := f.outOf()
	var h hand
	std := f&FormStandard != 0
	special := melds == 0 && f&(FormThirteenOrphans|FormSevenPairs) != 0
	if std {
		h.load(c, melds, f)
	} else {
		h.c = *c
	}
	var st handStats
	if special {
		st = statsOf(c)
	}
	// plus[t]: class of the group of t with one more t, for draws outside
	// the group of the discard.
	var plus [NumKinds]class
	if std {
		for t := Tile(0); t < NumKinds; t++ {
			if c[t] < 4 {
				plus[t] = h.changed(groupOf(t), t, NoTile)
			}
		}
	}
	var unseen [NumKinds]uint8
	for t := Tile(0); t < NumKinds; t++ {
		unseen[t] = uint8(Unseen(t, c, visible))
	}
	// none and single: the kinds held 0 and 1 times.
	var none, single KindSet
	for t := Tile(0); t < NumKinds; t++ {
		switch c[t] {
		case 0:
			none |= 1 << t
		case 1:
			single |= 1 << t
		}
	}
	n := 0
	var w [4]class // all groups but the index, with the discard made
	for di := Tile(0); di <= NumKinds; di++ {
		disc := di
		if di == NumKinds {
			disc = Joker
			if jokers == 0 {
				break
			}
		} else if c[di] == 0 {
			continue
		}
		j := jokers
		dg := -1 // group of the discard
		if disc == Joker {
			j--
		} else {
			dg = groupOf(disc)
		}
		// The hand left, as a distance: shanten + 1.
		cur := NoShanten + 1
		var gd class
		if std {
			if dg < 0 {
				cur = h.missing(h.pair[0][1], h.pair[2][3]) - j
				w = h.others
			} else {
				gd = h.changed(dg, NoTile, disc)
				cur = h.missing(gd, h.others[dg]) - j
				for g := range 4 {
					if g != dg {
						w[g] = convTab[int(gd)<<8|int(h.complement(dg, g))]
					}
				}
			}
		}
		var acc KindSet
		if special {
			// A draw changes the special forms only by the number of copies
			// of its kind held before (a third copy changes nothing) and by
			// whether it is a terminal or an honour.
			left := st
			held0, held1 := none, single
			if dg >= 0 {
				left.remove(disc, c[disc])
				switch c[disc] {
				case 1:
					held1 &^= 1 << disc
					held0 |= 1 << disc
				case 2:
					held1 |= 1 << disc
				}
			}
			cur = min(cur, specialDist(&left, f))
			for held, set := range [2]KindSet{held0, held1} {
				for o, kinds := range [2]KindSet{allKinds &^ orphanSet, orphanSet} {
					s := left
					s.add(Tile(1-o), uint8(held)) // 2m for a simple, 1m for a terminal
					if specialDist(&s, f) < cur {
						acc |= set & kinds
					}
				}
			}
		}
		if std {
			for g := range 4 {
				first, last := Tile(9*g), Tile(9*g+8)
				if g == 3 {
					last = Red
				}
				if g != dg {
					wg := w[g]
					for t := first; t <= last; t++ {
						if c[t] < 4 && h.missing(plus[t], wg)-j < cur {
							acc |= 1 << t
						}
					}
					continue
				}
				// The group of the discard: its class after the discard and
				// the draw.
				og := h.others[g]
				if g == 3 || g == 0 && h.three {
					key := h.hon
					if g == 0 {
						key = h.chr
					}
					n := c[disc]
					key = key - honourWeight[n] + honourWeight[n-1]
					for t := first; t <= last; t++ {
						held := c[t]
						if t == disc {
							held--
						}
						if held < 4 && h.missing(honourClass[key-honourWeight[held]+honourWeight[held+1]], og)-j < cur {
							acc |= 1 << t
						}
					}
					continue
				}
				lo, hi := h.lo[g], h.hi[g]
				if r := disc % 9; r < 5 {
					lo -= pow5[r]
				} else {
					hi -= pow5[r]
				}
				for r := range Tile(9) {
					t := first + r
					if c[t] >= 4 && t != disc {
						continue
					}
					l, u := lo, hi
					if r < 5 {
						l += pow5[r]
					} else {
						u += pow5[r]
					}
					if h.missing(suitClass(l, u), og)-j < cur {
						acc |= 1 << t
					}
				}
			}
		}
		acc &^= out3
		tiles := 0
		for b := uint64(acc); b != 0; b &= b - 1 {
			tiles += int(unseen[bits.TrailingZeros64(b)])
		}
		out[n] = DiscardChoice{Tile: disc, Shanten: cur - 1, Accept: acc, Kinds: acc.Len(), Tiles: tiles}
		n++
	}
	// Insertion sort, best first.
	for i := 1; i < n; i++ {
		for x := i; x > 0 && betterChoice(&out[x], &out[x-1]); x-- {
			out[x], out[x-1] = out[x-1], out[x]
		}
	}
	return n
}

// betterChoice orders discards: lowest shanten, most unseen tiles, most
// kinds, then tile order.
func betterChoice(a, b *DiscardChoice) bool {
	if a.Shanten != b.Shanten {
		return a.Shanten < b.Shanten
	}
	if a.Tiles != b.Tiles {
		return a.Tiles > b.Tiles
	}
	if a.Kinds != b.Kinds {
		return a.Kinds > b.Kinds
	}
	return a.Tile < b.Tile
}
