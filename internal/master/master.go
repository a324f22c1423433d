package master

import (
	"context"
	"slices"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Samples is the worlds a weighed decision plays out (more in classic:
// search).
const Samples = 20

// maxCandidates bounds the actions weighed at one decision.
const maxCandidates = 3

// Bot is a master bot.
type Bot struct {
	variant rules.Variant
	expert  bot.Bot
	club    bot.Bot
	players [rules.NumSeats]bot.Bot // the playouts' bots, reused
	adv     *strategy.Advisor       // reads a claim's cost to the minimum
	seed    uint64
	n       uint64 // decisions weighed, for their seeds
	// Weighed and Overruled count the decisions weighed and those where
	// the search played another action than the expert's.
	Weighed, Overruled int
}

// New makes a master bot for the variant, deterministic from seed (its
// level is Master whatever l says: the level table's factory).
func New(_ bot.Level, v rules.Variant, seed uint64) bot.Bot {
	b := &Bot{variant: v, seed: seed, adv: strategy.New(v),
		expert: bot.New(bot.Expert, v, seed), club: bot.New(bot.Club, v, seed^0x636c7562)}
	for s := range b.players {
		b.players[s] = bot.New(bot.Club, v, 0)
	}
	return b
}

// resetter is a bot of package bot, which can be reset.
type resetter interface{ Reset(seed uint64) }

// Reset makes the bot as New made it with seed.
func (b *Bot) Reset(seed uint64) {
	b.seed, b.n = seed, 0
	if r, ok := b.expert.(resetter); ok {
		r.Reset(seed)
	}
	if r, ok := b.club.(resetter); ok {
		r.Reset(seed ^ 0x636c7562)
	}
}

// Fallbacks counts the expert's fallbacks (see bot's).
func (b *Bot) Fallbacks() int {
	if f, ok := b.expert.(interface{ Fallbacks() int }); ok {
		return f.Fallbacks()
	}
	return 0
}

// Act returns one of v.Legal: the expert's choice, or where it is close
// or risky the best of the candidates weighed.
func (b *Bot) Act(v rules.View) rules.Action {
	e := b.expert.Act(v)
	if len(v.Legal) < 2 {
		return e
	}
	c := b.club.Act(v)
	b.adv.Read(&v) // for the guards and the safe tiles below
	cands := slices.DeleteFunc(b.candidates(&v, e, c), func(a rules.Action) bool {
		return a != e && (b.cutsMinimum(&v, a) || b.givesUpReady(&v, e, a))
	})
	if len(cands) < 2 {
		return e
	}
	b.n++
	samples, developed := search(b.variant)
	cfg := eval.Config{Variant: b.variant, Samples: samples, Seed: b.seed ^ b.n*0x9e3779b97f4a7c15, Players: b.player,
		Developed: developed}
	r, err := eval.EvaluateActions(context.Background(), &v, cands, cfg)
	if err != nil {
		return e
	}
	b.Weighed++
	best := 0
	for i := 1; i < len(cands); i++ {
		if mean, half := r.Diff(i, 0); mean > half && r.Estimates[i].Mean > r.Estimates[best].Mean {
			best = i
		}
	}
	if best != 0 {
		b.Overruled++
	}
	return cands[best]
}

// cutsMinimum reports whether a is a claim that cuts the hand's win or
// its way to the minimum (strategy.Advisor.ClaimCutsMinimum, hk's fan):
// the expert never makes one, and the search is not let make one
// either (the club's playouts, which do not see the minimum, prized
// such claims: 3.5 a 1,000 hands, issue 23's blunder). The advisor has
// read v (Act), as for givesUpReady and safeTiles.
func (b *Bot) cutsMinimum(v *rules.View, a rules.Action) bool {
	if v.Phase != rules.PhaseClaim || a.Kind == rules.ActPass || a.Kind == rules.ActWin || !b.adv.NeedsValue() {
		return false
	}
	sh := b.adv.BaseShape()
	return b.adv.ClaimCutsMinimum(&sh, a)
}

// givesUpReady reports whether discard a leaves the hand not ready where
// the expert's discard e keeps it ready, while no opponent has declared
// or shows three melds (a threat, where folding may be sound): the
// expert never gives a ready hand up for nothing (its keepReady), and
// the search is not let either (a few worlds can show a gain that is not
// there: 3 a 1,000 family hands, issue 23's blunder counter).
func (b *Bot) givesUpReady(v *rules.View, e, a rules.Action) bool {
	if v.Phase != rules.PhaseTurn || e.Kind != rules.ActDiscard || a.Kind != rules.ActDiscard {
		return false
	}
	if b.adv.Position().Threatened() {
		return false
	}
	sh := b.adv.BaseShape()
	ready := func(t rules.Tile) bool {
		c, jokers := sh.C, sh.Jokers
		if t == rules.Joker {
			jokers--
		} else {
			c[t]--
		}
		return rules.Waits(&c, jokers, sh.Melds, b.variant.Forms) != 0
	}
	return ready(e.Tile) && !ready(a.Tile)
}

// search is how a rule set's decisions are weighed: the worlds played
// (Samples unless more were measured better) and whether the others'
// hands are dealt as far on as their discards say (eval.DealsDeveloped).
// Classic, master - expert over 20,000 deals (seed 41): random hands
// and 20 worlds +0.042 [-0.057, +0.140] a hand, win rate -0.0067
// [-0.0085, -0.0050]; developed +0.023 [-0.042, +0.088], -0.0015
// (most of the wins lost to the passes random worlds prized are back);
// developed and 60 worlds +0.074 [+0.002, +0.146], -0.0022, and over
// 20,000 other deals (seed 42) +0.065 [-0.011, +0.141], (seed 43)
// +0.045 [-0.016, +0.106]: +0.055 [+0.006, +0.104] over those 40,000
// deals untouched by the choice. Family, 60 random worlds (developed
// ones make the others too fast there: eval.DealsDeveloped), over
// 20,000 deals (seed 61): the chance to win +0.0018 [+0.0005, +0.0031],
// where 20 worlds gave -0.0007 [-0.0035, +0.0021] over 6,000. hk and
// pow2 keep 20 random worlds, as their figures were measured.
func search(v rules.Variant) (samples int, developed bool) {
	samples = Samples
	if v.Scoring == rules.ScoringClassic || v.Scoring == rules.ScoringNone {
		samples = 60
	}
	return samples, eval.DealsDeveloped(v)
}

// player gives the playouts the bot's own club bots.
func (b *Bot) player(_ rules.Variant, s rules.Seat) bot.Bot { return b.players[s] }

// candidates lists the actions to weigh, the expert's first; fewer than
// two: the expert's choice is neither close nor risky.
func (b *Bot) candidates(v *rules.View, e, c rules.Action) []rules.Action {
	if e.Kind == rules.ActWin || e.Kind == rules.ActNextHand {
		return nil // a legal win is always taken (the engine offers only legal ones)
	}
	out := []rules.Action{e}
	add := func(a rules.Action) {
		if len(out) < maxCandidates && !slices.Contains(out, a) && slices.Contains(v.Legal, a) {
			out = append(out, a)
		}
	}
	add(c)
	switch {
	case v.Phase != rules.PhaseTurn:
		if e.Kind != rules.ActPass {
			add(rules.Action{Seat: v.Seat, Kind: rules.ActPass, Tile: rules.NoTile})
		}
	case e.Kind != rules.ActDiscard:
		for _, a := range v.Legal { // a kong: weigh the club's discard or the first
			if a.Kind == rules.ActDiscard {
				add(a)
				break
			}
		}
	default:
		for _, t := range b.safeTiles(v, e.Tile) {
			add(rules.Action{Seat: v.Seat, Kind: rules.ActDiscard, Tile: t, Declare: e.Declare})
			add(rules.Action{Seat: v.Seat, Kind: rules.ActDiscard, Tile: t})
		}
	}
	return out
}

// safeTiles lists, where a deal-in costs more than another's win
// (strategy.Values.DealInShare: hk, pow2) and an opponent threatens
// (declared, or two melds shown) and discard is not safe against every
// threat, the kinds held that are safe against every threatening
// opponent, or when some show a flush (strategy.Opponent.ShownFlush)
// against those: against a flush a tile of another suit or one it
// discarded, against any other threat a tile it discarded itself; the
// fastest first (shanten, then the tiles that would lower it:
// strategy.Advisor.ListCandidates).
func (b *Bot) safeTiles(v *rules.View, discard rules.Tile) []rules.Tile {
	if b.adv.Values().DealInShare <= 0 {
		return nil // a deal-in costs no more than another's win (classic, family)
	}
	pos := b.adv.Position()
	var threats []*strategy.Opponent
	for s := range v.SeatsInPlay {
		if o := &pos.Opp[s]; rules.Seat(s) != v.Seat && (o.Declared || o.Melds >= 2) {
			threats = append(threats, o)
		}
	}
	if len(threats) == 0 {
		return nil
	}
	if flushes := slices.DeleteFunc(slices.Clone(threats), func(o *strategy.Opponent) bool { return o.ShownFlush() < 0 }); len(flushes) > 0 {
		threats = flushes // a flush shown is the threat to be safe against
	}
	safe := func(t rules.Tile) bool {
		for _, o := range threats {
			if suit := o.ShownFlush(); suit >= 0 && !o.SafeFrom(suit, t) || suit < 0 && !o.Discarded.Has(t) {
				return false
			}
		}
		return true
	}
	if safe(discard) {
		return nil
	}
	sh := b.adv.BaseShape()
	if !b.adv.ListCandidates(&sh) {
		return nil
	}
	var out []rules.Tile
	for _, c := range b.adv.Candidates() { // the fastest first
		if c.Tile < rules.NumKinds && safe(c.Tile) && !slices.Contains(out, c.Tile) {
			out = append(out, c.Tile)
		}
	}
	return out
}
