package serve

import (
	"context"
	"io"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// outboxSize bounds the messages waiting for a session's program: a
// session that lets more pile up is not reading, and is dropped.
const outboxSize = 4096

// client is one SSH session: the person, what they asked for, their
// language and tile style, the input they send (rate-limited, watched
// for idleness) and the messages the tables send them.
type client struct {
	srv *Server
	id  uint64
	// What the session's SSH side gives: the connection's context (done
	// when it closes), a way to close it (and one to end the session with
	// an exit status first), a keepalive round trip, the environment the
	// client sent, its error stream.
	ctx    context.Context
	hangUp func()
	exit   func(code int)
	ping   func() error
	env    []string
	errOut io.Writer

	pl    player
	addr  string
	cmd   command
	lang  string
	tiles tui.TileStyle
	in    *input
	out   *outbox
	// newLink makes the session's part at a table being played (its
	// seat's participant, or a spectator with rules.NoSeat).
	newLink func(r *room, seat rules.Seat) link
	idle    *idleWatch
	done    chan struct{}

	mu      sync.Mutex
	deliver func(tea.Msg) // the program's Send
	room    *room
	seat    rules.Seat // the seat at room (NoSeat: watching, or none)
	closed  bool
	why     string // why the session ended, for the log
	// talk limits the lines of talk: tokens refill one a second, at most
	// talkBurst.
	talk       float64
	talkFilled time.Time
}

// talkBurst is how many lines a person may say at once; then one a
// second.
const talkBurst = 5

// send queues a message for the session's program.
func (c *client) send(m tea.Msg) { c.out.send(m) }

// attach starts handing the session's program its messages (send is
// the program's Send, kept for the tables' screens).
func (c *client) attach(send func(tea.Msg)) {
	c.mu.Lock()
	c.deliver = send
	c.mu.Unlock()
	go c.out.run(send, c.done)
}

// programSend is the session's program's Send (nil before attach).
func (c *client) programSend() func(tea.Msg) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.deliver
}

// at returns the table the session is at and its seat there.
func (c *client) at() (*room, rules.Seat) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.room, c.seat
}

// setRoom records the table the session is at (nil: the lobby).
func (c *client) setRoom(r *room, seat rules.Seat) {
	c.mu.Lock()
	c.room, c.seat = r, seat
	c.mu.Unlock()
	if r == nil {
		c.srv.hall.enter(c)
	} else {
		c.srv.hall.exit(c)
	}
}

// leftTable sends the session back to the lobby from table r (it closed,
// or a newer session of the same person took the seat): key says why.
func (c *client) leftTable(r *room, key string) {
	c.mu.Lock()
	if c.room != r {
		c.mu.Unlock()
		return
	}
	c.room, c.seat = nil, rules.NoSeat
	c.mu.Unlock()
	c.srv.hall.enter(c)
	c.send(leftTableMsg{key: key})
}

// mayTalk spends a line of talk, or says that the person talks too much.
func (c *client) mayTalk(now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.talk = min(talkBurst, c.talk+now.Sub(c.talkFilled).Seconds())
	c.talkFilled = now
	if c.talk < 1 {
		return false
	}
	c.talk--
	return true
}

// probe checks that the client still answers (an SSH keepalive); one
// that does not within wait is dropped, so that its seat goes to a bot.
func (c *client) probe(wait time.Duration) {
	answered := make(chan struct{})
	go func() {
		_ = c.ping() // any reply counts (OpenSSH answers "unknown request")
		close(answered)
	}()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-answered:
	case <-c.done:
	case <-t.C:
		c.drop("no_answer")
	}
}

// drop ends the session from the server's side (not answering, not
// reading): the connection is closed.
func (c *client) drop(why string) {
	c.setWhy(why)
	c.hangUp()
}

// setWhy records why the session ends (the first reason given).
func (c *client) setWhy(why string) {
	c.mu.Lock()
	if c.why == "" {
		c.why = why
	}
	c.mu.Unlock()
}

// close ends the session's part in the server: its seat goes to a bot,
// it leaves the lobby.
func (c *client) close() string {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return c.why
	}
	c.closed = true
	r := c.room
	c.room = nil
	why := c.why
	if why == "" {
		why = "disconnected" // the person did not quit: the line ended
		c.why = why
	}
	c.mu.Unlock()
	if r != nil {
		r.leave(c, why)
	}
	c.srv.hall.exit(c)
	c.idle.stop()
	close(c.done)
	return why
}
