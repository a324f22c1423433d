// Package lessons is the Learn screen (the start menu's Learn, `mahjong
// learn`): the list of lessons and drills with the progress kept
// (Progress: the hooks that load and save it), a lesson's opening words,
// a lesson played on the table with its words across the top (its moves
// judged by package learn: a wrong one is not played, its explanation is
// shown), and the drills (a discard, the waits, a total). It draws with
// the table's and the sheets' packages.
package lessons
