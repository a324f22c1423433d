package sim

import (
	"context"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// Whole games (Config.Games): each game is the variant's length of
// hands (its length option: a full game, half, the East round, a number
// of hands) played at one table by the same bots, seated for the game
// (game i sits the rotation of hand i and draws its seed from the run's
// seed and i, so that a run's figures depend only on its seed). Every
// hand counts in the hand figures; each game adds its placings.

// place returns the seats' placings at the end of a game from their
// totals, in halves: 1 the best (2 halves), tied seats sharing the
// places they hold (two first: 1.5 each, 3 halves); and each seat's
// share of first place in twelfths (12 alone, 12/k among k tied), so
// that the sums are exact whatever the order they are added in.
func place(totals [rules.NumSeats]int, n int) (halves, twelfths [rules.NumSeats]int) {
	best := totals[0]
	for s := range n {
		best = max(best, totals[s])
	}
	top := 0
	for s := range n {
		if totals[s] == best {
			top++
		}
	}
	for s := range n {
		above, tied := 0, 0
		for o := range n {
			switch {
			case totals[o] > totals[s]:
				above++
			case totals[o] == totals[s]:
				tied++
			}
		}
		halves[s] = 2*above + tied + 1
		if totals[s] == best {
			twelfths[s] = 12 / top
		}
	}
	return halves, twelfths
}

// playGame plays a whole game of variant from a fresh game with seed at
// a table of seated participants: every hand's outcome, in order. The
// table's fallbacks and the bots' own are counted in the last hand's.
func playGame(ctx context.Context, variant rules.Variant, seed uint64, st *seat.Seating) ([]Outcome, error) {
	g, err := rules.NewGame(rules.Config{Variant: variant, Seed: seed})
	if err != nil {
		return nil, err
	}
	before := botFallbacks(st)
	var hands []Outcome
	cur := Outcome{Winner: rules.NoSeat, From: rules.NoSeat}
	opts := st.Options
	opts.LastAsked = rules.NumSeats - 1
	opts.Applied = func(g *rules.Game, a rules.Action) {
		cur.Actions++
		if g.CheckInvariants() != nil {
			cur.Invariant++
		}
		if p := g.Phase(); a.Kind != rules.ActNextHand && (p == rules.PhaseHandOver || p == rules.PhaseGameOver) {
			cur.take(g.Result(), variant)
			hands = append(hands, cur)
			cur = Outcome{Winner: rules.NoSeat, From: rules.NoSeat}
		}
	}
	t := table.New(g, st.Participants, opts)
	err = t.Run(ctx)
	if len(hands) == 0 {
		hands = append(hands, cur)
	}
	last := &hands[len(hands)-1]
	last.addFallbacks(st, t, before)
	return hands, err
}

// playOneGame plays and counts one game of the run: every hand, then
// the placings.
func (p *partial) playOneGame(ctx context.Context, cfg Config, seed uint64, st *seat.Seating, rot, slot [rules.NumSeats]int) error {
	n := cfg.Variant.Players
	hands, err := playGame(ctx, cfg.Variant, seed, st)
	if err != nil {
		return err
	}
	var totals [rules.NumSeats]int
	for _, o := range hands {
		p.count(o, rot, slot, n)
		for s := range n {
			totals[s] += o.Score[s]
		}
	}
	p.countGame(totals, rot, slot, n)
	return nil
}

// countGame adds a game's placings (seat s held by the rotation's seat
// rot[s]).
func (p *partial) countGame(totals [rules.NumSeats]int, rot, slot [rules.NumSeats]int, n int) {
	p.games++
	halves, twelfths := place(totals, n)
	for s := range rules.Seat(n) {
		b := &p.bots[slot[rot[s]]]
		b.Games++
		b.FirstTwelfths += twelfths[s]
		b.PlaceHalves += halves[s]
		b.GameScore += int64(totals[s])
	}
}

// FirstShare returns the share of the games finished first (ties
// shared).
func (b BotStats) FirstShare() float64 {
	if b.Games == 0 {
		return 0
	}
	return float64(b.FirstTwelfths) / 12 / float64(b.Games)
}

// AvgPlace returns the mean placing at the end of a game (1 the best).
func (b BotStats) AvgPlace() float64 {
	if b.Games == 0 {
		return 0
	}
	return float64(b.PlaceHalves) / 2 / float64(b.Games)
}

// AvgGameScore returns the mean total at the end of a game.
func (b BotStats) AvgGameScore() float64 {
	if b.Games == 0 {
		return 0
	}
	return float64(b.GameScore) / float64(b.Games)
}

// HandsPerGame returns the mean number of hands a game.
func (r *Report) HandsPerGame() float64 { return ratio(r.Hands, r.Games) }
