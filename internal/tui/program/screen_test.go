package program

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// randomFrame is a frame of w x h of random styled words: colours,
// bold, wide characters, an emoji, a hyperlink, blanks with a
// background; prev, when given, is changed on a few lines only, or
// scrolled by a line (the renderer's diff and scroll paths).
func randomFrame(rng *rand.Rand, w, h int, prev []string) []string {
	words := []string{"east", "南", "西中", "pung", "🀄", "\x1b[31;1mred\x1b[m", "\x1b[44m   \x1b[m",
		"\x1b]8;;http://example.com\x07link\x1b]8;;\x07", "\x1b[38;2;10;200;30mgreen\x1b[m", "┌──┐", "│1m│", "é"}
	line := func() string {
		var b strings.Builder
		for ansi.StringWidth(b.String()) < w-8 && rng.IntN(8) > 0 {
			b.WriteString(words[rng.IntN(len(words))])
			b.WriteString(strings.Repeat(" ", rng.IntN(4)))
		}
		return b.String()
	}
	lines := make([]string, h)
	switch {
	case prev != nil && len(prev) == h && rng.IntN(3) == 0:
		copy(lines, prev[1:])
		lines[h-1] = line()
	case prev != nil && len(prev) == h:
		copy(lines, prev)
		for range 1 + rng.IntN(3) {
			lines[rng.IntN(h)] = line()
		}
	default:
		for y := range lines {
			lines[y] = line()
		}
	}
	return lines
}

// cellsOf draws text on a w x h grid, as the terminal game's canvas
// does, and returns its lines.
func cellsOf(text string, w, h int) []uv.Line {
	buf := uv.NewScreenBuffer(w, h)
	uv.NewStyledString(text).Draw(buf, buf.Bounds())
	return buf.Lines
}

// The screen writes what ultraviolet's terminal screen (the program's
// before) writes for the same frames and modes, byte for byte: frames
// from cells and from text, of the screen's size and of another, lines
// changed, scrolled, unchanged; window changes, the alternate screen,
// mouse modes, bracketed paste, titles, synchronized output, grapheme
// widths, raw writes, and the reset at the end.
func TestScreenWritesAsTerminalScreen(t *testing.T) {
	for seed := range uint64(soak.Size(20, 400)) {
		rng := rand.New(rand.NewPCG(seed, 11))
		var want, got bytes.Buffer
		env := uv.Environ{"TERM=xterm-256color"}
		old, scr := uv.NewTerminalScreen(&want, env), newScreen(&got, env)
		prof := []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256, colorprofile.Ascii}[seed%3]
		old.SetColorProfile(prof)
		scr.SetColorProfile(prof)
		w, h := 20+rng.IntN(60), 3+rng.IntN(20)
		old.Resize(w, h)
		scr.Resize(w, h)
		var prev []string
		for step := range 40 {
			op := rng.IntN(16)
			switch {
			case op == 0:
				w, h = 20+rng.IntN(60), 3+rng.IntN(20)
				old.Resize(w, h)
				scr.Resize(w, h)
				prev = nil
			case op == 1:
				if old.AltScreen() {
					old.ExitAltScreen()
					scr.ExitAltScreen()
				} else {
					old.EnterAltScreen()
					scr.EnterAltScreen()
				}
			case op == 2:
				m := []uv.MouseMode{uv.MouseModeNone, uv.MouseModeDrag, uv.MouseModeMotion}[rng.IntN(3)]
				e := []uv.MouseEncoding{uv.MouseEncodingLegacy, uv.MouseEncodingSGR}[rng.IntN(2)]
				old.SetMouseMode(m)
				scr.SetMouseMode(m)
				old.SetMouseEncoding(e)
				scr.SetMouseEncoding(e)
			case op == 3:
				title := fmt.Sprint("title ", rng.IntN(3))
				old.SetWindowTitle(title)
				scr.SetWindowTitle(title)
				if !old.BracketedPaste() {
					old.EnableBracketedPaste()
					scr.EnableBracketedPaste()
				}
			case op == 4:
				old.SetSynchronizedUpdates(!old.SynchronizedUpdates())
				scr.SetSynchronizedUpdates(!scr.syncUpdates)
			case op == 5 && seed%4 == 0:
				old.SetWidthMethod(ansi.GraphemeWidth)
				scr.SetWidthMethod(ansi.GraphemeWidth)
			case op == 6:
				_, _ = old.WriteString("\a")
				_, _ = scr.WriteString("\a")
				_ = old.Flush()
				_ = scr.Flush()
			default:
				prev = randomFrame(rng, w, h, prev)
				text := strings.Join(prev, "\n")
				var lines []uv.Line
				var frame uv.Drawable = uv.NewStyledString(text)
				switch rng.IntN(3) {
				case 0:
					lines = cellsOf(text, w, h)
				case 1: // the canvas of another size than the screen
					lines = cellsOf(text, w-rng.IntN(5), h+rng.IntN(3)-1)
				}
				if lines != nil {
					frame = cells(lines)
				}
				_ = old.Display(frame)
				_ = scr.display(lines, text, frameVersions{})
			}
			if !bytes.Equal(want.Bytes(), got.Bytes()) {
				t.Fatalf("seed %d, step %d (op %d, %dx%d): the screen wrote\n%q\nthe terminal screen\n%q", seed, step, op, w, h, got.Bytes(), want.Bytes())
			}
		}
		old.Reset()
		scr.Reset()
		_ = old.Flush()
		_ = scr.Flush()
		if !bytes.Equal(want.Bytes(), got.Bytes()) {
			t.Fatalf("seed %d, the reset: the screen wrote\n%q\nthe terminal screen\n%q", seed, got.Bytes(), want.Bytes())
		}
	}
}
