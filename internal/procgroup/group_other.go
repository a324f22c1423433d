//go:build !unix

package procgroup

import "syscall"

// No process groups here: a program is ended by its own handle.
const (
	sigTerm = 0
	sigKill = 0
)

func signalAll(int, bool, []int, int) {}

func groupExists(int) bool { return false }

func sysProcAttr() *syscall.SysProcAttr { return nil }
