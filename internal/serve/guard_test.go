package serve

import (
	"fmt"
	"io"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"charm.land/ssh"

	"github.com/mahjong-tui/mahjong/internal/tui/program"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// guessUntil makes n wrong guesses at table, each from the address
// addrOf(i) as soon as the limiter allows it, on the fake clock; it
// returns the time they took.
func guessUntil(g *guesses, clock *fakeClock, n int, table string, addrOf func(int) string) time.Duration {
	start := clock.now()
	for i := 0; i < n; {
		addr := addrOf(i)
		if wait, _ := g.allow(addr, table); wait > 0 {
			clock.add(min(wait, time.Second))
			continue
		}
		g.failed(addr, table)
		i++
	}
	return clock.now().Sub(start)
}

// 560 wrong passwords from reconnecting sessions take at least a minute:
// from one address (the limiter counts the address, whatever the
// session), about 10 a minute; from 560 addresses, the table's lock
// holds them back. The clock is the limiter's own: nobody waits.
func TestGuessingIsSlow(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1e9, 0)}
	g := newGuesses(clock.now)
	one := guessUntil(g, clock, 560, "K7QP", func(int) string { return "127.0.0.1" })
	t.Logf("560 wrong guesses from one address: %v", one)
	if one < 50*time.Minute {
		t.Errorf("560 wrong guesses from one address took %v (about 10 a minute: %v)", one, 55*time.Minute)
	}
	g = newGuesses(clock.now)
	many := guessUntil(g, clock, 560, "K7QP", func(i int) string { return fmt.Sprintf("10.0.%d.%d", i/250, i%250) })
	t.Logf("560 wrong guesses from 560 addresses: %v", many)
	if many < 20*time.Minute {
		t.Errorf("560 wrong guesses from as many addresses took %v", many)
	}
}

// The first wrong guesses are free, the next waits grow; a table locked
// after 20 wrong guesses from anywhere lets in an address that never
// guessed wrong, and is unlocked a minute later.
func TestGuessingWaits(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1e9, 0)}
	g := newGuesses(clock.now)
	var waits []time.Duration
	for range guessFree + 3 {
		if wait, _ := g.allow("a", "T"); wait > 0 {
			waits = append(waits, wait)
			clock.add(wait)
		}
		g.failed("a", "T")
	}
	if len(waits) != 3 || waits[0] != guessDelay || waits[2] <= waits[0] {
		t.Errorf("the waits after %d wrong guesses: %v", guessFree+3, waits)
	}
	g = newGuesses(clock.now)
	for i := range tableMaxWrong {
		g.failed(fmt.Sprint("attacker", i), "T")
	}
	if wait, locked := g.allow("attacker1", "T"); !locked || wait != tableLock {
		t.Errorf("after %d wrong guesses, an attacker waits %v (locked %v)", tableMaxWrong, wait, locked)
	}
	if wait, _ := g.allow("friend", "T"); wait != 0 {
		t.Errorf("an address that never guessed wrong waits %v", wait)
	}
	if wait, _ := g.allow("friend", "OTHER"); wait != 0 {
		t.Errorf("another table waits %v", wait)
	}
	for i := range lockedGuesses {
		g.failed(fmt.Sprint("fresh", i), "T")
	}
	if _, locked := g.allow("friend", "T"); !locked {
		t.Errorf("after %d more wrong guesses the lock lets anyone in", lockedGuesses)
	}
	clock.add(tableLock)
	if wait, _ := g.allow("friend", "T"); wait != 0 {
		t.Errorf("a minute after the lock: a wait of %v", wait)
	}
}

// Over SSH: wrong passwords from 127.0.0.2 make its next try wait (said,
// not tried, logged once), while the right password from 127.0.0.3 gets
// in at once.
func TestGuessingOverSSH(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	r, err := s.hall.create(tableConfig{Rules: "family", Bots: 2, Password: hashPassword("sésame")})
	if err != nil {
		t.Fatal(err)
	}
	for i := range guessFree {
		mallory := open(t, dialFrom(t, "127.0.0.2", addr, fmt.Sprint("mallory", i), nil), false, r.code)
		mallory.waitFor(t, "This table has a password")
		typeLine(t, mallory, "guess")
		mallory.waitFor(t, "Wrong password.")
	}
	again := open(t, dialFrom(t, "127.0.0.2", addr, "mallory", nil), false, r.code)
	again.waitFor(t, "This table has a password")
	typeLine(t, again, "sésame")
	again.waitFor(t, "Too many wrong guesses from your address: wait 3 s")
	for _, name := range r.info(false).People {
		if name != "" {
			t.Fatalf("%s sits at the table: a try past the allowance was checked", name)
		}
	}
	bob := open(t, dialFrom(t, "127.0.0.3", addr, "bob", nil), false, r.code)
	bob.waitFor(t, "This table has a password")
	typeLine(t, bob, "sésame")
	bob.waitFor(t, "bob (you)")
	if n := strings.Count(logs.String(), "msg=guessing addr=127.0.0.2"); n != 1 {
		t.Errorf("%d guessing lines logged for 127.0.0.2:\n%s", n, logs)
	}
}

