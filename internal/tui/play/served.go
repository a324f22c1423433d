package play

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// ServedOptions seat a session at a table that someone else runs (a
// server: one table.Table, many sessions).
type ServedOptions struct {
	// Table is the table the session shows. Its owner runs it
	// (table.Run, PlayHand or Step) and seats the Session at Seat
	// (table.New or Table.Swap), or adds it as a spectator (Table.Watch).
	Table *table.Table
	// Seat is the person's seat; rules.NoSeat makes a spectator, who sees
	// the table from Settings.Seat and what a bystander sees: discards,
	// exposed melds, bonus tiles, the concealed hands only once a hand is
	// over.
	Seat rules.Seat
	// Names are the names of who sits at each seat (the server's user
	// names, "" for a bot): shown instead of the names by place, except
	// the person's own seat, "You". Name every seat (the bots too) so
	// that every session calls a seat the same. Their control characters
	// are written out (safetext) and they are cut to maxNameCells.
	Names [rules.NumSeats]string
	// NextHand is called when the person leaves a hand's score sheet:
	// ready for the next hand (a server that waits for everyone counts
	// them). nil: the session asks the table itself (Table.NextHand).
	NextHand func() error
}

// ErrLeft is a Session's answer to a decision after it was closed: the
// table falls back (the seat's bot plays).
var ErrLeft = errors.New("tui: the person left the table")

// Served is one person's seat (or a spectator's place) at a table a
// server runs, as the person's screen plays it: the seat's participant
// at the table and the screen's own copy of the table's game, drawn only
// from its own seat's View (its settings: language, tile style, coach).
//
// It is a table.Participant: Act hands the decision to the person's
// screen and waits for the person's key (or ctx, or Close). It is a
// table.Observer: every applied action wakes the session's program (a
// SyncMsg), which catches up with the table (its own copy of the game
// replays the new actions, so that the log and the calls are the
// person's own; the screen never locks the table to draw). A
// spectator's Served is given to Table.Watch.
type Served struct {
	t        *table.Table
	seat     rules.Seat // NoSeat: a spectator
	opts     ServedOptions
	settings kit.Settings
	names    [rules.NumSeats]string
	match    *Match // the copy of the table's game, until the screen takes it

	mu       sync.Mutex
	send     func(tea.Msg) // the program's Send; nil until Attach
	woken    bool          // a SyncMsg is on its way to the program
	pending  bool          // woken before Attach
	ask      *pendingAsk   // the decision the table waits for, nil for none
	timedOut bool          // the table stopped waiting for the person's answer
	said     []string      // lines said (Say), not yet in the log
	closed   bool
	done     chan struct{}

	// Read and written by the program's goroutine only.
	shown   *pendingAsk // the decision the table screen was reset for
	nextFor int         // the hand (number + 1) after which the person asked for the next one
}

// pendingAsk is a decision the table asks the person.
type pendingAsk struct {
	view  rules.View
	at    int // the game's action count when asked
	reply chan rules.Action
}

// SyncMsg wakes a served session's program: the table moved, or asks.
// From is the seat it is for (a program that has left it drops it).
type SyncMsg struct{ From *Served }

// maxNameCells bounds a name shown at the table.
const maxNameCells = 12

// NewServed seats a session at the table's game for the person at
// o.Seat (a spectator with rules.NoSeat), with the person's settings
// (language, tiles, colours, coach, speed: the pause before a score
// sheet). The table's game is read at once; the rule set and seed of the
// settings are not used.
func NewServed(s kit.Settings, o ServedOptions) (*Served, error) {
	if o.Table == nil {
		return nil, errors.New("tui: a session needs a table")
	}
	if o.Seat >= rules.NumSeats && o.Seat != rules.NoSeat {
		return nil, fmt.Errorf("tui: no seat %d at the table", o.Seat)
	}
	spectator := o.Seat == rules.NoSeat
	var players int
	o.Table.Read(func(g *rules.Game) { players = g.Variant().Players })
	if !spectator && int(o.Seat) >= players {
		return nil, fmt.Errorf("tui: seat %d is the empty seat of a table of three", o.Seat)
	}
	if int(s.Seat&3) >= players {
		s.Seat = 0 // a spectator's viewpoint: a seat in play
	}
	if spectator {
		s.Coach = false // nothing of its own to advise on
	} else {
		s.Seat = o.Seat
	}
	sess := &Served{t: o.Table, seat: o.Seat, opts: o, settings: s, done: make(chan struct{})}
	for i, n := range o.Names {
		sess.names[i] = cleanName(n)
	}
	m, err := sess.copyTable()
	if err != nil {
		return nil, err
	}
	sess.match = m
	return sess, nil
}

