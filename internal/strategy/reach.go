package strategy

import "github.com/mahjong-tui/mahjong/rules"

// WayToMinimum reports whether the 13-tile hand c (with melds declared
// melds, the shape's other fields as they are) has a way to a win the
// scorer allows within steps draws: along the fastest route of one of
// the plans its melds fit (any hand, a half or a full flush in a suit,
// all pungs), every draw a kind the plan keeps and still unseen, the
// ready hands reached judged by CanWin (so hk's fan minimum is the
// scorer's). A rule set whose wins need no minimum always has a way.
func (a *Advisor) WayToMinimum(sh *Shape, c *rules.Counts, melds, steps int) bool {
	if !a.NeedsValue() {
		return true
	}
	plans := [...]Plan{AnyHand, {Kind: PlanAllPungs, Keep: AllKinds},
		{Kind: PlanHalfFlush, Suit: 0, Keep: SuitKinds(0) | HonourKinds},
		{Kind: PlanHalfFlush, Suit: 1, Keep: SuitKinds(1) | HonourKinds},
		{Kind: PlanHalfFlush, Suit: 2, Keep: SuitKinds(2) | HonourKinds},
		{Kind: PlanFullFlush, Suit: 0, Keep: SuitKinds(0)},
		{Kind: PlanFullFlush, Suit: 1, Keep: SuitKinds(1)},
		{Kind: PlanFullFlush, Suit: 2, Keep: SuitKinds(2)},
	}
	s := *sh
	s.Melds = melds
	for _, p := range plans {
		if !sh.Fits(p) {
			continue
		}
		h := *c
		if d := a.planDist(p, &h, &s); d <= steps && a.route(p, &h, &s, d) {
			return true
		}
	}
	return false
}

// planDist is the shanten of the 13 or 14 tiles c toward plan p.
func (a *Advisor) planDist(p Plan, c *rules.Counts, sh *Shape) int {
	rc := Restrict(c, p.Keep)
	return a.PlanShanten(p, &rc, sh)
}

// route reports whether the 13-tile hand c, d steps from ready toward
// plan p, reaches a ready hand able to win: each step a draw of a kind
// p keeps that brings the hand closer, and a discard that keeps it so.
func (a *Advisor) route(p Plan, c *rules.Counts, sh *Shape, d int) bool {
	if d <= 0 {
		return d == 0 && a.CanWin(sh, c, sh.Melds)
	}
	for k := range rules.Tile(rules.NumKinds) {
		if !p.Keep.Has(k) || rules.Unseen(k, c, &a.vis) == 0 {
			continue
		}
		c[k]++
		if a.planDist(p, c, sh) < d {
			for e := range rules.Tile(rules.NumKinds) {
				if c[e] == 0 || e == k {
					continue
				}
				c[e]--
				ok := a.planDist(p, c, sh) == d-1 && a.route(p, c, sh, d-1)
				c[e]++
				if ok {
					c[k]--
					return true
				}
			}
		}
		c[k]--
	}
	return false
}
