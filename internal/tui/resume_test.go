package tui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

var t0 = time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)

// fileHooks save to a real store in a test directory, as the program's
// hooks do (internal/cli has the program's own; these keep the test in
// this package): the autosave after every action and before quitting,
// the saved game loaded with its screen settings.
type fileHooks struct {
	st    *store.Store
	sv    *store.Saved
	saves int
}

func newFileHooks(t *testing.T) *fileHooks {
	dir := t.TempDir()
	return &fileHooks{st: store.New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))}
}

func (h *fileHooks) save(g *rules.Game, s Settings) error {
	if h.sv == nil || h.sv.Game != g {
		h.sv = store.Start(g, s.Seat, s.SeatKinds(), t0)
	}
	h.sv.Lang, h.sv.Tiles, h.sv.Speed, h.sv.Coach = s.Lang, string(s.Tiles), string(s.Speed), s.Coach
	h.saves++
	return h.st.Save(h.sv, t0)
}

func (h *fileHooks) hooks() Hooks {
	return Hooks{
		HasSavedGame: func() bool {
			_, err := os.Stat(h.st.AutosavePath())
			return err == nil
		},
		LoadSavedGame: func() (*rules.Game, Settings, error) {
			sv, err := h.st.LoadAutosave(t0)
			if err != nil || sv == nil {
				return nil, Settings{}, errors.Join(err, errors.New("no saved game"))
			}
			h.sv = sv
			s := testSettings(sv.Game.Variant().Name, sv.Game.Seed())
			s.SkipMenu, s.Tiles, s.Speed, s.Coach = true, TileStyle(sv.Tiles), Speed(sv.Speed), sv.Coach
			s.Seat = sv.HumanSeat
			if l, err := seat.ParseLevel(sv.Seats[(sv.HumanSeat+1)&3]); err == nil {
				s.Bots = l
			}
			return sv.Game, s, nil
		},
		ActionApplied: h.save,
		BeforeQuit:    h.save,
	}
}

// resumeApp starts a program from the autosave (--resume).
func resumeApp(t *testing.T, h *fileHooks, bots seat.Factory, w, ht int) *App {
	t.Helper()
	a, err := New(testSettings("hk", 1), Options{Bots: bots, Hooks: h.hooks(), Resume: true})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(teaSize(w, ht))
	drive(a, a.Init())
	return a
}

// A game played through the App for a number of moves, left (q, y), then
// resumed from the autosave file through the hooks shows the same screen:
// mid-hand at the table (same hand, tiles, log, calls, coach, selection
// defaults), in a claim prompt, at a hand's score sheet; at both sizes.
func TestResumeShowsTheSameScreen(t *testing.T) {
	soak.OneGoroutine(t)
	cases := []struct {
		name   string
		rules  string
		seed   uint64
		w, h   int
		tiles  TileStyle
		coach  bool
		turns  int
		target string // "turn", "claim" or "sheet"
	}{
		{"hk table 100x30 letters coach", "hk", 42, 100, 30, TilesLetters, true, 6, "turn"},
		{"classic table 80x24 boxed", "classic", 7, 80, 24, TilesBoxed, false, 3, "turn"},
		{"hk claim prompt 120x40", "hk", 42, 120, 40, TilesBoxed, false, 0, "claim"},
		{"pow2 score sheet 80x24", "pow2", 3, 80, 24, TilesLetters, false, 0, "sheet"},
		{"family score sheet 100x30", "family", 11, 100, 30, TilesUnicode, true, 0, "sheet"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newFileHooks(t)
			s := testSettings(c.rules, c.seed)
			s.SkipMenu, s.Tiles = true, c.tiles
			a, err := New(s, Options{Bots: coachBots, Hooks: h.hooks()})
			if err != nil {
				t.Fatal(err)
			}
			a.Update(teaSize(c.w, c.h))
			drive(a, a.Init())
			if c.coach {
				press(a, "c")
			}
			playTurns(t, a, c.turns)
			reachScreen(t, a, c.target)
			before := content(a)
			if h.saves == 0 {
				t.Fatal("nothing was saved")
			}
			press(a, "q", "y")
			if !a.Quitting() {
				t.Fatal("q, y did not quit")
			}
			b := resumeApp(t, h, coachBots, c.w, c.h)
			if after := content(b); after != before {
				t.Fatalf("the resumed screen differs\nbefore:\n%s\nafter:\n%s", before, after)
			}
			if got, want := b.match.Game().StateText(), a.match.Game().StateText(); got != want {
				t.Fatal("the resumed game is not in the saved state")
			}
		})
	}
}

