package vt

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Terminal is a screen of Width x Height cells and its cursor. Write
// feeds it; a sequence cut between two writes is kept until it is whole.
type Terminal struct {
	w, h     int
	cells    [][]rune // 0: the right half of a wide character
	x, y     int
	top, bot int // the scroll region, rows top..bot
	wrapNext bool
	autowrap bool
	insert   bool
	last     rune // the last character printed (REP)
	savedX   int
	savedY   int
	state    byte
	pending  []byte
	p        *ansi.Parser
}

// New makes a blank terminal of w columns and h rows (at least 1x1).
func New(w, h int) *Terminal {
	w, h = max(w, 1), max(h, 1)
	t := &Terminal{w: w, h: h, autowrap: true, bot: h - 1, p: ansi.NewParser()}
	t.cells = make([][]rune, h)
	for i := range t.cells {
		t.cells[i] = blank(w)
	}
	return t
}

func blank(w int) []rune {
	r := make([]rune, w)
	for i := range r {
		r[i] = ' '
	}
	return r
}

// Write reads b as a terminal would; it never fails.
func (t *Terminal) Write(b []byte) (int, error) {
	n := len(b)
	data := b
	if len(t.pending) > 0 {
		data = append(t.pending, b...)
		t.pending = nil
	}
	for len(data) > 0 {
		if data[0] >= 0x80 && !utf8.FullRune(data) {
			t.pending = append([]byte(nil), data...)
			break
		}
		seq, width, used, state := ansi.DecodeSequence(data, t.state, t.p)
		if state != ansi.NormalState && used == len(data) {
			// A sequence not yet whole: wait for the rest.
			t.pending = append([]byte(nil), data...)
			break
		}
		t.state = ansi.NormalState
		t.handle(seq, width)
		data = data[used:]
	}
	return n, nil
}

// handle applies one decoded sequence or grapheme.
func (t *Terminal) handle(seq []byte, width int) {
	switch {
	case len(seq) == 0:
	case width > 0:
		r, _ := utf8.DecodeRune(seq)
		t.print(r, width)
	case ansi.HasCsiPrefix(seq):
		t.csi()
	case ansi.HasOscPrefix(seq), ansi.HasDcsPrefix(seq), ansi.HasApcPrefix(seq):
	case ansi.HasEscPrefix(seq) && len(seq) == 2:
		t.esc(seq[1])
	case len(seq) == 1:
		t.control(seq[0])
	}
}

// print writes a character of width cells at the cursor.
func (t *Terminal) print(r rune, width int) {
	if t.wrapNext {
		t.wrapNext = false
		t.x = 0
		t.lineFeed()
	}
	if t.x+width > t.w {
		if !t.autowrap {
			t.x = t.w - width
		} else {
			t.x = 0
			t.lineFeed()
		}
	}
	row := t.cells[t.y]
	if t.insert {
		copy(row[t.x+width:], row[t.x:])
	}
	row[t.x] = r
	for i := 1; i < width && t.x+i < t.w; i++ {
		row[t.x+i] = 0
	}
	t.last = r
	t.x += width
	if t.x >= t.w {
		t.x = t.w - 1
		t.wrapNext = t.autowrap
	}
}

// control applies a C0 control character.
func (t *Terminal) control(c byte) {
	t.wrapNext = false
	switch c {
	case '\r':
		t.x = 0
	case '\n', '\v', '\f':
		t.lineFeed()
	case '\b':
		t.x = max(t.x-1, 0)
	case '\t':
		t.x = min((t.x/8+1)*8, t.w-1)
	}
}

// esc applies a two-byte escape sequence.
func (t *Terminal) esc(c byte) {
	t.wrapNext = false
	switch c {
	case 'D':
		t.lineFeed()
	case 'E':
		t.x = 0
		t.lineFeed()
	case 'M':
		if t.y == t.top {
			t.scrollDown(1)
		} else {
			t.y = max(t.y-1, 0)
		}
	case '7':
		t.savedX, t.savedY = t.x, t.y
	case '8':
		t.x, t.y = t.savedX, t.savedY
	}
}

// lineFeed moves down a row, scrolling the region at its bottom.
func (t *Terminal) lineFeed() {
	switch {
	case t.y == t.bot:
		t.scrollUp(1)
	case t.y < t.h-1:
		t.y++
	}
}

// scrollUp moves the region's rows up n, blank rows at its bottom.
func (t *Terminal) scrollUp(n int) {
	n = min(n, t.bot-t.top+1)
	region := t.cells[t.top : t.bot+1]
	copy(region, region[n:])
	for i := len(region) - n; i < len(region); i++ {
		region[i] = blank(t.w)
	}
}

// scrollDown moves the region's rows down n, blank rows at its top.
func (t *Terminal) scrollDown(n int) {
	n = min(n, t.bot-t.top+1)
	region := t.cells[t.top : t.bot+1]
	copy(region[n:], region)
	for i := 0; i < n; i++ {
		region[i] = blank(t.w)
	}
}

// param is the CSI parameter i, def when missing or 0 (with zero set:
// only when missing).
func (t *Terminal) param(i, def int, zero bool) int {
	v, ok := t.p.Param(i, def)
	if !ok || v == 0 && !zero {
		return def
	}
	return v
}

// Screen is the screen's text: its rows, each without trailing spaces.
func (t *Terminal) Screen() []string {
	out := make([]string, t.h)
	for i := range t.cells {
		out[i] = t.Line(i)
	}
	return out
}

// Line is row i's text without trailing spaces ("" out of range).
func (t *Terminal) Line(i int) string {
	if i < 0 || i >= t.h {
		return ""
	}
	var b strings.Builder
	for _, r := range t.cells[i] {
		if r != 0 {
			b.WriteRune(r)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// String is the screen's rows joined by line feeds.
func (t *Terminal) String() string { return strings.Join(t.Screen(), "\n") }