// The guard: an address has at most its share of the handshakes, far
// below the whole; authenticated connections are bounded the same way.
func TestGuardShares(t *testing.T) {
	g := newGuard(func() int { return 4 }, func() int { return 2 })
	shake := func(addr string) (string, *guardConn) { return g.enter(&guardConn{addr: addr}) }
	for i := range maxHandshakesPerAddr {
		if why, _ := shake("10.0.0.1"); why != "" {
			t.Fatalf("handshake %d from 10.0.0.1: %s", i, why)
		}
	}
	if why, _ := shake("10.0.0.1"); why != "handshakes_address" {
		t.Errorf("one handshake too many from 10.0.0.1: %q", why)
	}
	if why, _ := shake("10.0.0.2"); why != "" {
		t.Errorf("10.0.0.2 is locked out by 10.0.0.1: %q", why)
	}
	if why := g.take("a"); why != "" {
		t.Errorf("authenticated: %q", why)
	}
	g.take("a")
	if why := g.take("a"); why != "connections_address" {
		t.Errorf("one authenticated connection too many from a: %q", why)
	}
}

// The handshakes in all full, from many addresses of several networks:
// a newcomer from a network holding fewer takes the place of the oldest
// handshake of the address holding the most in the network holding the
// most; within one network, an address holding fewer does the same; an
// address as well served as the others is refused.
func TestGuardEvicts(t *testing.T) {
	g := newGuard(func() int { return 4 }, func() int { return 2 })
	var first []*guardConn // the first handshake of each address
	for a := range maxHandshakes / maxHandshakesPerAddr {
		for i := range maxHandshakesPerAddr {
			c := &guardConn{addr: fmt.Sprintf("10.1.0.%d", 1+a)}
			if why, victim := g.enter(c); why != "" || victim != nil {
				t.Fatalf("handshake %d of 10.1.0.%d: %q, %v", i, 1+a, why, victim)
			}
			if i == 0 {
				first = append(first, c)
			}
		}
	}
	why, victim := g.enter(&guardConn{addr: "10.2.0.1"})
	if why != "" || victim == nil || !slices.Contains(first, victim) {
		t.Fatalf("a newcomer from another network: %q, closing %v (not an oldest)", why, victim)
	}
	// Within 10.1.0.0/24: an address holding none takes the place of one
	// holding the most, until it holds about as many as the others.
	for a := range 8 {
		addr := fmt.Sprintf("10.1.0.%d", 100+a)
		for {
			why, victim := g.enter(&guardConn{addr: addr})
			if why != "" {
				break
			}
			if victim == nil {
				t.Fatalf("%s was counted past the whole without taking a place", addr)
			}
		}
	}
	if n := g.counted(phaseHandshake); n != maxHandshakes {
		t.Errorf("%d handshakes counted (the whole is %d)", n, maxHandshakes)
	}
	least, most := maxHandshakes, 0
	for addr, n := range g.per[phaseHandshake] {
		if networkOf(addr) == "10.1.0.0/24" {
			least, most = min(least, n), max(most, n)
		}
	}
	t.Logf("24 addresses of a network hold %d to %d handshakes", least, most)
	if most > least+2 {
		t.Errorf("24 addresses of a network hold %d to %d handshakes", least, most)
	}
	if why, victim := g.enter(&guardConn{addr: "10.1.0.1"}); why != "handshakes" || victim != nil {
		t.Errorf("an address holding as many as the others: %q, closing %v", why, victim)
	}
	// Closed, a handshake whose place was taken is not given back twice.
	g.leave(victim)
	if n := g.counted(phaseHandshake); n != maxHandshakes {
		t.Errorf("%d handshakes counted after an evicted one left", n)
	}
	for _, addr := range []string{"10.3.0.1", "2001:db8::1"} {
		if why, victim := g.enter(&guardConn{addr: addr}); why != "" || victim == nil {
			t.Errorf("a newcomer from %s: %q, closing %v", addr, why, victim)
		}
	}
	if got := networkOf("2001:db8:1:2:3::4"); got != "2001:db8:1:2::/64" {
		t.Errorf("the network of an IPv6 address: %s", got)
	}
}

