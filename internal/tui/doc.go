// Package tui owns the terminal game: one person against three bots (two
// at a table of three), from the start menu to the final standings, the
// replay viewer, the lessons, and a person's screen at a table a server
// runs. It is the root of every program that shows the game: App.
//
// # One root
//
// App is built the way Charm's own apps are: one root model routes
// messages to the screen in front (a kit.Screen: the menu, the table, a
// score sheet, the standings, the replay, the Learn screen, a served
// session's lobby ...) under a stack of overlays (kit.Overlays: the help,
// the quit dialog, the export dialog, a line of talk: the one on top
// takes the keys, each is drawn over what is below it). Screens and
// overlays say what they want done as intents the App carries out
// (carry.go): a screen never changes the game, the screen in front or
// the stack itself. Key bindings are declared with bubbles/key and shown
// by bubbles/help; every style lives in the kit's theme; every
// player-facing word comes from the catalogues (assets/i18n/tui.*.txt).
// Every program runs this one root: `mahjong` (New, Run), `mahjong
// learn` (Options.Learn), `mahjong replay` (NewReplay, RunReplay: the
// replay screen in front), a served session (Options.First: the
// server's lobby in front) and a served seat on its own (Session.Model,
// RunSession).
//
// # Rooms
//
// The screens live in packages named for what they show, each with its
// doc.go; the arrows are what imports what:
//
//	kit      the shared kit: the screen interface and intents, the session
//	         context, canvas and grid, painter, glyphs, theme, settings,
//	         seating and names, common keys, text fields (imports no room)
//	play     the table: the match, a served seat, the table screen, its
//	         view-models and layout (-> kit, coach)
//	menu     the start menu and its options page (-> kit)
//	sheet    the score sheet and the final standings (-> kit)
//	lessons  the Learn screen: lessons and drills (-> kit, play, sheet)
//	replay   the replay viewer (-> kit, play, sheet)
//	reviewscreen  a game's review, from the standings and the replay
//	         (the v key): its progress, the decisions, the summary
//	         (-> kit, coach, package review)
//	dialog   the help, the quit and the export dialogs (-> kit)
//	coach    the coach: its advice on a View, and its words
//	program  the program loop that draws only on change
//	tui      the root App: routing, the game driver (game.go), the served
//	         game (served.go), the practice aids (practice.go), watching
//	         the bots (watch.go), the public API (-> every room)
//
// Nothing in internal/tui imports internal/serve: the server defines its
// own screens (the lobby, the code and password prompts, the new-table
// form, the waiting room) against the kit's exported screen interface
// and runs them in this root (Options.First), so that the tui knows
// nothing of rooms, codes or passwords.
//
// # Adding a screen
//
//  1. Write a type with the kit.Screen methods (ID, Update, Draw,
//     KeyMap) in the room it belongs to, or in a new package with its
//     doc.go; it draws with the kit.Context it is handed and nothing
//     global. Add kit.Windowed for its own title or mouse, kit.Sized if
//     it fits a terminal smaller than the table.
//  2. Say what it wants done with intents: the kit's (kit.Show{Screen}
//     to put another screen in front, kit.Back for the menu, kit.Open
//     for an overlay, kit.Quit, kit.Help ...), or its own, carried out
//     in carry.go when only the root can (a new game, a hook).
//  3. Put it in front: from another screen with kit.Show, or from the
//     App for an entry of its own (a menu intent, an Option).
//  4. Test it on its own (a kit.Context, Update, Draw: lessons' harness
//     does so) or through the App (newTestApp), with goldens in
//     testdata for what a person sees.
//
// The session context (kit.Context: the language's catalogue, the theme,
// the tile faces, the settings, the terminal's size, the notices) is
// built once per program and handed to every screen: nothing the
// screens draw with is global, so that many programs (the sessions of a
// server) run side by side in one process. The catalogues and glyph sets
// are loaded once and only read.
//
// # The table
//
// The person sits at any seat (Settings.Seat, kept by a save): the table
// is drawn only from rules.View values of that seat, the person at the
// bottom and the others where they sit from there (names by place: Lin
// on the right, Mei across, Hao on the left); the screen never reads
// hidden tiles from the game. At a table of three (the players option:
// seat 3 is empty) the seat that plays after the person is on the right,
// the one before on the left, and the place across is shown empty; no
// name, log line or sheet mentions the empty seat (kit.Seating). The
// match plays the game at a table (package table: who may act, falling
// back, each seat's redacted events): the person's keys answer the
// person's decisions, the bots are asked through the table in tea.Cmds,
// paced by the chosen speed; view-models (play.BuildVM) turn a View into
// what the screen shows, and the render functions draw view-models
// without deciding anything.
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
// # Practice and watching
//
// In local play the person may take a move back (the u key: the match is
// played again from its record without its tail, its bots reseeded at
// every hand and asked again over the hand, in a command; Hooks.TakenBack
// keeps it in the autosave, a practice game from then on), ask one hint,
// and turn the aids of kit.Toggles on (auto-pass, auto-win, the bell,
// written to the terminal as tea.Raw through package program); a served
// table offers none. Options.Watch (and the menu's Watch the bots play)
// deals a game of bots the person watches (play.NewWatchMatch): the App
// asks every seat, holds the bots while paused, leaves the score sheets by
// itself and keeps the record through Hooks.Watched, never an autosave.
// Every choice the person makes on the menu or at the table is handed to
// Hooks.SettingsChanged, to be remembered.
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
// rebuilds the log). A server's session plays it from its waiting room:
// the screen in front asks PlayServed{Session, Host}; the host (a
// kit.Host) stays behind the game, sees every key and message first (its
// talk key, the server's messages) and draws its own line over the
// table; the person leaving the game (quitting it, leaving the final
// standings) puts the host in front again with kit.GameLeft. On its own:
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
// A person leaving a score sheet calls SessionOptions.NextHand (the
// server counts who is ready), or the table's NextHand when there is
// none. Local play (New, Run) runs its own table and asks its bots in
// commands, paced by the chosen speed.
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
package tui
