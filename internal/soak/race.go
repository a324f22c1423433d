package soak

import "testing"

// OneGoroutine marks a test that runs on its own goroutine alone: no
// program, server or outside program, no goroutine of its own (a
// model driven by its messages, its commands run in turn). The race
// detector can find nothing there, so under it the test is skipped;
// make test runs the test's package without the detector as well (the
// Makefile's TWICE_PKGS; internal/archtest checks that the package is
// listed there).
func OneGoroutine(t testing.TB) {
	t.Helper()
	if RaceDetector {
		t.Skip("one goroutine: run without the race detector (make test runs this package both ways)")
	}
}
