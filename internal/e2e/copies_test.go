//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoTerminal runs the game with no terminal at all (stdin from
// /dev/null, its output a pipe): one line saying it needs one, exit
// status 2, nothing written. It needs no tmux.
func TestNoTerminal(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), *stepTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary(t))
	cmd.Env = gameEnv(dir)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || strings.Count(string(out), "\n") != 1 || !strings.Contains(string(out), "needs a terminal") {
		t.Fatalf("without a terminal: %v: %q", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "state")); !os.IsNotExist(err) {
		t.Fatalf("the game wrote files without a terminal (%v)", err)
	}
	t.Logf("no terminal: %s", out)
}

// TestTwoCopies runs two copies of the game on one state directory, each
// in its own terminal. The first plays an hk game; the second, started
// beside it, says that a game is open in the other copy (naming its
// process), offers a new game under another save name and the other game
// read-only, and never saves over the first's autosave: `--resume` in it
// is one line and exit status 2; its new game goes to autosave-2.json.
// The first's autosave is unchanged by all this, and holds the first's
// game when it quits. Before all, the game with its keys from the
// terminal but its screen piped into cat: one line and exit status 2.
func TestTwoCopies(t *testing.T) {
	tx := newTmux(t)
	dir := t.TempDir()
	state := filepath.Join(dir, "state")
	first := openShell(t, tx, "first", dir)

	// Piped into cat: the keys could be read, the screen not shown.
	first.line("(" + shq(first.bin) + ` --rules hk 2>&1; echo "exit=$?") | cat`)
	first.waitFor(`^exit=2$`)
	if !first.has("needs a terminal") {
		first.fatalf("piped into cat: no word of a terminal")
	}
	if _, err := os.Stat(state); !os.IsNotExist(err) {
		first.fatalf("the game wrote files without a terminal (%v)", err)
	}

	// The first copy: an hk game, two discards, then it waits for its turn.
	first.game("--rules", "hk", "--seed", "42", "--tiles", "letters", "--speed", "instant")
	first.waitFor("Hong Kong · East round · Hand 1")
	for range 2 {
		first.myTurn()
		first.send("Enter")
	}
	first.myTurn()
	first.stable()
	autosave := filepath.Join(state, "autosave.json")
	before := readFile(first.term, autosave)

	// The second copy, beside it: the message, and no Continue.
	second := openShell(t, tx, "second", dir)
	second.game("--tiles", "letters", "--speed", "instant")
	second.waitFor("Another mahjong")
	s := second.stable()
	t.Logf("the second copy's screen:\n%s", s)
	if strings.Contains(s, "Continue") {
		second.fatalf("the second copy offers to continue the first's game")
	}
	if !strings.Contains(s, "Watch the other game (read-only)") {
		second.fatalf("no read-only replay offered")
	}
	if !strings.Contains(strings.Join(strings.Fields(s), " "), "saves as autosave-2.json") {
		second.fatalf("the other save name is not said")
	}

	// Watch: the first copy's game as last saved, in the replay viewer.
	second.send("Down")
	second.send("Enter")
	s = second.waitFor("Step [0-9]+ of [0-9]+")
	t.Logf("watching the first copy's game: %s", regexp.MustCompile(`Step [0-9]+ of [0-9]+`).FindString(s))
	second.send("q")
	second.waitFor(`^exit=0$`)

	// --resume in the second copy: the first's game is not taken over.
	second.game("--resume")
	s = second.waitFor(`^exit=2$`)
	msg := regexp.MustCompile(`mahjong: cannot resume.*read-only`).FindString(strings.ReplaceAll(s, "\n", ""))
	if !strings.Contains(msg, "open in another copy of mahjong") {
		second.fatalf("--resume does not say why")
	}
	t.Logf("--resume beside the first copy: %s", msg)

	// A new game in the second copy goes to autosave-2.json; quitting
	// saves it there, and --resume there picks it up (still told of the
	// first).
	second.game("--tiles", "letters", "--speed", "instant")
	second.waitFor("Another mahjong")
	second.send("Enter")
	second.waitFor("Hong Kong · East round · Hand 1")
	second.myTurn()
	second.send("Enter")
	second.myTurn()
	second.quitSaved()
	if fi, err := os.Stat(filepath.Join(state, "autosave-2.json")); err != nil || fi.Size() == 0 {
		second.fatalf("the second copy's game is not in autosave-2.json (%v)", err)
	}
	second.game("--resume")
	second.waitFor("Hong Kong · East round · Hand 1")
	second.waitFor(`Another mahjong \(process [0-9]+\) has`) // the notice wraps in the centre
	second.waitFor(`autosave.json open; this one saves as`)
	second.quitSaved()
	if !bytes.Equal(readFile(second.term, autosave), before) {
		second.fatalf("the second copy wrote over the first's autosave")
	}

	// The first copy plays on and quits: its game is its own.
	first.send("Enter")
	first.myTurn()
	first.quitSaved()
	after := readFile(first.term, autosave)
	if !bytes.Contains(after, []byte(`"seed": 42`)) {
		first.fatalf("the first's autosave is not its game")
	}
	if bytes.Equal(after, before) {
		first.fatalf("the first copy's last moves were not saved")
	}
}

// readFile is the file's content; it fails the test, showing tm's
// screen, when the file cannot be read.
func readFile(tm *term, path string) []byte {
	tm.t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tm.fatalf("%v", err)
	}
	return b
}
