package rules

import "fmt"

// Tile is one kind of tile. The playing kinds come first, in the order of
// the notation: characters 1-9 (0-8), circles 1-9 (9-17), bamboo 1-9
// (18-26), then the honours East, South, West, North, White, Green, Red
// (27-33). Bonus tiles follow (flowers 1f-4f, seasons 5f-8f: 34-41), then
// the joker (42). The four copies of a kind are not told apart.
type Tile uint8

// Suit is the family a tile belongs to.
type Suit uint8

// The suits, in notation order.
const (
	Characters Suit = iota // m, 萬
	Circles                // p, 筒
	Bamboo                 // s, 索
	Honours                // z: winds and dragons
	Bonuses                // f: flowers and seasons
	Jokers                 // j
)

// NumKinds is the number of playing kinds (suits and honours), the size of
// a Counts array.
const NumKinds = 34

// Named tiles.
const (
	East   Tile = 27
	South  Tile = 28
	West   Tile = 29
	North  Tile = 30
	White  Tile = 31
	Green  Tile = 32
	Red    Tile = 33
	Flower Tile = 34 // 1f, plum; flowers 1f-4f and seasons 5f-8f follow in order
	Joker  Tile = 42 // 0j
	// NoTile marks the absence of a tile.
	NoTile Tile = 255
)

const numAllKinds = 43

// suitLetters gives the notation letter of each suit.
const suitLetters = "mpszfj"

// makeTile returns the tile of a suit and rank (1-9 for m, p, s; 1-7 for
// z; 1-8 for f; 0 for j), or an error when the rank is out of range.
func makeTile(s Suit, rank int) (Tile, error) {
	switch {
	case s <= Bamboo && rank >= 1 && rank <= 9:
		return Tile(int(s)*9 + rank - 1), nil
	case s == Honours && rank >= 1 && rank <= 7:
		return Tile(27 + rank - 1), nil
	case s == Bonuses && rank >= 1 && rank <= 8:
		return Tile(34 + rank - 1), nil
	case s == Jokers && rank == 0:
		return Joker, nil
	}
	return NoTile, &NotationError{Group: fmt.Sprintf("%d%c", rank, suitLetter(s)), Reason: ReasonRankOutOfRange}
}

func suitLetter(s Suit) byte {
	if int(s) < len(suitLetters) {
		return suitLetters[s]
	}
	return '?'
}

// Valid reports whether t is a tile at all (a playing kind, a bonus tile
// or the joker).
func (t Tile) Valid() bool { return t < numAllKinds }

// Suit returns the tile's family.
func (t Tile) Suit() Suit {
	switch {
	case t < 27:
		return Suit(t / 9)
	case t < 34:
		return Honours
	case t < 42:
		return Bonuses
	}
	return Jokers
}

// Rank returns the number written in the notation: 1-9 in a suit, 1-7 for
// honours, 1-8 for bonus tiles, 0 for the joker.
func (t Tile) Rank() int {
	switch {
	case t < 27:
		return int(t%9) + 1
	case t < 34:
		return int(t-27) + 1
	case t < 42:
		return int(t-34) + 1
	}
	return 0
}

// IsSuited reports whether the tile is a numbered tile (m, p or s).
func (t Tile) IsSuited() bool { return t < 27 }

// IsHonour reports whether the tile is a wind or a dragon.
func (t Tile) IsHonour() bool { return t >= 27 && t < 34 }

// IsWind reports whether the tile is one of the four winds.
func (t Tile) IsWind() bool { return t >= East && t <= North }

// IsDragon reports whether the tile is one of the three dragons.
func (t Tile) IsDragon() bool { return t >= White && t <= Red }

// IsTerminal reports whether the tile is a 1 or a 9 of a suit.
func (t Tile) IsTerminal() bool { return t < 27 && (t%9 == 0 || t%9 == 8) }

// IsTerminalOrHonour reports whether the tile is a terminal, a wind or a
// dragon: the tiles of thirteen orphans.
func (t Tile) IsTerminalOrHonour() bool { return t.IsTerminal() || t.IsHonour() }

// IsSimple reports whether the tile is a 2-8 of a suit.
func (t Tile) IsSimple() bool { return t < 27 && !t.IsTerminal() }

// IsPlaying reports whether the tile is one of the 34 kinds that form
// melds (not a bonus tile, not a joker).
func (t Tile) IsPlaying() bool { return t < NumKinds }

// IsBonus reports whether the tile is a flower or a season.
func (t Tile) IsBonus() bool { return t >= Flower && t < Joker }

// IsJoker reports whether the tile is a joker.
func (t Tile) IsJoker() bool { return t == Joker }

// IsFlower reports whether the tile is a flower (1f-4f).
func (t Tile) IsFlower() bool { return t >= Flower && t < Flower+4 }

// IsSeason reports whether the tile is a season (5f-8f).
func (t Tile) IsSeason() bool { return t >= Flower+4 && t < Joker }

// BonusWind returns the seat wind a bonus tile belongs to: flower n and
// season n+4 belong to wind n (1 = East ... 4 = North).
func (t Tile) BonusWind() Wind { return Wind((t - Flower) % 4) }

// Next returns the tile one rank higher in the same suit and true, or
// NoTile and false at a 9 or for a tile that has no sequence.
func (t Tile) Next() (Tile, bool) {
	if t < 27 && t%9 < 8 {
		return t + 1, true
	}
	return NoTile, false
}

// String returns the tile in notation: "5m", "1z", "3f", "0j".
func (t Tile) String() string {
	if !t.Valid() {
		return "??"
	}
	return string([]byte{byte('0' + t.Rank()), suitLetter(t.Suit())})
}

// MarshalText writes the tile in notation.
func (t Tile) MarshalText() ([]byte, error) {
	if !t.Valid() {
		return nil, fmt.Errorf("rules: invalid tile %d", uint8(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads one tile in notation.
func (t *Tile) UnmarshalText(b []byte) error {
	v, err := ParseTile(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// ParseTile reads one tile written in notation, such as "5m" or "7z".
func ParseTile(s string) (Tile, error) {
	tiles, err := parseRuns(s)
	if err != nil {
		return NoTile, err
	}
	if len(tiles) != 1 {
		return NoTile, &NotationError{Group: s, Reason: ReasonNotOneTile}
	}
	return tiles[0], nil
}

// playingKinds returns the 34 playing kinds in order.
func playingKinds() []Tile {
	out := make([]Tile, NumKinds)
	for i := range out {
		out[i] = Tile(i)
	}
	return out
}
