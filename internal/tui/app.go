package tui

import (
	"context"
	"errors"
	"os"
	"time"

	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// shared is the session's context, built once per program and handed to
// every screen and overlay: the catalogue of its language, the theme of
// its colours, the tile faces of its style, the settings and the
// terminal's size. Nothing a screen draws with is global: two programs
// in one process (two sessions of a server) share only what is read-only
// (the catalogues and glyph sets, each loaded once).
type shared struct {
	cat      *i18n.Catalog
	th       Theme
	g        *Glyphs
	settings Settings
	width    int
	height   int
	help     help.Model
	// canExport: the program can write the game to a file (the e key).
	canExport bool
	// inks are the tiles and marks styled once (painter).
	inks *inks
	// scr is the cell grid frames are drawn on, kept from frame to frame
	// (canvas.render).
	scr *grid
	// names are the names of who sits at each seat at a served table
	// ("": the name by place); spectator: a spectator's session.
	names     [rules.NumSeats]string
	spectator bool
	// players is the number of seats in play at the game shown (4, or 3:
	// seat 3 is then empty); set when a game is put in front (seat).
	players int
}

// seat takes the game shown: its number of seats in play.
func (sh *shared) seat(g *rules.Game) { sh.players = g.Variant().Players }

// seating is where the seats sit seen from the bottom seat (the person's,
// or a spectator's viewpoint).
func (sh *shared) seating() seating { return seatingOf(sh.settings.Seat, sh.players) }

// me is the person's seat, NoSeat for a spectator.
func (sh *shared) me() rules.Seat {
	if sh.spectator {
		return rules.NoSeat
	}
	return sh.settings.Seat & 3
}

func newShared(s Settings) *shared {
	sh := &shared{}
	sh.apply(s)
	return sh
}

// apply takes new settings: language, tiles and colours follow at once.
func (sh *shared) apply(s Settings) {
	sh.settings = s
	sh.cat = i18n.MustLoad(s.Lang)
	sh.th = NewTheme(s.Colour)
	sh.g = MustGlyphs(s.Tiles)
	sh.inks = newInks(sh.th, sh.g)
	sh.help = help.New()
	sh.help.Styles = sh.th.Help
}

func (sh *shared) painter() painter { return painter{th: &sh.th, g: sh.g, k: sh.inks} }

// screen returns the session's cell grid, w x h and blank.
func (sh *shared) screen(w, h int) *grid {
	if sh.scr == nil {
		sh.scr = &grid{}
	}
	sh.scr.reset(w, h)
	return sh.scr
}

// Options change how the App is built (tests, resuming, saving).
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
}

// App is the root model: it routes messages to the overlay on top, else
// to the screen in front, carries out what they ask and owns the match
// in progress.
type App struct {
	sh   *shared
	opts Options
	// ctx is the App's life: the bots' moves are asked within it, and it
	// is cancelled when the App quits.
	ctx          context.Context
	cancel       context.CancelFunc
	signalErr    error    // the save on a stop signal failed
	front        screen   // the menu, the table, a score sheet or the standings
	overlays     overlays // the help and the dialogs over it, the top one last
	match        *Match
	served       *Session // the session of a table a server runs; nil: this program runs it
	overNotified bool
	quitting     bool
	err          string         // a worded text shown on the menu (a saved game that failed to load)
	initCmd      func() tea.Cmd // what Init starts: the first move of a game begun at once
	saveErr      string         // the last autosave's failure, worded; "" once a save succeeds
	flash        string         // a message said until the next key (an export written, a notice at start)
	quitErr      string         // BeforeQuit failed: the quit dialog says why
	record       string         // where the finished game's record went
	recordErr    string         // why it could not be kept
	signal       os.Signal
	watching     bool // the player chose to watch the other copy's game
}