// A thousand window changes at once: the program is handed few of them,
// each within the bounds, the last one always; a size too large is
// told once.
func TestWindowChangesPaced(t *testing.T) {
	windows := make(chan ssh.Window)
	resized := make(chan program.Size, 1)
	var told []ssh.Window
	var fits bool
	var mu sync.Mutex
	done := make(chan struct{})
	go func() {
		paceWindows(windows, resized, func(w ssh.Window, larger bool) {
			mu.Lock()
			told = append(told, w)
			fits = fits || !larger
			mu.Unlock()
		})
		close(done)
	}()
	var got []program.Size
	for i := range 1000 {
		windows <- ssh.Window{Width: 20000, Height: 20000 + i%2}
		select {
		case s := <-resized:
			got = append(got, s)
		default:
		}
	}
	windows <- ssh.Window{Width: 120, Height: 40}
	last := <-resized
	got = append(got, last)
	close(windows)
	<-done
	if last != (program.Size{Width: 120, Height: 40}) {
		t.Errorf("the last size given: %v", last)
	}
	for _, s := range got {
		if s.Width > MaxWidth || s.Height > MaxHeight {
			t.Errorf("a size of %v given", s)
		}
	}
	if len(got) > 10 {
		t.Errorf("%d of 1001 window changes given at once", len(got))
	}
	mu.Lock()
	defer mu.Unlock()
	if len(told) == 0 || len(told) > len(got) || told[0] != (ssh.Window{Width: 20000, Height: 20000}) || !fits ||
		told[len(told)-1] != (ssh.Window{Width: 120, Height: 40}) {
		t.Errorf("told %v for %d sizes given", told, len(got))
	}
}

// A connection that never ends its handshake, one authenticated that
// never opens a session, and a session that never asks for the game are
// each closed by the server after Config.Handshake.
func TestDeadlines(t *testing.T) {
	_, addr, _ := startServer(t, t.TempDir(), func(c *Config) { c.Handshake = 300 * time.Millisecond })
	closed := func(what string, wait func() error) {
		t.Helper()
		done := make(chan error, 1)
		go func() { done <- wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Errorf("%s: the connection is still open", what)
		}
	}
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	closed("no handshake", func() error { _, err := io.ReadAll(nc); return err })
	c := dialFrom(t, "127.0.0.2", addr, "lazy", nil)
	closed("no session", c.Wait)
	c = dialFrom(t, "127.0.0.3", addr, "lazier", nil)
	if _, _, err := c.OpenChannel("session", nil); err != nil {
		t.Fatal(err)
	}
	closed("no shell", c.Wait)
}

// A connection's reads past its allowance wait as long as the excess
// takes at connRate.
func TestBucket(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1e9, 0)}
	b := newBucket(connRate, connBurst, clock.now)
	var slept time.Duration
	b.sleep = func(d time.Duration) { slept += d; clock.add(d) }
	b.spend(connBurst)
	if slept != 0 {
		t.Errorf("the burst waited %v", slept)
	}
	b.spend(connRate * 3)
	if slept != 3*time.Second {
		t.Errorf("3 s of bytes past the burst waited %v", slept)
	}
}

// A panic in a session is logged (session_error, its stack) and ends that
// session alone: its seat goes to a bot, the server goes on.
func TestSessionPanicContained(t *testing.T) {
	s, logs := newTestServer(t, t.TempDir(), nil)
	f := connect(t, s, "alice", "ka")
	func() {
		defer s.ended(f.cl)
		panic("boom")
	}()
	waitLog(t, logs, "msg=session_error session=1 user=alice panic=boom stack=")
	waitLog(t, logs, "msg=disconnect session=1 user=alice why=error")
	if !strings.Contains(logs.String(), "guard_test.go") {
		t.Errorf("the stack is not logged:\n%s", logs)
	}
	other := connect(t, s, "bob", "kb")
	openTable(t, s, other, tableConfig{Rules: "family", Bots: 2}, "")
}

// Connections logged in from one address are bounded (--max-per-address
// + 2): one more is refused its login, logged once; another address
// still comes in.
func TestAuthenticatedPerAddress(t *testing.T) {
	_, addr, logs := startServer(t, t.TempDir(), func(c *Config) { c.MaxPerAddr = 1 })
	for range 1 + 2 {
		dialFrom(t, "127.0.0.2", addr, "many", nil)
	}
	for range 2 {
		if c, err := tryDial("127.0.0.2", addr, "many", nil); err == nil {
			_ = c.Close()
			t.Fatal("one connection too many from 127.0.0.2 logged in")
		}
	}
	waitLog(t, logs, "msg=refused addr=127.0.0.2 why=connections_address")
	if n := strings.Count(logs.String(), "why=connections_address"); n != 1 {
		t.Errorf("%d lines logged for the refusals of one address", n)
	}
	open(t, dialFrom(t, "127.0.0.3", addr, "other", nil), false, "").waitFor(t, "No table yet")
}
