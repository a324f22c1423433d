package serve

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"net"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// The hostile clients: each attack is made on a server the test starts
// on 127.0.0.1 (the attackers from 127.0.0.2 where the address matters),
// bounded in count and time. After each, the server is up, its heap is
// under maxHeap, a real client from 127.0.0.1 reaches the lobby and
// plays, and the log has no panic. MAHJONG_SOAK=1 makes the counts the
// fullest.

// maxHeap bounds the server's heap after an attack (the test's own
// clients share the process: it bounds them too).
const maxHeap = 200 << 20

// heapAfter is the heap in use after a collection, in bytes.
func heapAfter() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// survived checks what every attack must leave: the heap under maxHeap,
// no panic in the log, and a real client from 127.0.0.1 that reaches
// the lobby and plays a table's first turn.
func survived(t *testing.T, attack, addr string, logs *testproc.Buffer) {
	t.Helper()
	heap := heapAfter()
	t.Logf("%s: heap %.1f MiB after the attack", attack, float64(heap)/(1<<20))
	if heap > maxHeap {
		t.Errorf("%s: the heap is %d MiB", attack, heap>>20)
	}
	c := dialFrom(t, "127.0.0.1", addr, "real", newKey(t))
	tm := open(t, c, false, "new family --lang en")
	tm.waitFor(t, "start the game")
	if _, err := tm.keys.Write([]byte("s")); err != nil {
		t.Fatal(err)
	}
	tm.waitFor(t, "Hand 1")
	_ = c.Close()
	for _, bad := range []string{"panic", "goroutine ", "session_error"} {
		if strings.Contains(logs.String(), bad) {
			t.Fatalf("%s: the log has %q:\n%s", attack, bad, logs)
		}
	}
}

// dialFrom connects from the local address from (a 127.x address) as
// user, with key (nil: keyboard-interactive only).
func dialFrom(t *testing.T, from, addr, user string, key gossh.Signer) *gossh.Client {
	t.Helper()
	c, err := tryDial(from, addr, user, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// tryDial connects as dialFrom does, or says why not.
func tryDial(from, addr, user string, key gossh.Signer) (*gossh.Client, error) {
	auth := []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
		return nil, nil
	})}
	if key != nil {
		auth = append([]gossh.AuthMethod{gossh.PublicKeys(key)}, auth...)
	}
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	nc, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	_ = nc.SetDeadline(time.Now().Add(10 * time.Second))
	conn, chans, reqs, err := gossh.NewClientConn(nc, addr, &gossh.ClientConfig{User: user, Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		_ = nc.Close()
		return nil, err
	}
	_ = nc.SetDeadline(time.Time{})
	return gossh.NewClient(conn, chans, reqs), nil
}

