package serve

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/fittest"
	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// The served screens of no table (the lobby, the new-table form, the
// waiting room) fit every terminal size the game is drawn at, in every
// language, with a long name: no line wider than the terminal, none cut
// with "…" nor inside a word (fittest), no more lines than it has rows,
// the key out on the help line.
func TestServedScreensFit(t *testing.T) {
	sizes := [][2]int{{80, 24}, {100, 30}, {120, 40}}
	name := strings.Repeat("Bernadette", 3)[:maxName]
	for _, lang := range i18n.Languages {
		s, _ := newTestServer(t, t.TempDir(), nil)
		f := connect(t, s, name, "ka")
		f.cl.lang = lang
		sc := newScreens(t, s, f)
		cat := i18n.MustLoad(lang)
		words, err := fittest.NewVocabulary(lang, name)
		if err != nil {
			t.Fatal(err)
		}
		check := func(screen, out string) {
			t.Helper()
			for _, size := range sizes {
				sc.update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
				frame := sc.screen()
				for _, p := range (fittest.Frame{Width: size[0], Height: size[1], Words: words}).Problems(frame) {
					t.Errorf("%s %s %dx%d: %s", screen, lang, size[0], size[1], p)
				}
				lines := strings.Split(strings.TrimRight(frame, "\n"), "\n")
				if !strings.Contains(lines[len(lines)-1], out) {
					t.Errorf("%s %s %dx%d: the help line has not the key out (%s):\n%s", screen, lang, size[0], size[1], out, frame)
				}
			}
		}
		sc.waitFor(cat.T("serve.lobby.empty"))
		check("lobby", "q ")
		sc.press("n")
		check("new-table form", cat.T("keyname.esc")+" ")
		sc.press("up", "enter") // the form's last line: open the table
		sc.waitFor(name)
		for _, r := range s.hall.all() {
			words.Add(r.rejoinCode(f.cl)) // the table's code and the seat's
		}
		check("waiting room", "q ")
	}
}
