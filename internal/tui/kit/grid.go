package kit

import (
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// grid is the cells a frame is drawn on: a uv.Screen measuring text as
// lipgloss does (grapheme widths), kept by the session from frame to
// frame so that a frame allocates only its text.
type grid struct {
	lines []uv.Line
	blank uv.Line // a line of blank cells, copied over the lines to clear them
	out   []byte  // the last frame's text, its room reused
	// layers are the cells the last frames' layers set (layers.go).
	layers layerCache
}

// size makes the grid w x h, its lines kept when it is that size
// already (the layers draw on them what changed), else blank.
func (g *grid) size(w, h int) {
	if len(g.blank) == w && len(g.lines) == h {
		return
	}
	if len(g.blank) != w {
		g.blank = make(uv.Line, w)
		for i := range g.blank {
			g.blank[i] = uv.EmptyCell
		}
		g.lines = nil
	}
	for len(g.lines) < h {
		g.lines = append(g.lines, make(uv.Line, w))
	}
	g.lines = g.lines[:h]
	for _, l := range g.lines {
		copy(l, g.blank)
	}
}

// Bounds is the grid's rectangle (uv.Screen).
func (g *grid) Bounds() uv.Rectangle { return uv.Rect(0, 0, len(g.blank), len(g.lines)) }

// CellAt returns the cell at x, y, nil outside (uv.Screen).
func (g *grid) CellAt(x, y int) *uv.Cell {
	if y < 0 || y >= len(g.lines) {
		return nil
	}
	return g.lines[y].At(x)
}

// SetCell sets the cell at x, y (uv.Screen); nil is a blank.
func (g *grid) SetCell(x, y int, c *uv.Cell) {
	if y >= 0 && y < len(g.lines) {
		g.lines[y].Set(x, c)
	}
}

// WidthMethod measures as lipgloss does (uv.Screen).
func (g *grid) WidthMethod() uv.WidthMethod { return ansi.GraphemeWidth }

// render writes the cells as text, line by line: a style's escape
// sequence where the style changes, a reset before blanks and at the end
// of a line, the blanks ending a line dropped. It is the text
// lipgloss.Canvas.Render gives for the same cells, written into one
// buffer kept from frame to frame.
func (g *grid) render() string {
	out := g.out[:0]
	for y, line := range g.lines {
		if y > 0 {
			out = append(out, '\n')
		}
		start := len(out)
		var pen uv.Style
		var link uv.Link
		blanks := 0
		for i := range line {
			c := &line[i]
			if c.Width == 0 && c.IsZero() {
				continue // the second half of a wide cell
			}
			if blank(c) {
				if !pen.IsZero() {
					out, pen = append(out, ansi.ResetStyle...), uv.Style{}
				}
				if !link.IsZero() {
					out, link = append(out, ansi.ResetHyperlink()...), uv.Link{}
				}
				blanks++
				continue
			}
			for ; blanks > 0; blanks-- {
				out = append(out, ' ')
			}
			if c.Style.IsZero() && !pen.IsZero() {
				out, pen = append(out, ansi.ResetStyle...), uv.Style{}
			}
			if !c.Style.Equal(&pen) {
				out, pen = append(out, c.Style.Diff(&pen)...), c.Style
			}
			if c.Link != link && link.URL != "" {
				out, link = append(out, ansi.ResetHyperlink()...), uv.Link{}
			}
			if c.Link != link {
				out, link = append(out, ansi.SetHyperlink(c.Link.URL, c.Link.Params)...), c.Link
			}
			out = append(out, c.Content...)
		}
		if link.URL != "" {
			out = append(out, ansi.ResetHyperlink()...)
		}
		if !pen.IsZero() {
			out = append(out, ansi.ResetStyle...)
		}
		// The blanks ending the line (those written after the last
		// reset) are dropped: they were never written.
		end := len(out)
		for end > start && out[end-1] == ' ' {
			end--
		}
		out = out[:end]
	}
	g.out = out
	return string(out)
}

// blank reports whether c is uv.EmptyCell (Cell.Equal, the common case
// first: most of a frame is blank).
func blank(c *uv.Cell) bool {
	return c.Content == " " && c.Width == 1 && c.Style.Fg == nil && c.Style.Bg == nil &&
		c.Style.UnderlineColor == nil && c.Style.Underline == 0 && c.Style.Attrs == 0 && c.Link == uv.Link{}
}
