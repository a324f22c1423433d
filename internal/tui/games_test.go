package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// Whole games of every rule set through the App with the real bots, the
// human discarding the drawn tile and taking every win, screens drawn
// along the way (three sizes, coach on): no panic, and the game reaches
// its standings.
func TestWholeGames(t *testing.T) {
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
			sizes := [][2]int{{80, 24}, {120, 40}, {100, 30}}
			for step := 0; a.front.ID() != sheet.StandingsID; step++ {
				if step > 20000 {
					t.Fatal("the game does not end")
				}
				if step%4 == 0 {
					sz := sizes[step/4%len(sizes)]
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
		})
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
