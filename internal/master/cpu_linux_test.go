//go:build linux

package master

import "golang.org/x/sys/unix"

// threadCPU returns the calling thread's CPU time in nanoseconds (the
// caller locks its goroutine to the thread): on a shared machine it
// measures the work of one decision on one core, where the wall clock
// also counts the time other processes hold the cores.
func threadCPU() (int64, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return ts.Nano(), true
}
