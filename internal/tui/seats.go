package tui

import "github.com/mahjong-tui/mahjong/rules"

// Places at the table, seen from the seat drawn at the bottom: the
// person, on the right (who plays after), across, on the left (who plays
// before: the person's chows come from there).
const (
	placeMe = iota
	placeRight
	placeAcross
	placeLeft
)

// seating is where the seats sit around the table seen from one seat
// (me, drawn at the bottom) at a table of players seats in play. At a
// table of four the seats follow each other round it; at a table of
// three the seat that plays after me is on the right, the one before on
// the left, and the place across is the empty seat's (seat 3, which no
// one plays).
type seating struct {
	me      rules.Seat
	players int
}

// seatingOf is the seating seen from me; players out of range reads as
// four.
func seatingOf(me rules.Seat, players int) seating {
	if players != 3 {
		players = rules.NumSeats
	}
	me &= 3
	if int(me) >= players {
		me = 0
	}
	return seating{me: me, players: players}
}

// three reports a table of three.
func (st seating) three() bool { return st.players == 3 }

// inPlay reports whether seat s is played.
func (st seating) inPlay(s rules.Seat) bool { return int(s) < st.players }

// at is the seat at a place (at a table of three, placeAcross is the
// empty seat).
func (st seating) at(place int) rules.Seat {
	if st.three() {
		switch place & 3 {
		case placeMe:
			return st.me
		case placeRight:
			return (st.me + 1) % 3
		case placeLeft:
			return (st.me + 2) % 3
		}
		return rules.Seat(3)
	}
	return (st.me + rules.Seat(place)) & 3
}

// place is where seat s sits.
func (st seating) place(s rules.Seat) int {
	s &= 3
	if st.three() {
		if !st.inPlay(s) {
			return placeAcross
		}
		switch (int(s) - int(st.me) + 3) % 3 {
		case 0:
			return placeMe
		case 1:
			return placeRight
		}
		return placeLeft
	}
	return int((s - st.me) & 3)
}

// seats lists the seats in play from me, by place: me, on the right,
// across (a table of four), on the left.
func (st seating) seats() []rules.Seat {
	out := make([]rules.Seat, 0, rules.NumSeats)
	for p := range rules.NumSeats {
		if s := st.at(p); st.inPlay(s) {
			out = append(out, s)
		}
	}
	return out
}
