package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// playTurns discards the selected (drawn) tile n times, passing claims.
func playTurns(t *testing.T, a *App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		v := a.match.View()
		switch {
		case play.ClaimWindow(v):
			press(a, "p")
			i--
		case play.MyTurn(v):
			press(a, "enter")
		default:
			t.Fatalf("turn %d: the human has nothing to play (phase %v)", i, v.Phase)
		}
		if a.front.ID() != play.ID {
			t.Fatalf("turn %d: the hand ended", i)
		}
	}
}

func TestGoldenMenu(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 1)
	s.SkipMenu = false
	a := newTestApp(t, s, passBots, 80, 24)
	requireGolden(t, a)
}

// A hand in progress, hk, seed 42, at both sizes; the large one with the
// coach on.
func TestGoldenTable(t *testing.T) {
	soak.OneGoroutine(t)
	for _, size := range []struct {
		name  string
		w, h  int
		coach bool
	}{{"80x24", 80, 24, false}, {"120x40", 120, 40, true}} {
		t.Run(size.name, func(t *testing.T) {
			s := testSettings("hk", 42)
			s.SkipMenu = true
			a := newTestApp(t, s, coachBots, size.w, size.h)
			playTurns(t, a, 6)
			if size.coach {
				press(a, "c")
			}
			requireGolden(t, a)
		})
	}
}

// The French table: the same hand, coach on, in French.
func TestGoldenTableFrench(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu, s.Lang = true, "fr"
	a := newTestApp(t, s, coachBots, 80, 24)
	playTurns(t, a, 6)
	press(a, "c")
	requireGolden(t, a)
}

// The family game with open hands (the beginner's tip): every hand face up.
func TestGoldenFamilyOpen(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("family", 7)
	s.SkipMenu, s.Options = true, rules.MustParseOptions("open")
	a := newTestApp(t, s, coachBots, 80, 24)
	playTurns(t, a, 3)
	requireGolden(t, a)
}

// claimGame deals a hand where the dealer (seat 3, the seat before the
// human) discards 5s and the human holds 3s 4s 6s: two chows.
func claimGame(t *testing.T) *rules.Game {
	dealer := rules.Seat(3)
	wall := dealWall(t, dealer, [4]string{
		0: "3s4s6s 123p 789p 567m 4z",
		1: "44m 5m 88m 9m 2p 4p 6p 1s 9s 2z 3z",
		2: "6m 2p 3p 55p 6p 7s 88s 9s 5z 6z 7z",
		3: "111m 222m 333m 999p 1z 5s",
	}, "")
	v, _ := rules.VariantByName("hk")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 5, FirstDealer: &dealer, FixedWall: wall})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGoldenClaimTwoChows(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 5)
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.StartWith(claimGame(t), s))
	v := a.match.View()
	if !play.ClaimWindow(v) {
		t.Fatalf("no claim prompt: phase %v, legal %v", v.Phase, v.Legal)
	}
	chows := 0
	for _, c := range play.Choices(v) {
		if c.Action.Kind == rules.ActChow {
			chows++
		}
	}
	if chows != 2 {
		t.Fatalf("%d chow choices, want 2: %v", chows, v.Legal)
	}
	requireGolden(t, a)
	// Taking the second chow lays it out.
	press(a, "2")
	if m := a.match.View().Players[a.match.Me()].Melds; len(m) != 1 || m[0].Meld.Tile != rules.Tile(18+3) {
		t.Fatalf("melds after the second chow: %v", m)
	}
}

// winGame deals a hand the human (dealer, East) wins on Lin's discard of
// 9m: 123m 345m 678m East pung, waiting on the pair.
func winGame(t *testing.T) *rules.Game {
	dealer := rules.Seat(0)
	wall := dealWall(t, dealer, [4]string{
		0: "123m 345m 678m 111z 9m 5p",
		1: "11p 2p 4p 6p 8p 1s 3s 5s 7s 9s 2z 3z",
		2: "2p 3p 7p 9p 2s 4s 6s 8s 4z 55z 6z 7z",
		3: "45678p 234s 678s 7z 6z",
	}, "9m")
	v, _ := rules.VariantByName("hk")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 9, FirstDealer: &dealer, FixedWall: wall})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGoldenScoreSheetHK(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 9)
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.StartWith(winGame(t), s))
	press(a, "enter") // discard 5p, the drawn tile
	v := a.match.View()
	if !play.ClaimWindow(v) {
		t.Fatalf("no win offered: phase %v legal %v", v.Phase, v.Legal)
	}
	press(a, "w")
	if a.front.ID() != sheet.ID {
		t.Fatalf("screen %v, want the score sheet", a.front.ID())
	}
	requireGolden(t, a)
	if !strings.Contains(content(a), "Total") {
		t.Error("no total on the sheet")
	}
}

func TestGoldenTooSmall(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 1)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 60, 20)
	requireGolden(t, a)
	// Resizing lays the table out again at once.
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if strings.Contains(content(a), "enlarge") {
		t.Error("still too small at 80x24")
	}
}