// A terminal of 2147483647x2147483647, then a window change to
// 20000x20000: the session is drawn in MaxWidth x MaxHeight and says so;
// a window change back to 100x30 is followed.
func TestHostileHugeTerminal(t *testing.T) {
	_, addr, logs := startServer(t, t.TempDir(), nil)
	c := dialFrom(t, "127.0.0.1", addr, "huge", nil)
	tm := openSized(t, c, 2147483647, 2147483647, "")
	tm.waitFor(t, "Your terminal is 2147483647x2147483647: the game is drawn in 250x80")
	if err := tm.sess.WindowChange(20000, 20000); err != nil {
		t.Fatal(err)
	}
	tm.waitFor(t, "0000x20000") // the frame's change: "Your terminal is 20000x20000"
	for _, line := range strings.Split(ansi.Strip(tm.out.String()), "\n") {
		if w := ansi.StringWidth(line); w > MaxWidth {
			t.Fatalf("a line of %d columns was drawn", w)
		}
	}
	fr := dialFrom(t, "127.0.0.2", addr, "grand", nil)
	frSess, err := fr.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	frTerm := &term{sess: frSess, out: &testproc.Buffer{}, err: &testproc.Buffer{}}
	frSess.Stdout, frSess.Stderr = frTerm.out, frTerm.err
	if frTerm.keys, err = frSess.StdinPipe(); err != nil { // the keyboard stays open
		t.Fatal(err)
	}
	if err := frSess.RequestPty("xterm", 300, 1000, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := frSess.Start("--lang fr"); err != nil {
		t.Fatal(err)
	}
	frTerm.waitFor(t, "Votre terminal fait 1000x300 : le jeu est dessiné en 250x80, en haut à gauche.")
	survived(t, "huge terminal", addr, logs)
}

// 5,000 session channels on one connection (30,000 in the soak): one is
// opened, the others refused, the connection closed after
// maxRefusedChannels; other channel types refused too.
func TestHostileChannels(t *testing.T) {
	_, addr, logs := startServer(t, t.TempDir(), nil)
	c := dialFrom(t, "127.0.0.2", addr, "channels", nil)
	first := open(t, c, false, "--lang en") // the one session, playing
	first.waitFor(t, "No table yet")
	gone := make(chan struct{})
	go func() { _ = c.Wait(); close(gone) }()
	closed := (<-chan struct{})(gone)
	// All asked for at once, without waiting for the answers. (A channel
	// asked for as the connection closes may never be answered: x/crypto's
	// client does not fail it; those are left waiting.)
	n := soak.Size(5000, 30000)
	answers := make(chan error, n)
	for range n {
		go func() {
			ch, reqs, err := c.OpenChannel("session", nil)
			if err == nil {
				go gossh.DiscardRequests(reqs)
				_ = ch.Close()
			}
			answers <- err
		}()
	}
	opened, refused := 0, 0
	wait := time.After(10 * time.Second)
answering:
	for opened+refused < n {
		select {
		case err := <-answers:
			if err == nil {
				opened++
			} else {
				refused++
			}
		case <-closed:
			wait, closed = time.After(time.Second), nil // the last answers
		case <-wait:
			break answering
		}
	}
	t.Logf("%d channels asked for at once: %d refused or failed, %d opened, %d unanswered", n, refused, opened, n-opened-refused)
	if opened > 0 {
		t.Errorf("%d more session channels opened on one connection", opened)
	}
	select {
	case <-gone:
	case <-time.After(10 * time.Second):
		t.Errorf("the connection asking for %d channels is still open", refused)
	}
	c2 := dialFrom(t, "127.0.0.2", addr, "others", nil)
	for _, kind := range []string{"direct-tcpip", "x11", "auth-agent@openssh.com", "forwarded-tcpip", "nonsense"} {
		if _, _, err := c2.OpenChannel(kind, nil); err == nil {
			t.Errorf("a %s channel was opened", kind)
		}
	}
	survived(t, "channels", addr, logs)
}

// 600 half-open connections from 127.0.0.2 (nothing sent, half a
// banner, a banner and nothing), held open: a real client from
// 127.0.0.1 still reaches the lobby and plays.
func TestHostileHalfOpen(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	halfOpen(t, "127.0.0.2", addr, soak.Size(600, 2000))
	if n, _ := s.connCounted(); n > maxHandshakesPerAddr {
		t.Errorf("%d handshakes counted from one address", n)
	}
	survived(t, "half-open", addr, logs)
}

// 20 addresses of 127.0.1.0/24 (soak: 60), each holding its 8
// half-open connections (160 > the 128 in all), then a real client from
// 127.0.0.1 and one from 127.0.1.250: attackers from several addresses
// never lock out another (a newcomer takes the place of the oldest
// handshake of the address holding the most).
func TestHostileHalfOpenFromMany(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	attackers := soak.Size(20, 60)
	for a := range attackers {
		halfOpen(t, fmt.Sprintf("127.0.1.%d", 1+a), addr, maxHandshakesPerAddr)
	}
	deadline := time.Now().Add(10 * time.Second)
	for n, _ := s.connCounted(); n < maxHandshakes && time.Now().Before(deadline); n, _ = s.connCounted() {
		time.Sleep(5 * time.Millisecond)
	}
	if n, _ := s.connCounted(); n != maxHandshakes {
		t.Errorf("%d handshakes counted from %d connections (the whole is %d)", n, attackers*maxHandshakesPerAddr, maxHandshakes)
	}
	tm := open(t, dialFrom(t, "127.0.1.250", addr, "neighbour", nil), false, "--lang en")
	tm.waitFor(t, "No table yet")
	survived(t, "half-open from many", addr, logs)
}

// halfOpen opens n connections from the local address from, each
// sending nothing, half a banner or a banner and nothing, held open
// until the test ends.
func halfOpen(t *testing.T, from, addr string, n int) {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	for i := range n {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("connection %d from %s: %v", i, from, err)
		}
		t.Cleanup(func() { _ = c.Close() })
		switch i % 3 {
		case 1:
			_, _ = c.Write([]byte("SSH-2.0-hal"))
		case 2:
			_, _ = c.Write([]byte("SSH-2.0-half_open\r\n"))
		}
	}
}

