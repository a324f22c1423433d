package kit

import (
	"strconv"
	"strings"
	"testing"
)

// BenchmarkCanvasChanged draws (and writes as text) canvases of 40
// layers on one session's grid (80x24, colours, boxes, wide faces) where every layer changed
// since the last frame (a bot's move at the table changes many) or a
// few did (a key): go test -bench CanvasChanged -benchmem -cpu 1.
func BenchmarkCanvasChanged(b *testing.B) {
	for _, changed := range []int{40, 4} {
		b.Run("changed="+strconv.Itoa(changed), func(b *testing.B) {
			sh := NewContext(DefaultSettings())
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				c := NewCanvas(80, 24)
				for l := range 40 {
					n := 0
					if l < changed {
						n = i
					}
					text := "\x1b[31m" + strings.Repeat("5m ", 5) + "\x1b[m 北 " + strconv.Itoa(n%7)
					c.Put((l%4)*20, (l/4)*2, text, "┌──┐ \x1b[1m"+strconv.Itoa(l)+"\x1b[m")
				}
				_ = c.Render(sh)
			}
		})
	}
}
