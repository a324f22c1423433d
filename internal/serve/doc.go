// Package serve is mahjong serve: the game served over SSH (charm.land/
// wish/v2 on charm.land/ssh) to tables of up to four people, bots in the
// other seats.
//
// # Sessions
//
// Any SSH client comes in (a public key, when offered, is how a person
// is known again; the SSH user name is their name at the table). A
// session gets the game and nothing else: no shell, no command but a
// table's code ("ssh -p 2222 HOST -t CODE [--lang fr] [--tiles
// letters]", or "-t new [RULES]"), no forwarding, no subsystem. Each
// runs its own program (the terminal game's program loop, which draws
// only when something changed: an idle session is never woken) on its
// own terminal: its size and window changes, the colours its TERM and
// environment allow, its language (--lang, else the LANG or LC_* its
// client sends), its tile style. The limits (sessions, sessions per
// address, tables, input rate, idle time) are told to the session they
// refuse in one line; the log on stderr has a line for every connect,
// join, leave, start, game end, refusal and disconnect.
//
// # Bounds
//
// Everything a peer chooses is bounded before anything of it is kept
// (guard.go, channel.go, guesses.go): the connections in their handshake
// and those logged in, per address and in all (a listener's guard: one
// address never fills the server's share, and when attackers from many
// addresses fill the handshakes, a newcomer from a network or address
// holding fewer takes the place of the busiest one's oldest), the
// handshake's time
// (Config.Handshake), the bytes a second a connection sends, one session
// channel a connection, the requests and environment of a session, its
// terminal (MaxWidth x MaxHeight, said on screen when larger; window
// changes paced), and the wrong passwords and rejoin codes per address
// and per table across sessions (a growing wait; a table locked a
// minute). A panic in a session is logged with its stack and ends that
// session alone. hostile_test.go attacks them all.
//
// # Screens
//
// A session's program is the terminal game's one root (tui.App) with
// this package's screens in front (tui.Options.First): the lobby, the
// table code and password prompts, the new-table form and a table's
// waiting room are kit.Screens defined here against the terminal game's
// exported screen interface (package tui knows nothing of rooms, codes
// or passwords, and never imports this package). They share the
// session's lobby state (session.go) and pass from one to another with
// kit.Show; every field (a code, a password, the new table's password,
// the line of talk) is a bubbles/textinput field, printable characters
// only. When a table starts, the waiting room asks the root to play the
// table's tui.Session (tui.PlayServed) and stays behind it as its
// kit.Host: the talk key and line (an overlay), the server's messages
// (talk, notices, the seat taken away) and the session's message line
// are the waiting room's; leaving the game brings the lobby back.
//
// # Tables
//
// The lobby lists the tables (rule set and options, people seated,
// spectators, where the game is); a table is opened with a rule set and
// its options from the rules registry, the bots' strength, an optional
// password and an optional turn timer, and has a short code. Its first
// person present starts it with one to four people seated. A room owns
// the table.Table that plays its game: a person's seat is their
// session's tui.Session (the same table screen, keys and coach as at
// home, drawn only from the seat's view), a spectator's is one too (what
// a bystander sees), and the seat's bot plays for a person who is away,
// who does not answer in time (the table says so), or whose line drops
// (at once: the game never waits on a dead line). The same person coming
// back (same key, or the seat's rejoin code) takes the seat back at its
// next decision. A table nobody sits at waits; one left empty for
// Config.Abandon closes.
//
// The bots of a table are a level, or an outside program the operator
// named (Config.Programs: mahjong serve --bots exec:PATH), offered in
// the new-table form by its label, never by a path a session gives.
// Each bot seat of such a table runs its own process of it (botproto,
// the table's variant), bounded over the server by Config.MaxProcesses;
// the club bot answers for it when it is slow, wrong or stopped, or
// plays the seat when the program cannot start (the table says so), and
// the log counts it. The processes stop with the table's game (its end,
// its closing, the server stopping); a resumed table starts them again.
//
// Every action is saved (one autosave a table, written atomically by the
// store, read back when the server starts again: every table resumes
// where it stood); every hand that ends goes to each person's history,
// every game that ends to their records, as the single-player game keeps
// them. Talk (a line, or a quick message read in each session's own
// language) is bounded, rate-limited and made safe, and shown in the
// table's log.
package serve
