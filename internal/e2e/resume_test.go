//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestResume is nothing lost: an hk game (fixed seed, plain tiles,
// instant bots) played from a shell for a few discards, then stopped by
// SIGTERM, SIGHUP, SIGINT, q and Ctrl+C in turn. Each time the terminal
// is restored (the prompt back, stty settings as before, no leftover of
// the game on screen) and `mahjong --resume` shows the same screen (the
// same hand, the same tiles). Then a broken autosave (moved aside, a new
// game offered) and --resume with no save (exit status 2).
func TestResume(t *testing.T) {
	tx := newTmux(t)
	dir := t.TempDir()
	sh := openShell(t, tx, "resume", dir)
	stty := sh.sttyAt(dir)
	r := &resumer{shell: sh, stty: stty, dir: dir}

	// An hk game, a few discards, then SIGTERM.
	sh.game("--rules", "hk", "--seed", "42", "--tiles", "letters", "--speed", "instant")
	sh.waitFor("Hong Kong · East round · Hand 1")
	r.discards(3)
	r.remember()
	r.signal(syscall.SIGTERM)
	r.restored(143)
	autosave := filepath.Join(dir, "state", "autosave.json")
	if fi, err := os.Stat(autosave); err != nil || fi.Size() == 0 {
		sh.fatalf("no autosave after SIGTERM")
	}
	r.resumeSame()
	t.Log("SIGTERM then --resume: same hand, same screen")

	// Two more discards, then SIGHUP; one more, then SIGINT (a signal,
	// not a key: the input is not read as a terminal's Ctrl+C here).
	for _, stop := range []struct {
		discards int
		sig      syscall.Signal
		status   int
	}{{2, syscall.SIGHUP, 129}, {1, syscall.SIGINT, 130}} {
		r.discards(stop.discards)
		r.remember()
		r.signal(stop.sig)
		r.restored(stop.status)
		r.resumeSame()
		t.Logf("%v then --resume: same hand, same screen", stop.sig)
	}

	// q, y.
	r.discards(1)
	r.remember()
	sh.send("q")
	sh.waitFor(`Leave the game\?`)
	sh.waitFor("It will be saved")
	sh.send("y")
	r.restored(0)
	r.resumeSame()
	t.Log("q then --resume: same hand, same screen")

	// Ctrl+C twice (the key, then the dialog's yes).
	r.discards(1)
	r.remember()
	sh.send("C-c")
	sh.waitFor(`Leave the game\?`)
	sh.send("C-c")
	r.restored(0)
	r.resumeSame()
	t.Log("Ctrl+C then --resume: same hand, same screen")
	sh.send("q")
	sh.send("y")
	r.restored(0)

	// A broken autosave: moved aside, named on the menu, a new game offered.
	whole, err := os.ReadFile(autosave)
	if err != nil || len(whole) < 200 {
		sh.fatalf("the autosave to cut: %v (%d bytes)", err, len(whole))
	}
	cut := filepath.Join(dir, "cut")
	if err := os.WriteFile(cut, whole[:200], 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(cut, autosave); err != nil {
		t.Fatal(err)
	}
	sh.game("--resume")
	sh.waitFor("M A H J O N G")
	sh.waitFor("autosave.json: the file ends too early")
	if sh.has("Continue the saved game") {
		sh.fatalf("Continue offered for a broken save")
	}
	if !sh.has("› New game") {
		sh.fatalf("no new game offered")
	}
	if moved, _ := filepath.Glob(autosave + ".broken-*"); len(moved) == 0 {
		sh.fatalf("the broken autosave was not moved aside")
	}
	sh.send("q")
	r.restored(0)
	t.Log("broken autosave moved aside, new game offered")

	// --resume with no save: exit status 2.
	sh.game("--resume")
	r.restored(2)
	t.Log("--resume without a save: exit 2")
}

// TestRecordReplay plays a family game to its end from a shell (it is
// kept as a record), then walks its record in the replay viewer, every
// hand face up, to the final standings; the terminal is restored after
// each.
func TestRecordReplay(t *testing.T) {
	tx := newTmux(t)
	dir := t.TempDir()
	sh := openShell(t, tx, "replay", dir)
	r := &resumer{shell: sh, stty: sh.sttyAt(dir), dir: dir}

	sh.game("--rules", "family", "--seed", "7", "--tiles", "letters", "--speed", "instant")
	sh.waitFor("Family · East round · Hand 1")
	sh.playHand(`^exit=[0-9]+$`)
	sh.send("Enter")
	sh.waitFor("Final standings")
	sh.waitFor("Hands played")
	sh.waitFor("kept as a record")
	sh.send("q")
	r.restored(0)

	sh.game("replay")
	if s := sh.waitFor("Step 0 of [0-9]+ · the deal"); strings.Contains(s, "#") {
		sh.fatalf("the replay hides a hand")
	}
	sh.send("Right")
	sh.waitFor("Step [1-9][0-9]* of")
	sh.send("End")
	sh.waitFor("(Mah-Jong!|Drawn hand)")
	sh.send("Right")
	sh.waitFor("Final standings")
	sh.send("q")
	r.restored(0)
}

// resumer checks a game left and taken up again from one shell.
type resumer struct {
	*shell
	stty  string // the terminal's settings before any game (stty -g)
	dir   string
	saved string // the screen when the game was left
	hand  string // the hand on it
}

// sttyAt is the terminal's settings as `stty -g` prints them in the
// shell; the screen is cleared after.
func (sh *shell) sttyAt(dir string) string {
	sh.t.Helper()
	f := filepath.Join(dir, "stty")
	_ = os.Remove(f)
	sh.line("stty -g > " + shq(f) + "; clear")
	sh.waitFor(`^e2e\$ ?$`)
	for end := time.Now().Add(*stepTimeout); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if b, err := os.ReadFile(f); err == nil && strings.HasSuffix(string(b), "\n") {
			return string(b)
		}
	}
	sh.fatalf("stty -g wrote nothing to %s", f)
	return ""
}

