// Package reviewscreen is the review of a game inside the program: from
// the final standings or the replay viewer (the v key), a seat's
// decisions in the game's record weighed by package review, the same
// review `mahjong review` prints. While it thinks, a progress bar: the
// review runs in a command under a context of its own, which Esc (back to
// the screen it was opened from) or leaving the program cancels, so that
// nothing goes on weighing behind the person's back. Then the decisions
// where the seat did not play the best action, costliest first (the hand,
// the seat's turn in it, the action taken, the best action, the cost with
// its 95% interval, the reason), scrolled with the arrows, under the
// summary: the agreement with the best action, the loss per hand, the
// losses by kind.
//
// The budget is small, so that a person waits seconds, not minutes
// (DefaultBudget: 16 worlds a decision for a hand, 640 worlds shared
// over the decisions of a longer game, 3 a decision at least),
// and counted in worlds, never in time, so that a game gets the same
// review on any machine: a rough review, which `mahjong review` weighs
// longer (60 worlds a decision). The words of a decision (Words) are the
// command line's too: one home.
package reviewscreen
