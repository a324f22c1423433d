package tui

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/rules"
)

// painter draws tiles in a style with a theme. It only draws: what to
// draw has been decided by the view-model.
type painter struct {
	th *Theme
	g  *Glyphs
	k  *inks
}

// inks are the pieces a painter draws again and again, styled once per
// session (a style's Render is the costliest part of a frame): each
// tile's face, a back, the brackets and box sides, the marks.
type inks struct {
	faces                            [numTiles]string
	back, backFace                   string
	open, close                      string // [ and ], dim
	boxTop, boxSide, boxBottom       string
	marks                            map[string]string // a discard's or a hand tile's mark, styled
	digits                           [10]string        // the hand's digits, dim
	dot, selOpen, selClose, dimBlank string
}

// newInks styles the pieces of a tile style in a theme.
func newInks(th Theme, g *Glyphs) *inks {
	k := &inks{marks: map[string]string{}}
	for t := range k.faces {
		k.faces[t] = th.TileStyle(rules.Tile(t)).Render(g.Face(rules.Tile(t)))
	}
	k.back = th.Back.Render(g.Back())
	k.backFace = th.Back.Render(strings.Repeat(g.Back(), faceWidth/max(1, g.BackWidth())))
	k.open, k.close = th.Dim.Render("["), th.Dim.Render("]")
	k.boxTop, k.boxSide, k.boxBottom = th.Dim.Render("┌──┐"), th.Dim.Render("│"), th.Dim.Render("└──┘")
	k.selOpen, k.selClose = th.Accent.Render("["), th.Accent.Render("]")
	k.dot, k.dimBlank = th.Dim.Render("· "), th.Dim.Render(" ")
	for _, m := range []string{markNone, markLatest, markClaimed, markDeclared, markWanted, "r", "^", "s", "^!", "*"} {
		k.marks[m] = th.Mark.Render(m)
	}
	for d := range k.digits {
		k.digits[d] = th.Dim.Render(strconv.Itoa(d))
	}
	return k
}

// face is a tile's face, two cells, coloured by suit.
func (p painter) face(t rules.Tile) string {
	if int(t) < numTiles {
		return p.k.faces[t]
	}
	return p.th.TileStyle(t).Render(p.g.Face(t))
}

// back is a concealed tile seen from behind.
func (p painter) back() string { return p.k.back }

// mark is a mark styled (a discard's, a hand tile's).
func (p painter) mark(m string) string {
	if s, ok := p.k.marks[m]; ok {
		return s
	}
	return p.th.Mark.Render(m)
}

// faces writes tiles side by side, a space between them.
func (p painter) faces(tiles []rules.Tile) string {
	var b strings.Builder
	for i, t := range tiles {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.face(t))
	}
	return b.String()
}

// meld writes a declared meld in brackets, its tiles touching; a
// concealed kong shows two faces between two backs, as at the table.
func (p painter) meld(m rules.ExposedMeld) string {
	tiles := m.Meld.Tiles()
	var b strings.Builder
	b.WriteString(p.k.open)
	for i, t := range tiles {
		if m.Kong == rules.KongConcealed && (i == 0 || i == len(tiles)-1) {
			back := p.g.Back()
			if p.g.BackWidth() < faceWidth {
				back = strings.Repeat(back, faceWidth/max(1, p.g.BackWidth()))
			}
			b.WriteString(p.th.Back.Render(pad(back, faceWidth)))
			continue
		}
		b.WriteString(p.face(t))
	}
	b.WriteString(p.k.close)
	return b.String()
}

// group writes tiles touching, in brackets when exposed (as the
// notation writes a claimed meld).
func (p painter) group(tiles []rules.Tile, exposed bool) string {
	var b strings.Builder
	if exposed {
		b.WriteString(p.k.open)
	}
	for _, t := range tiles {
		b.WriteString(p.face(t))
	}
	if exposed {
		b.WriteString(p.k.close)
	}
	return b.String()
}

// backFace is a tile seen from behind, as wide as a face.
func (p painter) backFace() string { return p.k.backFace }

// backBox draws a tile seen from behind in a box.
func (p painter) backBox() [3]string {
	return [3]string{p.k.boxTop, p.k.boxSide + p.k.backFace + p.k.boxSide, p.k.boxBottom}
}

