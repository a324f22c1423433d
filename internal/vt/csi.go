package vt

import "github.com/charmbracelet/x/ansi"

// csi applies a control sequence (the parser holds it).
func (t *Terminal) csi() {
	cmd := ansi.Cmd(t.p.Command())
	t.wrapNext = false
	if cmd.Intermediate() != 0 {
		return
	}
	if cmd.Prefix() == '?' {
		t.privateMode(cmd.Final())
		return
	}
	if cmd.Prefix() != 0 {
		return
	}
	n := t.param(0, 1, false)
	switch cmd.Final() {
	case 'H', 'f':
		t.y = clamp(t.param(0, 1, false)-1, 0, t.h-1)
		t.x = clamp(t.param(1, 1, false)-1, 0, t.w-1)
	case 'A':
		t.y = clamp(t.y-n, 0, t.h-1)
	case 'B', 'e':
		t.y = clamp(t.y+n, 0, t.h-1)
	case 'C', 'a':
		t.x = clamp(t.x+n, 0, t.w-1)
	case 'D':
		t.x = clamp(t.x-n, 0, t.w-1)
	case 'E':
		t.x, t.y = 0, clamp(t.y+n, 0, t.h-1)
	case 'F':
		t.x, t.y = 0, clamp(t.y-n, 0, t.h-1)
	case 'G', '`':
		t.x = clamp(n-1, 0, t.w-1)
	case 'd':
		t.y = clamp(n-1, 0, t.h-1)
	case 'I':
		t.x = min((t.x/8+n)*8, t.w-1)
	case 'Z':
		t.x = max(((t.x+7)/8-n)*8, 0)
	case 'J':
		t.eraseDisplay(t.param(0, 0, true))
	case 'K':
		t.eraseLine(t.param(0, 0, true))
	case 'X':
		t.fill(t.y, t.x, min(t.x+n, t.w))
	case 'b':
		for range min(n, t.w*t.h) {
			t.print(t.last, 1)
		}
	case '@':
		row := t.cells[t.y]
		n = min(n, t.w-t.x)
		copy(row[t.x+n:], row[t.x:])
		t.fill(t.y, t.x, t.x+n)
	case 'P':
		row := t.cells[t.y]
		n = min(n, t.w-t.x)
		copy(row[t.x:], row[t.x+n:])
		t.fill(t.y, t.w-n, t.w)
	case 'L', 'M':
		t.lines(cmd.Final() == 'L', n)
	case 'S':
		t.scrollUp(n)
	case 'T':
		t.scrollDown(n)
	case 'r':
		top, bot := t.param(0, 1, false)-1, t.param(1, t.h, false)-1
		if top < bot && bot < t.h {
			t.top, t.bot = top, bot
		} else {
			t.top, t.bot = 0, t.h-1
		}
		t.x, t.y = 0, 0
	case 'h', 'l':
		if t.param(0, 0, true) == 4 {
			t.insert = cmd.Final() == 'h'
		}
	}
}

// privateMode applies a DEC private mode set or reset.
func (t *Terminal) privateMode(final byte) {
	if final != 'h' && final != 'l' {
		return
	}
	on := final == 'h'
	switch t.param(0, 0, true) {
	case 7:
		t.autowrap = on
	case 1049, 1047, 47:
		t.eraseDisplay(2)
		t.x, t.y = 0, 0
	}
}

// lines inserts (or deletes) n lines at the cursor's row, within the
// scroll region.
func (t *Terminal) lines(insert bool, n int) {
	if t.y < t.top || t.y > t.bot {
		return
	}
	saved := t.top
	t.top = t.y
	if insert {
		t.scrollDown(n)
	} else {
		t.scrollUp(n)
	}
	t.top = saved
	t.x = 0
}

// eraseDisplay: 0 below the cursor, 1 above, 2 and 3 all.
func (t *Terminal) eraseDisplay(mode int) {
	switch mode {
	case 0:
		t.fill(t.y, t.x, t.w)
		for y := t.y + 1; y < t.h; y++ {
			t.fill(y, 0, t.w)
		}
	case 1:
		t.fill(t.y, 0, t.x+1)
		for y := 0; y < t.y; y++ {
			t.fill(y, 0, t.w)
		}
	case 2, 3:
		for y := range t.h {
			t.fill(y, 0, t.w)
		}
	}
}

// eraseLine: 0 right of the cursor, 1 left of it, 2 the whole row.
func (t *Terminal) eraseLine(mode int) {
	switch mode {
	case 0:
		t.fill(t.y, t.x, t.w)
	case 1:
		t.fill(t.y, 0, t.x+1)
	case 2:
		t.fill(t.y, 0, t.w)
	}
}

// fill blanks row y's cells from..to-1.
func (t *Terminal) fill(y, from, to int) {
	row := t.cells[y]
	for x := max(from, 0); x < min(to, t.w); x++ {
		row[x] = ' '
	}
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }
