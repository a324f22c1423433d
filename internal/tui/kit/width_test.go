package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// Every character of knownWidths has the width ansi.StringWidth gives
// it, alone and beside ASCII, a coloured space, itself and each
// range's first character, on either side: it is a grapheme cluster of
// its own, so that CellWidth may add it up.
func TestKnownWidths(t *testing.T) {
	var firsts []string
	for _, k := range knownWidths {
		firsts = append(firsts, string(k.lo))
	}
	for _, k := range knownWidths {
		for r := k.lo; r <= k.hi; r++ {
			c := string(r)
			for _, s := range append([]string{c, "a" + c, c + "a", c + c, "\x1b[31m " + c + "\x1b[m", c + "\x1b[1m" + c},
				wrapEach(c, firsts)...) {
				if got, want := CellWidth(s), ansi.StringWidth(s); got != want {
					t.Fatalf("%q (U+%04X): CellWidth %d, ansi.StringWidth %d", s, r, got, want)
				}
			}
		}
	}
}

// wrapEach puts c before and after each of others.
func wrapEach(c string, others []string) []string {
	var out []string
	for _, o := range others {
		out = append(out, c+o, o+c)
	}
	return out
}

// Width measures as lipgloss.Width: the widest line.
func TestWidthOfLines(t *testing.T) {
	for _, s := range []string{"", "abc", "ab\nabcd\n", "┌──┐\n│北│\n└──┘", "\x1b[31mé\x1b[m\nx", strings.Repeat("·", 5) + "\n\n"} {
		if got, want := Width(s), ansiWidest(s); got != want {
			t.Errorf("Width(%q) = %d, want %d", s, got, want)
		}
	}
}

// ansiWidest is the widest line by ansi.StringWidth.
func ansiWidest(s string) int {
	w := 0
	for _, l := range strings.Split(s, "\n") {
		w = max(w, ansi.StringWidth(l))
	}
	return w
}
