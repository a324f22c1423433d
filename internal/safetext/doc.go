// Package safetext makes text that came from outside the program (a file,
// a flag, a network peer) safe to put on a terminal: Clean writes out
// visibly every character a terminal would act on (escape and control
// sequences, C1 controls, bidirectional overrides) rather than passing it
// through. Every printer of the program, the command line's and the
// terminal game's, calls Clean on such text; it is the one place that
// decides what is safe.
package safetext