// box draws a tile in a box, three lines of four cells.
func (p painter) box(t rules.Tile) [3]string {
	return [3]string{p.k.boxTop, p.k.boxSide + p.face(t) + p.k.boxSide, p.k.boxBottom}
}

// fit cuts every line to w cells and keeps at most h lines.
func fit(lines []string, w, h int) []string {
	lines, _ = fitWidth(lines, w, h)
	return lines
}

// fitWidth is fit, also returning the widest line's width (each line is
// measured once).
func fitWidth(lines []string, w, h int) ([]string, int) {
	if len(lines) > h {
		lines = lines[:h]
	}
	out := make([]string, len(lines))
	widest := 0
	for i, l := range lines {
		lw := cellWidth(l)
		if lw > w {
			l = ansi.Truncate(l, w, "…")
			lw = ansi.StringWidth(l)
		}
		out[i], widest = l, max(widest, lw)
	}
	return out, widest
}

// cellWidth is ansi.StringWidth, counted byte by byte for the common
// text of a frame (ASCII and SGR colour sequences); any other text is
// measured by ansi.StringWidth.
func cellWidth(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case b >= 0x20 && b < 0x7f:
			n++
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

// flow lays out cells of equal width in lines of at most w cells.
func flow(cells []string, cellWidth, w int) []string {
	per := max(1, w/cellWidth)
	var lines []string
	for i := 0; i < len(cells); i += per {
		lines = append(lines, strings.Join(cells[i:min(i+per, len(cells))], ""))
	}
	return lines
}

// wrap wraps text to w cells.
func wrap(text string, w int) []string {
	if text == "" {
		return nil
	}
	return strings.Split(ansi.Wrap(text, w, ""), "\n")
}

// canvas collects the layers of a screen; IDs name what a click hits.
type canvas struct {
	w, h   int
	layers []layer
}

// layer is text drawn at x, y over the layers of lower z (those of one z
// in the order they were put): its box, as wide as its widest line and as
// high as its lines, is blanked first. A layer with an ID is a click
// zone.
type layer struct {
	x, y, z int
	w, h    int
	id      string
	content string
}

// put places lines at x, y (cut to the canvas).
func (c *canvas) put(x, y int, lines ...string) {
	c.putID("", x, y, lines...)
}

// putID places lines with an ID for hit testing.
func (c *canvas) putID(id string, x, y int, lines ...string) {
	if len(lines) == 0 || x >= c.w || y >= c.h {
		return
	}
	lines, w := fitWidth(lines, c.w-x, c.h-y)
	l := layer{x: x, y: y, w: w, h: len(lines), id: id, content: strings.Join(lines, "\n")}
	if id != "" {
		l.z = 1
	}
	c.layers = append(c.layers, l)
}

// block makes a layer of a block of text at x, y, z (a dialog's box).
func block(text string, x, y, z int) layer {
	return layer{x: x, y: y, z: z, w: lipgloss.Width(text), h: lipgloss.Height(text), content: text}
}

// ordered sorts the layers by z, keeping the order they were put in
// within a z.
func (c *canvas) ordered() {
	slices.SortStableFunc(c.layers, func(a, b layer) int { return a.z - b.z })
}

// render draws the layers on the session's cell buffer (kept from frame
// to frame: a frame allocates only its text) and returns the screen,
// without the blanks ending its lines.
func (c *canvas) render(sh *shared) string {
	scr := sh.screen(c.w, c.h)
	c.ordered()
	area := scr.Bounds()
	for _, l := range c.layers {
		box := uv.Rect(l.x, l.y, l.w, l.h)
		if box.Overlaps(area) {
			uv.NewStyledString(l.content).Draw(scr, box)
		}
	}
	return scr.render()
}

// hit returns the ID of the layer at x, y ("" for none): the topmost.
func (c *canvas) hit(x, y int) string {
	c.ordered()
	for i := len(c.layers) - 1; i >= 0; i-- {
		l := c.layers[i]
		if l.id != "" && x >= l.x && x < l.x+l.w && y >= l.y && y < l.y+l.h {
			return l.id
		}
	}
	return ""
}
