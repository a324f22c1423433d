package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// turn chooses the beginner's or the expert's action on its own turn (a
// win was taken before).
func (b *player) turn() rules.Action {
	if b.level == Expert && b.st.clubTurns {
		return b.safeClubTurn(b.adv.Move(&b.view)) // the club's turn (safe against a flush shown); the expert's claims
	}
	legal := b.view.Legal
	sh := b.adv.BaseShape()
	if !b.adv.ListCandidates(&sh) {
		for _, a := range legal {
			if a.Kind == rules.ActDiscard && !a.Declare {
				return a
			}
		}
		return legal[0]
	}
	cands := b.adv.Candidates()
	if b.level == Beginner {
		// A beginner declares every kong.
		for _, a := range legal {
			if a.Kind == rules.ActConcealedKong || a.Kind == rules.ActAddedKong {
				return a
			}
		}
		c := &cands[b.beginnerDiscard(&sh, cands)]
		return b.adv.DiscardAction(c, true) // and calls whenever it can
	}
	// An added kong shows a tile others may rob: the expert keeps it back
	// when a declared opponent waits on it.
	if a, ok := b.adv.Kong(&sh, func(a rules.Action) bool {
		return a.Kind != rules.ActAddedKong || b.threatOn(a.Tile) <= 0.3
	}); ok {
		return a
	}
	var c *strategy.Candidate
	if b.st.speedRank {
		c = &cands[b.speedDiscard(&sh, cands)]
	} else {
		c = &cands[b.expertDiscard(&sh, cands)]
	}
	call := true
	if b.adv.Calling(c) && !b.st.alwaysCall {
		call = b.shouldCall(&sh, c)
	}
	return b.adv.DiscardAction(c, call)
}

// beginnerDiscard plays for tile efficiency (shanten, then acceptance)
// with the beginner's habits: it keeps isolated honours through its
// first eight discards, and about one discard in six is the second
// choice instead of the best.
func (b *player) beginnerDiscard(sh *strategy.Shape, cands []strategy.Candidate) int {
	keep := b.pos().Turns < 8
	for i := range cands {
		c := &cands[i]
		c.Score = -1000*float64(c.Shanten) + float64(c.Tiles)
		if keep && c.Tile.IsHonour() && sh.C[c.Tile] == 1 {
			c.Score -= 1500
		}
		if c.Tile == rules.Joker {
			c.Score -= 1e6
		}
	}
	first, second := strategy.Best(cands)
	if second >= 0 && b.rng.IntN(6) == 0 {
		return second
	}
	return first
}

// expertDiscard weighs each discard by the expected value of the hand
// left (its chance to win times what the win brings, over the plans it
// can still reach), discounted by the chance and cost of dealing in. The
// strategy's measure anchors it: each step a discard is behind the
// strategy's best (in steps toward its target) divides its value by
// style.tierCost, so speed comes first and value or safety must be clearly
// worth a step.
func (b *player) expertDiscard(sh *strategy.Shape, cands []strategy.Candidate) int {
	b.preparePlans(sh)
	b.prepareDanger()
	target := b.adv.Target(sh)
	b.tiers = b.tiers[:0]
	minTier := math.Inf(1)
	minShanten := rules.NoShanten
	for i := range cands {
		minShanten = min(minShanten, cands[i].Shanten)
		t := math.Floor(b.adv.Steps(sh, &cands[i], target, true))
		b.tiers = append(b.tiers, t)
		minTier = min(minTier, t)
	}
	// The discards looked a draw ahead (style.look): those at the lowest
	// shanten keeping at least lookMin of the most tiles any of them
	// keeps; the others' table values are put on the same scale.
	top := b.top[:b.st.lookMax] // the most tiles kept, best first
	clear(top)
	for i := range cands {
		if c := &cands[i]; c.Shanten == minShanten && c.Tile < rules.NumKinds {
			for j, t := 0, c.Tiles; j < len(top); j++ {
				if t > top[j] {
					top[j], t = t, top[j]
				}
			}
		}
	}
	floor := max(b.st.lookMin*float64(top[0]), float64(top[len(top)-1]))
	looked := func(c *strategy.Candidate) bool {
		return b.st.look && c.Shanten >= 1 && c.Shanten == minShanten && c.Tile < rules.NumKinds &&
			float64(c.Tiles) >= floor
	}
	var lookSum, tableSum float64
	for i := range cands {
		c := &cands[i]
		if c.Tile == rules.Joker {
			c.Score = -1e18
			continue
		}
		sh13 := *sh
		sh13.C[c.Tile]--
		ev := b.ev13(&sh13, c.Shanten, float64(c.Tiles), c.Accept)
		if looked(c) {
			b.freeP = b.lookAhead(&sh13, &sh13.C, b.pos().Left/4, c.Shanten, c.Tiles, c.Accept)
			tableSum += ev
			ev = b.ev13(&sh13, c.Shanten, float64(c.Tiles), c.Accept)
			lookSum += ev
			b.freeP = -1
		}
		c.Score = ev // the expected value, for now
	}
	scale := 1.0
	if tableSum > 0 {
		scale = lookSum / tableSum
	}
	for i := range cands {
		c := &cands[i]
		if c.Tile == rules.Joker {
			continue
		}
		ev := c.Score
		if !looked(c) {
			ev *= scale
		}
		pdi, cost := b.danger(c.Tile)
		ev *= math.Pow(1/b.st.tierCost, b.tiers[i]-minTier)
		c.Score = (1-b.st.lost*pdi)*ev - pdi*b.utility(cost) - 1e-9*b.adv.TilePriority(&sh.C, c.Tile)
	}
	b.keepReady(sh, cands)
	b.keepSafe(sh, cands)
	best, _ := strategy.Best(cands)
	return best
}

