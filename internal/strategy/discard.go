package strategy

import (
	"math"
	"math/bits"
	"slices"

	"github.com/mahjong-tui/mahjong/rules"
)

// Candidate is one legal discard being weighed.
type Candidate struct {
	Tile    rules.Tile
	Shanten int           // shanten of the hand left
	Accept  rules.KindSet // kinds that would lower it
	Tiles   int           // unseen copies of Accept
	Score   float64       // the player's measure: higher is better
	Plain   bool          // the plain discard is legal
	Declare bool          // the discard that declares is legal

	checked bool    // the ready check was made
	noWin   bool    // ready, but no wait can win (checked)
	steps   float64 // Steps, once worked out
	stepsOK bool
}

// turn plays the seat's turn (a win was taken before): a kong that costs
// nothing, else the discard of the six tips, declaring as the rules ask.
func (a *Advisor) turn(adv *Advice, explain bool) {
	legal := a.pos.View.Legal
	sh := a.BaseShape()
	if !a.ListCandidates(&sh) {
		for _, x := range legal {
			if x.Kind == rules.ActDiscard && !x.Declare {
				adv.Action = x
				adv.Discard = x.Tile
				return
			}
		}
		adv.Action = legal[0]
		return
	}
	if k, ok := a.Kong(&sh, nil); ok {
		adv.Action, adv.Tip = k, TipKong
		adv.Shanten = a.cands[0].Shanten
		for _, c := range a.cands {
			adv.Shanten = min(adv.Shanten, c.Shanten)
		}
		return
	}
	target := a.Target(&sh)
	adv.Target = target
	best, defended := a.clubDiscard(&sh, target, adv.Threat)
	c := &a.cands[best]
	adv.Action = a.DiscardAction(c, true)
	adv.Discard, adv.Declare, adv.Shanten = c.Tile, adv.Action.Declare, c.Shanten
	if !explain {
		return
	}
	a.rank(adv, &sh, target, best)
	switch {
	case defended:
		adv.Tip, adv.TipSeat = TipDefend, adv.Threat
	default:
		adv.Tip = a.why(&sh, target, best)
		switch {
		case adv.Tip == TipMinimum:
		case a.worth:
			adv.Tip = TipValue // the waits worth the most
		case a.further:
			adv.Tip = TipTwoSided // the widest hand one draw further
		}
	}
	if c.Shanten == 0 {
		left, jokers := sh.C, sh.Jokers
		if c.Tile == rules.Joker {
			jokers--
		} else {
			left[c.Tile]--
		}
		// The discard leaves the hand barred when it should declare and
		// does not (classic's ready rule).
		barred := a.variant.ReadyRule() && !a.pos.View.Players[a.pos.Seat].Declared && !adv.Declare
		a.listWaits(adv, &sh, &left, jokers, barred)
	}
}

// ListCandidates fills the advisor's candidates with the legal discards
// of the 14-tile shape, each with its shanten and acceptance
// (rules.Discards over the unseen tiles), best first by those, and
// reports whether there is one.
func (a *Advisor) ListCandidates(sh *Shape) bool {
	a.cands = a.cands[:0]
	a.offPlan = -1
	// Which discards are legal, plain and declaring, by tile.
	var plain, decl [rules.Joker + 1]bool
	for _, x := range a.pos.View.Legal {
		if x.Kind == rules.ActDiscard && x.Tile <= rules.Joker {
			if x.Declare {
				decl[x.Tile] = true
			} else {
				plain[x.Tile] = true
			}
		}
	}
	n := rules.Discards(&sh.C, sh.Jokers, sh.Melds, a.variant.Forms, &a.vis, &a.choices)
	for _, ch := range a.choices[:n] {
		if ch.Tile > rules.Joker || !plain[ch.Tile] && !decl[ch.Tile] {
			continue
		}
		a.cands = append(a.cands, Candidate{Tile: ch.Tile, Shanten: ch.Shanten, Accept: ch.Accept, Tiles: ch.Tiles,
			Plain: plain[ch.Tile], Declare: decl[ch.Tile]})
	}
	return len(a.cands) > 0
}

