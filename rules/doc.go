// Package rules is the mahjong rule book as code: tiles and their text
// notation, hand analysis (decompositions, shanten, waits, acceptance),
// the table engine that plays a game of any variant, and scoring.
//
// The package is pure: no I/O, no clock, no global random source. Every
// game is deterministic from a seed, and every illegal action is refused
// with a typed error that leaves the state unchanged.
//
// Notation (see RULES.md): tiles are digits followed by a suit letter,
// m (characters), p (circles), s (bamboo), z (honours 1-7 = East, South,
// West, North, White, Green, Red), f (bonus 1-8: flowers then seasons),
// j (joker, written 0j). Groups are separated by spaces; [777z] is an
// exposed meld, (5555p) a concealed kong, +9s the winning tile.
package rules
