package bot_test

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/blunder"
	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/rules"
)

// counted is a bot whose blunders TestBlunders counts; strong: held to
// the limits of a strong level.
type counted struct {
	name   string
	bots   sim.Contender
	strong bool
}

// The expert and the club make few visible blunders, within the limits
// of blunder.Counts.Faults (the expert a strong level): per 1,000 hands
// at most 5 ready hands given up for nothing and no kong that cuts a
// live wait; the expert besides at most 2 of each of the kinds of issue
// 23 where they apply (deal-ins to a flush shown while a safe tile was
// held, claims that lose the winning waits or the way to the minimum,
// dead hands kept). The long runs count the expert without its guards
// too (bot.NewUnguarded: the expert before issue 23), held to no limit.
// The counts of the note are measured with
// -strength.hands (the same flag as TestStrength), 200 hands a rule set
// by default (20 under the race detector).
func TestBlunders(t *testing.T) {
	hands := min(max(*strengthHands, 200), 20000)
	if soak.RaceDetector {
		hands = min(hands, 20)
	}
	subjects := []counted{{"expert", sim.Level(bot.Expert), true}}
	if *strengthHands >= 1000 { // the long runs measure the club, and the expert before the guards
		unguarded := sim.Custom(func(_ bot.Level, v rules.Variant, seed uint64) bot.Bot { return bot.NewUnguarded(v, seed) })
		subjects = append(subjects, counted{"club", sim.Level(bot.Club), false}, counted{"unguarded", unguarded, false})
	}
	for _, v := range strengthVariants(t) {
		for _, c := range subjects {
			b := blunder.Count(v, c.bots, hands, 99)
			t.Logf("%-7s %-6s %v", v.Name, c.name, b)
			for _, e := range b.Examples {
				t.Logf("    %s", e)
			}
			for _, f := range b.Faults(v, c.strong) {
				t.Errorf("%s %s: %s", v.Name, c.name, f)
			}
		}
	}
}
