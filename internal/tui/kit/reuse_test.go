package kit

import (
	"slices"
	"testing"
)

// A canvas given back (Release) and taken again is blank: no layer of
// the frame before is drawn in the next.
func TestCanvasReleasedIsBlank(t *testing.T) {
	for range 8 {
		c := NewCanvas(20, 5)
		c.Put(1, 1, "old", "layer")
		c.PutID("zone", 2, 3, "x")
		c.Release()
		d := NewCanvas(10, 4)
		if w, h := d.Size(); w != 10 || h != 4 {
			t.Fatalf("reused canvas %dx%d, want 10x4", w, h)
		}
		n := 0
		d.Each(func(int, int, string) { n++ })
		if n != 0 || d.Hit(2, 3) != "" {
			t.Fatalf("a reused canvas has %d layers of the frame before (hit %q)", n, d.Hit(2, 3))
		}
		d.Release()
	}
}

// FlowVar breaks cells into lines of at most w cells, a line's trailing
// blanks cut, a cell wider than w alone on its line.
func TestFlowVar(t *testing.T) {
	cases := []struct {
		cells []string
		w     int
		want  []string
	}{
		{nil, 10, nil},
		{[]string{"ab ", "cd ", "ef "}, 6, []string{"ab cd", "ef"}},
		{[]string{"ab ", "cd ", "ef "}, 9, []string{"ab cd ef"}},
		{[]string{"abcdefgh", "ij"}, 4, []string{"abcdefgh", "ij"}},
		{[]string{"發 ", "中 ", "1m"}, 6, []string{"發 中", "1m"}},
		{[]string{"a", "  ", "b"}, 3, []string{"a", "b"}},
	}
	for _, c := range cases {
		if got := FlowVar(c.cells, c.w); !slices.Equal(got, c.want) {
			t.Errorf("FlowVar(%q, %d) = %q, want %q", c.cells, c.w, got, c.want)
		}
	}
}
