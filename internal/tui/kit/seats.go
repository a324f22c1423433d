package kit

import "github.com/mahjong-tui/mahjong/rules"

// Places at the table, seen from the seat drawn at the bottom: the
// person, on the right (who plays after), across, on the left (who plays
// before: the person's chows come from there).
const (
	PlaceMe = iota
	PlaceRight
	PlaceAcross
	PlaceLeft
)

// Seating is where the seats sit around the table seen from one seat
// (me, drawn at the bottom) at a table of players seats in play. At a
// table of four the seats follow each other round it; at a table of
// three the seat that plays after me is on the right, the one before on
// the left, and the place across is the empty seat's (seat 3, which no
// one plays).
type Seating struct {
	me      rules.Seat
	players int
}

// SeatingOf is the Seating seen from me; players out of range reads as
// four.
func SeatingOf(me rules.Seat, players int) Seating {
	if players != 3 {
		players = rules.NumSeats
	}
	me &= 3
	if int(me) >= players {
		me = 0
	}
	return Seating{me: me, players: players}
}

// Three reports a table of three.
func (st Seating) Three() bool { return st.players == 3 }

// InPlay reports whether seat s is played.
func (st Seating) InPlay(s rules.Seat) bool { return int(s) < st.players }

// At is the seat at a place (at a table of three, PlaceAcross is the
// empty seat).
func (st Seating) At(place int) rules.Seat {
	if st.Three() {
		switch place & 3 {
		case PlaceMe:
			return st.me
		case PlaceRight:
			return (st.me + 1) % 3
		case PlaceLeft:
			return (st.me + 2) % 3
		}
		return rules.Seat(3)
	}
	return (st.me + rules.Seat(place)) & 3
}

// Place is where seat s sits.
func (st Seating) Place(s rules.Seat) int {
	s &= 3
	if st.Three() {
		if !st.InPlay(s) {
			return PlaceAcross
		}
		switch (int(s) - int(st.me) + 3) % 3 {
		case 0:
			return PlaceMe
		case 1:
			return PlaceRight
		}
		return PlaceLeft
	}
	return int((s - st.me) & 3)
}

// Seats lists the seats in play from me, by place: me, on the right,
// across (a table of four), on the left.
func (st Seating) Seats() []rules.Seat {
	out := make([]rules.Seat, 0, rules.NumSeats)
	for p := range rules.NumSeats {
		if s := st.At(p); st.InPlay(s) {
			out = append(out, s)
		}
	}
	return out
}

// SeatName is a seat's name at the table: "you" for the person's seat
// (Settings.Seat); the others by the name a served table gives them, or
// by where they sit from there (a spectator's viewpoint has a fourth
// name). At a table of three the names are those of the places on the
// right and on the left: the empty seat across is never named.
func SeatName(sh *Context, s rules.Seat) string {
	r := sh.Seating().Place(s)
	switch {
	case r == PlaceMe && !sh.Spectator:
		return sh.Cat.T(seatNameKeys[PlaceMe])
	case sh.Names[s&3] != "":
		return sh.Names[s&3]
	case r == PlaceMe:
		return sh.Cat.T("seat.name0")
	}
	return sh.Cat.T(seatNameKeys[r])
}

// SeatKey is key, or its form for the person (key+"_you": "You
// discarded", "Vous avez défaussé") when s is the person's seat and the
// catalogue has one: a sentence whose subject is a seat agrees with it.
func SeatKey(sh *Context, key string, s rules.Seat) string {
	if s == sh.Settings.Seat && !sh.Spectator && sh.Cat.T(key+"_you") != key+"_you" {
		return key + "_you"
	}
	return key
}

// seatNameKeys are the catalogue keys of the seats' names, by place.
var seatNameKeys = [rules.NumSeats]string{"seat.you", "seat.name1", "seat.name2", "seat.name3"}

// WindName is a wind's full name.
func WindName(sh *Context, w rules.Wind) string { return sh.Cat.T("wind." + w.String()) }

// RulesName is a rule set's name.
func RulesName(sh *Context, name string) string { return sh.Cat.T("rules." + name) }
