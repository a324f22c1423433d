package tui

import (
	"context"
	"os"
	"time"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/lessons"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/reviewscreen"
)

// Options change how the App is built (tests, resuming, saving, a
// served session's screens).
type Options struct {
	Hooks Hooks
	// Bots makes the bots (tests give simpler ones so that their pictures
	// do not change when the bots learn); nil: the level table's.
	Bots seat.Factory
	// Seats names the outside programs among the bot seats, by place (0
	// the seat after the person's, in turn order; one entry: every bot
	// seat): a seat the list gives a program (exec:PATH) is played by it,
	// the club bot answering whenever it fails or takes longer than
	// Limit; every other bot seat is a bot of the settings' level. The
	// programs are started for a game's rules and kept from game to game;
	// Run stops them.
	Seats seat.List
	// Start starts the outside programs (tests); nil: seat.StartProgram.
	Start seat.Starter
	// Limit is an outside program's time to answer; 0: seat.DefaultLimit.
	Limit time.Duration
	// seating seats the games (Options.seater).
	seating *seat.Seater
	// NewSeed draws the seed of a new game when the settings fix none.
	NewSeed func() uint64
	// Resume starts with the saved game (Hooks.LoadSavedGame), on the
	// screen it was saved on, rather than with the menu or a new game. If
	// it cannot be loaded, the menu says why.
	Resume bool
	// Notice is a problem to tell the player at once (a saved game that
	// could not be read and was moved aside): shown on the menu, or on the
	// table when the game starts at once.
	Notice error
	// WatchOther: another copy of the program has a game open. The menu
	// offers to watch it, read-only; Run then ends with ErrWatchOther
	// for the caller to open the replay viewer on it.
	WatchOther bool
	// Learn opens the Learn screen (`mahjong learn`) rather than the
	// menu; leaving its list quits.
	Learn bool
	// Watch starts with a game of bots to watch (mahjong watch), the
	// settings' rules, WatchSeats playing (nil: a bot of the settings'
	// level at every seat); leaving it ends the program.
	Watch      bool
	WatchSeats seat.List
	// Review is the budget of the review the standings and the replay
	// open (the v key); zero: reviewscreen.DefaultBudget.
	Review reviewscreen.Budget
	// First is the screen in front at the start, rather than the menu:
	// a served session's lobby (internal/serve's screens). Its intents
	// lead from it (kit.Show, PlayServed); kit.Quit ends the program.
	First kit.Screen
}

// App is the root model: it routes messages to the overlay on top, else
// to the screen in front, carries out what they ask and owns the match
// in progress.
type App struct {
	sh *kit.Context
	// drewCells: the last view was drawn on sh's grid (FrameCells).
	drewCells bool
	opts      Options
	// ctx is the App's life: the bots' moves are asked within it, and it
	// is cancelled when the App quits.
	ctx       context.Context
	cancel    context.CancelFunc
	signalErr error        // the save on a stop signal failed
	front     kit.Screen   // the menu, the table, a score sheet, the standings, the replay, a lobby ...
	overlays  kit.Overlays // the help and the dialogs over it, the top one last
	match     *play.Match
	served    *play.Served // the seat of a table a server runs; nil: this program runs it
	// host is the screen a served game was started from (PlayServed),
	// behind the game until it is left; before are the settings it had.
	host         kit.Host
	before       kit.Settings
	overNotified bool
	quitting     bool
	err          string         // a worded text shown on the menu (a saved game that failed to load)
	initCmd      func() tea.Cmd // what Init starts: the first move of a game begun at once
	quitErr      string         // BeforeQuit failed: the quit dialog says why
	record       string         // where the finished game's record went
	recordErr    string         // why it could not be kept
	signal       os.Signal
	watching     bool // the player chose to watch the other copy's game
	// rebuilding: a move is being taken back (practice.go); remembered
	// are the settings last handed to Hooks.SettingsChanged.
	rebuilding bool
	remembered kit.Settings
	// watch is the state of a game of bots being watched (watch.go).
	watch *watchState
}

