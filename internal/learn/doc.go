// Package learn is the "Learn" entry of the game: a course of lessons,
// in order, played on fixed walls against scripted opponents, each step
// a question whose move is checked and whose mistake is explained, and
// drills drawn from simulated positions ("what would you discard?",
// "what are the waits?", "score this hand", "what is safe?") with
// choices at three levels, by runs of ten, judged by the engine and the
// strategy.
//
// It holds the lessons as data (Lesson: the rule set, the hands dealt,
// the draws, the opponents' script, the steps and the tiles each step is
// about), runs them (Session: the game, the current step, Try to judge a
// move), and makes and judges the drills (Drill, its Choices, Judge;
// Run, ten of them; WaitShape names a wait's shape). The words are
// catalogue keys (assets/i18n/learn.*): a Note carries a key and its
// arguments, tiles and seats among them, for the screen to word (tiles
// by name). Nothing here draws: the TUI's Learn screen shows it;
// internal/store keeps the progress.
package learn
