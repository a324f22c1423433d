package procgroup

import "syscall"

// sysProcAttr: a process group of its own, and SIGKILL when the thread
// that started it ends (the starting process killed, even by kill -9).
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