// New builds the game's root model. With Settings.SkipMenu it deals the
// first hand at once.
func New(s Settings, opts Options) (*App, error) {
	if opts.NewSeed == nil {
		opts.NewSeed = func() uint64 { return uint64(time.Now().UnixNano()) }
	}
	a := newApp(s, opts)
	switch {
	case opts.First != nil:
		a.front = opts.First
	case opts.Learn:
		a.front = a.newLearn(true)
	case opts.Watch:
		if err := a.startWatch(s, opts.WatchSeats); err != nil && a.match == nil {
			a.release()
			return nil, err
		}
		a.initCmd = a.advance
	case opts.Resume:
		if err := a.resume(); err != nil {
			a.setErr(a.sh.Cat.T("menu.load_failed", a.sh.Describe(err)))
		}
	case s.SkipMenu:
		if err := a.startGame(s); err != nil {
			a.release()
			return nil, err
		}
		a.initCmd = a.advance
	}
	if opts.Notice != nil {
		if a.front.ID() == menu.ID {
			a.setErr(a.sh.Describe(opts.Notice))
		} else {
			a.sh.Flash = a.sh.Describe(opts.Notice)
		}
	}
	return a, nil
}

// newApp is an App on the start menu with the settings.
func newApp(s Settings, opts Options) *App {
	a := &App{sh: kit.NewContext(s), opts: opts, remembered: s}
	a.ctx, a.cancel = context.WithCancel(context.Background())
	a.sh.CanExport = opts.Hooks.Export != nil
	a.front = a.newMenu()
	return a
}

// newMenu builds the start menu: Continue when a saved game exists,
// Watch when another copy has one open; the App's error text on it.
func (a *App) newMenu() *menu.Screen {
	m := menu.New(a.sh, a.opts.Hooks.HasSavedGame != nil && a.opts.Hooks.HasSavedGame(), a.opts.WatchOther)
	m.Err = a.err
	return m
}

// newLearn opens the Learn screen with the progress hooks.
func (a *App) newLearn(standalone bool) kit.Screen {
	h := a.opts.Hooks
	return lessons.New(a.sh, lessons.Progress{Load: h.LoadProgress, Save: h.SaveProgress}, standalone)
}

// setErr says a text on the menu (now, and on the menus to come until a
// game begins).
func (a *App) setErr(text string) {
	a.err = text
	if m, ok := a.front.(*menu.Screen); ok {
		m.Err = text
	}
}

// Init starts the bots when the game began (or resumed) at once.
func (a *App) Init() tea.Cmd {
	if f := a.initCmd; f != nil {
		a.initCmd = nil
		return f()
	}
	return nil
}

// Settings are the settings in force: the menu's choices, the toggles.
func (a *App) Settings() Settings { return a.sh.Settings }

// Match returns the game in progress (nil on the menu).
func (a *App) Match() *Match { return a.match }

// table returns the table screen when it is in front (nil otherwise).
func (a *App) table() *play.TableScreen {
	t, _ := a.front.(*play.TableScreen)
	return t
}

// Update routes a message: the App's own (a size, a bot's move, a served
// table's wake-up, a stop), then input to the overlay on top or the
// screen in front, and any other message to the screen in front (and
// first to the host behind a served game).
func (a *App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.sh.Width, a.sh.Height = msg.Width, msg.Height
		a.overlays.Resize(a.sh)
		return a, nil
	case play.BotMoveMsg:
		if cmd := msg.Paced(); cmd != nil {
			return a, cmd
		}
		if a.match != nil && a.match.ApplyBot(msg) {
			a.moved(msg)
			return a, a.advance()
		}
		return a, nil
	case watchNextMsg:
		return a, a.watchNext(msg)
	case sheetMsg:
		if a.match != nil && msg.seq == a.match.Seq() && (a.front.ID() == play.ID || a.front.ID() == play.WatchID) {
			a.showSheet()
			return a, a.autoNext()
		}
		return a, nil
	case takenBackMsg:
		return a, a.takenBack(msg)
	case play.SyncMsg:
		if a.served != nil && msg.From == a.served {
			return a, a.synced()
		}
		return a, nil
	case signalMsg:
		return a, a.stop(msg.sig)
	case tea.KeyPressMsg, tea.MouseClickMsg, tea.PasteMsg:
		return a, a.input(msg)
	}
	if in, cmd, taken := a.around(msg); taken {
		return a, tea.Batch(a.carryOut(in), cmd)
	}
	in, cmd := a.front.Update(a.sh, msg)
	return a, tea.Batch(a.carryOut(in), cmd)
}

// around hands a message to the host behind a served game first.
func (a *App) around(msg tea.Msg) (kit.Intent, tea.Cmd, bool) {
	if a.host == nil {
		return nil, nil, false
	}
	return a.host.Around(a.sh, msg)
}

