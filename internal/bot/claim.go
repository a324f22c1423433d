package bot

import (
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// claim chooses the beginner's or the expert's answer to a discard on
// offer (a win was taken before): a chow, pung or kong, or pass.
func (b *player) claim() rules.Action {
	if b.level == Expert && b.st.clubClaims {
		return b.adv.Move(&b.view) // the club's claims; the expert's turns
	}
	legal := b.view.Legal
	pass := find(legal, rules.ActPass, rules.NoTile)
	any := false
	for _, a := range legal {
		switch a.Kind {
		case rules.ActChow, rules.ActPung, rules.ActKong:
			any = true
		}
	}
	if !any {
		return pass
	}
	sh := b.adv.BaseShape()
	var a rules.Action
	var ok bool
	if b.level == Beginner {
		a, ok = b.beginnerClaim(&sh)
	} else {
		a, ok = b.expertClaim(&sh)
	}
	if !ok {
		return pass
	}
	return a
}

// beginnerClaim claims every pung and kong it is offered, and a chow
// whenever it brings the hand closer to ready.
func (b *player) beginnerClaim(sh *strategy.Shape) (rules.Action, bool) {
	legal := b.view.Legal
	for _, k := range []rules.ActionKind{rules.ActKong, rules.ActPung} {
		for _, a := range legal {
			if a.Kind == k {
				return a, true
			}
		}
	}
	now := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, b.variant.Forms)
	for _, a := range legal {
		if a.Kind != rules.ActChow {
			continue
		}
		post, ok := b.adv.ClaimShape(sh, a)
		if !ok {
			continue
		}
		s, _ := b.adv.BestAfter(&post)
		b.adv.DropClaim()
		if s < now {
			return a, true
		}
	}
	return rules.Action{}, false
}

// expertClaim claims when the hand after the claim (and its best
// discard) is worth more than the hand that passes: the same expected
// value as for discards, so a claim that costs concealment or value
// must bring enough speed.
func (b *player) expertClaim(sh *strategy.Shape) (rules.Action, bool) {
	legal := b.view.Legal
	// The strategy's purposeful claim (aiming at its target) is the
	// default; the expert drops it only when its valuation clearly
	// prefers passing.
	clubA, clubOK := b.adv.PurposeClaim(sh, true)
	b.adv.DropClaim()
	b.prepareDanger()
	b.preparePlans(sh)
	d, tiles, acc := b.accept13(sh)
	if b.st.look && d >= 1 {
		b.freeP = b.lookAhead(sh, &sh.C, b.pos().Left/4, d, int(tiles), acc)
	}
	passEV := b.ev13(sh, d, tiles, acc)
	b.freeP = -1
	var best rules.Action
	bestEV := passEV*b.st.claimMargin + 1e-12
	found := false
	clubEV := -1.0
	for _, a := range legal {
		if a.Kind != rules.ActPung && a.Kind != rules.ActChow && a.Kind != rules.ActKong {
			continue
		}
		if a.Kind == rules.ActKong && !b.adv.ClaimedKongKeepsWaits(sh, a.Tile) {
			continue // a kong never cuts a live wait
		}
		post, ok := b.adv.ClaimShape(sh, a)
		if !ok {
			continue
		}
		b.preparePlans(&post)
		var ev float64
		if a.Kind == rules.ActKong {
			d, tiles, acc := b.accept13(&post)
			ev = 1.05 * b.ev13(&post, d, tiles, acc)
		} else {
			ev = b.bestDiscardEV(&post)
		}
		b.adv.DropClaim()
		club := clubOK && a == clubA
		if (club || ev > bestEV) && b.st.cutGuard && b.adv.ClaimCutsMinimum(sh, a) {
			continue // nor does a claim cut the win, or the way to the minimum (asked of a claim that may be taken)
		}
		if club {
			clubEV = ev
		}
		if ev > bestEV {
			best, bestEV, found = a, ev, true
		}
	}
	if clubOK && !found && clubEV >= b.st.clubKeep*passEV {
		return clubA, true
	}
	return best, found
}

// bestDiscardEV returns the best expected value over the discards of a
// 14-tile shape, each discounted by its danger (expert).
func (b *player) bestDiscardEV(sh *strategy.Shape) float64 {
	n := rules.Discards(&sh.C, sh.Jokers, sh.Melds, b.variant.Forms, b.adv.Visible(), &b.choices)
	best := -1e18
	minS := rules.NoShanten
	for _, c := range b.choices[:n] {
		minS = min(minS, c.Shanten)
	}
	looked := 0
	for _, c := range b.choices[:n] {
		if c.Tile == rules.Joker || c.Shanten > minS+1 {
			continue
		}
		sh13 := *sh
		sh13.C[c.Tile]--
		if b.st.look && c.Shanten >= 1 {
			// Looked a draw ahead: the first style.lookMax discards at the lowest
			// shanten (the choices come best first), the others left out.
			if c.Shanten != minS || looked == b.st.lookMax {
				continue
			}
			looked++
			b.freeP = b.lookAhead(&sh13, &sh13.C, b.pos().Left/4, c.Shanten, c.Tiles, c.Accept)
		}
		ev := b.ev13(&sh13, c.Shanten, float64(c.Tiles), c.Accept)
		b.freeP = -1
		pdi, cost := b.danger(c.Tile)
		best = max(best, (1-b.st.lost*pdi)*ev-pdi*b.utility(cost))
	}
	return best
}

// accept13 returns the shanten of a 13-tile shape, the unseen tiles that
// would lower it and their kinds (the waits of a ready hand).
func (b *player) accept13(sh *strategy.Shape) (int, float64, rules.KindSet) {
	d := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, b.variant.Forms)
	var set rules.KindSet
	acc := 0
	c := sh.C
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] >= 4 {
			continue
		}
		u := b.adv.UnseenIn(sh, k)
		c[k]++
		if rules.Shanten(&c, sh.Jokers, sh.Melds, b.variant.Forms) < d {
			set.Add(k)
			acc += u
		}
		c[k]--
	}
	return d, float64(acc), set
}