// reachScreen plays on (the human discards the drawn tile, passes claims
// it is not asked to stop at, takes wins) until the screen is the target.
func reachScreen(t *testing.T, a *App, target string) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if a.front.ID() != play.ID {
			if target == "sheet" && a.front.ID() == sheet.ID {
				return
			}
			t.Fatalf("screen %s before the %s", a.front.ID(), target)
		}
		v := a.match.View()
		switch {
		case target == "turn" && play.MyTurn(v):
			return
		case target == "claim" && play.ClaimWindow(v) && len(play.Choices(v)) > 1:
			return
		case hasWin(v) && target == "sheet":
			press(a, "w")
		case play.ClaimWindow(v):
			press(a, "p")
		case play.MyTurn(v):
			press(a, "enter")
		default:
			t.Fatalf("the human has nothing to play (phase %v)", v.Phase)
		}
	}
	t.Fatalf("no %s reached", target)
}

// A signal saves the game in progress and quits; Run reports it.
func TestSignalSavesAndQuits(t *testing.T) {
	soak.OneGoroutine(t)
	h := newFileHooks(t)
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a, err := New(s, Options{Bots: passBots, Hooks: h.hooks()})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(teaSize(80, 24))
	drive(a, a.Init())
	press(a, "c") // the coach: a setting changed without an action
	saves := h.saves
	_, cmd := a.Update(signalMsg{sig: syscall.SIGTERM})
	if cmd == nil || !a.Quitting() || a.Signal() != syscall.SIGTERM {
		t.Fatalf("SIGTERM: quitting %v, signal %v", a.Quitting(), a.Signal())
	}
	if h.saves != saves+1 {
		t.Fatalf("SIGTERM saved %d times", h.saves-saves)
	}
	sv, err := h.st.LoadAutosave(t0)
	if err != nil || sv == nil || !sv.Coach {
		t.Fatalf("the last state is not on disk: %v %+v", err, sv)
	}
	ie := &Interrupted{Signal: syscall.SIGTERM}
	if ie.ExitCode() != 143 {
		t.Errorf("exit code %d", ie.ExitCode())
	}
}

// A save that fails shows on the table and play goes on; the next save
// that works clears it. A quit whose save fails asks again.
func TestSaveFailureIsShown(t *testing.T) {
	soak.OneGoroutine(t)
	fail := true
	s := testSettings("hk", 42)
	s.SkipMenu = true
	save := func(*rules.Game, Settings) error {
		if fail {
			return errors.New("no space left on device")
		}
		return nil
	}
	a, err := New(s, Options{Bots: passBots, Hooks: Hooks{ActionApplied: save, BeforeQuit: save}})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(teaSize(100, 30))
	drive(a, a.Init())
	playTurns(t, a, 1)
	if !strings.Contains(content(a), "Not saved (no space left on device)") {
		t.Fatalf("no notice:\n%s", content(a))
	}
	press(a, "q", "y")
	if a.Quitting() || !strings.Contains(content(a), "could not be saved") {
		t.Fatalf("the failed save did not stop the quit:\n%s", content(a))
	}
	press(a, "n")
	fail = false
	playTurns(t, a, 1)
	if strings.Contains(content(a), "Not saved") {
		t.Fatalf("the notice stays after a save that worked:\n%s", content(a))
	}
	fail = true
	press(a, "q", "y", "y")
	if !a.Quitting() {
		t.Fatal("a second yes did not leave")
	}
}

// A notice at start (a broken autosave moved aside) shows on the menu,
// which offers a new game; on the table when the game starts at once.
func TestStartNotice(t *testing.T) {
	soak.OneGoroutine(t)
	notice := &store.Error{File: "/s/autosave.json", Key: store.KeyTruncated, MovedTo: "/s/autosave.json.broken-1"}
	s := testSettings("hk", 1)
	a, err := New(s, Options{Bots: passBots, Notice: notice})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(teaSize(80, 24))
	c := content(a)
	for _, want := range []string{"/s/autosave.json: the file ends too early", "autosave.json.broken-1", "New game"} {
		if !strings.Contains(c, want) {
			t.Errorf("the menu lacks %q:\n%s", want, c)
		}
	}
	if strings.Contains(c, "Continue") {
		t.Error("Continue offered without a saved game")
	}
	s.SkipMenu = true
	b, err := New(s, Options{Bots: passBots, Notice: notice})
	if err != nil {
		t.Fatal(err)
	}
	b.Update(teaSize(100, 30))
	drive(b, b.Init())
	if !strings.Contains(content(b), "the file ends too early") {
		t.Fatalf("no notice on the table:\n%s", content(b))
	}
	playTurns(t, b, 1)
	if strings.Contains(content(b), "the file ends too early") {
		t.Error("the notice stays after a key")
	}
}

// teaSize is a window size message.
func teaSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// The help ends with how games are saved, resumed and replayed.
func TestHelpTellsAboutSaving(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range []string{"en", "fr"} {
		s := testSettings("hk", 1)
		s.Lang = lang
		a := newTestApp(t, s, passBots, 100, 30)
		if text := a.helpText(96); !strings.Contains(text, "mahjong --resume") || !strings.Contains(text, "mahjong replay") {
			t.Errorf("%s: the help does not tell about saving:\n%s", lang, text)
		}
	}
}
