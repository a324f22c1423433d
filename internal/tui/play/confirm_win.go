package play

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// ConfirmDiscard asks before a discard that throws a legal win away: the
// hand is complete (Mah-Jong! is on offer).
type ConfirmDiscard struct{ Action rules.Action }

// WinDialog asks whether to discard when the hand could win: y
// discards anyway, w wins, n goes back to the table.
type WinDialog struct {
	Discard rules.Action
	Win     rules.Action
}

// Opaque: the table shows around the dialog.
func (d *WinDialog) Opaque() bool { return false }

// Editing: the dialog edits no text.
func (d *WinDialog) Editing() bool { return false }

// Resize: the dialog is centred when drawn.
func (d *WinDialog) Resize(*kit.Context) {}

// Update: y discards, w (or enter) wins, n (or esc) closes the dialog.
func (d *WinDialog) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := kit.NewDialogKeys(sh.Cat)
	switch {
	case k.String() == "w" || k.String() == "enter":
		return kit.CloseThen{Then: Play{d.Win}}, nil
	case k.String() == "y" || k.String() == "Y" || k.String() == "o" || k.String() == "O":
		return kit.CloseThen{Then: Play{d.Discard}}, nil
	case key.Matches(k, keys.No):
		return kit.Close{}, nil
	}
	return nil, nil
}

// Draw draws the question in a box over the table.
func (d *WinDialog) Draw(sh *kit.Context, below *kit.Canvas) *kit.Canvas {
	p := sh.Painter()
	text := sh.Cat.T("confirm.win_title") + "\n" + sh.Cat.T("confirm.win_discard", p.Face(d.Discard.Tile)) +
		"\n\n" + sh.Cat.T("confirm.win_keys")
	below.Add(kit.BoxLayer(sh, text, 3))
	return below
}

// WinAction returns the legal win of the view, if any.
func WinAction(v rules.View) (rules.Action, bool) {
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin {
			return a, true
		}
	}
	return rules.Action{}, false
}
