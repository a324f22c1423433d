package lessons

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
)

// harness runs the Learn screen standalone (as `mahjong learn` does)
// in a model of its own: the session context, the screen, and the one
// intent a test reaches, quitting.
type harness struct {
	sh     *kit.Context
	screen kit.Screen
}

func newHarness(s kit.Settings, p Progress) *harness {
	sh := kit.NewContext(s)
	return &harness{sh: sh, screen: New(sh, p, true)}
}

func (h *harness) Init() tea.Cmd { return nil }

func (h *harness) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		h.sh.Width, h.sh.Height = size.Width, size.Height
		return h, nil
	}
	in, cmd := h.screen.Update(h.sh, msg)
	if _, ok := in.(kit.Quit); ok {
		return h, tea.Quit
	}
	return h, cmd
}

func (h *harness) View() tea.View {
	if h.sh.Width == 0 {
		return tea.NewView("") // as the App: nothing before the terminal's size
	}
	return tea.NewView(h.screen.Draw(h.sh).Render(h.sh))
}

// testSettings are plain, instant, English settings.
func testSettings(rulesName string, seed uint64) kit.Settings {
	s := kit.DefaultSettings()
	s.Rules, s.Seed, s.SeedSet = rulesName, seed, true
	s.Colour, s.Speed, s.Lang = false, kit.SpeedInstant, "en"
	return s
}

// keyMsg makes the key press of a key name ("enter", "left", "c").
func keyMsg(name string) tea.KeyPressMsg {
	switch name {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// press sends keys one by one.
func press(h *harness, keys ...string) {
	for _, k := range keys {
		h.Update(keyMsg(k))
	}
}

// content is the screen as the program would draw it.
func content(h *harness) string { return h.View().Content }

// flatten reads a screen or a text as words separated by one space.
func flatten(s string) string { return strings.Join(strings.Fields(s), " ") }
