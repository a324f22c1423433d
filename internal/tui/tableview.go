package tui

import (
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/rules"
)

// minWidth and minHeight are the smallest terminal the table fits in.
const (
	minWidth  = 80
	minHeight = 24
)

// tableLayout is where each part of the table goes for a terminal size.
type tableLayout struct {
	large                  bool
	topH                   int
	midY, midH             int
	sideW                  int
	infoY, discY, discRows int
	handY, promptY, helpY  int
	promptRows             int
	centerX, centerW       int
	topX, topW             int
	handRows               int
	humanX, humanW         int
	logRoom                bool
	boxed                  bool
}

// layoutTable places the table's parts. At a table of three (three) the
// place across is the empty seat's: one line says so, and the seats on
// the sides and the centre take the rows it leaves.
func layoutTable(w, h int, boxed, three bool) tableLayout {
	l := tableLayout{large: w >= 100 && h >= 30, boxed: boxed}
	l.helpY = h - 1
	l.promptRows = 1
	l.topH = 4
	l.sideW = 25
	l.discRows = 2
	if l.large {
		l.promptRows = 2
		l.topH = 5
		l.sideW = 28
		if w >= 120 {
			l.sideW = 32
		}
		if h >= 38 {
			l.topH = 6
			l.discRows = 3
		}
	}
	l.handRows = 2
	if boxed {
		l.handRows = 5
	}
	l.promptY = l.helpY - l.promptRows
	l.handY = l.promptY - l.handRows
	l.discY = l.handY - l.discRows
	l.infoY = l.discY - 1
	if three {
		l.topH = 1
	}
	l.midY = 1 + l.topH
	l.midH = l.infoY - l.midY
	l.centerX = l.sideW + 1
	l.centerW = w - 2*l.sideW - 2
	l.topX, l.topW = 2, w-4
	l.humanX, l.humanW = 2, w-4
	l.logRoom = l.large
	return l
}

// drawTable lays the table's view-model out on a w x h canvas.
func drawTable(vm tableVM, p painter, w, h int) *canvas {
	c := &canvas{w: w, h: h}
	three := vm.seats[placeAcross].empty
	l := layoutTable(w, h, vm.boxed, three)

	c.put(0, 0, p.th.Bar.Render(vm.bar))

	// Across the table, on the left (plays before you: your chows come
	// from there), on the right; the seats are kept by place.
	if three {
		label := vm.seats[placeAcross].header
		c.put(max(0, (w-lipgloss.Width(label))/2), 1, label)
	} else {
		c.put(l.topX, 1, seatLines(vm.seats[placeAcross], l.topW, l.topH)...)
	}
	c.put(0, l.midY, seatLines(vm.seats[placeLeft], l.sideW, l.midH)...)
	c.put(w-l.sideW, l.midY, seatLines(vm.seats[placeRight], l.sideW, l.midH)...)

	// The centre.
	var center []string
	center = append(center, wrapAll(vm.centerTop, l.centerW)...)
	bottom := wrapAll(vm.centerBottom, l.centerW)
	if vm.last != rules.NoTile {
		if vm.lastBox && len(center)+len(bottom)+3 <= l.midH {
			b := p.box(vm.last)
			center = append(center, "  "+b[0], "  "+b[1], "  "+b[2])
		} else if n := len(center); n > 0 {
			center[n-1] += " " + p.face(vm.last)
		}
	}
	center = append(center, bottom...)
	// The coach's lines, whole, as many as fit (the most important come
	// first); a line cut in the middle would mislead.
	for _, line := range vm.coach {
		wrapped := wrapAll([]string{line}, l.centerW)
		if len(center)+len(wrapped) > l.midH {
			break
		}
		center = append(center, wrapped...)
	}
	if l.logRoom && len(center) < l.midH-2 {
		room := l.midH - len(center) - 1
		logs := vm.logLines
		if len(logs) > room {
			logs = logs[len(logs)-room:]
		}
		center = append(center, "")
		for _, line := range logs {
			center = append(center, p.k.dot+line)
		}
	}
	c.put(l.centerX, l.midY, fit(center, l.centerW, l.midH)...)

	// The human: header and melds, discards, the hand.
	me := vm.seats[placeMe]
	info := me.header
	boxMelds := vm.boxed && l.large && handWidth(vm)+meldsWidth(vm.humanMelds) <= w-2
	switch {
	case boxMelds && len(vm.humanBonus) > 0:
		info += "   " + vm.humanBonus
	case !boxMelds && len(me.melds) > 0:
		info += "   " + strings.Join(me.melds, "")
	}
	c.put(0, l.infoY, info)
	disc := flowVar(me.discards, l.humanW)
	if len(disc) > l.discRows {
		disc = disc[len(disc)-l.discRows:]
	}
	c.put(l.humanX, l.discY, disc...)
	drawHand(c, vm, p, l, w, boxMelds)

	// The prompt and its choices, then the help line.
	drawPrompt(c, vm, p, l, w)
	c.put(0, l.helpY, vm.help)
	return c
}

