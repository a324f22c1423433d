package procgroup

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"time"
)

// EnvTag is the environment variable that carries a program's tag to
// it and to every process it starts.
const EnvTag = "MAHJONG_PROCESS_TAG"

// Grace is the time between SIGTERM and SIGKILL.
const Grace = time.Second

// maxTag bounds a tag (bytes), read back from a file.
const maxTag = 200

// Group is a started program's process group: its id (the direct
// child's process id) and the tag in its environment.
type Group struct {
	Pgid int    `json:"pgid"`
	Tag  string `json:"tag"`
}

// Valid reports whether g could be a group this package started: a
// group id above 1 and a tag of NewTag's making.
func (g Group) Valid() bool {
	if g.Pgid <= 1 || len(g.Tag) == 0 || len(g.Tag) > maxTag {
		return false
	}
	for i := 0; i < len(g.Tag); i++ {
		if c := g.Tag[i]; c <= ' ' || c > '~' || c == '=' {
			return false
		}
	}
	return true
}

// NewTag makes a tag no other process carries: prefix (printable ASCII,
// no '=') and random hex.
func NewTag(prefix string) string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// Start starts cmd (made by the caller, not started) in a process group
// of its own with tag in its environment; on Linux it gets SIGKILL when
// the thread that started it ends (the OS thread is locked while it
// starts: the parent-death signal follows the thread that forks, and a
// Go program's threads live as long as the program).
func Start(cmd *exec.Cmd, tag string) (Group, error) {
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, EnvTag+"="+tag)
	cmd.SysProcAttr = sysProcAttr()
	runtime.LockOSThread()
	err := cmd.Start()
	runtime.UnlockOSThread()
	if err != nil {
		return Group{}, err
	}
	return Group{Pgid: cmd.Process.Pid, Tag: tag}, nil
}

// End ends the group and every process carrying its tag: SIGTERM, then
// SIGKILL to what is left after grace, waited for until it is gone
// (another grace at most). own says the caller started the
// group's leader itself (a program it still holds); otherwise (a group
// read back from a file) the group is signalled only while a process of
// it carries the tag, and a process only while it carries the tag. It
// returns the live processes that carried the tag.
func End(g Group, grace time.Duration, own bool) int {
	if !g.Valid() {
		return 0
	}
	pids, inGroup := tagged(g)
	found := len(pids)
	group := inGroup || own
	signalAll(g.Pgid, group, pids, sigTerm)
	for deadline := time.Now().Add(grace); ; {
		if pids, inGroup = tagged(g); len(pids) == 0 && !(group && groupExists(g.Pgid)) {
			return found
		}
		if !time.Now().Before(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	signalAll(g.Pgid, inGroup || own, pids, sigKill)
	// SIGKILL cannot be refused, but takes a moment: wait for it (a
	// bounded while) so that nothing of the group runs once End returns.
	for deadline := time.Now().Add(grace); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if pids, _ = tagged(g); len(pids) == 0 && !(group && groupExists(g.Pgid)) {
			break
		}
	}
	return found
}

// tagged finds the live processes carrying g's tag in /proc (none where
// there is no /proc), and whether one of them is in g's group.
func tagged(g Group) (pids []int, inGroup bool) {
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		return nil, false
	}
	want := []byte(EnvTag + "=" + g.Tag)
	self := os.Getpid()
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil || pid == self {
			continue
		}
		env, err := os.ReadFile(filepath.Join("/proc", d.Name(), "environ"))
		if err != nil || !hasVar(env, want) {
			continue
		}
		pgrp, live := statOf(pid)
		if !live {
			continue
		}
		pids = append(pids, pid)
		inGroup = inGroup || pgrp == g.Pgid
	}
	return pids, inGroup
}

// hasVar reports whether the NUL-separated environment env holds the
// entry want exactly.
func hasVar(env, want []byte) bool {
	for len(env) > 0 {
		entry, rest, _ := bytes.Cut(env, []byte{0})
		if bytes.Equal(entry, want) {
			return true
		}
		env = rest
	}
	return false
}

// statOf reads a process's group id from /proc/PID/stat, and whether it
// is still running (not a zombie).
func statOf(pid int) (pgrp int, live bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// pid (comm) state ppid pgrp ...: comm may hold spaces and ')'.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 3 {
		return 0, false
	}
	pgrp, _ = strconv.Atoi(string(f[2]))
	return pgrp, string(f[0]) != "Z" && string(f[0]) != "X"
}
