package strategy

import "github.com/mahjong-tui/mahjong/rules"

// claimWindow answers a discard on offer (a win was taken before): a
// claim with a purpose (tip 5), or pass.
func (a *Advisor) claimWindow(adv *Advice, explain bool) {
	legal := a.pos.View.Legal
	pass := find(legal, rules.ActPass, rules.NoTile)
	adv.Action = pass
	a.claim = ClaimAdvice{Action: pass}
	adv.Claim = &a.claim
	any := false
	for _, x := range legal {
		switch x.Kind {
		case rules.ActChow, rules.ActPung, rules.ActKong:
			any = true
		}
	}
	sh := a.BaseShape()
	if explain {
		adv.Shanten = rules.Shanten(&sh.C, sh.Jokers, sh.Melds, a.variant.Forms)
		if adv.Shanten == 0 {
			a.listWaits(adv, &sh, &sh.C, sh.Jokers, adv.Barred != rules.ReasonNone)
		}
	}
	if !any {
		return
	}
	if explain {
		defer a.explainClaim(adv, &sh)
	}
	if a.pos.View.Players[a.pos.Seat].Declared {
		// A declared hand waits for its win (classic ready, pow2
		// calling): it claims nothing else.
		a.claim.Tip, adv.Tip = TipDeclared, TipDeclared
		return
	}
	x, tip, target, ok := a.purposeClaim(&sh, false)
	if !ok {
		a.claim.Tip, adv.Tip = TipClaimPurpose, TipClaimPurpose
		return
	}
	adv.Action, adv.Tip = x, tip
	if tip == TipTarget || tip == TipTargetValue {
		adv.Target = target
	}
	a.claim = ClaimAdvice{Take: true, Action: x, Tip: tip}
	if explain {
		post, ok := a.ClaimShape(&sh, x)
		if ok {
			if s, d := a.BestAfter(&post); s == 0 && d != rules.NoTile {
				c := post.C
				c[d]--
				a.claim.Ready = a.CanWin(&post, &c, post.Melds)
			}
		}
		a.DropClaim()
	}
}

// PurposeClaim returns the claim of the six tips (tip 5), if one of the
// legal claims has a purpose: a pung or kong of a value honour (where
// the rule set scores); a claim
// that makes the hand ready (and, where a hand needs value, able to
// win); in hk, a claim that leaves the half flush or all pungs it aims at
// one step from ready. With aim it claims whatever brings such a target
// closer.
func (a *Advisor) PurposeClaim(sh *Shape, aim bool) (rules.Action, bool) {
	x, _, _, ok := a.purposeClaim(sh, aim)
	return x, ok
}

// purposeClaim is PurposeClaim with the tip behind the claim and the
// target it serves.
func (a *Advisor) purposeClaim(sh *Shape, aim bool) (rules.Action, Tip, Plan, bool) {
	p := &a.pos
	legal := p.View.Legal
	if p.HonourWeight(p.View.Pending) > 0 && a.values.Scores {
		for _, k := range []rules.ActionKind{rules.ActKong, rules.ActPung} {
			for _, x := range legal {
				if x.Kind == k {
					return x, TipHonourPairs, AnyHand, true
				}
			}
		}
	}
	// A claim takes the hand at most one step closer: only a hand one
	// step from ready can be finished, and (without aim) only a target
	// two steps away brought to one; a target is never closer than the
	// free hand.
	now := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, a.variant.Forms)
	if !a.NeedsValue() {
		if x, ok := a.speedClaim(sh, now); ok {
			return x, TipClaimPurpose, AnyHand, true
		}
	}
	finish := now <= 1
	target := AnyHand
	if aim || a.variant.Scoring == rules.ScoringFan && now <= 2 {
		target = a.Target(sh)
	}
	var targetNow int
	if target.Kind != PlanAny {
		rc := Restrict(&sh.C, target.Keep)
		targetNow = a.PlanShanten(target, &rc, sh)
		if !aim && targetNow > 2 {
			target = AnyHand // not nearly ready: no claim for it
		}
	}
	if !finish && target.Kind == PlanAny {
		return rules.Action{}, TipNone, target, false
	}
	// A hand ready to win claims only for more winning tiles, and never
	// at the price of its concealed value.
	nowTiles := -1
	if now == 0 {
		nowTiles = a.WinTiles(sh, &sh.C, sh.Jokers)
		if nowTiles > 0 && !sh.Open && a.values.Concealed > 0 {
			return rules.Action{}, TipNone, target, false
		}
	}
	for x, post := range a.meldClaims(sh) {
		tip := TipNone
		if s, d := a.BestAfter(post); finish && s == 0 && s < now && d != rules.NoTile {
			c := post.C
			c[d]--
			switch {
			case nowTiles > 0:
				if a.WinTiles(post, &c, post.Jokers) > nowTiles {
					tip = TipClaimPurpose
				}
			case !a.NeedsValue() || a.CanWin(post, &c, post.Melds):
				tip = TipClaimPurpose
			}
		}
		if tip == TipNone && target.Kind != PlanAny && post.Fits(target) {
			// The target's shanten after the claim and its best discard.
			best := rules.NoShanten
			for k := range rules.Tile(rules.NumKinds) {
				if post.C[k] == 0 {
					continue
				}
				c := post.C
				c[k]--
				rc := Restrict(&c, target.Keep)
				best = min(best, a.PlanShanten(target, &rc, post))
			}
			if best < targetNow && (aim || best <= 1) {
				tip = a.targetTip()
			}
		}
		if tip != TipNone {
			return x, tip, target, true // meldClaims drops the claim
		}
	}
	return rules.Action{}, TipNone, target, false
}

// ClaimShape returns the shape after claim x: the meld's tiles other
// than the discard leave the hand, the meld is declared. Until DropClaim
// (or BaseShape), the advisor weighs that shape: the new meld is among
// the melds CanWin scores, its tiles among the visible ones.
func (a *Advisor) ClaimShape(sh *Shape, x rules.Action) (Shape, bool) {
	m := x.Meld()
	post := *sh
	a.claimSeen = rules.Counts{}
	pending := a.pos.View.Pending
	usedPending := false
	for i, t := range m.Tiles() {
		switch {
		case m.JokerMask&(1<<i) != 0:
			post.Jokers--
		case !usedPending && t == pending:
			usedPending = true
		case t < rules.NumKinds && post.C[t] > 0:
			post.C[t]--
			a.claimSeen[t]++
		default:
			return post, false
		}
	}
	if post.Jokers < 0 {
		return post, false
	}
	post.Melds++
	post.Open = true
	a.addMeld(&post, m)
	a.claimMelds = append(a.claimMelds[:0], m)
	a.vis = a.pos.Visible
	a.vis.Add(&a.claimSeen)
	return post, true
}

// DropClaim forgets a claim being weighed.
func (a *Advisor) DropClaim() {
	a.claimMelds = a.claimMelds[:0]
	a.claimSeen = rules.Counts{}
	a.vis = a.pos.Visible
}

// BestAfter returns the lowest shanten the 14-tile shape reaches with one
// discard (the shanten of the 14 tiles), and a discard that reaches it.
func (a *Advisor) BestAfter(sh *Shape) (int, rules.Tile) {
	f := a.variant.Forms
	best := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, f)
	c := sh.C
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] == 0 {
			continue
		}
		c[k]--
		s := rules.Shanten(&c, sh.Jokers, sh.Melds, f)
		c[k]++
		if s == best {
			return best, k
		}
	}
	return best, rules.NoTile
}
