package coach_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// tileCode finds a tile written in notation standing alone ("7z", "5m").
var tileCode = regexp.MustCompile(`(^|[^0-9A-Za-z])([0-9][mpszfj])([^0-9A-Za-z]|$)`)

// words is the coach's wording with tiles named in words, as the table
// names them (explain.TileName), in a language.
func words(cat *i18n.Catalog) coach.Wording {
	return coach.Wording{Cat: cat,
		Tile:  func(t rules.Tile) string { return explain.TileName(cat, t) },
		Tiles: func(ts []rules.Tile) string { return explain.TileNames(cat, ts) },
		Seat:  func(s rules.Seat) string { return cat.T("seat.name" + string(rune('0'+s))) }}
}

// No coach panel names a tile in notation: 10,000 panels (every line the
// coach says of seat 0's views, and its readings of shown hands) over
// simulated play of every rule set and option of the registry, in both
// languages. The coach's own words never write a code; its tiles come
// from the Wording.
func TestPanelsNameTilesInWords(t *testing.T) {
	configs := auditConfigs(t)
	panels := 0
	for hand := uint64(1); panels < 10000; hand++ {
		v := configs[int(hand)%len(configs)].v
		cat := i18n.MustLoad(i18n.Languages[int(hand)%len(i18n.Languages)])
		w := words(cat)
		g, bots := clubHand(t, v, hand)
		for panels < 10000 && (g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong) {
			view := g.View(0)
			adv := coach.Advise(view, v)
			var text []string
			for _, l := range coach.Lines(w, &adv, view, v) {
				text = append(text, l.Text)
			}
			for _, r := range adv.Opponents {
				text = append(text, coach.ReadingText(w, &r, v))
			}
			for _, line := range text {
				if m := tileCode.FindStringSubmatch(line); m != nil {
					t.Fatalf("%s, hand %d: %q names %s", v.Name, hand, line, m[2])
				}
			}
			if strings.Contains(strings.Join(text, " "), "{") {
				t.Fatalf("%s, hand %d: a placeholder left in %q", v.Name, hand, text)
			}
			panels++
			s, act := actor(g)
			if _, err := g.Apply(bots[s].Act(act)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
