package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
)

// A frame drawn on the session's grid is the frame lipgloss's canvas and
// compositor draw from the same layers, escape for escape: coloured, in
// every tile style, with a dialog over the table, at two sizes, and
// again after the grid was used for another size.
func TestGridIsLipglossCanvas(t *testing.T) {
	for _, style := range TileStyles {
		s := testSettings("hk", 42)
		s.SkipMenu, s.Tiles, s.Colour = true, style, true
		a := newTestApp(t, s, coachBots, 120, 40)
		playTurns(t, a, 4)
		press(a, "c")
		for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 30}} {
			a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			for _, dialog := range []bool{false, true} {
				if dialog {
					press(a, "q") // the quit dialog over the table
				}
				c := a.overlays.draw(a.sh, func() *canvas { return a.front.draw(a) })
				c.ordered()
				var layers []*lipgloss.Layer
				for i, l := range c.layers {
					// A z of its own for each layer: the compositor's sort
					// is not stable, the grid's order is.
					layers = append(layers, lipgloss.NewLayer(l.content).X(l.x).Y(l.y).Z(i))
				}
				want := lipgloss.NewCanvas(c.w, c.h).Compose(lipgloss.NewCompositor(layers...)).Render()
				if !strings.Contains(want, "\x1b[") {
					t.Fatal("no colour to compare")
				}
				if got := c.render(a.sh); got != want {
					t.Fatalf("%s %dx%d dialog %v: the grid's frame differs:\n%q\n---\n%q", style, size[0], size[1], dialog, got, want)
				}
			}
			press(a, "n")
		}
	}
}
