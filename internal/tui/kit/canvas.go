package kit

import (
	"slices"
	"strings"
	"sync"

	"charm.land/lipgloss/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// Canvas collects the layers of a screen; IDs name what a click hits.
type Canvas struct {
	w, h   int
	layers []Layer
	drawn  []int // the indexes of the layers the last draw drew (its room kept)
}

// NewCanvas is a blank canvas of w x h cells (one given back by
// Release, or a new one).
func NewCanvas(w, h int) *Canvas {
	c := canvases.Get().(*Canvas)
	c.w, c.h = w, h
	return c
}

// canvases are the canvases given back for the next frames: a served
// key draws one, and the server draws for every session.
var canvases = sync.Pool{New: func() any { return &Canvas{layers: make([]Layer, 0, layersRoom)} }}

// Release gives the canvas back for a later frame, once its frame is
// drawn (the program's view calls it); it must not be used after.
func (c *Canvas) Release() {
	if cap(c.layers) > 4*layersRoom {
		return // a rare large frame: not kept
	}
	clear(c.layers)
	c.layers = c.layers[:0]
	canvases.Put(c)
}

// layersRoom is the layers a canvas has room for at first: a table's
// frame puts about forty (a hand's tiles are two each).
const layersRoom = 48

// Size is the canvas's width and height.
func (c *Canvas) Size() (w, h int) { return c.w, c.h }

// ShiftDown moves the layers from row from on down by dy rows, the
// canvas growing as tall: room made above a screen (a lesson's words
// above its table).
func (c *Canvas) ShiftDown(from, dy int) {
	for i := range c.layers {
		if c.layers[i].y >= from {
			c.layers[i].y += dy
		}
	}
	c.h += dy
}

// Add puts a layer on the canvas (a dialog's box).
func (c *Canvas) Add(l Layer) { c.layers = append(c.layers, l) }

// Layer is text drawn at x, y over the layers of lower z (those of one z
// in the order they were put): its box, as wide as its widest line and as
// high as its lines, is blanked first. A layer with an ID is a click
// zone.
type Layer struct {
	x, y, z int
	w, h    int
	id      string
	content string
}

// Put places lines at x, y (cut to the canvas).
func (c *Canvas) Put(x, y int, lines ...string) {
	c.PutID("", x, y, lines...)
}

// PutID places lines with an ID for hit testing.
func (c *Canvas) PutID(id string, x, y int, lines ...string) {
	if len(lines) == 0 || x >= c.w || y >= c.h {
		return
	}
	lines, w := fitted(lines, c.w-x, c.h-y)
	l := Layer{x: x, y: y, w: w, h: len(lines), id: id, content: strings.Join(lines, "\n")}
	if id != "" {
		l.z = 1
	}
	c.layers = append(c.layers, l)
}

// fitted is FitWidth, the lines themselves when they fit (most do).
func fitted(lines []string, w, h int) ([]string, int) {
	widest := 0
	for _, l := range lines {
		lw := CellWidth(l)
		if lw > w {
			return FitWidth(lines, w, h)
		}
		widest = max(widest, lw)
	}
	if len(lines) > h {
		return FitWidth(lines, w, h)
	}
	return lines, widest
}

// Block makes a layer of a block of text at x, y, z (a dialog's box).
func Block(text string, x, y, z int) Layer {
	return Layer{x: x, y: y, z: z, w: Width(text), h: lipgloss.Height(text), content: text}
}

// ordered sorts the layers by z, keeping the order they were put in
// within a z.
func (c *Canvas) ordered() {
	slices.SortStableFunc(c.layers, func(a, b Layer) int { return a.z - b.z })
}

// Render draws the layers on the session's cell buffer (Draw) and
// returns the screen, without the blanks ending its lines.
func (c *Canvas) Render(sh *Context) string {
	return c.draw(sh).render()
}

// Draw draws the layers on the session's cell buffer, kept from frame to
// frame (Context.Frame), without writing the text.
func (c *Canvas) Draw(sh *Context) { c.draw(sh) }

// draw draws the layers on the session's grid and returns it.
func (c *Canvas) draw(sh *Context) *grid {
	scr := sh.screen(c.w, c.h)
	lc := &scr.layers
	lc.begin(c.w, c.h)
	c.ordered()
	area := scr.Bounds()
	drawn := c.drawn[:0]
	for i, l := range c.layers {
		box := uv.Rect(l.x, l.y, l.w, l.h)
		if box.Overlaps(area) {
			lc.add(l.content, box)
			drawn = append(drawn, i)
		}
	}
	c.drawn = drawn
	lc.draw(scr, func(i int) string { return c.layers[drawn[i]].content })
	return scr
}

// Each calls f with every layer in the order they are drawn (by z, then
// in the order they were put): where it goes and its text (a frame's
// checks: what overflows, what a compositor would draw).
func (c *Canvas) Each(f func(x, y int, content string)) {
	c.ordered()
	for _, l := range c.layers {
		f(l.x, l.y, l.content)
	}
}

// Hit returns the ID of the layer at x, y ("" for none): the topmost.
func (c *Canvas) Hit(x, y int) string {
	c.ordered()
	for i := len(c.layers) - 1; i >= 0; i-- {
		l := c.layers[i]
		if l.id != "" && x >= l.x && x < l.x+l.w && y >= l.y && y < l.y+l.h {
			return l.id
		}
	}
	return ""
}
