package dialog

import (
	"strconv"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Export asks where to write the game (the e key): a file name the
// player edits, and why the last try failed. It edits text: it takes
// pastes, and keeps the keys in a terminal too small for the table.
type Export struct {
	input textinput.Model
	// Err is why the last try failed, worded ("": none).
	Err string
}

// WriteExport asks the root to write the game to the file named.
type WriteExport struct{ Name string }

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

// DefaultExportName is the file name first offered (a bare name: the
// exports folder of the data directory): the rule set, the hand and the
// time.
func DefaultExportName(g *rules.Game) string {
	return "mahjong-" + g.Variant().Name + "-hand" + strconv.Itoa(g.HandNumber()+1) + "-" +
		time.Now().Format("20060102-150405") + ".json"
}

// NewExport opens the dialog on a file name, the cursor at its end.
func NewExport(sh *kit.Context, name string) (*Export, tea.Cmd) {
	in := kit.NewField(exportWidth(sh), 0)
	in.SetValue(name)
	in.CursorEnd()
	cmd := in.Focus()
	return &Export{input: in}, cmd
}

// Name is the file name as typed.
func (d *Export) Name() string { return d.input.Value() }

// exportWidth is the width of the file name field.
func exportWidth(sh *kit.Context) int { return max(20, min(60, sh.Width-12)) }

// Opaque: the game shows around the dialog.
func (d *Export) Opaque() bool { return false }

// Editing: the dialog edits the file name.
func (d *Export) Editing() bool { return true }

// Resize: the dialog is centred when drawn.
func (d *Export) Resize(*kit.Context) {}

// Update handles a key (or a paste) while the dialog is open: Enter
// writes the file (the root calls the hook), Esc closes, the rest edits
// the name. Text holding a control character (an escape sequence pasted,
// a bidi override) is refused, not typed: a file name must be one the
// terminal shows as written.
func (d *Export) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	keys := newExportKeys()
	if typed, ok := kit.TypedText(msg); ok && safetext.Unsafe(typed) {
		d.Err = sh.Cat.T("export.control")
		return nil, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, keys.Cancel):
			return kit.Close{}, nil
		case key.Matches(k, keys.Write):
			name := strings.TrimSpace(d.input.Value())
			if name == "" {
				d.Err = sh.Cat.T("export.empty")
				return nil, nil
			}
			return WriteExport{name}, nil
		}
	}
	if _, ok := msg.(tea.MouseClickMsg); ok {
		return nil, nil
	}
	var cmd tea.Cmd
	d.Err = ""
	d.input, cmd = d.input.Update(msg)
	return nil, cmd
}

// Draw draws the dialog over the screen.
func (d *Export) Draw(sh *kit.Context, below *kit.Canvas) *kit.Canvas {
	w := exportWidth(sh)
	var b strings.Builder
	b.WriteString(sh.Theme.Heading.Render(sh.Cat.T("export.title")) + "\n")
	b.WriteString(strings.Join(kit.Wrap(sh.Cat.T("export.about"), w), "\n") + "\n\n")
	b.WriteString(d.input.View() + "\n")
	if d.Err != "" {
		b.WriteString("\n" + sh.Theme.Bad.Render(strings.Join(kit.Wrap(d.Err, w), "\n")) + "\n")
	}
	b.WriteString("\n" + sh.Cat.T("export.keys"))
	below.Add(kit.BoxLayer(sh, b.String(), 2))
	return below
}
