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
