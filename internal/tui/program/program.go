package program

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
)

// Size is a terminal's size in cells.
type Size struct{ Width, Height int }

// Options say where a program runs.
type Options struct {
	// In is read for keys, clicks and pastes (nil: none). A terminal is
	// put in raw mode while the program runs.
	In io.Reader
	// Out is drawn on.
	Out io.Writer
	// Env is the terminal's environment (TERM, COLORTERM, NO_COLOR ...),
	// for its keys and colours; nil: this process's.
	Env []string
	// Size is the terminal's first size; a zero field is asked of Out
	// when it is a terminal, else read from COLUMNS and LINES, else 80x24.
	Size Size
	// Resized tells of the terminal's new sizes (a window change); a zero
	// field is asked of Out as above.
	Resized <-chan Size
	// Profile is the colour profile drawn with; nil: detected from Out
	// and Env.
	Profile *colorprofile.Profile
	// MaxSize, when its fields are set, bounds every size the program
	// draws in (the first, each window change, one read from COLUMNS and
	// LINES): a larger terminal is drawn in that size, from its top left.
	MaxSize Size
}

// ErrInputClosed is Run's error when its input ended (the terminal or
// the connection is gone).
var ErrInputClosed = errors.New("program: the input was closed")

// inputBuffer bounds the input events decoded ahead of the model.
const inputBuffer = 16

// readWait bounds how long a stopping program waits for its reader.
const readWait = 500 * time.Millisecond

// Program runs one model on one terminal.
type Program struct {
	model tea.Model
	opts  Options

	mu    sync.Mutex
	queue []tea.Msg
	wake  chan struct{} // one token: the queue has messages

	ctx    context.Context
	cancel context.CancelFunc
	killed chan struct{}
	once   sync.Once

	// Owned by Run's goroutine.
	scr      *screen
	size     Size
	last     *tea.View
	quitting bool
	err      error
}

// New makes a program of m on the terminal o describes.
func New(m tea.Model, o Options) *Program {
	ctx, cancel := context.WithCancel(context.Background())
	return &Program{model: m, opts: o, wake: make(chan struct{}, 1), ctx: ctx, cancel: cancel, killed: make(chan struct{})}
}

// Send hands the model a message from any goroutine; it never blocks.
func (p *Program) Send(msg tea.Msg) {
	if msg == nil {
		return
	}
	p.mu.Lock()
	p.queue = append(p.queue, msg)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// Kill ends Run at once, without drawing again (a terminal that is gone
// may block); the terminal's input mode is restored.
func (p *Program) Kill() {
	p.once.Do(func() { close(p.killed) })
	p.cancel()
}

// panicMsg carries a panic of a command to Run.
type panicMsg struct{ err error }

// Run runs the model until it quits (tea.Quit), the input ends
// (ErrInputClosed) or Kill; it returns the final model. The terminal is
// given back as it was found: main screen, mouse and paste modes off,
// input mode restored. A panic of the model or a command ends Run with
// an error instead of taking the process down.
func (p *Program) Run() (final tea.Model, err error) {
	env := uv.Environ(p.opts.Env)
	if p.opts.Env == nil {
		env = uv.Environ(os.Environ())
	}
	if f, ok := p.opts.In.(term.File); ok && term.IsTerminal(f.Fd()) {
		state, err := term.MakeRaw(f.Fd())
		if err != nil {
			return p.model, fmt.Errorf("program: raw mode: %w", err)
		}
		defer func() { _ = term.Restore(f.Fd(), state) }()
	}
	p.size = p.measure(p.opts.Size, env)
	p.scr = newScreen(p.opts.Out, env)
	if p.opts.Profile != nil {
		p.scr.SetColorProfile(*p.opts.Profile)
	}
	p.scr.Resize(p.size.Width, p.size.Height)

	events := make(chan uv.Event, inputBuffer)
	readDone := make(chan error, 1)
	stopReader, err := p.startInput(env, events, readDone)
	if err != nil {
		return p.model, err
	}

	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("program: panic: %v\n%s", r, debug.Stack())
		}
		p.cancel()
		if stopReader != nil {
			stopReader()
		}
		if !p.isKilled() {
			p.scr.Reset()
			_ = p.scr.Flush()
		}
		final = p.model
	}()

	if shouldQueryModes(env) {
		_, _ = p.scr.WriteString(ansi.RequestModeSynchronizedOutput + ansi.RequestModeUnicodeCore)
	}
	p.update(tea.WindowSizeMsg{Width: p.size.Width, Height: p.size.Height})
	p.run(p.model.Init())
	p.render()
	return p.model, p.loop(env, events, readDone)
}