// Ctrl+C (the byte 0x03) at a table ends the session: no panic, the
// server goes on.
func TestHostileCtrlC(t *testing.T) {
	t.Parallel() // it waits more than it works: beside the other waiting tests
	_, addr, logs := startServer(t, t.TempDir(), nil)
	for _, atTable := range []bool{false, true} {
		tm := open(t, dialFrom(t, "127.0.0.2", addr, "ctrlc", nil), false, "new family --lang en")
		tm.waitFor(t, "start the game")
		if atTable {
			if _, err := tm.keys.Write([]byte("s")); err != nil {
				t.Fatal(err)
			}
			tm.waitFor(t, "Hand 1")
		}
		if _, err := tm.keys.Write([]byte{3}); err != nil {
			t.Fatal(err)
		}
		tm.exit(t)
	}
	waitLog(t, logs, "why=quit")
	survived(t, "ctrl+c", addr, logs)
}

// What the server refuses or bounds, each on its own connection: a
// command, a subsystem, forwarding, an agent, X11, no terminal, huge
// environment values, too many of them, a name with escapes; every
// request of a session past maxRequests refused.
func TestHostileRequests(t *testing.T) {
	_, addr, logs := startServer(t, t.TempDir(), nil)
	c := dialFrom(t, "127.0.0.2", addr, "\x1b]0;pwned\x07\x1b[2Jevil\u202e", nil)
	tm := open(t, c, false, "ls -la")
	if code := tm.exit(t); code != 2 {
		t.Errorf("a command: status %d", code)
	}
	sess, err := c.NewSession() // the server said the command's session is over before its status
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range []struct {
		name    string
		payload []byte
	}{
		{"subsystem", gossh.Marshal(struct{ Name string }{"sftp"})},
		{"auth-agent-req@openssh.com", nil},
		{"x11-req", gossh.Marshal(struct {
			Single        bool
			Proto, Cookie string
			Screen        uint32
		}{false, "MIT-MAGIC-COOKIE-1", "00", 0})},
	} {
		if ok, err := sess.SendRequest(req.name, true, req.payload); ok || err != nil {
			t.Errorf("%s: granted %v, %v", req.name, ok, err)
		}
	}
	// Past connBurst, the bytes wait at connRate: 200 KiB only in the soak.
	huge := strings.Repeat("A", soak.Size(64<<10, 200<<10))
	if err := sess.Setenv("LANG", huge); err == nil {
		t.Errorf("an environment value of %d KiB was taken", len(huge)>>10)
	}
	for i := range maxRequests {
		_ = sess.Setenv(fmt.Sprintf("V%d", i), "x")
	}
	if err := sess.Setenv("LANG", "fr_FR.UTF-8"); err == nil {
		t.Errorf("more than %d requests were taken", maxRequests)
	}
	_ = sess.Close()
	if ok, _, err := c.SendRequest("tcpip-forward", true, gossh.Marshal(struct {
		Addr string
		Port uint32
	}{"127.0.0.1", 0})); ok || err != nil {
		t.Errorf("tcpip-forward: %v %v", ok, err)
	}
	noTerm := reopen(t, c, true, "")
	if code := noTerm.exit(t); code != 1 {
		t.Errorf("no terminal: status %d", code)
	}
	if strings.Contains(logs.String(), "\x1b") || strings.Contains(logs.String(), "\u202e") {
		t.Errorf("the log was written escapes from a user name:\n%q", logs)
	}
	survived(t, "requests", addr, logs)
}

// Random bytes before the handshake, after it (as keys, to the lobby and
// a table), a key flood and a window-change flood: the server goes on.
func TestHostileBytes(t *testing.T) {
	t.Parallel() // it waits more than it works: beside the other waiting tests
	_, addr, logs := startServer(t, t.TempDir(), nil)
	rng := rand.New(rand.NewPCG(20, 6))
	junk := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
		return b
	}
	for i := range soak.Size(20, 500) {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			_, _ = c.Write([]byte("SSH-2.0-junk\r\n"))
		}
		_, _ = c.Write(junk(1 + rng.IntN(8192)))
		_ = c.Close()
	}
	tm := open(t, dialFrom(t, "127.0.0.2", addr, "junk", nil), false, "new family --lang en")
	tm.waitFor(t, "start the game")
	for range soak.Size(20, 200) {
		_, _ = tm.keys.Write(junk(1 + rng.IntN(64)))
	}
	_, _ = tm.keys.Write(bytes.Repeat([]byte("j"), 64<<10))
	for i := range soak.Size(500, 5000) {
		_ = tm.sess.WindowChange(24+i%50, 80+i%100)
	}
	// The session still answers (unless a random key ended it): a window
	// change is drawn.
	time.Sleep(2 * resizeEvery)
	shown := tm.out.Len()
	if err := tm.sess.WindowChange(31, 101); err == nil {
		deadline := time.Now().Add(10 * time.Second)
		for tm.out.Len() == shown && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if tm.out.Len() == shown {
			t.Error("the session flooded with random keys no longer draws")
		}
	}
	survived(t, "bytes", addr, logs)
}

