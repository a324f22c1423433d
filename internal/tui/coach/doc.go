// Package coach reads a seat's View and says what a teacher at the table
// would: how far the hand is from ready (shanten), what it waits for and
// how many of those tiles are left, which tile to discard and why (in the
// words of the six strategy tips of the classic rule book, seed 001),
// which discards the hand could claim, which tiles are safe late in the
// hand, and, in classic, that a ready hand must be declared. It reads only
// the View: nothing hidden from the seat.
package coach
