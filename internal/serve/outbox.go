package serve

import (
	"sync"

	tea "charm.land/bubbletea/v2"
)

// outbox carries messages from the tables to one session's program
// without ever making the sender wait: a table hands its events to every
// session at once, and a slow or dead client must not hold up the
// others. Messages queue (at most max); a session that lets more pile up
// is stuck, and full is called once (the server drops it).
type outbox struct {
	mu     sync.Mutex
	q      []tea.Msg
	wake   chan struct{}
	closed bool
	max    int
	full   func()
	once   sync.Once
}

func newOutbox(max int, full func()) *outbox {
	return &outbox{wake: make(chan struct{}, 1), max: max, full: full}
}

// send queues m; false when the outbox is closed or full.
func (o *outbox) send(m tea.Msg) bool {
	o.mu.Lock()
	if o.closed {
		o.mu.Unlock()
		return false
	}
	if len(o.q) >= o.max {
		o.mu.Unlock()
		if o.full != nil {
			o.once.Do(func() { go o.full() })
		}
		return false
	}
	o.q = append(o.q, m)
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
	return true
}

// run hands the queued messages to deliver, in order, until done is
// closed or the outbox is.
func (o *outbox) run(deliver func(tea.Msg), done <-chan struct{}) {
	var batch []tea.Msg
	for {
		select {
		case <-done:
			o.close()
			return
		case <-o.wake:
		}
		o.mu.Lock()
		batch, o.q = o.q, batch[:0]
		closed := o.closed
		o.mu.Unlock()
		if closed {
			return
		}
		for i, m := range batch {
			deliver(m)
			batch[i] = nil
		}
	}
}

// close drops what is queued and refuses what comes.
func (o *outbox) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	o.q = nil
	select {
	case o.wake <- struct{}{}:
	default:
	}
}
