package tui

import (
	"errors"
	"os"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// screen is the screen in front.
type screen uint8

const (
	screenMenu screen = iota
	screenTable
	screenSheet
	screenStandings
)

// shared is what every screen draws with: the catalogue, the theme, the
// tile faces, the settings and the terminal size.
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
	sh.help = help.New()
	sh.help.Styles = sh.th.Help
}

func (sh *shared) painter() painter { return painter{th: sh.th, g: sh.g} }

// Options change how the App is built (tests, resuming, saving).
type Options struct {
	Hooks Hooks
	// Bots makes the bots; nil: bot.New.
	Bots BotFactory
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
}

// App is the root model: it routes messages to the screen in front and
// owns the match in progress.
type App struct {
	sh      *shared
	opts    Options
	screen  screen
	menu    menuScreen
	table   tableScreen
	sheet   sheetScreen
	match   *Match
	showing struct {
		help    bool
		confirm bool
		export  bool
	}
	helpVP       viewport.Model
	export       exportDialog
	thinking     rules.Seat
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
	a := &App{sh: newShared(s), opts: opts, thinking: rules.NoSeat}
	a.sh.canExport = opts.Hooks.Export != nil
	a.menu = a.newMenu()
	a.table = newTableScreen(a.sh, s.Coach)
	switch {
	case opts.Resume:
		if err := a.resume(); err != nil {
			a.err = a.sh.cat.T("menu.load_failed", a.describe(err))
		}
	case s.SkipMenu:
		if err := a.startGame(s); err != nil {
			return nil, err
		}
		a.initCmd = a.advance
	}
	if opts.Notice != nil {
		if a.screen == screenMenu {
			a.err = a.describe(opts.Notice)
		} else {
			a.flash = a.describe(opts.Notice)
		}
	}
	return a, nil
}

// newMenu builds the start menu: Continue when a saved game exists,
// Watch when another copy has one open.
func (a *App) newMenu() menuScreen {
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
	a.begin(resumeMatch(g, s, a.opts.Bots), s)
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
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		return err
	}
	s.Coach = a.table.coach
	a.begin(newMatch(g, s, a.opts.Bots), s)
	return nil
}

// StartWith plays a game built by the caller (a resumed game, a test's
// fixed wall) with the settings. A game already played is shown as it
// stood (the log and calls replayed; a hand that is over shows its score
// sheet at once).
func (a *App) StartWith(g *rules.Game, s Settings) tea.Cmd {
	a.begin(resumeMatch(g, s, a.opts.Bots), s)
	return a.step(true)
}

