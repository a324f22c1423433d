package tui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/rules"
)

// painter draws tiles in a style with a theme. It only draws: what to
// draw has been decided by the view-model.
type painter struct {
	th Theme
	g  *Glyphs
}

// face is a tile's face, two cells, coloured by suit.
func (p painter) face(t rules.Tile) string { return p.th.TileStyle(t).Render(p.g.Face(t)) }

// back is a concealed tile seen from behind.
func (p painter) back() string { return p.th.Back.Render(p.g.Back()) }

// faces writes tiles side by side, a space between them.
func (p painter) faces(tiles []rules.Tile) string {
	parts := make([]string, len(tiles))
	for i, t := range tiles {
		parts[i] = p.face(t)
	}
	return strings.Join(parts, " ")
}

// meld writes a declared meld in brackets, its tiles touching; a
// concealed kong shows two faces between two backs, as at the table.
func (p painter) meld(m rules.ExposedMeld) string {
	tiles := m.Meld.Tiles()
	var b strings.Builder
	b.WriteString(p.th.Dim.Render("["))
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
	b.WriteString(p.th.Dim.Render("]"))
	return b.String()
}

// group writes tiles touching, in brackets when exposed (as the
// notation writes a claimed meld).
func (p painter) group(tiles []rules.Tile, exposed bool) string {
	var b strings.Builder
	if exposed {
		b.WriteString(p.th.Dim.Render("["))
	}
	for _, t := range tiles {
		b.WriteString(p.face(t))
	}
	if exposed {
		b.WriteString(p.th.Dim.Render("]"))
	}
	return b.String()
}

// backFace is a tile seen from behind, as wide as a face.
func (p painter) backFace() string {
	return p.th.Back.Render(strings.Repeat(p.g.Back(), faceWidth/max(1, p.g.BackWidth())))
}

// backBox draws a tile seen from behind in a box.
func (p painter) backBox() [3]string {
	return [3]string{p.th.Dim.Render("┌──┐"), p.th.Dim.Render("│") + p.backFace() + p.th.Dim.Render("│"), p.th.Dim.Render("└──┘")}
}

// box draws a tile in a box, three lines of four cells.
func (p painter) box(t rules.Tile) [3]string {
	return [3]string{
		p.th.Dim.Render("┌──┐"),
		p.th.Dim.Render("│") + p.face(t) + p.th.Dim.Render("│"),
		p.th.Dim.Render("└──┘"),
	}
}

// fit cuts every line to w cells and keeps at most h lines.
func fit(lines []string, w, h int) []string {
	if len(lines) > h {
		lines = lines[:h]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = ansi.Truncate(l, w, "…")
	}
	return out
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
	layers []*lipgloss.Layer
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
	lines = fit(lines, c.w-x, c.h-y)
	l := lipgloss.NewLayer(strings.Join(lines, "\n")).X(x).Y(y)
	if id != "" {
		l = l.ID(id).Z(1)
	}
	c.layers = append(c.layers, l)
}

// compositor returns the layers composed (for rendering and hit tests).
func (c *canvas) compositor() *lipgloss.Compositor {
	return lipgloss.NewCompositor(c.layers...)
}

// render draws the layers on a w x h canvas.
func (c *canvas) render() string {
	return lipgloss.NewCanvas(c.w, c.h).Compose(c.compositor()).Render()
}

// hit returns the ID of the layer at x, y ("" for none).
func (c *canvas) hit(x, y int) string {
	return c.compositor().Hit(x, y).ID()
}
