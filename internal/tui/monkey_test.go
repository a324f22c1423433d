package tui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// monkeyEvents is the number of random events a screen gets: 100 in the
// suite (600 in all), 10,000 with MAHJONG_SOAK=1 (internal/soak).
func monkeyEvents() int { return soak.Size(100, 10000) }

// monkeyKeys are the keys the monkey presses: every letter and digit,
// the keys of the screens, and the ones that edit or leave.
var monkeyKeys = func() []string {
	keys := []string{"enter", "esc", "backspace", "tab", "up", "down", "left", "right", "home", "end", "space", "ctrl+c",
		"?", "+", "-", " "}
	for r := 'a'; r <= 'z'; r++ {
		keys = append(keys, string(r))
	}
	for r := '0'; r <= '9'; r++ {
		keys = append(keys, string(r))
	}
	return keys
}()

// monkeyPastes are texts pasted: words, an escape sequence, a long
// line, control characters, nothing.
var monkeyPastes = []string{"game.json", "\x1b[2J\x1b]0;title\x07", strings.Repeat("pasted ", 80), "a\nb\tc\x00", "", "東南西北 🀄"}

// monkeyMsg is a random event: mostly keys, then clicks, pastes and
// resizes (down to a terminal too small for the table).
func monkeyMsg(r *rand.Rand) tea.Msg {
	switch n := r.IntN(100); {
	case n < 75:
		k := monkeyKeys[r.IntN(len(monkeyKeys))]
		if k == "home" {
			return tea.KeyPressMsg{Code: tea.KeyHome}
		}
		if k == "end" {
			return tea.KeyPressMsg{Code: tea.KeyEnd}
		}
		if k == "space" {
			return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
		}
		return keyMsg(k)
	case n < 87:
		return tea.MouseClickMsg{X: r.IntN(130), Y: r.IntN(45), Button: tea.MouseLeft}
	case n < 93:
		return tea.PasteMsg{Content: monkeyPastes[r.IntN(len(monkeyPastes))]}
	default:
		return tea.WindowSizeMsg{Width: 20 + r.IntN(120), Height: 6 + r.IntN(40)}
	}
}

// monkeyStart is a screen the monkey starts on.
type monkeyStart struct {
	name  string
	start func(t *testing.T, a *App, s Settings)
}

// monkeyStarts are the screens of the local game.
func monkeyStarts() []monkeyStart {
	game := func(g func(*testing.T) *rules.Game, keys ...string) func(*testing.T, *App, Settings) {
		return func(t *testing.T, a *App, s Settings) {
			drive(a, a.StartWith(g(t), s))
			press(a, keys...)
		}
	}
	return []monkeyStart{
		{"menu", func(*testing.T, *App, Settings) {}},
		{"table", func(t *testing.T, a *App, s Settings) { press(a, "enter") }},
		{"claim", game(claimGame)},
		{"score sheet", game(winGame, "enter", "w")},
		{"three players", game(func(t *testing.T) *rules.Game { return threeClaimGame(t, 0) })},
		{"standings", game(func(t *testing.T) *rules.Game {
			return playedGame(t, "family", "", 4, -1)
		})},
	}
}

