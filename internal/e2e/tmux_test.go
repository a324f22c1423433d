//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// tmuxServer is a tmux server of one test's own: its own socket in a
// directory of its own, no configuration file read, killed with
// everything it started when the test ends.
type tmuxServer struct {
	t      testing.TB
	socket string
}

// newTmux starts nothing yet (the first session starts the server); it
// skips the test where tmux or pgrep is missing.
func newTmux(t testing.TB) *tmuxServer {
	t.Helper()
	needTools(t, "tmux", "pgrep")
	dir, err := os.MkdirTemp("", "mahjong-tmux-")
	if err == nil && len(dir) > 90 { // a socket's path is short
		_ = os.Remove(dir)
		dir, err = os.MkdirTemp("/tmp", "mahjong-tmux-")
	}
	if err != nil {
		t.Fatal(err)
	}
	s := &tmuxServer{t: t, socket: filepath.Join(dir, "tmux")}
	t.Cleanup(func() {
		s.close()
		_ = os.RemoveAll(dir)
	})
	return s
}

// run runs one tmux command against the server, bounded in time.
func (s *tmuxServer) run(args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "tmux", append([]string{"-S", s.socket, "-f", "/dev/null"}, args...)...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TMUX=") && !strings.HasPrefix(kv, "TMUX_PANE=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("tmux %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// start opens a session of w x h cells whose one pane runs the shell
// script with exactly the environment env.
func (s *tmuxServer) start(name string, w, h int, env []string, script string) *term {
	s.t.Helper()
	words := []string{"exec", "env", "-i"}
	for _, kv := range env {
		words = append(words, shq(kv))
	}
	words = append(words, "/bin/sh", "-c", shq(script))
	if _, err := s.run("new-session", "-d", "-s", name, "-x", strconv.Itoa(w), "-y", strconv.Itoa(h), strings.Join(words, " ")); err != nil {
		s.t.Fatal(err)
	}
	return &term{t: s.t, tmux: s, name: name}
}

// close kills the server, then waits for every process of its panes (and
// their children) to be gone, killing any that stays.
func (s *tmuxServer) close() {
	out, err := s.run("list-panes", "-a", "-F", "#{pane_pid}")
	if err != nil {
		return // no server: nothing was started, or all has ended
	}
	var pids []int
	for _, f := range strings.Fields(out) {
		if pid, err := strconv.Atoi(f); err == nil {
			pids = append(pids, descendants(pid)...)
		}
	}
	_, _ = s.run("kill-server")
	end := time.Now().Add(10 * time.Second)
	for _, pid := range pids {
		for alive(pid) && time.Now().Before(end) {
			time.Sleep(50 * time.Millisecond)
		}
		if alive(pid) {
			s.t.Logf("process %d outlived its terminal: killed", pid)
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// descendants is pid and every process under it.
func descendants(pid int) []int {
	all := []int{pid}
	out, _ := exec.Command("pgrep", "-P", strconv.Itoa(pid)).Output()
	for _, f := range strings.Fields(string(out)) {
		if child, err := strconv.Atoi(f); err == nil {
			all = append(all, descendants(child)...)
		}
	}
	return all
}

// alive reports whether pid is a process not yet reaped (a zombie, its
// parent gone with the server, counts as ended).
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return !os.IsNotExist(err)
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(rest, "Z")
}

// term is one tmux session: a terminal to type into and read.
type term struct {
	t    testing.TB
	tmux *tmuxServer
	name string
}

// screen is the pane's text as shown, one line per row (empty when the
// session is gone).
func (tm *term) screen() string {
	out, err := tm.tmux.run("capture-pane", "-p", "-t", tm.name)
	if err != nil {
		return ""
	}
	return out
}

// fatalf fails the test, the terminal's screen shown under the message.
func (tm *term) fatalf(format string, args ...any) {
	tm.t.Helper()
	tm.t.Fatalf("%s: FAIL: %s\n---- screen of %s ----\n%s----------------", tm.name, fmt.Sprintf(format, args...), tm.name, tm.screen())
}

// keys types tmux key names (Enter, C-c, Down, or plain text) and
// returns at once.
func (tm *term) keys(keys ...string) {
	tm.t.Helper()
	if _, err := tm.tmux.run(append([]string{"send-keys", "-t", tm.name}, keys...)...); err != nil {
		tm.fatalf("%v", err)
	}
}

// send types one key, then waits for the screen to change (a second or
// two at most: some keys change nothing).
func (tm *term) send(key string) {
	tm.t.Helper()
	before := tm.screen()
	tm.keys(key)
	for end := time.Now().Add(2 * time.Second); time.Now().Before(end); {
		if tm.screen() != before {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// line types text as it is (no key names), then Enter.
func (tm *term) line(text string) {
	tm.t.Helper()
	tm.keys("-l", text)
	tm.keys("Enter")
}

// matches compiles a pattern read line by line, as grep -E reads a
// screen: ^ and $ are a row's ends.
func matches(re string) *regexp.Regexp {
	return regexp.MustCompile("(?m)" + re)
}

// has reports whether the screen now matches re.
func (tm *term) has(re string) bool {
	return matches(re).MatchString(tm.screen())
}

// waitFor polls the screen until it matches re (one step's time at
// most) and returns it.
func (tm *term) waitFor(re string) string {
	tm.t.Helper()
	return tm.waitWithin(re, *stepTimeout)
}

// waitWithin is waitFor with its own bound.
func (tm *term) waitWithin(re string, d time.Duration) string {
	tm.t.Helper()
	rx := matches(re)
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if s := tm.screen(); rx.MatchString(s) {
			return s
		}
	}
	tm.fatalf("waited %v for /%s/", d, re)
	return ""
}

// stable waits until the screen stops changing (two reads 0.2s apart
// agree), so that a frame is never read half drawn, and returns it.
func (tm *term) stable() string {
	tm.t.Helper()
	a := tm.screen()
	for end := time.Now().Add(*stepTimeout); time.Now().Before(end); {
		time.Sleep(200 * time.Millisecond)
		b := tm.screen()
		if a == b {
			return b
		}
		a = b
	}
	tm.fatalf("the screen does not settle")
	return ""
}

// resize makes the terminal w x h cells.
func (tm *term) resize(w, h int) {
	tm.t.Helper()
	if _, err := tm.tmux.run("resize-window", "-t", tm.name, "-x", strconv.Itoa(w), "-y", strconv.Itoa(h)); err != nil {
		tm.fatalf("tmux cannot resize the window: %v", err)
	}
}

// kill ends the session (its processes get SIGHUP, as when a terminal
// is closed).
func (tm *term) kill() {
	tm.t.Helper()
	if _, err := tm.tmux.run("kill-session", "-t", tm.name); err != nil {
		tm.t.Fatal(err)
	}
}

// panePID is the process the pane runs.
func (tm *term) panePID() int {
	tm.t.Helper()
	out, err := tm.tmux.run("list-panes", "-t", tm.name, "-F", "#{pane_pid}")
	if err != nil {
		tm.fatalf("%v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(out))
	if err != nil {
		tm.fatalf("no pane pid: %q", out)
	}
	return pid
}
