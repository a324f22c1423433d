package cli

import (
	"encoding/json"
	"math"
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/rules"
)

// Every score sheet of a simulated game, pasted into the score command,
// scores the same: the command line a sheet shows (explain.Sheet.Command:
// the hand in notation, the rule set's scoring options, the context
// flags) gives the hand's total and every seat's payment. A game of
// club bots per rule set and option, each win of it: its first six wins
// in make test, the whole game under the soak.
func TestSheetRoundTrip(t *testing.T) {
	t.Parallel()
	cat := i18n.MustLoad("en")
	cases := []struct {
		name string
		o    rules.Options
	}{
		{"hk", rules.Options{}}, {"hk", rules.MustParseOptions("ladder=half seven-pairs")},
		{"classic", rules.Options{}}, {"classic", rules.MustParseOptions("jokers limit=1000")},
		{"pow2", rules.Options{}}, {"pow2", rules.MustParseOptions("min-points=3")},
		{"hk", rules.MustParseOptions("players=3")}, {"classic", rules.MustParseOptions("players=3")},
	}
	for _, c := range cases {
		v, err := rules.NewVariant(c.name, c.o)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.name+" "+c.o.String(), func(t *testing.T) {
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			var bots [rules.NumSeats]bot.Bot
			for s := range bots {
				bots[s] = bot.New(bot.Club, v, uint64(s))
			}
			wins, most := 0, soak.Size(6, math.MaxInt)
			for !g.Over() && wins < most {
				if g.Phase() == rules.PhaseHandOver {
					if r := g.Result(); !r.Drawn {
						wins++
						checkSheet(t, cat, v, r)
					}
					if err := g.Play(rules.Action{Seat: 0, Kind: rules.ActNextHand, Tile: rules.NoTile}); err != nil {
						t.Fatal(err)
					}
					continue
				}
				s := actorSeat(g)
				if err := g.Play(bots[s].Act(g.View(s))); err != nil {
					t.Fatal(err)
				}
			}
			if r := g.Result(); g.Over() && r != nil && !r.Drawn {
				wins++
				checkSheet(t, cat, v, r)
			}
			if wins < 5 {
				t.Errorf("only %d wins in the game", wins)
			}
			t.Logf("%d sheets scored again", wins)
		})
	}
}

// checkSheet pastes a win's sheet into the score command.
func checkSheet(t *testing.T, cat *i18n.Catalog, v rules.Variant, r *rules.HandResult) {
	t.Helper()
	sheet, ok := explain.Explain(cat, v, r, func(w rules.Wind) (string, bool) { return w.String(), false })
	if !ok {
		t.Fatal("no sheet for a win")
	}
	words, err := shellWords(sheet.Command)
	if err != nil || len(words) < 3 || words[0] != "mahjong" || words[1] != "score" {
		t.Fatalf("command %q: %v", sheet.Command, err)
	}
	args := append([]string{"score", "--json"}, words[2:]...)
	out, errs, code := run(t, nil, args...)
	if code != ExitOK {
		t.Fatalf("%s: exit %d: %s", sheet.Command, code, errs)
	}
	var rep scoreReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Winning || rep.Total != r.Score.Total {
		t.Errorf("%s: total %d (winning %v), the game scored %d", sheet.Command, rep.Total, rep.Winning, r.Score.Total)
	}
	for w := rules.WindEast; w <= rules.WindNorth; w++ {
		if rep.Payments[w.String()] != r.Score.Payments[w] {
			t.Errorf("%s: %v pays %d, the game %d", sheet.Command, w, rep.Payments[w.String()], r.Score.Payments[w])
		}
	}
	// The hand is written once: each tile once, the winning tile after +.
	h, err := rules.ParseHand(sheet.Hand)
	if err != nil || h.Winning != r.Tile || slices.Contains(h.Concealed, rules.NoTile) {
		t.Errorf("hand %q: %v", sheet.Hand, err)
	}
	if len(sheet.Payments) == 0 {
		t.Errorf("%s: no payment explained", sheet.Command)
	}
}

// actorSeat returns the seat to act: the turn's, else the first seat
// asked about a tile.
func actorSeat(g *rules.Game) rules.Seat {
	if g.Phase() != rules.PhaseTurn {
		for q := range rules.Seat(rules.NumSeats) {
			if len(g.LegalActions(q)) > 0 {
				return q
			}
		}
	}
	return g.Turn()
}
