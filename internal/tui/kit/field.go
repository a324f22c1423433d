package kit

import (
	"strings"
	"unicode"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
)

// NewField is a line of text to type (bubbles/textinput): no prompt of
// its own, plain text, a cursor that does not blink (no timer: the
// screen changes only when a key is pressed), at most limit characters
// (0: no limit), w cells wide (0: as long as the text). Focus it to
// type in it.
func NewField(w, limit int) textinput.Model {
	in := textinput.New()
	in.Prompt = ""
	st := textinput.DefaultStyles(true)
	st.Cursor.Blink = false
	st.Focused.Prompt, st.Focused.Text = lipgloss.NewStyle(), lipgloss.NewStyle()
	in.SetStyles(st)
	in.SetWidth(w)
	in.CharLimit = limit
	return in
}

// NewSecretField is NewField drawing a star for each character typed (a
// password).
func NewSecretField(w, limit int) textinput.Model {
	in := NewField(w, limit)
	in.EchoMode = textinput.EchoPassword
	in.EchoCharacter = '*'
	return in
}

// TypedText is the text a key press or a paste would insert.
func TypedText(msg tea.Msg) (string, bool) {
	switch m := msg.(type) {
	case tea.KeyPressMsg:
		return m.Text, m.Text != ""
	case tea.PasteMsg:
		return m.Content, true
	}
	return "", false
}

// Printable is msg with the text it would type cut to its printable
// characters: the controls (escape sequences start with them) and the
// format characters (the bidirectional overrides among them) of a key or
// a paste are dropped, so that a field never holds what a terminal would
// act on.
func Printable(msg tea.Msg) tea.Msg {
	keep := func(s string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsPrint(r) {
				return r
			}
			return -1
		}, s)
	}
	switch m := msg.(type) {
	case tea.KeyPressMsg:
		if m.Text != "" {
			m.Text = keep(m.Text)
		}
		return m
	case tea.PasteMsg:
		m.Content = keep(m.Content)
		return m
	}
	return msg
}
