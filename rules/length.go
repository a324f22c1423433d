package rules

import "strconv"

// Length is how long a game lasts (RULES.md "Length of a game"): a number
// of rounds, each ending when the deal has gone round the table (the
// dealer staying as the rule set says), or a number of hands, drawn
// hands counting. The length option chooses it for hk, classic and pow2:
// full (a round per seat), half (East and South), east, or 1-64 hands;
// family is always one hand.
type Length struct {
	// Rounds is the number of rounds (prevailing winds) played; 0 for a
	// game counted in hands.
	Rounds int
	// Hands is the number of hands played; 0 for a game counted in
	// rounds.
	Hands int
	// Seats is the number of seats at the table: a game of as many rounds
	// as seats is a full game.
	Seats int
}

// Length returns how long a game of the variant lasts.
func (v Variant) Length() Length {
	if v.Rounds == 0 || v.MaxHands > 0 {
		return Length{Hands: v.MaxHands, Seats: v.Players}
	}
	return Length{Rounds: v.Rounds, Seats: v.Players}
}

// String names the length as the length option writes it: "full",
// "half", "east", or the number of hands ("8"); "" for a length no option
// writes (a variant built by hand).
func (l Length) String() string {
	switch {
	case l.Hands > 0:
		return strconv.Itoa(l.Hands)
	case l.Rounds == l.Seats:
		return "full"
	case l.Rounds == 2:
		return "half"
	case l.Rounds == 1:
		return "east"
	}
	return ""
}

// setLength applies the length option: full keeps a round per seat (the
// players option takes a round away at three), half two rounds, east one; a number of
// hands ends the game after that many hands, whatever the rounds (the
// prevailing wind comes round again after the last).
func (v *Variant) setLength(x optionValue) {
	switch x.word {
	case "full":
		v.Rounds = v.Players
	case "half":
		v.Rounds = min(2, v.Players)
	case "east":
		v.Rounds = 1
	default:
		v.Rounds, v.MaxHands = 0, x.n
	}
}