// startInput starts reading the input's events (none without an input);
// the function it returns stops the reader.
func (p *Program) startInput(env uv.Environ, events chan uv.Event, readDone chan<- error) (func(), error) {
	if p.opts.In == nil {
		return nil, nil
	}
	cr, err := uv.NewCancelReader(p.opts.In)
	if err != nil {
		return nil, fmt.Errorf("program: input: %w", err)
	}
	rd := uv.NewTerminalReader(cr, env.Getenv("TERM"))
	finished := make(chan struct{})
	go func() {
		readDone <- rd.StreamEvents(p.ctx, events)
		close(finished)
	}()
	return func() {
		cr.Cancel()
		// Events decoded after the end are dropped, so that the
		// reader never blocks on a channel nobody reads.
		go func() {
			for {
				select {
				case <-events:
				case <-finished:
					return
				}
			}
		}()
		select {
		case <-finished:
		case <-time.After(readWait):
		}
		_ = cr.Close()
	}, nil
}

// loop hands the model its messages (the input's events, those sent,
// the new sizes) and draws after each, until the model quits, the
// program is killed or the input ends.
func (p *Program) loop(env uv.Environ, events <-chan uv.Event, readDone <-chan error) error {
	for !p.quitting {
		select {
		case <-p.ctx.Done():
			return p.err
		case ev := <-events:
			if msg := p.translate(ev); msg != nil {
				p.update(msg)
			}
		case <-p.wake:
			p.mu.Lock()
			msgs := p.queue
			p.queue = nil
			p.mu.Unlock()
			for _, msg := range msgs {
				if p.quitting {
					break
				}
				p.update(msg)
			}
		case s := <-p.opts.Resized:
			s = p.measure(s, env)
			p.update(tea.WindowSizeMsg{Width: s.Width, Height: s.Height})
		case err := <-readDone:
			if err == nil || errors.Is(err, io.EOF) {
				err = ErrInputClosed
			}
			return err
		}
		if p.err != nil {
			return p.err
		}
		if !p.quitting {
			p.render()
		}
	}
	p.render()
	return p.err
}

func (p *Program) isKilled() bool {
	select {
	case <-p.killed:
		return true
	default:
		return false
	}
}

// update hands one message to the model (the program's own first).
func (p *Program) update(msg tea.Msg) {
	switch m := msg.(type) {
	case tea.QuitMsg:
		p.quitting = true
		return
	case tea.BatchMsg:
		for _, c := range m {
			p.run(c)
		}
		return
	case panicMsg:
		p.err = m.err
		return
	case tea.RawMsg:
		// Written as it is (the bell, BEL), between two frames.
		if _, err := p.scr.WriteString(fmt.Sprint(m.Msg)); err == nil {
			_ = p.scr.Flush()
		}
		return
	case tea.WindowSizeMsg:
		if m.Width <= 0 || m.Height <= 0 {
			return
		}
		if bound := p.opts.MaxSize; bound.Width > 0 && bound.Height > 0 {
			m.Width, m.Height = min(m.Width, bound.Width), min(m.Height, bound.Height)
			msg = m
		}
		p.size = Size{m.Width, m.Height}
		p.scr.Resize(m.Width, m.Height)
		p.last = nil // draw everything again
	}
	var cmd tea.Cmd
	p.model, cmd = p.model.Update(msg)
	p.run(cmd)
}

