//go:build unix

package procgroup

import "syscall"

const (
	sigTerm = syscall.SIGTERM
	sigKill = syscall.SIGKILL
)

// signalAll sends sig to the group pgid (when group is set) and to each
// of pids.
func signalAll(pgid int, group bool, pids []int, sig syscall.Signal) {
	if group {
		_ = syscall.Kill(-pgid, sig)
	}
	for _, pid := range pids {
		_ = syscall.Kill(pid, sig)
	}
}

// groupExists reports whether a process of the group pgid still runs
// (or is a zombie not yet waited for).
func groupExists(pgid int) bool { return syscall.Kill(-pgid, 0) == nil }
