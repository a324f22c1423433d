package story

import "github.com/mahjong-tui/mahjong/rules"

// Hand is one hand of a game as it ended.
type Hand struct {
	// Number is the hand's number in the game, from 0 (drawn hands
	// counting).
	Number     int
	Prevailing rules.Wind
	Dealer     rules.Seat
	// Result is how the hand ended, as the engine reported it: the
	// winner, the seat that gave the tile, the score and its unit, each
	// seat's payment.
	Result rules.HandResult
	// Totals are the running scores by seat after the hand's payments.
	Totals [rules.NumSeats]int
}

// Of tells the game's story: every hand that ended, in order, read from
// the events of its actions replayed on a fresh game of its
// configuration (the game itself is only read). The error is a replay
// the engine refused, which a game it played cannot give.
func Of(g *rules.Game) ([]Hand, error) {
	fresh, err := rules.NewGame(g.Config())
	if err != nil {
		return nil, err
	}
	var out []Hand
	for _, a := range g.Actions() {
		evs, err := fresh.Apply(a)
		if err != nil {
			return out, err
		}
		for _, e := range evs {
			if (e.Kind == rules.EvWin || e.Kind == rules.EvDrawnHand) && e.Result != nil {
				out = append(out, Hand{
					Number: fresh.HandNumber(), Prevailing: fresh.Prevailing(), Dealer: fresh.Dealer(),
					Result: *e.Result, Totals: e.Scores,
				})
			}
		}
	}
	return out, nil
}

// Totals are seat s's running totals over the hands, one a hand.
func Totals(hands []Hand, s rules.Seat) []int {
	out := make([]int, len(hands))
	for i, h := range hands {
		out[i] = h.Totals[s]
	}
	return out
}
