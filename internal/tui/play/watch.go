package play

import (
	"slices"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Watching the bots: a match where bots play every seat and the person
// watches (mahjong watch, the menu's Watch the bots), following one
// seat's hand (Settings.Seat, drawn at the bottom) or every hand open,
// with the coach's reading of the followed seat; the root paces it and
// pauses or steps it.

// watching is what a watched match shows besides the followed seat.
type watching struct {
	open bool // every hand face up
}

// WatchID is the screen of a watched game.
const WatchID kit.ScreenID = "watch"

// NewWatchMatch seats bots at every seat of a game (list: one seat for
// every seat, or one a seat; a level or an outside program each), the
// person watching from Settings.Seat. The error is a program that could
// not start (its bot plays the seat) or a list of the wrong length.
func NewWatchMatch(g *rules.Game, s kit.Settings, opts *Seats, list seat.List) (*Match, error) {
	v := g.Variant()
	seats, err := list.For(v.Players)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, settings: s, thinking: rules.NoSeat, spectator: true, watch: &watching{}}
	var all [rules.NumSeats]seat.Seat
	copy(all[:], seats)
	st := opts.Seater.Seat(seat.ForGame(g, all), [rules.NumSeats]int{0, 1, 2, 3})
	m.seats, m.bots = all, st.Bots
	to := st.Options
	to.LastAsked, to.Applied = rules.NumSeats-1, m.afterApply
	m.table = table.New(g, st.Participants, to)
	m.table.Watch(personSeat{m}) // the log: what a bystander sees
	return m, st.Err()
}

// Watched reports a match of bots the person watches.
func (m *Match) Watched() bool { return m.watch != nil }

// Follow shows seat s's hand at the bottom (a watched match).
func (m *Match) Follow(s rules.Seat) { m.settings.Seat = s }

// SetOpen shows every hand face up, or only the followed seat's.
func (m *Match) SetOpen(open bool) {
	if m.watch != nil {
		m.watch.open = open
	}
}

// Open reports every hand shown face up.
func (m *Match) Open() bool { return m.watch != nil && m.watch.open }

// watchView is what the person watching sees: the followed seat's own
// view without its choices, every seat's concealed tiles too when the
// hands are open.
func (m *Match) watchView() rules.View {
	follow := m.viewpoint()
	v := m.game.View(follow)
	v.Legal = nil
	if !m.watch.open {
		return v
	}
	v.Open = true
	for s := range rules.Seat(v.SeatsInPlay) {
		if s == follow {
			continue
		}
		pv := m.game.View(s).Players[s]
		if pv.Drawn != rules.NoTile {
			pv.Concealed = append(pv.Concealed, pv.Drawn)
			slices.Sort(pv.Concealed)
			pv.Drawn = rules.NoTile
		}
		v.Players[s].Concealed = pv.Concealed
	}
	return v
}

// CoachView is what the coach reads for the followed seat: its own view,
// its choices included.
func (m *Match) CoachView() rules.View { return m.game.View(m.viewpoint()) }

// Seats are who plays each seat (a watched match, or the person's).
func (m *Match) Seats() [rules.NumSeats]seat.Seat { return m.seats }

// Intents of the watch screen.
type (
	// Pause pauses the bots, or lets them play on.
	Pause struct{}
	// StepOne plays the next move that shows while paused.
	StepOne struct{}
	// FollowNext follows the next seat (D = 1) or the one before (-1).
	FollowNext struct{ D int }
	// Faster plays faster (D = 1) or slower (-1).
	Faster struct{ D int }
)

// WatchScreen is the table of a watched game: the followed seat at the
// bottom, its keys to pause, step, follow another seat, open every hand,
// the coach and the pace.
type WatchScreen struct {
	table  *TableScreen
	keys   watchKeys
	Paused bool
}

// NewWatchScreen is the screen of a watched match, the coach on or off.
func NewWatchScreen(sh *kit.Context, m *Match, coachOn bool) *WatchScreen {
	t := NewTableScreen(sh, m, false)
	t.coach = coachOn
	return &WatchScreen{table: t, keys: newWatchKeys(sh.Cat)}
}

// Match is the match shown.
func (w *WatchScreen) Match() *Match { return w.table.Match }

// ID is the watch screen's.
func (w *WatchScreen) ID() kit.ScreenID { return WatchID }

// KeyMap is the watch screen's bindings.
func (w *WatchScreen) KeyMap(*kit.Context) help.KeyMap { return w.keys }

