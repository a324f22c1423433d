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
	a.forgetRoutes()
	return a.wayToMinimum(sh, c, melds, steps)
}

// routeKey is a hand judged along a plan's route (routes).
type routeKey struct {
	c    rules.Counts
	plan uint8
}

// forgetRoutes forgets the routes judged: the hand, or its claim, changed.
func (a *Advisor) forgetRoutes() {
	if a.routes == nil {
		a.routes = make(map[routeKey]bool)
	}
	clear(a.routes)
}

// wayToMinimum is WayToMinimum with the routes judged since the last
// forgetRoutes remembered (the same shape and claim).
func (a *Advisor) wayToMinimum(sh *Shape, c *rules.Counts, melds, steps int) bool {
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
	for i, p := range plans {
		if !sh.Fits(p) {
			continue
		}
		h := *c
		if d := a.planDist(p, &h, &s); d <= steps && a.route(p, uint8(i), &h, &s, d) {
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
func (a *Advisor) route(p Plan, id uint8, c *rules.Counts, sh *Shape, d int) bool {
	key := routeKey{*c, id}
	if d == 0 {
		key.plan = 0xff // a ready hand wins or not, whatever the plan
	}
	if ok, seen := a.routes[key]; seen {
		return ok
	}
	ok := a.routeNow(p, id, c, sh, d)
	a.routes[key] = ok
	return ok
}

// routeNow is route, not remembered.
func (a *Advisor) routeNow(p Plan, id uint8, c *rules.Counts, sh *Shape, d int) bool {
	if d <= 0 {
		return d == 0 && a.CanWin(sh, c, sh.Melds)
	}
	for k := range rules.Tile(rules.NumKinds) {
		if !p.Keep.Has(k) || rules.Unseen(k, c, &a.vis) == 0 {
			continue
		}
		c[k]++
		if a.planDist(p, c, sh) < d {
			off := offPlan(p, c) // a tile the plan does not keep goes first: any of them
			for e := range rules.Tile(rules.NumKinds) {
				if c[e] == 0 || e == k || off != rules.NoTile && e != off {
					continue
				}
				c[e]--
				ok := a.planDist(p, c, sh) == d-1 && a.route(p, id, c, sh, d-1)
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

// offPlan returns a kind of c that plan p does not keep (NoTile: none).
func offPlan(p Plan, c *rules.Counts) rules.Tile {
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] > 0 && !p.Keep.Has(k) {
			return k
		}
	}
	return rules.NoTile
}

// minimumSteps is how many draws ahead ClaimCutsMinimum looks for a way
// to the minimum.
const minimumSteps = 2

// ClaimCutsMinimum reports whether claim x leaves a hand whose wins need
// a minimum (hk's fan) worse off, the scorer judging: no discard after
// it leaves the hand ready to win where it was ready to win before (99m
// 11p 234577s 777z pungs 9m: no winning wait left), or, when the claim
// brings the hand one step from ready or closer, no discard keeps a way
// to the minimum two draws ahead (WayToMinimum) where the hand had one.
// It weighs the claim itself: no claim is being weighed afterwards.
func (a *Advisor) ClaimCutsMinimum(sh *Shape, x rules.Action) bool {
	if !a.NeedsValue() {
		return false
	}
	a.DropClaim()
	a.forgetRoutes()
	f := a.variant.Forms
	readyWins := func(s *Shape, c *rules.Counts) bool {
		return rules.Waits(c, s.Jokers, s.Melds, f) != 0 && a.CanWin(s, c, s.Melds)
	}
	beforeWin := readyWins(sh, &sh.C)
	post, ok := a.ClaimShape(sh, x)
	defer a.DropClaim()
	if !ok {
		return false
	}
	a.forgetRoutes()
	var hands [rules.NumKinds]rules.Counts
	n := 0
	if x.Kind == rules.ActKong {
		hands[0], n = post.C, 1 // its replacement still to draw
	} else {
		for k := range rules.Tile(rules.NumKinds) {
			if post.C[k] > 0 {
				hands[n] = post.C
				hands[n][k]--
				n++
			}
		}
	}
	finishing := false
	for i := range hands[:n] {
		if readyWins(&post, &hands[i]) {
			return false
		}
		finishing = finishing || rules.Shanten(&hands[i], post.Jokers, post.Melds, f) <= 1
	}
	if beforeWin {
		return true
	}
	if !finishing {
		return false
	}
	for i := range hands[:n] {
		if a.wayToMinimum(&post, &hands[i], post.Melds, minimumSteps) {
			return false
		}
	}
	a.DropClaim() // the hand as it stands: had it a way?
	a.forgetRoutes()
	return a.wayToMinimum(sh, &sh.C, sh.Melds, minimumSteps)
}
