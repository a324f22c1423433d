package program

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
)

// A frame given with its lines' versions (LineVersions: the lines
// unchanged since the frame drawn last are not read) writes what the
// same frame without them writes: a model's lines changed in place a
// few at a time, frames drawn from text between them, window changes,
// a frame whose version does not follow the last one drawn.
func TestVersionsWriteAsWithout(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 9))
		w, h := 30, 6
		var want, got bytes.Buffer
		plain, versioned := newScreen(&want, nil), newScreen(&got, nil)
		for _, s := range []*screen{plain, versioned} {
			s.SetColorProfile(colorprofile.TrueColor)
			s.Resize(w, h)
			s.EnterAltScreen()
		}
		var text []string
		var lines []uv.Line
		var versions []uint64
		frame := uint64(0)
		for step := range 60 {
			frame++
			switch op := rng.IntN(10); {
			case op == 0:
				w, h = 30+rng.IntN(3), 6+rng.IntN(2)
				plain.Resize(w, h)
				versioned.Resize(w, h)
				text, lines = nil, nil
				continue
			case op == 1:
				t := strings.Join(randomFrame(rng, w, h, text), "\n")
				_ = plain.display(nil, t, frameVersions{})
				_ = versioned.display(nil, t, frameVersions{})
			case op == 2:
				frame -= uint64(rng.IntN(3)) // numbered again, or back
				fallthrough
			default:
				if len(lines) != h || len(lines[0]) != w {
					lines, versions, text = make([]uv.Line, h), make([]uint64, h), nil
					for y := range lines {
						lines[y] = make(uv.Line, w)
					}
				}
				next := randomFrame(rng, w, h, text)
				drawn := cellsOf(strings.Join(next, "\n"), w, h)
				for y := range lines {
					if text == nil || next[y] != text[y] {
						copy(lines[y], drawn[y]) // changed in place
						versions[y] = frame
					}
				}
				text = next
				_ = plain.display(lines, "", frameVersions{})
				_ = versioned.display(lines, "", frameVersions{frame, versions})
			}
			if !bytes.Equal(want.Bytes(), got.Bytes()) {
				t.Fatalf("seed %d, step %d: with versions the screen wrote\n%q\nwithout\n%q", seed, step, got.Bytes(), want.Bytes())
			}
		}
	}
}
