package tui

import (
	"io/fs"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/assets"
	"github.com/mahjong-tui/mahjong/rules"
)

// helpPage reads a help page of the assets in the current language.
func helpPage(name, lang string) string {
	b, err := fs.ReadFile(assets.FS, "help/"+name+"."+lang+".txt")
	if err != nil {
		b, _ = fs.ReadFile(assets.FS, "help/"+name+".en.txt")
	}
	return strings.TrimRight(string(b), "\n")
}

// helpText is the full help: the bindings of the screen in front (from
// bubbles/help), then the help pages: the marks and tiles, and the rule
// set being played, saving and replaying; wrapped to w cells. Its title
// line says that g opens the glossary.
func (a *App) helpText(w int) string {
	sh := a.sh
	hm := sh.help
	hm.SetWidth(w)
	var b strings.Builder
	b.WriteString(sh.th.Heading.Render(sh.cat.T("help.title")) + "  " + sh.th.Dim.Render(sh.cat.T("help.glossary_key")) + "\n\n")
	b.WriteString(hm.FullHelpView(a.front.keyMap(a).FullHelp()) + "\n\n")
	for _, para := range strings.Split(helpPage("table", sh.settings.Lang)+"\n"+helpPage(sh.settings.Rules, sh.settings.Lang), "\n") {
		b.WriteString(strings.Join(wrap(para, w), "\n") + "\n\n")
	}
	if v, err := a.playedVariant(); err == nil {
		b.WriteString(strings.Join(wrap(rulesPlayed(sh.cat, v), w), "\n") + "\n\n")
	}
	for _, para := range strings.Split(helpPage("saving", sh.settings.Lang), "\n") {
		b.WriteString(strings.Join(wrap(para, w), "\n") + "\n\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// helpOverlay is the full help in a scrolling viewport: it fills the
// terminal (opaque), and closes with ?, Esc or q.
type helpOverlay struct {
	vp   viewport.Model
	text func(w int) string // the help, wrapped to w cells
	// glossary: the overlay shows the glossary (g opens it from the help).
	glossary bool
}

// newHelpOverlay lays the help out for the terminal.
func newHelpOverlay(sh *shared, text func(w int) string) *helpOverlay {
	h := &helpOverlay{vp: viewport.New(), text: text}
	h.resize(sh)
	return h
}

// resize lays the help out for the terminal size, keeping the scroll.
func (h *helpOverlay) resize(sh *shared) {
	w, ht := max(sh.width-4, 10), max(sh.height-2, 3)
	y := h.vp.YOffset()
	h.vp.SetWidth(w)
	h.vp.SetHeight(ht)
	h.vp.SetContent(h.text(w))
	h.vp.SetYOffset(y)
}

func (h *helpOverlay) opaque() bool  { return true }
func (h *helpOverlay) editing() bool { return false }

// update closes the help or scrolls it.
func (h *helpOverlay) update(sh *shared, msg tea.Msg) (intent, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, newDialogKeys(sh.cat).Close) {
		return closeIntent{}, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "g" && !h.glossary {
		return closeThen{glossaryIntent{}}, nil
	}
	var cmd tea.Cmd
	h.vp, cmd = h.vp.Update(msg)
	return nil, cmd
}

// draw draws the help and how to scroll and leave it.
func (h *helpOverlay) draw(sh *shared, _ *canvas) *canvas {
	c := &canvas{w: sh.width, h: sh.height}
	c.put(2, 0, strings.Split(h.vp.View(), "\n")...)
	c.put(2, sh.height-1, sh.th.Dim.Render(sh.cat.T("help.close")))
	return c
}

// confirmDialog asks whether to leave a game in progress: what becomes
// of it (saved, lost), or why saving it failed.
type confirmDialog struct {
	quitErr    string      // the save failed: why (the next yes leaves anyway)
	inProgress func() bool // a game would be left unfinished
	note       string      // catalogue key: what becomes of it
}

// confirmDialog builds the quit dialog for the game in front: it will
// be saved, or lost, or (a served table) played on by a bot.
func (a *App) confirmDialog() *confirmDialog {
	d := &confirmDialog{quitErr: a.quitErr, inProgress: a.inProgress, note: "confirm.lost"}
	switch {
	case a.served != nil:
		d.note = "confirm.seat_to_bot"
	case a.opts.Hooks.BeforeQuit != nil:
		d.note = "confirm.saved"
	}
	return d
}

func (d *confirmDialog) opaque() bool   { return false }
func (d *confirmDialog) editing() bool  { return false }
func (d *confirmDialog) resize(*shared) {}

// update: yes leaves, no closes the dialog.
func (d *confirmDialog) update(sh *shared, msg tea.Msg) (intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := newDialogKeys(sh.cat)
	switch {
	case key.Matches(k, keys.Yes):
		return confirmQuitIntent{}, nil
	case key.Matches(k, keys.No):
		return closeIntent{}, nil
	}
	return nil, nil
}

// draw draws the dialog in a box over the screen.
func (d *confirmDialog) draw(sh *shared, below *canvas) *canvas {
	text := sh.cat.T("confirm.quit")
	if d.quitErr != "" {
		text += "\n" + sh.th.Bad.Render(strings.Join(wrap(d.quitErr, min(60, max(20, sh.width-12))), "\n")) +
			"\n" + sh.cat.T("confirm.leave_anyway")
	} else if d.inProgress() {
		text += "\n" + sh.cat.T(d.note)
	}
	text += "\n\n" + sh.cat.T("confirm.keys")
	below.layers = append(below.layers, boxLayer(sh, text, 3))
	return below
}

// boxLayer is a dialog's text in a rounded box with padding, centred
// over the screen.
func boxLayer(sh *shared, text string, padX int) layer {
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(1, padX).
		BorderForeground(sh.th.Accent.GetForeground()).Render(text)
	x := max(0, (sh.width-lipgloss.Width(box))/2)
	y := max(0, (sh.height-lipgloss.Height(box))/2)
	return block(box, x, y, 5)
}

// playedVariant is the rule set of the game in progress, else the one
// the settings choose.
func (a *App) playedVariant() (rules.Variant, error) {
	if a.match != nil {
		return a.match.Game().Variant(), nil
	}
	return a.sh.settings.Variant()
}
