package kit

import (
	"strconv"
	"strings"
	"testing"
)

// BenchmarkCanvasChanged draws canvases of 40 layers on one session's
// grid (80x24, colours, boxes, wide faces) where every layer changed
// since the last frame (a bot's move at the table changes many) or a
// few did (a key): as cells only (Draw, a program's frame) and written
// as text too (Render, View's): go test -bench CanvasChanged -benchmem
// -cpu 1.
func BenchmarkCanvasChanged(b *testing.B) {
	for _, changed := range []int{40, 4} {
		for _, text := range []bool{false, true} {
			name := "changed=" + strconv.Itoa(changed) + map[bool]string{false: "/cells", true: "/text"}[text]
			b.Run(name, func(b *testing.B) {
				sh := NewContext(DefaultSettings())
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					c := changedCanvas(i, changed)
					if text {
						_ = c.Render(sh)
					} else {
						c.Draw(sh)
					}
				}
			})
		}
	}
}

// changedCanvas is the canvas of frame i, its first changed layers new.
func changedCanvas(i, changed int) *Canvas {
	c := NewCanvas(80, 24)
	for l := range 40 {
		n := 0
		if l < changed {
			n = i
		}
		text := "\x1b[31m" + strings.Repeat("5m ", 5) + "\x1b[m 北 " + strconv.Itoa(n%7)
		c.Put((l%4)*20, (l/4)*2, text, "┌──┐ \x1b[1m"+strconv.Itoa(l)+"\x1b[m")
	}
	return c
}
