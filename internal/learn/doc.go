// Package learn is the "Learn" entry of the game: short lessons played
// on fixed walls against scripted opponents, each step checking the
// player's move and explaining a mistake, and drills drawn from
// simulated positions ("what would you discard?", "what are the
// waits?", "score this hand"), judged by the engine and the strategy.
//
// It holds the lessons as data (Lesson: the rule set, the hands dealt,
// the draws, the opponents' script, the steps), runs them (Session: the
// game, the current step, Try to judge a move), and makes and judges the
// drills (Drill). The words are catalogue keys (assets/i18n/learn.*):
// a Note carries a key and its arguments, tiles among them, for the
// screen to word in its tile style. Nothing here draws: the TUI's
// lesson screen shows it; internal/store keeps the progress.
package learn
