package master_test

import (
	"context"
	"flag"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/rules"
)

var (
	strengthHands = flag.Int("master.hands", 0, "deals of the master - expert comparison per rule set (0: skipped)")
	strengthRules = flag.String("master.rules", "", "rule sets of the comparison and the blunder count (empty: every one of the registry)")
	strengthSeed  = flag.Uint64("master.seed", 1, "seed of the deals")
	strengthTime  = flag.Duration("master.time", 0, "stop each rule set's comparison after this long, with the deals played (0: all of them)")
)

// variants are the rule sets -master.rules names (empty: the registry's).
func variants(t *testing.T) []rules.Variant {
	names := rules.VariantNames()
	if *strengthRules != "" {
		names = strings.Split(*strengthRules, ",")
	}
	var out []rules.Variant
	for _, name := range names {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// The master against the expert, paired (sim.RunPaired: the same deals
// played twice, the tested seat held by each in turn, three experts
// around it): the difference of the tested seat's result per deal, with
// its 95% interval, in the rule set's unit; pow2 also on the capped
// yardstick of the bot package's strength test (at most 13 points a
// hand). Not a test of make test: make strength-master runs it
// (-master.hands N -master.rules hk,classic; -master.time D stops each
// rule set after D with the figures of the deals played, their number
// said).
func TestMasterStrength(t *testing.T) {
	if *strengthHands <= 0 {
		t.Skip("-master.hands N runs the comparison (make strength-master)")
	}
	for _, v := range variants(t) {
		name := v.Name
		cfg := sim.PairedConfig{Variant: v, Hands: *strengthHands, Seed: *strengthSeed,
			Candidate: sim.Level(bot.Master), Reference: sim.Level(bot.Expert)}
		for i := range cfg.Opponents {
			cfg.Opponents[i] = sim.Level(bot.Expert)
		}
		if name == "pow2" {
			cfg.PointsCap = 13
		}
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if *strengthTime > 0 {
			ctx, cancel = context.WithTimeout(ctx, *strengthTime)
		}
		p, err := sim.RunPaired(ctx, cfg)
		cancel()
		if err != nil && ctx.Err() == nil {
			t.Fatal(err)
		}
		if p.Errors != 0 || p.IllegalActions != 0 {
			t.Fatalf("%s: %d errors, %d illegal actions", name, p.Errors, p.IllegalActions)
		}
		t.Logf("%s master - expert over %d deals: score %+.3f [%+.3f, %+.3f], win %+.4f [%+.4f, %+.4f], deal-in %+.4f [%+.4f, %+.4f], capped %+.3f [%+.3f, %+.3f]",
			name, p.Hands, p.Score.Mean, p.Score.Lo, p.Score.Hi, p.Win.Mean, p.Win.Lo, p.Win.Hi,
			p.DealIn.Mean, p.DealIn.Lo, p.DealIn.Hi, p.Capped.Mean, p.Capped.Lo, p.Capped.Hi)
	}
}