// speedDiscard ranks the discards by speed alone (a rule set where every
// win is worth the same): the lowest shanten, then the most unseen
// tiles the accepted draws bring in turn (strategy.SecondOrder: where
// the next step leads), then the most tiles accepted now; a ready hand
// that can win is kept (keepReady).
func (b *player) speedDiscard(sh *strategy.Shape, cands []strategy.Candidate) int {
	minShanten := rules.NoShanten
	for i := range cands {
		if cands[i].Tile < rules.NumKinds {
			minShanten = min(minShanten, cands[i].Shanten)
		}
	}
	for i := range cands {
		c := &cands[i]
		c.Score = -1e12 * float64(c.Shanten)
		switch {
		case c.Tile >= rules.NumKinds:
			c.Score = -1e18
		case c.Shanten == minShanten && c.Shanten >= 1:
			c.Score += 1e3*float64(b.adv.SecondOrder(sh, c)) + float64(c.Tiles)
		case c.Shanten == 0 && b.st.waitEdge > 0:
			c.Score += 1e3 * b.edgeWaits(sh, c)
		default:
			c.Score += 1e3 * float64(c.Tiles)
		}
		c.Score -= 1e-3 * b.adv.TilePriority(&sh.C, c.Tile)
	}
	b.keepReady(sh, cands)
	best, _ := strategy.Best(cands)
	return best
}

// edgeWaits counts a ready hand's unseen winning tiles, those on
// terminals and honours 1+waitEdge times (2s and 8s 1+waitEdge/2).
func (b *player) edgeWaits(sh *strategy.Shape, c *strategy.Candidate) float64 {
	n := 0.0
	for k := range rules.Tile(rules.NumKinds) {
		if !c.Accept.Has(k) {
			continue
		}
		w := 1.0
		switch {
		case k.IsTerminalOrHonour():
			w += b.st.waitEdge
		case k.Rank() == 2 || k.Rank() == 8:
			w += b.st.waitEdge / 2
		}
		n += w * float64(b.adv.UnseenIn(sh, k))
	}
	return n
}

// selfShare is the share of wins that are self-drawn, for a hand that
// may win either way; selfOnly the chance left to a hand that can only
// win self-drawn, relative to one that may also win on a discard.
const (
	selfShare = 0.3
	selfOnly  = 0.45
)

// ev13 returns the expected value of a 13-tile shape over the plans
// prepared: the chance to win (pWin) times the estimated worth, the best
// plan's. The free plan's shanten and acceptance are given (from
// rules.Discards); a ready hand is valued wait by wait.
func (b *player) ev13(sh *strategy.Shape, freeDist int, freeTiles float64, freeAccept rules.KindSet) float64 {
	rounds := b.pos().Left / 4
	best := 0.0
	for _, p := range b.plans {
		if !sh.Fits(p) {
			continue
		}
		var dist int
		var acc float64
		var rc rules.Counts
		if p.Kind == strategy.PlanAny {
			dist, acc, rc = freeDist, freeTiles, sh.C
		} else {
			rc = strategy.Restrict(&sh.C, p.Keep)
			dist, acc = b.planDist(p, &rc, sh)
			if dist > freeDist+3 {
				continue
			}
		}
		if dist == 0 {
			if p.Kind != strategy.PlanAny && freeDist == 0 {
				continue // the same ready hand, valued with the free plan
			}
			best = max(best, b.evReady(sh, freeAccept, false))
			continue
		}
		self, disc := b.worth(sh, p, &rc)
		typ, table := &typicalFree, &winTable
		hk := b.variant.Scoring == rules.ScoringFan
		switch p.Kind {
		case strategy.PlanHalfFlush, strategy.PlanFullFlush:
			typ = &typicalFlush
			if hk {
				table = &winHalfHK
			}
		case strategy.PlanAllPungs:
			typ = &typicalPungs
			if hk {
				table = &winPungsHK
			}
		}
		var v float64
		switch {
		case self <= 0 && disc <= 0:
			continue
		case disc <= 0:
			v = selfOnly * self
		default:
			v = selfShare*self + (1-selfShare)*disc
		}
		pw := pWin(table, dist, rounds, acc, typ)
		if p.Kind == strategy.PlanAny && b.freeP >= 0 {
			pw = b.freeP
		}
		best = max(best, pw*b.utility(v))
	}
	return best
}

