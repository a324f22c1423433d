package rules

// TileSetOptions says which tiles beyond the 136 playing tiles a set has.
type TileSetOptions struct {
	Bonus  bool // the eight flowers and seasons (144 tiles)
	Jokers bool // four jokers (148 tiles with the bonus tiles)
}

// NewTileSet returns every tile of a set, in notation order: four of each
// playing kind, then one of each bonus tile, then four jokers, as the
// options ask.
func NewTileSet(o TileSetOptions) []Tile {
	n := 4 * NumKinds
	if o.Bonus {
		n += 8
	}
	if o.Jokers {
		n += 4
	}
	out := make([]Tile, 0, n)
	for k := range Tile(NumKinds) {
		out = append(out, k, k, k, k)
	}
	if o.Bonus {
		for b := Flower; b < Joker; b++ {
			out = append(out, b)
		}
	}
	if o.Jokers {
		out = append(out, Joker, Joker, Joker, Joker)
	}
	return out
}
