package rules

import "strings"

// MeldKind says what a group of tiles is.
type MeldKind uint8

// The kinds of group a hand is made of. Pair and ThirteenOrphans appear
// only in decompositions, never as declared melds.
const (
	Chow MeldKind = iota + 1
	Pung
	Kong
	Pair
	ThirteenOrphansGroup
)

// String names the kind in English (developer text; the interface words
// it for a player).
func (k MeldKind) String() string {
	switch k {
	case Chow:
		return "chow"
	case Pung:
		return "pung"
	case Kong:
		return "kong"
	case Pair:
		return "pair"
	case ThirteenOrphansGroup:
		return "thirteen orphans"
	}
	return "?"
}

// Meld is a chow, pung, kong or pair. Open melds were claimed from a
// discard (or are added kongs); a concealed kong, a meld formed in the hand
// and the pair are not open.
type Meld struct {
	Kind MeldKind
	// Tile is the tile of a pung, kong or pair, the lowest tile of a chow,
	// or the doubled tile of thirteen orphans.
	Tile Tile
	// Open is true for a meld exposed by a claim or an added kong.
	Open bool
	// JokerMask marks the places held by jokers (bit i: the i-th tile of
	// Tiles). Pungs, kongs and pairs keep their jokers in the low bits.
	JokerMask uint8
}

// Size returns the number of tiles in the meld (a kong has 4).
func (m Meld) Size() int {
	switch m.Kind {
	case Kong:
		return 4
	case Pair:
		return 2
	case ThirteenOrphansGroup:
		return 14
	}
	return 3
}