// Update answers the watch keys.
func (w *WatchScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := w.keys
	switch {
	case key.Matches(k, keys.Quit):
		return kit.Quit{}, nil
	case key.Matches(k, keys.Help):
		return kit.Help{}, nil
	case key.Matches(k, keys.Pause):
		return Pause{}, nil
	case key.Matches(k, keys.Step):
		return StepOne{}, nil
	case key.Matches(k, keys.Next):
		return FollowNext{D: 1}, nil
	case key.Matches(k, keys.Prev):
		return FollowNext{D: -1}, nil
	case key.Matches(k, keys.Faster):
		return Faster{D: 1}, nil
	case key.Matches(k, keys.Slower):
		return Faster{D: -1}, nil
	case key.Matches(k, keys.Open):
		w.Match().SetOpen(!w.Match().Open())
	case key.Matches(k, keys.Coach):
		w.table.coach = !w.table.coach
		sh.Settings.Coach = w.table.coach
	}
	return nil, nil
}

// Draw draws the table from the followed seat, the coach reading its
// hand, the line of what is watched and the watch keys.
func (w *WatchScreen) Draw(sh *kit.Context) *kit.Canvas {
	m := w.Match()
	cv := m.CoachView()
	vm := BuildVM(Input{
		Ctx: sh, Match: m, View: m.View(), CoachView: &cv, Screen: *w.table,
		Thinking: m.thinking, Width: sh.Width, Alert: sh.Alert(),
	})
	vm.Prompt = w.status(sh)
	vm.Help = kit.HelpLine(sh.Help, sh.Width, w.keys.ShortHelp())
	return DrawTable(vm, sh.Painter(), sh.Width, sh.Height)
}

// status is the line under the hand: paused or playing, whom it follows,
// the pace.
func (w *WatchScreen) status(sh *kit.Context) string {
	cat, m := sh.Cat, w.Match()
	follow := m.viewpoint()
	who := kit.SeatName(sh, follow)
	if l := sh.Levels[follow&3]; l != "" {
		who += " (" + l + ")"
	}
	state := cat.T("watch.playing")
	if w.Paused {
		state = sh.Theme.Accent.Render(cat.T("watch.paused"))
	}
	text := state + " · " + cat.T("watch.following", who)
	if m.Open() {
		text += " · " + cat.T("watch.open")
	}
	return text + " · " + cat.T("watch.speed", cat.T("speed."+string(sh.Settings.Speed)))
}

// Advice is the coach's advice on the followed seat's hand (nil with
// the coach off).
func (w *WatchScreen) Advice(g *rules.Game) *coach.Advice {
	return w.table.Advice(w.Match().CoachView(), g)
}

// watchKeys are the bindings of the watch screen.
type watchKeys struct {
	Pause, Step, Next, Prev key.Binding
	Open, Coach             key.Binding
	Faster, Slower          key.Binding
	Help, Quit              key.Binding
}

// ShortHelp is the line at the bottom of the watch screen.
func (k watchKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Pause, k.Step, k.Next, k.Open, k.Coach, k.Faster, k.Help, k.Quit}
}

// FullHelp is the help screen's columns.
func (k watchKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Pause, k.Step, k.Next, k.Prev}, {k.Open, k.Coach, k.Faster, k.Slower}, {k.Help, k.Quit}}
}

// newWatchKeys are the watch bindings worded in the catalogue's
// language.
func newWatchKeys(cat *i18n.Catalog) watchKeys {
	return watchKeys{
		Pause:  key.NewBinding(key.WithKeys("space", "p"), key.WithHelp(cat.T("keyname.space"), cat.T("key.watch_pause"))),
		Step:   key.NewBinding(key.WithKeys("n", "."), key.WithHelp("n", cat.T("key.watch_step"))),
		Next:   key.NewBinding(key.WithKeys("tab", "right", "l"), key.WithHelp("tab", cat.T("key.watch_follow"))),
		Prev:   key.NewBinding(key.WithKeys("shift+tab", "left", "h"), key.WithHelp("shift+tab", cat.T("key.watch_follow_back"))),
		Open:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", cat.T("key.watch_open"))),
		Coach:  key.NewBinding(key.WithKeys("c"), key.WithHelp("c", cat.T("key.coach"))),
		Faster: key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", cat.T("key.watch_speed"))),
		Slower: key.NewBinding(key.WithKeys("-"), key.WithHelp("-", cat.T("key.watch_slower"))),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:   key.NewBinding(key.WithKeys("q", "ctrl+c", "esc"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

var _ kit.Screen = (*WatchScreen)(nil)
