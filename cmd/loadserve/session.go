package main

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/vt"
)

// The session's terminal.
const (
	termWidth  = 80
	termHeight = 24
)

// session is one SSH session at its table, its screen kept.
type session struct {
	client *ssh.Client
	sess   *ssh.Session
	keys   io.Writer

	mu     sync.Mutex
	screen *vt.Terminal
	got    time.Time // when the last output came
	wake   chan struct{}
	alive  bool
}

// read feeds what the server shows to the session's screen.
func (s *session) read(r io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		s.mu.Lock()
		if n > 0 {
			_, _ = s.screen.Write(buf[:n])
			s.got = time.Now()
		}
		if err != nil {
			s.alive = false
		}
		s.mu.Unlock()
		select {
		case s.wake <- struct{}{}:
		default:
		}
		if err != nil {
			return
		}
	}
}

func (s *session) isAlive() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.alive
}

// waitScreen waits until the screen satisfies ok and returns when the
// output that made it so came.
func (s *session) waitScreen(ctx context.Context, within time.Duration, what string, ok func(*vt.Terminal) bool) (time.Time, error) {
	t := time.NewTimer(within)
	defer t.Stop()
	for {
		s.mu.Lock()
		done := ok(s.screen)
		at, alive := s.got, s.alive
		s.mu.Unlock()
		if done {
			return at, nil
		}
		if !alive {
			return time.Time{}, errors.New("the session ended")
		}
		select {
		case <-s.wake:
		case <-t.C:
			return time.Time{}, fmt.Errorf("no %s within %v", what, within)
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		}
	}
}

// shows is a screen test: the text is on the screen.
func shows(text string) func(*vt.Terminal) bool {
	return func(t *vt.Terminal) bool { return strings.Contains(t.String(), text) }
}

// open connects a session from a 127.0.0.x address of its own and sits
// it at a new table, started.
func open(ctx context.Context, addr, rules string, i int) (*session, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	signer, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		return nil, err
	}
	local := &net.TCPAddr{IP: net.IPv4(127, 0, byte(1+i/250), byte(2+i%250))}
	d := net.Dialer{LocalAddr: local, Timeout: 20 * time.Second}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	cc, chans, reqs, err := ssh.NewClientConn(conn, addr, &ssh.ClientConfig{User: fmt.Sprintf("load%d", i),
		Auth: []ssh.AuthMethod{ssh.PublicKeys(signer)}, HostKeyCallback: ssh.InsecureIgnoreHostKey(), Timeout: 20 * time.Second})
	if err != nil {
		conn.Close()
		return nil, err
	}
	c := ssh.NewClient(cc, chans, reqs)
	s, err := start(ctx, c, rules)
	if err != nil {
		c.Close()
		return nil, err
	}
	return s, nil
}

// start opens the session on c: a table of rules, started.
func start(ctx context.Context, c *ssh.Client, rules string) (*session, error) {
	sess, err := c.NewSession()
	if err != nil {
		return nil, err
	}
	s := &session{client: c, sess: sess, wake: make(chan struct{}, 1), alive: true, screen: vt.New(termWidth, termHeight)}
	stdout, err := sess.StdoutPipe()
	if err == nil {
		s.keys, err = sess.StdinPipe()
	}
	if err == nil {
		err = sess.RequestPty("xterm-256color", termHeight, termWidth, ssh.TerminalModes{})
	}
	if err == nil {
		go s.read(stdout)
		err = sess.Start("new " + rules + " --tiles letters --lang en")
	}
	if err == nil {
		_, err = s.waitScreen(ctx, 30*time.Second, "waiting room", shows("start the game"))
	}
	if err == nil {
		_, err = s.keys.Write([]byte("s"))
	}
	if err == nil {
		_, err = s.waitScreen(ctx, 30*time.Second, "table", shows("Hand 1"))
	}
	return s, err
}

// errNotReady: the screen does not show the turn to discard (a key's
// frame that never came): no key is sent, none counted.
var errNotReady = errors.New("not at its turn to discard")

// discardPrompt is the line of the person's turn to discard.
const discardPrompt = "Your turn: discard a tile."

// selection finds the hand's selected tile on the screen: the column of
// its '[' on the hand's row (the row above the tiles' numbers), when the
// frame is whole: the turn's prompt shown, one bracket pair on the row.
func selection(t *vt.Terminal) (col int, ok bool) {
	lines := t.Screen()
	prompt := false
	for _, l := range lines {
		prompt = prompt || strings.Contains(l, discardPrompt)
	}
	if !prompt {
		return 0, false
	}
	for i := 0; i+1 < len(lines); i++ {
		hand, numbers := lines[i], strings.TrimSpace(lines[i+1])
		if !strings.HasPrefix(numbers, "1   2   3") {
			continue
		}
		open, shut := strings.Count(hand, "["), strings.Count(hand, "]")
		at := strings.IndexByte(hand, '[')
		if open != 1 || shut != 1 || strings.IndexByte(hand, ']') < at {
			return 0, false
		}
		return len([]rune(hand[:at])), true
	}
	return 0, false
}

// toDiscard brings the session to its turn to discard: a claim offered
// is passed (p), a score sheet read on (Enter).
func (s *session) toDiscard(ctx context.Context, within time.Duration) error {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		var screen string
		_, err := s.waitScreen(ctx, time.Until(deadline), "turn", func(t *vt.Terminal) bool {
			_, ok := selection(t)
			screen = t.String()
			return ok || strings.Contains(screen, "p/esc pass") || strings.Contains(screen, "Final") || strings.Contains(screen, "next hand")
		})
		if err != nil {
			return err
		}
		s.mu.Lock()
		_, ok := selection(s.screen)
		s.mu.Unlock()
		if ok {
			return nil
		}
		key := "\r"
		if strings.Contains(screen, "p/esc pass") {
			key = "p"
		}
		if _, err := s.keys.Write([]byte(key)); err != nil {
			return err
		}
		sleep(ctx, 300*time.Millisecond)
	}
	return errors.New("not at its turn to discard")
}

// moveSelection presses ← (→ at the hand's left end) and waits for the
// whole frame where the selection moved that way: the time it took.
func (s *session) moveSelection(ctx context.Context, wait time.Duration) (time.Duration, error) {
	s.mu.Lock()
	before, ok := selection(s.screen)
	s.mu.Unlock()
	if !ok {
		return 0, errNotReady
	}
	key, moved := "\x1b[D", func(c int) bool { return c < before }
	if before <= 14 {
		key, moved = "\x1b[C", func(c int) bool { return c > before }
	}
	sent := time.Now()
	if _, err := s.keys.Write([]byte(key)); err != nil {
		return 0, err
	}
	at, err := s.waitScreen(ctx, wait, "frame", func(t *vt.Terminal) bool {
		c, ok := selection(t)
		return ok && moved(c)
	})
	if err != nil {
		return 0, err
	}
	return at.Sub(sent), nil
}
