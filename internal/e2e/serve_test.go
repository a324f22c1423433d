//go:build e2e

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// sshExited is what a client's terminal says once its ssh has left.
const sshExited = `ssh exited`

// TestServedTable is a served table: the binary serves on a free port of
// 127.0.0.1 (its files in a temporary directory, its host key mode
// 0600); real ssh clients (keys made there) in terminals of 100x30:
// alice opens a family table, bob joins it by its code, carol watches it
// from the lobby; alice starts it, and the two play the hand by keys to
// its result screen. Mid-hand bob's ssh is killed: his seat goes to a
// bot at once (the log says he left) and he comes back with the same
// key to the same seat. The spectator sees every hand face down and is
// never asked to play.
func TestServedTable(t *testing.T) {
	tx := newTmux(t)
	needTools(t, "ssh", "ssh-keygen")
	dir := t.TempDir()
	srv := startServer(t, dir)
	for _, k := range []string{"alice", "bob", "carol"} {
		if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", k, "-f", filepath.Join(dir, k)).CombinedOutput(); err != nil {
			t.Fatalf("ssh-keygen: %v: %s", err, out)
		}
	}
	client := func(name string, args ...string) *term {
		t.Helper()
		_, _ = tx.run("kill-session", "-t", name)
		words := []string{"ssh", "-q", "-F", "none", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
			"-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR", "-i", shq(filepath.Join(dir, name)), "-p", srv.port, "-l", name, "127.0.0.1"}
		for _, a := range args {
			words = append(words, shq(a))
		}
		env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "TERM=xterm-256color", "LANG=C.UTF-8"}
		return tx.start(name, 100, 30, env, strings.Join(words, " ")+`; echo "ssh exited with $?"; sleep 60`)
	}

	// Alice opens a family table; its code is on her screen.
	a := client("alice", "-t", "new", "family", "--tiles", "letters", "--lang", "en")
	s := a.waitFor("Table [A-Z0-9]{4} · Family")
	code := regexp.MustCompile(`Table ([A-Z0-9]{4}) · Family`).FindStringSubmatch(s)[1]
	srv.logHas(a, "msg=create .*user=alice table="+code+" rules=family")

	// Bob joins by the code; carol watches from the lobby.
	b := client("bob", "-t", code, "--tiles", "letters", "--lang", "en")
	b.waitFor(`Seat 2 +bob \(you\)`)
	a.waitFor("bob sits at the table")
	c := client("carol", "-t", "--", "--tiles", "letters", "--lang", "en")
	c.waitFor(code + " +Family")
	c.send("w")
	srv.logHas(c, "msg=join .*user=carol table="+code+" spectator=true")
	a.waitFor("1 watching")

	// Alice starts: the table.
	a.send("s")
	srv.logHas(a, "msg=start table="+code+" rules=family .*people=2")
	for _, tm := range []*term{a, b, c} {
		tm.waitFor("Family · East round · Hand 1")
	}

	// The spectator sees no concealed tile of anyone while the hand is
	// played.
	s = c.screen()
	if !strings.Contains(s, "#") {
		c.fatalf("the spectator should see the hands face down (#)")
	}
	if matches("^Your turn").MatchString(s) {
		c.fatalf("the spectator is asked to play")
	}

	// Play until bob has discarded twice, then kill his ssh mid-hand.
	end := time.Now().Add(*handTimeout)
	discards := 0
	for discards < 2 && time.Now().Before(end) {
		a.handStep(sshExited)
		if b.has(yourTurn) {
			b.keys("Enter")
			discards++
			time.Sleep(300 * time.Millisecond)
		} else if b.handStep(sshExited) {
			b.fatalf("the hand ended before bob could leave")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if discards != 2 {
		b.fatalf("bob was not asked to discard twice")
	}
	b.kill()
	srv.logHas(a, "msg=leave .*user=bob table="+code+" seat=1 why=disconnected")
	a.waitFor("bob left: a bot plays the seat")

	// Bob comes back with his key: his seat again.
	b = client("bob", "-t", code, "--tiles", "letters", "--lang", "en")
	srv.logHas(b, "msg=join .*user=bob table="+code+" seat=1 rejoin=true")
	b.waitFor("Family · East round · Hand 1")

	// The hand to its end, both playing; all three see its result.
	doneA, doneB := false, false
	for !(doneA && doneB) && time.Now().Before(end) {
		doneA = doneA || a.handStep(sshExited)
		doneB = doneB || b.handStep(sshExited)
		time.Sleep(100 * time.Millisecond)
	}
	if !(doneA && doneB) {
		a.fatalf("the hand did not end in %v (alice's ended: %v, bob's: %v)", *handTimeout, doneA, doneB)
	}
	c.waitFor("Drawn hand|Mah-Jong!")
	srv.logHas(a, "msg=game_end table="+code)
	for _, tm := range []*term{a, b} {
		tm.send("Enter")
		tm.waitFor("Final standings")
	}
}

// server is `mahjong serve` on a free port of 127.0.0.1, its log in a
// file; stopped at the end of the test.
type server struct {
	t    testing.TB
	port string
	log  string
}

// startServer starts the server with its files in dir and waits for its
// log to say which port it listens on; its host key must be mode 0600.
func startServer(t testing.TB, dir string) *server {
	t.Helper()
	srv := &server{t: t, log: filepath.Join(dir, "server.log")}
	logFile, err := os.Create(srv.log)
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	cmd := exec.Command(binary(t), "serve", "--listen", "127.0.0.1:0")
	cmd.Env = gameEnv(dir)
	cmd.Stderr = logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stop(t, cmd) })
	listening := regexp.MustCompile(`msg=listening addr=127\.0\.0\.1:([0-9]+)`)
	for end := time.Now().Add(*stepTimeout); srv.port == "" && time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		b, _ := os.ReadFile(srv.log)
		if m := listening.FindSubmatch(b); m != nil {
			srv.port = string(m[1])
		}
	}
	if srv.port == "" {
		b, _ := os.ReadFile(srv.log)
		t.Fatalf("the server did not listen\n---- server log ----\n%s", b)
	}
	fi, err := os.Stat(filepath.Join(dir, "data", "server", "host_ed25519"))
	if err != nil {
		t.Fatalf("no host key: %v", err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("the host key is not mode 0600: %v", fi.Mode().Perm())
	}
	return srv
}

// logHas waits until the server's log has a line matching re; failing,
// it shows the log and tm's screen.
func (srv *server) logHas(tm *term, re string) {
	tm.t.Helper()
	rx := matches(re)
	for end := time.Now().Add(*stepTimeout); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if b, _ := os.ReadFile(srv.log); rx.Match(b) {
			return
		}
	}
	b, _ := os.ReadFile(srv.log)
	tm.t.Logf("---- server log ----\n%s", b)
	tm.fatalf("the server's log lacks /%s/", re)
}

// stop ends the server and its process group: SIGTERM, then SIGKILL if
// it has not gone in ten seconds.
func stop(t testing.TB, cmd *exec.Cmd) {
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Logf("the server did not stop on SIGTERM: killed")
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}
