//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cli

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/testproc"
	"github.com/mahjong-tui/mahjong/rules"
)

// readmeLines are the README's command lines written without a prompt
// (the ones a person types to play, watch or serve), in the order the
// README gives them, their comments left out; and the README's Python
// bot (its block starting #!/usr/bin/env python3), "" when none.
func readmeLines(t *testing.T) (lines []string, pyBot string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	inBlock, inPy := false, false
	var py []string
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock, inPy = !inBlock, false
		case inBlock && len(py) == 0 && line == "#!/usr/bin/env python3":
			inPy = true
			py = append(py, line)
		case inPy:
			py = append(py, line)
		case inBlock && strings.HasPrefix(line, "mahjong"):
			cmd, _, _ := strings.Cut(line, " #")
			lines = append(lines, strings.TrimSpace(cmd))
		}
	}
	if len(py) > 0 {
		pyBot = strings.Join(py, "\n") + "\n"
	}
	return lines, pyBot
}

// Every command line of the README typed without a prompt works as
// written: the game, watch, replay and --resume run in this process on a
// terminal to their first screen, then quit; serve (on 127.0.0.1 and a
// free port rather than :2222) reaches its lobby over ssh; the others
// (sim with the README's Python bot, review, score, analyze, stats),
// the command in a process of its own, end with status 0. They run in the
// README's order on one set of directories, as a person's own (the
// game the first play line leaves is the one --resume takes up; a
// finished game is there for replay and review; a watch line's games
// are kept apart), each with no remembered settings,
// from a folder holding the README's bot as ./mybot.
func TestReadmeCommandLines(t *testing.T) {
	lines, pyBot := readmeLines(t)
	env, st := testEnv(t)
	writeFinishedRecord(t, st)
	dir := t.TempDir()
	t.Chdir(dir)
	if pyBot != "" {
		if err := os.WriteFile(filepath.Join(dir, "mybot"), []byte(pyBot), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	for _, line := range lines {
		words, err := shellWords(line)
		if err != nil || len(words) == 0 || words[0] != "mahjong" {
			t.Fatalf("%q: %v", line, err)
		}
		if strings.Contains(line, "exec:./mybot") && !hasPython() {
			t.Logf("%s: skipped, no python3 for the README's bot", line)
			continue
		}
		n++
		// The remembered settings start afresh for each line: the README
		// says what each line does on its own.
		env[store.EnvConfigDir] = t.TempDir()

		args := words[1:]
		switch {
		case len(args) > 0 && args[0] == "serve":
			readmeServe(t, env, line, args)
		case len(args) > 0 && slices.Contains([]string{"sim", "review", "score", "analyze", "stats"}, args[0]):
			if _, errs, code := runProgram(t, env, args...); code != 0 {
				t.Errorf("%s: exit %d: %s", line, code, errs)
			}
		case len(args) > 0 && args[0] == "watch":
			// The bots play on their own, at the speed the line asks: how
			// many hands they finish before the q depends on the machine.
			// A game they finish is kept in a data folder of the line's
			// own, so that what replay and review read does not.
			own := maps.Clone(env)
			own[store.EnvDataDir] = t.TempDir()
			liveRow(t, own, line, matrixRow{}, args, "pause")
		default:
			liveRow(t, env, line, matrixRow{}, args, "? help")
		}
	}
	if n < 8 {
		t.Errorf("only %d command lines run from the README", n)
	}
	t.Logf("%d command lines of the README run", n)
}

// hasPython reports whether python3 is on the PATH (the README's bot).
func hasPython() bool {
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if st, err := os.Stat(filepath.Join(d, "python3")); err == nil && !st.IsDir() {
			return true
		}
	}
	return false
}

// writeFinishedRecord keeps a finished game of club bots (family) in the
// records, for replay.
func writeFinishedRecord(t *testing.T, st *store.Store) {
	t.Helper()
	v, _ := rules.VariantByName("family")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		if err := g.Play(bot.New(bot.Club, v, 1).Act(g.View(actorSeat(g)))); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.WriteRecord(store.Start(g, 0, [4]string{store.KindHuman, "club", "club", "club"}, time.Now()), time.Now()); err != nil {
		t.Fatal(err)
	}
}

// listening reads the address a server says it serves on.
var listening = regexp.MustCompile(`serving on (\S+)`)

// readmeServe runs the README's serve line on 127.0.0.1 and a free
// port, in this process, until an ssh client sees its lobby; then the
// server is stopped as Ctrl+C stops it (a signal it catches).
func readmeServe(t *testing.T, env map[string]string, line string, args []string) {
	t.Helper()
	for i, a := range args {
		if a == "--listen" && i+1 < len(args) {
			args[i+1] = "127.0.0.1:0"
		}
	}
	out, errb := &testproc.Buffer{}, &testproc.Buffer{}
	code := make(chan int, 1)
	go func() {
		code <- Main(args, Env{Stdout: out, Stderr: errb, Getenv: func(k string) string { return env[k] }})
	}()
	var addr string
	for deadline := time.Now().Add(liveWait); addr == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := listening.FindStringSubmatch(errb.String()); m != nil {
			addr = m[1]
		}
		select {
		case c := <-code:
			t.Fatalf("%s: the server stopped with %d: %s", line, c, errb.String())
		default:
		}
	}
	if addr == "" {
		t.Fatalf("%s: the server never said where it serves: %s", line, errb.String())
	}
	if !serveLobby(t, addr) {
		t.Errorf("%s: no lobby over ssh", line)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-code:
		if c != 0 {
			t.Errorf("%s: exit %d after the stop signal: %s", line, c, errb.String())
		}
	case <-time.After(liveWait):
		t.Fatalf("%s: the server did not stop", line)
	}
}

// serveLobby connects to a server as an ssh client on a terminal of
// 100x30 and reports whether its lobby shows.
func serveLobby(t *testing.T, addr string) bool {
	t.Helper()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "readme", Auth: []gossh.AuthMethod{
		gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	screen := &testproc.Buffer{}
	sess.Stdout = screen
	if err := sess.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(liveWait); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if strings.Contains(ansi.Strip(screen.String()), "M A H J O N G · tables") {
			return true
		}
	}
	t.Logf("the ssh client saw %q", ansi.Strip(screen.String()))
	return false
}
