//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// playArgs are the flags every played scenario starts with: English,
// plain tiles that the screen can be read by, bots that do not wait.
var playArgs = []string{"--lang", "en", "--tiles", "letters", "--speed", "instant"}

// played is playArgs, then extra.
func played(extra ...string) []string {
	return append(append([]string(nil), playArgs...), extra...)
}

// gameExited is what a game's terminal says once the game has left.
const gameExited = `mahjong exited`

// startGame opens a w x h terminal running the game with args (its files
// in dir); once the game leaves, the terminal says how and stays.
func startGame(tx *tmuxServer, name, dir string, w, h int, args ...string) *term {
	tx.t.Helper()
	words := []string{shq(binary(tx.t))}
	for _, a := range args {
		words = append(words, shq(a))
	}
	script := strings.Join(words, " ") + `; echo "mahjong exited with $?"; sleep 30`
	return tx.start(name, w, h, gameEnv(dir), script)
}

// shell is a terminal of 100x30 with a shell in it (prompt "e2e$ "), so
// that the game can be run, left, and the terminal checked after it.
type shell struct {
	*term
	bin string
}

// openShell opens one and waits for its prompt; its environment is the
// game's (files in dir, HOME too).
func openShell(t testing.TB, tx *tmuxServer, name, dir string) *shell {
	t.Helper()
	needTools(t, "bash")
	tm := tx.start(name, 100, 30, append(gameEnv(dir), "PS1=e2e$ "), "exec bash --norc --noprofile")
	tm.waitFor(`^e2e\$`)
	return &shell{term: tm, bin: binary(t)}
}

// game runs the game with args from the shell, then prints its exit
// status as "exit=N".
func (sh *shell) game(args ...string) {
	sh.t.Helper()
	words := []string{"clear;", shq(sh.bin)}
	for _, a := range args {
		words = append(words, shq(a))
	}
	sh.line(strings.Join(words, " ") + `; echo "exit=$?"`)
}

// quitSaved leaves the game in progress by q (the dialog says it is
// saved), then yes.
func (sh *shell) quitSaved() {
	sh.t.Helper()
	sh.send("q")
	sh.waitFor("saved")
	sh.send("y")
	sh.waitFor(`^exit=0$`)
}