// signalMsg is a signal that asks the program to stop (SIGINT, SIGTERM,
// SIGHUP): Run turns it into a message so that the game is saved and the
// terminal restored.
type signalMsg struct{ sig os.Signal }

// Signal returns the signal that stopped the program, nil if none did.
func (a *App) Signal() os.Signal { return a.signal }

// input handles a key, a click or a paste: the host behind a served game
// first, then the overlay on top (an overlay that edits text even in a
// terminal too small for the table), else the screen in front.
func (a *App) input(msg tea.Msg) tea.Cmd {
	k, isKey := msg.(tea.KeyPressMsg)
	if isKey {
		a.sh.Flash = ""
	}
	if in, cmd, taken := a.around(msg); taken {
		return tea.Batch(a.carryOut(in), cmd)
	}
	top := a.overlays.Top()
	if top != nil && top.Editing() {
		return a.overlayInput(top, msg)
	}
	if a.tooSmall() {
		if isKey && (k.String() == "q" || k.String() == "ctrl+c") {
			return a.quit()
		}
		return nil
	}
	if top != nil {
		if _, paste := msg.(tea.PasteMsg); paste {
			return nil
		}
		return a.overlayInput(top, msg)
	}
	in, cmd := a.front.Update(a.sh, msg)
	cmd = tea.Batch(a.carryOut(in), cmd)
	a.remember() // the coach switched at the table
	return cmd
}

// overlayInput hands input to the overlay on top and does what it asks.
func (a *App) overlayInput(o kit.Overlay, msg tea.Msg) tea.Cmd {
	in, cmd := o.Update(a.sh, msg)
	if c := a.carryOut(in); c != nil {
		return c
	}
	return cmd
}

// Quitting reports whether the player chose to leave.
func (a *App) Quitting() bool { return a.quitting }

// Watching reports whether the player chose to watch the game another
// copy of the program has open (Options.WatchOther).
func (a *App) Watching() bool { return a.watching }

// tooSmall reports a terminal smaller than the screen in front draws in
// (the table's size, unless the screen is kit.Sized).
func (a *App) tooSmall() bool {
	w, h := kit.MinWidth, kit.MinHeight
	if s, ok := a.front.(kit.Sized); ok {
		w, h = s.MinSize()
	}
	return a.sh.Width < w || a.sh.Height < h
}

// View draws the screen in front (the host's line over a served game)
// and the overlays over it.
func (a *App) View() tea.View { return a.view(true) }

// ViewCells is View for a program that draws the frame's cells
// (FrameCells, internal/tui/program): the frame drawn on the session's
// grid is not written as text too (its Content is empty).
func (a *App) ViewCells() tea.View { return a.view(false) }

// view draws the frame, its text too when asked (or when it is not
// drawn on the grid: the terminal is too small).
func (a *App) view(text bool) tea.View {
	var content string
	a.drewCells = false
	switch {
	case a.sh.Width == 0:
		content = ""
	case a.tooSmall():
		content = kit.SmallView(a.sh)
	default:
		c := a.overlays.Draw(a.sh, a.frame)
		if text {
			content = c.Render(a.sh)
		} else {
			c.Draw(a.sh)
		}
		c.Release()
		a.drewCells = true
	}
	v := tea.NewView(content)
	v.AltScreen = true
	title, mouse := a.sh.Cat.T("app.title"), a.sh.Settings.Mouse
	if w, ok := a.front.(kit.Windowed); ok {
		title, mouse = w.Window(a.sh)
	}
	v.WindowTitle = title
	if mouse {
		v.MouseMode = tea.MouseModeCellMotion
	}
	return v
}

// FrameCells is the last view's content as cells (nil when it was not
// drawn on the session's grid): a program that draws cells
// (internal/tui/program) takes them rather than reading the text back.
func (a *App) FrameCells() []uv.Line {
	if !a.drewCells {
		return nil
	}
	return a.sh.Frame()
}

// FrameVersions numbers the last view's frame and, by line, the frame
// each line last changed in (nil when it was not drawn on the
// session's grid): the program reads again only the lines changed.
func (a *App) FrameVersions() (frame uint64, lines []uint64) {
	if !a.drewCells {
		return 0, nil
	}
	return a.sh.FrameVersions()
}

// frame draws the screen in front, the host's line over a served game.
func (a *App) frame() *kit.Canvas {
	c := a.front.Draw(a.sh)
	if a.host != nil {
		a.host.Over(a.sh, c)
	}
	return c
}
