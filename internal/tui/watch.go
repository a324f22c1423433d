package tui

import (
	"path/filepath"
	"slices"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// Watching the bots play (mahjong watch, the menu's Watch the bots): a
// game of bots at every seat, paced by the speed, paused and stepped, the
// score sheets leaving by themselves, to the final standings; its record
// is kept (Hooks.Watched), never an autosave nor a history.

// watchState is the state of a game of bots being watched.
type watchState struct {
	// paused: no bot is asked until it is let play on; stepping: one
	// move that shows is played while paused; held: a bot's turn waits
	// for the pause to end.
	paused, stepping, held bool
	// screen is the watch screen, put in front again after each score
	// sheet (its coach and open hands kept); before are the settings
	// before watching (the seat the person sits at, ...).
	screen *play.WatchScreen
	before kit.Settings
}

// watchNextMsg leaves a watched game's score sheet for the next hand.
type watchNextMsg struct{ seq int }

// watchSheet is how long a score sheet of a watched game stays, in
// bot moves at the speed (none at instant speed).
const watchSheet = 6

// watchNames are the seats' names when nobody at the table is the
// person: one a seat, whatever seat is followed.
var watchNames = [rules.NumSeats]string{"seat.name0", "seat.name1", "seat.name2", "seat.name3"}

// startWatch deals a game of bots (list: who plays each seat; nil: a bot
// of the settings' level at every seat) and puts it in front.
func (a *App) startWatch(s Settings, list seat.List) error {
	cfg, err := a.newConfig(s)
	if err != nil {
		return err
	}
	g, err := rules.NewGame(cfg)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		list = seat.List{seat.OfLevel(s.Bots)}
	}
	before := a.sh.Settings
	s.Watch, s.Seat, s.Practice = true, 0, false
	m, err := play.NewWatchMatch(g, s, a.seats(), list)
	if m == nil {
		return err
	}
	a.nameBySeat()
	a.watch = &watchState{before: before}
	a.begin(m, s)
	return err // a program that could not start: its bot plays
}

// nameBySeat names the seats by seat, nobody the person (a game of bots
// watched).
func (a *App) nameBySeat() {
	a.sh.Spectator = true
	for i, k := range watchNames {
		a.sh.Names[i] = a.sh.Cat.T(k)
	}
}

// endWatch leaves a watched game for the menu.
func (a *App) endWatch() {
	before := a.watch.before
	before.Speed, before.Coach = a.sh.Settings.Speed, a.sh.Settings.Coach // the pace and the coach chosen while watching stay
	a.watch, a.match = nil, nil
	a.sh.Spectator, a.sh.Names, a.sh.Levels = false, [rules.NumSeats]string{}, [rules.NumSeats]string{}
	a.sh.Apply(before)
	a.front = a.newMenu()
}

// watchScreen is the watch screen when it is in front.
func (a *App) watchScreen() *play.WatchScreen {
	w, _ := a.front.(*play.WatchScreen)
	return w
}

// held reports whether a watched game's bot must wait (paused), or plays
// the one move asked while paused.
func (a *App) held() bool {
	w := a.watch
	if w == nil || !w.paused || w.stepping {
		return false
	}
	w.held = true
	return true
}

// watched carries out the watch screen's intents: pause, one move,
// follow another seat, the pace.
func (a *App) watched(in kit.Intent) tea.Cmd {
	w, m := a.watch, a.match
	if w == nil || m == nil {
		return nil
	}
	switch in := in.(type) {
	case play.Pause:
		w.paused = !w.paused
		if ws := a.watchScreen(); ws != nil {
			ws.Paused = w.paused
		}
		if !w.paused {
			return a.resumeWatch()
		}
	case play.StepOne:
		if w.paused && w.held {
			w.stepping, w.held = true, false
			return a.advance()
		}
	case play.FollowNext:
		n := m.Game().Variant().Players
		s := rules.Seat((int(a.sh.Settings.Seat) + in.D + n) % n)
		a.sh.Settings.Seat = s
		m.Follow(s)
	case play.Faster:
		i := slices.Index(kit.Speeds, a.sh.Settings.Speed) - in.D // the speeds go slowest first
		a.sh.Settings.Speed = kit.Speeds[min(max(i, 0), len(kit.Speeds)-1)]
	}
	return nil
}

// resumeWatch lets a paused game play on: the bot held is asked, the
// score sheet in front leaves by itself.
func (a *App) resumeWatch() tea.Cmd {
	w := a.watch
	switch {
	case w.held:
		w.held = false
		return a.advance()
	case a.front.ID() == sheet.ID:
		return a.autoNext()
	}
	return nil
}

// moved follows a bot's move in a watched game: one move asked while
// paused is over once a move that shows is played (not a pass).
func (a *App) moved(msg play.BotMoveMsg) {
	if w := a.watch; w != nil && w.stepping && msg.Action().Kind != rules.ActPass {
		w.stepping = false
	}
}

// autoNext leaves a watched game's score sheet after a while (at once at
// instant speed), unless paused.
func (a *App) autoNext() tea.Cmd {
	if a.watch == nil || a.watch.paused || a.match == nil {
		return nil
	}
	seq := a.match.Seq()
	d := watchSheet * a.sh.Settings.Speed.Delay()
	if d == 0 {
		return func() tea.Msg { return watchNextMsg{seq: seq} }
	}
	return tea.Tick(d, func(time.Time) tea.Msg { return watchNextMsg{seq: seq} })
}

// watchNext leaves the score sheet it was set for.
func (a *App) watchNext(msg watchNextMsg) tea.Cmd {
	if a.watch == nil || a.watch.paused || a.match == nil || msg.seq != a.match.Seq() || a.front.ID() != sheet.ID {
		return nil
	}
	return a.next()
}

// watchOver keeps the record of a watched game (once it is over).
func (a *App) watchOver() {
	h := a.opts.Hooks.Watched
	if h == nil {
		return
	}
	m := a.match
	var kinds [rules.NumSeats]string
	for s, sp := range m.Seats() {
		kinds[s] = sp.String()
	}
	path, err := h(m.Game(), a.sh.Settings, kinds)
	a.record = safetext.Clean(path)
	if err != nil {
		a.recordErr = a.sh.Cat.T("standings.record_failed_watch", a.sh.Describe(err))
	}
}

// levelWords say who plays a seat, for its header: a bot's level, an
// outside program's file name; "" for a person or nobody.
func levelWords(sh *kit.Context, sp seat.Seat) string {
	switch sp.Kind {
	case seat.Bot:
		return sh.Cat.T("level." + sp.Level.String())
	case seat.Program:
		return sh.Cat.T("table.program", safetext.Clean(filepath.Base(sp.Path)))
	}
	return ""
}

// watchBots starts watching from the menu.
func (a *App) watchBots(in menu.WatchBots) tea.Cmd {
	if err := a.startWatch(in.Settings, nil); err != nil && a.match == nil {
		a.setErr(a.sh.Describe(err))
		return nil
	}
	return a.advance()
}

// nextWatched deals a watched game's next hand, its table in front
// again (the screen's pause, coach and open hands kept).
func (a *App) nextWatched() tea.Cmd {
	m := a.match
	a.front = a.watch.screen
	if err := m.Table().NextHand(0); err != nil { // a bot asks for it
		return nil
	}
	return a.advance()
}
