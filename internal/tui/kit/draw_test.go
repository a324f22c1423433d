package kit

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// CellWidth measures as ansi.StringWidth does, on plain text, colours,
// wide and combining characters, and broken or other sequences.
func TestCellWidth(t *testing.T) {
	for _, s := range []string{
		"", "abc", "\x1b[31mred\x1b[m", "\x1b[1;38;5;208mx\x1b[0m y", "東 Rd 5m", "┌──┐", "e\u0301",
		"\x1b]8;;http://x\x07link\x1b]8;;\x07", "\x1b[", "\x1b[31", "a\tb", "\x1b(B", "\x7f", "· log",
	} {
		if got, want := CellWidth(s), ansi.StringWidth(s); got != want {
			t.Errorf("%q: %d cells, ansi says %d", s, got, want)
		}
	}
}
