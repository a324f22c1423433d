package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/rules"
)

// hk with the seven-pairs option: a player holding six pairs and a single
// wins on drawing the single's pair (the scorer built from the Variant
// knows the form the engine offers).
func TestSevenPairsWin(t *testing.T) {
	soak.OneGoroutine(t)
	for _, on := range []bool{true, false} {
		dealer := rules.Seat(3) // the human (seat 0) plays right after
		wall := dealWall(t, dealer, [4]string{
			0: "1122m 3344p 5566s 7z",
			1: "3m 5m 7m 9m 1p 9p 1s 9s 2z 3z 4z 5z 6z",
			2: "4m 6m 8m 2p 6p 8p 2s 4s 8s 1z 2z 3z 4z",
			3: "3m 5m 7m 9m 1p 7p 9p 1s 7s 9s 5z 6z 1z 2z",
		}, "7z")
		o := rules.Options{}
		if on {
			o = rules.MustParseOptions("seven-pairs")
		}
		v, err := rules.NewVariant("hk", o)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: 5, FirstDealer: &dealer, FixedWall: wall})
		if err != nil {
			t.Fatal(err)
		}
		s := testSettings("hk", 5)
		s.Options, s.Tiles = o, TilesLetters
		a := newTestApp(t, s, passBots, 100, 30)
		drive(a, a.StartWith(g, s))
		press(a, "w")
		r := a.match.Game().Result()
		switch {
		case on && (r == nil || r.Winner != 0 || r.Score.Total != 7):
			t.Fatalf("seven pairs on: result %+v\n%s", r, content(a))
		case on && !strings.Contains(content(a), "Seven pairs"):
			t.Errorf("the sheet does not name seven pairs:\n%s", content(a))
		case !on && r != nil:
			t.Fatalf("seven pairs off: won %+v", r)
		}
	}
}

// The menu's options page lists the rule set's options with their
// values; ← → change them; the game starts with them, and the help
// screen says which rules are being played.
func TestMenuOptionsPage(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 2)
	a := newTestApp(t, s, passBots, 80, 24)
	if !strings.Contains(content(a), "Options") || !strings.Contains(content(a), "as the rules say") {
		t.Fatalf("no options line:\n%s", content(a))
	}
	press(a, "down", "down", "enter") // New game, Rules, Options
	c := content(a)
	for _, want := range []string{"Options: Hong Kong", "Payment ladder", "‹ seed ›", "Seven pairs", "Open hands", "Back"} {
		if !strings.Contains(c, want) {
			t.Errorf("options page lacks %q:\n%s", want, c)
		}
	}
	press(a, "right")         // ladder: half
	press(a, "down", "right") // seven pairs: on
	if o := a.front.(*menu.Screen).Settings().Options; o.String() != "ladder=half seven-pairs" {
		t.Fatalf("options %+v", o)
	}
	if !strings.Contains(content(a), "Seven different pairs win") {
		t.Errorf("no help for the option under the cursor:\n%s", content(a))
	}
	press(a, "esc")
	if !strings.Contains(content(a), "half spicy, Seven pairs") {
		t.Errorf("menu summary:\n%s", content(a))
	}
	press(a, "up", "up", "enter") // New game
	if a.match == nil {
		t.Fatal("no game started")
	}
	if v := a.match.Game().Variant(); v.Ladder != "half" || v.Forms&rules.FormSevenPairs == 0 {
		t.Fatalf("game variant %+v", v)
	}
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 60})
	press(a, "?")
	if c := content(a); !strings.Contains(c, "The rules being played: Hong Kong") || !strings.Contains(c, "Seven pairs: on") {
		t.Errorf("help does not give the rules played:\n%s", c)
	}
}
