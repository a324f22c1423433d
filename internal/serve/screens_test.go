package serve

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// screens drives a session's program (the terminal game's root with the
// session's screens in front) without SSH: the keys it is sent, the
// messages the server sends it, the commands they start.
type screens struct {
	t   *testing.T
	f   *fakeClient
	app *tui.App
	// async, when set, runs the commands in goroutines as the program
	// loop does (a timer's command waits for its time): their messages
	// come back on async, handed to the program by pump.
	async chan tea.Msg
	done  chan struct{}
	quit  bool
}

// newScreens starts a served session's program for a fake client whose
// tables are played on the real served screen.
func newScreens(t *testing.T, s *Server, f *fakeClient) *screens {
	f.cl.newLink = func(r *room, seat rules.Seat) link { return s.servedLink(f.cl, r, seat) }
	f.cl.mu.Lock()
	f.cl.deliver = func(m tea.Msg) { f.msgs <- m }
	f.cl.mu.Unlock()
	lob := newLobby(f.cl)
	app, err := tui.New(lob.settings(), tui.Options{First: lob.start()})
	if err != nil {
		t.Fatal(err)
	}
	sc := &screens{t: t, f: f, app: app}
	sc.update(tea.WindowSizeMsg{Width: 100, Height: 30})
	return sc
}

// update hands the program a message and runs what it starts (a
// command's messages fed back), as the program loop would.
func (sc *screens) update(msg tea.Msg) (quit bool) {
	if sc.async != nil {
		_, cmd := sc.app.Update(msg)
		sc.start(cmd)
		return sc.quit
	}
	queue := []tea.Msg{msg}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		_, cmd := sc.app.Update(m)
		for cmds := []tea.Cmd{cmd}; len(cmds) > 0; {
			c := cmds[0]
			cmds = cmds[1:]
			if c == nil {
				continue
			}
			switch out := c().(type) {
			case nil:
			case tea.QuitMsg:
				quit = true
			case tea.BatchMsg:
				cmds = append(cmds, out...)
			default:
				queue = append(queue, out)
			}
		}
	}
	return quit
}

// start runs a command in a goroutine (async). The goroutine holds only
// the channels: a timer still waiting when the test has left the session
// keeps nothing else alive.
func (sc *screens) start(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	if sc.done == nil {
		sc.done = make(chan struct{})
	}
	async, done := sc.async, sc.done
	go func() {
		select {
		case async <- cmd():
		case <-done:
		}
	}()
}

// stop lets the commands still running go (async).
func (sc *screens) stop() {
	if sc.done != nil {
		close(sc.done)
	}
}

// pump hands the program the commands' messages come back and the
// server's, until none is waiting (async).
func (sc *screens) pump() {
	for !sc.quit {
		select {
		case m := <-sc.async:
			switch m := m.(type) {
			case nil:
			case tea.QuitMsg:
				sc.quit = true
			case tea.BatchMsg:
				for _, c := range m {
					sc.start(c)
				}
			default:
				sc.update(m)
			}
		case m := <-sc.f.msgs:
			sc.update(m)
		default:
			return
		}
	}
}

// press types keys ("enter", "esc", "up", "ctrl+c" or a character).
func (sc *screens) press(keys ...string) (quit bool) {
	for _, k := range keys {
		var msg tea.KeyPressMsg
		switch k {
		case "enter":
			msg = tea.KeyPressMsg{Code: tea.KeyEnter}
		case "esc":
			msg = tea.KeyPressMsg{Code: tea.KeyEscape}
		case "up":
			msg = tea.KeyPressMsg{Code: tea.KeyUp}
		case "ctrl+c":
			msg = tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
		default:
			msg = tea.KeyPressMsg{Code: []rune(k)[0], Text: k}
		}
		quit = sc.update(msg) || quit
	}
	return quit
}

// screen is what the session shows, its styles left out.
func (sc *screens) screen() string { return ansi.Strip(sc.app.View().Content) }

