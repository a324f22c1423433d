// Package botproto seats an outside program at a table: a bot written in
// any language that talks JSON lines over its standard input and output
// (the protocol: PROTOCOL.md beside this file). A Program is a
// table.Participant and a table.Observer: the table hands it its seat's
// redacted events and, when the seat must act, its view and the legal
// actions; the program answers with one of them.
//
// The table never waits on a program past the seat's time limit and
// never stops on it: an answer that comes late, is not an answer, or is
// not legal, and every decision after the program ended, falls back to
// the seat's fallback (the club bot) and is counted (table.Fallbacks,
// Program.Stats). What the program writes is untrusted: it is read a
// line of at most MaxLine bytes at a time, a program that stops reading
// its input is given up rather than blocking the table, and nothing it
// writes (answers, its standard error) reaches a terminal unless made
// safe (safetext).
//
// Start runs a program (the command line's "exec:PATH" names, Spec);
// NewConn talks the protocol over any reader and writer.
package botproto
