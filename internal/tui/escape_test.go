package tui

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// Every string of the escape corpus that reaches the screen from outside
// (a notice about a file, a failed save, an export's error, the name of
// a record, a paste into the export prompt) is shown written out, never
// raw: the screen holds no control sequence but the program's own
// colours.
func TestEscapeCorpusOnScreen(t *testing.T) {
	soak.OneGoroutine(t)
	for i, s := range safetext.Corpus {
		// The first control character written out as Go quotes it: the
		// screen shows it (the renderer alone would drop an escape
		// sequence's ESC silently and show the rest as text).
		shown := strconv.QuoteToASCII(s)
		shown = shown[strings.IndexByte(shown[1:], '\\')+1:]
		shown = shown[:min(len(shown), 4)]
		check := func(t *testing.T, what string, a *App, written bool) {
			t.Helper()
			c := content(a)
			if r := safetext.RawExceptSGR(c); r != "" {
				t.Errorf("%s: raw %q on the screen:\n%s", what, r, c)
			}
			if written && !strings.Contains(strings.Join(strings.Fields(c), ""), shown) {
				t.Errorf("corpus %d, %s: %q not written out on the screen:\n%s", i, what, shown, c)
			}
		}
		hostile := errors.New("file " + s)
		hooks := Hooks{
			ActionApplied: func(*rules.Game, Settings) error { return hostile },
			Export:        func(*rules.Game, Settings, string) (string, error) { return "", hostile },
			GameOver:      func(*rules.Game, Settings) (string, error) { return "/records/" + s + ".json", nil },
		}
		menu := testSettings("hk", 5)
		a, err := New(menu, Options{Bots: passBots, Notice: hostile, Hooks: hooks})
		if err != nil {
			t.Fatal(err)
		}
		a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		check(t, "menu notice", a, true)

		table := testSettings("family", 5)
		table.SkipMenu = true
		a, err = New(table, Options{Bots: passBots, Notice: hostile, Hooks: hooks})
		if err != nil {
			t.Fatal(err)
		}
		a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		drive(a, a.Init())
		check(t, "table notice and failed save", a, true)
		if !strings.Contains(content(a), "file") {
			t.Fatalf("corpus %d: the notice is not shown:\n%s", i, content(a))
		}

		press(a, "e")
		press(a, "enter")
		check(t, "export error", a, true)
		before := a.overlays.Top().(*dialog.Export).Name()
		_, cmd := a.Update(tea.PasteMsg{Content: "x" + s})
		drive(a, cmd)
		check(t, "export paste", a, false)
		if a.overlays.Top().(*dialog.Export).Name() != before || !strings.Contains(strings.Join(strings.Fields(content(a)), " "), "cannot hold control characters") {
			t.Errorf("corpus %d: the paste was typed (%q) or not refused:\n%s", i, a.overlays.Top().(*dialog.Export).Name(), content(a))
		}
		press(a, "esc")

		// The record's name on the final standings.
		for n := 0; a.front.ID() != sheet.StandingsID && n < 400; n++ {
			press(a, "enter")
		}
		if a.front.ID() != sheet.StandingsID {
			t.Fatalf("corpus %d: the game does not end:\n%s", i, content(a))
		}
		check(t, "standings", a, true)
	}
}
