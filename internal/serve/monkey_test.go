package serve

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// The monkey: seeded random input (control characters, escape
// sequences, partial UTF-8, pastes, mouse reports, printable runs),
// decoded as the session's program decodes its terminal's bytes, is
// handed to every screen of a served session: the lobby, the new-table
// form, the waiting room, the table, the line of talk, the claim prompt,
// the score sheet and the final standings. No input panics, and the
// session still answers after it (it draws, and a key is taken). 40
// inputs a screen in make test; 10,000 with MAHJONG_SOAK=1. An input that
// takes the session elsewhere (a key leaving the screen, Ctrl+C) ends
// an episode: the next starts again on the screen.

// stage is a screen of a served session and how a new session reaches
// it (false: it cannot, said with t.Log).
type stage struct {
	name  string
	reach func(sc *screens) bool
}

// monkeyStages are the screens the monkey plays on.
var monkeyStages = []stage{
	{"lobby", func(sc *screens) bool { return sc.shows("No table yet") }},
	{"form", func(sc *screens) bool { sc.press("n"); return sc.shows("New table") }},
	{"waiting room", toWaitingRoom},
	{"table", toTable},
	{"talk", func(sc *screens) bool { return toTable(sc) && !sc.press("t") && sc.shows("Say:") }},
	{"claim prompt", func(sc *screens) bool { return toTable(sc) && playUntil(sc, rules.PhaseClaim) }},
	{"score sheet", func(sc *screens) bool { return toTable(sc) && playUntil(sc, rules.PhaseHandOver) }},
	{"standings", func(sc *screens) bool {
		return toTable(sc) && playUntil(sc, rules.PhaseHandOver) && !sc.press("enter") && sc.shows("wins the game", "Final standings", "No winner", "draw")
	}},
}

// toWaitingRoom opens a family table and sits at it.
func toWaitingRoom(sc *screens) bool {
	sc.press("n")
	if !sc.shows("New table") {
		return false
	}
	sc.press("up", "enter")
	return sc.shows("alice (you)")
}

// toTable starts the table's game.
func toTable(sc *screens) bool {
	if !toWaitingRoom(sc) {
		return false
	}
	sc.press("s")
	return sc.shows("Hand 1")
}

// playUntil plays seat 0 (discarding the tile drawn, passing the claims)
// until the table stands in phase for it: a claim offered to seat 0, or
// the hand over.
func playUntil(sc *screens, phase rules.Phase) bool {
	r, _ := sc.f.cl.at()
	if r == nil {
		return false
	}
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		sc.drain(time.Millisecond)
		var p rules.Phase
		r.t.Read(func(g *rules.Game) { p = g.Phase() })
		if phase == rules.PhaseHandOver && (p == rules.PhaseHandOver || p == rules.PhaseGameOver) {
			return sc.shows("Press", "press", "Enter", "enter")
		}
		for _, d := range r.t.Decisions() {
			if d.Seat != 0 {
				continue
			}
			switch {
			case d.View.Phase == phase:
				return sc.shows("Claim", "claim")
			case d.View.Phase == rules.PhaseTurn:
				sc.press("enter")
			default:
				sc.press("p")
			}
		}
	}
	return false
}

