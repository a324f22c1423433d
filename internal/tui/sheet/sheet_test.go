package sheet

import (
	"strings"
	"testing"

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
