// Package testproc runs the game in a process of its own for tests: the
// test binary started again, for the tests that need two processes at
// once (a lock on a file is held by a process, not by a goroutine), and
// the mahjong command built once (Program), for the command lines run
// as a person runs them; and it holds what such tests share (Buffer).
// Only tests import it.
package testproc
