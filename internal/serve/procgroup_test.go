//go:build linux

package serve

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// spawner writes an outside program that starts three kinds of child
// and then only reads (the club bot answers for it): a sleep in the
// background holding its output open, one that leaves the process group
// (setsid), one ignoring SIGTERM. Each sleeps for mark seconds: the
// processes are counted by it (a random mark, returned). When its input ends it does not exit: it
// sleeps too.
func spawner(t *testing.T) (path string, mark int) {
	t.Helper()
	mark = 10000 + rand.IntN(89000)
	path = filepath.Join(t.TempDir(), "spawner")
	// A failing run leaves nothing behind either.
	t.Cleanup(func() {
		for _, pid := range marked(path, mark) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	script := fmt.Sprintf(`#!/bin/sh
sleep %[1]d &
setsid sleep %[1]d </dev/null >/dev/null 2>&1 &
sh -c 'trap "" TERM; sleep %[1]d; sleep %[1]d' </dev/null >/dev/null 2>&1 &
while read line; do :; done
exec sleep %[1]d
`, mark)
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, mark
}

// marked lists the live processes whose command line names the program
// at path or sleeps mark seconds.
func marked(path string, mark int) []int {
	dirs, _ := os.ReadDir("/proc")
	sleep := []byte("sleep\x00" + strconv.Itoa(mark) + "\x00")
	shell := []byte("sleep " + strconv.Itoa(mark) + ";")
	var out []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		cmd, err := os.ReadFile(filepath.Join("/proc", d.Name(), "cmdline"))
		if err == nil && (bytes.Equal(cmd, sleep) || bytes.Contains(cmd, shell) || bytes.Contains(cmd, []byte(path+"\x00"))) {
			out = append(out, pid)
		}
	}
	return out
}

// perProgram is the processes one spawner makes: itself, three sleeps
// and the shell that ignores SIGTERM.
const perProgram = 5

// waitMarked waits until the count of marked processes satisfies ok.
func waitMarked(t *testing.T, path string, mark int, what string, ok func(n int) bool) []int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		pids := marked(path, mark)
		if ok(len(pids)) {
			return pids
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %d processes of the program (%v)", what, len(pids), pids)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// alive reports which of pids still run (a zombie does not).
func alive(pids []int) []int {
	var out []int
	for _, pid := range pids {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if i := bytes.LastIndexByte(b, ')'); err == nil && i > 0 && i+2 < len(b) && b[i+2] != 'Z' {
			out = append(out, pid)
		}
	}
	return out
}

// parentOf is a process's parent (0 when it cannot be read).
func parentOf(pid int) int {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 2 {
		return 0
	}
	ppid, _ := strconv.Atoi(string(f[1]))
	return ppid
}

// programServer is a server for these tests: the program named, its
// time to answer short.
func programServer(path string) func(*Config) {
	return func(c *Config) { c.Programs, c.ProgramLimit = []string{path}, 20*time.Millisecond }
}

// The table's outside programs and all their children end with the
// table: the one in the background, the one that left the group, the one
// ignoring SIGTERM; the record of the groups running is emptied.
func TestProgramChildrenEndWithTheTable(t *testing.T) {
	t.Parallel()
	path, mark := spawner(t)
	s, _ := newTestServer(t, t.TempDir(), programServer(path))
	alice := connect(t, s, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = -1 })
	r := programTable(t, s, alice, hk, path)
	waitMarked(t, path, mark, "started", func(n int) bool { return n == 3*perProgram })
	r.close("test", true)
	waitMarked(t, path, mark, "after the table ended", func(n int) bool { return n == 0 })
	if b, err := os.ReadFile(s.programsFile()); !os.IsNotExist(err) {
		t.Errorf("the record of the programs running is left: %q, %v", b, err)
	}
}

// childEnv carries a served table's directory and program to
// TestProgramServerChild.
const childEnv = "MAHJONG_TEST_PROGRAM_SERVER"

// TestProgramServerChild is the server of the tests below, in a process
// of its own: it opens a table whose bots are the program, says
// "ready", and on SIGTERM stops as mahjong serve does.
func TestProgramServerChild(t *testing.T) {
	v := os.Getenv(childEnv)
	if v == "" {
		t.Skip("run by the tests below")
	}
	dir, path, _ := strings.Cut(v, "\x1f")
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	cfg, _ := testConfig(t, dir)
	programServer(path)(&cfg)
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	alice := connect(t, s, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = -1 })
	programTable(t, s, alice, hk, path)
	fmt.Println("ready")
	<-ctx.Done()
	_ = s.Close()
	fmt.Println("stopped")
}

// startProgramServer runs TestProgramServerChild on dir and waits until
// its programs and their children run.
func startProgramServer(t *testing.T, dir, path string, mark int) (*os.Process, []int) {
	t.Helper()
	cmd, _, out := testproc.Start(t, "TestProgramServerChild", childEnv, dir+"\x1f"+path)
	if line, err := out.ReadString('\n'); err != nil || line != "ready\n" {
		t.Fatalf("the server says %q: %v", line, err)
	}
	pids := waitMarked(t, path, mark, "started", func(n int) bool { return n == 3*perProgram })
	return cmd.Process, pids
}

// SIGTERM to the server: it stops its tables, and no process of their
// programs is left when it has exited.
func TestProgramChildrenEndWithTheServer(t *testing.T) {
	t.Parallel()
	path, mark := spawner(t)
	proc, pids := startProgramServer(t, t.TempDir(), path, mark)
	if err := proc.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if st, err := proc.Wait(); err != nil || !st.Success() {
		t.Fatalf("the server ended with %v, %v", st, err)
	}
	if left := alive(pids); len(left) != 0 {
		t.Fatalf("after the server stopped, %d processes of its programs run: %v", len(left), left)
	}
}

// kill -9 of the server: the programs it started die with it (the
// parent-death signal), their children are left; the next start on the
// same directories ends every one of them before it serves.
func TestProgramChildrenEndAtTheNextStart(t *testing.T) {
	t.Parallel()
	path, mark := spawner(t)
	dir := t.TempDir()
	proc, pids := startProgramServer(t, dir, path, mark)
	var programs []int
	for _, pid := range pids {
		if parentOf(pid) == proc.Pid {
			programs = append(programs, pid)
		}
	}
	if len(programs) != 3 {
		t.Fatalf("%d programs started by the server, want 3", len(programs))
	}
	if err := proc.Kill(); err != nil {
		t.Fatal(err)
	}
	_, _ = proc.Wait()
	for deadline := time.Now().Add(5 * time.Second); len(alive(programs)) != 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the programs %v outlived the server killed", alive(programs))
		}
	}
	if len(alive(pids)) == 0 {
		t.Fatal("nothing was left after kill -9: the test shows nothing")
	}
	s, logs := newTestServer(t, dir, programServer(path))
	if still := alive(pids); len(still) != 0 {
		t.Fatalf("after the next start, %d processes of the killed server's programs run: %v\n%s", len(still), still, logs)
	}
	waitLog(t, logs, "msg=programs_left_ended")
	_ = s
}
