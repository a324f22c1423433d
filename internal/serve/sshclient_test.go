package serve

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/testproc"
	"github.com/mahjong-tui/mahjong/rules"
)

// startServer runs a server on a free port of 127.0.0.1.
func startServer(t *testing.T, dir string, mod func(*Config)) (*Server, string, *testproc.Buffer) {
	t.Helper()
	s, logs := newTestServer(t, dir, mod)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.Serve(l) }()
	return s, l.Addr().String(), logs
}

// newKey makes a client key.
func newKey(t *testing.T) gossh.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// dial connects as user with key (nil: no key, keyboard-interactive).
func dial(t *testing.T, addr, user string, key gossh.Signer) *gossh.Client {
	t.Helper()
	auth := []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
		return nil, nil
	})}
	if key != nil {
		auth = append([]gossh.AuthMethod{gossh.PublicKeys(key)}, auth...)
	}
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: user, Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// term is a session on a terminal of 100x30 (or none): what it shows,
// what it says on stderr, its keyboard.
type term struct {
	sess *gossh.Session
	out  *testproc.Buffer
	err  *testproc.Buffer
	keys io.WriteCloser
}

// open starts a session: with a terminal unless noPty, the shell or a
// command.
func open(t *testing.T, c *gossh.Client, noPty bool, cmd string, env ...string) *term {
	t.Helper()
	w, h := termSize(noPty)
	return openSized(t, c, w, h, cmd, env...)
}

// termSize is the terminal open asks for: 100x30, none (0x0) for noPty.
func termSize(noPty bool) (w, h int) {
	if noPty {
		return 0, 0
	}
	return 100, 30
}

// openSized opens a session on a terminal of w x h (0: none) running cmd
// (a shell when empty), its environment set first.
func openSized(t *testing.T, c *gossh.Client, w, h int, cmd string, env ...string) *term {
	t.Helper()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	return openOn(t, sess, w, h, cmd, env...)
}

