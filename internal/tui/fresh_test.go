package tui

import (
	"math/rand/v2"
	"testing"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// A frame drawn on the session's grid, which keeps the last frames'
// layers and redraws only the rows whose layers changed, is the frame
// drawn from scratch, after every kind of event: the selection moved,
// a tile picked, the coach and a hint, the help and the quit dialog over
// the table, a resize, a claim answered, a bot's move, the score sheet,
// the next hand; then the monkey's random keys, clicks, pastes and
// resizes on the screens of the local game. Each message is drawn, as
// the program draws after each.
func TestFramesAsFromScratch(t *testing.T) {
	soak.OneGoroutine(t)
	t.Run("table", func(t *testing.T) {
		s := testSettings("hk", 42)
		s.SkipMenu, s.Colour = true, true
		a := newTestApp(t, s, coachBots, 80, 24)
		requireFresh(t, a, "the first frame")
		for _, k := range []string{"left", "left", "right", "3", "c", "left", "t", "c", "?", "esc", "q", "esc", "d", "d"} {
			freshPress(t, a, k)
		}
		for _, size := range [][2]int{{120, 40}, {79, 24}, {80, 24}} {
			freshSend(t, a, tea.WindowSizeMsg{Width: size[0], Height: size[1]}, "a resize")
			freshPress(t, a, "left")
		}
		// Play on to the end of the hand and into the next: every claim
		// window and turn, the score sheet.
		for turn := 0; turn < 200 && a.match != nil; turn++ {
			v := a.match.View()
			switch {
			case a.front.ID() != play.ID:
				freshPress(t, a, "enter") // the score sheet: the next hand
				if turn > 0 && a.match.View().Hand > 0 {
					return
				}
			case play.ClaimWindow(v):
				freshPress(t, a, "down")
				freshPress(t, a, "up")
				freshPress(t, a, "p")
			case play.MyTurn(v):
				freshPress(t, a, "right")
				freshPress(t, a, "enter")
			default:
				t.Fatalf("turn %d: nothing to play (phase %v)", turn, v.Phase)
			}
		}
		t.Fatal("the hand did not end")
	})
	for i, ms := range monkeyStarts() {
		t.Run("monkey "+ms.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(2000+i), 7))
			s := testSettings("hk", 3)
			s.SkipMenu, s.Colour = false, i%2 == 0
			a := newTestApp(t, s, passBots, 100, 30)
			ms.start(t, a, s)
			for range 80 {
				msg := monkeyMsg(r)
				if k, ok := msg.(tea.KeyPressMsg); ok && (k.String() == "y" || k.String() == "ctrl+c") {
					continue // the monkey stays, mostly
				}
				freshSend(t, a, msg, "a monkey's event")
				if a.Quitting() {
					return
				}
			}
		})
	}
}

// freshPress presses a key, checking every frame drawn meanwhile.
func freshPress(t *testing.T, a *App, k string) {
	t.Helper()
	freshSend(t, a, keyMsg(k), "the key "+k)
}

// freshSend hands the App a message and runs what it starts (as drive),
// drawing after each message and checking the frame.
func freshSend(t *testing.T, a *App, msg tea.Msg, what string) {
	t.Helper()
	_, cmd := a.Update(msg)
	a.sh.Settings.Speed = SpeedInstant
	requireFresh(t, a, what)
	driveEach(a, []tea.Cmd{cmd}, 2000, func() { requireFresh(t, a, what+", then a message") })
}

// requireFresh draws the App's frame as a served program does (its
// cells on the session's grid) and again on a new session's grid, which
// has drawn nothing before: the cells and the text are the same.
func requireFresh(t *testing.T, a *App, what string) {
	t.Helper()
	a.ViewCells()
	got := a.FrameCells()
	if got == nil {
		return // too small for the grid: the text is drawn
	}
	fresh := kit.NewContext(a.sh.Settings)
	want := a.overlays.Draw(a.sh, a.frame).Render(fresh)
	if y, x, ok := sameCells(got, fresh.Frame()); !ok {
		t.Fatalf("after %s: the cell at %d,%d is not the one drawn from scratch; drawn from scratch:\n%s", what, x, y, want)
	}
	if text := a.View().Content; text != want {
		t.Fatalf("after %s: the frame is\n%s\ndrawn from scratch:\n%s", what, text, want)
	}
}

// sameCells reports whether two frames hold the same cells, else where
// they first differ.
func sameCells(a, b []uv.Line) (y, x int, same bool) {
	if len(a) != len(b) {
		return 0, 0, false
	}
	for y := range a {
		if len(a[y]) != len(b[y]) {
			return y, 0, false
		}
		for x := range a[y] {
			if !a[y][x].Equal(&b[y][x]) {
				return y, x, false
			}
		}
	}
	return 0, 0, true
}
