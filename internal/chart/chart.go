package chart

import (
	"strconv"
	"unicode/utf8"
)

// Series is one line of the chart: a player's running totals, one value
// a hand (the total after that hand), drawn with its mark.
type Series struct {
	Mark   rune
	Values []int
}

// Meeting is the mark of a cell two series or more pass through.
const Meeting = '*'

// Cell is one cell of the plot: the rune drawn there and the series it
// belongs to (-1: an axis, a label or nothing; -2: several series).
type Cell struct {
	R      rune
	Series int
}

// Chart is a drawn chart: rows of cells, top row first, each as wide as
// the chart.
type Chart struct {
	Rows [][]Cell
}

// String returns the chart as lines of text.
func (c Chart) String() string {
	b := make([]byte, 0, len(c.Rows)*(len(c.Rows[0])+1))
	for i, row := range c.Rows {
		if i > 0 {
			b = append(b, '\n')
		}
		for _, cell := range row {
			b = utf8.AppendRune(b, cell.R)
		}
	}
	return string(b)
}

// Bounds on a chart's size: a chart never takes more cells than a
// terminal the game uses.
const (
	MinWidth, MaxWidth   = 12, 500
	MinHeight, MaxHeight = 3, 200
)

// Draw lays the series out in a chart of width x height cells (clamped to
// the bounds): the value axis on the left with its highest, zero and
// lowest labels, the hands along the bottom (the first and the last
// hand's number), each series a line of its mark. Hands are spread over the
// columns, first to last, joined by straight lines (sampled when there
// are more hands than columns).
func Draw(series []Series, width, height int) Chart {
	width, height = clamp(width, MinWidth, MaxWidth), clamp(height, MinHeight, MaxHeight)
	lo, hi, n := span(series)
	labels := []string{strconv.Itoa(hi), "0", strconv.Itoa(lo)}
	lw := 0
	for _, l := range labels {
		lw = max(lw, len(l))
	}
	plotH := height - 1 // the last row is the hand axis
	plotW := width - lw - 1
	grid := newGrid(width, height)
	scale := func(v int) int { // value -> row of the plot, 0 at the top
		if hi == lo {
			return plotH / 2
		}
		return (hi - v) * (plotH - 1) / (hi - lo)
	}
	drawAxes(grid, labels, lw, plotH, scale)
	for si, s := range series {
		line(grid, s, si, lw+1, plotW, n, scale)
	}
	drawHandAxis(grid, lw, plotW, plotH, n)
	return Chart{Rows: grid.rows}
}

// span returns the lowest and highest value (zero always in the range)
// and the number of hands of the longest series.
func span(series []Series) (lo, hi, n int) {
	for _, s := range series {
		n = max(n, len(s.Values))
		for _, v := range s.Values {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	return lo, hi, n
}

// line draws series s: hand i's point at its column (the hands spread
// evenly from the plot's first column to its last), joined to the next
// point by a straight stroke of the series' mark.
func line(g *grid, s Series, si, x0, w, n int, scale func(int) int) {
	px, pr := -1, -1
	for i, v := range s.Values {
		x, r := handColumn(i, w, n), scale(v)
		switch {
		case px < 0:
			g.mark(x0+x, r, s.Mark, si)
		case x == px:
			stroke(g, x0+x, pr, r, s.Mark, si)
		default:
			for c := px + 1; c <= x; c++ {
				cr := pr + divRound((r-pr)*(c-px), x-px)
				stroke(g, x0+c, pr, cr, s.Mark, si)
				pr = cr
			}
		}
		px, pr = x, r
	}
}

// handColumn returns the plot column of hand i of n in w columns.
func handColumn(i, w, n int) int {
	if n <= 1 {
		return 0
	}
	return divRound(i*(w-1), n-1)
}

// stroke marks column x from the row after from (toward to) to to: the
// cell from is the previous point, already drawn.
func stroke(g *grid, x, from, to int, mark rune, si int) {
	switch {
	case to > from:
		for r := from + 1; r <= to; r++ {
			g.mark(x, r, mark, si)
		}
	case to < from:
		for r := from - 1; r >= to; r-- {
			g.mark(x, r, mark, si)
		}
	default:
		g.mark(x, to, mark, si)
	}
}

// divRound returns a/b rounded to the nearest integer (b > 0).
func divRound(a, b int) int {
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}

// drawAxes writes the value labels and the axis line.
func drawAxes(g *grid, labels []string, lw, plotH int, scale func(int) int) {
	for r := range plotH {
		g.set(lw, r, '|')
	}
	rows := []int{0, -1, plotH - 1}
	if z := scale(0); z > 0 && z < plotH-1 {
		rows[1] = z
	}
	for i, l := range labels {
		if rows[i] < 0 || (i == 2 && rows[i] == rows[0]) {
			continue
		}
		g.text(lw-len(l), rows[i], l)
	}
}

// drawHandAxis writes the hand axis: its line, the first hand's number
// at the left and the last's at the right.
func drawHandAxis(g *grid, lw, plotW, plotH, n int) {
	g.set(lw, plotH, '+')
	for c := range plotW {
		g.set(lw+1+c, plotH, '-')
	}
	if n == 0 {
		return
	}
	g.text(lw+1, plotH, "1")
	last := strconv.Itoa(n)
	if n > 1 && len(last)+2 < plotW {
		g.text(lw+1+plotW-len(last), plotH, last)
	}
}

func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

// grid is the chart being drawn.
type grid struct{ rows [][]Cell }

func newGrid(w, h int) *grid {
	g := &grid{rows: make([][]Cell, h)}
	for r := range g.rows {
		g.rows[r] = make([]Cell, w)
		for c := range g.rows[r] {
			g.rows[r][c] = Cell{R: ' ', Series: -1}
		}
	}
	return g
}

func (g *grid) set(x, y int, r rune) {
	if y >= 0 && y < len(g.rows) && x >= 0 && x < len(g.rows[y]) {
		g.rows[y][x] = Cell{R: r, Series: -1}
	}
}

func (g *grid) text(x, y int, s string) {
	for i, r := range []rune(s) {
		g.set(x+i, y, r)
	}
}

// mark puts series si's mark at (x, y); a cell another series holds
// becomes a meeting.
func (g *grid) mark(x, y int, r rune, si int) {
	if y < 0 || y >= len(g.rows) || x < 0 || x >= len(g.rows[y]) {
		return
	}
	c := &g.rows[y][x]
	switch {
	case c.Series >= 0 && c.Series != si, c.Series == -2:
		*c = Cell{R: Meeting, Series: -2}
	default:
		*c = Cell{R: r, Series: si}
	}
}
