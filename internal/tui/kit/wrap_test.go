package kit

import (
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// Every text of every catalogue (its arguments 2), wrapped at every width from 20 to 80:
// no line but a paragraph's first starts with a high mark of French (:
// ; ! ? », spaced from its word in the catalogue) and none but the last
// ends with «; the text's characters but spaces are kept, in order; a line is at
// most the width unless it is one word longer than it. (Seen failing
// with markGlue emptied: "vous\n: seules" in the help, at 72 cells.)
func TestWrapKeepsMarksWithTheirWords(t *testing.T) {
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		for _, key := range cat.Keys() {
			for _, para := range strings.Split(cat.T(key, 2, 2, 2, 2, 2, 2), "\n") {
				if !slices.ContainsFunc(spacedMarks, func(m string) bool { return strings.Contains(para, m) }) {
					continue // no mark to hold: Wrap is ansi.Wrap's, trimmed
				}
				for w := 20; w <= 80; w++ {
					checkWrap(t, lang+" "+key, para, w)
				}
			}
		}
	}
}

// spacedMarks are the marks French spaces from their word.
var spacedMarks = []string{" :", " ;", " !", " ?", " »", "« "}

// checkWrap checks one paragraph wrapped at w.
func checkWrap(t *testing.T, name, para string, w int) {
	t.Helper()
	lines := Wrap(para, w)
	if got, want := strings.Join(strings.Fields(strings.Join(lines, " ")), ""), strings.Join(strings.Fields(para), ""); got != want {
		t.Fatalf("%s at %d: wrapped to %q", name, w, lines)
	}
	for i, l := range lines {
		if i > 0 && strings.ContainsAny(firstRune(l), ":;!?»") && !cutWord(lines[i-1], w) {
			t.Fatalf("%s at %d: line %d starts with a mark: %q", name, w, i, lines)
		}
		if i < len(lines)-1 && strings.HasSuffix(strings.TrimRight(l, " "), "«") {
			t.Fatalf("%s at %d: line %d ends with «: %q", name, w, i, lines)
		}
		if CellWidth(l) > w && len(strings.Fields(l)) > 1 {
			t.Fatalf("%s at %d: line %d is %d cells: %q", name, w, i, CellWidth(l), l)
		}
	}
}

// cutWord says a line is a word longer than w, cut (a mark after it,
// even unspaced, may then begin the next line).
func cutWord(l string, w int) bool { return CellWidth(l) >= w-1 && !strings.Contains(l, " ") }

// firstRune is the first character of s, as a string.
func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

// The catalogues hold no no-break space of their own: Wrap gives back
// every one as a plain space.
func TestNoBreakSpaceUnused(t *testing.T) {
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		for _, key := range cat.Keys() {
			if strings.Contains(cat.T(key), noBreak) {
				t.Errorf("%s %s holds a no-break space", lang, key)
			}
		}
	}
}

// A mark stays with its word; the spaces given back are plain.
func TestWrapMarks(t *testing.T) {
	for _, c := range []struct {
		text string
		w    int
		want []string
	}{
		{"juste avant vous : seules ses défausses", 16, []string{"juste avant", "vous : seules", "ses défausses"}},
		{"Prête ? Oui !", 6, []string{"Prête", "?", "Oui !"}},
		{"dit « Pung » ici", 8, []string{"dit", "« Pung »", "ici"}},
	} {
		if got := Wrap(c.text, c.w); !slices.Equal(got, c.want) {
			t.Errorf("Wrap(%q, %d) = %q, want %q", c.text, c.w, got, c.want)
		}
	}
}

// FlowVar breaks cells into lines of at most w cells, a line's trailing
// blanks cut, a cell wider than w alone on its line.
func TestFlowVar(t *testing.T) {
	cases := []struct {
		cells []string
		w     int
		want  []string
	}{
		{nil, 10, nil},
		{[]string{"ab ", "cd ", "ef "}, 6, []string{"ab cd", "ef"}},
		{[]string{"ab ", "cd ", "ef "}, 9, []string{"ab cd ef"}},
		{[]string{"abcdefgh", "ij"}, 4, []string{"abcdefgh", "ij"}},
		{[]string{"發 ", "中 ", "1m"}, 6, []string{"發 中", "1m"}},
		{[]string{"a", "  ", "b"}, 3, []string{"a", "b"}},
	}
	for _, c := range cases {
		if got := FlowVar(c.cells, c.w); !slices.Equal(got, c.want) {
			t.Errorf("FlowVar(%q, %d) = %q, want %q", c.cells, c.w, got, c.want)
		}
	}
}

// No line of Wrap runs over its width, whatever the hyphens, marks,
// wide characters or colours, for every text of every catalogue and
// the hard cases: ansi.Wrap, breaking a word longer than the width at
// its hyphen, let "a well-k" run 8 cells at 6. No character is lost.
func TestWrapNeverRunsOver(t *testing.T) {
	texts := []string{
		"press +/- to change the speed of the game and more words",
		"a well-known self-drawn half-flush hand of twenty-two tiles here",
		"word - another - more words - and the end of the line now",
		"ab-cd ef-gh ij-kl mn-op qr-st uv-wx yz-ab cd-ef gh-ij kl-mn",
		"  indented 發發發中中中 \x1b[31mred-and-long-coloured\x1b[0m word",
		"Prête ? Oui ! « Pung » /home/someone/.local/share/mahjong/saves",
	}
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		for _, key := range cat.Keys() {
			texts = append(texts, cat.T(key, 2, 2, 2, 2, 2, 2))
		}
	}
	for _, s := range texts {
		for w := 1; w <= 80; w++ {
			lines := Wrap(s, w)
			for i, l := range lines {
				if CellWidth(l) > w && !(CellWidth(l) == 2 && w == 1) {
					t.Fatalf("%q at %d: line %d %q is %d cells", s, w, i, l, CellWidth(l))
				}
			}
			if got, want := strings.Join(strings.Fields(strings.Join(lines, "")), ""), strings.Join(strings.Fields(s), ""); got != want {
				t.Fatalf("%q at %d: wrapped to %q", s, w, lines)
			}
		}
	}
}

// A word is broken only when it is longer than a line: after its last
// hyphen or breakpoint that fits, else at the width; one that fits
// starts the next line whole.
func TestWrapBreaksOnlyLongWords(t *testing.T) {
	for _, c := range []struct {
		text string
		w    int
		path bool
		want []string
	}{
		{"With --tiles letters", 12, false, []string{"With --tiles", "letters"}},
		{"play --tiles letters", 10, false, []string{"play", "--tiles", "letters"}},
		{"a well-known hand", 6, false, []string{"a", "well-", "known", "hand"}},
		{"abcdefghij", 4, false, []string{"abcd", "efgh", "ij"}},
		{"saved to /home/me/saves/game.json", 14, true, []string{"saved to", "/home/me/", "saves/", "game.json"}},
		{"  indented text", 10, false, []string{"  indented", "text"}},
	} {
		wrap := Wrap
		if c.path {
			wrap = WrapPath
		}
		if got := wrap(c.text, c.w); !slices.Equal(got, c.want) {
			t.Errorf("wrap(%q, %d) = %q, want %q", c.text, c.w, got, c.want)
		}
	}
}
