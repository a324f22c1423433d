package sim

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// referenceHand is the simulator's loop as it was before the table
// controller (package table) played its hands: the first seat in seat
// order with something to play is asked, its answer applied. The table
// must play exactly the same hands.
func referenceHand(variant rules.Variant, seed uint64, bots [rules.NumSeats]bot.Bot) (*rules.Game, error) {
	g, err := rules.NewGame(rules.Config{Variant: variant, Seed: seed})
	if err != nil {
		return nil, err
	}
	for steps := 0; steps <= 10000; steps++ {
		ph := g.Phase()
		if ph == rules.PhaseHandOver || ph == rules.PhaseGameOver {
			return g, nil
		}
		moved := false
		for s := range rules.Seat(rules.NumSeats) {
			if ph == rules.PhaseTurn && s != g.Turn() || ph != rules.PhaseTurn && len(g.LegalActions(s)) == 0 {
				continue
			}
			v := g.View(s)
			if len(v.Legal) == 0 {
				continue
			}
			if _, err := g.Apply(bots[s].Act(v)); err != nil {
				if _, err := g.Apply(v.Legal[0]); err != nil {
					return nil, err
				}
			}
			moved = true
			break
		}
		if !moved {
			break
		}
	}
	return nil, ErrStuck
}

// The table plays the hands the simulator's own loop played, action for
// action: same seeds, same bots, same actions, same outcome.
func TestTableMatchesReferenceLoop(t *testing.T) {
	hands := soak.Size(8, 60)
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		for i := range hands {
			seed := HandSeed(31, i)
			mk := func() [rules.NumSeats]bot.Bot {
				var bots [rules.NumSeats]bot.Bot
				for s := range bots {
					bots[s] = bot.New(mixed[(s+i)%rules.NumSeats].Level, v, BotSeed(seed, rules.Seat(s)))
				}
				return bots
			}
			want, err := referenceHand(v, seed, mk())
			if err != nil {
				t.Fatal(err)
			}
			bots := mk()
			st := seat.Seating{Bots: bots}
			for s, b := range bots {
				st.Participants[s] = table.Choose(b)
			}
			o, got, err := playHand(t.Context(), v, seed, &st)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Actions(), want.Actions()) {
				t.Fatalf("%s hand %d: the table played\n%v\nthe reference\n%v", name, i, got.Actions(), want.Actions())
			}
			if o.Actions != len(want.Actions()) || o.Illegal != 0 || o.Invariant != 0 {
				t.Fatalf("%s hand %d: %+v", name, i, o)
			}
			r := want.Result()
			switch {
			case r == nil || r.Drawn:
				if !o.Drawn {
					t.Fatalf("%s hand %d: the reference hand was drawn, the table's won by %d", name, i, o.Winner)
				}
			case o.Winner != r.Winner || o.From != r.From || (v.Scoring != rules.ScoringNone && o.Score != r.Payments):
				t.Fatalf("%s hand %d: table %+v, reference %+v", name, i, o, r)
			}
		}
	}
}