// discards discards the drawn tile n times, then waits for the turn.
func (r *resumer) discards(n int) {
	r.t.Helper()
	r.myTurn()
	for range n {
		r.send("Enter")
		r.myTurn()
	}
}

// remember keeps the screen and hand at this point, to find again.
func (r *resumer) remember() {
	r.t.Helper()
	r.saved = r.stable()
	if r.hand = handRow(r.saved); r.hand == "" {
		r.fatalf("no readable hand on the screen")
	}
}

// signal sends sig to the game, a child of the pane's shell.
func (r *resumer) signal(sig syscall.Signal) {
	r.t.Helper()
	shellPID := strconv.Itoa(r.panePID())
	name := filepath.Base(r.bin)
	if len(name) > 15 {
		name = name[:15] // the kernel's process name
	}
	for end := time.Now().Add(*stepTimeout); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		out, _ := exec.Command("pgrep", "-P", shellPID, "-x", name).Output()
		if pid, err := strconv.Atoi(strings.TrimSpace(string(out))); err == nil {
			if err := syscall.Kill(pid, sig); err != nil {
				r.fatalf("kill -%v %d: %v", sig, pid, err)
			}
			return
		}
	}
	r.fatalf("no game process under the shell %s", shellPID)
}

// restored checks that the game has left with status and the terminal
// is back to the shell as it was: the prompt, the stty settings, no game
// on screen.
func (r *resumer) restored(status int) {
	r.t.Helper()
	r.waitFor(fmt.Sprintf(`^exit=%d$`, status))
	r.waitFor(`^e2e\$ ?$`)
	if r.has(`Your turn|Hong Kong ·`) {
		r.fatalf("the game's screen is left on the terminal")
	}
	if now := r.sttyAt(r.dir); now != r.stty {
		r.fatalf("the terminal settings were not restored (stty -g differs):\nbefore %s after  %s", r.stty, now)
	}
}

// resumeSame runs --resume and checks it shows the screen remembered.
func (r *resumer) resumeSame() {
	r.t.Helper()
	r.game("--resume")
	r.myTurn()
	now := r.stable()
	if row := handRow(now); row != r.hand {
		r.fatalf("resumed with another hand: [%s], saved [%s]", row, r.hand)
	}
	if now != r.saved {
		r.fatalf("the resumed screen is not the one left:\n%s", lineDiff(r.saved, now))
	}
}

// lineDiff lists the rows where two screens differ.
func lineDiff(was, is string) string {
	a, b := strings.Split(was, "\n"), strings.Split(is, "\n")
	var out strings.Builder
	for i := range max(len(a), len(b)) {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			fmt.Fprintf(&out, "row %d\n- %s\n+ %s\n", i+1, x, y)
		}
	}
	return out.String()
}
