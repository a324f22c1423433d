package serve

import (
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// input is a session's keyboard: it reads the client's bytes at most at
// a rate (a token bucket: rate bytes a second, burst at once; past it,
// the reader waits, which slows the client down through SSH's flow
// control) and remembers when the last byte came (the idle limit).
type input struct {
	r     io.Reader
	rate  float64
	burst float64
	now   func() time.Time
	sleep func(time.Duration)

	tokens float64   // read's own: one goroutine reads
	filled time.Time // when tokens was last topped up
	last   atomic.Int64
}

// newInput limits r to rate bytes a second with bursts of burst bytes
// (rate 0: no limit).
func newInput(r io.Reader, rate, burst int, now func() time.Time) *input {
	in := &input{r: r, rate: float64(rate), burst: float64(burst), now: now, sleep: time.Sleep, tokens: float64(burst)}
	t := now()
	in.filled = t
	in.last.Store(t.UnixNano())
	return in
}

// Read reads what the client sent, then waits as long as the bytes read
// exceed the allowance (the bytes are never split: a key's escape
// sequence arrives whole).
func (in *input) Read(p []byte) (int, error) {
	n, err := in.r.Read(p)
	if n == 0 {
		return n, err
	}
	t := in.now()
	in.last.Store(t.UnixNano())
	if in.rate <= 0 {
		return n, err
	}
	in.tokens = min(in.burst, in.tokens+t.Sub(in.filled).Seconds()*in.rate)
	in.filled = t
	in.tokens -= float64(n)
	if in.tokens < 0 {
		in.sleep(time.Duration(-in.tokens / in.rate * float64(time.Second)))
	}
	return n, err
}

// lastInput is when the client last sent something (the session's start
// before that).
func (in *input) lastInput() time.Time { return time.Unix(0, in.last.Load()) }

// idleWatch calls fire once the input has been silent for limit. It
// wakes up at most once per limit (never on a timer of its own
// otherwise): an idle session costs nothing.
type idleWatch struct {
	mu    sync.Mutex
	timer *time.Timer
	done  bool
}

// watchIdle starts watching in (limit 0: never).
func watchIdle(in *input, limit time.Duration, now func() time.Time, fire func()) *idleWatch {
	w := &idleWatch{}
	if limit <= 0 {
		return w
	}
	var check func()
	check = func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		if w.done {
			return
		}
		if quiet := now().Sub(in.lastInput()); quiet < limit {
			w.timer.Reset(limit - quiet)
			return
		}
		w.done = true
		go fire()
	}
	w.mu.Lock()
	w.timer = time.AfterFunc(limit, check)
	w.mu.Unlock()
	return w
}

// stop ends the watch.
func (w *idleWatch) stop() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.done = true
	if w.timer != nil {
		w.timer.Stop()
	}
}

// counts are the server's live sessions, in all and by address.
type counts struct {
	mu     sync.Mutex
	total  int
	byAddr map[string]int
}

// refusal is why a session is refused, as the log says it; "" when it
// is admitted.
type refusal string

// The refusals of a new session.
const (
	refuseFull    refusal = "sessions"
	refusePerAddr refusal = "address"
)

// key is the catalogue key of the line said to a refused session.
func (r refusal) key() string {
	if r == refusePerAddr {
		return "serve.refused.address"
	}
	return "serve.refused.full"
}

// admit counts a new session from addr, or says why not.
func (c *counts) admit(addr string, maxTotal, maxPerAddr int) refusal {
	c.mu.Lock()
	defer c.mu.Unlock()
	if maxTotal > 0 && c.total >= maxTotal {
		return refuseFull
	}
	if maxPerAddr > 0 && c.byAddr[addr] >= maxPerAddr {
		return refusePerAddr
	}
	if c.byAddr == nil {
		c.byAddr = map[string]int{}
	}
	c.total++
	c.byAddr[addr]++
	return ""
}

// release forgets a session admitted from addr.
func (c *counts) release(addr string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.total--
	if c.byAddr[addr]--; c.byAddr[addr] <= 0 {
		delete(c.byAddr, addr)
	}
}

// live returns the number of sessions.
func (c *counts) live() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.total
}
