// Package seat owns who sits at a table and how they are seated: a seat
// is a value (a person at this keyboard, a person over SSH, a bot of a
// level, an outside program "exec:PROGRAM"), read from the text the
// command line and the server's forms give (Parse, ParseList), and
// turned into the table's participants in one place (Seater.Seat,
// Build): each bot made by one factory (Factory; the level table's by
// default) from its seat's seed (BotSeed: the game's seed × 4 + the
// seat), each outside program started through one interface (Outsider,
// which botproto.Program implements) with the club bot as its fallback
// and its time to answer (DefaultLimit unless given). The terminal game,
// the server and the simulator all seat through it.
//
// # The level table
//
// levels (level.go) is every bot level a seat may be played at, weakest
// first, and how its bot is made. A new level is one entry there: its
// name and catalogue words are its bot.Level's, and parsing, the menus,
// the server's form and the simulator all read the table (Levels,
// ParseLevel, NewBot).
//
// # Defaults
//
// A list of seats names one seat for every seat or one a seat; the
// default (Default) is one club bot for every seat, so the seats always
// follow the table's player count (three at a three-player table).
package seat