// Candidates returns the candidates ListCandidates listed.
func (a *Advisor) Candidates() []Candidate { return a.cands }

// Kong returns a concealed or added kong worth declaring, if one is
// legal: the hand left is as close to ready as after the best discard
// (and, in hk, ready only if it can still win), and the kong brings a
// replacement tile. keep, when set, may veto a kong. The candidates must
// be listed.
func (a *Advisor) Kong(sh *Shape, keep func(rules.Action) bool) (rules.Action, bool) {
	best := rules.NoShanten
	for _, c := range a.cands {
		best = min(best, c.Shanten)
	}
	for _, x := range a.pos.View.Legal {
		c := sh.C
		melds := sh.Melds
		switch x.Kind {
		case rules.ActConcealedKong:
			c[x.Tile] -= 4
			melds++
		case rules.ActAddedKong:
			c[x.Tile]--
		default:
			continue
		}
		s := rules.Shanten(&c, sh.Jokers, melds, a.variant.Forms)
		if s > best || s == 0 && !a.KongKeepsWaits(sh, &c, melds) {
			continue
		}
		if s == 0 && a.variant.Scoring == rules.ScoringFan {
			// The scorer sees the kong among the melds.
			if x.Kind == rules.ActConcealedKong {
				a.claimMelds = append(a.claimMelds[:0], rules.Meld{Kind: rules.Kong, Tile: x.Tile})
			}
			ok := a.CanWin(sh, &c, melds)
			a.claimMelds = a.claimMelds[:0]
			if !ok {
				continue
			}
		}
		if keep != nil && !keep(x) {
			continue
		}
		return x, true
	}
	return rules.Action{}, false
}

// DiscardAction returns the action that discards c: declaring whenever
// the rules ask it (classic: an undeclared win is refused) or only the
// declaring discard is legal; for an optional declaration (pow2
// calling, see Calling) as call says.
func (a *Advisor) DiscardAction(c *Candidate, call bool) rules.Action {
	plain := rules.Action{Seat: a.pos.Seat, Kind: rules.ActDiscard, Tile: c.Tile}
	decl := plain
	decl.Declare = true
	switch {
	case !c.Declare:
		return plain
	case !c.Plain || a.variant.Declaration == rules.DeclareReady:
		return decl
	case call:
		return decl
	}
	return plain
}

// Calling reports whether discarding c may declare, as a choice: pow2
// calling, with the plain discard legal too.
func (a *Advisor) Calling(c *Candidate) bool {
	return c.Declare && c.Plain && a.variant.Declaration != rules.DeclareReady
}

// Best returns the indices of the two best scores of cs (-1 when
// missing); the first listed wins a tie.
func Best(cs []Candidate) (int, int) {
	first, second := -1, -1
	for i := range cs {
		switch {
		case first < 0 || cs[i].Score > cs[first].Score:
			first, second = i, first
		case second < 0 || cs[i].Score > cs[second].Score:
			second = i
		}
	}
	return first, second
}

// TilePriority orders tiles for discarding when the measures tie (tip
// 1), lower first: isolated honours, then isolated terminals, then an
// isolated value honour where a pung of it scores (loneValueHonour),
// then isolated 2s and 8s, then the rest, the middle tiles last; pairs
// of value honours after everything (tip 6).
func (a *Advisor) TilePriority(c *rules.Counts, x rules.Tile) float64 {
	if x >= rules.NumKinds {
		return 9
	}
	if x.IsHonour() {
		if c[x] > 1 {
			return 6 + float64(a.pos.HonourWeight(x))
		}
		if w := a.pos.HonourWeight(x); w > 0 && a.values.Scores {
			return loneValueHonour + 0.1*float64(w)
		}
		return 0
	}
	r := x % 9
	isolated := c[x] == 1
	for d := rules.Tile(1); d <= 2 && isolated; d++ {
		if r >= d && c[x-d] > 0 || r+d <= 8 && c[x+d] > 0 {
			isolated = false
		}
	}
	if isolated {
		return 2 + 0.5*float64(edge(x))
	}
	return 4.5 + 0.5*float64(edge(x))
}