// evReady values a ready shape: the chance to win (pWin, with the waits'
// unseen copies as acceptance, a wait that can only win self-drawn
// counting for less) times the utility of the waits' value weighted by
// their copies.
func (b *player) evReady(sh *strategy.Shape, waits rules.KindSet, declared bool) float64 {
	p, v, _ := b.readyOdds(sh, waits, declared, selfShare)
	return p * b.utility(v)
}

// readyOdds returns the chance that a ready shape wins and the mean value
// of its wins, a wait that may win either way being won self-drawn a
// share self of the time, and whether every wait may win either way.
func (b *player) readyOdds(sh *strategy.Shape, waits rules.KindSet, declared bool, self float64) (p, v float64, both bool) {
	ws := b.readyValue(sh, waits, declared, b.waitBuf[:0])
	b.waitBuf = ws
	var eff, gain float64
	both = true
	for _, w := range ws {
		u := float64(w.unseen)
		both = both && w.self > 0 && w.disc > 0
		switch {
		case w.disc > 0:
			eff += u
			gain += u * (self*w.self + (1-self)*w.disc)
		case w.self > 0:
			eff += selfOnly * u
			gain += selfOnly * u * w.self
		}
	}
	if eff == 0 {
		return 0, 0, both
	}
	return pWin(&winTable, 0, b.pos().Left/4, eff, &typicalFree), gain / eff, both
}

// planDist returns the shanten of the restricted hand rc toward plan p
// and the unseen tiles of the plan's kinds that would lower it.
func (b *player) planDist(p strategy.Plan, rc *rules.Counts, sh *strategy.Shape) (int, float64) {
	dist := b.adv.PlanShanten(p, rc, sh)
	if dist >= rules.NoShanten {
		return dist, 0
	}
	acc := 0
	for k := range rules.Tile(rules.NumKinds) {
		if !p.Keep.Has(k) || rc[k] >= 4 {
			continue
		}
		u := b.adv.UnseenIn(sh, k)
		if u == 0 {
			continue
		}
		rc[k]++
		if b.adv.PlanShanten(p, rc, sh) < dist {
			acc += u
		}
		rc[k]--
	}
	return dist, float64(acc)
}

// preparePlans lists the plans worth weighing for the hand: always the
// free plan; a half flush in a suit that holds (with the honours and the
// declared melds) at least 8 tiles where it scores apart; a full flush in
// a suit of at least 9; all pungs with three pairs or more. A rule set
// without score weighs only the free plan.
func (b *player) preparePlans(sh *strategy.Shape) {
	b.plans = b.plans[:0]
	b.plans = append(b.plans, strategy.AnyHand)
	if !b.values.Scores {
		return
	}
	var bySuit [4]int
	pairs := 0
	for k := range rules.Tile(rules.NumKinds) {
		bySuit[strategy.Group(k)] += int(sh.C[k])
		if sh.C[k] >= 2 {
			pairs++
		}
	}
	for _, m := range b.view.Players[b.view.Seat].Melds {
		bySuit[strategy.Group(m.Meld.Tile)] += 3
	}
	for s := range 3 {
		half := strategy.Plan{Kind: strategy.PlanHalfFlush, Suit: s, Keep: strategy.SuitKinds(s) | strategy.HonourKinds}
		if bySuit[s]+bySuit[3] >= 8 && sh.Fits(half) && b.values.HalfFlush > 0 {
			b.plans = append(b.plans, half)
		}
		full := strategy.Plan{Kind: strategy.PlanFullFlush, Suit: s, Keep: strategy.SuitKinds(s)}
		if bySuit[s] >= 9 && sh.Fits(full) {
			b.plans = append(b.plans, full)
		}
	}
	if pairs >= 3 && sh.Fits(strategy.Plan{Kind: strategy.PlanAllPungs}) {
		b.plans = append(b.plans, strategy.Plan{Kind: strategy.PlanAllPungs, Keep: strategy.AllKinds})
	}
}
