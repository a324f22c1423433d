package serve

import (
	"net"
	"slices"
	"sync"
	"time"
)

// The bounds on connections, before anything of theirs is read: the
// listener's guard counts each connection in its phase (the handshake,
// then authenticated) by address and in all. An address's share is far
// below the whole, and attackers never lock out another address: when
// the handshakes in all are full, a connection from a network (an IPv4
// /24, an IPv6 /64) holding fewer handshakes than the network holding
// the most closes that network's oldest handshake (of its address
// holding the most) and takes its place; within one network, an address
// holding fewer than the address holding the most does the same. A
// connection is refused only when every network, and every address of
// its own, holds about as many as it would (then the attackers are more
// than 128 networks). The handshake is bounded in time
// (Config.Handshake), a connection's reads are paced (every byte a peer
// sends: requests, window changes, channel opens, keys), and one
// authenticated without a session for Config.Handshake is closed.
const (
	// maxHandshakes bounds the connections in their handshake at once;
	// maxHandshakesPerAddr those from one address.
	maxHandshakes        = 128
	maxHandshakesPerAddr = 8
	// connRate and connBurst bound the bytes a second one connection may
	// send (past them its reads wait: SSH's flow control slows it).
	connRate  = 32 << 10
	connBurst = 128 << 10
	// maxRefusedChannels: a connection asking for more channels that are
	// refused than this is closed.
	maxRefusedChannels = 16
	// closeWait is how long a session channel may wait for the one before
	// it on its connection to close.
	closeWait = time.Second
)

// phase is where a guarded connection stands.
type phase int32

const (
	phaseHandshake phase = iota
	phaseAuthenticated
	phaseClosed
)

// guard counts the connections by phase and address, and keeps the
// handshakes in flight by network, oldest first.
type guard struct {
	mu  sync.Mutex
	n   [2]int               // by phase (handshake, authenticated)
	per [2]map[string]int    // by phase and address
	max [2]func() (int, int) // by phase: in all, from one address
	// shaking are the handshakes in flight by network (networkOf), oldest
	// first: a connection is counted in its handshake while in them.
	shaking map[string][]*guardConn
}

// newGuard bounds the connections in their handshake to maxHandshakes
// (perAddr from one address), the authenticated ones to authed() in all
// and authedPerAddr() from one address.
func newGuard(authed, authedPerAddr func() int) *guard {
	g := &guard{shaking: map[string][]*guardConn{}}
	g.max[phaseHandshake] = func() (int, int) { return maxHandshakes, maxHandshakesPerAddr }
	g.max[phaseAuthenticated] = func() (int, int) { return authed(), authedPerAddr() }
	for i := range g.per {
		g.per[i] = map[string]int{}
	}
	return g
}

// networkOf is the network an address is counted in for fairness: its
// IPv4 /24 or its IPv6 /64 (the address itself when it is neither).
func networkOf(addr string) string {
	ip := net.ParseIP(addr)
	switch {
	case ip == nil:
		return addr
	case ip.To4() != nil:
		return ip.Mask(net.CIDRMask(24, 32)).String() + "/24"
	default:
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
}

// enter counts c's handshake, or says it is one too many ("" when
// counted, else "handshakes" or "handshakes_address"). When the
// handshakes in all are full it may count c in place of another
// handshake (victim: no longer counted, to be closed by the caller).
func (g *guard) enter(c *guardConn) (why string, victim *guardConn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	all, one := g.max[phaseHandshake]()
	switch {
	case g.per[phaseHandshake][c.addr] >= one:
		return "handshakes_address", nil
	case g.n[phaseHandshake] >= all:
		if victim = g.victimFor(c.addr); victim == nil {
			return "handshakes", nil
		}
		g.forgetLocked(victim)
	}
	g.n[phaseHandshake]++
	g.per[phaseHandshake][c.addr]++
	g.shaking[networkOf(c.addr)] = append(g.shaking[networkOf(c.addr)], c)
	return "", victim
}

// victimFor is the handshake a new one from addr may take the place of
// (nil: none): the oldest of the address holding the most in the
// network holding the most, when that network holds at least two more
// than addr's; else the oldest of the address holding the most in
// addr's network, when it holds at least two more than addr (mu held).
func (g *guard) victimFor(addr string) *guardConn {
	mine := networkOf(addr)
	biggest := mine
	for nw, cs := range g.shaking {
		if len(cs) > len(g.shaking[biggest]) {
			biggest = nw
		}
	}
	if len(g.shaking[biggest]) < len(g.shaking[mine])+2 {
		biggest = mine
	}
	var top string
	for _, c := range g.shaking[biggest] {
		if top == "" || g.per[phaseHandshake][c.addr] > g.per[phaseHandshake][top] {
			top = c.addr
		}
	}
	if biggest == mine && g.per[phaseHandshake][top] < g.per[phaseHandshake][addr]+2 {
		return nil
	}
	for _, c := range g.shaking[biggest] {
		if c.addr == top {
			return c
		}
	}
	return nil
}

// forgetLocked stops counting c's handshake, if it is counted; it
// reports whether it was (mu held).
func (g *guard) forgetLocked(c *guardConn) bool {
	nw := networkOf(c.addr)
	cs := g.shaking[nw]
	i := slices.Index(cs, c)
	if i < 0 {
		return false
	}
	if cs = slices.Delete(cs, i, i+1); len(cs) == 0 {
		delete(g.shaking, nw)
	} else {
		g.shaking[nw] = cs
	}
	g.n[phaseHandshake]--
	if g.per[phaseHandshake][c.addr]--; g.per[phaseHandshake][c.addr] <= 0 {
		delete(g.per[phaseHandshake], c.addr)
	}
	return true
}

// leave stops counting c's handshake (done, or closed), unless another
// took its place already.
func (g *guard) leave(c *guardConn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.forgetLocked(c)
}

// take counts an authenticated connection from addr, or says it is one
// too many ("" when taken: else "connections" or "connections_address",
// the log's word).
func (g *guard) take(addr string) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	all, one := g.max[phaseAuthenticated]()
	switch {
	case g.n[phaseAuthenticated] >= all:
		return "connections"
	case g.per[phaseAuthenticated][addr] >= one:
		return "connections_address"
	}
	g.n[phaseAuthenticated]++
	g.per[phaseAuthenticated][addr]++
	return ""
}

