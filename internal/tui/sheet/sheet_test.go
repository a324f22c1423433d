package sheet

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The value column fits its widest value: a classic total such as
// "176 points" is never cut, in either language.
func TestScoreTableValueNotCut(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		s := kit.DefaultSettings()
		s.Lang, s.Colour = lang, false
		sh := kit.NewContext(s)
		sc := rules.Score{Winning: true, Unit: rules.Points, Total: 176, Items: []rules.ScoreItem{
			{Row: "classic.mahjong", Value: 20},
			{Row: "classic.double_dragon_pung", Value: 1, Doublings: 1, Tiles: "[777z]"},
		}}
		out := scoreTable(sh, sc).View()
		if !strings.Contains(out, "176 points") {
			t.Errorf("%s: the total is cut:\n%s", lang, out)
		}
	}
}

// The standings name the winner: the highest total; the seats level at
// the top share first place, every one named; all level, nobody wins
// (a game of drawn hands ends all on 0: no seat is called its winner).
// At four and three players, in every language.
func TestWinnerNote(t *testing.T) {
	for _, lang := range i18n.Languages {
		for _, players := range []int{4, 3} {
			s := kit.DefaultSettings()
			s.Lang = lang
			sh := kit.NewContext(s)
			sh.Players = players
			name := func(st rules.Seat) string { return kit.SeatName(sh, st) }
			for _, c := range []struct {
				scores [rules.NumSeats]int
				me     rules.Seat
				want   string
			}{
				{[4]int{0, 0, 0, 0}, 0, sh.Cat.T("standings.all_level", 0)},
				{[4]int{10, 40, 40, -90}, 0, name(1) + " " + sh.Cat.T("standings.and") + " " + name(2)},
				{[4]int{10, 40, 20, -70}, 0, sh.Cat.T("standings.winner", name(1), 40)},
				{[4]int{50, 40, 20, -110}, 0, sh.Cat.T("standings.you_win", 50)},
				{[4]int{50, 40, 20, -110}, rules.NoSeat, sh.Cat.T("standings.winner", name(0), 50)},
			} {
				if players == 3 {
					c.scores[3] = 0
					if c.scores == [4]int{0, 0, 0, 0} {
						c.scores[3] = 99 // out of play: it must not count
					}
				}
				got := winnerNote(sh, rules.View{Scores: c.scores}, c.me)
				if !strings.Contains(got, c.want) {
					t.Errorf("%s, %d players, scores %v: %q, want it to say %q", lang, players, c.scores, got, c.want)
				}
			}
		}
	}
}
