package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// Without a terminal (stdin or stdout a pipe or a file), the game says
// so in one line and exits with status 2, touching no file; the
// subcommands work in pipes as before.
func TestNoTerminal(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	// A record to replay, so that only the terminal is missing.
	a, _ := appFor(t, env, 100, 30, "--rules", "family", "--seed", "7", "--speed", "instant")
	for i := 0; a.Match().Game().Phase() != rules.PhaseGameOver && i < 500; i++ {
		playHuman(t, a, 1)
	}
	for _, args := range [][]string{nil, {"--rules", "hk"}, {"--resume"}, {"replay", "--tiles", "letters"}} {
		out, errs, code := run(t, env, args...)
		if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "needs a terminal") {
			t.Errorf("%v without a terminal: exit %d, %q %q", args, code, out, errs)
		}
	}
	for _, half := range []Env{{IsTerminal: true}, {StdinTerminal: true}} {
		var errb strings.Builder
		half.Stdout, half.Stderr, half.Getenv = &strings.Builder{}, &errb, func(k string) string { return env[k] }
		if code := Main(nil, half); code != ExitUsage || !strings.Contains(errb.String(), "needs a terminal") {
			t.Errorf("half a terminal %+v: %d %q", half, code, errb.String())
		}
	}
	if out, _, code := run(t, env, "analyze", "123m456m789p2345s"); code != 0 || !strings.Contains(out, "Waits") {
		t.Errorf("analyze in a pipe: %d %q", code, out)
	}
}

// Without a terminal nothing is written: no lock, no autosave moved.
func TestNoTerminalTouchesNothing(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	if _, errs, code := run(t, env); code != ExitUsage {
		t.Fatalf("%d %q", code, errs)
	}
	if _, err := os.Stat(st.StateDir); !os.IsNotExist(err) {
		t.Errorf("the state directory was made: %v", err)
	}
}

// The smaller items: one clear line, the right status.
func TestSmallerItems(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	for _, c := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"--version", "extra"}, `unexpected argument "extra"`, ExitUsage},
		{[]string{"replay", ""}, "replay needs a file name, not an empty one", ExitUsage},
		{[]string{"analyze", "(5555p)(5555p)"}, `"(5555p)(5555p)": groups written together: put a space between them`, ExitUsage},
		{[]string{"score", "--robbing-kong", "123m 456m 789m 11z 22z +2z"}, "--robbing-kong needs --from SEAT", ExitUsage},
		{[]string{"score", "--robbing-kong", "--self-drawn", "123m 456m 789m 11z 22z +2z"}, "--robbing-kong: These options contradict each other", ExitUsage},
		{[]string{"analyze", strings.Repeat("1m", 1<<19)}, "too long for a hand (at most 256 characters)", ExitUsage},
	} {
		out, errs, code := run(t, env, c.args...)
		if code != c.code || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%.60q: exit %d, %q %q; want %q", c.args, code, out, errs, c.want)
		}
	}
	if out, _, code := run(t, env, "score", "--robbing-kong", "--from", "N", "123m 456m 789m 11z 34p +2p"); code != 0 || !strings.Contains(out, "Robbing the kong") {
		t.Errorf("--robbing-kong --from N: %d %q", code, out)
	}
}

// --workers is capped at a few per CPU: a million asks for no more.
func TestSimWorkersCapped(t *testing.T) {
	t.Parallel()
	if got, want := simWorkers(1_000_000), workersPerCPU*runtime.NumCPU(); got != want {
		t.Errorf("simWorkers(1e6) = %d, want %d", got, want)
	}
	if simWorkers(0) != 0 || simWorkers(1) != 1 {
		t.Error("small values changed")
	}
	out, errs, code := run(t, nil, "sim", "--hands", "2", "--workers", "1000000", "--json")
	if code != 0 || !strings.Contains(out, `"hands":2`) {
		t.Errorf("sim --workers 1000000: %d %q %q", code, out, errs)
	}
}

// Ctrl+C while the progress bar runs: the bar is cleared before the
// signal ends the program.
func TestSimBarClearedOnSignal(t *testing.T) {
	t.Parallel()
	var bar strings.Builder
	var done atomic.Int64
	stop := progressBar(&bar, &done, 10, "sim.progress", i18n.MustLoad("en"))
	time.Sleep(250 * time.Millisecond) // the bar is drawn
	sigs := make(chan os.Signal, 1)
	var got os.Signal
	sigs <- syscall.SIGINT
	onSignal(sigs, make(chan struct{}), stop, func(s os.Signal) { got = s })
	if got != syscall.SIGINT {
		t.Fatalf("reraised %v", got)
	}
	if s := bar.String(); !strings.Contains(s, "[") || !strings.HasSuffix(s, "\r\x1b[K") {
		t.Errorf("the bar was not cleared: %q", s)
	}
	stop() // the run's own stop afterwards does nothing more
}

// --export: only into a folder that exists, never creating one; one line
// and status 2 otherwise.
func TestExportIntoMissingFolder(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	a, _ := appFor(t, env, 80, 24, "--rules", "hk", "--seed", "8", "--speed", "instant")
	playHuman(t, a, 2)
	missing := filepath.Join(t.TempDir(), "nonexistent", "dir")
	_, errs, code := run(t, env, "--export", filepath.Join(missing, "x.json"))
	if code != ExitUsage || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "does not exist") {
		t.Errorf("--export into a missing folder: %d %q", code, errs)
	}
	if _, err := os.Stat(filepath.Dir(missing)); !os.IsNotExist(err) {
		t.Errorf("a folder was made: %v", err)
	}
}

// A save seating the player at seat 3, stopped with a hand over: it
// resumes with the person at seat 3, and the history line written for
// that hand is seat 3's (its wind, its payment), never seat 0's.
func TestSaveAtSeat3(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	v, _ := rules.VariantByName(rules.VariantHK)
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; g.Phase() != rules.PhaseHandOver; n++ {
		if n > 5000 {
			t.Fatal("the hand does not end")
		}
		for s := range rules.Seat(rules.NumSeats) {
			if legal := g.LegalActions(s); len(legal) > 0 {
				if _, err := g.Apply(legal[0]); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	seats := [rules.NumSeats]string{"club", "club", "club", store.KindHuman}
	if err := st.Save(store.Start(g, 3, seats, time.Now()), time.Now()); err != nil {
		t.Fatal(err)
	}
	a, _ := appFor(t, env, 100, 30, "--resume", "--speed", "instant")
	if a.Match() == nil || a.Match().Me() != 3 {
		t.Fatalf("resumed with the person at %v:\n%s", a.Match(), screen(a))
	}
	entries, _, err := st.ReadHistory()
	if err != nil || len(entries) != 1 {
		t.Fatalf("history %v %v", entries, err)
	}
	if e, r := entries[0], g.Result(); e.Wind != g.Wind(3).String() || e.Delta != r.Payments[3] {
		t.Errorf("history line %+v, want seat 3's: wind %v, delta %d", e, g.Wind(3), r.Payments[3])
	}
}
