package dialog

import (
	"io/fs"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/assets"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
)

// HelpPage reads a help page of the assets in the current language.
func HelpPage(name, lang string) string {
	b, err := fs.ReadFile(assets.FS, "help/"+name+"."+lang+".txt")
	if err != nil {
		b, _ = fs.ReadFile(assets.FS, "help/"+name+".en.txt")
	}
	return strings.TrimRight(string(b), "\n")
}

// Help is the full help in a scrolling viewport: it fills the terminal
// (opaque), and closes with ?, Esc or q.
type Help struct {
	vp   viewport.Model
	text func(w int) string // the help, wrapped to w cells
	// glossary: the overlay shows the glossary (g opens it from the help).
	glossary bool
}

// NewHelp lays the help out for the terminal.
func NewHelp(sh *kit.Context, text func(w int) string) *Help {
	h := &Help{vp: viewport.New(), text: text}
	h.Resize(sh)
	return h
}

// Resize lays the help out for the terminal size, keeping the scroll.
func (h *Help) Resize(sh *kit.Context) {
	w, ht := max(sh.Width-4, 10), max(sh.Height-2, 3)
	y := h.vp.YOffset()
	h.vp.SetWidth(w)
	h.vp.SetHeight(ht)
	h.vp.SetContent(h.text(w))
	h.vp.SetYOffset(y)
}

// Opaque: the help fills the terminal.
func (h *Help) Opaque() bool { return true }

// Editing: the help edits no text.
func (h *Help) Editing() bool { return false }

// Update closes the help or scrolls it; g opens the glossary.
func (h *Help) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, kit.NewDialogKeys(sh.Cat).Close) {
		return kit.Close{}, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "g" && !h.glossary {
		return kit.CloseThen{Then: kit.Glossary{}}, nil
	}
	var cmd tea.Cmd
	h.vp, cmd = h.vp.Update(msg)
	return nil, cmd
}

// Draw draws the help and how to scroll and leave it.
func (h *Help) Draw(sh *kit.Context, _ *kit.Canvas) *kit.Canvas {
	c := kit.NewCanvas(sh.Width, sh.Height)
	c.Put(2, 0, strings.Split(h.vp.View(), "\n")...)
	c.Put(2, sh.Height-1, sh.Theme.Dim.Render(sh.Cat.T("help.close")))
	return c
}

// Confirm asks whether to leave a game in progress: what becomes of it
// (saved, lost, played on by a bot), or why saving it failed.
type Confirm struct {
	// Question is the catalogue key of the question ("": confirm.quit,
	// leaving the game).
	Question   string
	QuitErr    string      // the save failed: why (the next yes leaves anyway)
	InProgress func() bool // a game would be left unfinished
	Note       string      // catalogue key: what becomes of it
}

// Opaque: the game shows around the dialog.
func (d *Confirm) Opaque() bool { return false }

// Editing: the dialog edits no text.
func (d *Confirm) Editing() bool { return false }

// Resize: the dialog is centred when drawn.
func (d *Confirm) Resize(*kit.Context) {}

// Update: yes leaves, no closes the dialog.
func (d *Confirm) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := kit.NewDialogKeys(sh.Cat)
	switch {
	case key.Matches(k, keys.Yes):
		return kit.ConfirmQuit{}, nil
	case key.Matches(k, keys.No):
		return kit.Close{}, nil
	}
	return nil, nil
}

// Draw draws the dialog in a box over the screen.
func (d *Confirm) Draw(sh *kit.Context, below *kit.Canvas) *kit.Canvas {
	q := d.Question
	if q == "" {
		q = "confirm.quit"
	}
	text := sh.Cat.T(q)
	if d.QuitErr != "" {
		text += "\n" + sh.Theme.Bad.Render(strings.Join(kit.Wrap(d.QuitErr, min(60, max(20, sh.Width-12))), "\n")) +
			"\n" + sh.Cat.T("confirm.leave_anyway")
	} else if d.InProgress != nil && d.InProgress() {
		text += "\n" + sh.Cat.T(d.Note)
	}
	text += "\n\n" + sh.Cat.T("confirm.keys")
	below.Add(kit.BoxLayer(sh, text, 3))
	return below
}

var (
	_ kit.Overlay = (*Help)(nil)
	_ kit.Overlay = (*Confirm)(nil)
	_ kit.Overlay = (*Export)(nil)
)
