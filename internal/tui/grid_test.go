package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
)

// A frame drawn on the session's grid is the frame lipgloss's canvas and
// compositor draw from the same layers, escape for escape: coloured, in
// every tile style, with a dialog over the table, at two sizes, and
// again after the grid was used for another size.
func TestGridIsLipglossCanvas(t *testing.T) {
	soak.OneGoroutine(t)
	for _, style := range TileStyles {
		s := testSettings("hk", 42)
		s.SkipMenu, s.Tiles, s.Colour = true, style, true
		a := newTestApp(t, s, coachBots, 120, 40)
		playTurns(t, a, 4)
		press(a, "c")
		for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 30}} {
			a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			for _, withDialog := range []bool{false, true} {
				if withDialog {
					press(a, "q") // the quit dialog over the table
				}
				c := a.overlays.Draw(a.sh, func() *kit.Canvas { return a.front.Draw(a.sh) })
				var layers []*lipgloss.Layer
				c.Each(func(x, y int, content string) {
					// A z of its own for each layer: the compositor's sort
					// is not stable, the grid's order is.
					layers = append(layers, lipgloss.NewLayer(content).X(x).Y(y).Z(len(layers)))
				})
				w, h := c.Size()
				want := lipgloss.NewCanvas(w, h).Compose(lipgloss.NewCompositor(layers...)).Render()
				if !strings.Contains(want, "\x1b[") {
					t.Fatal("no colour to compare")
				}
				if got := c.Render(a.sh); got != want {
					t.Fatalf("%s %dx%d dialog %v: the grid's frame differs:\n%q\n---\n%q", style, size[0], size[1], withDialog, got, want)
				}
			}
			press(a, "n")
		}
	}
}
