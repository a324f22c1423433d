package soak

import "testing"

// Under the race detector a one-goroutine test is skipped; without it,
// it runs.
func TestOneGoroutine(t *testing.T) {
	ran := false
	t.Run("marked", func(t *testing.T) {
		OneGoroutine(t)
		ran = true
	})
	if ran == RaceDetector {
		t.Errorf("race detector %v: the marked test ran %v", RaceDetector, ran)
	}
}