// give forgets an authenticated connection from addr.
func (g *guard) give(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.n[phaseAuthenticated]--
	if g.per[phaseAuthenticated][addr]--; g.per[phaseAuthenticated][addr] <= 0 {
		delete(g.per[phaseAuthenticated], addr)
	}
}

// counted returns the connections counted in phase p.
func (g *guard) counted(p phase) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.n[p]
}

// guardListener is a listener whose connections are guarded: one past
// the handshakes' bounds is closed at once, before anything is read, or
// closes the handshake it takes the place of.
type guardListener struct {
	net.Listener
	s *Server
}

// Accept returns the next connection within the bounds.
func (l guardListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := hostOf(c.RemoteAddr())
		gc := &guardConn{Conn: c, s: l.s, addr: addr, in: newBucket(connRate, connBurst, l.s.cfg.Now)}
		why, victim := l.s.guard.enter(gc)
		if victim != nil {
			victim.evict()
			l.s.refusedOnce(victim.addr, "handshake_evicted")
		}
		if why != "" {
			_ = c.Close()
			l.s.refusedOnce(addr, why)
			continue
		}
		return gc, nil
	}
}

// guardConn is a guarded connection: counted in its phase until closed,
// its reads paced.
type guardConn struct {
	net.Conn
	s    *Server
	addr string
	in   *bucket // read's own: one goroutine reads

	mu      sync.Mutex
	phase   phase
	open    int // session channels open
	refused int // channels refused
	wait    *time.Timer
	// waiting: a channel waits for the open one to close, free is closed
	// when it does.
	waiting bool
	free    chan struct{}
	// ending: the open session's game is over (its channel closes).
	ending bool
}

// Read reads what the peer sent, then waits while it sent more than its
// allowance.
func (c *guardConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.in.spend(n)
	return n, err
}

// Close closes the connection and forgets it.
func (c *guardConn) Close() error {
	c.mu.Lock()
	switch c.phase {
	case phaseHandshake:
		c.s.guard.leave(c)
	case phaseAuthenticated:
		c.s.guard.give(c.addr)
	}
	if c.phase != phaseClosed {
		c.phase = phaseClosed
		if c.wait != nil {
			c.wait.Stop()
		}
	}
	c.mu.Unlock()
	return c.Conn.Close()
}

// evict closes the connection if it is still in its handshake (another
// took its place in the guard).
func (c *guardConn) evict() {
	c.mu.Lock()
	shaking := c.phase == phaseHandshake
	c.mu.Unlock()
	if shaking {
		_ = c.Close()
	}
}

// authenticated moves the connection out of its handshake (an
// authentication accepted), or says why it is one authenticated
// connection too many. From then on it must open a session soon.
func (c *guardConn) authenticated() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch c.phase {
	case phaseAuthenticated:
		return ""
	case phaseClosed:
		return "closed"
	}
	if why := c.s.guard.take(c.addr); why != "" {
		return why
	}
	c.s.guard.leave(c)
	c.phase = phaseAuthenticated
	c.waitSessionLocked()
	return ""
}

