package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// watchApp is an App watching a game of bots of the rules and options,
// paused before the first move when paused.
func watchApp(t *testing.T, rulesName, options string, seed uint64, w, h int, paused bool, hooks Hooks) *App {
	t.Helper()
	s := testSettings(rulesName, seed)
	s.Options = rules.MustParseOptions(options)
	a, err := New(s, Options{Watch: true, Hooks: hooks, NewSeed: func() uint64 { return 1 }})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: w, Height: h})
	if paused {
		press(a, "space")
	}
	drive(a, a.Init())
	return a
}

// Watching the bots: four bots play a whole game of the rules' length to
// its standings by themselves (the score sheets leave by themselves),
// the standings with the story's chart; the record is kept once, with
// every seat's level and no person; nobody is "you".
func TestWatchToTheStandings(t *testing.T) {
	soak.OneGoroutine(t)
	var kept int
	var seats [rules.NumSeats]string
	hooks := Hooks{Watched: func(g *rules.Game, s Settings, k [rules.NumSeats]string) (string, error) {
		kept++
		seats = k
		if !g.Over() || !s.Watch {
			t.Error("the record kept before the end, or not as watched")
		}
		return "/records/x.json", nil
	}, ActionApplied: func(*rules.Game, Settings) error {
		t.Fatal("a watched game autosaved")
		return nil
	}}
	a := watchApp(t, "hk", "length=east", 3, 80, 24, false, hooks)
	if a.front.ID() != sheet.StandingsID {
		t.Fatalf("screen %v, not the standings:\n%s", a.front.ID(), content(a))
	}
	c := content(a)
	if kept != 1 || seats != [rules.NumSeats]string{"club", "club", "club", "club"} {
		t.Errorf("record kept %d times, seats %v", kept, seats)
	}
	for _, want := range []string{"Final standings", "East round", "|", "/records/x.json", "Jun", "Lin", "Mei", "Hao"} {
		if !strings.Contains(c, want) {
			t.Errorf("the standings lack %q:\n%s", want, c)
		}
	}
	if strings.Contains(c, "You") {
		t.Errorf("somebody is you:\n%s", c)
	}
}

// Paused before the first move: nothing is played until n plays one move
// that shows (a discard, a claim: never only a pass); tab follows the
// next seat (its hand at the bottom, the names kept by seat); o shows
// every hand; space lets the bots play on to the end. At three players
// too (the registry's players option).
func TestWatchPauseStepFollow(t *testing.T) {
	soak.OneGoroutine(t)
	for _, opts := range []string{"length=2", "length=2 players=3"} {
		a := watchApp(t, "hk", opts, 5, 100, 30, true, Hooks{})
		m := a.match
		n := m.Game().NumActions()
		if a.front.ID() != play.WatchID || !strings.Contains(content(a), "Paused") {
			t.Fatalf("%s: not paused on the watch screen:\n%s", opts, content(a))
		}
		press(a, "n")
		acts := m.Game().Actions()[n:]
		if len(acts) == 0 || acts[len(acts)-1].Kind == rules.ActPass {
			t.Fatalf("%s: one move played %v", opts, acts)
		}
		for _, x := range acts[:len(acts)-1] {
			if x.Kind != rules.ActPass {
				t.Fatalf("%s: more than one move that shows: %v", opts, acts)
			}
		}
		header := func(s rules.Seat) string { return a.sh.Names[s] }
		before := header(1)
		press(a, "tab")
		v := m.View()
		if v.Seat != 1 || v.Players[1].Concealed == nil || v.Players[0].Concealed != nil || header(1) != before {
			t.Fatalf("%s: following seat 1: seat %d, names %v", opts, v.Seat, a.sh.Names)
		}
		press(a, "o")
		v = m.View()
		for s := range rules.Seat(v.SeatsInPlay) {
			if v.Players[s].Concealed == nil {
				t.Errorf("%s: seat %d hidden with every hand open", opts, s)
			}
		}
		press(a, "space")
		if a.front.ID() != sheet.StandingsID {
			t.Fatalf("%s: screen %v after letting the bots play on", opts, a.front.ID())
		}
	}
}

// Who plays each seat is shown beside its name: the bots' levels (a
// list of them for the watched game), at the person's table too.
func TestSeatLevelsShown(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 5)
	a, err := New(s, Options{Watch: true, WatchSeats: seat.List{seat.OfLevel(1), seat.OfLevel(2), seat.OfLevel(3), seat.OfLevel(2)}, NewSeed: func() uint64 { return 1 }})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	press(a, "space")
	drive(a, a.Init())
	c := content(a)
	for _, want := range []string{"beginner", "club", "expert"} {
		if !strings.Contains(c, want) {
			t.Errorf("the watched table lacks %q:\n%s", want, c)
		}
	}
	s.SkipMenu = true
	p := newTestApp(t, s, passBots, 80, 24)
	if c := content(p); strings.Count(c, "club") < 3 {
		t.Errorf("the person's table does not name the bots' level:\n%s", c)
	}
}

// At a served table the server says who plays each seat (SessionOptions
// .Levels): shown beside the names, made safe; not for a person.
func TestServedSeatLevels(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: mustVariant(t, "hk"), Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := servedTable(t, g, nil)
	sess, err := NewSession(testSettings("hk", 0), SessionOptions{Table: tb, Seat: 0,
		Names:  [4]string{"ann", "bot 2", "bob", "bot 4"},
		Levels: [4]string{"", "expert", "", "program: \x1b[31mx"}})
	if err != nil {
		t.Fatal(err)
	}
	a := sess.Model().(*App)
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	c := content(a)
	if !strings.Contains(c, "bot 2  0  expert") || !strings.Contains(c, `program: \x1b[31mx`) || strings.Contains(c, "\x1b[31m") {
		t.Errorf("the seats' levels at a served table:\n%s", c)
	}
}

// Watching from the menu and leaving it (q) goes back to the menu with
// the person's own settings: the seat, nobody named by seat, no watch.
func TestWatchFromTheMenu(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 5)
	s.Seat, s.Options = 2, rules.MustParseOptions("length=1")
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.carryOut(menu.WatchBots{Settings: a.sh.Settings}))
	if a.front.ID() != sheet.StandingsID {
		t.Fatalf("screen %v", a.front.ID())
	}
	press(a, "enter")
	if a.front.ID() != menu.ID || a.sh.Settings.Watch || a.sh.Spectator || a.sh.Settings.Seat != 2 || a.sh.Names != [rules.NumSeats]string{} {
		t.Errorf("back on %v: watch %v spectator %v seat %d names %v", a.front.ID(), a.sh.Settings.Watch, a.sh.Spectator, a.sh.Settings.Seat, a.sh.Names)
	}
}
