package bot_test

import (
	"flag"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// guardHands sets the deals of TestGuards (0: skipped); `make strength`
// runs it.
var guardHands = flag.Int("strength.guards", 0, "deals of TestGuards' paired comparison (0: skipped)")

// The guards of issue 23 (keepSafe against a flush shown, no claim that
// cuts the win or the way to the minimum) do not make the expert weaker:
// paired with the expert without them (same deals, one seat swapped,
// three clubs around), the difference of results (pow2: capped at
// TestStrength's yardstick) is not below zero at 95%, in every rule set where a guard applies (a deal-in costs more
// than the same win, or a win needs a minimum).
func TestGuards(t *testing.T) {
	if *guardHands <= 0 {
		t.Skip("-strength.guards N sets the deals")
	}
	unguarded := sim.Custom(func(_ bot.Level, v rules.Variant, seed uint64) bot.Bot { return bot.NewUnguarded(v, seed) })
	club := sim.Level(bot.Club)
	for _, v := range strengthVariants(t) {
		adv := strategy.New(v)
		if !adv.Defends() && !adv.NeedsValue() {
			continue
		}
		cfg := sim.PairedConfig{Variant: v, Hands: *guardHands, Seed: 2323,
			Candidate: sim.Level(bot.Expert), Reference: unguarded, Opponents: [3]sim.Contender{club, club, club}, Workers: 2}
		if v.Scoring == rules.ScoringPow2 {
			cfg.PointsCap = pow2Yardstick // the claim is made on the capped figure (TestStrength's)
		}
		p := runPaired(t, cfg)
		t.Logf("%-7s guarded - unguarded expert: %+.3f a hand [%+.3f, %+.3f] (capped %+.3f [%+.3f, %+.3f]); deal-ins %+.4f [%+.4f, %+.4f]; wins %+.4f (%d deals)",
			v.Name, p.Score.Mean, p.Score.Lo, p.Score.Hi, p.Capped.Mean, p.Capped.Lo, p.Capped.Hi,
			p.DealIn.Mean, p.DealIn.Lo, p.DealIn.Hi, p.Win.Mean, p.Hands)
		if p.Errors > 0 || p.IllegalActions > 0 {
			t.Errorf("%s: %d errors, %d illegal actions", v.Name, p.Errors, p.IllegalActions)
		}
		if p.Capped.Significant(false) {
			t.Errorf("%s: the guards make the expert weaker: %+.3f [%+.3f, %+.3f]", v.Name, p.Capped.Mean, p.Capped.Lo, p.Capped.Hi)
		}
	}
}
