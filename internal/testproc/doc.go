// Package testproc starts the test binary again as a second process, for
// the tests that need two processes at once (a lock on a file is held by
// a process, not by a goroutine), and holds what such tests share (Buffer).
// Only tests import it.
package testproc
