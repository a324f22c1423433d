//go:build unix && !linux

package procgroup

import "syscall"

// sysProcAttr: a process group of its own (no parent-death signal on
// this system: the next start's End finds what a killed server left).
func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
