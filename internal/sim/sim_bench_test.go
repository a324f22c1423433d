package sim

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// BenchmarkHand plays whole hands of four bots of one level, one hand per
// iteration, on one goroutine: what a simulator worker does per hand.
func BenchmarkHand(b *testing.B) {
	for _, name := range rules.VariantNames() {
		for _, l := range []bot.Level{bot.Club} {
			b.Run(name+"/"+l.String(), func(b *testing.B) {
				v, _ := rules.VariantByName(name)
				i := 0
				for b.Loop() {
					seed := HandSeed(1, i)
					var bots [4]bot.Bot
					for s := range bots {
						bots[s] = bot.New(l, v, BotSeed(seed, rules.Seat(s)))
					}
					if _, err := PlayHand(v, seed, bots); err != nil {
						b.Fatal(err)
					}
					i++
				}
			})
		}
	}
}
