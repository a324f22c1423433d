package rules

// WinContext is how a hand was won: everything scoring needs beyond the
// tiles. The table engine fills it in at a win; a score calculator from
// what a player tells it.
type WinContext struct {
	SeatWind       Wind // the winner's seat wind
	PrevailingWind Wind // the round's wind
	SelfDrawn      bool // won on a tile drawn from the wall (a replacement included)
	// Discarder is the wind of the seat that gave the winning tile: the
	// discarder, or the owner of a robbed kong. Ignored when SelfDrawn.
	Discarder   Wind
	LastTile    bool // won on the last wall tile, or on the discard right after it
	Replacement int  // 1: won on a kong replacement tile; 2: on a second consecutive replacement
	RobbingKong bool // won on the tile of another seat's added kong
	Heavenly    bool // the dealer won on the dealt hand
	Earthly     bool // won on the dealer's first discard
	// Declared is true when the winner had declared ready (classic) or
	// calling (pow2) before the winning tile.
	Declared bool
	// Players is the number of seats at the table: 4 (0 reads as 4), or
	// 3, where the winds are E, S and W and two seats lose.
	Players int `json:",omitempty"`
	// Norths is the number of Norths the winner set aside as bonus tiles
	// (three players, 0-4): bonus tiles that Hand.Bonus, written in the
	// notation, does not hold.
	Norths int `json:",omitempty"`
}

// seats returns the number of seats at the table (Players, 0 read as 4).
func (c *WinContext) seats() Wind {
	if c.Players == 3 {
		return 3
	}
	return 4
}

// ScoreReason says why a complete-looking hand is not a legal win.
type ScoreReason uint8

// The reasons a win is refused.
const (
	ReasonNone         ScoreReason = iota
	ReasonNotComplete              // the tiles are not 4 melds + a pair or a special hand
	ReasonBelowMinimum             // below the variant's minimum (hk MinFan, pow2 MinPoints)
	ReasonUndeclared               // classic: the winner had not declared ready
	ReasonLastDiscard              // pow2: the last discard of a hand cannot be claimed to win
)

// Name names the reason ("below_minimum"; "" for ReasonNone).
func (r ScoreReason) Name() string {
	switch r {
	case ReasonNotComplete:
		return "not_complete"
	case ReasonBelowMinimum:
		return "below_minimum"
	case ReasonUndeclared:
		return "undeclared"
	case ReasonLastDiscard:
		return "last_discard"
	}
	return ""
}

// String gives the reason in English (developer text).
func (r ScoreReason) String() string {
	switch r {
	case ReasonNotComplete:
		return "not a complete hand"
	case ReasonBelowMinimum:
		return "below the minimum to win"
	case ReasonUndeclared:
		return "won without declaring ready"
	case ReasonLastDiscard:
		return "the last discard cannot be claimed to win"
	}
	return ""
}

// Unit is what a score's total counts.
type Unit uint8

// The units of a total.
const (
	Fan    Unit = iota + 1 // hk
	Points                 // classic (after doublings) and pow2 (n, paid as 2^n)
)

// String names the unit: "fan" or "points".
func (u Unit) String() string {
	if u == Fan {
		return "fan"
	}
	return "points"
}

// ScoreItem is one line of a score sheet: a pattern, a set or a bonus,
// with its value. Row names the row of the scoring table that scored it,
// the table first ("hk.half_flush", "classic.double_dragon_pung").
type ScoreItem struct {
	Row   string
	Value int
	// Doublings is set for a classic doubling line: the total is
	// multiplied by 2^Doublings (Value then repeats Doublings).
	Doublings int
	// Tiles names the set the item is about, in notation ("[777z]"), when
	// it is about one; Kong says that set is a kong (a row named for
	// pungs counts kongs too).
	Tiles string
	Kong  bool
	// Pattern is what the row that scored the item recognises.
	Pattern Pattern
}

// Score is the outcome of scoring a hand.
type Score struct {
	Winning bool
	Reason  ScoreReason // when not winning
	Items   []ScoreItem
	Total   int // fan after the cap (hk), points after doublings (classic), n (pow2)
	Unit    Unit
	// Payments is each seat's net change, indexed by wind. Zero-sum except
	// in classic, where only the winner scores.
	Payments [4]int
	// Decomposition is the reading of the hand that scored best.
	Decomposition Decomposition
	// Limit says how the limit-hand rule (hk) settled a hand holding a
	// limit row; zero for any other hand.
	Limit LimitCount
}

// LimitCount is how the hk limit-hand rule (RULES.md "hk: fan") settled a
// hand holding a limit row (10 or 13 fan): it scores the larger of Limit
// and Ordinary (Limit on a tie), capped at the limit of 13.
type LimitCount struct {
	// Row names the highest limit row the hand holds, as ScoreItem.Row
	// does ("hk.four_concealed_pungs"); "" for a hand that holds none.
	Row string
	// Pattern is what that row recognises.
	Pattern Pattern
	// Limit is that row's value plus the winning-condition fan
	// (self-drawn, robbing a kong, last tile, replacements).
	Limit int
	// Ordinary is the count of every row but the limit rows.
	Ordinary int
}

// Held reports whether the hand held a limit row.
func (l LimitCount) Held() bool { return l.Row != "" }

// OrdinaryWins reports whether the ordinary count won over the limit.
func (l LimitCount) OrdinaryWins() bool { return l.Held() && l.Ordinary > l.Limit }

// Scorer scores a complete hand under a variant's rules. The table
// engine asks it whether a win is legal (the hk 3-fan minimum, the
// classic ready rule) and what each seat pays.
type Scorer interface {
	Score(h Hand, ctx WinContext) Score
}
