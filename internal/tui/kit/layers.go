package kit

import (
	"image/color"
	"slices"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// layerCache draws a frame's layers on the session's grid, doing again
// only what changed since the last frame. What a layer sets on the grid
// depends only on its text, its box and the grid's size (the cache is
// emptied when the size changes), and a layer sets cells of its own
// rows only: a row is the rows' blank, then the cells the layers over
// it set, in the order they are drawn. So
//   - the cells a layer set are kept, by its text and box whole
//     (layerKey): a layer drawn again as it was is copied, not parsed;
//   - a row whose layers are those of the last frame, in that order
//     (each known by the number of its kept cells), is left as it is;
//     the others are blanked and drawn again, from every layer over
//     them. A layer whose text changed is a new layer: its rows are
//     drawn again.
//
// After a key at the table, most of a frame (the other seats, the
// discards, the help line) is neither parsed nor copied again.
type layerCache struct {
	w, h    int
	frame   uint64 // the frames drawn, this one's number
	ids     uint64 // the last number given to a layer's cells
	entries map[layerKey]*layerCells
	// rows are the layers over each row, by number, in the order they
	// were drawn (last frame's, then this one's); dirty marks the rows
	// drawn again this frame, changed the frame each row last changed
	// in (Context.FrameVersions).
	rows, next [][]uint64
	dirty      []bool
	changed    []uint64
	drawn      []*layerCells // this frame's layers, by the canvas's order
	rec        recorder      // the screen a layer is drawn on the first time
}

// layerKey is a layer as drawn: its text in its box.
type layerKey struct {
	content string
	box     uv.Rectangle
}

// layerCells are the cells a layer's draw set, in order, after blanking
// its box (uv.StyledString.Draw: the box blanked, then its cells); their
// styles and links are kept once each, the cells naming them.
type layerCells struct {
	id     uint64 // never given to other cells
	box    uv.Rectangle
	parsed bool // sets holds its cells (else it is drawn the first time this frame)
	sets   []cellSet
	styles []uv.Style
	links  []uv.Link
	used   uint64 // the last frame that drew it
}

// cellSet is one cell a layer set, where it set it: its content and
// width, its style and link by their place in the layer's.
type cellSet struct {
	content     string
	x, y        int32
	width       int32
	style, link uint16
}

// cell is the cell a set sets.
func (e *layerCells) cell(s *cellSet) uv.Cell {
	return uv.Cell{Content: s.content, Style: e.styles[s.style], Link: e.links[s.link], Width: int(s.width)}
}

// noLinks are the links of a layer without any (shared, never written).
var noLinks = []uv.Link{{}}

// scratchKept bounds the cells of the room kept to note a layer's
// cells in (a layer's are then copied, as many as they are).
const scratchKept = 512

// keepFrames is how many frames a layer's cells are kept after it was
// last drawn: a key that moves the selection back draws again the
// previous frame's layers.
const keepFrames = 2

// begin starts a frame on a w x h grid, dropping the layers not drawn in
// the last keepFrames frames (all of them when the size changed, every
// row then drawn again).
func (lc *layerCache) begin(w, h int) {
	lc.frame++
	if lc.entries == nil || lc.w != w || lc.h != h {
		lc.entries, lc.w, lc.h = map[layerKey]*layerCells{}, w, h
		lc.rows, lc.next = make([][]uint64, h), make([][]uint64, h)
		lc.dirty, lc.changed = make([]bool, h), make([]uint64, h)
		for y := range lc.rows {
			lc.rows[y] = []uint64{0} // no layer's: every row is drawn
		}
	}
	for k, e := range lc.entries {
		if lc.frame-e.used > keepFrames {
			delete(lc.entries, k)
		}
	}
	for y := range lc.next {
		lc.next[y] = lc.next[y][:0]
	}
	lc.drawn = lc.drawn[:0]
}

// add takes the frame's next layer (in the order they are drawn): its
// kept cells, or new ones to draw.
func (lc *layerCache) add(content string, box uv.Rectangle) {
	k := layerKey{content, box}
	e, ok := lc.entries[k]
	if !ok {
		lc.ids++
		e = &layerCells{id: lc.ids, box: box}
		lc.entries[k] = e
	}
	e.used = lc.frame
	lc.drawn = append(lc.drawn, e)
	for y := max(box.Min.Y, 0); y < min(box.Max.Y, lc.h); y++ {
		lc.next[y] = append(lc.next[y], e.id)
	}
}

// draw draws the rows whose layers changed on g (a layer's content is
// read from contents, by the order add was called), blanked first.
func (lc *layerCache) draw(g *grid, contents func(i int) string) {
	for y := range lc.next {
		lc.dirty[y] = !slices.Equal(lc.rows[y], lc.next[y])
		if lc.dirty[y] {
			copy(g.lines[y], g.blank)
			lc.changed[y] = lc.frame
		}
	}
	lc.rows, lc.next = lc.next, lc.rows
	for i, e := range lc.drawn {
		if !e.parsed {
			// Its rows are all dirty: its number is new to them.
			lc.rec.start(g)
			uv.NewStyledString(contents(i)).Draw(&lc.rec, e.box)
			lc.rec.keep(e)
			continue
		}
		lc.replay(g, e)
	}
}

// replay draws a layer's kept cells on the dirty rows, its box blanked
// first.
func (lc *layerCache) replay(g *grid, e *layerCells) {
	for y := max(e.box.Min.Y, 0); y < min(e.box.Max.Y, lc.h); y++ {
		if lc.dirty[y] {
			for x := e.box.Min.X; x < e.box.Max.X; x++ {
				g.SetCell(x, y, nil)
			}
		}
	}
	for i := range e.sets {
		if s := &e.sets[i]; s.y >= 0 && int(s.y) < lc.h && lc.dirty[s.y] {
			c := e.cell(s)
			g.SetCell(int(s.x), int(s.y), &c)
		}
	}
}

// recorder is the grid seen by a layer's first draw: every cell set goes
// to the grid and is noted (the blanks of the box, nil cells, are not:
// replay sets them again).
type recorder struct {
	g      *grid
	sets   []cellSet
	styles []uv.Style
	links  []uv.Link
}

// start notes a layer's draw on g, the room of the last one reused.
func (r *recorder) start(g *grid) {
	r.g, r.sets, r.styles, r.links = g, r.sets[:0], r.styles[:0], r.links[:0]
}

// keep gives the cells noted to e, as many as they are.
func (r *recorder) keep(e *layerCells) {
	e.sets, e.styles, e.links, e.parsed = slices.Clone(r.sets), slices.Clone(r.styles), noLinks, true
	if len(r.links) != 1 || !r.links[0].IsZero() {
		e.links = slices.Clone(r.links)
	}
	r.g = nil
	if cap(r.sets) > scratchKept {
		r.sets = nil // a screenful: not kept with the session
	}
}

// styleIndex is the place of a style among the layer's, added if new
// (the last one first: a layer's cells come in runs of one style).
func (r *recorder) styleIndex(st *uv.Style) uint16 {
	for i := len(r.styles) - 1; i >= 0; i-- {
		if sameStyle(&r.styles[i], st) {
			return uint16(i)
		}
	}
	r.styles = append(r.styles, *st)
	return uint16(len(r.styles) - 1)
}

// linkIndex is the place of a link among the layer's, added if new.
func (r *recorder) linkIndex(l *uv.Link) uint16 {
	for i := len(r.links) - 1; i >= 0; i-- {
		if r.links[i] == *l {
			return uint16(i)
		}
	}
	r.links = append(r.links, *l)
	return uint16(len(r.links) - 1)
}

// sameStyle reports whether two styles are the same value (uv.Style's
// fields), their colours of one type and value: not only alike, as the
// renderer writes a colour by its type.
func sameStyle(a, b *uv.Style) bool {
	return a.Attrs == b.Attrs && a.Underline == b.Underline &&
		sameColor(a.Fg, b.Fg) && sameColor(a.Bg, b.Bg) && sameColor(a.UnderlineColor, b.UnderlineColor)
}

// sameColor reports whether two colours are the same value, of a type a
// frame's text reads (an SGR sequence's); colours of another type are
// never the same (the style is then kept twice).
func sameColor(a, b color.Color) bool {
	switch a := a.(type) {
	case nil:
		return b == nil
	case ansi.BasicColor:
		b, ok := b.(ansi.BasicColor)
		return ok && a == b
	case ansi.IndexedColor:
		b, ok := b.(ansi.IndexedColor)
		return ok && a == b
	case color.RGBA:
		b, ok := b.(color.RGBA)
		return ok && a == b
	}
	return false
}

// Bounds is the grid's (uv.Screen).
func (r *recorder) Bounds() uv.Rectangle { return r.g.Bounds() }

// CellAt is the grid's cell (uv.Screen).
func (r *recorder) CellAt(x, y int) *uv.Cell { return r.g.CellAt(x, y) }

// SetCell sets the grid's cell and notes it (uv.Screen).
func (r *recorder) SetCell(x, y int, c *uv.Cell) {
	r.g.SetCell(x, y, c)
	if c != nil {
		r.sets = append(r.sets, cellSet{content: c.Content, x: int32(x), y: int32(y), width: int32(c.Width),
			style: r.styleIndex(&c.Style), link: r.linkIndex(&c.Link)})
	}
}

// WidthMethod is the grid's (uv.Screen).
func (r *recorder) WidthMethod() uv.WidthMethod { return r.g.WidthMethod() }
