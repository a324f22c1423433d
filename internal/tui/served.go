package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// SessionOptions seat a session at a table that someone else runs (a
// server: one table.Table, many sessions).
type SessionOptions = play.ServedOptions

// ErrLeft is a Session's answer to a decision after it was closed: the
// table falls back (the seat's bot plays).
var ErrLeft = play.ErrLeft

// Session is one person's screen at a table a server runs (its terminal
// size, language, tile style, coach) drawn only from its own seat's
// View, and the seat's participant at the table.
//
// It is a table.Participant: Act hands the decision to the person's
// screen and waits for the person's key (or ctx, or Close). It is a
// table.Observer: every applied action wakes the session's program,
// which catches up with the table (its own copy of the game replays the
// new actions, so that the log and the calls are the person's own; the
// screen never locks the table to draw). A spectator's Session is given
// to Table.Watch.
//
// Use: NewSession; seat it (table.New, Swap or Watch); Attach the
// program's Send; play it in a program: its own (Model, RunSession),
// where the person quitting (q, then y) or leaving the final standings
// ends the program, or one whose screen in front asks PlayServed (a
// server's waiting room), where leaving goes back to that screen. When
// the session ends, Close it (a pending Act returns ErrLeft) and give
// the seat to a bot (Table.Swap).
type Session struct {
	*play.Served
	app *App
}

// NewSession builds a session of the table's game for the person at
// o.Seat (a spectator with rules.NoSeat), with the person's settings
// (language, tiles, colours, coach, speed: the pause before a score
// sheet). The table's game is read at once; the rule set and seed of the
// settings are not used.
func NewSession(s Settings, o SessionOptions) (*Session, error) {
	sv, err := play.NewServed(s, o)
	if err != nil {
		return nil, err
	}
	return &Session{Served: sv}, nil
}

// Model is the session's own root model, to run in its own program: the
// table screen at once.
func (s *Session) Model() tea.Model {
	if s.app == nil {
		a := newApp(s.Settings(), Options{})
		cmd := a.hostServed(s.Served)
		a.initCmd = func() tea.Cmd { return cmd }
		s.app = a
	}
	return s.app
}

// PlayServed asks the root to play a served table's game in front of
// Host (the screen that asks it: a server's waiting room), which stays
// behind the game (kit.Host) until the person leaves it; it is then put
// in front again and handed kit.GameLeft. The session is attached to the
// program already (Session.Attach).
type PlayServed struct {
	Session *Session
	Host    kit.Host
}

// playServed plays a served game in front of its host.
func (a *App) playServed(s *Session, host kit.Host) tea.Cmd {
	a.host, a.before = host, a.sh.Settings
	return a.hostServed(s.Served)
}

// hostServed puts a served table's game in front: its settings, names
// and copy of the game.
func (a *App) hostServed(s *play.Served) tea.Cmd {
	a.served = s
	a.sh.Spectator = s.Spectator()
	a.sh.Names = s.Names()
	a.begin(s.Match(), s.Settings())
	return s.Sync()
}

// leave leaves a served game: back to its host, or the end of the
// session's own program.
func (a *App) leave() tea.Cmd {
	host := a.host
	if host == nil {
		return a.end()
	}
	a.endServed()
	in, cmd := host.Update(a.sh, kit.GameLeft{})
	return tea.Batch(a.carryOut(in), cmd)
}

// endServed drops the served game: the host is in front again, with the
// settings it had.
func (a *App) endServed() {
	if a.host == nil {
		return
	}
	a.front = a.host
	a.match, a.served, a.host = nil, nil, nil
	a.overlays = nil
	a.sh.Spectator, a.sh.Names = false, [len(a.sh.Names)]string{}
	a.sh.Apply(a.before)
	a.quitErr, a.record, a.recordErr = "", "", ""
}

// synced is the App's answer to a served table's wake-up: the copy of
// the game catches up with the table, then the screen follows (a score
// sheet or the standings in front stay until the person leaves them).
func (a *App) synced() tea.Cmd {
	s := a.served
	timedOut, said := s.News()
	m, ok := s.CatchUp(a.match)
	if !ok {
		return nil
	}
	a.match = m
	for _, line := range said {
		m.AddNote(line)
	}
	t := a.table()
	if t == nil {
		return nil
	}
	t.Match = m
	if timedOut {
		t.Notice = "notice.timed_out"
	}
	return a.step(false)
}
