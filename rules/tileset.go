package rules

// TileSetOptions says which tiles a set has beyond the 136 playing tiles,
// and whether it is the three-player set.
type TileSetOptions struct {
	Bonus  bool // the eight flowers and seasons (144 tiles)
	Jokers bool // four jokers (148 tiles with the bonus tiles)
	// ThreePlayer is the set of the three-player game (seed 001):
	// characters 2m-8m removed (28 tiles: 108, 116 with Bonus, 120 with
	// Jokers too), the four Norths bonus tiles, set aside and replaced
	// like flowers.
	ThreePlayer bool
}

// threeOut are the playing kinds no hand holds in the three-player game:
// the characters 2-8 (not in the set) and North (a bonus tile there).
const threeOut KindSet = 0x7f<<1 | 1<<North

// removedKinds are the characters 2-8, which the three-player set does
// not have.
const removedKinds KindSet = 0x7f << 1

// OutOfPlay returns the playing kinds no hand of this set ever holds:
// none, or for the three-player set the characters 2m-8m (not in the
// set) and North (set aside as a bonus tile). The analysis counts them
// neither as waits nor as unseen (View.Seen counts their four copies).
func (o TileSetOptions) OutOfPlay() KindSet {
	if o.ThreePlayer {
		return threeOut
	}
	return 0
}

// isBonusTile reports whether t is set aside face up and replaced when
// drawn under this set: a flower or a season when the set has them, a
// North in the three-player set.
func (o TileSetOptions) isBonusTile(t Tile) bool { return o.bonusKinds()>>t&1 != 0 }

// bonusKinds has bit t set for each tile the set sets aside as a bonus
// tile (see IsBonusTile).
func (o TileSetOptions) bonusKinds() uint64 {
	var m uint64
	if o.Bonus {
		m |= 0xff << Flower
	}
	if o.ThreePlayer {
		m |= 1 << North
	}
	return m
}

// copies returns how many tiles of each kind the set has.
func (o TileSetOptions) copies() (n [numAllKinds]uint8) {
	out := o.OutOfPlay() &^ (1 << North) // North is in the set, as a bonus tile
	for k := range Tile(NumKinds) {
		if !out.Has(k) {
			n[k] = 4
		}
	}
	if o.Bonus {
		for b := Flower; b < Joker; b++ {
			n[b] = 1
		}
	}
	if o.Jokers {
		n[Joker] = 4
	}
	return n
}

// Count returns the number of tiles of the set.
func (o TileSetOptions) Count() int { return len(tileSets[o.index()]) }

// NewTileSet returns every tile of a set, in notation order: four of each
// playing kind (but 2m-8m in the three-player set), then one of each
// flower and season, then four jokers, as the options ask.
func NewTileSet(o TileSetOptions) []Tile {
	return appendTileSet(make([]Tile, 0, o.Count()), o)
}

// maxTiles is the size of the largest set (bonus tiles and jokers).
const maxTiles = 4*NumKinds + 8 + 4

// appendTileSet appends the set's tiles to dst as NewTileSet lists them.
func appendTileSet(dst []Tile, o TileSetOptions) []Tile {
	return append(dst, tileSets[o.index()]...)
}

// index numbers the eight sets for tileSets.
func (o TileSetOptions) index() int {
	return boolInt(o.Bonus) | boolInt(o.Jokers)<<1 | boolInt(o.ThreePlayer)<<2
}

// tileSets holds every set's tiles in notation order, by index: a new
// hand copies its set from here.
var tileSets = func() (sets [8][]Tile) {
	for i := range sets {
		o := TileSetOptions{Bonus: i&1 != 0, Jokers: i&2 != 0, ThreePlayer: i&4 != 0}
		n := o.copies()
		for k := range Tile(numAllKinds) {
			for range n[k] {
				sets[i] = append(sets[i], k)
			}
		}
	}
	return sets
}()
