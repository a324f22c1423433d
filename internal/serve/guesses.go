package serve

import (
	"math"
	"sync"
	"time"
)

// Guessing a table's password (or a seat's rejoin code) is slow for
// everyone, whatever the sessions: the wrong guesses are counted per
// address and per table across sessions. An address's count leaks at
// guessRate; past guessFree wrong guesses its next try waits, longer the
// more it guessed (at most about guessRate a minute in the long run).
// A table with tableMaxWrong wrong guesses within a minute, from
// anywhere, is locked for tableLock: only an address that has not guessed
// wrong may try then (a person who knows the password gets in), and at
// most lockedGuesses of those may be wrong before the lock holds for
// everyone.
const (
	guessRate     = 10 // a minute
	guessFree     = 3
	guessDelay    = 3 * time.Second
	maxGuessDelay = time.Minute
	tableMaxWrong = 20
	tableLock     = time.Minute
	lockedGuesses = 5
	// maxGuessKeys bounds the addresses and tables remembered (those
	// forgiven are forgotten first).
	maxGuessKeys = 1 << 14
)

// guesses counts the wrong guesses; now is its clock.
type guesses struct {
	mu     sync.Mutex
	now    func() time.Time
	addrs  map[string]*addrGuesses
	tables map[string]*tableGuesses
}

// addrGuesses is an address's count: level, leaking at guessRate a
// minute since at; next is when it may try again.
type addrGuesses struct {
	level float64
	at    time.Time
	next  time.Time
}

// tableGuesses is a table's wrong guesses of the last minute, and its
// lock.
type tableGuesses struct {
	wrong  []time.Time
	until  time.Time // locked until then
	locked int       // wrong guesses while locked
}

// newGuesses counts guesses on the clock now.
func newGuesses(now func() time.Time) *guesses {
	return &guesses{now: now, addrs: map[string]*addrGuesses{}, tables: map[string]*tableGuesses{}}
}

// leak brings an address's count to t.
func (a *addrGuesses) leak(t time.Time) {
	a.level = max(0, a.level-t.Sub(a.at).Minutes()*guessRate)
	a.at = t
}

// allow reports whether addr may try a guess at table now: 0 if it may,
// else how long it waits (locked: the table is locked).
func (g *guesses) allow(addr, table string) (wait time.Duration, locked bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	t := g.now()
	a := g.addrs[addr]
	if a != nil {
		a.leak(t)
		if t.Before(a.next) {
			return a.next.Sub(t), false
		}
	}
	if tg := g.tables[table]; tg != nil && t.Before(tg.until) {
		if a != nil && a.level > 0 || tg.locked >= lockedGuesses {
			return tg.until.Sub(t), true
		}
	}
	return 0, false
}

// failed counts a wrong guess of addr at table; it reports whether the
// table is locked now.
func (g *guesses) failed(addr, table string) (locked bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	t := g.now()
	g.prune(t)
	a := g.addrs[addr]
	if a == nil {
		a = &addrGuesses{at: t}
		g.addrs[addr] = a
	}
	a.leak(t)
	a.level++
	if over := int(math.Ceil(a.level)) - guessFree; over >= 0 {
		a.next = t.Add(min(maxGuessDelay, guessDelay<<min(over, 8)))
	}
	tg := g.tables[table]
	if tg == nil {
		tg = &tableGuesses{}
		g.tables[table] = tg
	}
	if t.Before(tg.until) {
		tg.locked++
		return true
	}
	keep := tg.wrong[:0]
	for _, w := range tg.wrong {
		if t.Sub(w) < time.Minute {
			keep = append(keep, w)
		}
	}
	tg.wrong = append(keep, t)
	if len(tg.wrong) >= tableMaxWrong {
		tg.until, tg.wrong, tg.locked = t.Add(tableLock), nil, 0
		return true
	}
	return false
}

// level is an address's count of wrong guesses now.
func (g *guesses) level(addr string) float64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	a := g.addrs[addr]
	if a == nil {
		return 0
	}
	a.leak(g.now())
	return a.level
}

// prune forgets the addresses and tables forgiven when too many are
// remembered (mu held).
func (g *guesses) prune(t time.Time) {
	if len(g.addrs) >= maxGuessKeys {
		for k, a := range g.addrs {
			if a.leak(t); a.level == 0 && !t.Before(a.next) {
				delete(g.addrs, k)
			}
		}
	}
	if len(g.tables) >= maxGuessKeys {
		for k, tg := range g.tables {
			if !t.Before(tg.until) && (len(tg.wrong) == 0 || t.Sub(tg.wrong[len(tg.wrong)-1]) >= time.Minute) {
				delete(g.tables, k)
			}
		}
	}
}

// waitError says that a guess is not tried: the address guessed wrong
// too often (wait that long), or the table is locked.
type waitError struct {
	wait   time.Duration
	locked bool
}

func (e *waitError) Error() string { return "guessing: wait " + e.wait.String() }

// key is the catalogue key of the line said.
func (e *waitError) key() string {
	if e.locked {
		return "serve.error.table_locked"
	}
	return "serve.error.guess_wait"
}

// mayGuess says whether a session may try a password or a rejoin code
// at table code now (a *waitError when not).
func (s *Server) mayGuess(cl *client, code string) error {
	if wait, locked := s.guesses.allow(cl.addr, code); wait > 0 {
		return &waitError{wait: wait, locked: locked}
	}
	return nil
}

// guessedWrong counts a wrong password or rejoin code of a session at
// table code, logged once a minute per address (and per table locked).
func (s *Server) guessedWrong(cl *client, code string) {
	locked := s.guesses.failed(cl.addr, code)
	if ok, skipped := s.logOnce.allow(cl.addr + " guessing"); ok {
		s.log.Warn("guessing", "addr", cl.addr, "table", code, "wrong", int(math.Ceil(s.guesses.level(cl.addr))),
			"since_last", skipped)
	}
	if !locked {
		return
	}
	if ok, skipped := s.logOnce.allow(code + " locked"); ok {
		s.log.Warn("refused", "table", code, "why", "table_locked", "since_last", skipped)
	}
}
