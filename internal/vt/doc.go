// Package vt is a small virtual terminal: it reads what a program writes
// to a terminal (text, and the control and escape sequences a Bubble
// Tea / ultraviolet renderer sends: cursor moves, erasing, inserting and
// deleting characters and lines, repeating, scroll regions, scrolling,
// tabs, autowrap and insert modes) and keeps the screen it makes, as
// text (colours and styles are dropped). The load tool (cmd/loadserve)
// reads a served session's screen through it, to tell when the frame
// that answers a key has arrived whole.
package vt
