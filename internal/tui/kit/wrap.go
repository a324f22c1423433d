package kit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Wrap wraps text to w cells, at spaces, never before the high marks
// of French (: ; ! ? », spaced from their word) nor after «.
func Wrap(text string, w int) []string {
	return wrapAt(text, w, "")
}

// WrapPath wraps text to w cells as Wrap does, a long file path broken
// after one of its slashes rather than anywhere: a notice naming the
// file written shows the whole path.
func WrapPath(text string, w int) []string {
	return wrapAt(text, w, "/")
}

// WrapAll wraps each text to w cells.
func WrapAll(texts []string, w int) []string {
	var out []string
	for _, t := range texts {
		out = append(out, Wrap(t, w)...)
	}
	return out
}

// wrapAt wraps each paragraph of text to w cells: words fill a line
// while they fit, a word that does not starts the next, and only a word
// longer than w is broken (by breakWord), its first part ending the
// line it meets if it can be cut there at a hyphen or breakpoint. The
// spaces that hold a mark to its word are no-break spaces while the
// text is wrapped, plain ones after; no line ends in a space, and none
// is wider than w.
func wrapAt(text string, w int, breakpoints string) []string {
	if text == "" {
		return nil
	}
	w = max(w, 1)
	var lines []string
	for _, para := range strings.Split(markGlue.Replace(text), "\n") {
		lines = fillLines(lines, para, w, breakpoints)
	}
	for i, l := range lines {
		lines[i] = strings.TrimRight(strings.ReplaceAll(l, noBreak, " "), " ")
	}
	return lines
}

// fillLines appends one paragraph's lines to lines. The spaces before
// the paragraph's first word are kept (an indent); those at a break go.
func fillLines(lines []string, para string, w int, breakpoints string) []string {
	var line strings.Builder
	lw, gap, first := 0, 0, true
	flush := func() {
		lines = append(lines, line.String())
		line.Reset()
		lw, first = 0, false
	}
	for rest, i := para, 0; rest != ""; i++ {
		var word string
		word, rest, _ = strings.Cut(rest, " ")
		if i > 0 {
			gap++
		}
		if word == "" {
			continue
		}
		ww := CellWidth(word)
		if lw > 0 && lw+gap+ww > w {
			if ww > w { // a long word begins here if it can be cut here
				if head, rest, ok := breakWord(word, w-lw-gap, breakpoints, false); ok {
					writeGap(&line, gap)
					line.WriteString(head)
					word, ww = rest, CellWidth(rest)
				}
			}
			flush()
		}
		if lw == 0 && !first {
			gap = 0
		}
		gap = min(gap, w-1) // an indent leaves room for a character
		for gap+ww > w {    // longer than a whole line: broken
			head, rest, _ := breakWord(word, w-gap, breakpoints, true)
			writeGap(&line, gap)
			line.WriteString(head)
			flush()
			word, ww, gap = rest, CellWidth(rest), 0
		}
		writeGap(&line, gap)
		line.WriteString(word)
		lw, gap = lw+gap+ww, 0
	}
	if lw > 0 || first {
		flush()
	}
	return lines
}

// writeGap writes n spaces.
func writeGap(b *strings.Builder, n int) {
	for range n {
		b.WriteByte(' ')
	}
}

// breakWord cuts a word wider than room into a head at most room cells
// wide and the rest: after the last hyphen or breakpoint that fits,
// else at the last no-break space that fits, else (hard) at room, the
// head never empty. Without hard and no such place, ok is false.
func breakWord(word string, room int, breakpoints string, hard bool) (head, rest string, ok bool) {
	fit := fitPrefix(word, max(room, 1))
	if at := strings.LastIndexAny(fit, "-"+breakpoints); at > 0 && at < len(word)-1 {
		return word[:at+1], word[at+1:], true
	}
	if at := strings.LastIndex(fit, noBreak); at > 0 {
		return word[:at], word[at+len(noBreak):], true
	}
	return fit, word[len(fit):], hard
}

// fitPrefix is the longest prefix of s at most room cells wide, cut
// between characters (never inside one or inside an escape sequence),
// or s's first character alone if even that is wider.
func fitPrefix(s string, room int) string {
	var state byte
	at, cells := 0, 0
	for at < len(s) {
		_, width, n, next := ansi.DecodeSequence(s[at:], state, nil)
		if cells+width > room && cells > 0 {
			break
		}
		at, cells, state = at+n, cells+width, next
	}
	return s[:at]
}

// noBreak is the no-break space that holds a mark to its word while a
// text is wrapped (the catalogues hold none of their own:
// TestNoBreakSpaceUnused).
const noBreak = "\u00a0"

// markGlue holds French typography's spaced marks to their words, and
// a key written with a final hyphen ("+/-", "-") to the word after it.
var markGlue = strings.NewReplacer(" :", noBreak+":", " ;", noBreak+";", " !", noBreak+"!",
	" ?", noBreak+"?", " »", noBreak+"»", "« ", "«"+noBreak, "- ", "-"+noBreak)