// run runs a command in a goroutine; its message comes back through the
// mailbox.
func (p *Program) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				p.Send(panicMsg{fmt.Errorf("program: panic in a command: %v\n%s", r, debug.Stack())})
			}
		}()
		p.Send(cmd())
	}()
}

// render draws the view when it changed: the modes first, then only the
// cells that changed (a frame given as cells is handed to the screen,
// which finds the lines that changed; one given as text is compared
// whole).
func (p *Program) render() {
	v, lines := p.view()
	last := p.last
	if last != nil && lines == nil && v.Content == last.Content && v.AltScreen == last.AltScreen &&
		v.MouseMode == last.MouseMode && v.WindowTitle == last.WindowTitle {
		return
	}
	first := last == nil
	if first {
		last = &tea.View{}
		if !p.scr.BracketedPaste() && !v.DisableBracketedPasteMode {
			p.scr.EnableBracketedPaste()
		}
	}
	if v.AltScreen != p.scr.AltScreen() {
		if v.AltScreen {
			p.scr.EnterAltScreen()
		} else {
			p.scr.ExitAltScreen()
		}
	}
	if mode := mouseMode(v.MouseMode); mode != p.scr.MouseMode() {
		p.scr.SetMouseMode(mode)
		enc := uv.MouseEncodingLegacy
		if mode != uv.MouseModeNone {
			enc = uv.MouseEncodingSGR
		}
		if enc != p.scr.MouseEncoding() {
			p.scr.SetMouseEncoding(enc)
		}
	}
	if v.WindowTitle != p.scr.WindowTitle() {
		p.scr.SetWindowTitle(v.WindowTitle)
	}
	var fv frameVersions
	if lv, ok := p.model.(LineVersions); ok && lines != nil {
		fv.frame, fv.lines = lv.FrameVersions()
	}
	if err := p.scr.display(lines, v.Content, fv); err != nil && p.err == nil {
		p.err = fmt.Errorf("program: drawing: %w", err)
	}
	p.last = &v
}

// view asks the model for its view and, from a CellModel, its cells
// (nil: the view's text is drawn); a CellViewer draws no text for a
// frame it gives as cells.
func (p *Program) view() (tea.View, []uv.Line) {
	if cv, ok := p.model.(CellViewer); ok {
		v := cv.ViewCells()
		return v, cv.FrameCells()
	}
	v := p.model.View()
	if cm, ok := p.model.(CellModel); ok {
		return v, cm.FrameCells()
	}
	return v, nil
}

// CellModel is a model that can give its view's content as cells too,
// as it drew them: the program draws those rather than reading the
// text back (the same screen, without parsing it again).
type CellModel interface {
	// FrameCells is the last View's content, by line (nil: read the
	// text). The program reads them at once, before the next View.
	FrameCells() []uv.Line
}

// LineVersions is a CellModel that numbers its frames and knows which of
// their lines changed: the screen reads again only the lines changed
// since the frame it drew last.
type LineVersions interface {
	// FrameVersions is the number of the frame FrameCells gives (frames
	// are numbered in the order they are drawn) and, by line, the number
	// of the frame the line last changed in.
	FrameVersions() (frame uint64, lines []uint64)
}

// CellViewer is a CellModel that can leave its text out: the program
// asks ViewCells rather than View, and draws FrameCells (the text of a
// frame as cells is never read, so it need not be written).
type CellViewer interface {
	CellModel
	// ViewCells is View, its Content left empty when FrameCells gives
	// the frame as cells (else the text to draw, as View's).
	ViewCells() tea.View
}

// cells draws lines of cells as they are.
type cells []uv.Line

// Draw sets every cell that is not blank on the screen the display has
// just cleared (the second half of a wide one comes with it).
func (c cells) Draw(scr uv.Screen, area uv.Rectangle) {
	for y, line := range c {
		if y >= area.Dy() {
			return
		}
		for x := range min(len(line), area.Dx()) {
			if cell := &line[x]; !(cell.Width == 0 && cell.IsZero()) && !blank(cell) {
				scr.SetCell(area.Min.X+x, area.Min.Y+y, cell)
			}
		}
	}
}

