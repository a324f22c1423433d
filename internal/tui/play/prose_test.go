package play

import (
	"regexp"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// tileCode finds a tile written in notation standing alone ("7z", "5m").
var tileCode = regexp.MustCompile(`(^|[^0-9A-Za-z])([0-9][mpszfj])([^0-9A-Za-z]|$)`)

// The coach's panel names tiles in words as the table words it
// (coachWording): 1,000 panels of seat 0's views over simulated play of
// every rule set, open hands among them, in both languages and every
// tile style (the coach package reads 10,000 with its own wording).
func TestCoachPanelsNameTilesInWords(t *testing.T) {
	var variants []rules.Variant
	for _, name := range rules.VariantNames() {
		for _, o := range []string{"", "open"} {
			v, err := rules.NewVariant(name, rules.MustParseOptions(o))
			if err != nil {
				t.Fatal(err)
			}
			variants = append(variants, v)
		}
	}
	panels := 0
	for hand := uint64(1); panels < 1000; hand++ {
		v := variants[int(hand)%len(variants)]
		s := kit.DefaultSettings()
		s.Rules, s.Colour = v.Name, false
		s.Lang = i18n.Languages[int(hand)%len(i18n.Languages)]
		s.Tiles = kit.TileStyles[int(hand)%len(kit.TileStyles)]
		sh := kit.NewContext(s)
		p := sh.Painter()
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: hand})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for q := range bots {
			bots[q] = bot.New(bot.Club, v, hand*4+uint64(q))
		}
		for panels < 1000 && (g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong) {
			view := g.View(0)
			adv := coach.Advise(view, v)
			w := coachWording(sh, p, view)
			for _, line := range coach.Lines(w, &adv, view, v) {
				if m := tileCode.FindStringSubmatch(ansi.Strip(line.Text)); m != nil {
					t.Fatalf("%s %s: coach line %q names %s", v.Name, s.Tiles, ansi.Strip(line.Text), m[2])
				}
			}
			panels++
			seat := g.Turn()
			if g.Phase() != rules.PhaseTurn {
				for q := range rules.Seat(rules.NumSeats) {
					if len(g.LegalActions(q)) > 0 {
						seat = q
						break
					}
				}
			}
			if _, err := g.Apply(bots[seat].Act(g.View(seat))); err != nil {
				t.Fatal(err)
			}
		}
	}
}
