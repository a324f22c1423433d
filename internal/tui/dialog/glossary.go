package dialog

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// GlossaryWords are the glossary's words, in its order: seed 001's
// "Les mots du jeu" (Chow, Pung, Kong, honours, terminals, the wall and
// its break, the Tion), then the words the lessons use.
var GlossaryWords = []string{"chow", "pung", "kong", "pair", "meld", "honours", "terminals", "wall", "break", "tion",
	"claim", "replacement", "ready", "wait", "declare", "half_flush", "robbing", "nine_stones", "fan", "doubling"}

// NewGlossary is the glossary in a scrolling viewport, as the help.
func NewGlossary(sh *kit.Context) *Help {
	h := NewHelp(sh, func(w int) string { return GlossaryText(sh, w) })
	h.glossary = true
	return h
}

// IsGlossary reports whether the overlay shows the glossary.
func (h *Help) IsGlossary() bool { return h.glossary }

// GlossaryText is the glossary, wrapped to w cells: the words of the
// game, then the tiles, each face in the person's tile style beside its
// name in words (seed 001's list: the three suits, the winds and the
// dragons, the flowers and seasons, the joker).
func GlossaryText(sh *kit.Context, w int) string {
	cat := sh.Cat
	p := sh.Painter()
	var b strings.Builder
	b.WriteString(sh.Theme.Heading.Render(cat.T("glossary.title")) + "\n\n")
	b.WriteString(sh.Theme.Heading.Render(cat.T("glossary.words")) + "\n")
	for _, word := range GlossaryWords {
		line := sh.Theme.Accent.Render(cat.T("glossary."+word)) + " — " + cat.T("glossary."+word+".def")
		b.WriteString(strings.Join(kit.Wrap(line, w), "\n") + "\n")
	}
	b.WriteString("\n" + sh.Theme.Heading.Render(cat.T("glossary.tiles")) + "\n")
	families := []struct {
		key   string
		tiles []rules.Tile
	}{
		{"glossary.family0", kinds(0, 9)}, {"glossary.family1", kinds(9, 9)}, {"glossary.family2", kinds(18, 9)},
		{"glossary.family3", kinds(27, 4)}, {"glossary.family4", kinds(31, 3)},
		{"glossary.family5", kinds(int(rules.Flower), 4)}, {"glossary.family6", kinds(int(rules.Flower)+4, 4)},
		{"glossary.family7", []rules.Tile{rules.Joker}},
	}
	for _, f := range families {
		b.WriteString(cat.T(f.key) + "\n")
		for _, t := range f.tiles {
			b.WriteString("  " + p.Face(t) + "  " + explain.TileName(cat, t) + "\n")
		}
	}
	b.WriteString("\n" + strings.Join(kit.Wrap(cat.T("glossary.faces"), w), "\n") + "\n")
	return strings.TrimRight(b.String(), "\n")
}

// kinds lists n tile kinds from the first.
func kinds(first, n int) []rules.Tile {
	out := make([]rules.Tile, n)
	for i := range out {
		out[i] = rules.Tile(first + i)
	}
	return out
}
