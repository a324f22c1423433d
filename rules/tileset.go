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
	return appendTileSet(make([]Tile, 0, n), o)
}

// maxTiles is the size of the largest set (bonus tiles and jokers).
const maxTiles = 4*NumKinds + 8 + 4

// appendTileSet appends the set's tiles to dst as NewTileSet lists them.
func appendTileSet(dst []Tile, o TileSetOptions) []Tile {
	for k := range Tile(NumKinds) {
		dst = append(dst, k, k, k, k)
	}
	if o.Bonus {
		for b := Flower; b < Joker; b++ {
			dst = append(dst, b)
		}
	}
	if o.Jokers {
		dst = append(dst, Joker, Joker, Joker, Joker)
	}
	return dst
}
