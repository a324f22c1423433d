package rules

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Randomness. Every random choice of a game comes from math/rand/v2's PCG
// seeded with the game's seed and a stream number: stream 0 draws the
// first dealer, stream h+1 shuffles and rolls the dice of hand h (hands
// counted from 0, drawn hands included). Hands are independent of each
// other, so a replay rebuilds any hand's wall without replaying the
// random draws of earlier hands. The shuffle and the bounded draws are
// written out here (Fisher-Yates, Lemire's multiply-shift with rejection)
// so that the same seed gives the same game on every machine and Go
// release.

// rng is a PCG stream.
type rng struct{ p rand.PCG }

func newRNG(seed, stream uint64) *rng {
	r := new(rng)
	r.p.Seed(seed, splitmix(stream^0x6d61686a6f6e6721))
	return r
}

// splitmix scrambles a stream number into a PCG seed word.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// intN returns a uniform integer in [0, n), n > 0.
func (r *rng) intN(n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(r.p.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.p.Uint64(), un)
		}
	}
	return int(hi)
}

// shuffle permutes tiles uniformly (Fisher-Yates).
func (r *rng) shuffle(tiles []Tile) {
	for i := len(tiles) - 1; i > 0; i-- {
		j := r.intN(i + 1)
		tiles[i], tiles[j] = tiles[j], tiles[i]
	}
}

// Break is where the wall is opened: the wall of seat Wall, Stack stacks
// counted from the right end of that wall as its owner sees it. Drawing
// goes clockwise from the break (the stacks to the left of it); kong and
// bonus replacements come from the other end, the counted stacks.
type Break struct {
	Wall  Seat
	Stack int
}

// FixedWall replaces the shuffle of a game's first hand (tests, teaching
// scenarios). Draw lists the first tiles drawn from the live end, in
// order, the deal included; Replacement the first tiles drawn from the
// replacement end, in order. The rest of the variant's set fills the
// wall in between, shuffled from the seed. Dice and break are rolled as
// usual and only shown.
type FixedWall struct {
	Draw        []Tile
	Replacement []Tile
}

// wall holds a hand's tiles in draw order: position 0 is the first tile
// after the break, and the positions run clockwise round the walls, two
// per stack (top then bottom). Live draws take positions from the start;
// replacement draws take the stacks from the end, top tile first. A pile
// (family) has no replacement end: replacements are drawn like any tile.
type wall struct {
	tiles     []Tile
	taken     []bool
	liveNext  int // next live position to try
	repNext   int // next replacement index (see repPos) to try
	liveDrawn int
	repDrawn  int
	pile      bool
}

// repPos is the position of the k-th tile drawn from the replacement end
// of a wall of n tiles: the last stack's top, its bottom, the stack before
// it, and so on.
func repPos(k, n int) int {
	stacks := (n + 1) / 2
	p := 2*(stacks-1-k/2) + k%2
	if n%2 == 1 && p >= n { // odd count: the last stack is a single tile
		p = n - 1
	}
	return p
}

func (w *wall) left() int { return len(w.tiles) - w.liveDrawn - w.repDrawn }

// drawLive takes the next tile from the live end; ok is false when the
// wall is empty.
func (w *wall) drawLive() (Tile, bool) {
	if w.left() == 0 {
		return NoTile, false
	}
	for w.taken[w.liveNext] {
		w.liveNext++
	}
	p := w.liveNext
	w.taken[p] = true
	w.liveNext++
	w.liveDrawn++
	return w.tiles[p], true
}

// drawReplacement takes the next tile from the replacement end.
func (w *wall) drawReplacement() (Tile, bool) {
	if w.pile {
		return w.drawLive()
	}
	if w.left() == 0 {
		return NoTile, false
	}
	n := len(w.tiles)
	for w.taken[repPos(w.repNext, n)] {
		w.repNext++
	}
	p := repPos(w.repNext, n)
	w.taken[p] = true
	w.repNext++
	w.repDrawn++
	return w.tiles[p], true
}

// remaining lists the tiles still in the wall, in position order.
func (w *wall) remaining() []Tile {
	out := make([]Tile, 0, w.left())
	for i, t := range w.tiles {
		if !w.taken[i] {
			out = append(out, t)
		}
	}
	return out
}

// wallIndex returns the place of seat s's wall in the ring, counted
// clockwise from seat 0's: seat 0, then the last seat in play, ... seat
// 1 (play order runs counterclockwise).
func wallIndex(s Seat, players int) int { return (players - int(s)) % players }