// New builds the game's root model. With Settings.SkipMenu it deals the
// first hand at once.
func New(s Settings, opts Options) (*App, error) {
	if opts.NewSeed == nil {
		opts.NewSeed = func() uint64 { return uint64(time.Now().UnixNano()) }
	}
	a := &App{sh: newShared(s), opts: opts}
	a.ctx, a.cancel = context.WithCancel(context.Background())
	a.sh.canExport = opts.Hooks.Export != nil
	a.front = a.newMenu()
	switch {
	case opts.Learn:
		a.front = newLearnScreen(a, true)
	case opts.Resume:
		if err := a.resume(); err != nil {
			a.err = a.sh.cat.T("menu.load_failed", a.describe(err))
		}
	case s.SkipMenu:
		if err := a.startGame(s); err != nil {
			a.release()
			return nil, err
		}
		a.initCmd = a.advance
	}
	if opts.Notice != nil {
		if a.front.id() == screenMenu {
			a.err = a.describe(opts.Notice)
		} else {
			a.flash = a.describe(opts.Notice)
		}
	}
	return a, nil
}

// newMenu builds the start menu: Continue when a saved game exists,
// Watch when another copy has one open.
func (a *App) newMenu() *menuScreen {
	return newMenu(a.sh, a.opts.Hooks.HasSavedGame != nil && a.opts.Hooks.HasSavedGame(), a.opts.WatchOther)
}

// Init starts the bots when the game began (or resumed) at once.
func (a *App) Init() tea.Cmd {
	if f := a.initCmd; f != nil {
		a.initCmd = nil
		return f()
	}
	return nil
}

// describe words an error for the player: a save's or record's problem
// from the catalogue, any other by its text; either may quote a file's
// content or name, so it is made safe for the terminal (safetext).
func (a *App) describe(err error) string {
	var se *store.Error
	if errors.As(err, &se) {
		return safetext.Clean(se.Message(a.sh.cat))
	}
	return safetext.Clean(err.Error())
}

// resume loads the saved game and puts it in front.
func (a *App) resume() error {
	load := a.opts.Hooks.LoadSavedGame
	if load == nil {
		return errors.New("no saved game")
	}
	g, s, err := load()
	if err != nil {
		return err
	}
	a.begin(resumeMatch(g, s, &a.opts), s)
	a.initCmd = a.resumeStep
	if st := a.match.Next().kind; st == stepHandOver || st == stepGameOver {
		// A hand that was over: its score sheet at once.
		a.initCmd = nil
		a.step(true)
	}
	return nil
}

// resumeStep is the first move of a resumed game.
func (a *App) resumeStep() tea.Cmd { return a.step(true) }

// startGame deals a new game with the settings.
func (a *App) startGame(s Settings) error {
	v, err := s.Variant()
	if err != nil {
		return err
	}
	seed := s.Seed
	if !s.SeedSet {
		seed = a.opts.NewSeed()
	}
	cfg := rules.Config{Variant: v, Seed: seed}
	if int(s.Seat&3) >= v.Players {
		s.Seat = 0 // a seat a table of three does not play: the person takes seat 0
	}
	if v.FirstDealer == rules.DealerSeat0 && s.Seat != 0 {
		d := s.Seat // the family game: the person deals (14 tiles) and starts
		cfg.FirstDealer = &d
	}
	g, err := rules.NewGame(cfg)
	if err != nil {
		return err
	}
	s.Coach = a.sh.settings.Coach
	m, err := newMatch(g, s, &a.opts)
	if err != nil {
		return err
	}
	a.begin(m, s)
	return nil
}

// StartWith plays a game built by the caller (a resumed game, a test's
// fixed wall) with the settings. A game already played is shown as it
// stood (the log and calls replayed; a hand that is over shows its score
// sheet at once).
func (a *App) StartWith(g *rules.Game, s Settings) tea.Cmd {
	a.begin(resumeMatch(g, s, &a.opts), s)
	return a.step(true)
}

