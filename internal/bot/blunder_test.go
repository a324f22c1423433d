package bot_test

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/blunder"
	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/soak"
)

// The expert and the club make few visible blunders, within the limits
// of blunder.Counts.Faults (the expert a strong level): per 1,000 hands
// at most 5 ready hands given up for nothing and no kong that cuts a
// live wait; the expert besides at most 2 of each of the kinds of issue
// 23 where they apply (deal-ins to a flush shown while a safe tile was
// held, claims that lose the winning waits or the way to the minimum,
// dead hands kept). The counts of the note are measured with
// -strength.hands (the same flag as TestStrength), 200 hands a rule set
// by default (20 under the race detector).
func TestBlunders(t *testing.T) {
	hands := min(max(*strengthHands, 200), 20000)
	if soak.RaceDetector {
		hands = min(hands, 20)
	}
	for _, v := range strengthVariants(t) {
		name := v.Name
		for _, l := range []bot.Level{bot.Club, bot.Expert} {
			if l == bot.Club && *strengthHands < 1000 {
				continue // the club is measured by the long runs only
			}
			b := blunder.Count(v, sim.Level(l), hands, 99)
			t.Logf("%-7s %-6s %v", name, l, b)
			for _, e := range b.Examples {
				t.Logf("    %s", e)
			}
			for _, f := range b.Faults(v, l == bot.Expert) {
				t.Errorf("%s %s: %s", name, l, f)
			}
		}
	}
}