// clubDiscard chooses the discard of the six tips: the fewest steps
// toward the target (hk: a hand that can reach the minimum), then the most
// unseen tiles accepted (two-sided waits beat one-sided ones), keeping
// honour pairs, isolated honours and terminals first on a tie; a ready
// hand that cannot win counts as not ready; late in the hand, when far
// from ready, what the threat has discarded (defended).
func (a *Advisor) clubDiscard(sh *Shape, target Plan, threat rules.Seat) (best int, defended bool) {
	for i := range a.cands {
		c := &a.cands[i]
		c.Score = -a.key(sh, c, target, false)
	}
	best, _ = Best(a.cands)
	// A ready hand that cannot win is not ready: checked on the choice
	// only (the check scores the waits), which then falls behind.
	for a.NeedsValue() && a.cands[best].Shanten == 0 && !a.cands[best].checked && a.cands[best].Tile < rules.NumKinds {
		c := &a.cands[best]
		c.checked = true
		c13 := sh.C
		c13[c.Tile]--
		if a.CanWin(sh, &c13, sh.Melds) {
			break
		}
		c.noWin = true
		c.Score -= 10000
		best, _ = Best(a.cands)
	}
	// A hand one or two steps from ready looks one draw further; a ready
	// one weighs what its waits pay (never both: the first keeps a hand
	// that is not ready). The choice is ranked first, and explained (turn).
	best, a.further = a.lookFurther(sh, best, target)
	best, a.worth = a.readyForValue(sh, best)
	if a.further || a.worth {
		a.cands[best].Score += 10
	}
	if threat != rules.NoSeat && a.Defends() && a.cands[best].Shanten >= DefendFrom {
		// Genbutsu: the best of the tiles the threat discarded itself.
		safe := -1
		for i, c := range a.cands {
			if a.pos.Opp[threat].Discarded.Has(c.Tile) && (safe < 0 || c.Score > a.cands[safe].Score) {
				safe = i
			}
		}
		if safe >= 0 {
			return safe, true
		}
	}
	return best, false
}

// targetTip is the reason a target is built toward: the minimum (hk)
// or the value (pow2).
func (a *Advisor) targetTip() Tip {
	if a.variant.Scoring == rules.ScoringPow2 {
		return TipTargetValue
	}
	return TipTarget
}

// pow2Slack is the advisors' valueSlack (the tuning tools may change
// it).
var pow2Slack = 1

// loneValueHonour is where a lone value honour (a dragon, the seat's or
// the prevailing wind) stands in tip 1's order, where a pung of it
// scores: after the lone 1s and 9s, before the lone 2s and 8s (a pung of
// it doubles a classic hand; measured in paired play, keeping it that
// much longer pays).
const loneValueHonour = 2.2

// valuePairStep is what breaking a pair of value honours costs in steps
// (tip 6): half a step, so that it decides between discards as close,
// and never makes a hand slower.
const valuePairStep = 0.5

// stepKey is what a step weighs in key: more than any count of tiles.
const stepKey = 10000

// key is the six tips' measure of a discard (lower is better): its steps
// (Steps), then the unseen tiles it accepts (toward the target), then
// the tile's priority (tip 1).
func (a *Advisor) key(sh *Shape, c *Candidate, target Plan, ready bool) float64 {
	if c.Tile == rules.Joker {
		return 1e9
	}
	return stepKey*a.Steps(sh, c, target, ready) - 10*float64(a.targetTiles(sh, c, target)) + a.TilePriority(&sh.C, c.Tile)
}

// targetTiles returns the unseen tiles that lower c's shanten and that
// the target keeps.
func (a *Advisor) targetTiles(sh *Shape, c *Candidate, target Plan) int {
	if target.Kind == PlanAny {
		return c.Tiles
	}
	tiles := 0
	for set := uint64(c.Accept & target.Keep); set != 0; set &= set - 1 {
		tiles += a.UnseenIn(sh, rules.Tile(bits.TrailingZeros64(set)))
	}
	return tiles
}