// begin puts a match in front with its settings.
func (a *App) begin(m *Match, s Settings) {
	a.sh.apply(s)
	a.sh.seat(m.game)
	a.match = m
	if h := a.opts.Hooks.ActionApplied; h != nil {
		a.match.applied = func(g *rules.Game) { a.saved(h(g, a.sh.settings)) }
	}
	a.overNotified = false
	a.saveErr, a.quitErr, a.record, a.recordErr, a.err = "", "", "", "", ""
	a.front = newTableScreen(a.sh, s.Coach)
}

// saved takes the outcome of an autosave: a failure is shown on the table
// until a save succeeds.
func (a *App) saved(err error) {
	if err != nil {
		a.saveErr = a.sh.cat.T("notice.save_failed", a.describe(err))
		return
	}
	a.saveErr = ""
}

// Match returns the game in progress (nil on the menu).
func (a *App) Match() *Match { return a.match }

// table returns the table screen when it is in front (nil otherwise).
func (a *App) table() *tableScreen {
	t, _ := a.front.(*tableScreen)
	return t
}

// sheetMsg shows the score sheet once the winning call has been seen.
type sheetMsg struct{ seq int }

// advance asks whoever moves next: a bot in a tea.Cmd, or the human.
func (a *App) advance() tea.Cmd { return a.step(false) }

// step is advance; with now, a hand that is over shows its score sheet
// at once (a resumed game) rather than after the winning call was seen.
func (a *App) step(now bool) tea.Cmd {
	m := a.match
	if m == nil {
		return nil
	}
	m.thinking = rules.NoSeat
	st := m.Next()
	delay := a.sh.settings.Speed.Delay()
	switch st.kind {
	case stepBot:
		m.thinking = st.seat
		return m.botCmd(a.ctx, st, delay)
	case stepHuman:
		if t := a.table(); t != nil && (a.served == nil || a.served.newAsk(st)) {
			v := m.View()
			t.newDecision(v, t.advice(v, m.game))
		}
		return nil
	case stepWait:
		m.thinking = st.seat
		return nil
	}
	if st.kind == stepGameOver && !a.overNotified {
		a.overNotified = true
		if h := a.opts.Hooks.GameOver; h != nil {
			path, err := h(m.game, a.sh.settings)
			a.record = safetext.Clean(path)
			if err != nil {
				a.recordErr = a.sh.cat.T("standings.record_failed", a.describe(err))
			}
		}
	}
	if delay == 0 || now {
		a.showSheet()
		return nil
	}
	// The winning call stays on the table a little longer than a move.
	seq := m.seq
	return tea.Tick(2*delay, func(time.Time) tea.Msg { return sheetMsg{seq: seq} })
}

// showSheet puts the score sheet of the hand just over in front.
func (a *App) showSheet() {
	a.front = newSheet(a.sh, a.match)
}

// play carries out the human's action.
func (a *App) play(act rules.Action) tea.Cmd {
	if a.match == nil || a.match.waiting {
		return nil
	}
	if err := a.match.play(act); err != nil {
		if t := a.table(); t != nil {
			t.notice = "notice.cannot_discard"
		}
		return nil
	}
	return a.advance()
}

// Update routes a message to the overlay on top or the screen in front.
func (a *App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.sh.width, a.sh.height = msg.Width, msg.Height
		a.overlays.resize(a.sh)
		return a, nil
	case botMoveMsg:
		if cmd := msg.paced(); cmd != nil {
			return a, cmd
		}
		if a.match != nil && a.match.applyBot(msg) {
			return a, a.advance()
		}
		return a, nil
	case sheetMsg:
		if a.match != nil && msg.seq == a.match.seq && a.front.id() == screenTable {
			a.showSheet()
		}
		return a, nil
	case syncMsg:
		if a.served != nil {
			return a, a.served.synced(a)
		}
		return a, nil
	case signalMsg:
		return a, a.stop(msg.sig)
	case tea.KeyPressMsg, tea.MouseClickMsg, tea.PasteMsg:
		return a, a.input(msg)
	}
	return a, nil
}

