package review

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// blunderRecord plays one hand of v with club bots in which seat 0,
// the first time it may win self-drawn or declare (a ready hand),
// breaks its hand instead (notWin): the record, and the index of that action in it.
// false: seat 0 was never offered a win in the hands tried.
func blunderRecord(t *testing.T, v rules.Variant) (rules.Record, int, bool) {
	for seed := uint64(1); seed < 60; seed++ {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range bots {
			bots[s] = bot.New(bot.Club, v, seed*7+uint64(s))
		}
		blunder := -1
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(v.Players) {
				legal := g.LegalActions(s)
				if len(legal) == 0 {
					continue
				}
				view := g.View(s)
				a := bots[s].Act(view)
				if s == 0 && blunder < 0 && (a.Kind == rules.ActWin || a.Declare) && view.Phase == rules.PhaseTurn {
					if bad, ok := notWin(&view); ok {
						a, blunder = bad, g.NumActions()
					}
				}
				if err := g.Play(a); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
		if blunder >= 0 {
			return g.Record(), blunder, true
		}
	}
	return rules.Record{}, 0, false
}

// notWin throws a self-drawn win or a ready hand away: the discard that leaves the hand
// furthest from ready (a tile of a complete set), not the drawn tile;
// false when there is none (a locked hand).
func notWin(v *rules.View) (rules.Action, bool) {
	p := &v.Players[v.Seat]
	hand := append(slices.Clone(p.Concealed), p.Drawn)
	worst, far := v.Legal[0], -2
	for _, a := range v.Legal {
		if a.Kind != rules.ActDiscard || a.Declare || a.Tile == p.Drawn {
			continue
		}
		rest := slices.Clone(hand)
		rest = slices.Delete(rest, slices.Index(rest, a.Tile), slices.Index(rest, a.Tile)+1)
		c := rules.CountsOf(rest)
		if sh := rules.Shanten(&c, rules.JokersIn(rest), len(p.Melds), rules.FormStandard); sh > far {
			worst, far = a, sh
		}
	}
	return worst, far > -2
}

// A self-drawn win (or a ready hand about to declare) thrown away for a
// discard that breaks the hand,
// injected into a record, is ranked among the costliest decisions of
// the seat (the first three, or the first quarter when that is more:
// six samples a decision leave ties), in every
// rule set; the summary adds up. MAHJONG_SOAK=1: 40 samples, among the
// first three.
func TestBlunderRanksCostliest(t *testing.T) {
	samples, top := 6, func(n int) int { return max(3, n/4) }
	if os.Getenv("MAHJONG_SOAK") == "1" {
		samples, top = 40, func(int) int { return 3 }
	}
	for _, name := range rules.VariantNames() {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		rec, move, ok := blunderRecord(t, v)
		if !ok {
			t.Fatalf("%s: seat 0 never offered a win or a declaration", name)
		}
		rv, err := Run(context.Background(), rec, nil, Config{Seat: 0, Samples: samples, Seed: 2})
		if err != nil {
			t.Fatal(err)
		}
		rank := -1
		for i, d := range rv.Decisions {
			if d.Move == move {
				rank = i
			}
		}
		if rank < 0 || rank >= top(len(rv.Decisions)) {
			t.Fatalf("%s: the win thrown away (move %d) ranks %d of %d", name, move, rank+1, len(rv.Decisions))
		}
		d := rv.Decisions[rank]
		if d.Cost <= 0 {
			t.Fatalf("%s: the blunder weighed %+v", name, d)
		}
		sum := 0.0
		for _, k := range Kinds {
			sum += rv.ByKind[k]
		}
		if !rv.Complete || rv.Hands != 1 || sum < rv.Loss-1e-9 || sum > rv.Loss+1e-9 || rv.Agreed > len(rv.Decisions) {
			t.Fatalf("%s: summary %+v", name, rv)
		}
		t.Logf("%s: the blunder costs %.2f +/- %.2f, ranked %d of %d; agreement %.0f%%", name, d.Cost, d.Half, rank+1, len(rv.Decisions), 100*rv.Agreement())
	}
}

// A seat out of play is refused; an ended context leaves the review
// incomplete.
func TestReviewSeatAndStop(t *testing.T) {
	v := rules.HKVariant()
	rec, _, _ := blunderRecord(t, v)
	three, err := rules.NewVariant("hk", rules.MustParseOptions("players=3"))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rules.NewGame(rules.Config{Variant: three, Seed: 1})
	if _, err := Run(context.Background(), g.Record(), nil, Config{Seat: 3}); err != ErrSeat {
		t.Fatalf("seat 3 at three: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rv, err := Run(ctx, rec, nil, Config{Seat: 0, Samples: 2})
	if err != nil || rv.Complete || len(rv.Decisions) != 0 {
		t.Fatalf("an ended context: %v %+v", err, rv)
	}
}
