// Package chart draws the story of a game as text: each player's running
// total over the hands as a line chart of marks on a grid of cells, with
// the value axis and the hand axis labelled. It is drawn in plain runes
// (one cell each), so that it reads the same with and without colour,
// with a screen reader and in a copied terminal: each series has its own
// mark (a letter of the player's name), a cell where several series meet
// shows the meeting mark, and the legend says which mark is whose. The
// caller styles the marks (Cell.Series says whose each is) and words the
// legend; nothing here is player-facing text.
package chart
