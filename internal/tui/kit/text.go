package kit

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Fit cuts every line to w cells and keeps at most h lines.
func Fit(lines []string, w, h int) []string {
	lines, _ = FitWidth(lines, w, h)
	return lines
}

// FitWidth is Fit, also returning the widest line's width (each line is
// measured once).
func FitWidth(lines []string, w, h int) ([]string, int) {
	if len(lines) > h {
		lines = lines[:h]
	}
	out := make([]string, len(lines))
	widest := 0
	for i, l := range lines {
		lw := CellWidth(l)
		if lw > w {
			l = ansi.Truncate(l, w, "…")
			lw = ansi.StringWidth(l)
		}
		out[i], widest = l, max(widest, lw)
	}
	return out, widest
}

// Width is lipgloss.Width (the widest line's ansi.StringWidth), each
// line measured by CellWidth.
func Width(s string) int {
	w := 0
	for {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			return max(w, CellWidth(s))
		}
		w, s = max(w, CellWidth(s[:i])), s[i+1:]
	}
}

// CellWidth is ansi.StringWidth, counted byte by byte for the common
// text of a frame (ASCII, SGR colour sequences and the characters of
// knownWidths: the boxes, the backs, the punctuation, accented letters,
// the honours' faces); any other text is measured by ansi.StringWidth.
func CellWidth(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case b >= 0x20 && b < 0x7f:
			n++
		case b >= 0x80:
			r, size := utf8.DecodeRuneInString(s[i:])
			w := runeWidth(r)
			if w < 0 {
				return ansi.StringWidth(s)
			}
			n += w
			i += size - 1
		case b == 0x1b && i+1 < len(s) && s[i+1] == '[':
			// A CSI sequence: parameters, then one final byte.
			j := i + 2
			for j < len(s) && s[j] >= 0x20 && s[j] <= 0x3f {
				j++
			}
			if j >= len(s) || s[j] < 0x40 || s[j] > 0x7e {
				return ansi.StringWidth(s)
			}
			i = j
		default:
			return ansi.StringWidth(s)
		}
	}
	return n
}

// knownWidths are the widths of characters that are each a grapheme
// cluster of their own whatever comes next (none extends, joins or
// prepends): the characters a frame draws besides ASCII, most common
// first. TestKnownWidths checks each against ansi.StringWidth.
var knownWidths = [...]struct {
	lo, hi rune
	w      int
}{
	{0x2500, 0x259f, 1}, // box drawing, block elements
	{0x25a0, 0x25a9, 1}, // squares (▮ is below, 0x25ae)
	{0x25ac, 0x25b5, 1},
	{0x2010, 0x2027, 1}, // dashes, quotes, bullets, the ellipsis
	{0x2030, 0x205e, 1}, // per mille, primes, angle quotes (›)
	{0x2190, 0x2193, 1}, // arrows
	{0x00a1, 0x00ac, 1}, // Latin-1 punctuation (·), accented letters
	{0x00ae, 0x00ff, 1},
	{0x0100, 0x017f, 1}, // Latin Extended-A (œ)
	{0x4e00, 0x9fff, 2}, // CJK ideographs (the honours' faces)
}

// runeWidth is a character's width by knownWidths, -1 for another.
func runeWidth(r rune) int {
	for _, k := range knownWidths {
		if r >= k.lo && r <= k.hi {
			return k.w
		}
	}
	return -1
}

// Flow lays out cells of equal width in lines of at most w cells.
func Flow(cells []string, cellWidth, w int) []string {
	per := max(1, w/cellWidth)
	var lines []string
	for i := 0; i < len(cells); i += per {
		lines = append(lines, strings.Join(cells[i:min(i+per, len(cells))], ""))
	}
	return lines
}

// FlowVar lays out cells of any width in lines of at most w cells (the
// lines are cut from one string of the cells: one allocation).
func FlowVar(cells []string, w int) []string {
	all := strings.Join(cells, "")
	var lines []string
	start, at, cw := 0, 0, 0
	for _, cell := range cells {
		n := Width(cell)
		if cw > 0 && cw+n > w {
			lines = append(lines, strings.TrimRight(all[start:at], " "))
			start, cw = at, 0
		}
		at += len(cell)
		cw += n
	}
	if cw > 0 {
		lines = append(lines, strings.TrimRight(all[start:at], " "))
	}
	return lines
}

// Spaced adds a space after each cell but the last.
func Spaced(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = c
		if i < len(cells)-1 {
			out[i] += " "
		}
	}
	return out
}

// Signed writes a score with its sign.
func Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// ZoneIndex reads "prefix:N" hit IDs.
func ZoneIndex(id, prefix string) (int, bool) {
	if len(id) <= len(prefix) || id[:len(prefix)] != prefix {
		return 0, false
	}
	n, err := strconv.Atoi(id[len(prefix):])
	return n, err == nil
}