// signalMsg is a signal that asks the program to stop (SIGINT, SIGTERM,
// SIGHUP): Run turns it into a message so that the game is saved and the
// terminal restored.
type signalMsg struct{ sig os.Signal }

// stop leaves at once for a signal, saving a game in progress (a save
// that fails is kept for Run to report once the terminal is restored).
func (a *App) stop(sig os.Signal) tea.Cmd {
	a.signal = sig
	if a.inProgress() {
		if h := a.opts.Hooks.BeforeQuit; h != nil {
			a.signalErr = h(a.match.game, a.sh.settings)
		}
	}
	return a.leave()
}

// leave ends the App: its bots' moves are no longer waited for.
func (a *App) leave() tea.Cmd {
	a.quitting = true
	a.cancel()
	return tea.Quit
}

// release ends what the App started: its context, the outside programs.
func (a *App) release() {
	a.cancel()
	if st := a.opts.seating; st != nil {
		_ = st.Close()
	}
}

// Signal returns the signal that stopped the program, nil if none did.
func (a *App) Signal() os.Signal { return a.signal }

// inProgress reports whether quitting would leave a game unfinished.
func (a *App) inProgress() bool { return a.match != nil && !a.match.game.Over() }

// input handles a key, a click or a paste: the overlay on top takes it
// (an overlay that edits text even in a terminal too small for the
// table), else the screen in front.
func (a *App) input(msg tea.Msg) tea.Cmd {
	k, isKey := msg.(tea.KeyPressMsg)
	if isKey {
		a.flash = ""
	}
	top := a.overlays.top()
	if top != nil && top.editing() {
		return a.overlayInput(top, msg)
	}
	if _, paste := msg.(tea.PasteMsg); paste {
		return nil
	}
	if a.tooSmall() {
		if isKey && (k.String() == "q" || k.String() == "ctrl+c") {
			return a.quit()
		}
		return nil
	}
	if top != nil {
		return a.overlayInput(top, msg)
	}
	in := a.front.update(a, msg)
	return a.carryOut(in)
}

// overlayInput hands input to the overlay on top and does what it asks.
func (a *App) overlayInput(o overlay, msg tea.Msg) tea.Cmd {
	in, cmd := o.update(a.sh, msg)
	if c := a.carryOut(in); c != nil {
		return c
	}
	return cmd
}

// carryOut does what a screen or an overlay asked.
func (a *App) carryOut(in intent) tea.Cmd {
	switch in := in.(type) {
	case playIntent:
		return a.play(in.action)
	case helpIntent:
		a.overlays.push(newHelpOverlay(a.sh, a.helpText))
	case glossaryIntent:
		g := newHelpOverlay(a.sh, a.glossaryText)
		g.glossary = true
		a.overlays.push(g)
	case exportIntent:
		return a.openExport()
	case writeExportIntent:
		a.writeExport(in.name)
	case quitIntent:
		if a.inProgress() && !a.sh.spectator {
			a.overlays.push(a.confirmDialog())
			return nil
		}
		return a.quit()
	case confirmQuitIntent:
		return a.quit()
	case confirmDiscardIntent:
		if win, ok := winAction(a.match.View()); ok {
			a.overlays.push(&winDialog{discard: in.action, win: win})
			return nil
		}
		return a.play(in.action)
	case closeThen:
		a.overlays.pop()
		return a.carryOut(in.then)
	case closeIntent:
		if _, ok := a.overlays.top().(*confirmDialog); ok {
			a.quitErr = ""
		}
		a.overlays.pop()
	case settingsIntent:
		a.sh.apply(in.settings)
		if m, ok := a.front.(*menuScreen); ok {
			m.relabel(a.sh)
		}
	case startIntent:
		if err := a.startGame(in.settings); err != nil {
			a.err = a.describe(err)
			return nil
		}
		return a.advance()
	case learnIntent:
		a.front = newLearnScreen(a, false)
	case backIntent:
		a.front = a.newMenu()
	case watchIntent:
		a.watching = true
		return a.quit()
	case continueIntent:
		load := a.opts.Hooks.LoadSavedGame
		if load == nil {
			return nil
		}
		g, s, err := load()
		if err != nil {
			a.err = a.sh.cat.T("menu.load_failed", a.describe(err))
			a.front = a.newMenu()
			return nil
		}
		return a.StartWith(g, s)
	case nextIntent:
		return a.next()
	}
	return nil
}

