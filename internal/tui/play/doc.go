// Package play is the table: a game in progress as the person at this
// screen sees it, and the screen that shows it.
//
//   - Match plays the game at a table (package table: who may act,
//     falling back, each seat's redacted events): the person's seat, the
//     bots (BotFactory) and outside programs (Outsider) seated by
//     NewMatch; who moves next (Next, Step), a bot's move asked in a
//     command (BotCmd, BotMoveMsg), the log of what the person saw and
//     the calls to announce. WatchMatch replays a record with no table
//     (the replay, a lesson, rebuilding a resumed game's log).
//   - The practice aids of local play (practice.go): a take-back point
//     and a match played again from the record (Rebuild, Replay: the
//     bots reseeded at every hand, seat.HandBotSeed, and asked again
//     over the hand, so that they answer as they did), the answers the
//     aids give (AutoAnswer: auto-pass, auto-win).
//   - Watching the bots (watch.go): NewWatchMatch seats bots at every
//     seat; the person follows one seat's hand or every hand open, the
//     coach reading the followed seat; WatchScreen's keys are intents
//     (Pause, StepOne, FollowNext, Faster) the root paces the game by.
//   - Served is the person's seat at a table a server runs: the seat's
//     participant and observer, and the screen's own copy of the table's
//     game, caught up as the table moves (SyncMsg, CatchUp).
//   - TableScreen is the table's kit.Screen: the selection, the prompt's
//     cursor, the declaring toggle, the coach, a hint; its keys (Handle)
//     turn into intents (Play, ConfirmDiscard, kit.TakeBack, kit.Switch)
//     the root carries out.
//   - The view-model (VM, built by BuildVM in named parts: the bar, the
//     seats, the centre, the hand row, the prompt, the help line) words
//     the table from a rules.View; DrawTable lays a VM out on a canvas
//     (LayoutTable) without deciding anything. WinDialog asks before a
//     discard that throws a win away.
//
// It imports the kit and the coach, never a screen of another package.
package play
