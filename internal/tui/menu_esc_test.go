package tui

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
)

// Esc on the start menu asks before leaving (a dialog on the overlay
// stack), in both languages; "no" keeps the menu and the choices made
// on it, "yes" leaves. On the options page Esc goes back, as before.
func TestMenuEscAsks(t *testing.T) {
	soak.OneGoroutine(t)
	for _, c := range []struct{ lang, question, yes string }{{"en", "Leave mahjong?", "y"}, {"fr", "Quitter mahjong ?", "o"}} {
		s := testSettings("hk", 2)
		s.Lang = c.lang
		a := newTestApp(t, s, passBots, 80, 24)
		press(a, "down", "down", "enter", "right", "esc") // Options: ladder half, back
		before := a.front.(*menu.Screen).Settings()
		press(a, "esc")
		if a.Quitting() || !strings.Contains(content(a), c.question) {
			t.Fatalf("%s: Esc on the menu did not ask (quitting %v):\n%s", c.lang, a.Quitting(), content(a))
		}
		press(a, "n")
		m, ok := a.front.(*menu.Screen)
		if a.Quitting() || !ok || strings.Contains(content(a), c.question) {
			t.Fatalf("%s: no did not keep the menu:\n%s", c.lang, content(a))
		}
		if got := m.Settings(); got != before || got.Options.String() != "ladder=half" {
			t.Errorf("%s: the choices changed: %+v, were %+v", c.lang, got.Options, before.Options)
		}
		press(a, "esc", c.yes)
		if !a.Quitting() {
			t.Errorf("%s: yes did not leave", c.lang)
		}
	}
}
