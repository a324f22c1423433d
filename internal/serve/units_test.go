package serve

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"
)

// The host key is made on first start (mode 0600, its directory 0700)
// and the same key is read at the next; a key others may read, or a file
// that is not a key, is refused with the reason.
func TestHostKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "server", HostKeyName)
	k1, created, err := LoadHostKey(path)
	if err != nil || !created {
		t.Fatalf("first start: %v, created %v", err, created)
	}
	st, _ := os.Stat(path)
	dst, _ := os.Stat(filepath.Dir(path))
	if st.Mode().Perm() != 0o600 || dst.Mode().Perm() != 0o700 {
		t.Fatalf("modes %v %v", st.Mode(), dst.Mode())
	}
	k2, created, err := LoadHostKey(path)
	if err != nil || created {
		t.Fatalf("second start: %v, created %v", err, created)
	}
	if gossh.FingerprintSHA256(k1.PublicKey()) != gossh.FingerprintSHA256(k2.PublicKey()) {
		t.Fatal("the host key changed")
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	var he *HostKeyError
	if _, _, err := LoadHostKey(path); !errors.As(err, &he) || !strings.Contains(err.Error(), "chmod 600") {
		t.Fatalf("a readable key: %v", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("not a key"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := LoadHostKey(path); !errors.As(err, &he) || !strings.Contains(err.Error(), "not a private key") {
		t.Fatalf("not a key: %v", err)
	}
}

func TestCodes(t *testing.T) {
	for range 100 {
		c := randomCode(codeLen)
		if got, _, ok := normCode(strings.ToLower(c)); !ok || got != c {
			t.Fatalf("%q read as %q %v", c, got, ok)
		}
	}
	for _, bad := range []string{"", "ABC", "ABCDE", "AB0D", "ABCD-", "ABCD-12345", "ABCD-ABCDEI", "ab cd"} {
		if _, _, ok := normCode(bad); ok {
			t.Errorf("%q read as a code", bad)
		}
	}
	if tb, rj, ok := normCode(" k7qp-8m2qxz "); !ok || tb != "K7QP" || rj != "8M2QXZ" {
		t.Errorf("rejoin code read as %q %q %v", tb, rj, ok)
	}
	h := hashPassword("sésame")
	if !checkPassword(h, "sésame") || checkPassword(h, "sesame") || checkPassword(h, "") || !checkPassword("", "anything") {
		t.Error("passwords")
	}
	if hashPassword("x") == hashPassword("x") {
		t.Error("no salt")
	}
}

func TestParseCommand(t *testing.T) {
	c, err := parseCommand("k7qp --lang fr --tiles=letters", []string{"k7qp", "--lang", "fr", "--tiles=letters"})
	if err != nil || c.code != "K7QP" || c.lang != "fr" || c.tiles != "letters" {
		t.Fatalf("%+v %v", c, err)
	}
	c, err = parseCommand("new family", []string{"new", "family"})
	if err != nil || !c.create || c.rules != "family" {
		t.Fatalf("%+v %v", c, err)
	}
	if got := sessionLang(command{}, []string{"TERM=xterm", "LANG=fr_FR.UTF-8"}); got != "fr" {
		t.Errorf("LANG sent over SSH read as %q", got)
	}
	if got := sessionLang(command{lang: "en"}, []string{"LC_ALL=fr_FR.UTF-8"}); got != "en" {
		t.Errorf("--lang read as %q", got)
	}
	var ce *commandError
	if _, err := parseCommand("--lang", []string{"--lang"}); !errors.As(err, &ce) || ce.Key != "serve.command.value" {
		t.Errorf("--lang alone: %v", err)
	}
}

// The input passes a burst at once, then takes as long as the rate says
// (the bytes are never split); it remembers when the last byte came.
func TestInputRate(t *testing.T) {
	now := time.Unix(1000, 0)
	var slept time.Duration
	in := newInput(strings.NewReader(strings.Repeat("x", 10000)), 100, 1000, func() time.Time { return now })
	in.sleep = func(d time.Duration) { slept += d; now = now.Add(d) }
	buf := make([]byte, 500)
	for range 2 {
		if n, _ := in.Read(buf); n != 500 {
			t.Fatalf("read %d", n)
		}
	}
	if slept != 0 {
		t.Fatalf("slept %v within the burst", slept)
	}
	if n, _ := in.Read(buf); n != 500 || slept != 5*time.Second {
		t.Fatalf("read %d, slept %v past the burst", n, slept)
	}
	if want := now.Add(-5 * time.Second); !in.lastInput().Equal(want) {
		t.Fatalf("last input %v, want %v", in.lastInput(), want)
	}
}

// The idle watch fires after the limit of silence, not before, and a
// key moves it on. Its clock is the test's: the watch's timer wakes it
// in real time, but silence is measured on the clock, which moves only
// when the test says, so that a loaded machine changes nothing.
func TestIdleWatch(t *testing.T) {
	var mu sync.Mutex
	t0, clock := time.Unix(1000, 0), time.Unix(1000, 0)
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	at := func(d time.Duration) { mu.Lock(); clock = t0.Add(d); mu.Unlock() }
	in := newInput(strings.NewReader("k"), 0, 0, now)
	fired := make(chan struct{})
	w := watchIdle(in, 20*time.Millisecond, now, func() { close(fired) })
	defer w.stop()
	at(15 * time.Millisecond) // a key before the limit
	if _, err := in.Read(make([]byte, 1)); err != nil {
		t.Fatal(err)
	}
	at(30 * time.Millisecond) // 30 ms since the start, 15 since the key
	select {
	case <-fired:
		t.Fatal("fired 15 ms after the last key, with a limit of 20")
	case <-time.After(200 * time.Millisecond): // the timer woke several times
	}
	at(35 * time.Millisecond) // 20 since the key
	select {
	case <-fired:
	case <-time.After(5 * time.Second):
		t.Fatal("never fired")
	}
}

// The outbox never makes the sender wait; past its bound it calls full
// once and refuses more.
func TestOutboxBound(t *testing.T) {
	full := make(chan struct{}, 2)
	o := newOutbox(3, func() { full <- struct{}{} })
	for i := range 5 {
		if ok := o.send(i); ok != (i < 3) {
			t.Fatalf("message %d: %v", i, ok)
		}
	}
	<-full
	got := make(chan tea.Msg, 10)
	done := make(chan struct{})
	go o.run(func(m tea.Msg) { got <- m }, done)
	for i := range 3 {
		if m := <-got; m != i {
			t.Fatalf("message %v, want %d", m, i)
		}
	}
	close(done)
	select {
	case <-full:
		t.Fatal("full called twice")
	case <-time.After(20 * time.Millisecond):
	}
}
