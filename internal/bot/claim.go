package bot

import "github.com/mahjong-tui/mahjong/rules"

// claim chooses the answer to a discard on offer (a win was taken
// before): a chow, pung or kong, or pass.
func (b *player) claim() rules.Action {
	legal := b.t.v.Legal
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
	sh := b.baseShape()
	var a rules.Action
	var ok bool
	switch b.level {
	case Beginner:
		a, ok = b.beginnerClaim(&sh)
	case Club:
		a, ok = b.clubClaim(&sh)
	default:
		a, ok = b.expertClaim(&sh)
	}
	if !ok {
		return pass
	}
	return a
}

// claimShape returns the shape after claim a: the meld's tiles other than
// the discard leave the hand, the meld is declared. It sets the scratch
// that the evaluation reads (the new meld, its tiles now seen).
func (b *player) claimShape(sh *shape, a rules.Action) (shape, bool) {
	m := a.Meld()
	post := *sh
	b.extraVisible = rules.Counts{}
	pending := b.t.v.Pending
	usedPending := false
	for i, x := range m.Tiles() {
		switch {
		case m.JokerMask&(1<<i) != 0:
			post.jokers--
		case !usedPending && x == pending:
			usedPending = true
		case x < rules.NumKinds && post.c[x] > 0:
			post.c[x]--
			b.extraVisible[x]++
		default:
			return post, false
		}
	}
	if post.jokers < 0 {
		return post, false
	}
	post.melds++
	post.open = true
	post.addMeld(m, &b.t)
	b.extraMelds = append(b.extraMelds[:0], m)
	b.vis = b.t.visible
	b.vis.Add(&b.extraVisible)
	return post, true
}

// resetExtra forgets a claim being weighed.
func (b *player) resetExtra() {
	b.extraMelds = b.extraMelds[:0]
	b.extraVisible = rules.Counts{}
	b.vis = b.t.visible
}

// bestAfter returns the lowest shanten the 14-tile shape reaches with
// one discard (the shanten of the 14 tiles), and a discard that reaches
// it.
func (b *player) bestAfter(sh *shape) (int, rules.Tile) {
	f := b.variant.Forms
	best := rules.Shanten(&sh.c, sh.jokers, sh.melds, f)
	c := sh.c
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] == 0 {
			continue
		}
		c[k]--
		s := rules.Shanten(&c, sh.jokers, sh.melds, f)
		c[k]++
		if s == best {
			return best, k
		}
	}
	return best, rules.NoTile
}

// beginnerClaim claims every pung and kong it is offered, and a chow
// whenever it brings the hand closer to ready.
func (b *player) beginnerClaim(sh *shape) (rules.Action, bool) {
	legal := b.t.v.Legal
	for _, k := range []rules.ActionKind{rules.ActKong, rules.ActPung} {
		for _, a := range legal {
			if a.Kind == k {
				return a, true
			}
		}
	}
	now := rules.Shanten(&sh.c, sh.jokers, sh.melds, b.variant.Forms)
	for _, a := range legal {
		if a.Kind != rules.ActChow {
			continue
		}
		post, ok := b.claimShape(sh, a)
		if !ok {
			continue
		}
		s, _ := b.bestAfter(&post)
		b.resetExtra()
		if s < now {
			return a, true
		}
	}
	return rules.Action{}, false
}

// clubClaim claims only with a purpose (tip 5): a pung or kong of a
// dragon, its own wind or the prevailing wind; a claim that makes the
// hand ready (and, where a hand needs value, able to win); in hk, a claim
// that leaves the half flush or all pungs it aims at one step from ready
// (finishing a nearly ready hand that reaches 3 fan).
func (b *player) clubClaim(sh *shape) (rules.Action, bool) {
	return b.purposeClaim(sh, false)
}

