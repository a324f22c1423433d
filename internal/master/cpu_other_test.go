//go:build !linux

package master

// threadCPU is not measured here: the benchmark reports the wall clock.
func threadCPU() (int64, bool) { return 0, false }
