package rules

// Counts holds how many tiles of each playing kind a set of tiles has.
// It is the working form of hand analysis: a value of 34 bytes.
type Counts [NumKinds]uint8

// CountsOf counts the playing tiles of a slice; bonus tiles and jokers are
// skipped (see Jokers for the latter).
func CountsOf(tiles []Tile) Counts {
	var c Counts
	for _, t := range tiles {
		if t.IsPlaying() {
			c[t]++
		}
	}
	return c
}

// JokersIn counts the jokers of a slice.
func JokersIn(tiles []Tile) int {
	n := 0
	for _, t := range tiles {
		if t == Joker {
			n++
		}
	}
	return n
}

// total returns the number of tiles counted.
func (c *Counts) total() int {
	n := 0
	for _, v := range c {
		n += int(v)
	}
	return n
}

// Tiles lists the counted tiles in order.
func (c *Counts) Tiles() []Tile {
	out := make([]Tile, 0, c.total())
	for k, v := range c {
		for range v {
			out = append(out, Tile(k))
		}
	}
	return out
}

// Add adds the tiles of another count.
func (c *Counts) Add(o *Counts) {
	for k := range c {
		c[k] += o[k]
	}
}