// blank reports whether c is uv.EmptyCell, what a cleared screen holds.
func blank(c *uv.Cell) bool {
	return c.Content == " " && c.Width == 1 && c.Style.IsZero() && c.Link.IsZero()
}

// mouseMode is the terminal's mouse tracking for a view's mode.
func mouseMode(m tea.MouseMode) uv.MouseMode {
	switch m {
	case tea.MouseModeCellMotion:
		return uv.MouseModeDrag
	case tea.MouseModeAllMotion:
		return uv.MouseModeMotion
	}
	return uv.MouseModeNone
}

// translate turns an input event into the model's message (nil: the
// program's own, or none the game reads).
func (p *Program) translate(ev uv.Event) tea.Msg {
	switch e := ev.(type) {
	case uv.KeyPressEvent:
		return tea.KeyPressMsg(e)
	case uv.KeyReleaseEvent:
		return tea.KeyReleaseMsg(e)
	case uv.MouseClickEvent:
		return tea.MouseClickMsg(e)
	case uv.MouseReleaseEvent:
		return tea.MouseReleaseMsg(e)
	case uv.MouseWheelEvent:
		return tea.MouseWheelMsg(e)
	case uv.MouseMotionEvent:
		return tea.MouseMotionMsg(e)
	case uv.PasteEvent:
		return tea.PasteMsg(e)
	case uv.FocusEvent:
		return tea.FocusMsg(e)
	case uv.BlurEvent:
		return tea.BlurMsg(e)
	case uv.WindowSizeEvent:
		return tea.WindowSizeMsg(e)
	case uv.ModeReportEvent:
		switch {
		case e.Mode == ansi.ModeSynchronizedOutput && e.Value == ansi.ModeReset:
			p.scr.SetSynchronizedUpdates(true)
		case e.Mode == ansi.ModeUnicodeCore && (e.Value == ansi.ModeReset || e.Value == ansi.ModeSet || e.Value == ansi.ModePermanentlySet):
			_, _ = p.scr.WriteString(ansi.SetModeUnicodeCore)
			p.scr.SetWidthMethod(ansi.GraphemeWidth)
			p.last = nil
		}
	}
	return nil
}

// measure fills a size's zero fields: from Out when it is a terminal,
// else from COLUMNS and LINES, else 80x24.
func (p *Program) measure(s Size, env uv.Environ) Size {
	s = p.measured(s, env)
	if m := p.opts.MaxSize; m.Width > 0 && m.Height > 0 {
		s = Size{min(s.Width, m.Width), min(s.Height, m.Height)}
	}
	return s
}

// measured is measure before the bound.
func (p *Program) measured(s Size, env uv.Environ) Size {
	if s.Width > 0 && s.Height > 0 {
		return s
	}
	if f, ok := p.opts.Out.(term.File); ok && term.IsTerminal(f.Fd()) {
		if w, h, err := term.GetSize(f.Fd()); err == nil && w > 0 && h > 0 {
			return Size{w, h}
		}
	}
	dim := func(n int, name string, def int) int {
		if n > 0 {
			return n
		}
		if v, err := strconv.Atoi(env.Getenv(name)); err == nil && v > 0 {
			return v
		}
		return def
	}
	return Size{dim(s.Width, "COLUMNS", 80), dim(s.Height, "LINES", 24)}
}

// shouldQueryModes reports whether the terminal is asked about
// synchronized output and grapheme widths (Bubble Tea's rule: not through
// SSH nor Apple's Terminal, whose answers may come late or never).
func shouldQueryModes(env uv.Environ) bool {
	termType := env.Getenv("TERM")
	prog, hasProg := env.LookupEnv("TERM_PROGRAM")
	_, ssh := env.LookupEnv("SSH_TTY")
	_, wt := env.LookupEnv("WT_SESSION")
	known := false
	for _, name := range []string{"ghostty", "wezterm", "alacritty", "kitty", "rio"} {
		known = known || strings.Contains(termType, name)
	}
	return (!hasProg && !ssh) || wt || (hasProg && !strings.Contains(prog, "Apple") && !ssh) || known
}
