// Package fittest checks that a rendered frame fits its terminal (tests
// only): no line wider than the terminal, no more lines than it has rows,
// no line cut with "…", and no word cut by a hard wrap. A cut word is
// found without knowing where it was cut: every run of letters a frame
// shows must be a word of the screen's vocabulary (every word of the
// language's catalogues and help pages, the tile faces, the registry's
// rule set, option and value names, and what the test itself put on the
// screen), and a fragment of a broken word ("autosa", "ve") is not one.
package fittest