// begin puts a match in front with its settings.
func (a *App) begin(m *Match, s Settings) {
	a.sh.apply(s)
	a.table = newTableScreen(a.sh, s.Coach)
	a.match = m
	if h := a.opts.Hooks.ActionApplied; h != nil {
		a.match.applied = func(g *rules.Game) { a.saved(h(g, a.sh.settings)) }
	}
	a.overNotified = false
	a.saveErr, a.quitErr, a.record, a.recordErr, a.err = "", "", "", "", ""
	a.screen = screenTable
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
	a.thinking = rules.NoSeat
	st := m.Next()
	delay := a.sh.settings.Speed.Delay()
	switch st.kind {
	case stepBot:
		a.thinking = st.seat
		return m.botCmd(st, delay)
	case stepHuman:
		a.table.newDecision(m.View())
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
	a.sheet = newSheet(a.sh, a.match)
	a.screen = screenSheet
}

// play carries out the human's action.
func (a *App) play(act rules.Action) tea.Cmd {
	if a.match == nil || a.match.waiting {
		return nil
	}
	if err := a.match.play(act); err != nil {
		a.table.notice = "notice.cannot_discard"
		return nil
	}
	return a.advance()
}

// Update routes a message to the screen in front.
func (a *App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.sh.width, a.sh.height = msg.Width, msg.Height
		if a.showing.help {
			a.sizeHelp()
		}
		return a, nil
	case botMoveMsg:
		if a.match != nil && a.match.applyBot(msg) {
			return a, a.advance()
		}
		return a, nil
	case sheetMsg:
		if a.match != nil && msg.seq == a.match.seq && a.screen == screenTable {
			a.showSheet()
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

// stop leaves at once for a signal, saving a game in progress.
func (a *App) stop(sig os.Signal) tea.Cmd {
	a.signal = sig
	if a.inProgress() {
		if h := a.opts.Hooks.BeforeQuit; h != nil {
			_ = h(a.match.game, a.sh.settings)
		}
	}
	a.quitting = true
	return tea.Quit
}

// Signal returns the signal that stopped the program, nil if none did.
func (a *App) Signal() os.Signal { return a.signal }

// inProgress reports whether quitting would leave a game unfinished.
func (a *App) inProgress() bool { return a.match != nil && !a.match.game.Over() }

// input handles a key or a click.
func (a *App) input(msg tea.Msg) tea.Cmd {
	keys := newDialogKeys(a.sh.cat)
	k, isKey := msg.(tea.KeyPressMsg)
	if isKey {
		a.flash = ""
	}
	if a.showing.export {
		return a.exportInput(msg)
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
	if a.showing.confirm {
		if isKey && key.Matches(k, keys.Yes) {
			return a.quit()
		}
		if isKey && key.Matches(k, keys.No) {
			a.showing.confirm = false
			a.quitErr = ""
		}
		return nil
	}
	if a.showing.help {
		if isKey && key.Matches(k, keys.Close) {
			a.showing.help = false
			return nil
		}
		var cmd tea.Cmd
		a.helpVP, cmd = a.helpVP.Update(msg)
		return cmd
	}
	var in intent
	switch a.screen {
	case screenMenu:
		a.menu, in = a.menu.update(msg, a.hit)
	case screenTable:
		v := a.match.View()
		a.table, in = a.table.update(msg, v, !a.match.waiting && a.thinking == rules.NoSeat, a.hit)
		a.sh.settings.Coach = a.table.coach
	case screenSheet, screenStandings:
		in = a.sheet.update(msg, a.hit)
	}
	return a.carryOut(in)
}

// carryOut does what a screen asked.
func (a *App) carryOut(in intent) tea.Cmd {
	switch in := in.(type) {
	case playIntent:
		return a.play(in.action)
	case helpIntent:
		a.openHelp()
	case exportIntent:
		return a.openExport()
	case quitIntent:
		if a.inProgress() {
			a.showing.confirm = true
			return nil
		}
		return a.quit()
	case settingsIntent:
		a.sh.apply(in.settings)
		a.menu.relabel(a.sh)
	case startIntent:
		if err := a.startGame(in.settings); err != nil {
			a.err = a.describe(err)
			return nil
		}
		return a.advance()
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
			a.menu = a.newMenu()
			return nil
		}
		return a.StartWith(g, s)
	case nextIntent:
		return a.next()
	}
	return nil
}

// next leaves the score sheet: the next hand, or the standings; leaves the
// standings for the menu.
func (a *App) next() tea.Cmd {
	switch {
	case a.screen == screenStandings:
		a.match = nil
		a.screen = screenMenu
		a.menu = a.newMenu()
		return nil
	case a.match.game.Over():
		a.sheet = newStandings(a.sh, a.match, a.record, a.recordErr)
		a.screen = screenStandings
		return nil
	}
	a.screen = screenTable
	return a.play(rules.Action{Kind: rules.ActNextHand, Tile: rules.NoTile})
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
				a.showing.confirm = true
				return nil
			}
		}
	}
	a.quitting = true
	return tea.Quit
}

// Quitting reports whether the player chose to leave.
func (a *App) Quitting() bool { return a.quitting }

// Watching reports whether the player chose to watch the game another
// copy of the program has open (Options.WatchOther).
func (a *App) Watching() bool { return a.watching }

func (a *App) tooSmall() bool {
	return a.sh.width < minWidth || a.sh.height < minHeight
}

// frame draws the screen in front, as layers (for clicks).
func (a *App) frame() *canvas {
	w, h := a.sh.width, a.sh.height
	switch a.screen {
	case screenTable:
		return drawTable(a.tableVM(), a.sh.painter(), w, h)
	case screenSheet, screenStandings:
		c := a.sheet.draw(a.sh)
		if alert := a.alert(); alert != "" && h > 2 {
			c.put(0, h-2, a.sh.th.Bad.Render(alert))
		}
		return c
	}
	return a.menu.draw(a.sh, a.err)
}

// tableVM builds the table's view-model from the human's View.
func (a *App) tableVM() tableVM {
	return buildTableVM(tableInput{
		sh: a.sh, m: a.match, v: a.match.View(), t: a.table,
		humanToPlay: !a.match.waiting && a.thinking == rules.NoSeat,
		thinking:    a.thinking, width: a.sh.width, alert: a.alert(),
	})
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
func (a *App) hit(x, y int) string { return a.frame().hit(x, y) }

// View draws the screen in front, the help or the confirm dialog over it.
func (a *App) View() tea.View {
	var content string
	switch {
	case a.sh.width == 0:
		content = ""
	case a.tooSmall():
		content = a.smallView()
	case a.showing.help:
		content = a.helpView()
	default:
		c := a.frame()
		switch {
		case a.showing.confirm:
			c.layers = append(c.layers, a.confirmLayer())
		case a.showing.export:
			c.layers = append(c.layers, a.exportLayer())
		}
		content = c.render()
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
func (a *App) smallView() string {
	msg := a.sh.cat.T("small.message", minWidth, minHeight, a.sh.width, a.sh.height)
	w := max(10, a.sh.width-2)
	text := lipgloss.NewStyle().Width(w).Align(lipgloss.Center).Render(msg)
	return lipgloss.Place(a.sh.width, a.sh.height, lipgloss.Center, lipgloss.Center, text)
}
