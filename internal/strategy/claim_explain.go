package strategy

import "github.com/mahjong-tui/mahjong/rules"

// explainClaim fills the claim advice's account of the claim it is
// about (Weighed, Effect) and of the hand as held (Before,
// BeforeCanWin): what a teacher says of a claim, in the rule set's
// terms.
func (a *Advisor) explainClaim(adv *Advice, sh *Shape) {
	c := &a.claim
	c.Before, c.BeforeCanWin = adv.Shanten, adv.CanWin
	c.Weighed = rules.Action{Seat: a.pos.Seat, Kind: rules.ActPass, Tile: rules.NoTile}
	c.Effect = ClaimEffect{Shanten: adv.Shanten, Discard: rules.NoTile}
	switch {
	case c.Take:
		c.Weighed = c.Action
	default:
		c.Weighed = strongestClaim(a.pos.View.Legal, c.Weighed)
	}
	x := c.Weighed
	switch x.Kind {
	case rules.ActWin:
		c.Effect.Shanten, c.Effect.CanWin = -1, true
		return
	case rules.ActPung, rules.ActKong, rules.ActChow:
	default:
		return
	}
	post, ok := a.ClaimShape(sh, x)
	defer a.DropClaim()
	if !ok {
		return
	}
	e := &c.Effect
	if x.Kind != rules.ActChow {
		e.MeldValue = a.values.SetValue(&a.pos, x.Tile)
	}
	if !sh.Open {
		e.Opens = a.values.Concealed
	}
	e.Doublings = a.values.Doubles(rules.PatternFullyConcealed)
	if x.Kind == rules.ActKong {
		// A kong draws a replacement: the hand left holds 13 tiles.
		e.Shanten = rules.Shanten(&post.C, post.Jokers, post.Melds, a.variant.Forms)
		return
	}
	s, d := a.BestAfter(&post)
	e.Shanten, e.Discard = s, d
	if s != 0 || d == rules.NoTile {
		return
	}
	left := post.C
	left[d]--
	var tmp Advice
	a.listWaits(&tmp, &post, &left, post.Jokers, false)
	e.CanWin = tmp.CanWin
	for _, w := range tmp.Waits {
		if w.Wins {
			e.WinTiles += w.Left
		}
	}
}

// strongestClaim returns the legal claim of the strongest kind (kong,
// pung, chow; the first listed of a kind), or none when there is no
// claim.
func strongestClaim(legal []rules.Action, none rules.Action) rules.Action {
	best := none
	rank := func(k rules.ActionKind) int {
		switch k {
		case rules.ActKong:
			return 3
		case rules.ActPung:
			return 2
		case rules.ActChow:
			return 1
		}
		return 0
	}
	for _, x := range legal {
		if rank(x.Kind) > rank(best.Kind) {
			best = x
		}
	}
	return best
}
