package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// Whole games of every rule set through the App with the real bots, the
// human discarding the drawn tile and taking every win, screens drawn
// along the way (three sizes, coach on): no panic, and the game reaches
// its standings.
func TestWholeGames(t *testing.T) {
	soak.OneGoroutine(t)
	names := rules.VariantNames()
	if testing.Short() {
		names = []string{rules.VariantFamily}
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			s := testSettings(name, 77)
			s.SkipMenu = true
			a := newTestApp(t, s, nil, 80, 24)
			press(a, "c")
			playToStandings(t, a, true)
		})
	}
}

// playToStandings plays the App's game to its standings, the human
// discarding the drawn tile and taking every win; resize draws the
// screens at three sizes along the way: one step in 11 in the suite
// (every size over the game, the steps drawn moving through the turn
// as 11 is prime to the four seats), one in 4 under MAHJONG_SOAK (the
// drawing is most of the test's time under the race detector; every
// screen at every size is TestEveryScreenFits's).
func playToStandings(t *testing.T, a *App, resize bool) {
	t.Helper()
	sizes := [][2]int{{80, 24}, {120, 40}, {100, 30}}
	every := soak.Size(11, 4)
	for step := 0; a.front.ID() != sheet.StandingsID; step++ {
		if step > 20000 {
			t.Fatal("the game does not end")
		}
		if resize && step%every == 0 {
			sz := sizes[step/every%len(sizes)]
			a.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
			_ = content(a)
		}
		if a.front.ID() != play.ID {
			press(a, "enter")
			continue
		}
		v := a.match.View()
		switch {
		case len(v.Legal) == 0:
			t.Fatalf("step %d: the human has nothing to play in phase %v", step, v.Phase)
		case hasWin(v):
			press(a, "w")
		case play.ClaimWindow(v):
			press(a, "p")
		default:
			press(a, "enter")
		}
	}
	_ = content(a)
	if !a.match.Game().Over() {
		t.Error("standings before the game is over")
	}
}

func hasWin(v rules.View) bool {
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin {
			return true
		}
	}
	return false
}

// The final standings name the length played (RULES.md "Length of a
// game"), in English and French: a game of two classic hands, an East
// round of hk at a table of three.
func TestStandingsNameTheLength(t *testing.T) {
	soak.OneGoroutine(t)
	for _, c := range []struct {
		rules, options, lang string
		want                 func(hands int) string
	}{
		{"classic", "length=2", "en", func(int) string { return "Played: 2 hands." }},
		{"hk", "length=east players=3 min-fan=0", "en", func(n int) string { return fmt.Sprintf("Played: East round, %d hands.", n) }},
		{"pow2", "length=1", "fr", func(int) string { return "Joué : 1 manche." }},
	} {
		s := testSettings(c.rules, 5)
		s.SkipMenu, s.Options, s.Lang = true, rules.MustParseOptions(c.options), c.lang
		a := newTestApp(t, s, nil, 100, 30)
		playToStandings(t, a, false)
		hands := a.match.Game().HandNumber() + 1
		if got := content(a); !strings.Contains(strings.Join(strings.Fields(got), " "), c.want(hands)) {
			t.Errorf("%s %s: the standings lack %q:\n%s", c.rules, c.options, c.want(hands), got)
		}
	}
}
