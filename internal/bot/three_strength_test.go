package bot_test

import (
	"fmt"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// The strength order holds at a table of three, in every rule set that
// has one (hk, classic, family): paired comparisons of the expert against
// the club with two clubs at the table, and of the club against the
// beginner with two beginners. The default is a smoke run (every play
// legal, the harness measures); the claims are measured with
//
//	go test ./internal/bot -run TestStrengthThree -strength.hands 20000 -v
//
// and fail when a difference's 95% interval is not above zero. Measured
// so (20,000 deals, seed 2026), the tested seat's mean result, candidate
// less reference, with its 95% interval:
//
//	hk       expert - club     (2 clubs)      +3.37 [+2.32, +4.41]  (payments)
//	hk       club   - beginner (2 beginners) +35.34 [+34.27, +36.41]
//	classic  expert - club     (2 clubs)      +0.62 [+0.34, +0.89]  (winner's points)
//	classic  club   - beginner (2 beginners)  +9.79 [+8.83, +10.75]
//	family   expert - club     (2 clubs)     +0.007 [+0.001, +0.013] (win rate)
//	family   club   - beginner (2 beginners) +0.360 [+0.351, +0.369]
//
// (mahjong sim --players 3 --rules hk --hands 20000 --bots
// expert,expert,expert: 3.4% of the hands drawn, 0 invariant violations.)
func TestStrengthThree(t *testing.T) {
	claims := []struct {
		candidate, reference, opponents bot.Level
	}{
		{bot.Expert, bot.Club, bot.Club},
		{bot.Club, bot.Beginner, bot.Beginner},
	}
	hands := *strengthHands
	if soak.RaceDetector && hands < 5000 {
		hands = 8
	}
	claimed := hands >= 5000
	for _, v := range scenetest.ThreePlayerVariants(t) {
		for _, c := range claims {
			opp := sim.Level(c.opponents)
			p := runPaired(t, sim.PairedConfig{Variant: v, Hands: hands, Seed: 2026,
				Candidate: sim.Level(c.candidate), Reference: sim.Level(c.reference),
				Opponents: [3]sim.Contender{opp, opp}})
			if p.Errors != 0 || p.IllegalActions != 0 || p.Hands != hands {
				t.Fatalf("%s %v: %d errors, %d illegal actions, %d hands", v.Name, c, p.Errors, p.IllegalActions, p.Hands)
			}
			d, what := p.Score, "score"
			if v.Scoring == rules.ScoringNone {
				d, what = p.Win, "win rate"
			}
			line := fmt.Sprintf("%-7s 3 players: %-8s - %-8s (vs 2 %s): %s %+.3f [%+.3f, %+.3f]  wins %+.4f [%+.4f, %+.4f]  deal-ins %+.4f  (means %.3f, %.3f)",
				v.Name, c.candidate, c.reference, c.opponents, what, d.Mean, d.Lo, d.Hi, p.Win.Mean, p.Win.Lo, p.Win.Hi,
				p.DealIn.Mean, p.CandidateScore, p.ReferenceScore)
			t.Log(line)
			if claimed && !d.Significant(true) {
				t.Errorf("not significantly stronger: %s", line)
			}
		}
	}
}
