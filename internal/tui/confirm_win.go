package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/rules"
)

// confirmDiscardIntent asks before a discard that throws a legal win
// away: the hand is complete (Mah-Jong! is on offer).
type confirmDiscardIntent struct{ action rules.Action }

// winDialog asks whether to discard when the hand could win: y
// discards anyway, w wins, n goes back to the table.
type winDialog struct {
	discard rules.Action
	win     rules.Action
}

func (d *winDialog) opaque() bool   { return false }
func (d *winDialog) editing() bool  { return false }
func (d *winDialog) resize(*shared) {}

// update: y discards, w (or enter) wins, n (or esc) closes the dialog.
func (d *winDialog) update(sh *shared, msg tea.Msg) (intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := newDialogKeys(sh.cat)
	switch {
	case k.String() == "w" || k.String() == "enter":
		return closeThen{playIntent{d.win}}, nil
	case k.String() == "y" || k.String() == "Y" || k.String() == "o" || k.String() == "O":
		return closeThen{playIntent{d.discard}}, nil
	case key.Matches(k, keys.No):
		return closeIntent{}, nil
	}
	return nil, nil
}

// draw draws the question in a box over the table.
func (d *winDialog) draw(sh *shared, below *canvas) *canvas {
	p := sh.painter()
	text := sh.cat.T("confirm.win_title") + "\n" + sh.cat.T("confirm.win_discard", p.face(d.discard.Tile)) +
		"\n\n" + sh.cat.T("confirm.win_keys")
	below.layers = append(below.layers, boxLayer(sh, text, 3))
	return below
}

// closeThen takes the overlay off, then carries out an intent.
type closeThen struct{ then intent }

// winAction returns the legal win of the view, if any.
func winAction(v rules.View) (rules.Action, bool) {
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin {
			return a, true
		}
	}
	return rules.Action{}, false
}
