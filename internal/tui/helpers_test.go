package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// The golden tests call Update and compare View().Content with
// testdata/NAME.golden; run `go test ./internal/tui -update` to rewrite
// them. They are deterministic: fixed seeds, the plain theme (as with
// NO_COLOR), instant speed (no timers), fixed sizes, and test bots that
// do not change when the real bots get stronger.

// passBot discards the tile it drew, wins when it can, passes every claim.
type passBot struct{}

func (passBot) Act(v rules.View) rules.Action {
	me := v.Players[v.Seat]
	var discard *rules.Action
	for i, a := range v.Legal {
		switch a.Kind {
		case rules.ActWin, rules.ActNextHand:
			return a
		case rules.ActDiscard:
			if !a.Declare && (discard == nil || a.Tile == me.Drawn) {
				discard = &v.Legal[i]
			}
		}
	}
	if discard != nil {
		return *discard
	}
	for _, a := range v.Legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return v.Legal[0]
}

// coachBot plays what the coach advises (the club bot's move).
type coachBot struct{ v rules.Variant }

func (b coachBot) Act(v rules.View) rules.Action {
	if len(v.Legal) == 0 {
		return passBot{}.Act(v)
	}
	return coach.Advise(v, b.v).Action
}

func passBots(bot.Level, rules.Variant, uint64) bot.Bot        { return passBot{} }
func coachBots(_ bot.Level, v rules.Variant, _ uint64) bot.Bot { return coachBot{v} }

// testSettings are plain, instant, English settings.
func testSettings(rulesName string, seed uint64) Settings {
	s := DefaultSettings()
	s.Rules, s.Seed, s.SeedSet = rulesName, seed, true
	s.Colour, s.Speed, s.Lang = false, SpeedInstant, "en"
	return s
}

// newTestApp builds an App of a size; with a game when SkipMenu.
func newTestApp(t *testing.T, s Settings, bots seat.Factory, w, h int) *App {
	t.Helper()
	a, err := New(s, Options{Bots: bots, NewSeed: func() uint64 { return 1 }})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(a, a.Init())
	return a
}

// drive runs commands the way the program would, feeding their messages
// back to Update until none is left (instant speed: no timer is waited).
func drive(a *App, cmd tea.Cmd) {
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0 && steps < 100000; steps++ {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case nil, tea.QuitMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			_, next := a.Update(msg)
			queue = append(queue, next)
		}
	}
}

// keyMsg makes the key press of a key name ("enter", "left", "c").
func keyMsg(name string) tea.KeyPressMsg {
	switch name {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// press sends keys one by one, running what they start.
func press(a *App, keys ...string) {
	for _, k := range keys {
		_, cmd := a.Update(keyMsg(k))
		drive(a, cmd)
	}
}

// content is the screen as the program would draw it.
func content(m interface{ View() tea.View }) string { return m.View().Content }

// requireGolden compares the screen with its golden file.
func requireGolden(t *testing.T, a *App) {
	t.Helper()
	golden.RequireEqual(t, content(a))
}

// dealWall lays out a FixedWall that deals the given hands (by seat; the
// dealer's 14 tiles, its last one the tile it draws) in the engine's
// order (rules.DealWall), then the tiles drawn after the deal.
func dealWall(t *testing.T, dealer rules.Seat, hands [rules.NumSeats]string, after string) *rules.FixedWall {
	t.Helper()
	return dealWallOf(t, dealer, hands[:], after)
}

// dealWallOf is dealWall at a table of len(hands) seats (three: seats 0-2
// in play).
func dealWallOf(t *testing.T, dealer rules.Seat, hands []string, after string) *rules.FixedWall {
	t.Helper()
	parse := func(s string) []rules.Tile {
		if s == "" {
			return nil
		}
		ts, err := rules.ParseTiles(s)
		if err != nil {
			t.Fatal(err)
		}
		return ts
	}
	n := rules.Seat(len(hands))
	v := rules.HKVariant()
	v.Players = int(n)
	var rel [rules.NumSeats][]rules.Tile
	for i := range n {
		rel[i] = parse(hands[(dealer+i)%n])
	}
	w, err := rules.DealWall(v, rel, parse(after), nil)
	if err != nil {
		t.Fatal(err)
	}
	return w
}
