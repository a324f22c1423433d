package program

import (
	"errors"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// counter is a model that counts what it is given and draws the count.
type counter struct {
	mu      sync.Mutex
	n       int      // messages of its own (tickMsg)
	views   int      // View calls
	keys    []string // keys pressed
	size    tea.WindowSizeMsg
	panicky bool
}

type tickMsg struct{}
type batchDone struct{ i int }

func (c *counter) Init() tea.Cmd { return nil }

func (c *counter) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch msg := msg.(type) {
	case tickMsg:
		c.n++
	case batchDone:
		c.n += 10
	case tea.WindowSizeMsg:
		c.size = msg
	case tea.KeyPressMsg:
		c.keys = append(c.keys, msg.String())
		switch msg.String() {
		case "q":
			return c, tea.Quit
		case "b":
			return c, tea.Batch(func() tea.Msg { return batchDone{1} }, func() tea.Msg { return batchDone{2} })
		case "!":
			if c.panicky {
				panic("boom")
			}
		case "g":
			return c, tea.Raw("\a")
		}
	}
	return c, nil
}

func (c *counter) View() tea.View {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.views++
	v := tea.NewView("count " + strconv.Itoa(c.n) + " keys " + strings.Join(c.keys, ","))
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "counter"
	return v
}

func (c *counter) get() (n, views int, keys []string, size tea.WindowSizeMsg) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n, c.views, append([]string(nil), c.keys...), c.size
}

// start runs a counter on a pipe; it returns the program, the input's
// writer, the output and Run's result.
func start(t *testing.T, c *counter, resized chan Size) (*Program, *io.PipeWriter, *testproc.Buffer, chan error) {
	t.Helper()
	in, typed := io.Pipe()
	out := &testproc.Buffer{}
	ascii := colorprofile.Ascii
	p := New(c, Options{In: in, Out: out, Env: []string{"TERM=xterm-256color", "SSH_TTY=/dev/pts/0"},
		Size: Size{40, 10}, Resized: resized, Profile: &ascii})
	done := make(chan error, 1)
	go func() {
		_, err := p.Run()
		done <- err
	}()
	t.Cleanup(func() { _ = typed.Close() })
	return p, typed, out, done
}

// eventually waits until f holds.
func eventually(t *testing.T, what string, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// The program draws its model on the alternate screen with the view's
// modes, hands it keys, messages sent from other goroutines, commands'
// and batches' messages and new sizes, quits on tea.Quit and gives the
// terminal back as it was.
func TestProgram(t *testing.T) {
	c := &counter{}
	resized := make(chan Size, 1)
	p, typed, out, done := start(t, c, resized)
	eventually(t, "the first frame", func() bool { return strings.Contains(out.String(), "count 0 keys") })
	first := out.String()
	for _, want := range []string{ansi.SetModeAltScreenSaveCursor, ansi.SetModeMouseButtonEvent, ansi.SetModeMouseExtSgr, ansi.SetModeBracketedPaste, ansi.SetWindowTitle("counter")} {
		if !strings.Contains(first, want) {
			t.Errorf("the first frame does not set %q: %q", want, first)
		}
	}
	for range 3 {
		p.Send(tickMsg{})
	}
	eventually(t, "three messages", func() bool { n, _, _, _ := c.get(); return n == 3 })
	if _, err := typed.Write([]byte("xb")); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the keys and the batch", func() bool {
		n, _, keys, _ := c.get()
		return n == 23 && strings.Join(keys, ",") == "x,b"
	})
	// Only the cells that changed are written.
	eventually(t, "the frame of the batch", func() bool { return strings.Contains(out.String()[len(first):], "x,b") })
	resized <- Size{60, 20}
	eventually(t, "the new size", func() bool { _, _, _, s := c.get(); return s.Width == 60 && s.Height == 20 })
	if _, err := typed.Write([]byte("q")); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("q did not quit")
	}
	end := out.String()[len(first):]
	for _, want := range []string{ansi.ResetModeAltScreenSaveCursor, ansi.ResetModeBracketedPaste} {
		if !strings.Contains(end, want) {
			t.Errorf("the terminal is not given back (%q): %q", want, end)
		}
	}
}

// A view is drawn once per message that reaches the model, never on a
// timer: with nothing to do, the model is not asked to draw.
func TestDrawsOnlyAfterMessages(t *testing.T) {
	c := &counter{}
	p, _, out, done := start(t, c, nil)
	eventually(t, "the first frame", func() bool { return strings.Contains(out.String(), "count 0") })
	_, views, _, _ := c.get()
	time.Sleep(100 * time.Millisecond)
	if _, v, _, _ := c.get(); v != views {
		t.Fatalf("%d views while idle", v-views)
	}
	written := len(out.String())
	p.Send(tickMsg{})
	eventually(t, "the frame of the message", func() bool { return strings.Contains(out.String()[written:], "1") })
	if _, v, _, _ := c.get(); v != views+1 {
		t.Errorf("one message drawn %d times", v-views)
	}
	// An unchanged view writes nothing.
	written = len(out.String())
	p.Send(struct{}{})
	eventually(t, "the message", func() bool { _, v, _, _ := c.get(); return v == views+2 })
	time.Sleep(20 * time.Millisecond)
	if n := len(out.String()); n != written {
		t.Errorf("an unchanged view wrote %q", out.String()[written:])
	}
	p.Kill()
	<-done
}