// Steps returns a discard's effective shanten (remembered in c): the
// shanten toward the target; with ready, one more for a ready hand that
// no wait can win; half a step more for breaking a pair of value honours
// (tip 6).
func (a *Advisor) Steps(sh *Shape, c *Candidate, target Plan, ready bool) float64 {
	if c.stepsOK {
		return c.steps
	}
	if c.Tile >= rules.NumKinds {
		c.steps, c.stepsOK = float64(c.Shanten)+10, true // a joker is kept
		return c.steps
	}
	steps := float64(c.Shanten)
	if target.Kind != PlanAny && !a.ReadyToWin(sh, c) {
		if !target.Keep.Has(c.Tile) && a.offPlan >= 0 {
			// A discard the plan does not keep leaves its tiles as they are.
			steps = float64(a.offPlan)
		} else {
			c13 := sh.C
			c13[c.Tile]--
			rc := Restrict(&c13, target.Keep)
			steps = float64(a.PlanShanten(target, &rc, sh))
			if !target.Keep.Has(c.Tile) {
				a.offPlan = int(steps)
			}
		}
	}
	if ready && c.Shanten == 0 && a.NeedsValue() {
		c13 := sh.C
		c13[c.Tile]--
		if !a.CanWin(sh, &c13, sh.Melds) {
			steps++ // ready, but no wait can win: not really ready
		}
	}
	if a.breaksValuePair(sh, c.Tile) {
		steps += valuePairStep // tip 6: keep honour pairs
	}
	c.steps, c.stepsOK = steps, true
	return steps
}

// ReadyToWin reports whether discarding c leaves a hand ready and able
// to win: it needs no target (the scorer says a wait reaches the
// minimum).
func (a *Advisor) ReadyToWin(sh *Shape, c *Candidate) bool {
	if c.Shanten != 0 {
		return false
	}
	c13 := sh.C
	c13[c.Tile]--
	return a.CanWin(sh, &c13, sh.Melds)
}

// breaksValuePair reports whether discarding x breaks a pair of value
// honours that may still become a pung (tip 6), in a rule set that
// scores it (the family game scores nothing).
func (a *Advisor) breaksValuePair(sh *Shape, x rules.Tile) bool {
	return x < rules.NumKinds && sh.C[x] == 2 && a.values.Scores && a.pos.HonourWeight(x) > 0 && a.UnseenIn(sh, x) > 0
}

// PlanShanten returns the shanten of rc (the tiles plan p keeps) toward p.
func (a *Advisor) PlanShanten(p Plan, rc *rules.Counts, sh *Shape) int {
	if p.Kind == PlanAllPungs {
		var avail [rules.NumKinds]uint8
		for k := range rules.Tile(rules.NumKinds) {
			avail[k] = uint8(int(sh.C[k]) + a.UnseenIn(sh, k))
		}
		return pungsDist(rc, sh.Jokers, sh.Melds, &avail)
	}
	f := rules.FormStandard
	if p.Kind == PlanAny {
		f = a.variant.Forms
	}
	return rules.Shanten(rc, sh.Jokers, sh.Melds, f)
}