// drawHand draws the hand row, the selected tile raised (boxed) or in
// brackets (plain styles), the drawn tile set apart, marks underneath.
func drawHand(c *canvas, vm tableVM, p painter, l tableLayout, w int, boxMelds bool) {
	total := handWidth(vm)
	if boxMelds {
		total += meldsWidth(vm.humanMelds)
	}
	x0 := max(0, (w-total)/2)
	if boxMelds {
		// The declared melds in boxes to the right of the hand, as laid
		// out at the table; a concealed kong shows two backs.
		x := x0 + handWidth(vm)
		for _, m := range vm.humanMelds {
			x += 3
			for i, t := range m.Meld.Tiles() {
				b := p.box(t)
				if m.Kong == rules.KongConcealed && (i == 0 || i == 3) {
					b = p.backBox()
				}
				c.put(x, l.handY+1, b[0], b[1], b[2])
				x += 4
			}
		}
	}
	for i, t := range vm.hand {
		x := x0 + i*4
		if t.drawn {
			x += 2
		}
		id := "hand:" + strconv.Itoa(i)
		if t.back {
			if vm.boxed {
				b := p.backBox()
				c.put(x, l.handY+1, b[0], b[1], b[2])
			} else {
				c.put(x+1, l.handY, p.backFace())
			}
			continue
		}
		if vm.boxed {
			b := p.box(t.tile)
			y := l.handY + 1
			if t.selected {
				y = l.handY
			}
			c.putID(id, x, y, b[0], b[1], b[2])
			c.put(x+1, l.handY+4, t.mark)
			continue
		}
		cell := " " + p.face(t.tile) + " "
		if t.selected {
			cell = p.k.selOpen + p.face(t.tile) + p.k.selClose
		}
		c.putID(id, x, l.handY, cell)
		c.put(x+1, l.handY+1, t.mark)
	}
}

// handWidth is the width of the hand row in cells.
func handWidth(vm tableVM) int {
	n := len(vm.hand)
	if n > 0 && vm.hand[n-1].drawn {
		return n*4 + 2
	}
	return n * 4
}

// meldsWidth is the width of boxed melds laid after the hand.
func meldsWidth(melds []rules.ExposedMeld) int {
	w := 0
	for _, m := range melds {
		w += 3 + 4*m.Meld.Size()
	}
	return w
}

// drawPrompt writes the prompt, then its choices, each a click zone. When
// they do not fit, the choices go on the next line (large layout) or
// replace the words, with short labels if need be (compact).
func drawPrompt(c *canvas, vm tableVM, p painter, l tableLayout, w int) {
	labels := func(short bool) ([]string, int) {
		out := make([]string, len(vm.choices))
		width := 0
		for i, ch := range vm.choices {
			label := ch.label
			if short {
				label = ch.short
			}
			if ch.selected {
				out[i] = p.th.Accent.Render("›" + label)
			} else {
				out[i] = " " + label
			}
			width += lipgloss.Width(out[i]) + 1
		}
		return out, width
	}
	ls, width := labels(false)
	y, x := l.promptY, 0
	promptW := 0
	if vm.prompt != "" {
		promptW = lipgloss.Width(vm.prompt) + 1
	}
	switch {
	case promptW+width <= w:
		c.put(0, y, vm.prompt)
		x = promptW
	case l.promptRows > 1:
		c.put(0, y, vm.prompt)
		y++
	case len(ls) == 0:
		c.put(0, y, vm.prompt) // cut to the width
	default:
		// One line: the choices matter more than the words.
		if width > w {
			ls, _ = labels(true)
		}
	}
	for i, label := range ls {
		c.putID("choice:"+strconv.Itoa(i), x, y, label)
		x += lipgloss.Width(label) + 1
	}
}

// seatLines draws a seat's block: its header, its concealed tiles and
// melds, its discards (the latest kept when they do not all fit).
func seatLines(s seatVM, w, h int) []string {
	lines := []string{s.header}
	if s.reading != "" {
		lines = append(lines, wrap(s.reading, w)...)
	}
	hand := append(append([]string{}, s.concealed...), "  ")
	hand = append(hand, s.melds...)
	if len(s.melds) == 0 {
		hand = s.concealed
	}
	lines = append(lines, flowVar(hand, w)...)
	room := h - len(lines)
	disc := flowVar(s.discards, w)
	if room <= 0 {
		return fit(lines, w, h)
	}
	if s.faceUp && len(disc) > 0 && len(disc)+1 < room {
		// A face-up hand is set apart from the discards by a blank line
		// when there is room for it, so the two rows of tiles are not read
		// as one.
		lines = append(lines, "")
		room--
	}
	if len(disc) > room {
		disc = disc[len(disc)-room:]
	}
	return append(lines, disc...)
}

// flowVar lays out cells of any width in lines of at most w cells.
func flowVar(cells []string, w int) []string {
	var lines []string
	var cur strings.Builder
	cw := 0
	for _, cell := range cells {
		n := lipgloss.Width(cell)
		if cw > 0 && cw+n > w {
			lines = append(lines, strings.TrimRight(cur.String(), " "))
			cur.Reset()
			cw = 0
		}
		cur.WriteString(cell)
		cw += n
	}
	if cw > 0 {
		lines = append(lines, strings.TrimRight(cur.String(), " "))
	}
	return lines
}

// wrapAll wraps each text to w cells.
func wrapAll(texts []string, w int) []string {
	var out []string
	for _, t := range texts {
		out = append(out, wrap(t, w)...)
	}
	return out
}
