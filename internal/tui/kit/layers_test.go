package kit

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"
)

// Frames drawn one after another on a session's grid (which keeps the
// layers of the last frames and draws again only the rows whose layers
// changed) are the frames drawn from scratch: random canvases of a few
// texts (colours, wide characters, a combining mark, several lines, a
// hyperlink) at
// a few places, overlapping, some above the others, some alike; each
// frame the last one with one layer changed (its text or place), added
// or taken off.
func TestLayersAsFromScratch(t *testing.T) {
	texts := []string{
		"plain", "\x1b[31mred\x1b[m and \x1b[1mbold\x1b[m", "北東 wide", "e\u0301té", "┌──┐\n│5s│\n└──┘",
		"two\nlines", "\x1b[44m   \x1b[m", "x北", "long line of text that is cut at the edge of the grid",
		"\x1b]8;;http://example.com\x07link\x1b]8;;\x07 \x1b[38;2;10;200;30mgreen\x1b[m",
		"\x1b[31mr\x1b[32mg\x1b[34mb \x1b[38;5;99mi\x1b[38;5;100mj\x1b[38;2;1;2;3mk\x1b[38;2;1;2;4ml\x1b[m",
	}
	r := rand.New(rand.NewPCG(3, 4))
	type spec struct{ kind, x, y, z, text int }
	var specs []spec
	sh := NewContext(DefaultSettings())
	for frame := range 600 {
		w, h := 30, 8
		if frame%97 == 96 {
			w, h = 31, 9 // a resize now and then
		}
		// The last frame's layers, one changed: its text, its place, one
		// more, one less.
		n := spec{r.IntN(3), r.IntN(6)*5 - 1, r.IntN(h+1) - 1, r.IntN(3), r.IntN(len(texts))}
		switch i := r.IntN(max(len(specs), 1)); {
		case len(specs) < 2 || r.IntN(4) == 0:
			specs = append(specs, n)
		case len(specs) > 8 || r.IntN(4) == 0:
			specs = append(specs[:i], specs[i+1:]...)
		case r.IntN(2) == 0:
			specs[i].text = n.text
		default:
			specs[i].x, specs[i].y = n.x, n.y
		}
		c := NewCanvas(w, h)
		for _, l := range specs {
			text, x, y := texts[l.text], max(l.x, 0), max(l.y, 0)
			switch l.kind {
			case 0:
				c.Add(Block(text, x, y, l.z))
			case 1:
				c.PutID("zone", x, y, text)
			default:
				c.Put(x, y, text)
			}
		}
		got := c.Render(sh)
		fresh := NewContext(DefaultSettings())
		if want := c.Render(fresh); got != want {
			t.Fatalf("frame %d:\n%s\ndrawn from scratch:\n%s", frame, got, want)
		}
		for y, line := range sh.Frame() {
			for x := range line {
				if !line[x].Equal(&fresh.Frame()[y][x]) {
					t.Fatalf("frame %d: the cell at %d,%d is %#v, drawn from scratch %#v", frame, x, y, line[x], fresh.Frame()[y][x])
				}
			}
		}
	}
}

// sameStyle compares every field of uv.Style: a field ultraviolet adds
// fails this test until sameStyle compares it too (else two styles
// differing only there would share a kept cell).
func TestSameStyleKnowsEveryField(t *testing.T) {
	compared := []string{"Fg", "Bg", "UnderlineColor", "Underline", "Attrs"}
	st := reflect.TypeFor[uv.Style]()
	for i := range st.NumField() {
		if f := st.Field(i).Name; !slices.Contains(compared, f) {
			t.Errorf("uv.Style has a field %s that sameStyle does not compare", f)
		}
	}
	if st.NumField() != len(compared) {
		t.Errorf("uv.Style has %d fields, sameStyle compares %d", st.NumField(), len(compared))
	}
}
