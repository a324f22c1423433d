package bot_test

import (
	"flag"
	"fmt"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/rules"
)

// strengthHands sets the deals of each paired comparison of
// TestStrength. The default is a smoke run that checks the harness; the
// claims of the note are measured with
//
//	go test ./internal/bot -run TestStrength -strength.hands 20000 -v
var strengthHands = flag.Int("strength.hands", 40, "deals per paired comparison in TestStrength")

// A paired comparison in every rule set: the named candidate against the
// named reference, the three other seats held by the opponents named.
// With the default smoke size it checks only that every play is legal and
// the harness measures; with -strength.hands it reports the differences
// with their 95% intervals (and fails when a claim does not hold).
func TestStrength(t *testing.T) {
	factory := func(name string) sim.BotFactory {
		if name == "baseline" {
			return newBaseline
		}
		l, err := bot.ParseLevel(name)
		if err != nil {
			t.Fatal(err)
		}
		return sim.Level(l)
	}
	claims := []struct {
		candidate, reference, opponents string
	}{
		{"expert", "baseline", "club"},
		{"expert", "club", "club"},
		{"club", "baseline", "club"},
		{"club", "beginner", "club"},
		{"expert", "baseline", "baseline"}, // opponents it was not tuned against
	}
	hands := *strengthHands
	if raceEnabled && hands < 5000 {
		hands = 8 // the smoke run: the harness works, every play is legal
	}
	claimed := hands >= 5000
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		for _, c := range claims {
			opp := factory(c.opponents)
			p := sim.RunPaired(sim.PairedConfig{Variant: v, Hands: hands, Seed: 2026,
				Candidate: factory(c.candidate), Reference: factory(c.reference),
				Opponents: [3]sim.BotFactory{opp, opp, opp}})
			if p.Errors != 0 || p.IllegalActions != 0 || p.Hands != hands {
				t.Fatalf("%s %v: %d errors, %d illegal actions, %d hands", name, c, p.Errors, p.IllegalActions, p.Hands)
			}
			d := p.Score
			what := "score"
			if v.Scoring == rules.ScoringNone {
				d, what = p.Win, "win rate"
			}
			line := fmt.Sprintf("%-7s %-6s - %-8s (vs 3 %s): %s %+.3f [%+.3f, %+.3f]  draws %+.3f  deal-ins %+.3f",
				name, c.candidate, c.reference, c.opponents, what, d.Mean, d.Lo, d.Hi, p.Drawn.Mean, p.DealIn.Mean)
			t.Log(line)
			if claimed && !d.Significant(true) {
				t.Errorf("not significantly stronger: %s", line)
			}
		}
	}
}

// The harness's interval covers what it should: a bot against itself
// differs by nothing, exactly, on every deal.
func TestPairedSelf(t *testing.T) {
	v, _ := rules.VariantByName("hk")
	p := sim.RunPaired(sim.PairedConfig{Variant: v, Hands: 100, Seed: 3,
		Candidate: sim.Level(bot.Club), Reference: sim.Level(bot.Club),
		Opponents: [3]sim.BotFactory{newBaseline, newBaseline, newBaseline}})
	if p.Score.Mean != 0 || p.Score.Lo != 0 || p.Score.Hi != 0 || p.Hands != 100 {
		t.Errorf("club against itself: %+v", p)
	}
	if p.CandidateScore != p.ReferenceScore {
		t.Errorf("means %v %v", p.CandidateScore, p.ReferenceScore)
	}
}
