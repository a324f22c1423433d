package rules

// Wind is a seat wind or the prevailing wind: East, South, West, North.
// Play passes East -> South -> West -> North -> East.
type Wind uint8

// The four winds in order of play.
const (
	WindEast Wind = iota
	WindSouth
	WindWest
	WindNorth
)

// Tile returns the honour tile of the wind (1z-4z).
func (w Wind) Tile() Tile { return East + Tile(w&3) }

// Next returns the wind that plays after w.
func (w Wind) Next() Wind { return (w + 1) & 3 }

// String returns the wind's letter: E, S, W or N.
func (w Wind) String() string { return string("ESWN"[w&3]) }

// ParseWind reads E, S, W or N (either case).
func ParseWind(s string) (Wind, bool) {
	switch s {
	case "E", "e":
		return WindEast, true
	case "S", "s":
		return WindSouth, true
	case "W", "w":
		return WindWest, true
	case "N", "n":
		return WindNorth, true
	}
	return 0, false
}

// Seat is a chair at the table, 0-3, fixed for the whole game. Seat 0 is
// where the human sits in the terminal game. Seats follow the order of
// play: seat s+1 plays after seat s. The wind of a seat changes as the
// deal passes; see Game.Wind.
type Seat uint8

// NoSeat marks the absence of a seat (a self-drawn win has no discarder).
const NoSeat Seat = 255

// NumSeats is the number of seats of a table, the bound of every
// per-seat array. A three-player table (Variant.Players 3) leaves seat
// 3 empty.
const NumSeats = 4

// Next returns the seat that plays after s at a table of four
// (Variant.NextSeat at any table).
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Prev returns the seat that plays before s at a table of four: the only
// one s may chow from when the chow does not win (Variant.PrevSeat at
// any table).
func (s Seat) Prev() Seat { return (s + 3) & 3 }

// After returns how many turns after from the seat s plays (0 for s itself).
func (s Seat) After(from Seat) int { return int((s - from) & 3) }
