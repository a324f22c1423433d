// Package tui owns the terminal game: one person against three bots (two
// at a table of three), from the start menu to the final standings. It
// is built the way
// Charm's own apps are: a root model (App) routes messages to the screen
// in front (a screen: the menu, the table, a score sheet, the standings)
// under a stack of overlays (the help, the quit dialog, the export
// dialog: the one on top takes the keys, each is drawn over what is below
// it); screens and overlays say what they want done as intents the root
// carries out. Key bindings are declared with bubbles/key and shown by
// bubbles/help; every style lives in theme.go; every player-facing word
// comes from the catalogues (assets/i18n/tui.*.txt).
//
// A program's session context (the language's catalogue, the theme, the
// tile faces, the settings, the terminal's size) is built once per
// program and handed to every screen: nothing the screens draw with is
// global, so that many programs (the sessions of a server) run side by
// side in one process. The catalogues and glyph sets are loaded once and
// only read.
//
// The person sits at any seat (Settings.Seat, kept by a save): the table
// is drawn only from rules.View values of that seat, the person at the
// bottom and the others where they sit from there (names by place: Lin
// on the right, Mei across, Hao on the left); the screen never reads
// hidden tiles from the game. At a table of three (the players option:
// seat 3 is empty) the seat that plays after the person is on the right,
// the one before on the left, and the place across is shown empty; no
// name, log line or sheet mentions the empty seat (seats.go). The Match plays the game at a table
// (package table: who may act, falling back, each seat's redacted
// events): the person's keys answer the person's decisions, the bots are
// asked through the table in tea.Cmds, paced by the chosen speed;
// view-models (tablevm.go) turn a View into what the screen shows, and
// the render functions draw view-models without deciding anything.
//
// Hooks connect the game to the outside world without this package
// knowing how: a saved-game check for the menu's Continue item, a loader,
// a callback after every applied action (autosave), one before quitting,
// one when the game is over (its record) and one that exports it. A
// resumed game is shown on the screen its state calls for: its log and
// calls are rebuilt by replaying its actions, so that the table is the
// one that was left. A stop on the Terminal (the command line turns
// SIGINT, SIGTERM and SIGHUP into one) becomes a message: the game is
// saved and the terminal restored before the program ends.
//
// # Served tables
//
// A table a server runs for many people (one table.Table, many
// sessions) is shown by a Session per person or spectator (NewSession):
// the same table screen, sheets, keys and coach as local play, drawn only
// from the session's own seat's View (a spectator's: rules.NoSeat, seen
// from Settings.Seat). The Session is the seat's table.Participant (Act
// hands the decision to the screen and waits for the person's key, the
// seat's time limit, or Close) and a table.Observer (an applied action
// wakes the session's program with a message, never blocking the table;
// the program then replays the new actions on its own copy of the game,
// so that drawing never locks the table and a session that joins late
// rebuilds the log). The server:
//
//	sess, err := tui.NewSession(settings, tui.SessionOptions{Table: t, Seat: 2, Names: names})
//	t.Swap(2, sess) // or table.New with it, or t.Watch(sess) for a spectator
//	err = tui.RunSession(sess, tui.Terminal{In: s, Out: s, Env: env, Size: size, Resized: sizes})
//	sess.Close()    // a pending decision falls back at once
//	t.Swap(2, bot)
//
// RunSession attaches the session to its program and runs it until the
// person quits, leaves the final standings or the connection drops
// (program.ErrInputClosed). Any tea.Program may run sess.Model() instead
// (Attach its Send first).
//
// # Costs
//
// Programs run on package program, which draws a frame only after a
// message changed the view: an idle session (no key, no table event) is
// never woken, where Bubble Tea's own Program flushes on a timer 60 times
// a second. A frame is drawn on the session's own cell grid, kept from
// frame to frame, with tiles and marks styled once per session, the
// coach's advice and the log worded once per action and the help line
// once per set of keys (BenchmarkTableFrame).
//
// A person leaving a score sheet calls SessionOptions.NextHand (the
// server counts who is ready), or the table's NextHand when there is
// none. Local play (New, Run) is unchanged: its App runs its own table
// and asks its bots in commands, paced by the chosen speed.
//
// Replay (mahjong replay) shows a recorded game position by position with
// the same table and score sheets, every hand face up.
package tui
