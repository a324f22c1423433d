package serve

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// What a session at a table costs the server's heap, at 80x24 and at
// the largest terminal (MaxWidth x MaxHeight): n sessions, each at a
// table of its own at its turn, less the heap before. The figures are
// logged (go test -run TestSessionMemory -v; MAHJONG_HEAPPROFILE=FILE
// writes where they go at the largest size); the bound is a generous one.
func TestSessionMemory(t *testing.T) {
	n := soak.Size(3, 16)
	for _, size := range []struct{ w, h int }{{80, 24}, {MaxWidth, MaxHeight}} {
		_, addr, logs := startServer(t, t.TempDir(), nil)
		before := heapAfter()
		for i := range n {
			c := dialFrom(t, fmt.Sprintf("127.0.2.%d", 1+i), addr, "player", nil)
			tm := openSized(t, c, size.w, size.h, "new hk --lang en")
			tm.waitFor(t, "start the game")
			if _, err := tm.keys.Write([]byte("s")); err != nil {
				t.Fatal(err)
			}
			tm.waitFor(t, "Your turn")
		}
		time.Sleep(100 * time.Millisecond) // the last frames written
		per := float64(heapAfter()-min(before, heapAfter())) / float64(n) / (1 << 20)
		t.Logf("%dx%d: %.2f MiB a session at a table (%d sessions)", size.w, size.h, per, n)
		if path := os.Getenv("MAHJONG_HEAPPROFILE"); path != "" && size.w == MaxWidth {
			writeHeapProfile(t, path)
		}
		if size.w == MaxWidth && per > 6.5 {
			t.Errorf("a session of %dx%d costs %.1f MiB", size.w, size.h, per)
		}
		if logs.Len() == 0 {
			t.Error("the server logged nothing")
		}
	}
}

// writeHeapProfile writes the heap in use to path.
func writeHeapProfile(t *testing.T, path string) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	runtime.GC()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		t.Fatal(err)
	}
}
