//go:build !linux

package cpuclock

// Thread is not read here: false (the benchmarks report the wall clock).
func Thread() (int64, bool) { return 0, false }
