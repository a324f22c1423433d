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
)

// exportDialog asks where to write the game (the e key): a file name the
// player edits, and why the last try failed.
type exportDialog struct {
	input textinput.Model
	err   string
}

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
func defaultExportName(a *App) string {
	g := a.match.game
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
	in.SetWidth(a.exportWidth())
	in.SetValue(defaultExportName(a))
	in.CursorEnd()
	cmd := in.Focus()
	a.export = exportDialog{input: in}
	a.showing.export = true
	return cmd
}

// exportWidth is the width of the file name field.
func (a *App) exportWidth() int { return max(20, min(60, a.sh.width-12)) }

// exportInput handles a key (or a paste) while the dialog is open: Enter
// writes the file through the hook, Esc closes, the rest edits the name.
// Text holding a control character (an escape sequence pasted, a bidi
// override) is refused, not typed: a file name must be one the terminal
// shows as written.
func (a *App) exportInput(msg tea.Msg) tea.Cmd {
	keys := newExportKeys()
	if typed, ok := typedText(msg); ok && safetext.Unsafe(typed) {
		a.export.err = a.sh.cat.T("export.control")
		return nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, keys.Cancel):
			a.showing.export = false
			return nil
		case key.Matches(k, keys.Write):
			name := strings.TrimSpace(a.export.input.Value())
			if name == "" {
				a.export.err = a.sh.cat.T("export.empty")
				return nil
			}
			path, err := a.opts.Hooks.Export(a.match.game, a.sh.settings, name)
			if err != nil {
				a.export.err = a.describe(err)
				return nil
			}
			a.showing.export = false
			a.flash = a.sh.cat.T("export.done", safetext.Clean(path))
			return nil
		}
	}
	if _, ok := msg.(tea.MouseClickMsg); ok {
		return nil
	}
	var cmd tea.Cmd
	a.export.err = ""
	a.export.input, cmd = a.export.input.Update(msg)
	return cmd
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

// exportLayer is the dialog drawn over the screen.
func (a *App) exportLayer() *lipgloss.Layer {
	sh := a.sh
	w := a.exportWidth()
	var b strings.Builder
	b.WriteString(sh.th.Heading.Render(sh.cat.T("export.title")) + "\n")
	b.WriteString(strings.Join(wrap(sh.cat.T("export.about"), w), "\n") + "\n\n")
	b.WriteString(a.export.input.View() + "\n")
	if a.export.err != "" {
		b.WriteString("\n" + sh.th.Bad.Render(strings.Join(wrap(a.export.err, w), "\n")) + "\n")
	}
	b.WriteString("\n" + sh.cat.T("export.keys"))
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(1, 2).
		BorderForeground(sh.th.Accent.GetForeground()).Render(b.String())
	x := max(0, (sh.width-lipgloss.Width(box))/2)
	y := max(0, (sh.height-lipgloss.Height(box))/2)
	return lipgloss.NewLayer(box).X(x).Y(y).Z(5)
}