// shows waits for the screen to show one of texts (false: it never
// did).
func (sc *screens) shows(texts ...string) bool {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		sc.pump()
		for _, text := range texts {
			if strings.Contains(sc.screen(), text) {
				return true
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	return false
}

// drain hands the program the messages waiting, then those coming for a
// while.
func (sc *screens) drain(d time.Duration) {
	deadline := time.Now().Add(d)
	for sc.pump(); time.Now().Before(deadline); sc.pump() {
		time.Sleep(d / 4)
	}
}

// fastDir is a test's directory in memory when the system has one
// (/dev/shm: the table's saves are many), else on disk.
func fastDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("/dev/shm", "mahjong-monkey")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

// monkeyInput is a random input: a few chunks of the kinds a terminal
// or an attacker sends.
func monkeyInput(rng *rand.Rand) []byte {
	var b []byte
	for range 1 + rng.IntN(4) {
		switch rng.IntN(8) {
		case 0: // control characters
			for range 1 + rng.IntN(4) {
				b = append(b, byte(rng.IntN(0x20)))
			}
			if rng.IntN(4) == 0 {
				b = append(b, 0x7f)
			}
		case 1: // known keys' sequences
			keys := []string{"\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1bOP", "\x1b[15~", "\x1b[3~", "\x1b[H", "\x1b[F",
				"\x1b[1;5A", "\x1b[Z", "\r", "\t", "\x1b", "\x7f", " "}
			b = append(b, keys[rng.IntN(len(keys))]...)
		case 2: // random escape sequences, some cut short
			intro := []string{"\x1b[", "\x1b]", "\x1bP", "\x1b_", "\x1bO", "\x9b", "\x1b[?", "\x1b[>"}
			b = append(b, intro[rng.IntN(len(intro))]...)
			for range rng.IntN(12) {
				b = append(b, "0123456789;:<=>?"[rng.IntN(16)])
			}
			if rng.IntN(3) > 0 {
				b = append(b, byte(0x40+rng.IntN(0x3f)))
			}
			if rng.IntN(4) == 0 {
				b = append(b, "\x07\x1b\\"[rng.IntN(3):]...)
			}
		case 3: // partial or odd UTF-8
			r := []rune{'é', '中', '🀄', '\u202e', '\u200b', 0xfeff}[rng.IntN(6)]
			s := []byte(string(r))
			b = append(b, s[:1+rng.IntN(len(s))]...)
			if rng.IntN(3) == 0 {
				b = append(b, byte(0x80+rng.IntN(0x80)))
			}
		case 4: // a paste, with anything in it
			b = append(b, "\x1b[200~"...)
			for range rng.IntN(80) {
				b = append(b, byte(rng.IntN(256)))
			}
			if rng.IntN(4) > 0 {
				b = append(b, "\x1b[201~"...)
			}
		case 5: // mouse reports (SGR, X10), in and out of the screen
			if rng.IntN(2) == 0 {
				b = fmt.Appendf(b, "\x1b[<%d;%d;%d%c", rng.IntN(130), rng.IntN(400)-50, rng.IntN(200)-50, "Mm"[rng.IntN(2)])
			} else {
				b = append(b, 0x1b, '[', 'M', byte(32+rng.IntN(96)), byte(rng.IntN(256)), byte(rng.IntN(256)))
			}
		case 6: // printable runs (the game's keys among them)
			for range 1 + rng.IntN(6) {
				b = append(b, "abcdefghijklmnopqrstuvwxyz0123456789?!/-+ "[rng.IntN(42)])
			}
		default: // any bytes
			for range 1 + rng.IntN(16) {
				b = append(b, byte(rng.IntN(256)))
			}
		}
	}
	return b
}

// decodeInput decodes bytes as the session's program decodes its
// terminal's, into the messages its model is handed.
func decodeInput(b []byte) []tea.Msg {
	var d uv.EventDecoder
	var msgs []tea.Msg
	for len(b) > 0 {
		n, ev := d.Decode(b)
		if n <= 0 {
			break
		}
		b = b[n:]
		switch e := ev.(type) {
		case uv.KeyPressEvent:
			msgs = append(msgs, tea.KeyPressMsg(e))
		case uv.KeyReleaseEvent:
			msgs = append(msgs, tea.KeyReleaseMsg(e))
		case uv.MouseClickEvent:
			msgs = append(msgs, tea.MouseClickMsg(e))
		case uv.MouseReleaseEvent:
			msgs = append(msgs, tea.MouseReleaseMsg(e))
		case uv.MouseWheelEvent:
			msgs = append(msgs, tea.MouseWheelMsg(e))
		case uv.MouseMotionEvent:
			msgs = append(msgs, tea.MouseMotionMsg(e))
		case uv.PasteEvent:
			msgs = append(msgs, tea.PasteMsg(e))
		case uv.FocusEvent:
			msgs = append(msgs, tea.FocusMsg(e))
		case uv.BlurEvent:
			msgs = append(msgs, tea.BlurMsg(e))
		}
	}
	return msgs
}

// monkeyFeed hands a session one input and draws: a panic fails the
// test with the stage, the seed and the input. It reports whether the
// session ended.
func monkeyFeed(t *testing.T, sc *screens, where string, seed uint64, in []byte) (quit bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s (seed %d): the input %q panics: %v\n%s", where, seed, in, r, debug.Stack())
		}
	}()
	for _, msg := range decodeInput(in) {
		sc.update(msg)
		sc.pump()
		if sc.quit {
			return true
		}
	}
	_ = sc.app.View()
	return sc.quit
}

