package blunder

import (
	"sync"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Count plays hands with the bot of factory at one seat (a different
// one each hand) against club bots, two hands at once, and counts its
// blunders. The hands are sim.HandSeed(seed, i): the counts depend on
// the seed and the bot only.
func Count(v rules.Variant, factory sim.Contender, hands int, seed uint64) *Counts {
	out := &Counts{Hands: hands}
	var mu sync.Mutex
	var wg sync.WaitGroup
	const workers = 2
	for k := range workers {
		wg.Go(func() {
			for i := k; i < hands; i += workers {
				hs := sim.HandSeed(seed, i)
				tested := rules.Seat(i % v.Players)
				var bots [rules.NumSeats]bot.Bot
				w := &watch{b: factory.New(v, sim.BotSeed(hs, tested)), adv: strategy.New(v), mu: &mu, out: out}
				for s := range rules.Seat(v.Players) {
					if s == tested {
						bots[s] = w
					} else {
						bots[s] = bot.New(bot.Club, v, sim.BotSeed(hs, s))
					}
				}
				if o, err := sim.PlayHand(v, hs, bots); err == nil {
					w.ended(tested, o)
				}
			}
		})
	}
	wg.Wait()
	return out
}
