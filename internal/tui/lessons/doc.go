// Package lessons is the Learn screen (the start menu's Learn, `mahjong
// learn`): the list of the course's lessons and of the drills with the
// progress kept (Progress: the hooks that load and save it), a lesson's
// opening words, a lesson played on the table with its words in rows of
// their own above it (its moves judged by package learn: a wrong one is
// not played, its explanation is shown, the tiles a step is about are
// marked *), and the drills with their choices, by runs of ten at a
// level (drill.go). g asks the root for the glossary (kit.Glossary). It
// draws with the table's and the sheets' packages.
package lessons