// next leaves the score sheet: the next hand, or the standings; leaves the
// standings for the menu (a served session ends there).
func (a *App) next() tea.Cmd {
	switch {
	case a.front.id() == screenStandings && a.served != nil:
		return a.leave()
	case a.front.id() == screenStandings:
		a.match = nil
		a.front = a.newMenu()
		return nil
	case a.match.game.Over():
		a.front = newStandings(a.sh, a.match, a.record, a.recordErr)
		return nil
	}
	t := newTableScreen(a.sh, a.sh.settings.Coach)
	a.front = t
	if err := a.match.play(rules.Action{Kind: rules.ActNextHand, Tile: rules.NoTile}); err != nil {
		t.notice = "notice.cannot_discard"
		return nil
	}
	return a.advance()
}

// quit leaves the program, saving a game in progress through the hook.
// If the save fails, the quit dialog says so and asks again; a second
// yes leaves anyway (the autosave of the last action is on disk unless
// it failed too, which the table said).
func (a *App) quit() tea.Cmd {
	if a.inProgress() {
		if h := a.opts.Hooks.BeforeQuit; h != nil {
			if err := h(a.match.game, a.sh.settings); err != nil && a.quitErr == "" {
				a.quitErr = a.sh.cat.T("confirm.save_failed", a.describe(err))
				if _, ok := a.overlays.top().(*confirmDialog); ok {
					a.overlays.pop()
				}
				a.overlays.push(a.confirmDialog())
				return nil
			}
		}
	}
	return a.leave()
}

// Quitting reports whether the player chose to leave.
func (a *App) Quitting() bool { return a.quitting }

// Watching reports whether the player chose to watch the game another
// copy of the program has open (Options.WatchOther).
func (a *App) Watching() bool { return a.watching }

func (a *App) tooSmall() bool {
	return a.sh.width < minWidth || a.sh.height < minHeight
}

// alert is what the player must read besides the game: a save that
// failed, then a message said once.
func (a *App) alert() string {
	switch {
	case a.saveErr != "" && a.flash != "":
		return a.saveErr + " " + a.flash
	case a.saveErr != "":
		return a.saveErr
	}
	return a.flash
}

// hit tells what is under a click.
func (a *App) hit(x, y int) string { return a.front.draw(a).hit(x, y) }

// View draws the screen in front and the overlays over it.
func (a *App) View() tea.View {
	var content string
	switch {
	case a.sh.width == 0:
		content = ""
	case a.tooSmall():
		content = smallView(a.sh)
	default:
		content = a.overlays.draw(a.sh, func() *canvas { return a.front.draw(a) }).render(a.sh)
	}
	v := tea.NewView(content)
	v.AltScreen = true
	v.WindowTitle = a.sh.cat.T("app.title")
	if a.sh.settings.Mouse {
		v.MouseMode = tea.MouseModeCellMotion
	}
	return v
}

// smallView asks for a larger window.
func smallView(sh *shared) string {
	msg := sh.cat.T("small.message", minWidth, minHeight, sh.width, sh.height)
	w := max(10, sh.width-2)
	text := lipgloss.NewStyle().Width(w).Align(lipgloss.Center).Render(msg)
	return lipgloss.Place(sh.width, sh.height, lipgloss.Center, lipgloss.Center, text)
}
