package serve

import (
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// The messages a table sends to a session's program (through its
// outbox). A session is only ever sent what its seat may see: its own
// views and its events redacted for it (a spectator's, for nobody).

// syncMsg starts a session's table: its seat (rules.NoSeat for a
// spectator), the view it has now and the events that led there, as the
// seat saw them (the end of the game's log, redacted for the seat).
type syncMsg struct {
	code    string
	seat    rules.Seat
	view    rules.View
	history []rules.Event
}

// eventsMsg is an applied action's events as the session's seat sees
// them, with the seat's view after it.
type eventsMsg struct {
	evs  []rules.Event
	view rules.View
}

// decisionMsg asks the person at the session's seat to choose: view's
// legal actions; the answer goes back with seq.
type decisionMsg struct {
	seq  uint64
	view rules.View
}

// decisionGoneMsg withdraws a decision: the turn timer ran out, or the
// seat was taken back by a newer session of the same person.
type decisionGoneMsg struct{ seq uint64 }

// roomMsg says that the table's people, spectators or state changed:
// the session reads the table again.
type roomMsg struct{}

// lobbyMsg says that the list of tables changed.
type lobbyMsg struct{}

// chatMsg is a line said at the table.
type chatMsg struct{ line chatLine }

// noticeMsg is something the table tells everyone, worded from the
// catalogue in each session's own language.
type noticeMsg struct {
	key  string
	args []any
}

// leftTableMsg sends the session back to the lobby: the table closed, or
// the seat was taken by a newer session of the same person (key is the
// catalogue key of why).
type leftTableMsg struct{ key string }

// chatLine is one line of table talk. Text is what a person typed
// (bounded, made safe), or Quick the catalogue key of a quick message,
// shown in each reader's language; a line with neither is the table's
// own notice (Key, Args).
type chatLine struct {
	From  string
	Text  string
	Quick string
	At    time.Time
}
