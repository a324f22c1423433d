package program

import (
	"bytes"
	"hash/maphash"
	"image/color"
	"io"
	"slices"
	"strings"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
)

// screen is the terminal a program draws on: ultraviolet's terminal
// renderer, which keeps what the terminal shows and writes only the
// cells that changed, handed the model's own cells (a CellModel's) as
// the frame, with the modes of a tea.View. It writes what
// uv.TerminalScreen writes for the same frames and modes (its methods
// here are that screen's, for what a program uses), without its two
// copies of the frame (its window and its render buffer): a frame's
// lines changed since the last one are known by a hash of each line.
// At 250x80, a frame's copy is 2.2 MB.
type screen struct {
	w    io.Writer
	buf  bytes.Buffer
	rend *uv.TerminalRenderer

	width, height int
	method        ansi.Method
	// frame is what the renderer is handed: the model's lines, or own's.
	frame uv.RenderBuffer
	// own is the frame drawn from text, or from cells of another size
	// than the screen (nil until needed).
	own *uv.Window
	// sums hashes each line of the last frame (nil: unknown, every line
	// is new).
	sums []uint64
	// shown is the model's frame drawn last, when it was drawn from the
	// model's lines with their versions (shown.lines nil: unknown).
	shown   frameVersions
	seed    maphash.Seed
	scratch []byte // a line's bytes, hashed

	altScreen      bool
	bracketedPaste bool
	mouseMode      uv.MouseMode
	mouseEncoding  uv.MouseEncoding
	windowTitle    string
	syncUpdates    bool
}

// newScreen is a screen on w (uv.NewTerminalScreen's settings).
func newScreen(w io.Writer, env uv.Environ) *screen {
	s := &screen{w: w, method: ansi.WcWidth, seed: maphash.MakeSeed()}
	s.rend = uv.NewTerminalRenderer(&s.buf, env)
	s.rend.SetFullscreen(false)
	s.rend.SetRelativeCursor(true)
	s.rend.SetColorProfile(colorprofile.Detect(w, env))
	if f, ok := w.(term.File); ok {
		if state, err := term.GetState(f.Fd()); err == nil || isWindows {
			useTabs, useBspace := optimizeMovements(state)
			if useTabs {
				s.rend.SetTabStops(0)
			} else {
				s.rend.SetTabStops(-1)
			}
			s.rend.SetBackspace(useBspace)
		}
	}
	s.rend.SetMapNewline(false)
	s.frame.Buffer = &uv.Buffer{}
	return s
}

// SetColorProfile sets the colours drawn with.
func (s *screen) SetColorProfile(p colorprofile.Profile) { s.rend.SetColorProfile(p) }

// SetWidthMethod sets how a cluster's width is measured.
func (s *screen) SetWidthMethod(m ansi.Method) {
	s.method = m
	if s.own != nil {
		s.own.SetWidthMethod(m)
	}
	s.rend.SetWidthMethod(m)
}

// Resize makes the screen width x height; the next frame is drawn whole.
func (s *screen) Resize(width, height int) {
	s.width, s.height = width, height
	if s.own != nil {
		s.own.Resize(width, height)
	}
	s.sums, s.shown = nil, frameVersions{}
	s.rend.Resize(width, height)
	s.rend.Erase()
}

// frameVersions number a model's frame and the frame each of its lines
// last changed in (LineVersions).
type frameVersions struct {
	frame uint64
	lines []uint64
}

// display draws a frame: the lines of cells when they are the screen's
// size (read, never written), else lines or text drawn on own; then
// flushes. With the lines' versions (fv, LineVersions), a line unchanged
// since the frame drawn last is not read.
func (s *screen) display(lines []uv.Line, text string, fv frameVersions) error {
	if len(fv.lines) != len(lines) {
		fv = frameVersions{}
	}
	if lines == nil || len(lines) != s.height || !linesWide(lines, s.width) {
		fv = frameVersions{}
		if s.own == nil {
			s.own = uv.NewWindow(s.width, s.height, s.method)
		}
		s.own.Clear()
		var d uv.Drawable = uv.NewStyledString(text)
		if lines != nil {
			d = cells(lines)
		}
		d.Draw(s.own, s.own.Bounds())
		lines = s.own.Buffer.Lines
	}
	s.frame.Lines = lines
	if len(s.frame.Touched) != len(lines) {
		s.frame.Touched = make([]*uv.LineData, len(lines))
	}
	if len(s.sums) != len(lines) {
		s.sums = nil
	}
	known := s.sums != nil
	if !known {
		s.sums = make([]uint64, len(lines))
	}
	since := known && s.shown.lines != nil && fv.lines != nil && fv.frame > s.shown.frame
	for y, line := range lines {
		if since && fv.lines[y] <= s.shown.frame {
			continue // as drawn last
		}
		if sum := s.sum(line); !known || s.sums[y] != sum {
			s.sums[y] = sum
			s.frame.TouchLine(0, y, s.width)
		}
	}
	s.shown = fv
	s.rend.Render(&s.frame)
	_ = s.rend.Flush()
	return s.Flush()
}

// linesWide reports whether every line is width cells.
func linesWide(lines []uv.Line, width int) bool {
	for _, l := range lines {
		if len(l) != width {
			return false
		}
	}
	return true
}

