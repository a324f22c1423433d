package rules

// TEMPORARY: a slow stand-in for the table-based analysis (branch
// analysis), with the same signatures. Removed when that branch lands.
// Shanten here is exact only for -1 (complete) and 0 (ready); it returns 1
// for anything further.

// KindSet is a set of the 34 playing kinds (bit i = Tile(i)).
type KindSet uint64

// Has reports whether t is in the set.
func (s KindSet) Has(t Tile) bool { return t < NumKinds && s&(1<<t) != 0 }

// Add returns the set with t added.
func (s KindSet) Add(t Tile) KindSet { return s | 1<<t }

// Len returns the number of kinds in the set.
func (s KindSet) Len() int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}

// Tiles lists the kinds in order.
func (s KindSet) Tiles() []Tile {
	var out []Tile
	for t := Tile(0); t < NumKinds; t++ {
		if s.Has(t) {
			out = append(out, t)
		}
	}
	return out
}

// NoShanten is returned for a form that cannot apply.
const NoShanten = 99

func stubComplete(c *Counts, jokers, melds int, f Forms) bool {
	tiles := c.Tiles()
	for range jokers {
		tiles = append(tiles, Joker)
	}
	h := Hand{Concealed: tiles, Winning: NoTile}
	for range melds {
		h.Melds = append(h.Melds, Meld{Kind: Pung, Tile: Joker, JokerMask: 7})
	}
	return len(Decompose(h, f)) > 0
}

// Shanten (stand-in): -1 complete, 0 ready, 1 otherwise.
func Shanten(c *Counts, jokers, melds int, f Forms) int {
	n := c.Total() + jokers + 3*melds
	if n == 14 {
		if stubComplete(c, jokers, melds, f) {
			return -1
		}
		return 1
	}
	if Waits(c, jokers, melds, f) != 0 {
		return 0
	}
	return 1
}

// Waits (stand-in) returns the kinds that complete a ready hand.
func Waits(c *Counts, jokers, melds int, f Forms) KindSet {
	var s KindSet
	for t := Tile(0); t < NumKinds; t++ {
		if c[t] >= 4 {
			continue
		}
		c[t]++
		if stubComplete(c, jokers, melds, f) {
			s = s.Add(t)
		}
		c[t]--
	}
	return s
}

// ShantenByForm (stand-in).
func ShantenByForm(c *Counts, jokers, melds int) (standard, orphans, sevenPairs int) {
	standard = Shanten(c, jokers, melds, FormStandard)
	orphans, sevenPairs = NoShanten, NoShanten
	if melds == 0 {
		orphans = Shanten(c, jokers, melds, FormThirteenOrphans)
		sevenPairs = Shanten(c, jokers, melds, FormSevenPairs)
	}
	return
}

// Unseen returns how many copies of t are neither in c nor visible.
func Unseen(t Tile, c, visible *Counts) int {
	n := 4 - int(c[t]) - int(visible[t])
	if n < 0 {
		return 0
	}
	return n
}

// DiscardChoice is the outcome of one discard from a 3n+2 hand.
type DiscardChoice struct {
	Tile    Tile
	Shanten int
	Accept  KindSet
	Kinds   int
	Tiles   int
}

// Discards (stand-in).
func Discards(c *Counts, jokers, melds int, f Forms, visible *Counts, out *[NumKinds + 1]DiscardChoice) int {
	n := 0
	for t := Tile(0); t < NumKinds; t++ {
		if c[t] == 0 {
			continue
		}
		c[t]--
		d := DiscardChoice{Tile: t, Shanten: Shanten(c, jokers, melds, f)}
		c[t]++
		out[n] = d
		n++
	}
	return n
}
