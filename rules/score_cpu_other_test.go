//go:build !unix

package rules

func processCPU() (int64, bool) { return 0, false }
