package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/internal/tui/history"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// carryOut does what a screen or an overlay asked: the game's intents
// here, the screens' and the overlays' in navigate.
func (a *App) carryOut(in kit.Intent) tea.Cmd {
	switch in := in.(type) {
	case play.Play:
		return a.play(in.Action)
	case play.ConfirmDiscard:
		if win, ok := play.WinAction(a.match.View()); ok {
			a.overlays.Push(&play.WinDialog{Discard: in.Action, Win: win})
			return nil
		}
		return a.play(in.Action)
	case kit.Export:
		return a.openExport()
	case dialog.WriteExport:
		a.writeExport(in.Name)
	case kit.Quit:
		if a.watch != nil && !a.opts.Watch {
			a.endWatch() // back to the menu
			return nil
		}
		if a.inProgress() && !a.sh.Spectator {
			a.overlays.Push(a.confirmDialog())
			return nil
		}
		return a.quit()
	case kit.ConfirmQuit:
		return a.quit()
	case kit.Exit:
		return a.end()
	case kit.Next:
		return a.next()
	case kit.TakeBack:
		return a.takeBack()
	case play.Pause, play.StepOne, play.FollowNext, play.Faster:
		return a.watched(in)
	case menu.WatchBots:
		return a.watchBots(in)
	case kit.Switch:
		return a.flip(in.Name)
	case kit.Review:
		return a.openReview(in)
	case PlayServed:
		return a.playServed(in.Session, in.Host)
	case kit.LeaveGame:
		a.endServed()
		return a.carryOut(in.Then)
	default:
		return a.navigate(in)
	}
	return nil
}

// navigate carries out the intents that change the screen in front or
// the overlays.
func (a *App) navigate(in kit.Intent) tea.Cmd {
	switch in := in.(type) {
	case kit.Help:
		a.overlays.Push(dialog.NewHelp(a.sh, a.helpText))
	case kit.AskQuit:
		a.overlays.Push(&dialog.Confirm{Question: "confirm.leave"})
	case kit.Glossary:
		a.overlays.Push(dialog.NewGlossary(a.sh))
	case kit.Open:
		a.overlays.Push(in.Overlay)
	case kit.CloseThen:
		a.overlays.Pop()
		return a.carryOut(in.Then)
	case kit.Close:
		if _, ok := a.overlays.Top().(*dialog.Confirm); ok {
			a.quitErr = ""
		}
		a.overlays.Pop()
	case kit.Show:
		a.front = in.Screen
	case kit.Back:
		a.front = a.newMenu()
	case menu.SettingsChanged:
		a.sh.Apply(in.Settings)
		if m, ok := a.front.(*menu.Screen); ok {
			m.Relabel(a.sh)
		}
		a.remember()
	case menu.Start:
		if err := a.startGame(in.Settings); err != nil {
			a.setErr(a.sh.Describe(err))
			return nil
		}
		return a.advance()
	case menu.Learn:
		a.front = a.newLearn(false)
	case menu.History:
		a.front = a.newHistory()
	case menu.Watch:
		a.watching = true
		return a.quit()
	case menu.Continue:
		return a.continueGame()
	}
	return nil
}

// continueGame resumes the saved game (the menu's Continue).
func (a *App) continueGame() tea.Cmd {
	load := a.opts.Hooks.LoadSavedGame
	if load == nil {
		return nil
	}
	g, s, err := load()
	if err != nil {
		a.err = a.sh.Cat.T("menu.load_failed", a.sh.Describe(err))
		a.front = a.newMenu()
		return nil
	}
	return a.StartWith(g, s)
}

// newHistory builds the past games screen from the store's records.
func (a *App) newHistory() kit.Screen {
	var entries []history.Entry
	if st := a.opts.Hooks.Records; st != nil {
		e, err := history.Load(st)
		if err != nil {
			a.setErr(a.sh.Describe(err))
		}
		entries = e
	}
	return history.New(a.sh, entries)
}