// waitFor hands the program the server's messages until the screen
// shows text.
func (sc *screens) waitFor(text string) {
	sc.t.Helper()
	deadline := time.After(10 * time.Second)
	for !strings.Contains(sc.screen(), text) {
		select {
		case m := <-sc.f.msgs:
			sc.update(m)
		case <-deadline:
			sc.t.Fatalf("%q never shown:\n%s", text, sc.screen())
		}
	}
}

// A served session runs one root: the lobby, the code prompt (a pasted
// escape sequence and bidi override kept out of the field), the form
// with its password field, the waiting room, the table played in front
// of it with the line of talk over it, and back to the lobby when the
// person leaves the game; Ctrl+C ends the session.
func TestServedScreensOneRoot(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	sc := newScreens(t, s, connect(t, s, "alice", "ka"))
	sc.waitFor("No table yet")

	sc.press("g")
	sc.waitFor("Go to a table")
	sc.update(tea.PasteMsg{Content: "\x1b[31mAB\u202eC"})
	if raw := sc.app.View().Content; strings.Contains(raw, "\u202e") || strings.Contains(raw, "\x1b[31mAB") ||
		!strings.Contains(sc.screen(), "> [31mABC") {
		t.Fatalf("the code field holds what a terminal acts on: %q", raw)
	}
	sc.press("enter")
	sc.waitFor("No table has that code.")
	sc.press("esc")
	sc.waitFor("No table yet")

	sc.press("n")
	sc.waitFor("New table")
	sc.press("up", "up", "p", "w") // the password line, then the password
	sc.waitFor("[**")
	sc.press("enter")
	sc.waitFor("Seat 1")
	sc.waitFor("alice (you)")

	sc.press("s")
	sc.waitFor("Hong Kong · East round · Hand 1")
	sc.press("t", "h", "i")
	sc.waitFor("Say: hi")
	sc.press("enter")
	sc.waitFor("alice: hi")

	sc.press("q")
	sc.waitFor("Leave the game?")
	sc.press("y")
	sc.waitFor("M A H J O N G · tables")
	if r, seat := sc.f.cl.at(); r != nil || seat != rules.NoSeat {
		t.Errorf("the session left the game but sits at %v, seat %d", r, seat)
	}
	if !sc.press("ctrl+c") {
		t.Error("Ctrl+C does not end the session")
	}
}

// The server taking the seat away while the table is played (the same
// person came back in a newer session) ends the game in front of the
// waiting room: the lobby says why.
func TestServedSeatTakenBack(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	sc := newScreens(t, s, connect(t, s, "alice", "ka"))
	sc.press("n", "up", "enter") // the form's last line: open the table
	sc.waitFor("alice (you)")
	sc.press("s")
	sc.waitFor("Hong Kong · East round · Hand 1")
	r, _ := sc.f.cl.at()
	join(t, connect(t, s, "alice", "ka"), r, "", "")
	sc.waitFor("Your seat was taken back by your newer session.")
	sc.waitFor("M A H J O N G · tables")
	sc.press("g")
	sc.waitFor("Go to a table") // the lobby's keys work again: the table's screen is gone
}

// Ctrl+C (the byte 0x03) in the waiting room or at the table ends the
// session; the program's last frame, drawn after the person left the
// table, draws (it once read the table left behind).
func TestServedCtrlC(t *testing.T) {
	for _, atTable := range []bool{false, true} {
		s, _ := newTestServer(t, t.TempDir(), nil)
		sc := newScreens(t, s, connect(t, s, "alice", "ka"))
		sc.press("n", "up", "enter")
		sc.waitFor("alice (you)")
		if atTable {
			sc.press("s")
			sc.waitFor("Hong Kong · East round · Hand 1")
		}
		if !sc.press("ctrl+c") {
			t.Errorf("at the table %v: Ctrl+C does not end the session", atTable)
		}
		_ = sc.app.View() // the last frame
	}
}