// ringStart returns the stack, counted clockwise from the right end of
// seat 0's wall, where the right end of seat s's wall is: the ring of
// stacks is shared among the walls as equally as it goes, wall k
// starting at floor(k x stacks / players). Four walls of 18.5 stacks
// (148 tiles) are 18 and 19 stacks alternately; three walls of 58
// stacks (116 tiles) 19, 19 and 20.
func ringStart(s Seat, stacks, players int) int {
	return wallIndex(s, players) * stacks / players
}

// breakOf computes the break for a dice total (offset applied): count the
// walls from the dealer's own (1), counterclockwise, that is in play
// order, among the players' walls; count the total in stacks from the
// right of that wall.
func breakOf(dealer Seat, total, players int) Break {
	return Break{Wall: Seat((int(dealer) + (total-1)%players) % players), Stack: total}
}

// newWall shuffles the set into the ring of walls and reads it in draw
// order from the break. The dice are rolled from the same stream first.
// The wall's tiles and the dice are kept in st. There are as many walls
// as seats in play.
func newWall(v Variant, r *rng, dealer Seat, fixed *FixedWall, st *handStore) (wall, []int, Break, error) {
	var setBuf [maxTiles]Tile
	set := appendTileSet(setBuf[:0], v.Tiles)
	var dice []int
	brk := Break{Wall: NoSeat}
	if !v.Pile {
		dice = st.dice[:v.Dice]
		total := v.DiceOffset
		for i := range dice {
			dice[i] = 1 + r.intN(6)
			total += dice[i]
		}
		brk = breakOf(dealer, total, v.Players)
	}
	w := wall{tiles: st.tiles[:len(set)], taken: st.taken[:len(set)], pile: v.Pile}
	if fixed != nil {
		if err := fillFixed(w.tiles, set, fixed, r, v.Pile); err != nil {
			return w, nil, brk, err
		}
		return w, dice, brk, nil
	}
	r.shuffle(set)
	if v.Pile {
		copy(w.tiles, set)
		return w, dice, brk, nil
	}
	// set is the ring: stack i (clockwise from the right end of seat 0's
	// wall) holds set[2i] on top of set[2i+1]. Draw order reads it from
	// the stack after the break round to the one before it.
	stacks := len(set) / 2
	first := (ringStart(brk.Wall, stacks, v.Players) + brk.Stack) % stacks
	n := copy(w.tiles, set[2*first:])
	copy(w.tiles[n:], set[:2*first])
	return w, dice, brk, nil
}

// FixedWallError is returned for a fixed wall the variant's set cannot
// make.
type FixedWallError struct{ Reason string }

func (e *FixedWallError) Error() string { return "rules: fixed wall: " + e.Reason }

// fillFixed lays a fixed wall: the draw tiles first, the replacement
// tiles at the replacement end, the rest of the set shuffled between.
func fillFixed(dst, set []Tile, f *FixedWall, r *rng, pile bool) error {
	n := len(set)
	if pile && len(f.Replacement) > 0 {
		return &FixedWallError{"a pile has no replacement end"}
	}
	if len(f.Draw)+len(f.Replacement) > n {
		return &FixedWallError{fmt.Sprintf("%d tiles for a set of %d", len(f.Draw)+len(f.Replacement), n)}
	}
	var have [numAllKinds]int
	for _, t := range set {
		have[t]++
	}
	used := make([]bool, n)
	for i, t := range f.Draw {
		if !t.Valid() || have[t] == 0 {
			return &FixedWallError{fmt.Sprintf("draw tile %d (%s) is not left in the set", i+1, t)}
		}
		have[t]--
		dst[i] = t
		used[i] = true
	}
	for k, t := range f.Replacement {
		if !t.Valid() || have[t] == 0 {
			return &FixedWallError{fmt.Sprintf("replacement tile %d (%s) is not left in the set", k+1, t)}
		}
		p := repPos(k, n)
		if used[p] {
			return &FixedWallError{"the draw and replacement tiles overlap"}
		}
		have[t]--
		dst[p] = t
		used[p] = true
	}
	var rest []Tile
	for k := range Tile(numAllKinds) {
		for range have[k] {
			rest = append(rest, k)
		}
	}
	r.shuffle(rest)
	j := 0
	for i := range dst {
		if !used[i] {
			dst[i] = rest[j]
			j++
		}
	}
	return nil
}
