package tui

import (
	"strconv"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/rules"
)

// exportDialog asks where to write the game (the e key): a file name the
// player edits, and why the last try failed. It edits text: it takes
// pastes, and keeps the keys in a terminal too small for the table.
type exportDialog struct {
	input textinput.Model
	err   string
}

// writeExportIntent asks the App to write the game to the file named.
type writeExportIntent struct{ name string }

// exportKeys are the dialog's own keys; every other key edits the name.
type exportKeys struct {
	Write  key.Binding
	Cancel key.Binding
}

func newExportKeys() exportKeys {
	return exportKeys{
		Write:  key.NewBinding(key.WithKeys("enter")),
		Cancel: key.NewBinding(key.WithKeys("esc", "ctrl+c")),
	}
}

// defaultExportName is the file name first offered, in the current
// directory: the rule set, the hand and the time.
func defaultExportName(g *rules.Game) string {
	return "mahjong-" + g.Variant().Name + "-hand" + strconv.Itoa(g.HandNumber()+1) + "-" +
		time.Now().Format("20060102-150405") + ".json"
}

// openExport opens the dialog over the screen in front.
func (a *App) openExport() tea.Cmd {
	if a.match == nil || a.opts.Hooks.Export == nil {
		return nil
	}
	in := textinput.New()
	in.Prompt = ""
	st := textinput.DefaultStyles(true)
	st.Cursor.Blink = false // no timer: the screen changes only when a key is pressed
	st.Focused.Prompt, st.Focused.Text = lipgloss.NewStyle(), lipgloss.NewStyle()
	in.SetStyles(st)
	in.SetWidth(exportWidth(a.sh))
	in.SetValue(defaultExportName(a.match.game))
	in.CursorEnd()
	cmd := in.Focus()
	a.overlays.push(&exportDialog{input: in})
	return cmd
}

// writeExport writes the game through the hook: the dialog closes and
// the table says where it went, or the dialog says why it could not.
func (a *App) writeExport(name string) {
	d, ok := a.overlays.top().(*exportDialog)
	if !ok {
		return
	}
	path, err := a.opts.Hooks.Export(a.match.game, a.sh.settings, name)
	if err != nil {
		d.err = a.describe(err)
		return
	}
	a.overlays.pop()
	a.flash = a.sh.cat.T("export.done", safetext.Clean(path))
}

// exportWidth is the width of the file name field.
func exportWidth(sh *shared) int { return max(20, min(60, sh.width-12)) }

func (d *exportDialog) opaque() bool   { return false }
func (d *exportDialog) editing() bool  { return true }
func (d *exportDialog) resize(*shared) {}

// update handles a key (or a paste) while the dialog is open: Enter
// writes the file (the App calls the hook), Esc closes, the rest edits
// the name. Text holding a control character (an escape sequence pasted,
// a bidi override) is refused, not typed: a file name must be one the
// terminal shows as written.
func (d *exportDialog) update(sh *shared, msg tea.Msg) (intent, tea.Cmd) {
	keys := newExportKeys()
	if typed, ok := typedText(msg); ok && safetext.Unsafe(typed) {
		d.err = sh.cat.T("export.control")
		return nil, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, keys.Cancel):
			return closeIntent{}, nil
		case key.Matches(k, keys.Write):
			name := strings.TrimSpace(d.input.Value())
			if name == "" {
				d.err = sh.cat.T("export.empty")
				return nil, nil
			}
			return writeExportIntent{name}, nil
		}
	}
	if _, ok := msg.(tea.MouseClickMsg); ok {
		return nil, nil
	}
	var cmd tea.Cmd
	d.err = ""
	d.input, cmd = d.input.Update(msg)
	return nil, cmd
}

// typedText is the text a key press or a paste would insert.
func typedText(msg tea.Msg) (string, bool) {
	switch m := msg.(type) {
	case tea.KeyPressMsg:
		return m.Text, m.Text != ""
	case tea.PasteMsg:
		return m.Content, true
	}
	return "", false
}

// draw draws the dialog over the screen.
func (d *exportDialog) draw(sh *shared, below *canvas) *canvas {
	w := exportWidth(sh)
	var b strings.Builder
	b.WriteString(sh.th.Heading.Render(sh.cat.T("export.title")) + "\n")
	b.WriteString(strings.Join(wrap(sh.cat.T("export.about"), w), "\n") + "\n\n")
	b.WriteString(d.input.View() + "\n")
	if d.err != "" {
		b.WriteString("\n" + sh.th.Bad.Render(strings.Join(wrap(d.err, w), "\n")) + "\n")
	}
	b.WriteString("\n" + sh.cat.T("export.keys"))
	below.layers = append(below.layers, boxLayer(sh, b.String(), 2))
	return below
}
