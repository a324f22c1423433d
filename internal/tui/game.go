package tui

import (
	"errors"
	"os"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// The game driver: who moves next, the bots' moves in commands, the
// score sheets and the standings, leaving. The match plays the game
// (package play); the App puts the screens it calls for in front.

// seats are the seating of the App's games (package seat).
func (a *App) seats() *play.Seats {
	return &play.Seats{Seater: a.opts.seater(), List: a.opts.Seats}
}

// seater seats the games of the options (made at first use, kept: it
// keeps the programs from game to game).
func (o *Options) seater() *seat.Seater {
	if o.seating == nil {
		o.seating = seat.NewSeater(seat.Config{Bots: o.Bots, Start: o.Start, Limit: o.Limit, Restart: true})
	}
	return o.seating
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
	a.begin(play.ResumeMatch(g, s, a.seats()), s)
	a.initCmd = a.resumeStep
	if st := a.match.Next().Kind; st == play.StepHandOver || st == play.StepGameOver {
		// A hand that was over: its score sheet at once.
		a.initCmd = nil
		a.step(true)
	}
	return nil
}

// resumeStep is the first move of a resumed game.
func (a *App) resumeStep() tea.Cmd { return a.step(true) }

// newConfig is a new game's configuration from the settings: their
// rules, their seed (a new one when they fix none).
func (a *App) newConfig(s Settings) (rules.Config, error) {
	v, err := s.Variant()
	if err != nil {
		return rules.Config{}, err
	}
	seed := s.Seed
	if !s.SeedSet {
		seed = a.opts.NewSeed()
	}
	return rules.Config{Variant: v, Seed: seed}, nil
}

// startGame deals a new game with the settings.
func (a *App) startGame(s Settings) error {
	cfg, err := a.newConfig(s)
	if err != nil {
		return err
	}
	v := cfg.Variant
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
	s.Coach = a.sh.Settings.Coach
	s.Practice, s.Watch = false, false // a new game: nothing taken back yet
	m, err := play.NewMatch(g, s, a.seats())
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
	a.begin(play.ResumeMatch(g, s, a.seats()), s)
	return a.step(true)
}

// begin puts a match in front with its settings.
func (a *App) begin(m *play.Match, s Settings) {
	a.sh.Apply(s)
	a.sh.Seat(m.Game())
	a.match = m
	// The practice aids: local play only; taking back with the
	// program's own bots only.
	a.sh.Aids = a.served == nil && !s.Watch && !a.sh.Spectator
	a.sh.CanTakeBack = a.sh.Aids && !a.opts.Seats.HasProgram() && m.Table() != nil
	a.sh.CanExport = a.opts.Hooks.Export != nil && !s.Watch
	if a.served == nil { // a served table's are the server's (hostServed)
		for st, sp := range m.Seats() {
			a.sh.Levels[st] = levelWords(a.sh, sp)
		}
	}
	if h := a.opts.Hooks.ActionApplied; h != nil && !s.Watch {
		m.OnApplied(func(g *rules.Game) { a.saved(h(g, a.sh.Settings)) })
	}
	a.overNotified = false
	a.sh.SaveErr, a.quitErr, a.record, a.recordErr, a.err = "", "", "", "", ""
	if s.Watch && a.watch != nil {
		a.watch.screen = play.NewWatchScreen(a.sh, m, s.Coach)
		a.front = a.watch.screen
		return
	}
	a.front = play.NewTableScreen(a.sh, m, s.Coach)
}

// saved takes the outcome of an autosave: a failure is shown on the table
// until a save succeeds.
func (a *App) saved(err error) {
	if err != nil {
		a.sh.SaveErr = a.sh.Cat.T("notice.save_failed", a.sh.Describe(err))
		return
	}
	a.sh.SaveErr = ""
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
	m.SetThinking(rules.NoSeat)
	st := m.Next()
	delay := a.sh.Settings.Speed.Delay()
	switch st.Kind {
	case play.StepBot:
		m.SetThinking(st.Seat)
		if a.held() {
			return nil // a watched game, paused
		}
		return m.BotCmd(a.ctx, st, delay)
	case play.StepHuman:
		cmd, done := a.aided(st)
		if done {
			return cmd
		}
		if t := a.table(); t != nil && (a.served == nil || a.served.NewAsk(st)) {
			v := m.View()
			t.NewDecision(v, t.Advice(v, m.Game()))
		}
		return cmd
	case play.StepWait:
		m.SetThinking(st.Seat)
		return nil
	}
	if st.Kind == play.StepGameOver && !a.overNotified {
		a.gameOver()
	}
	if delay == 0 || now {
		a.showSheet()
		return a.autoNext()
	}
	// The winning call stays on the table a little longer than a move.
	seq := m.Seq()
	return tea.Tick(2*delay, func(time.Time) tea.Msg { return sheetMsg{seq: seq} })
}

// gameOver keeps the record of the game just over (once).
func (a *App) gameOver() {
	a.overNotified = true
	if a.watch != nil {
		a.watchOver()
		return
	}
	if h := a.opts.Hooks.GameOver; h != nil {
		path, err := h(a.match.Game(), a.sh.Settings)
		a.record = safetext.Clean(path)
		if err != nil {
			a.recordErr = a.sh.Cat.T("standings.record_failed", a.sh.Describe(err))
		}
	}
}

// showSheet puts the score sheet of the hand just over in front.
func (a *App) showSheet() {
	a.front = sheet.New(a.sh, a.match)
}

// play carries out the human's action.
func (a *App) play(act rules.Action) tea.Cmd {
	if a.match == nil || a.match.Waiting() {
		return nil
	}
	if err := a.match.Play(act); err != nil {
		if t := a.table(); t != nil {
			t.Notice = "notice.cannot_discard"
		}
		return nil
	}
	return a.advance()
}

// next leaves the score sheet: the next hand, or the standings; leaves the
// standings for the menu (a served game ends there).
func (a *App) next() tea.Cmd {
	switch {
	case a.front.ID() == sheet.StandingsID && a.served != nil:
		return a.leave()
	case a.front.ID() == sheet.StandingsID && a.watch != nil && a.opts.Watch:
		return a.end()
	case a.front.ID() == sheet.StandingsID && a.watch != nil:
		a.endWatch()
		return nil
	case a.front.ID() == sheet.StandingsID:
		a.match = nil
		a.front = a.newMenu()
		return nil
	case a.match.Game().Over():
		st := sheet.Standings(a.sh, a.match, a.record, a.recordErr)
		if a.watch != nil && a.opts.Watch {
			st.Leads(a.sh.Cat, "key.quit") // leaving mahjong watch's standings ends it
		}
		if a.served == nil {
			st.OfferReview(a.sh, a.match.Game())
		}
		a.front = st
		return nil
	}
	if a.watch != nil {
		return a.nextWatched()
	}
	t := play.NewTableScreen(a.sh, a.match, a.sh.Settings.Coach)
	a.front = t
	if err := a.match.Play(rules.Action{Kind: rules.ActNextHand, Tile: rules.NoTile}); err != nil {
		t.Notice = "notice.cannot_discard"
		return nil
	}
	return a.advance()
}

// stop leaves at once for a signal, saving a game in progress (a save
// that fails is kept for Run to report once the terminal is restored).
func (a *App) stop(sig os.Signal) tea.Cmd {
	a.signal = sig
	if a.inProgress() {
		if h := a.opts.Hooks.BeforeQuit; h != nil {
			a.signalErr = h(a.match.Game(), a.sh.Settings)
		}
	}
	return a.end()
}

// end ends the App: its bots' moves are no longer waited for.
func (a *App) end() tea.Cmd {
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

// inProgress reports whether quitting would leave a game unfinished (a
// watched game is never kept: leaving it loses nothing).
func (a *App) inProgress() bool { return a.match != nil && !a.match.Game().Over() && a.watch == nil }

// quit leaves the program (a served game: the game), saving a game in
// progress through the hook. If the save fails, the quit dialog says so
// and asks again; a second yes leaves anyway (the autosave of the last
// action is on disk unless it failed too, which the table said).
func (a *App) quit() tea.Cmd {
	if a.inProgress() {
		if h := a.opts.Hooks.BeforeQuit; h != nil {
			if err := h(a.match.Game(), a.sh.Settings); err != nil && a.quitErr == "" {
				a.quitErr = a.sh.Cat.T("confirm.save_failed", a.sh.Describe(err))
				if _, ok := a.overlays.Top().(*dialog.Confirm); ok {
					a.overlays.Pop()
				}
				a.overlays.Push(a.confirmDialog())
				return nil
			}
		}
	}
	if a.served != nil {
		return a.leave()
	}
	return a.end()
}

// confirmDialog builds the quit dialog for the game in front: it will
// be saved, or lost, or (a served table) played on by a bot.
func (a *App) confirmDialog() *dialog.Confirm {
	d := &dialog.Confirm{QuitErr: a.quitErr, InProgress: a.inProgress, Note: "confirm.lost"}
	switch {
	case a.served != nil:
		d.Note = "confirm.seat_to_bot"
	case a.opts.Hooks.BeforeQuit != nil:
		d.Note = "confirm.saved"
	}
	return d
}