// purposeClaim is the club's claim rule; with aim (the expert) it claims
// whatever brings the half flush or all pungs it aims at closer.
func (b *player) purposeClaim(sh *shape, aim bool) (rules.Action, bool) {
	t := &b.t
	legal := t.v.Legal
	if t.honourWeight(t.v.Pending) > 0 {
		for _, k := range []rules.ActionKind{rules.ActKong, rules.ActPung} {
			for _, a := range legal {
				if a.Kind == k {
					return a, true
				}
			}
		}
	}
	// A claim takes the hand at most one step closer: only a hand one
	// step from ready can be finished, and (club) only a target two steps
	// away brought to one; a target is never closer than the free hand.
	now := rules.Shanten(&sh.c, sh.jokers, sh.melds, b.variant.Forms)
	finish := now <= 1
	target := plan{kind: planFree, mask: allMask}
	if aim || b.variant.Scoring == rules.ScoringFan && now <= 2 {
		target = b.clubTarget(sh)
	}
	var targetNow int
	if target.kind != planFree {
		rc := restrict(&sh.c, target.mask)
		targetNow = b.planShanten(target, &rc, sh)
		if !aim && targetNow > 2 {
			target = plan{kind: planFree, mask: allMask} // not nearly ready: no claim for it
		}
	}
	if !finish && target.kind == planFree {
		return rules.Action{}, false
	}
	for _, a := range legal {
		if a.Kind != rules.ActPung && a.Kind != rules.ActChow {
			continue
		}
		post, ok := b.claimShape(sh, a)
		if !ok {
			continue
		}
		claim := false
		if s, d := b.bestAfter(&post); finish && s == 0 && d != rules.NoTile {
			c := post.c
			c[d]--
			claim = !b.needsValue() || b.canWin(&post, &c, post.melds)
		}
		if !claim && target.kind != planFree && post.fits(target) {
			// The target's shanten after the claim and its best discard.
			best := rules.NoShanten
			for k := range rules.Tile(rules.NumKinds) {
				if post.c[k] == 0 {
					continue
				}
				c := post.c
				c[k]--
				rc := restrict(&c, target.mask)
				best = min(best, b.planShanten(target, &rc, &post))
			}
			claim = best < targetNow && (aim || best <= 1)
		}
		b.resetExtra()
		if claim {
			return a, true
		}
	}
	return rules.Action{}, false
}

// expertClaim claims when the hand after the claim (and its best
// discard) is worth more than the hand that passes: the same expected
// value as for discards, so a claim that costs concealment or value
// must bring enough speed.
func (b *player) expertClaim(sh *shape) (rules.Action, bool) {
	legal := b.t.v.Legal
	// The club's purposeful claim is the default; the expert drops it
	// only when its valuation clearly prefers passing.
	clubA, clubOK := b.purposeClaim(sh, true)
	b.resetExtra()
	b.prepareDanger()
	b.preparePlans(sh)
	d, tiles, acc := b.accept13(sh)
	passEV := b.ev13(sh, d, tiles, acc)
	var best rules.Action
	bestEV := passEV*1.03 + 1e-12
	found := false
	clubEV := -1.0
	for _, a := range legal {
		if a.Kind != rules.ActPung && a.Kind != rules.ActChow && a.Kind != rules.ActKong {
			continue
		}
		post, ok := b.claimShape(sh, a)
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
		b.resetExtra()
		if clubOK && a == clubA {
			clubEV = ev
		}
		if ev > bestEV {
			best, bestEV, found = a, ev, true
		}
	}
	if clubOK && !found && clubEV >= 0.8*passEV {
		return clubA, true
	}
	return best, found
}

// bestDiscardEV returns the best expected value over the discards of a
// 14-tile shape, each discounted by its danger (expert).
func (b *player) bestDiscardEV(sh *shape) float64 {
	n := rules.Discards(&sh.c, sh.jokers, sh.melds, b.variant.Forms, &b.vis, &b.choices)
	best := -1e18
	minS := rules.NoShanten
	for _, c := range b.choices[:n] {
		minS = min(minS, c.Shanten)
	}
	for _, c := range b.choices[:n] {
		if c.Tile == rules.Joker || c.Shanten > minS+1 {
			continue
		}
		sh13 := *sh
		sh13.c[c.Tile]--
		ev := b.ev13(&sh13, c.Shanten, float64(c.Tiles), c.Accept)
		pdi, cost := b.danger(c.Tile)
		best = max(best, (1-pdi)*ev-pdi*utility(cost))
	}
	return best
}

// accept13 returns the shanten of a 13-tile shape, the unseen tiles that
// would lower it and their kinds (the waits of a ready hand).
func (b *player) accept13(sh *shape) (int, float64, rules.KindSet) {
	d := rules.Shanten(&sh.c, sh.jokers, sh.melds, b.variant.Forms)
	var set rules.KindSet
	acc := 0
	c := sh.c
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] >= 4 {
			continue
		}
		u := b.unseenIn(sh, k)
		c[k]++
		if rules.Shanten(&c, sh.jokers, sh.melds, b.variant.Forms) < d {
			set.Add(k)
			acc += u
		}
		c[k]--
	}
	return d, float64(acc), set
}
