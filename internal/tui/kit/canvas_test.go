package kit

import "testing"

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