// Random input on every screen of a served session: no panic, and the
// session still answers.
func TestMonkeyScreens(t *testing.T) {
	perScreen := soak.Size(40, 10000) // 40 in the suite, 10,000 under MAHJONG_SOAK
	for i, st := range monkeyStages {
		t.Run(strings.ReplaceAll(st.name, " ", "_"), func(t *testing.T) {
			seed := uint64(2000 + i)
			rng := rand.New(rand.NewPCG(seed, 20))
			fed, episodes, start := 0, 0, time.Now()
			for fed < perScreen {
				s, _ := newTestServer(t, fastDir(t), nil)
				f := connect(t, s, "alice", "ka")
				f.cl.cmd.rules = "family" // one hand: the standings come after it
				// No wait before a score sheet: the monkey plays on it at once.
				s.tableSettings = func(set *tui.Settings) { set.Speed = tui.SpeedInstant }
				sc := newScreens(t, s, f)
				sc.async = make(chan tea.Msg, 1024)
				if !st.reach(sc) {
					t.Fatalf("the %s is never reached:\n%s", st.name, sc.screen())
				}
				episodes++
				quit := false
				for fed < perScreen && !quit {
					quit = monkeyFeed(t, sc, st.name, seed, monkeyInput(rng))
					fed++
				}
				if !quit {
					// Still answering: it draws, and a key is taken.
					monkeyFeed(t, sc, st.name, seed, []byte("?"))
					if sc.app.View().Content == "" {
						t.Fatalf("%s: the session draws nothing after %d inputs", st.name, fed)
					}
				}
				sc.stop()
				f.hangUp()
				_ = s.Close()
			}
			t.Logf("%d inputs in %d episodes (%v)", fed, episodes, time.Since(start))
		})
	}
}

// The monkey over real SSH: random input typed into the lobby, the
// new-table form, the waiting room and a table of served sessions (a new
// session when one ends), the input's rate unbounded for the test: no
// panic in the log, a session still drawing a window change, and the
// server serving a real client after. 12 inputs a screen; 10,000 with
// MAHJONG_SOAK=1.
func TestMonkeyOverSSH(t *testing.T) {
	t.Parallel() // it waits more than it works: beside the other waiting tests
	_, addr, logs := startServer(t, t.TempDir(), func(c *Config) { c.InputRate, c.InputBurst = 1<<20, 1<<20 })
	screens := []struct {
		name, cmd, first, keys, shows string
	}{
		// (The tables the monkey opened stay listed: the lobby is known by
		// its title.)
		{"lobby", "--lang en", "M A H J O N G · tables", "", "M A H J O N G · tables"},
		{"form", "--lang en", "M A H J O N G · tables", "n", "New table"},
		{"waiting room", "new family --lang en", "start the game", "", "start the game"},
		{"table", "new family --lang en", "start the game", "s", "Hand 1"},
	}
	rng := rand.New(rand.NewPCG(20, 7))
	for i, sc := range screens {
		fed, sessions := 0, 0
		for fed < soak.Size(12, 10000) {
			// Each session from its own address: those just ended still count a moment.
			c := dialFrom(t, fmt.Sprintf("127.2.%d.%d", i, 1+sessions%250), addr, "monkey", nil)
			tm := open(t, c, false, sc.cmd)
			tm.waitFor(t, sc.first)
			if sc.keys != "" {
				if _, err := tm.keys.Write([]byte(sc.keys)); err != nil {
					t.Fatal(err)
				}
			}
			tm.waitFor(t, sc.shows)
			sessions++
			ended := make(chan struct{})
			go func() { _ = tm.sess.Wait(); close(ended) }()
			alive := true
			for fed < soak.Size(12, 10000) && alive {
				if _, err := tm.keys.Write(monkeyInput(rng)); err != nil {
					alive = false
				}
				fed++
				select {
				case <-ended:
					alive = false
				case <-time.After(time.Millisecond): // typed, not all buffered at once
				}
			}
			// The session takes what was typed: until it ends, or draws
			// nothing more for a while.
			for quiet, last := 0, -1; alive && quiet < 6; quiet++ {
				if n := tm.out.Len(); n != last {
					quiet, last = 0, n
				}
				select {
				case <-ended:
					alive = false
				case <-time.After(25 * time.Millisecond):
				}
			}
			if alive {
				// (A window change is drawn within resizeEvery: the wait
				// below covers it.)
				shown := tm.out.Len()
				_ = tm.sess.WindowChange(33, 97)
				deadline := time.Now().Add(10 * time.Second)
				for tm.out.Len() == shown && time.Now().Before(deadline) {
					select {
					case <-ended:
						shown = -1 // it ended meanwhile: a key did it
					default:
						time.Sleep(5 * time.Millisecond)
					}
				}
				if tm.out.Len() == shown {
					t.Errorf("%s: the session no longer draws after %d inputs", sc.name, fed)
				}
			}
			_ = c.Close()
		}
		t.Logf("%s: %d inputs in %d sessions", sc.name, fed, sessions)
	}
	survived(t, "monkey over ssh", addr, logs)
}
