package play

import (
	"context"
	"errors"
	"slices"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// StepKind is who moves next at the table.
type StepKind uint8

// Who moves next.
const (
	StepHuman    StepKind = iota // the human has something to play (or nothing happens)
	StepBot                      // a bot has something to play
	StepHandOver                 // the hand is over: the score sheet
	StepGameOver                 // the game is over: the standings
	StepWait                     // a served table: another seat (or the server) moves; its events will tell
)

// Step is the controller's answer to "who moves now".
type Step struct {
	Kind StepKind
	Seat rules.Seat
	// paced: a bot's turn move, which waits for the speed's delay; a
	// bot's answer in a claim window is not shown before the window
	// closes, so it is not paced.
	paced bool
	// d is the decision the table asks (StepBot, and StepHuman when the
	// person has something to play).
	d table.Decision
}

// announcement is a claim or win called at the table ("Pung!").
type announcement struct {
	seat rules.Seat
	key  string // catalogue key of the call
	seq  int    // the action count when it was called
}

// Match is a game in progress as the person at this screen sees it: the
// table that plays it (package table: the person's seat and the bots),
// the log of what the person saw happen and the calls to announce. Every
// action goes through it; the screens only read the person's View. The
// replay viewer's matches have no table: they apply a record's actions to
// their game directly.
type Match struct {
	game *rules.Game
	// table plays game; nil for a match that only replays.
	table    *table.Table
	settings kit.Settings // settings.Seat is the person's seat
	// seq counts the actions applied; a bot's answer carries the
	// decision it was asked, so a late answer to an older position is
	// dropped.
	seq int
	// log holds the public events of the game, redacted for the person,
	// last ones last (at most logSize).
	log []rules.Event
	// logged counts the events ever put in the log (the log keeps the
	// last logSize); notes are lines said at a served table, each after
	// the logged events it came after, last ones last (at most
	// notesSize).
	logged int
	notes  []note
	// calls are the calls made since the person last played, shown until
	// the person plays again (at instant speed they would flash by).
	calls []announcement
	// seen collects the events of the action being applied, as the
	// person sees them.
	seen []rules.Event
	// waiting is set while a bot's move is being computed.
	waiting bool
	// thinking is the bot whose move is being computed (NoSeat: none).
	thinking rules.Seat
	// applied is called after every applied action (autosave hook).
	applied func(g *rules.Game)
	// claimWhy is why a bot claimed, read from its open hand before the
	// claim (coach.WhyClaim); why is the last claim made, with the seq
	// of its call (shown while the call is).
	claimWhy [rules.NumSeats]*strategy.ClaimAdvice
	why      *claimWhy
	// served is the session of a table a server runs (nil: this program
	// runs the table): the match then plays on the session's own copy of
	// the table's game, caught up with it as it moves (Served.CatchUp).
	served *Served
	// spectator: a spectator's match, who sits at no seat (Settings.Seat
	// is only where the table is seen from).
	spectator bool
}

const logSize = 64

// errAtKeyboard is the answer of the person's seat if the table asked it:
// the person answers through the keys (Match.Play), never through Ask.
var errAtKeyboard = errors.New("tui: the person answers at the keyboard")

// personSeat is the person's seat at the table: it is handed the events
// the person may see.
type personSeat struct{ m *Match }

// Act is never called by the screen (see errAtKeyboard).
func (personSeat) Act(context.Context, rules.View) (rules.Action, error) {
	return rules.Action{}, errAtKeyboard
}

// Observe records what the person sees.
func (p personSeat) Observe(evs []rules.Event) {
	p.m.seen = append(p.m.seen, evs...)
	p.m.record(evs)
}

// NewMatch seats the person (Settings.Seat) and the bots at a game
// (package seat: each bot seat a bot of the settings' level, or the
// outside program opts.List names for its place). A fresh game's log
// starts with the opening of its first hand; a game already played
// starts with an empty log (ResumeMatch rebuilds it). The error is a
// program that could not start (its bot plays the seat).
func NewMatch(g *rules.Game, s kit.Settings, opts *Seats) (*Match, error) {
	m := &Match{game: g, settings: s, thinking: rules.NoSeat}
	me := m.Me()
	var seats [rules.NumSeats]seat.Seat
	seats[me] = seat.Person()
	// places[s]: the seat's place among the bot seats, in turn order
	// after the person's (a program is kept for its place from game to
	// game).
	var places [rules.NumSeats]int
	v := g.Variant()
	for i, at := 0, v.NextSeat(me); at != me && i < rules.NumSeats; i, at = i+1, v.NextSeat(at) {
		places[at] = i
		seats[at] = opts.botSeat(i, s.Bots)
	}
	st := opts.Seater.Seat(seat.ForGame(g, seats), places)
	st.Participants[me] = personSeat{m}
	// In a claim window the bots answer first: their answers are not
	// shown, and the person's prompt then waits for nobody.
	to := st.Options
	to.LastAsked, to.Applied = me, m.afterApply
	m.table = table.New(g, st.Participants, to)
	return m, st.Err()
}

// Seats say who plays the seats that are not the person's (package
// seat): each bot seat a bot of the settings' level, or the outside
// program List names for its place.
type Seats struct {
	// Seater seats the games (kept from game to game: it keeps the
	// programs).
	Seater *seat.Seater
	// List names the outside programs among the bot seats, by place (0
	// the seat after the person's, in turn order; one entry: every bot
	// seat).
	List seat.List
}

// botSeat is who plays the bot seat at place i (0 the seat after the
// person's): the program List names for it, else a bot of level l.
func (o *Seats) botSeat(i int, l bot.Level) seat.Seat {
	if sp, ok := o.List.At(i); ok && sp.Kind == seat.Program {
		return sp
	}
	return seat.OfLevel(l)
}

// WatchMatch is a match that only replays a record (the replay viewer,
// rebuilding a resumed game's log, a served session's copy of the
// table's game): no table, no bots.
func WatchMatch(g *rules.Game, s kit.Settings) *Match { return WatchMatchAs(g, s, false) }

// WatchMatchAs is WatchMatch for a person at Settings.Seat, or for a
// spectator who sees the table from there.
func WatchMatchAs(g *rules.Game, s kit.Settings, spectator bool) *Match {
	m := &Match{game: g, settings: s, thinking: rules.NoSeat, spectator: spectator}
	m.record(redact(g.OpeningEvents(m.Me()), m.Me()))
	return m
}

// redact makes events as viewer may see them (NoSeat: a spectator).
func redact(evs []rules.Event, viewer rules.Seat) []rules.Event {
	for i := range evs {
		evs[i] = evs[i].Redact(viewer)
	}
	return evs
}

// ResumeMatch seats the person and the bots at a game that may have been
// played already (a resumed save): the log and the calls are rebuilt by
// replaying its actions on a fresh game of the same configuration, so
// that the table shows what it showed when the game was saved (the
// latest discard, the calls, the log). The match plays on g itself. If
// the replay fails (it cannot: the same actions were legal once), the
// match starts with an empty log.
func ResumeMatch(g *rules.Game, s kit.Settings, opts *Seats) *Match {
	m, _ := NewMatch(g, s, opts) // a program that cannot start: its bot plays for it
	actions := g.Actions()
	if len(actions) == 0 {
		return m
	}
	fresh, err := rules.NewGame(g.Config())
	if err != nil {
		return m
	}
	w := WatchMatch(fresh, s)
	for _, a := range actions {
		if err := w.Apply(a); err != nil {
			return m
		}
	}
	m.log, m.calls, m.logged = w.log, w.calls, w.logged
	return m
}

// Clone copies a replaying match (the game cloned, the log and calls
// copied): a snapshot for the replay viewer.
func (m *Match) Clone() *Match {
	c := *m
	c.game = m.game.Clone()
	c.table = nil
	c.log = slices.Clone(m.log)
	c.notes = slices.Clone(m.notes)
	c.calls = slices.Clone(m.calls)
	c.seen = nil
	c.applied = nil
	return &c
}

// Me is the person's seat; rules.NoSeat for a spectator.
func (m *Match) Me() rules.Seat {
	if m.spectator {
		return rules.NoSeat
	}
	return m.settings.Seat & 3
}

// viewpoint is the seat the table is seen from (drawn at the bottom): the
// person's, or where a spectator watches from.
func (m *Match) viewpoint() rules.Seat { return m.settings.Seat & 3 }

// View is what the person sees. A spectator's is what nobody at the
// table may hide from a bystander, seen from the viewpoint (its Seat),
// with nothing to play.
func (m *Match) View() rules.View {
	if m.spectator {
		v := m.game.View(rules.NoSeat)
		v.Seat, v.Legal = m.viewpoint(), nil
		return v
	}
	return m.game.View(m.Me())
}

// HumanToPlay reports whether the person may play now: no bot is
// thinking.
func (m *Match) HumanToPlay() bool { return !m.waiting && m.thinking == rules.NoSeat }

// Game returns the engine (for the hooks: saving).
func (m *Match) Game() *rules.Game { return m.game }

// Apply plays an action outside the table's asking (a replay, the next
// hand), records its events and calls the autosave hook.
func (m *Match) Apply(a rules.Action) error {
	_, err := m.ApplyEvents(a)
	return err
}

// ApplyEvents is Apply returning the action's events as the person may see
// them.
func (m *Match) ApplyEvents(a rules.Action) ([]rules.Event, error) {
	return m.applyWith(a, func() error {
		if m.table != nil {
			return m.table.Apply(a)
		}
		evs, err := m.game.Apply(a)
		if err != nil {
			return err
		}
		m.seq++
		redact(evs, m.Me())
		m.seen = append(m.seen, evs...)
		m.record(evs)
		return nil
	})
}

// Play carries out the person's answer to the decision the table asks
// the person's seat, or to the score sheet's next hand. At a served table
// the answer goes to the table, which applies it (the match then catches
// up with it).
func (m *Match) Play(a rules.Action) error {
	a.Seat = m.Me()
	if m.served != nil {
		if a.Kind == rules.ActNextHand {
			return m.served.nextHand(m)
		}
		return m.served.answer(m, a)
	}
	_, err := m.applyWith(a, func() error {
		if a.Kind == rules.ActNextHand {
			return m.table.NextHand(a.Seat)
		}
		d, ok := m.table.Next()
		if !ok || d.Seat != a.Seat {
			return table.ErrStale
		}
		return m.table.Play(d, a)
	})
	return err
}

// applyWith applies an action through do: the person's own action clears
// the calls shown (the calls it makes are shown afterwards).
func (m *Match) applyWith(a rules.Action, do func() error) ([]rules.Event, error) {
	calls := m.calls
	if a.Seat == m.Me() {
		m.calls = nil
	}
	m.seen = nil
	if err := do(); err != nil {
		m.calls = calls
		return nil, err
	}
	evs := m.seen
	m.seen = nil
	if m.table == nil && m.applied != nil {
		m.applied(m.game)
	}
	return evs, nil
}

// afterApply is the table's hook after every action: the count, the
// autosave.
func (m *Match) afterApply(g *rules.Game, _ rules.Action) {
	m.seq++
	if m.applied != nil {
		m.applied(g)
	}
}

// record keeps the events for the log and the calls to announce.
func (m *Match) record(evs []rules.Event) {
	for _, e := range evs {
		switch e.Kind {
		case rules.EvDealt, rules.EvDraw:
			continue // private or not worth a line
		case rules.EvDiscard:
			m.claimWhy = [rules.NumSeats]*strategy.ClaimAdvice{}
		case rules.EvClaim:
			if s := e.Seat; s < rules.NumSeats && m.claimWhy[s] != nil {
				m.why = &claimWhy{seat: s, c: *m.claimWhy[s], seq: m.seq}
			}
			m.claimWhy = [rules.NumSeats]*strategy.ClaimAdvice{}
			key := "call.chow"
			switch e.Meld.Kind {
			case rules.Pung:
				key = "call.pung"
			case rules.Kong:
				key = "call.kong"
			}
			m.call(announcement{seat: e.Seat, key: key, seq: m.seq})
		case rules.EvKong:
			m.call(announcement{seat: e.Seat, key: "call.kong", seq: m.seq})
		case rules.EvDeclare:
			key := "call.ready"
			if e.Declaration == rules.DeclareCalling {
				key = "call.calling"
			}
			m.call(announcement{seat: e.Seat, key: key, seq: m.seq})
		case rules.EvWin:
			if e.Result != nil {
				m.call(announcement{seat: e.Result.Winner, key: "call.mahjong", seq: m.seq})
			}
		case rules.EvHandStarted:
			m.calls = nil
		}
		m.log = append(m.log, e)
		m.logged++
	}
	if len(m.log) > logSize {
		m.log = append(m.log[:0], m.log[len(m.log)-logSize:]...)
	}
}

// note is a line said at a served table (Served.Say), shown in the log
// after the events logged before it.
type note struct {
	after int // Match.logged when it was said
	text  string
}

// notesSize bounds the notes a match keeps.
const notesSize = 16

// AddNote puts a line in the log, after the events logged so far.
func (m *Match) AddNote(text string) {
	m.notes = append(m.notes, note{after: m.logged, text: text})
	if len(m.notes) > notesSize {
		m.notes = append(m.notes[:0], m.notes[len(m.notes)-notesSize:]...)
	}
}

// call records a call; at most four are kept.
func (m *Match) call(a announcement) {
	m.calls = append(m.calls, a)
	if len(m.calls) > 4 {
		m.calls = m.calls[1:]
	}
}

// Next says who moves now. At the end of a hand the person decides when
// the next one starts (after reading the score sheet), so the bots' right
// to send "next hand" is not used.
func (m *Match) Next() Step {
	switch m.game.Phase() {
	case rules.PhaseHandOver:
		if m.served != nil && m.served.askedNext(m) {
			return Step{Kind: StepWait, Seat: rules.NoSeat}
		}
		return Step{Kind: StepHandOver}
	case rules.PhaseGameOver:
		return Step{Kind: StepGameOver}
	}
	if m.served != nil {
		return m.served.next(m)
	}
	d, ok := m.table.Next()
	if !ok || d.Seat == m.Me() {
		return Step{Kind: StepHuman, Seat: m.Me(), d: d}
	}
	return Step{Kind: StepBot, Seat: d.Seat, paced: m.game.Phase() == rules.PhaseTurn, d: d}
}

// BotMoveMsg is a bot's answer to a decision, computed in a tea.Cmd;
// wait is how long it is still held for the pace.
type BotMoveMsg struct {
	d    table.Decision
	ans  table.Answer
	err  error
	wait time.Duration
}

// BotCmd asks a bot for its move without blocking the screen: the table
// asks the seat's participant with the seat's own View, until ctx ends
// (the program quits). A paced move takes at least delay, so that a
// person can follow the table: the answer says how long it still waits
// (the root then ticks, Paced).
func (m *Match) BotCmd(ctx context.Context, st Step, delay time.Duration) tea.Cmd {
	t, d := m.table, st.d
	if !st.paced {
		delay = 0
	}
	m.waiting = true
	return func() tea.Msg {
		start := time.Now()
		ans, err := t.Ask(ctx, d)
		return BotMoveMsg{d: d, ans: ans, err: err, wait: delay - time.Since(start)}
	}
}

// Paced holds a bot's answer until its pace has passed: the message
// again (Due) after msg.Wait() (nil when it need not wait).
func (msg BotMoveMsg) Paced() tea.Cmd {
	if msg.wait <= 0 || msg.err != nil {
		return nil
	}
	return tea.Tick(msg.wait, func(time.Time) tea.Msg { return msg.Due() })
}

// Wait is how long the answer is still held for the pace.
func (msg BotMoveMsg) Wait() time.Duration { return msg.wait }

// Due is the answer as the pace's tick hands it back: nothing left to
// wait.
func (msg BotMoveMsg) Due() BotMoveMsg {
	msg.wait = 0
	return msg
}

// ApplyBot plays a bot's answer, if it still answers the current position.
// A bot that fails (an error, an illegal action) has been replaced by the
// table's fallback, the first legal action, so that the game never stalls.
func (m *Match) ApplyBot(msg BotMoveMsg) bool {
	if msg.err != nil || msg.d.Move != m.table.Move() {
		return false
	}
	m.waiting = false
	m.readClaim(msg.ans.Action)
	_, err := m.applyWith(msg.ans.Action, func() error { return m.table.Play(msg.d, msg.ans.Action) })
	return err == nil
}

// claimWhy is the reading of a claim made: the seat's claim advice, and
// the seq of the action that made it.
type claimWhy struct {
	seat rules.Seat
	c    strategy.ClaimAdvice
	seq  int
}

// readClaim reads a bot's claim from its open hand before it is played,
// to explain it once it is made (open hands only).
func (m *Match) readClaim(a rules.Action) {
	switch a.Kind {
	case rules.ActChow, rules.ActPung, rules.ActKong:
	default:
		return
	}
	if c, ok := coach.WhyClaim(m.View(), m.game.Variant(), a); ok && a.Seat < rules.NumSeats {
		m.claimWhy[a.Seat] = &c
	}
}

// Table is the table that plays the game (nil for a match that only
// replays).
func (m *Match) Table() *table.Table { return m.table }

// Seq counts the actions applied to the match: a timer started for a
// position is stale once it moved.
func (m *Match) Seq() int { return m.seq }

// Waiting reports whether a move is being waited for: a bot's, or the
// table's at a served table.
func (m *Match) Waiting() bool { return m.waiting }

// SetThinking names the bot whose move is being computed (NoSeat: none).
func (m *Match) SetThinking(s rules.Seat) { m.thinking = s }

// Thinking is the bot whose move is being computed (NoSeat: none).
func (m *Match) Thinking() rules.Seat { return m.thinking }

// OnApplied sets what is called after every applied action (the
// autosave hook).
func (m *Match) OnApplied(f func(g *rules.Game)) { m.applied = f }
