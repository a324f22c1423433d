package coach_test

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// The case of issue 24: `mahjong --rules family --open --seed 3` with
// the coach on, the person following its advice (the club bots at the
// other seats, as the game seats them), the person discarding as the
// coach says and claiming nothing. The coach once said "Discard 2m
// ... Would deal in: 2m to Mei" with seven safe tiles in hand, and Mei
// won. Now no suggested discard deals in while another keeps the hand
// as close to ready, and where one must, the advice says so
// (DealInRisk); the person never deals in where the coach could have
// kept it safe.
func TestOpenHandsCoachDoesNotDealIn(t *testing.T) {
	v, err := rules.NewVariant("family", rules.MustParseOptions("open"))
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for s := 1; s < v.Players; s++ {
			bots[s] = bot.New(bot.Club, v, seed*4+uint64(s))
		}
		avoided := 0
		var last coach.Advice // the advice on seat 0's last discard
		for g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong {
			s, view := actor(g)
			if s != 0 {
				if _, err := g.Apply(bots[s].Act(view)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			adv := coach.Advise(view, v)
			if adv.AvoidsDealIn {
				avoided++
			}
			if adv.Discard != rules.NoTile && !adv.DealInRisk &&
				slices.ContainsFunc(adv.DealIns, func(d coach.DealIn) bool { return d.Tile == adv.Discard }) {
				t.Errorf("seed %d: the coach suggests %v, which it marks as dealing in, and does not say why", seed, adv.Discard)
			}
			if adv.Action.Kind == rules.ActDiscard {
				last = adv
			}
			a := adv.Action
			if view.Phase != rules.PhaseTurn {
				a = rules.Action{Seat: 0, Kind: rules.ActPass, Tile: rules.NoTile} // the person only discards
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if r := g.Result(); r != nil && !r.Drawn && r.From == 0 && !last.DealInRisk {
			t.Errorf("seed %d: following the coach, seat 0 dealt in to seat %d with %v, unwarned", seed, r.Winner, last.Discard)
		}
		if seed == 3 && avoided == 0 {
			t.Errorf("seed 3: the coach never had to avoid a deal-in: the case is not reached")
		}
	}
}
