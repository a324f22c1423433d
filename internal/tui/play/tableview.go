package play

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Layout is where each part of the table goes for a terminal size.
type Layout struct {
	large                  bool
	topH                   int
	midY, midH             int
	sideW                  int
	InfoY, discY, discRows int
	handY, promptY, helpY  int
	promptRows             int
	centerX, centerW       int
	topX, topW             int
	handRows               int
	humanX, humanW         int
	logRoom                bool
	boxed                  bool
}

// LayoutTable places the table's parts. At a table of three (three) the
// place across is the empty seat's: one line says so, and the seats on
// the sides and the centre take the rows it leaves.
func LayoutTable(w, h int, boxed, three bool) Layout {
	l := Layout{large: w >= 100 && h >= 30, boxed: boxed}
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
	l.InfoY = l.discY - 1
	if three {
		l.topH = 1
	}
	l.midY = 1 + l.topH
	l.midH = l.InfoY - l.midY
	l.centerX = l.sideW + 1
	l.centerW = w - 2*l.sideW - 2
	l.topX, l.topW = 2, w-4
	l.humanX, l.humanW = 2, w-4
	l.logRoom = l.large
	return l
}

// DrawTable lays the table's view-model out on a w x h canvas.
func DrawTable(vm VM, p kit.Painter, w, h int) *kit.Canvas {
	c := kit.NewCanvas(w, h)
	three := vm.Seats[kit.PlaceAcross].Empty
	l := LayoutTable(w, h, vm.Boxed, three)

	c.Put(0, 0, p.Paint(kit.InkBar, vm.Bar))

	// Across the table, on the left (plays before you: your chows come
	// from there), on the right; the seats are kept by place.
	if three {
		label := vm.Seats[kit.PlaceAcross].Header
		c.Put(max(0, (w-kit.Width(label))/2), 1, label)
	} else {
		c.Put(l.topX, 1, seatLines(vm.Seats[kit.PlaceAcross], l.topW, l.topH)...)
	}
	c.Put(0, l.midY, seatLines(vm.Seats[kit.PlaceLeft], l.sideW, l.midH)...)
	c.Put(w-l.sideW, l.midY, seatLines(vm.Seats[kit.PlaceRight], l.sideW, l.midH)...)

	// The centre.
	var center []string
	for _, line := range kit.WrapPath(vm.Alert, l.centerW) {
		center = append(center, p.Theme.Bad.Render(line))
	}
	center = append(center, kit.WrapAll(vm.CenterTop, l.centerW)...)
	bottom := kit.WrapAll(vm.CenterBottom, l.centerW)
	if vm.Last != rules.NoTile {
		if vm.LastBox && len(center)+len(bottom)+3 <= l.midH {
			b := p.Box(vm.Last)
			center = append(center, "  "+b[0], "  "+b[1], "  "+b[2])
		} else if n := len(center); n > 0 {
			center[n-1] += " " + p.Face(vm.Last)
		}
	}
	center = append(center, bottom...)
	// The coach's lines, whole, as many as fit (the most important come
	// first); a line cut in the middle would mislead.
	for _, line := range vm.Coach {
		wrapped := kit.WrapAll([]string{line}, l.centerW)
		if len(center)+len(wrapped) > l.midH {
			break
		}
		center = append(center, wrapped...)
	}
	if l.logRoom && len(center) < l.midH-2 {
		room := l.midH - len(center) - 1
		logs := logRows(vm.LogLines, p, l.centerW)
		if len(logs) > room {
			logs = logs[len(logs)-room:]
		}
		center = append(center, "")
		center = append(center, logs...)
	}
	c.Put(l.centerX, l.midY, kit.Fit(center, l.centerW, l.midH)...)

	drawPerson(c, vm, p, l, w)

	// The prompt and its choices, then the help line.
	drawPrompt(c, vm, p, l, w)
	c.Put(0, l.helpY, vm.Help)
	return c
}

// drawPerson draws the person's seat: its header and melds (the practice
// aids on at the right of it), its discards, its hand.
func drawPerson(c *kit.Canvas, vm VM, p kit.Painter, l Layout, w int) {
	me := vm.Seats[kit.PlaceMe]
	info := me.Header
	if me.Level != "" {
		info += "  " + me.Level
	}
	boxMelds := vm.Boxed && l.large && handWidth(vm)+meldsWidth(vm.HumanMelds) <= w-2
	switch {
	case boxMelds && len(vm.HumanBonus) > 0:
		info += "   " + vm.HumanBonus
	case !boxMelds && len(me.Melds) > 0:
		info += "   " + strings.Join(me.Melds, "")
	}
	c.Put(0, l.InfoY, info)
	if vm.Aids != "" {
		c.Put(max(kit.Width(info)+3, w-kit.Width(vm.Aids)), l.InfoY, vm.Aids)
	}
	disc := kit.FlowVar(me.Discards, l.humanW)
	if len(disc) > l.discRows {
		disc = disc[len(disc)-l.discRows:]
	}
	c.Put(l.humanX, l.discY, disc...)
	drawHand(c, vm, p, l, w, boxMelds)

}

