package serve

import (
	"time"

	"charm.land/ssh"
)

// The messages the server sends a session's program (through its
// outbox), besides the table's own (the terminal game's served screen
// follows the table by itself).

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

// sizeMsg says that the terminal asked for is larger than a session is
// drawn in (MaxWidth x MaxHeight): the session says so; or, not larger,
// that it fits again.
type sizeMsg struct {
	asked  ssh.Window
	larger bool
}
