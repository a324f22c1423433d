package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/rules"
)

// The glossary opens from the Learn list (g) and from the help (? then
// g), in both languages: seed 001's words of the game with their
// meaning, and every tile of the set, each named in words beside its
// face.
func TestGlossary(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range i18n.Languages {
		for _, keys := range [][]string{{"g"}, {"?", "g"}} {
			s := testSettings("hk", 1)
			s.Lang = lang
			a, err := New(s, Options{Learn: true})
			if err != nil {
				t.Fatal(err)
			}
			a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			press(a, keys...)
			h, ok := a.overlays.Top().(*dialog.Help)
			if !ok || !h.IsGlossary() {
				t.Fatalf("%s %v: no glossary:\n%s", lang, keys, content(a))
			}
			cat := a.sh.Cat
			text := ansi.Strip(dialog.GlossaryText(a.sh, 96))
			for _, w := range dialog.GlossaryWords {
				if !strings.Contains(text, cat.T("glossary."+w)) || !strings.Contains(flatten(text), flatten(cat.T("glossary."+w+".def"))) {
					t.Errorf("%s: %s missing", lang, w)
				}
			}
			for _, x := range append(playingKinds(), rules.Flower, rules.Flower+7, rules.Joker) {
				if !strings.Contains(text, explain.TileName(cat, x)) {
					t.Errorf("%s: tile %v not named", lang, x)
				}
			}
			if !strings.Contains(content(a), cat.T("glossary.title")) {
				t.Errorf("%s: the glossary is not on the screen:\n%s", lang, content(a))
			}
		}
	}
}

// playingKinds lists the playing kinds, the suits then the honours.
func playingKinds() []rules.Tile {
	out := make([]rules.Tile, rules.NumKinds)
	for i := range out {
		out[i] = rules.Tile(i)
	}
	return out
}