// drawHand draws the hand row, the selected tile raised (boxed) or in
// brackets (plain styles), the drawn tile set apart, marks underneath.
func drawHand(c *kit.Canvas, vm VM, p kit.Painter, l Layout, w int, boxMelds bool) {
	total := handWidth(vm)
	if boxMelds {
		total += meldsWidth(vm.HumanMelds)
	}
	x0 := max(0, (w-total)/2)
	if boxMelds {
		// The declared melds in boxes to the right of the hand, as laid
		// out at the table; a concealed kong shows two backs.
		x := x0 + handWidth(vm)
		for _, m := range vm.HumanMelds {
			x += 3
			for i, t := range m.Meld.Tiles() {
				b := p.Box(t)
				if m.Kong == rules.KongConcealed && (i == 0 || i == 3) {
					b = p.BackBox()
				}
				c.Put(x, l.handY+1, b[0], b[1], b[2])
				x += 4
			}
		}
	}
	for i, t := range vm.Hand {
		x := x0 + i*4
		if t.Drawn {
			x += 2
		}
		id := zoneID("hand:", i)
		if t.Back {
			if vm.Boxed {
				b := p.BackBox()
				c.Put(x, l.handY+1, b[0], b[1], b[2])
			} else {
				c.Put(x+1, l.handY, p.BackFace())
			}
			continue
		}
		if vm.Boxed {
			b := p.Box(t.Tile)
			y := l.handY + 1
			if t.Selected {
				y = l.handY
			}
			c.PutID(id, x, y, b[0], b[1], b[2])
			c.Put(x+1, l.handY+4, t.Mark)
			continue
		}
		cell := " " + p.Face(t.Tile) + " "
		if t.Selected {
			cell = p.Inks.SelOpen + p.Face(t.Tile) + p.Inks.SelClose
		}
		c.PutID(id, x, l.handY, cell)
		c.Put(x+1, l.handY+1, t.Mark)
	}
}

// zoneIDs are the click zones of the hand's tiles and the prompt's
// choices, named once.
var zoneIDs = func() map[string][]string {
	ids := map[string][]string{}
	for _, prefix := range []string{"hand:", "choice:"} {
		for i := range 20 {
			ids[prefix] = append(ids[prefix], prefix+strconv.Itoa(i))
		}
	}
	return ids
}()

// zoneID is the click zone prefix and i ("hand:3").
func zoneID(prefix string, i int) string {
	if ids := zoneIDs[prefix]; i < len(ids) {
		return ids[i]
	}
	return prefix + strconv.Itoa(i)
}

// handWidth is the width of the hand row in cells.
func handWidth(vm VM) int {
	n := len(vm.Hand)
	if n > 0 && vm.Hand[n-1].Drawn {
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
func drawPrompt(c *kit.Canvas, vm VM, p kit.Painter, l Layout, w int) {
	labels := func(short bool) ([]string, int) {
		out := make([]string, len(vm.Choices))
		width := 0
		for i, ch := range vm.Choices {
			label := ch.Label
			if short {
				label = ch.Short
			}
			if ch.Selected {
				out[i] = p.Theme.Accent.Render("›" + label)
			} else {
				out[i] = " " + label
			}
			width += kit.Width(out[i]) + 1
		}
		return out, width
	}
	ls, width := labels(false)
	y, x := l.promptY, 0
	promptW := 0
	if vm.Prompt != "" {
		promptW = kit.Width(vm.Prompt) + 1
	}
	switch {
	case promptW+width <= w:
		c.Put(0, y, vm.Prompt)
		x = promptW
	case l.promptRows > 1:
		c.Put(0, y, vm.Prompt)
		y++
	case len(ls) == 0:
		c.Put(0, y, vm.Prompt) // cut to the width
	default:
		// One line: the choices matter more than the words.
		if width > w {
			ls, _ = labels(true)
		}
	}
	for i, label := range ls {
		c.PutID(zoneID("choice:", i), x, y, label)
		x += kit.Width(label) + 1
	}
}

// seatLines draws a seat's block: its header, its concealed tiles and
// melds, its discards (the latest kept when they do not all fit).
func seatLines(s SeatVM, w, h int) []string {
	// A header too long for the column (a large score, the dealer and a
	// declaration: "CALLING") goes on two lines at its spaces, never cut.
	lines := []string{s.Header}
	if kit.Width(s.Header) > w {
		lines = kit.Fit(kit.Wrap(s.Header, w), w, 2)
	}
	switch {
	case s.Level == "":
	case len(lines) == 1 && kit.Width(s.Header)+2+kit.Width(s.Level) <= w:
		lines[0] += "  " + s.Level
	default:
		lines = append(lines, "  "+s.Level)
	}
	if s.Reading != "" {
		lines = append(lines, kit.Wrap(s.Reading, w)...)
	}
	hand := s.Concealed
	if len(s.Melds) > 0 {
		hand = make([]string, 0, len(s.Concealed)+1+len(s.Melds))
		hand = append(append(append(hand, s.Concealed...), "  "), s.Melds...)
	}
	lines = append(lines, kit.FlowVar(hand, w)...)
	room := h - len(lines)
	disc := kit.FlowVar(s.Discards, w)
	if room <= 0 {
		return kit.Fit(lines, w, h)
	}
	if s.FaceUp && len(disc) > 0 && len(disc)+1 < room {
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

// logRows lays the log's lines out w cells wide: each after its dot,
// wrapped under it rather than cut (a notice said at a served table reads
// whole).
func logRows(lines []string, p kit.Painter, w int) []string {
	var rows []string
	w = max(w-2, 8)
	for _, line := range lines {
		if kit.Width(line) <= w { // most lines: no wrapping on the frame's path
			rows = append(rows, p.Inks.Dot+line)
			continue
		}
		for i, row := range kit.Wrap(line, w) {
			if i == 0 {
				rows = append(rows, p.Inks.Dot+row)
			} else {
				rows = append(rows, "  "+row)
			}
		}
	}
	return rows
}
