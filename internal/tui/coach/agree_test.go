package coach_test

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// The coach shows what the club bot plays: over agreePositions positions of
// simulated play per rule set (every turn and claim window of four club
// bots, hand after hand), the coach's suggested discard is the club's
// discard (declaring as it does), its kong and its win are the club's,
// and its claim advice names the club's answer, claim or pass.
func TestCoachAgreesWithClub(t *testing.T) {
	for _, name := range rules.VariantNames() {
		t.Run(name, func(t *testing.T) {
			v, err := rules.VariantByName(name)
			if err != nil {
				t.Fatal(err)
			}
			var seen [rules.ActNextHand + 1]int
			positions, disagree := 0, 0
			for hand := uint64(1); positions < agreePositions; hand++ {
				g, bots := clubHand(t, v, hand)
				for positions < agreePositions && (g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong) {
					s, view := actor(g)
					club := bots[s].Act(view)
					adv := coach.Advise(view, v)
					positions++
					seen[club.Kind]++
					if msg := disagreement(&view, club, &adv); msg != "" {
						if disagree++; disagree <= 5 {
							t.Errorf("hand %d, %v: %s", hand, view.Players[s].Concealed, msg)
						}
					}
					if _, err := g.Apply(club); err != nil {
						t.Fatal(err)
					}
				}
			}
			if disagree > 0 {
				t.Errorf("%d of %d positions disagree", disagree, positions)
			}
			// The positions cover every kind of move.
			for _, k := range []rules.ActionKind{rules.ActDiscard, rules.ActPass, rules.ActWin} {
				if seen[k] == 0 {
					t.Errorf("no position where the club plays %v", k)
				}
			}
			if seen[rules.ActPung]+seen[rules.ActChow] == 0 {
				t.Error("no position where the club claims")
			}
		})
	}
}

// actor returns the seat to act and its view.
func actor(g *rules.Game) (rules.Seat, rules.View) {
	if g.Phase() == rules.PhaseTurn {
		return g.Turn(), g.View(g.Turn())
	}
	for s := range rules.Seat(rules.NumSeats) {
		if len(g.LegalActions(s)) > 0 {
			return s, g.View(s)
		}
	}
	panic("nobody to act")
}

// disagreement says how the coach's advice differs from the club's move
// ("" when it does not).
func disagreement(v *rules.View, club rules.Action, adv *coach.Advice) string {
	if adv.Action != club {
		return "coach advises " + adv.Action.String() + ", club plays " + club.String()
	}
	switch v.Phase {
	case rules.PhaseTurn:
		if club.Kind == rules.ActDiscard && (adv.Discard != club.Tile || adv.Declare != club.Declare) {
			return "coach suggests discarding " + adv.Discard.String() + ", club plays " + club.String()
		}
		if club.Kind != rules.ActDiscard && adv.Discard != rules.NoTile {
			return "coach suggests a discard, club plays " + club.String()
		}
	default:
		c := adv.Claim
		if c == nil {
			return "no claim advice"
		}
		if c.Action != club || c.Take != (club.Kind != rules.ActPass) {
			return "coach's claim advice " + c.Action.String() + ", club plays " + club.String()
		}
	}
	return ""
}

// clubHand starts game number hand of a rule set with four club bots.
func clubHand(t *testing.T, v rules.Variant, hand uint64) (*rules.Game, [rules.NumSeats]bot.Bot) {
	t.Helper()
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: hand})
	if err != nil {
		t.Fatal(err)
	}
	var bots [rules.NumSeats]bot.Bot
	for s := range bots {
		bots[s] = bot.New(bot.Club, v, hand*8+uint64(s))
	}
	return g, bots
}