// waitSessionLocked closes the connection if no session opens on it
// within Config.Handshake (mu held).
func (c *guardConn) waitSessionLocked() {
	if c.wait != nil {
		c.wait.Stop()
	}
	c.wait = time.AfterFunc(c.s.cfg.Handshake, func() {
		c.mu.Lock()
		idle := c.open == 0 && c.phase == phaseAuthenticated
		c.mu.Unlock()
		if idle {
			_ = c.Close()
		}
	})
}

// openSession counts a session channel, or reports that the connection
// has one already (the channel is refused; a connection insisting is
// closed). One channel may wait a moment for the one before it to close
// once its game is over (a client opening the next session as soon as
// one ended).
func (c *guardConn) openSession() bool {
	c.mu.Lock()
	if c.open > 0 && c.ending && !c.waiting {
		c.waiting = true
		if c.free == nil {
			c.free = make(chan struct{})
		}
		free := c.free
		c.mu.Unlock()
		t := time.NewTimer(closeWait)
		select {
		case <-free:
		case <-t.C:
		}
		t.Stop()
		c.mu.Lock()
		c.waiting = false
	}
	defer c.mu.Unlock()
	if c.open > 0 || c.phase == phaseClosed {
		return false
	}
	c.open++
	c.ending = false
	if c.wait != nil {
		c.wait.Stop()
	}
	return true
}

// sessionOver says that the open session's game is over: its channel is
// closing, and the next may wait for it.
func (c *guardConn) sessionOver() {
	c.mu.Lock()
	c.ending = true
	c.mu.Unlock()
}

// closeSession forgets the session channel: another may open soon.
func (c *guardConn) closeSession() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.open--
	if c.free != nil {
		close(c.free)
		c.free = nil
	}
	if c.phase == phaseAuthenticated {
		c.waitSessionLocked()
	}
}

// refuse counts a channel refused; it reports whether the connection
// asked for too many.
func (c *guardConn) refuse() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.refused++
	return c.refused > maxRefusedChannels
}

// bucket is a token bucket of bytes: spend waits while more than the
// allowance was spent.
type bucket struct {
	rate, burst float64
	now         func() time.Time
	sleep       func(time.Duration)
	tokens      float64
	filled      time.Time
}

// newBucket allows rate a second, burst at once (rate 0: no limit).
func newBucket(rate, burst int, now func() time.Time) *bucket {
	return &bucket{rate: float64(rate), burst: float64(burst), now: now, sleep: time.Sleep,
		tokens: float64(burst), filled: now()}
}

// spend takes n tokens, waiting as long as they exceed the allowance.
func (b *bucket) spend(n int) {
	if n <= 0 || b.rate <= 0 {
		return
	}
	t := b.now()
	b.tokens = min(b.burst, b.tokens+t.Sub(b.filled).Seconds()*b.rate)
	b.filled = t
	b.tokens -= float64(n)
	if b.tokens < 0 {
		b.sleep(time.Duration(-b.tokens / b.rate * float64(time.Second)))
	}
}

// onceAMinute lets a line be logged once a minute per key (an address
// and why), never flooding the log.
type onceAMinute struct {
	mu   sync.Mutex
	now  func() time.Time
	last map[string]time.Time
	// skipped counts the lines not logged per key since the last one.
	skipped map[string]int
}

// maxLogKeys bounds the keys remembered (past it the oldest are
// forgotten).
const maxLogKeys = 4096

// allow reports whether the line of key may be logged now, and how many
// of its lines were not logged since its last one.
func (o *onceAMinute) allow(key string) (bool, int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	t := o.now()
	if o.last == nil {
		o.last, o.skipped = map[string]time.Time{}, map[string]int{}
	}
	if last, ok := o.last[key]; ok && t.Sub(last) < time.Minute {
		o.skipped[key]++
		return false, 0
	}
	if len(o.last) >= maxLogKeys {
		for k, last := range o.last {
			if t.Sub(last) >= time.Minute {
				delete(o.last, k)
				delete(o.skipped, k)
			}
		}
		if len(o.last) >= maxLogKeys {
			clear(o.last)
			clear(o.skipped)
		}
	}
	skipped := o.skipped[key]
	o.last[key] = t
	delete(o.skipped, key)
	return true, skipped
}

// refusedOnce logs a connection refused (why) from addr, once a minute
// per address and reason.
func (s *Server) refusedOnce(addr, why string) {
	if ok, skipped := s.logOnce.allow(addr + " " + why); ok {
		s.log.Warn("refused", "addr", addr, "why", why, "since_last", skipped)
	}
}

// connCounted is how many connections the guard counts (in their
// handshake, authenticated).
func (s *Server) connCounted() (handshakes, authenticated int64) {
	return int64(s.guard.counted(phaseHandshake)), int64(s.guard.counted(phaseAuthenticated))
}