// Target chooses what the hand builds toward. In classic and the family
// game it is any complete hand. In hk, a hand that holds little value
// (value honour pungs and pairs, concealment) aims at a half flush or
// all pungs when one of them is nearly as close as the fastest hand:
// those reach the minimum. In pow2, where n points pay 2^n, a half flush
// or all pungs (3 points: eight times the payment) is aimed at whenever
// it is at most one step behind the fastest hand (valueSlack): measured
// in paired play, the club so gains +8.3 points a hand over the plain
// efficiency bot [+3.7, +12.8] (100,000 deals), and aiming at them two
// steps behind, or only when as close, does worse (-4.0 and -7.5).
func (a *Advisor) Target(sh *Shape) Plan {
	pow2 := a.variant.Scoring == rules.ScoringPow2 && a.valueSlack >= 0
	if a.variant.Scoring != rules.ScoringFan && !pow2 {
		return AnyHand
	}
	val := &a.values
	minimum := float64(val.Terms.Minimum)
	if pow2 {
		minimum = math.Inf(1) // no minimum: the target is for its value
	}
	potential := float64(sh.DeclValue)
	for k := rules.East; k <= rules.Red; k++ {
		w := float64(val.SetValue(&a.pos, k))
		switch {
		case sh.C[k] >= 3:
			potential += w
		case sh.C[k] == 2 && a.UnseenIn(sh, k) > 0:
			potential += 0.5 * w
		}
	}
	if !sh.Open {
		potential += float64(val.Concealed) + 0.5*float64(val.SelfDrawn) // concealed, and half the time self-drawn
	}
	if potential >= minimum {
		return AnyHand
	}
	free := rules.Shanten(&sh.C, sh.Jokers, sh.Melds, a.variant.Forms)
	slack := 1
	if potential < minimum-1 {
		slack = 2
	}
	if pow2 {
		slack = a.valueSlack
	}
	var bySuit [4]int
	for k := range rules.Tile(rules.NumKinds) {
		bySuit[Group(k)] += int(sh.C[k])
	}
	best, bestS := AnyHand, rules.NoShanten
	for s := range 3 {
		p := Plan{Kind: PlanHalfFlush, Suit: s, Keep: SuitKinds(s) | HonourKinds}
		if !sh.Fits(p) || 13-3*sh.Melds-bySuit[s]-bySuit[3]-sh.Jokers > free+slack {
			// Every tile the plan lacks is a step: a suit this short
			// cannot come within the slack.
			continue
		}
		rc := Restrict(&sh.C, p.Keep)
		if d := a.PlanShanten(p, &rc, sh); d < bestS {
			best, bestS = p, d
		}
	}
	if p := (Plan{Kind: PlanAllPungs, Keep: AllKinds}); sh.Fits(p) {
		if d := a.PlanShanten(p, &sh.C, sh); d < bestS {
			best, bestS = p, d
		}
	}
	if bestS <= free+slack {
		return best
	}
	return AnyHand
}

// rank fills adv.Discards: the candidates in the strategy's order.
func (a *Advisor) rank(adv *Advice, sh *Shape, target Plan, chosen int) {
	for i := range a.cands {
		c := &a.cands[i]
		steps := a.Steps(sh, c, target, false)
		if c.noWin {
			steps++
		}
		adv.Discards = append(adv.Discards, DiscardOption{Tile: c.Tile, Shanten: c.Shanten, Accept: c.Accept, Tiles: c.Tiles,
			Steps: steps, Seen: a.seen(c.Tile), Safe: adv.Threat != rules.NoSeat && a.pos.Opp[adv.Threat].Discarded.Has(c.Tile),
			Declare: c.Declare, Plain: c.Plain})
	}
	score := func(i int) float64 {
		if i == chosen {
			return 1e18
		}
		return a.cands[i].Score
	}
	idx := make([]int, len(a.cands))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(x, y int) int {
		sx, sy := score(x), score(y)
		switch {
		case sx > sy:
			return -1
		case sx < sy:
			return 1
		}
		return 0
	})
	sorted := make([]DiscardOption, len(idx))
	for i, j := range idx {
		sorted[i] = adv.Discards[j]
	}
	copy(adv.Discards, sorted)
}

// seen returns the copies of x visible outside the hand.
func (a *Advisor) seen(x rules.Tile) int {
	if x >= rules.NumKinds {
		return 0
	}
	return int(a.pos.Visible[x])
}

