// Package coach says what a teacher at the table would, from a seat's
// View: the strategy's advice (internal/strategy: the six tips of the
// classic rule book, seed 001, as the club bot plays them) — which tile
// to discard and why, whether to claim and with which option, when to
// declare, which tiles are safe late in the hand — and what presents it:
// the copies of a discard already out, the discards the hand could claim
// now, the reminder to declare. It reads only the View: nothing hidden
// from the seat.
package coach