// Seeded random keys, clicks, pastes and resizes on every screen of the
// local game reach no panic, and leave the game playable (the person's
// moves go on to the end of the hand) and its autosave whole (it reads
// back to the game on the screen).
func TestMonkey(t *testing.T) {
	soak.OneGoroutine(t)
	n := monkeyEvents()
	for i, ms := range monkeyStarts() {
		t.Run(ms.name, func(t *testing.T) {
			seed := uint64(1000 + i)
			r := rand.New(rand.NewPCG(seed, 7))
			st := store.New(t.TempDir(), t.TempDir())
			a, s := monkeyApp(t, st)
			ms.start(t, a, s)
			apps := 1
			var queue []tea.Cmd // the commands not run yet, as a program's
			for e := range n {
				msg := monkeyMsg(r)
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Fatalf("seed %d, event %d (%#v): panic: %v", seed, e, msg, p)
						}
					}()
					_, cmd := a.Update(msg)
					a.sh.Settings.Speed = SpeedInstant // no timer is waited for
					queue = monkeyDrive(a, append(queue, cmd), 40)
					_ = a.View()
				}()
				if a.Quitting() {
					queue = nil
					checkAutosave(t, st, a)
					if err := st.ClearAutosave(); err != nil {
						t.Fatal(err)
					}
					a, s = monkeyApp(t, st)
					ms.start(t, a, s)
					apps++
				}
			}
			monkeyDrive(a, queue, 100000)
			a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			checkAutosave(t, st, a)
			checkPlayable(t, a)
			t.Logf("%d events, %d programs (quit and started again)", n, apps)
		})
	}
}

// monkeyDrive runs at most steps of the queued commands (the events
// come between a program's messages, a watched game is not played out
// at each key), feeding their messages back to Update; it returns the
// commands left.
func monkeyDrive(a *App, queue []tea.Cmd, steps int) []tea.Cmd {
	return driveEach(a, queue, steps, nil)
}

// driveEach is monkeyDrive, calling after (when given) after each
// message handed to Update.
func driveEach(a *App, queue []tea.Cmd, steps int, after func()) []tea.Cmd {
	for ; len(queue) > 0 && steps > 0; steps-- {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case nil, tea.QuitMsg, tea.RawMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			_, next := a.Update(msg)
			a.sh.Settings.Speed = SpeedInstant
			if after != nil {
				after()
			}
			queue = append(queue, next)
		}
	}
	return queue
}

// monkeyApp is an App whose every applied action is saved to st, as the
// game's autosave is.
func monkeyApp(t *testing.T, st *store.Store) (*App, Settings) {
	t.Helper()
	s := testSettings("hk", 3)
	s.SkipMenu = false
	a, err := New(s, Options{Bots: passBots, NewSeed: func() uint64 { return 1 }, Hooks: Hooks{
		ActionApplied: func(g *rules.Game, _ Settings) error { return monkeySave(st, g) },
		TakenBack:     func(_, to *rules.Game, _ Settings) error { return monkeySave(st, to) },
	}})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	drive(a, a.Init())
	return a, s
}

// monkeySave writes g as the autosave.
func monkeySave(st *store.Store, g *rules.Game) error {
	return st.Save(store.Start(g, 0, [4]string{store.KindHuman, "club", "club", "club"}, time.Now()), time.Now())
}

// checkAutosave reads the autosave back: the game on the screen, action
// for action (when one was saved).
func checkAutosave(t *testing.T, st *store.Store, a *App) {
	t.Helper()
	sv, err := st.ReadAutosave()
	if err != nil {
		t.Fatalf("the autosave does not read back: %v", err)
	}
	if sv == nil || a.match == nil || a.match.Game().NumActions() == 0 {
		return
	}
	if got, want := sv.Game.StateText(), a.match.Game().StateText(); got != want {
		t.Errorf("the autosave (%d actions) is not the game (%d):\n%s\nwant\n%s", sv.Game.NumActions(), a.match.Game().NumActions(), got, want)
	}
}

// checkPlayable plays the person's moves on: the hand goes on (or the
// screen in front leaves) without an error.
func checkPlayable(t *testing.T, a *App) {
	t.Helper()
	for range 200 {
		if len(a.overlays) > 0 {
			press(a, "esc")
			continue
		}
		if a.match == nil || a.front.ID() != play.ID {
			return
		}
		v := a.match.View()
		switch {
		case v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver:
			return
		case play.ClaimWindow(v):
			press(a, "p")
		case play.MyTurn(v):
			press(a, "enter")
		default:
			t.Fatalf("the game is stuck: phase %v, legal %v\n%s", v.Phase, v.Legal, fmt.Sprint(content(a)))
		}
	}
}