// reopen is open once the server has let the connection's previous
// session go: a client's close reaches it a moment later, and until
// then that session is the connection's one (the next is refused, at
// most 8 times here, under the 16 that close a connection).
func reopen(t *testing.T, c *gossh.Client, noPty bool, cmd string) *term {
	t.Helper()
	for i := 0; ; i++ {
		sess, err := c.NewSession()
		if err == nil {
			w, h := termSize(noPty)
			return openOn(t, sess, w, h, cmd)
		}
		if i == 8 || !strings.Contains(err.Error(), "one session a connection") {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// openOn starts sess on a terminal of w x h (0: none) running cmd.
func openOn(t *testing.T, sess *gossh.Session, w, h int, cmd string, env ...string) *term {
	t.Helper()
	var err error
	tm := &term{sess: sess, out: &testproc.Buffer{}, err: &testproc.Buffer{}}
	sess.Stdout, sess.Stderr = tm.out, tm.err
	for i := 0; i+1 < len(env); i += 2 {
		if err := sess.Setenv(env[i], env[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	if tm.keys, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if w > 0 {
		if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
			t.Fatal(err)
		}
	}
	if cmd == "" {
		err = sess.Shell()
	} else {
		err = sess.Start(cmd)
	}
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// exit waits for the session's end and returns its exit status.
func (tm *term) exit(t *testing.T) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- tm.sess.Wait() }()
	select {
	case err := <-done:
		var ee *gossh.ExitError
		if errors.As(err, &ee) {
			return ee.ExitStatus()
		}
		if err != nil {
			t.Fatalf("session: %v", err)
		}
		return 0
	case <-time.After(10 * time.Second):
		t.Fatalf("the session did not end; it showed %q, said %q", tm.out, tm.err)
		return -1
	}
}

// waitFor waits until the screen output shows text (its styles left
// out).
func (tm *term) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(ansi.Strip(tm.out.String()), text) {
		if time.Now().After(deadline) {
			t.Fatalf("%q never shown; the screen got %q", text, tm.out)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// One session more than --max-sessions is told in one line that the
// server is full, and closed with status 1; so is one more than the
// sessions allowed from one address; the log says why.
func TestLimitsReached(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), func(c *Config) { c.MaxSessions = 2; c.MaxPerAddr = 1 })
	first := open(t, dial(t, addr, "alice", newKey(t)), false, "")
	first.waitFor(t, "No table yet")
	second := open(t, dial(t, addr, "bob", nil), false, "")
	if code := second.exit(t); code != 1 {
		t.Fatalf("exit status %d", code)
	}
	if got := second.err.String(); !strings.Contains(got, "mahjong: too many sessions from your address (1 at most)") {
		t.Fatalf("stderr %q", got)
	}
	s.cfg.MaxPerAddr = 5
	open(t, dial(t, addr, "bob", nil), false, "").waitFor(t, "No table yet")
	third := open(t, dial(t, addr, "carol", nil), false, "", "LANG", "fr_FR.UTF-8")
	if code := third.exit(t); code != 1 {
		t.Fatalf("exit status %d", code)
	}
	if got := third.err.String(); !strings.Contains(got, "mahjong: le serveur est plein (2 joueurs) : réessayez plus tard") {
		t.Fatalf("stderr %q", got)
	}
	waitLog(t, logs, "msg=refused addr=127.0.0.1 user=bob why=address limit=1")
	waitLog(t, logs, "msg=refused addr=127.0.0.1 user=carol why=sessions limit=2")
	if n := s.counts.live(); n != 2 {
		t.Errorf("%d sessions counted, 2 live", n)
	}
}

// Without a terminal, with a command the server does not understand, or
// asking for a subsystem, a port forwarding or another channel: refused
// (a line and a status, or the request denied). Only the game is served.
func TestOnlyTheGame(t *testing.T) {
	_, addr, _ := startServer(t, t.TempDir(), nil)
	c := dial(t, addr, "alice", newKey(t))
	noTerm := open(t, c, true, "")
	if code := noTerm.exit(t); code != 1 || !strings.Contains(noTerm.err.String(), "the game needs a terminal") {
		t.Fatalf("no terminal: status %d, %q", code, noTerm.err)
	}
	for cmd, want := range map[string]string{
		"ls -la":                 `unknown flag "-la"`,
		"cat /etc/passwd":        "too many words",
		"rm":                     `"rm" is not a table code`,
		"--lang de":              "--lang takes en, fr",
		"new chess":              "new takes hk, classic, family, pow2",
		strings.Repeat("A", 300): "longer than 256 characters",
	} {
		tm := open(t, c, false, cmd)
		if code := tm.exit(t); code != 2 || !strings.Contains(tm.err.String(), want) || !strings.Contains(tm.err.String(), "usage: ssh") {
			t.Errorf("%.20q: status %d, %q", cmd, code, tm.err)
		}
	}
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestSubsystem("sftp"); err == nil {
		t.Error("the sftp subsystem was granted")
	}
	if _, err := c.Dial("tcp", "127.0.0.1:22"); err == nil {
		t.Error("a direct-tcpip channel was opened")
	}
	if ok, _, err := c.SendRequest("tcpip-forward", true, gossh.Marshal(struct {
		Addr string
		Port uint32
	}{"127.0.0.1", 0})); ok || err != nil {
		t.Errorf("tcpip-forward: %v %v", ok, err)
	}
}

// A session without a key for the idle limit is told why and closed.
func TestIdleSession(t *testing.T) {
	_, addr, logs := startServer(t, t.TempDir(), func(c *Config) { c.Idle = 300 * time.Millisecond })
	tm := open(t, dial(t, addr, "alice", nil), false, "")
	tm.waitFor(t, "No table yet")
	tm.exit(t)
	if !strings.Contains(tm.err.String(), "closed after 0 s without a key") {
		t.Fatalf("stderr %q", tm.err)
	}
	waitLog(t, logs, "msg=disconnect session=1 user=alice why=idle")
}

// waitLog waits until the log has a line with want.
func waitLog(t *testing.T, logs *testproc.Buffer, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(logs.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("the log lacks %q:\n%s", want, logs)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// Over SSH: an unknown code goes to the lobby and says so; a table with
// a password asks for it, refuses a wrong one, takes the right one; five
// wrong tries close the session (and the log says why).
func TestCodesAndPasswordsOverSSH(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	unknown := open(t, dial(t, addr, "eve", nil), false, "ZZZZ")
	unknown.waitFor(t, "No table has that code.")
	unknown.waitFor(t, "No table yet")
	r, err := s.hall.create(tableConfig{Rules: "family", Bots: 2, Password: hashPassword("sésame")})
	if err != nil {
		t.Fatal(err)
	}
	bob := open(t, dial(t, addr, "bob", newKey(t)), false, r.code)
	bob.waitFor(t, "This table has a password")
	typeLine(t, bob, "sesame")
	bob.waitFor(t, "Wrong password.")
	typeLine(t, bob, "sésame")
	bob.waitFor(t, "Seat 1")
	bob.waitFor(t, "bob (you)")

	mallory := open(t, dial(t, addr, "mallory", nil), false, r.code)
	mallory.waitFor(t, "This table has a password")
	for range maxTries {
		typeLine(t, mallory, "guess")
	}
	if code := mallory.exit(t); code != 1 || !strings.Contains(mallory.err.String(), "mahjong: Too many wrong tries: goodbye.") {
		t.Fatalf("after %d wrong passwords: status %d, %q", maxTries, code, mallory.err)
	}
	waitLog(t, logs, "user=mallory addr=127.0.0.1 why=tries")
}

// typeLine types a line and Enter.
func typeLine(t *testing.T, tm *term, line string) {
	t.Helper()
	if _, err := tm.keys.Write([]byte(line + "\r")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
}

// Talk pasted with escape sequences and control characters reaches the
// other screen as plain text: the sequences are never passed through.
func TestTalkOverSSH(t *testing.T) {
	_, addr, _ := startServer(t, t.TempDir(), nil)
	alice := open(t, dial(t, addr, "alice", newKey(t)), false, "new family")
	alice.waitFor(t, "start the game")
	code := strings.TrimSpace(strings.SplitN(strings.SplitN(alice.out.String(), "Table ", 2)[1], " ", 2)[0])
	bob := open(t, dial(t, addr, "bob", newKey(t)), false, code)
	bob.waitFor(t, "bob (you)")
	hostile := "hi \x1b]0;pwned\x07 \x1b[2J\x1b[31mred\r\nline\u202e"
	if _, err := bob.keys.Write([]byte("t\x1b[200~" + hostile + "\x1b[201~\r")); err != nil {
		t.Fatal(err)
	}
	alice.waitFor(t, "bob:")
	alice.waitFor(t, "red")
	got := alice.out.String()
	for _, bad := range []string{"\x1b]0;pwned", "\x1b[31mred", "\u202e"} {
		if strings.Contains(got, bad) {
			t.Errorf("alice's screen was sent %q from bob's talk", bad)
		}
	}
	if !strings.Contains(ansi.Strip(got), "bob: hi ") {
		t.Errorf("the talk's printable part is not shown: %q", got)
	}
}

// A server stopped mid-hand and started again on the same directories:
// the person comes back over SSH with the same key and the table code,
// and is shown the same hand where it stood, asked to play on.
func TestRestartOverSSH(t *testing.T) {
	dir := t.TempDir()
	s1, addr1, _ := startServer(t, dir, nil)
	key := newKey(t)
	alice := open(t, dial(t, addr1, "alice", key), false, "new hk --tiles letters --lang en")
	alice.waitFor(t, "start the game")
	code := s1.hall.all()[0].code
	if _, err := alice.keys.Write([]byte("s")); err != nil {
		t.Fatal(err)
	}
	alice.waitFor(t, "Your turn: discard a tile.")
	r1, _ := s1.hall.find(code)
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}
	actions := len(r1.t.Game().Actions())

	s2, addr2, logs := startServer(t, dir, nil)
	waitLog(t, logs, "msg=restored table="+code)
	back := open(t, dial(t, addr2, "alice", key), false, code+" --tiles letters --lang en")
	back.waitFor(t, "Hong Kong · East round · Hand 1")
	back.waitFor(t, "Your turn: discard a tile.")
	// The turn waits for her: no bot played it while she was away.
	time.Sleep(100 * time.Millisecond)
	r2, _ := s2.hall.find(code)
	var n int
	r2.t.Read(func(g *rules.Game) { n = len(g.Actions()) })
	if n != actions {
		t.Fatalf("the table has %d actions, it stopped with %d", n, actions)
	}
	waitLog(t, logs, "msg=join session=1 user=alice table="+code+" seat=0 rejoin=true")
}
