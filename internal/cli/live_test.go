package cli

import (
	"io"
	"maps"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// liveWait bounds every wait of a program run live: generous, for a
// machine shared with others; a program that answers never waits it out.
const liveWait = 20 * time.Second

// endWait bounds a command run to its end in a process of its own (a
// simulation, a review: seconds alone, many times that on a machine whose
// cores other tests share; seen at 21 s in make test).
const endWait = 3 * time.Minute

// live is an interactive command run in this process, as the binary
// would run it in a terminal: Main in a goroutine, its keys written to
// a pipe, its screen and stderr in buffers.
type live struct {
	keys *os.File
	out  *testproc.Buffer
	errb *testproc.Buffer
	code chan int
}

// startLive runs Main with args, stdin and stdout said to be a terminal
// (80x24: COLUMNS and LINES unset), in an English environment unless env
// says otherwise. The program is stopped at the end of the test (its
// keys closed) if it has not ended.
func startLive(t *testing.T, env map[string]string, args ...string) *live {
	t.Helper()
	env = maps.Clone(env)
	if env == nil {
		env = map[string]string{}
	}
	for _, k := range []string{store.EnvConfigDir, store.EnvStateDir, store.EnvDataDir} {
		if _, ok := env[k]; !ok {
			env[k] = t.TempDir()
		}
	}
	// An *os.File, as a terminal is: the program's reader is cancelled
	// at once when it stops (a plain io.Reader is waited for).
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	l := &live{keys: w, out: &testproc.Buffer{}, errb: &testproc.Buffer{}, code: make(chan int, 1)}
	go func() {
		l.code <- Main(args, Env{Stdin: r, Stdout: l.out, Stderr: l.errb,
			Getenv: func(k string) string { return env[k] }, IsTerminal: true, StdinTerminal: true})
		_ = r.Close()
	}()
	t.Cleanup(func() {
		_ = w.Close()
		select {
		case <-l.code:
		case <-time.After(liveWait):
			t.Errorf("%v: still running after its keys closed", args)
		}
	})
	return l
}

// screen is what the program drew so far, escape sequences removed.
func (l *live) screen() string { return ansi.Strip(l.out.String()) }

// waitFor waits until every one of wants is on the screen (drawn since
// the start) or the program ends; it reports whether they all were.
func (l *live) waitFor(wants ...string) bool {
	deadline := time.Now().Add(liveWait)
	for time.Now().Before(deadline) {
		s := flat(l.screen())
		all := true
		for _, w := range wants {
			all = all && strings.Contains(s, w)
		}
		if all {
			return true
		}
		select {
		case c := <-l.code:
			l.code <- c
			return false
		case <-time.After(10 * time.Millisecond):
		}
	}
	return false
}

// press writes keys as a terminal sends them.
func (l *live) press(keys string) { _, _ = io.WriteString(l.keys, keys) }

// exit waits for the program's exit status (-1: it did not end).
func (l *live) exit() int {
	select {
	case c := <-l.code:
		l.code <- c
		return c
	case <-time.After(liveWait):
		return -1
	}
}
