package program

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
)

// A frame drawn from cells after a key (two of its lines changed), on
// the program's screen and, for comparison, on ultraviolet's terminal
// screen as the program drew before: go test -bench ScreenDisplay
// -benchmem -cpu 1 ./internal/tui/program.
func BenchmarkScreenDisplay(b *testing.B) {
	for _, size := range []struct {
		name string
		w, h int
	}{{"80x24", 80, 24}, {"250x80", 250, 80}} {
		rng := rand.New(rand.NewPCG(1, 2))
		// Two frames a key apart: two lines of the hand differ.
		base := randomFrame(rng, size.w, size.h, nil)
		moved := append([]string(nil), base...)
		moved[size.h-4], moved[size.h-3] = moved[size.h-3], moved[size.h-4]
		frames := [][]uv.Line{cellsOf(strings.Join(base, "\n"), size.w, size.h), cellsOf(strings.Join(moved, "\n"), size.w, size.h)}
		env := uv.Environ{"TERM=xterm-256color"}
		b.Run(size.name+"/screen", func(b *testing.B) {
			scr := newScreen(io.Discard, env)
			scr.SetColorProfile(colorprofile.TrueColor)
			scr.Resize(size.w, size.h)
			scr.EnterAltScreen()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				_ = scr.display(frames[i%len(frames)], "", frameVersions{})
			}
		})
		b.Run(size.name+"/terminalscreen", func(b *testing.B) {
			scr := uv.NewTerminalScreen(io.Discard, env)
			scr.SetColorProfile(colorprofile.TrueColor)
			scr.Resize(size.w, size.h)
			scr.EnterAltScreen()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				_ = scr.Display(cells(frames[i%len(frames)]))
			}
		})
	}
}