// Settings are the settings the session is drawn with.
func (s *Served) Settings() kit.Settings { return s.settings }

// Names are the names of who sits at each seat, made safe to draw.
func (s *Served) Names() [rules.NumSeats]string { return s.names }

// Spectator reports a spectator's session.
func (s *Served) Spectator() bool { return s.seat == rules.NoSeat }

// Match is the session's copy of the table's game, as it was built.
func (s *Served) Match() *Match { return s.match }

// Sync is the command that wakes the program the first time: the copy
// catches up with the table, and the screen asks what the table asks.
func (s *Served) Sync() tea.Cmd { return func() tea.Msg { return SyncMsg{From: s} } }

// cleanName makes a name from outside safe to draw: bounded before any
// work, its control characters written out (safetext), at most
// maxNameCells wide.
func cleanName(s string) string {
	if len(s) > 4*maxNameCells {
		s = s[:4*maxNameCells]
	}
	return ansi.Truncate(strings.TrimSpace(safetext.Clean(s)), maxNameCells, "…")
}

// copyTable makes the session's copy of the table's game, its log and
// calls rebuilt from the actions played.
func (s *Served) copyTable() (*Match, error) {
	var cfg rules.Config
	var actions []rules.Action
	s.t.Read(func(g *rules.Game) { cfg, actions = g.Config(), g.Actions() })
	g, err := rules.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	m := WatchMatchAs(g, s.settings, s.Spectator())
	for _, a := range actions {
		if err := m.Apply(a); err != nil {
			return nil, err
		}
	}
	m.served = s
	return m, nil
}

// Seat is the person's seat (rules.NoSeat: a spectator).
func (s *Served) Seat() rules.Seat { return s.seat }

// Attach gives the session its program's Send: the table's moves reach
// the program through it, from the table's goroutines, without ever
// blocking them. A move made before Attach is not lost.
func (s *Served) Attach(send func(tea.Msg)) {
	s.mu.Lock()
	s.send, s.pending = send, false
	s.mu.Unlock()
	s.wake()
}

// wake sends the program one SyncMsg unless one is on its way already.
func (s *Served) wake() {
	s.mu.Lock()
	if s.closed || s.woken {
		s.mu.Unlock()
		return
	}
	if s.send == nil {
		s.pending = true
		s.mu.Unlock()
		return
	}
	s.woken = true
	send := s.send
	s.mu.Unlock()
	go send(SyncMsg{From: s})
}

// Observe wakes the program: the table applied an action (the session's
// copy of the game replays it; the events are not needed).
func (s *Served) Observe([]rules.Event) { s.wake() }

// Act hands the decision to the person's screen and waits for the
// person's answer, ctx's end (the seat's time limit: the screen says the
// bot played) or Close.
func (s *Served) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	ask := &pendingAsk{view: v, reply: make(chan rules.Action, 1)}
	s.t.Read(func(g *rules.Game) { ask.at = g.NumActions() })
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return rules.Action{}, ErrLeft
	}
	s.ask = ask
	s.mu.Unlock()
	s.wake()
	select {
	case a := <-ask.reply:
		return a, nil
	case <-ctx.Done():
		s.mu.Lock()
		if s.ask == ask {
			s.ask, s.timedOut = nil, true
		}
		s.mu.Unlock()
		s.wake()
		return rules.Action{}, ctx.Err()
	case <-s.done:
		return rules.Action{}, ErrLeft
	}
}

// maxSaid bounds a line said at the table (bytes, before it is made
// safe), and the lines waiting for the program.
const (
	maxSaid     = 512
	maxSaidWait = notesSize
)