// jokers returns how many jokers stand in the meld.
func (m Meld) jokers() int {
	n := 0
	for b := m.JokerMask; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// stands returns the tiles the meld stands for, jokers replaced by the
// tile they represent, in order.
func (m Meld) stands() []Tile {
	switch m.Kind {
	case Chow:
		return []Tile{m.Tile, m.Tile + 1, m.Tile + 2}
	case ThirteenOrphansGroup:
		out := make([]Tile, 0, 14)
		for _, t := range orphanKinds {
			out = append(out, t)
			if t == m.Tile {
				out = append(out, t)
			}
		}
		return out
	}
	out := make([]Tile, m.Size())
	for i := range out {
		out[i] = m.Tile
	}
	return out
}

// Tiles returns the physical tiles of the meld: the tiles it stands for,
// with jokers in the places JokerMask marks.
func (m Meld) Tiles() []Tile {
	out := m.stands()
	for i := range out {
		if m.JokerMask&(1<<i) != 0 {
			out[i] = Joker
		}
	}
	return out
}

// holds reports whether the physical tile t is one of the meld's tiles (a
// joker when the meld has one).
func (m Meld) holds(t Tile) bool {
	if t == Joker {
		return m.JokerMask != 0
	}
	switch m.Kind {
	case Chow:
		return t >= m.Tile && t <= m.Tile+2 && m.JokerMask&(1<<(t-m.Tile)) == 0
	case ThirteenOrphansGroup:
		return t.IsTerminalOrHonour()
	}
	return t == m.Tile && m.jokers() < m.Size()
}

// isHonourSet reports whether the meld is made of a wind or a dragon.
func (m Meld) isHonourSet() bool { return m.Kind != Chow && m.Tile.IsHonour() }

// isPungOrKong reports whether the meld is a pung or a kong.
func (m Meld) isPungOrKong() bool { return m.Kind == Pung || m.Kind == Kong }

// String writes the meld in notation: [123m] exposed, (5555p) a concealed
// kong, 123m a meld in the hand or the pair.
func (m Meld) String() string {
	body := formatRuns(m.Tiles(), false)
	switch {
	case m.Open:
		return "[" + body + "]"
	case m.Kind == Kong:
		return "(" + body + ")"
	}
	return body
}

// formatRuns writes tiles in order, one run of digits per stretch of the
// same suit: "5m0j7m", "123m456p". With sorted true, the tiles are written
// by suit regardless of their order.
func formatRuns(tiles []Tile, sorted bool) string {
	if sorted {
		tiles = sortedCopy(tiles)
	}
	var b strings.Builder
	for i, t := range tiles {
		b.WriteByte(byte('0' + t.Rank()))
		if i == len(tiles)-1 || tiles[i+1].Suit() != t.Suit() {
			b.WriteByte(suitLetter(t.Suit()))
		}
	}
	return b.String()
}

func sortedCopy(tiles []Tile) []Tile {
	out := append([]Tile(nil), tiles...)
	sortTiles(out)
	return out
}

// sortTiles sorts in notation order (insertion sort: hands are short).
func sortTiles(t []Tile) {
	for i := 1; i < len(t); i++ {
		for j := i; j > 0 && t[j] < t[j-1]; j-- {
			t[j], t[j-1] = t[j-1], t[j]
		}
	}
}

// orphanKinds are the thirteen terminals and honours.
var orphanKinds = [13]Tile{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33}

// meldFromTiles recognises written tiles (in the order written) as a
// chow, pung or kong, jokers included. It reports false when they are
// not one. See parseMeldTiles for how a joker's place in a chow is read.
func meldFromTiles(tiles []Tile) (Meld, bool) {
	n := len(tiles)
	if n < 3 || n > 4 {
		return Meld{}, false
	}
	var real []Tile
	var mask uint8
	for i, t := range tiles {
		switch {
		case t == Joker:
			mask |= 1 << i
		case t.IsPlaying():
			real = append(real, t)
		default:
			return Meld{}, false
		}
	}
	if len(real) == 0 {
		return Meld{}, false // a meld of jokers alone stands for nothing
	}
	same := true
	for _, t := range real {
		if t != real[0] {
			same = false
		}
	}
	if same {
		// All real tiles alike: a pung or a kong. One real tile and two
		// jokers is read as a pung, the simplest reading.
		kind := Pung
		if n == 4 {
			kind = Kong
		}
		return Meld{Kind: kind, Tile: real[0], JokerMask: lowBits(uint8(n - len(real)))}, true
	}
	if n != 3 {
		return Meld{}, false
	}
	// A chow. First try the places as written.
	if first, ok := chowAsWritten(tiles); ok {
		return Meld{Kind: Chow, Tile: first, JokerMask: mask}, true
	}
	// Otherwise the real tiles sorted, jokers filling the gap, then upward.
	r := sortedCopy(real)
	lo := r[0]
	if !lo.IsSuited() || r[len(r)-1].Suit() != lo.Suit() || r[len(r)-1]-lo > 2 {
		return Meld{}, false
	}
	for i := 1; i < len(r); i++ {
		if r[i] == r[i-1] {
			return Meld{}, false
		}
	}
	first := lo
	if int(lo%9)+2 > 8 { // no room upward: the joker goes below
		first = lo - Tile(2-(r[len(r)-1]-lo))
	}
	var m uint8
	for i := range 3 {
		t := first + Tile(i)
		found := false
		for _, x := range r {
			if x == t {
				found = true
			}
		}
		if !found {
			m |= 1 << i
		}
	}
	return Meld{Kind: Chow, Tile: first, JokerMask: m}, true
}

func lowBits(n uint8) uint8 { return uint8(1)<<n - 1 }

// chowAsWritten reads tiles a, b, c as places of a chow, jokers where
// written.
func chowAsWritten(tiles []Tile) (Tile, bool) {
	first := NoTile
	for i, t := range tiles {
		if t == Joker {
			continue
		}
		if !t.IsSuited() || int(t%9) < i {
			return NoTile, false
		}
		f := t - Tile(i)
		if first == NoTile {
			first = f
		} else if f != first {
			return NoTile, false
		}
	}
	if first == NoTile || first%9 > 6 {
		return NoTile, false
	}
	return first, true
}