// Disconnects at every phase (after the TCP connection, in the banner,
// in the key exchange, after authentication, after the channel opens,
// after the terminal, after the shell, in the new-table form), each connection from its own address: every session and
// connection counted is given back, and so are the goroutines.
func TestHostileDisconnects(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	before := runtime.NumGoroutine()
	var wg sync.WaitGroup
	// At most 64 at once: far below the handshakes allowed in all.
	slots := make(chan struct{}, 64)
	for phase := range 8 {
		for i := range soak.Size(3, 30) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				slots <- struct{}{}
				defer func() { <-slots }()
				disconnectAt(t, fmt.Sprintf("127.0.%d.%d", 10+phase, 1+i), addr, phase)
			}()
		}
	}
	wg.Wait()
	deadline := time.Now().Add(15 * time.Second)
	for {
		hs, auth := s.connCounted()
		if hs == 0 && auth == 0 && s.counts.live() == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the disconnects: %d handshakes, %d connections, %d sessions counted", hs, auth, s.counts.live())
		}
		time.Sleep(10 * time.Millisecond)
	}
	for time.Now().Before(deadline) && runtime.NumGoroutine() > before+10 {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+10 {
		t.Errorf("%d goroutines after the disconnects, %d before", n, before)
	}
	survived(t, "disconnects", addr, logs)
}

// disconnectAt connects from the local address from and drops the line
// at phase (0 after the TCP connection ... 7 in the new-table form).
func disconnectAt(t *testing.T, from, addr string, phase int) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	nc, err := d.Dial("tcp", addr)
	if err != nil {
		t.Error(err)
		return
	}
	defer nc.Close()
	switch phase {
	case 0:
		return
	case 1:
		_, _ = nc.Write([]byte("SSH-2.0-"))
		return
	case 2:
		_, _ = nc.Write([]byte("SSH-2.0-kex\r\n"))
		buf := make([]byte, 512)
		_ = nc.SetReadDeadline(time.Now().Add(2 * time.Second))
		_, _ = nc.Read(buf)
		return
	}
	_ = nc.SetDeadline(time.Now().Add(10 * time.Second))
	conn, chans, reqs, err := gossh.NewClientConn(nc, addr, &gossh.ClientConfig{User: "drop",
		Auth:            []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
		HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Error(err)
		return
	}
	_ = nc.SetDeadline(time.Time{})
	c := gossh.NewClient(conn, chans, reqs)
	defer c.Close()
	if phase == 3 {
		return
	}
	sess, err := c.NewSession()
	if err != nil || phase == 4 {
		return
	}
	out := &testproc.Buffer{}
	sess.Stdout = out
	if sess.RequestPty("xterm", 30, 100, gossh.TerminalModes{}) != nil || phase == 5 {
		return
	}
	keys, _ := sess.StdinPipe()
	if sess.Shell() != nil || phase == 6 {
		return
	}
	_, _ = keys.Write([]byte("n"))
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(ansi.Strip(out.String()), "New table") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
}

// Sessions on the largest terminal, then gone: their memory comes back.
func TestHostileMemoryGivenBack(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	before := heapAfter()
	var clients []*gossh.Client
	n := soak.Size(8, 40)
	for i := range n {
		c := dialFrom(t, fmt.Sprintf("127.0.1.%d", 1+i), addr, "big", nil)
		tm := openSized(t, c, 100000, 100000, "")
		tm.waitFor(t, "No table yet")
		clients = append(clients, c)
	}
	during := heapAfter()
	for _, c := range clients {
		_ = c.Close()
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.counts.live() > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	// The last goroutines of a session (its input's reader) end soon after.
	after := heapAfter()
	for after > before+(during-before)/4 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		after = heapAfter()
	}
	t.Logf("heap: %.1f MiB before, %.1f MiB with %d sessions of %dx%d, %.1f MiB after they ended",
		float64(before)/(1<<20), float64(during)/(1<<20), n, MaxWidth, MaxHeight, float64(after)/(1<<20))
	if after > before+(during-before)/4 {
		t.Errorf("the sessions' memory was not given back: %d MiB before, %d with them, %d after", before>>20, during>>20, after>>20)
	}
	survived(t, "memory", addr, logs)
}