// Say puts a line in the table's log (a line of talk, a notice of the
// server: who came, who left), after the moves logged so far; its
// control characters are written out (safetext). It never blocks.
func (s *Served) Say(line string) {
	if len(line) > maxSaid {
		line = line[:maxSaid]
	}
	line = strings.TrimSpace(safetext.Clean(line))
	if line == "" {
		return
	}
	s.mu.Lock()
	s.said = append(s.said, line)
	if len(s.said) > maxSaidWait {
		s.said = s.said[len(s.said)-maxSaidWait:]
	}
	s.mu.Unlock()
	s.wake()
}

// Close ends the session: a pending Act returns ErrLeft, and the
// program is not woken any more.
func (s *Served) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		s.closed = true
		close(s.done)
	}
}

// News takes what woke the program: whether the table stopped waiting
// for the person's answer (the seat's time limit), and the lines said
// since (Say). The next move of the table wakes it again.
func (s *Served) News() (timedOut bool, said []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.woken = false
	timedOut, said = s.timedOut, s.said
	s.timedOut, s.said = false, nil
	return timedOut, said
}

// CatchUp replays on m, the session's copy, the actions the table played
// since; it returns the copy to show (a fresh one if m went astray,
// which it cannot: the same actions in the same order), false if none
// could be made.
func (s *Served) CatchUp(m *Match) (*Match, bool) {
	var actions []rules.Action
	s.t.Read(func(g *rules.Game) { actions = g.ActionsSince(m.game.NumActions()) })
	for _, act := range actions {
		if err := m.Apply(act); err != nil {
			fresh, cerr := s.copyTable()
			if cerr != nil {
				return m, false
			}
			return fresh, true
		}
	}
	return m, true
}

// next says who moves at the served table: the person when the table
// asks for the position shown, else whoever plays the turn (shown as
// thinking), or nobody to name (a claim window, answered by others).
func (s *Served) next(m *Match) Step {
	s.mu.Lock()
	ask := s.ask
	s.mu.Unlock()
	if ask != nil && ask.at == m.game.NumActions() {
		m.waiting = false
		return Step{Kind: StepHuman, Seat: m.Me(), d: table.Decision{Seat: m.Me(), View: ask.view, Move: ask.at}}
	}
	m.waiting = true
	if v := m.game; v.Phase() == rules.PhaseTurn && v.Turn() != m.Me() {
		return Step{Kind: StepWait, Seat: v.Turn()}
	}
	return Step{Kind: StepWait, Seat: rules.NoSeat}
}

// NewAsk reports whether the decision of st is not the one the table
// screen was last reset for (a wake that did not move the table keeps
// the person's selection).
func (s *Served) NewAsk(st Step) bool {
	s.mu.Lock()
	ask := s.ask
	s.mu.Unlock()
	if ask == s.shown {
		return false
	}
	s.shown = ask
	return true
}

// answer hands the person's action to the table's pending decision,
// checked against its legal actions first (the table would replace an
// illegal one by the bot's without a word).
func (s *Served) answer(m *Match, a rules.Action) error {
	s.mu.Lock()
	ask := s.ask
	if ask == nil || ask.at != m.game.NumActions() {
		s.mu.Unlock()
		return table.ErrStale
	}
	n := a.Normalized()
	if !slices.ContainsFunc(ask.view.Legal, func(l rules.Action) bool { return l == a || l.Normalized() == n }) {
		s.mu.Unlock()
		return &table.IllegalAnswerError{Seat: a.Seat, Action: a}
	}
	s.ask = nil
	s.mu.Unlock()
	ask.reply <- a
	m.waiting = true
	return nil
}

// nextHand: the person has read the score sheet. A seated person tells
// the server (SessionOptions.NextHand) or the table; the screen then
// waits for the next hand to start.
func (s *Served) nextHand(m *Match) error {
	if m.game.Phase() != rules.PhaseHandOver {
		return nil // started already
	}
	s.nextFor = m.game.HandNumber() + 1
	if m.Me() == rules.NoSeat {
		return nil
	}
	if f := s.opts.NextHand; f != nil {
		return f()
	}
	if err := s.t.NextHand(m.Me()); err != nil && !errors.Is(err, table.ErrHandNotOver) {
		return err
	}
	return nil
}

// askedNext reports whether the person left the sheet of the hand the
// copy shows as over: the screen waits for the next one.
func (s *Served) askedNext(m *Match) bool { return s.nextFor == m.game.HandNumber()+1 }
