package tui

import (
	"bytes"
	"slices"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// Human is the seat of the person at the table; seats 1-3 are bots.
const Human rules.Seat = 0

// BotFactory makes the bot of a seat. The default is bot.New; tests give
// simpler bots so that their pictures do not change when the bots learn.
type BotFactory func(level bot.Level, v rules.Variant, seed uint64) bot.Bot

// stepKind is who moves next at the table.
type stepKind uint8

const (
	stepHuman    stepKind = iota // the human has something to play (or nothing happens)
	stepBot                      // a bot has something to play
	stepHandOver                 // the hand is over: the score sheet
	stepGameOver                 // the game is over: the standings
)

// step is the controller's answer to "who moves now".
type step struct {
	kind stepKind
	seat rules.Seat
	// paced: a bot's turn move, which waits for the speed's delay; a
	// bot's answer in a claim window is not shown before the window
	// closes, so it is not paced.
	paced bool
}

// announcement is a claim or win called at the table ("Pung!").
type announcement struct {
	seat rules.Seat
	key  string // catalogue key of the call
	seq  int    // the action count when it was called
}

// Match is the controller of a game in progress: the engine, the three
// bots, the log of what happened and the calls to announce. It is the only
// place that applies actions; the screens only read its seat-0 View.
type Match struct {
	game     *rules.Game
	settings Settings
	bots     [rules.NumSeats]bot.Bot
	// seq counts the actions applied; a bot's answer carries the seq it
	// was asked at, so a late answer to an older position is dropped.
	seq int
	// log holds the public events of the game, redacted for seat 0, last
	// ones last (at most logSize).
	log []rules.Event
	// calls are the calls made since the human last played, shown until
	// the human plays again (at instant speed they would flash by).
	calls []announcement
	// waiting is set while a bot's move is being computed.
	waiting bool
	// applied is called after every applied action (autosave hook).
	applied func(g *rules.Game)
}

const logSize = 64

// newMatch wraps a game (new or resumed) with its bots.
func newMatch(g *rules.Game, s Settings, factory BotFactory) *Match {
	if factory == nil {
		factory = bot.New
	}
	m := &Match{game: g, settings: s}
	for seat := rules.Seat(1); seat < rules.NumSeats; seat++ {
		m.bots[seat] = factory(s.Bots, g.Variant(), g.Seed()*4+uint64(seat))
	}
	m.record(g.OpeningEvents(Human))
	return m
}

// resumeMatch wraps a game that has been played already (a resumed save):
// the log and the calls are rebuilt by replaying its actions on a fresh
// game of the same configuration, so that the table shows what it showed
// when the game was saved (the latest discard, the calls, the log). The
// match plays on g itself. If the replay fails (it cannot: the same
// actions were legal once), the match starts with an empty log.
func resumeMatch(g *rules.Game, s Settings, factory BotFactory) *Match {
	fresh, err := restart(g)
	if err != nil {
		return newMatch(g, s, factory)
	}
	m := newMatch(fresh, s, factory)
	for _, a := range g.Actions() {
		if err := m.Apply(a); err != nil {
			return newMatch(g, s, factory)
		}
	}
	m.game = g
	return m
}

// restart returns a new game of g's configuration (variant, seed, first
// dealer, fixed wall) with no action played, from the engine's record of
// g with its actions cut off.
func restart(g *rules.Game) (*rules.Game, error) {
	text, err := g.MarshalText()
	if err != nil {
		return nil, err
	}
	if i := bytes.Index(text, []byte("\nactions\n")); i >= 0 {
		text = text[:i+len("\nactions\n")]
	}
	return rules.ParseGame(text, nil)
}

// clone copies the match (the game cloned, the log and calls copied)
// without its bots and hook: a snapshot for the replay viewer.
func (m *Match) clone() *Match {
	c := *m
	c.game = m.game.Clone()
	c.log = slices.Clone(m.log)
	c.calls = slices.Clone(m.calls)
	c.applied = nil
	return &c
}

// View is what the human sees.
func (m *Match) View() rules.View { return m.game.View(Human) }

// Game returns the engine (for the hooks: saving).
func (m *Match) Game() *rules.Game { return m.game }

// Apply plays an action, records its events and calls the autosave hook.
func (m *Match) Apply(a rules.Action) error {
	_, err := m.apply(a)
	return err
}

// apply is Apply returning the action's events as the human may see them.
func (m *Match) apply(a rules.Action) ([]rules.Event, error) {
	evs, err := m.game.Apply(a)
	if err != nil {
		return nil, err
	}
	if a.Seat == Human {
		m.calls = nil
	}
	m.seq++
	for i := range evs {
		evs[i] = evs[i].Redact(Human)
	}
	m.record(evs)
	if m.applied != nil {
		m.applied(m.game)
	}
	return evs, nil
}

// record keeps the events for the log and the calls to announce.
func (m *Match) record(evs []rules.Event) {
	for _, e := range evs {
		switch e.Kind {
		case rules.EvDealt, rules.EvDraw:
			continue // private or not worth a line
		case rules.EvClaim:
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
	}
	if len(m.log) > logSize {
		m.log = append(m.log[:0], m.log[len(m.log)-logSize:]...)
	}
}

// call records a call; at most four are kept.
func (m *Match) call(a announcement) {
	m.calls = append(m.calls, a)
	if len(m.calls) > 4 {
		m.calls = m.calls[1:]
	}
}

// Next says who moves now. At the end of a hand the human decides when
// the next one starts (after reading the score sheet), so the bots' right
// to send "next hand" is not used.
func (m *Match) Next() step {
	switch m.game.Phase() {
	case rules.PhaseHandOver:
		return step{kind: stepHandOver}
	case rules.PhaseGameOver:
		return step{kind: stepGameOver}
	}
	for seat := rules.Seat(1); seat < rules.NumSeats; seat++ {
		if len(m.game.LegalActions(seat)) > 0 {
			return step{kind: stepBot, seat: seat, paced: m.game.Phase() == rules.PhaseTurn}
		}
	}
	return step{kind: stepHuman}
}

// botMoveMsg is a bot's chosen action, computed in a tea.Cmd.
type botMoveMsg struct {
	seq    int
	seat   rules.Seat
	action rules.Action
}

// botCmd asks a bot for its move without blocking the screen. The bot
// sees only its own seat's View. A paced move takes at least delay, so
// that a person can follow the table.
func (m *Match) botCmd(st step, delay time.Duration) tea.Cmd {
	b, v, seq := m.bots[st.seat], m.game.View(st.seat), m.seq
	if !st.paced {
		delay = 0
	}
	m.waiting = true
	return func() tea.Msg {
		start := time.Now()
		a := b.Act(v)
		if rest := delay - time.Since(start); rest > 0 {
			time.Sleep(rest)
		}
		return botMoveMsg{seq: seq, seat: st.seat, action: a}
	}
}

// applyBot plays a bot's answer, if it still answers the current position.
// A bot that answers with an illegal action plays its first legal action
// instead, so that the game never stalls.
func (m *Match) applyBot(msg botMoveMsg) bool {
	if msg.seq != m.seq {
		return false
	}
	m.waiting = false
	a := msg.action
	a.Seat = msg.seat
	if err := m.Apply(a); err != nil {
		legal := m.game.LegalActions(msg.seat)
		if len(legal) == 0 {
			return false
		}
		if err := m.Apply(legal[0]); err != nil {
			return false
		}
	}
	return true
}
