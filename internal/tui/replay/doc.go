// Package replay is the replay viewer's screen (mahjong replay FILE): a
// recorded game position by position with every hand face up, the table
// as it stood after each step, the score sheet when a hand is over, the
// final standings after the last sheet of a finished game. It draws with
// the table and the sheets; only the help line, the help box and the
// prompt line (which step this is and what it did) are its own.
//
// A position is the game after its first k actions. The viewer keeps a
// snapshot of the match (Game.Clone, the log and the calls) at the start
// of every hand and replays from the nearest one, so that a step costs
// at most one hand's actions whatever the length of the game.
package replay