// sum hashes what the renderer compares of a line's cells (the
// content, width and style of each, its colours by their RGBA, its
// link), written on one scratch first.
func (s *screen) sum(line uv.Line) uint64 {
	b := s.scratch[:0]
	for i := range line {
		c := &line[i]
		b = append(b, c.Content...)
		b = append(b, 0xff, byte(c.Width)) // 0xff: never in UTF-8
		if st := &c.Style; !st.IsZero() {
			b = append(b, 1, byte(st.Underline), st.Attrs)
			b = appendColor(appendColor(appendColor(b, st.Fg), st.Bg), st.UnderlineColor)
		}
		if !c.Link.IsZero() {
			b = append(b, 2)
			b = append(b, c.Link.URL...)
			b = append(b, 0xff)
			b = append(b, c.Link.Params...)
			b = append(b, 0xff)
		}
	}
	s.scratch = b
	return maphash.Bytes(s.seed, b)
}

// appendColor writes a colour as the renderer compares it (its RGBA).
func appendColor(b []byte, c color.Color) []byte {
	if c == nil {
		return append(b, 0)
	}
	r, g, bl, a := c.RGBA()
	return append(b, 1, byte(r>>8), byte(r), byte(g>>8), byte(g), byte(bl>>8), byte(bl), byte(a>>8), byte(a))
}

// Flush writes what is pending (uv.TerminalScreen.Flush without a
// cursor).
func (s *screen) Flush() error {
	if !s.altScreen {
		if x, y := s.rend.Position(); x >= s.width-1 {
			s.rend.MoveTo(0, y)
		}
	}
	out := s.buf.Bytes()
	if len(out) == 0 {
		return nil // a frame unchanged: nothing to write
	}
	if s.syncUpdates {
		out = slices.Concat([]byte(ansi.SetModeSynchronizedOutput), out, []byte(ansi.ResetModeSynchronizedOutput))
	}
	if _, err := s.w.Write(out); err != nil {
		return err
	}
	s.buf.Reset()
	return nil
}

// WriteString queues str.
func (s *screen) WriteString(str string) (int, error) { return s.buf.WriteString(str) }

// EnterAltScreen switches to the alternate screen.
func (s *screen) EnterAltScreen() {
	s.buf.WriteString(ansi.SetModeAltScreenSaveCursor + ansi.HideCursor)
	if !s.altScreen {
		s.rend.SaveCursor()
		s.rend.Erase()
		s.rend.SetFullscreen(true)
		s.rend.SetRelativeCursor(false)
		s.altScreen = true
	}
}

// ExitAltScreen switches back to the main screen.
func (s *screen) ExitAltScreen() {
	s.buf.WriteString(ansi.ResetModeAltScreenSaveCursor + ansi.HideCursor)
	if s.altScreen {
		s.rend.RestoreCursor()
		s.rend.Erase()
		s.rend.SetFullscreen(false)
		s.rend.SetRelativeCursor(true)
		s.altScreen = false
	}
}

// AltScreen reports whether the alternate screen is on.
func (s *screen) AltScreen() bool { return s.altScreen }

// EnableBracketedPaste turns bracketed paste on.
func (s *screen) EnableBracketedPaste() {
	s.buf.WriteString(ansi.SetModeBracketedPaste)
	s.bracketedPaste = true
}

// BracketedPaste reports whether bracketed paste is on.
func (s *screen) BracketedPaste() bool { return s.bracketedPaste }

// SetSynchronizedUpdates wraps each flush in synchronized output.
func (s *screen) SetSynchronizedUpdates(on bool) { s.syncUpdates = on }

// SetMouseMode sets the mouse tracking.
func (s *screen) SetMouseMode(m uv.MouseMode) {
	_ = uv.EncodeMouseMode(&s.buf, m)
	s.mouseMode = m
}

// MouseMode is the mouse tracking.
func (s *screen) MouseMode() uv.MouseMode { return s.mouseMode }

// SetMouseEncoding sets how mouse reports are encoded.
func (s *screen) SetMouseEncoding(e uv.MouseEncoding) {
	_ = uv.EncodeMouseEncoding(&s.buf, e)
	s.mouseEncoding = e
}

// MouseEncoding is how mouse reports are encoded.
func (s *screen) MouseEncoding() uv.MouseEncoding { return s.mouseEncoding }

// SetWindowTitle sets the window's title.
func (s *screen) SetWindowTitle(title string) {
	_ = uv.EncodeWindowTitle(&s.buf, title)
	s.windowTitle = title
}

// WindowTitle is the window's title.
func (s *screen) WindowTitle() string { return s.windowTitle }

// Reset gives the terminal back as it was found (uv.TerminalScreen.Reset
// without a cursor or keyboard enhancements).
func (s *screen) Reset() {
	var sb strings.Builder
	if s.altScreen {
		sb.WriteString(ansi.ResetModeAltScreenSaveCursor)
	}
	if s.mouseMode != uv.MouseModeNone {
		_ = uv.EncodeMouseMode(&sb, uv.MouseModeNone)
	}
	if s.mouseEncoding != uv.MouseEncodingLegacy {
		_ = uv.EncodeMouseEncoding(&sb, uv.MouseEncodingLegacy)
	}
	sb.WriteString(ansi.ShowCursor)
	if s.bracketedPaste {
		sb.WriteString(ansi.ResetModeBracketedPaste)
	}
	if s.windowTitle != "" {
		sb.WriteString(ansi.SetWindowTitle(""))
	}
	s.buf.WriteString(sb.String())
	s.rend.MoveTo(0, s.height-1)
}
