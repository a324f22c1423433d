package story

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// playOut plays a game of at most 8 hands to its end, four club bots
// answering in seat order.
func playOut(t *testing.T, v rules.Variant, seed uint64) *rules.Game {
	t.Helper()
	if rs, ok := v.RuleSet(); ok {
		if _, has := rs.Option("length"); has {
			var err error
			if v, err = v.With(rules.MustParseOptions("length=8")); err != nil {
				t.Fatal(err)
			}
		}
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bots [rules.NumSeats]bot.Bot
	for s := range bots {
		bots[s] = bot.New(bot.Club, v, seed+uint64(s))
	}
	for n := 0; !g.Over(); n++ {
		if n > 200000 {
			t.Fatal("the game does not end")
		}
		var act *rules.Action
		for s := range rules.Seat(rules.NumSeats) {
			if len(g.LegalActions(s)) > 0 {
				a := bots[s].Act(g.View(s))
				act = &a
				break
			}
		}
		if act == nil {
			t.Fatal("nobody may play")
		}
		if _, err := g.Apply(*act); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The story of whole games of every rule set: one entry a hand played,
// in order; each hand's totals are the last ones plus its payments; the
// last totals are the game's scores; the game itself is not changed.
func TestStoryOfWholeGames(t *testing.T) {
	for _, rs := range rules.RuleSets() {
		t.Run(rs.Name, func(t *testing.T) {
			g := playOut(t, rs.Base(), 7)
			n := g.NumActions()
			hands, err := Of(g)
			if err != nil {
				t.Fatal(err)
			}
			if g.NumActions() != n || !g.Over() {
				t.Fatal("telling the story changed the game")
			}
			if len(hands) != g.HandNumber()+1 {
				t.Fatalf("%d hands told, %d played", len(hands), g.HandNumber()+1)
			}
			var run [rules.NumSeats]int
			wins := 0
			for i, h := range hands {
				if h.Number != i {
					t.Errorf("hand %d numbered %d", i, h.Number)
				}
				for s := range run {
					run[s] += h.Result.Payments[s]
				}
				if run != h.Totals {
					t.Errorf("hand %d: totals %v, payments add up to %v", i, h.Totals, run)
				}
				if !h.Result.Drawn {
					wins++
				}
			}
			if hands[len(hands)-1].Totals != g.Scores() {
				t.Errorf("last totals %v, the game's scores %v", hands[len(hands)-1].Totals, g.Scores())
			}
			if got := Totals(hands, 1); len(got) != len(hands) || got[len(got)-1] != g.Scores()[1] {
				t.Errorf("seat 1's totals %v", got)
			}
			if wins == 0 && rs.Base().Scoring != rules.ScoringNone {
				t.Error("no hand won: the payments are not tested")
			}
		})
	}
}

// The prevailing wind and the dealer of each hand are the hand's own
// (the hand-started event's), not the next hand's.
func TestStoryWindsAndDealers(t *testing.T) {
	v, _ := rules.VariantByName(rules.VariantHK)
	g := playOut(t, v, 11)
	hands, err := Of(g)
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := rules.NewGame(g.Config())
	var started []rules.Event
	for _, a := range g.Actions() {
		evs, _ := fresh.Apply(a)
		for _, e := range evs {
			if e.Kind == rules.EvHandStarted {
				started = append(started, e)
			}
		}
	}
	// The first hand starts with the game: the others with their
	// next-hand action.
	if len(started) != len(hands)-1 {
		t.Fatalf("%d hands started after the first, %d told", len(started), len(hands))
	}
	for i, h := range hands[1:] {
		e := started[i]
		if e.Prevailing != h.Prevailing || e.Dealer != h.Dealer || e.Hand != h.Number {
			t.Errorf("hand %d: told %v %v %d, started %v %v %d", h.Number, h.Prevailing, h.Dealer, h.Number, e.Prevailing, e.Dealer, e.Hand)
		}
	}
}
