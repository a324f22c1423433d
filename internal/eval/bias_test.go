package eval

import (
	"context"
	"flag"
	"math"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

var (
	biasHands   = flag.Int("eval.bias", 0, "hands of TestSamplingBias (0: skipped)")
	biasRules   = flag.String("eval.rules", "classic", "rule set of TestSamplingBias")
	biasSamples = flag.Int("eval.samples", 100, "samples of each estimate of TestSamplingBias")
	biasPlayers = flag.String("eval.players", "expert", "level of the playouts' players in TestSamplingBias")
)

// The bias of the sampled worlds, on the decision the master weighs most
// (a claim the expert takes, against passing it). Hands are played by
// four experts; at each such claim the difference pass - claim is
// estimated with the hidden hands sampled (plain, then Developed) and
// with the true hidden hands (only the wall sampled: the oracle), every
// seat of the playouts an expert, as at the table (-eval.players club:
// the club bots of the review's playouts). The bias is a
// sampled estimate less the oracle's, over the decisions, with its 95%
// interval, in the rule set's unit and on the seat's win rate. Not a
// test of make test: -eval.bias N runs it over N hands (-eval.rules,
// -eval.samples, -eval.players). Measured with 100 samples and experts:
//   - classic, 60 hands, 289 claims (the oracle: pass - claim -3.29
//     points): plain +2.19 [+1.42, +2.96], passing looking better than
//     it is; Developed -0.12 [-0.80, +0.56];
//   - classic with club bots playing out (the review's), 40 hands, 203
//     claims: plain +2.40 [+1.23, +3.57], Developed +0.10 [-0.78, +0.98];
//   - hk, 40 hands, 158 claims: plain -1.08 [-3.02, +0.85], Developed
//     -1.46 [-3.49, +0.58];
//   - pow2, 100 hands, 552 claims: plain -3.48 [-14.64, +7.67],
//     Developed +2.73 [-7.16, +12.62]; on the win rate plain -0.0073
//     [-0.0173, +0.0028], Developed -0.0126 [-0.0220, -0.0031];
//   - family, 60 hands, 280 claims, on the win rate (its unit): plain
//     -0.0052 [-0.0195, +0.0092], Developed -0.0168 [-0.0315, -0.0020],
//     the others made too fast.
func TestSamplingBias(t *testing.T) {
	if *biasHands <= 0 {
		t.Skip("-eval.bias N measures the sampling bias over N hands")
	}
	v, err := rules.VariantByName(*biasRules)
	if err != nil {
		t.Fatal(err)
	}
	v.MaxHands = 1
	players, err := bot.ParseLevel(*biasPlayers)
	if err != nil {
		t.Fatal(err)
	}
	var plain, developed, oracle moments
	var plainWin, developedWin moments // the same, on the seat's win rate
	for hand := range *biasHands {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: uint64(hand) + 1000})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range bots {
			bots[s] = bot.New(bot.Expert, v, uint64(hand*4+s))
		}
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			seat := nextToAct(g)
			view := g.View(seat)
			a := bots[seat].Act(view)
			if view.Phase == rules.PhaseClaim && (a.Kind == rules.ActChow || a.Kind == rules.ActPung) {
				seed, truth := uint64(plain.n), trueHands(g, &view)
				o, ow := passLessClaim(t, v, &truth, a, players, false, seed)
				p, pw := passLessClaim(t, v, &view, a, players, false, seed)
				d, dw := passLessClaim(t, v, &view, a, players, true, seed)
				plain.add(p - o)
				developed.add(d - o)
				oracle.add(o)
				plainWin.add(pw - ow)
				developedWin.add(dw - ow)
			}
			if err := g.Play(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%s, %d claims of %d hands, %d samples: the oracle's pass - claim %+.2f; bias plain %+.2f [%+.2f, %+.2f], developed %+.2f [%+.2f, %+.2f]",
		v.Name, plain.n, *biasHands, *biasSamples, oracle.mean(),
		plain.mean(), plain.mean()-plain.half(), plain.mean()+plain.half(),
		developed.mean(), developed.mean()-developed.half(), developed.mean()+developed.half())
	t.Logf("on the win rate: bias plain %+.4f [%+.4f, %+.4f], developed %+.4f [%+.4f, %+.4f]",
		plainWin.mean(), plainWin.mean()-plainWin.half(), plainWin.mean()+plainWin.half(),
		developedWin.mean(), developedWin.mean()-developedWin.half(), developedWin.mean()+developedWin.half())
	if math.IsNaN(plain.mean()) {
		t.Fatal("no claim measured")
	}
}

// trueHands is the view with every hidden hand shown (the oracle).
func trueHands(g *rules.Game, v *rules.View) rules.View {
	w := *v
	for s := range rules.Seat(v.SeatsInPlay) {
		if w.Hidden(s) {
			w.Players[s].Concealed = g.View(s).Players[s].Concealed
		}
	}
	return w
}

// passLessClaim estimates passing less taking claim a, every seat of the
// playouts of level players: in the rule set's unit, and on the seat's win rate.
func passLessClaim(t *testing.T, v rules.Variant, view *rules.View, a rules.Action, players bot.Level, developed bool, seed uint64) (unit, win float64) {
	t.Helper()
	pass := rules.Action{Seat: a.Seat, Kind: rules.ActPass, Tile: rules.NoTile}
	cfg := Config{Variant: v, Samples: *biasSamples, Seed: seed*7 + 3, Developed: developed,
		Players: func(v rules.Variant, _ rules.Seat) bot.Bot { return bot.New(players, v, 0) }}
	r, err := EvaluateActions(context.Background(), view, []rules.Action{a, pass}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := r.Diff(1, 0)
	return d, float64(r.Estimates[1].Wins-r.Estimates[0].Wins) / float64(r.N)
}