// The end of the input ends the program (a connection dropped).
func TestInputClosed(t *testing.T) {
	c := &counter{}
	_, typed, _, done := start(t, c, nil)
	_ = typed.Close()
	select {
	case err := <-done:
		if !errors.Is(err, ErrInputClosed) {
			t.Fatalf("Run: %v, want ErrInputClosed", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the program did not end with its input")
	}
}

// A panic of the model ends Run with an error, the terminal given back.
func TestPanicIsAnError(t *testing.T) {
	c := &counter{panicky: true}
	_, typed, out, done := start(t, c, nil)
	if _, err := typed.Write([]byte("!")); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "boom") || !strings.Contains(err.Error(), "program_test.go") {
			t.Fatalf("Run: %v (the panic and its stack)", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the panic did not end the program")
	}
	if !strings.Contains(out.String(), ansi.ResetModeAltScreenSaveCursor) {
		t.Error("the terminal was not given back")
	}
}

// MaxSize bounds every size the model is given and drawn in: the first,
// a window change, one read from COLUMNS and LINES.
func TestMaxSize(t *testing.T) {
	for _, first := range []Size{{2147483647, 2147483647}, {0, 0}} {
		c := &counter{}
		resized := make(chan Size, 1)
		in, typed := io.Pipe()
		ascii := colorprofile.Ascii
		p := New(c, Options{In: in, Out: &testproc.Buffer{}, Env: []string{"TERM=xterm", "COLUMNS=100000", "LINES=100000"},
			Size: first, Resized: resized, Profile: &ascii, MaxSize: Size{250, 80}})
		done := make(chan error, 1)
		go func() {
			_, err := p.Run()
			done <- err
		}()
		eventually(t, "the first size", func() bool { _, _, _, size := c.get(); return size.Width > 0 })
		if _, _, _, size := c.get(); size.Width != 250 || size.Height != 80 {
			t.Errorf("first %v: the model was given %dx%d", first, size.Width, size.Height)
		}
		resized <- Size{20000, 19}
		eventually(t, "the window change", func() bool { _, _, _, size := c.get(); return size.Height == 19 })
		if _, _, _, size := c.get(); size.Width != 250 {
			t.Errorf("a window change: the model was given %dx%d", size.Width, size.Height)
		}
		p.Send(tea.WindowSizeMsg{Width: 30000, Height: 5})
		eventually(t, "a size sent", func() bool { _, _, _, size := c.get(); return size.Height == 5 })
		if _, _, _, size := c.get(); size.Width != 250 {
			t.Errorf("a size sent: the model was given %dx%d", size.Width, size.Height)
		}
		p.Kill()
		_ = typed.Close()
		<-done
	}
}

// An idle program is not woken: with no input and no message its threads
// are hardly scheduled. The yardstick is a frame timer at Bubble Tea's 60
// a second, measured alongside; the idle program must switch in less than
// a third as often. Linux only: it reads the threads' context switches in
// /proc.
func TestIdleIsNotWoken(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	const window = 500 * time.Millisecond
	tick := time.NewTicker(time.Second / 60)
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-tick.C:
			case <-stop:
				return
			}
		}
	}()
	before := switches(t)
	time.Sleep(window)
	ticking := switches(t) - before
	close(stop)
	tick.Stop()

	c := &counter{}
	p, _, out, done := start(t, c, nil)
	eventually(t, "the first frame", func() bool { return strings.Contains(out.String(), "count 0") })
	time.Sleep(100 * time.Millisecond) // the input reader's first escape timer
	before = switches(t)
	time.Sleep(window)
	idle := switches(t) - before
	p.Kill()
	<-done
	t.Logf("context switches in %v: %d idle, %d with a 60 Hz timer", window, idle, ticking)
	if 3*idle >= ticking {
		t.Errorf("%d context switches idle, %d with a frame timer: something wakes the program", idle, ticking)
	}
}

// switches counts the process's voluntary and involuntary context
// switches, all threads.
func switches(t *testing.T) int {
	t.Helper()
	dirs, err := os.ReadDir("/proc/self/task")
	if err != nil {
		t.Skip(err)
	}
	n := 0
	for _, d := range dirs {
		b, err := os.ReadFile("/proc/self/task/" + d.Name() + "/status")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) == 2 && strings.HasSuffix(f[0], "ctxt_switches:") {
				v, _ := strconv.Atoi(f[1])
				n += v
			}
		}
	}
	return n
}

// A raw message (the game's bell) is written to the terminal as it is,
// between frames.
func TestProgramRaw(t *testing.T) {
	c := &counter{}
	_, typed, out, _ := start(t, c, nil)
	eventually(t, "the first frame", func() bool { return strings.Contains(out.String(), "count 0 keys") })
	// BEL also ends the window title's sequence: count them.
	before := strings.Count(out.String(), "\a")
	if _, err := typed.Write([]byte("xg")); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the key", func() bool { return strings.Contains(out.String(), "keys x") })
	eventually(t, "the bell", func() bool { return strings.Count(out.String(), "\a") == before+1 })
}
