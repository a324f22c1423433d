//go:build linux

package cpuclock

import "golang.org/x/sys/unix"

// Thread returns the calling thread's CPU time in nanoseconds; false
// where it cannot be read.
func Thread() (int64, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return ts.Nano(), true
}
