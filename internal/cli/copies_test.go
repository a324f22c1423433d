//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// envCopy makes the test binary a first copy of the game on the state
// directory it names: it plays, saving after every action, reports how
// many actions its game holds, plays more when told "more", quits (the
// game saved), reports again, and holds its autosave until stdin closes.
const envCopy = "MAHJONG_TEST_FIRST_COPY"

// dirEnv is the environment of a copy of the game on dir.
func dirEnv(dir string) map[string]string {
	return map[string]string{
		store.EnvStateDir:  filepath.Join(dir, "state"),
		store.EnvDataDir:   filepath.Join(dir, "data"),
		store.EnvConfigDir: filepath.Join(dir, "config"),
		"NO_COLOR":         "1",
		"LANG":             "en_US.UTF-8",
	}
}

func TestFirstCopyProcess(t *testing.T) {
	t.Parallel()
	dir := os.Getenv(envCopy)
	if dir == "" {
		t.Skip("the first copy for TestTwoCopiesOneStateDir")
	}
	a, _ := appFor(t, dirEnv(dir), 100, 30, "--rules", "hk", "--seed", "42", "--speed", "instant")
	playHuman(t, a, 10)
	fmt.Printf("actions %d\n", len(a.Match().Game().Actions()))
	in := bufio.NewReader(os.Stdin)
	if line, _ := in.ReadString('\n'); line != "more\n" {
		t.Fatalf("told %q", line)
	}
	playHuman(t, a, 6)
	press(a, "q", "y")
	fmt.Printf("actions %d\n", len(a.Match().Game().Actions()))
	_, _ = io.Copy(io.Discard, in)
}

// readActions reads the next "actions N" line of the first copy.
func readActions(t *testing.T, out *bufio.Reader) int {
	t.Helper()
	for {
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("the first copy stopped: %v", err)
		}
		if n, ok := strings.CutPrefix(strings.TrimSpace(line), "actions "); ok {
			v, err := strconv.Atoi(n)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
}

// Two copies of the game on one state directory, in two processes: the
// second is told that a game is open in the other one (its process
// named), is offered a new game under another save name and the other
// game read-only, never Continue of it; --resume says the same in one
// line. Its new game goes to autosave-2.json. The first copy's autosave
// keeps every one of its actions, before and after the second played.
func TestTwoCopiesOneStateDir(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := dirEnv(dir)
	first, tell, out := testproc.Start(t, "TestFirstCopyProcess", envCopy, dir)
	n1 := readActions(t, out)
	st := store.FromEnv(func(k string) string { return env[k] })
	pid := strconv.Itoa(first.Process.Pid)

	_, errs, code := runTTY(t, env, "--resume")
	if code != ExitUsage || strings.Count(errs, "\n") != 1 ||
		!strings.Contains(errs, "open in another copy of mahjong (process "+pid+")") || !strings.Contains(errs, "mahjong replay "+st.AutosavePath()) {
		t.Errorf("--resume beside the first copy: %d %q", code, errs)
	}

	b, _ := appFor(t, env, 100, 30, "--speed", "instant")
	menu := flat(screen(b))
	for _, want := range []string{"Another mahjong (process " + pid + ") has autosave.json open",
		"this one saves as autosave-2.json", "Watch the other game (read-only)", "New game"} {
		if !strings.Contains(menu, want) {
			t.Errorf("the second copy's menu lacks %q:\n%s", want, screen(b))
		}
	}
	if strings.Contains(menu, "Continue") {
		t.Errorf("the second copy offers to continue the first's game:\n%s", screen(b))
	}
	press(b, "enter") // New game
	if b.Match() == nil {
		t.Fatal("no new game")
	}
	playHuman(t, b, 4)
	press(b, "q", "y")
	mine := len(b.Match().Game().Actions())
	theirs, err := st.ReadAutosave()
	if err != nil || theirs == nil || len(theirs.Game.Actions()) != n1 {
		t.Fatalf("the first copy's autosave after the second played: %v", err)
	}
	second := store.New(st.StateDir, st.DataDir)
	second.Autosave = store.SlotName(2)
	if sv, err := second.ReadAutosave(); err != nil || sv == nil || len(sv.Game.Actions()) != mine {
		t.Fatalf("the second copy's game is not in autosave-2.json: %v", err)
	}

	// The first copy plays on and quits: every one of its actions kept.
	if _, err := io.WriteString(tell, "more\n"); err != nil {
		t.Fatal(err)
	}
	n2 := readActions(t, out)
	theirs, err = st.ReadAutosave()
	if n2 <= n1 || err != nil || theirs == nil || len(theirs.Game.Actions()) != n2 {
		t.Fatalf("the first copy's %d actions, autosave %v (%v)", n2, theirs, err)
	}

	// Watch: the menu item ends the game's screen for the viewer, which
	// reads the first copy's autosave (here it stops at the terminal).
	c, sess := appFor(t, env, 100, 30, "--speed", "instant")
	press(c, "down", "down", "enter")
	if !c.Watching() {
		t.Fatalf("Watch not chosen:\n%s", screen(c))
	}
	var errb strings.Builder
	busy := &store.Error{File: st.AutosavePath()}
	if code := watchOther(Env{Stderr: &errb, Getenv: func(k string) string { return env[k] }}, i18n.MustLoad("en"), sess.st, busy, sess.base); code != ExitUsage || !strings.Contains(errb.String(), "needs a terminal") {
		t.Errorf("watch: %d %q", code, errb.String())
	}
	tell.Close()
}

// A named pipe in place of the autosave, of the newest record, of the
// history, or named to replay: each is refused at once in one line (or
// on the menu), never read, never moved.
func TestNamedPipes(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	for _, d := range []string{st.StateDir, st.RecordsDir()} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	fifo := func(p string) {
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	newest := filepath.Join(st.RecordsDir(), "29990101-000000-1-hk.json")
	for _, p := range []string{st.AutosavePath(), newest, st.HistoryPath()} {
		fifo(p)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		a, _ := appFor(t, env, 100, 30, "--resume", "--speed", "instant")
		if c := flat(screen(a)); !strings.Contains(c, "autosave.json: not a regular file but a named pipe") {
			t.Errorf("--resume over a pipe:\n%s", screen(a))
		}
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"replay"}, "no finished game to replay yet"},
			{[]string{"replay", newest}, "not a regular file but a named pipe"},
			{[]string{"stats"}, "history.jsonl: not a regular file but a named pipe"},
			{[]string{"--export", filepath.Join(t.TempDir(), "x.json")}, "autosave.json: not a regular file but a named pipe"},
		} {
			_, errs, code := run(t, env, c.args...)
			if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
				t.Errorf("%q: %d %q, want %q", c.args, code, errs, c.want)
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("blocked on a named pipe")
	}
	for _, p := range []string{st.AutosavePath(), newest, st.HistoryPath()} {
		if fi, err := os.Lstat(p); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("%s was moved or changed: %v", p, err)
		}
	}
}