// why names the tip that sets the chosen discard above the next best.
func (a *Advisor) why(sh *Shape, target Plan, chosen int) Tip {
	c := &a.cands[chosen]
	for i := range a.cands {
		// A ready hand that cannot win was passed over.
		if o := &a.cands[i]; o.noWin && o.Score+10000 > c.Score {
			return TipMinimum
		}
	}
	alt := -1
	fastest := rules.NoShanten
	for i := range a.cands {
		if a.cands[i].Tile != rules.Joker {
			fastest = min(fastest, a.cands[i].Shanten)
		}
		if i != chosen && a.cands[i].Tile != rules.Joker && (alt < 0 || a.cands[i].Score > a.cands[alt].Score) {
			alt = i
		}
	}
	if alt < 0 {
		return TipTwoSided
	}
	if target.Kind != PlanAny && c.Shanten > fastest {
		return a.targetTip() // a step behind the fastest hand, for the target
	}
	o := &a.cands[alt]
	switch {
	case c.steps < o.steps:
		switch {
		case a.breaksValuePair(sh, o.Tile) && o.steps-0.5 <= c.steps:
			return TipHonourPairs
		case target.Kind != PlanAny && c.Shanten >= o.Shanten:
			return a.targetTip()
		}
		return TipTwoSided
	case a.targetTiles(sh, c, target) > a.targetTiles(sh, o, target) && a.seen(c.Tile) > 0 &&
		a.rawTiles(c, target) <= a.rawTiles(o, target):
		// Counting every copy not in the hand would not have told them
		// apart: the discards did (tip 3).
		return TipReadDiscards
	case a.TilePriority(&sh.C, c.Tile) < isolatedBelow && Tip1Holds(&sh.C, c.Tile):
		return TipIsolated // an isolated tile helps fewer sets
	case a.breaksValuePair(sh, o.Tile) || sh.C[o.Tile] >= 2 && a.pos.HonourWeight(o.Tile) > 0:
		return TipHonourPairs
	case a.targetTiles(sh, c, target) == a.targetTiles(sh, o, target) && c.Tile.IsSuited() && o.Tile.IsSuited() &&
		edge(c.Tile) <= 1 && edge(c.Tile) < edge(o.Tile) && Tip1Holds(&sh.C, c.Tile):
		return TipIsolated // a 1, 9, 2 or 8 goes before a middle tile
	}
	return TipTwoSided
}

// Tip1Holds reports whether tip 1's order ("isolated honours first,
// then the 1s and 9s, then the 2s and 8s") asks for x before every other
// lone tile of the hand c: no lone honour, and no isolated suited tile
// nearer the end of its suit, is held beside it.
func Tip1Holds(c *rules.Counts, x rules.Tile) bool {
	for y := rules.Tile(0); y < rules.NumKinds; y++ {
		if y != x && c[y] > 0 && lone(c, y) && tier(y) < tier(x) {
			return false
		}
	}
	return true
}

// tier is a tile's place in tip 1's order: 0 an honour, 1 a 1 or a 9, 2
// a 2 or an 8, 3 a middle tile.
func tier(x rules.Tile) int {
	if x.IsHonour() {
		return 0
	}
	return min(edge(x)+1, 3)
}

// lone reports whether y stands alone in c: a single honour, or a single
// suited tile with no neighbour within two ranks.
func lone(c *rules.Counts, y rules.Tile) bool {
	if c[y] != 1 {
		return false
	}
	if y.IsHonour() {
		return true
	}
	r := y % 9
	for d := rules.Tile(1); d <= 2; d++ {
		if r >= d && c[y-d] > 0 || r+d <= 8 && c[y+d] > 0 {
			return false
		}
	}
	return true
}

// edge returns how far a suited tile is from the end of its suit: 0 for
// a 1 or a 9, 1 for a 2 or an 8, up to 4 for a 5.
func edge(x rules.Tile) int {
	r := int(x % 9)
	return min(r, 8-r)
}

// isolatedBelow is the TilePriority under which a tile is isolated (a
// lone honour, or a suited tile with no neighbour within two ranks).
const isolatedBelow = 4.5

// rawTiles counts the copies of c's accepted kinds (the target's) that
// are not in the hand, as if nothing were visible.
func (a *Advisor) rawTiles(c *Candidate, target Plan) int {
	n := 0
	for set := uint64(c.Accept & target.Keep); set != 0; set &= set - 1 {
		k := rules.Tile(bits.TrailingZeros64(set))
		n += max(0, 4-int(a.pos.Hand[k]))
		if k == c.Tile {
			n++ // the discard leaves the hand
		}
	}
	return n
}
