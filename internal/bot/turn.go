package bot

import (
	"math"
	"math/bits"

	"github.com/mahjong-tui/mahjong/rules"
)

// cand is one discard the bot weighs.
type cand struct {
	tile    rules.Tile
	shanten int           // shanten of the hand left
	accept  rules.KindSet // kinds that would lower it
	tiles   int           // unseen copies of accept
	score   float64       // the level's measure: higher is better
	tier    float64       // the club's shanten tier (expert)
	checked bool          // the ready check was made (club)
	eff     float64       // the club's effective shanten (clubEff)
	effSet  bool
	plain   bool // the plain discard is legal
	declare bool // the discard that declares is legal
}

// baseShape returns the bot's hand as it stands.
func (b *player) baseShape() shape {
	t := &b.t
	sh := shape{c: t.hand, jokers: t.jokers, melds: t.melds, open: t.open}
	me := &t.v.Players[t.seat]
	for _, m := range me.Melds {
		sh.addMeld(m.Meld, t)
	}
	sh.bonus = len(me.Bonus)
	for _, x := range me.Bonus {
		if x.BonusWind() == t.seatWind {
			sh.ownBonus++
		}
	}
	b.extraMelds = b.extraMelds[:0]
	b.extraVisible = rules.Counts{}
	b.vis = t.visible
	return sh
}

// addMeld adds a declared meld to the summary.
func (sh *shape) addMeld(m rules.Meld, t *table) {
	sh.declGroups |= 1 << group(m.Tile)
	if m.Kind == rules.Chow {
		sh.declChow = true
		return
	}
	sh.declPungs++
	sh.declValue += t.honourWeight(m.Tile)
	p := 2
	if m.Tile.IsTerminalOrHonour() {
		p = 4
	}
	if m.Kind == rules.Kong {
		p *= 4
	}
	if !m.Open && m.JokerMask == 0 {
		p *= 2
	}
	sh.declPoints += p
}

// unseenIn returns the copies of k the bot cannot see, for a shape (a
// claim being weighed moves tiles from the hand into a meld).
func (b *player) unseenIn(sh *shape, k rules.Tile) int {
	return max(0, 4-int(sh.c[k])-int(b.vis[k]))
}

// turn chooses the action on the bot's own turn (a win was taken before).
func (b *player) turn() rules.Action {
	t := &b.t
	legal := t.v.Legal
	sh := b.baseShape()
	if !b.listCands(&sh) {
		for _, a := range legal {
			if a.Kind == rules.ActDiscard && !a.Declare {
				return a
			}
		}
		return legal[0]
	}
	if a, ok := b.kong(&sh); ok {
		return a
	}
	var best int
	switch b.level {
	case Beginner:
		best = b.beginnerDiscard(&sh)
	case Club:
		best = b.clubDiscard(&sh)
	default:
		best = b.expertDiscard(&sh)
	}
	return b.discardAction(&sh, &b.cands[best])
}

// listCands fills b.cands with the legal discards of the 14-tile shape,
// each with its shanten and acceptance (rules.Discards), best first.
func (b *player) listCands(sh *shape) bool {
	b.cands = b.cands[:0]
	// Which discards are legal, plain and declaring, by tile.
	var plain, decl [rules.Joker + 1]bool
	for _, a := range b.t.v.Legal {
		if a.Kind == rules.ActDiscard && a.Tile <= rules.Joker {
			if a.Declare {
				decl[a.Tile] = true
			} else {
				plain[a.Tile] = true
			}
		}
	}
	n := rules.Discards(&sh.c, sh.jokers, sh.melds, b.variant.Forms, &b.vis, &b.choices)
	for _, ch := range b.choices[:n] {
		if ch.Tile > rules.Joker || !plain[ch.Tile] && !decl[ch.Tile] {
			continue
		}
		b.cands = append(b.cands, cand{tile: ch.Tile, shanten: ch.Shanten, accept: ch.Accept, tiles: ch.Tiles,
			plain: plain[ch.Tile], declare: decl[ch.Tile]})
	}
	return len(b.cands) > 0
}

// kong declares a concealed or added kong when the hand loses nothing by
// it: the hand left is as close to ready as after the best discard, and
// the kong brings a replacement tile. A beginner declares every kong.
func (b *player) kong(sh *shape) (rules.Action, bool) {
	best := rules.NoShanten
	for _, c := range b.cands {
		best = min(best, c.shanten)
	}
	for _, a := range b.t.v.Legal {
		c := sh.c
		melds := sh.melds
		switch a.Kind {
		case rules.ActConcealedKong:
			c[a.Tile] -= 4
			melds++
		case rules.ActAddedKong:
			c[a.Tile]--
		default:
			continue
		}
		if b.level == Beginner {
			return a, true
		}
		s := rules.Shanten(&c, sh.jokers, melds, b.variant.Forms)
		if s > best {
			continue
		}
		if s == 0 && b.variant.Scoring == rules.ScoringFan {
			// The scorer sees the kong among the melds.
			if a.Kind == rules.ActConcealedKong {
				b.extraMelds = append(b.extraMelds[:0], rules.Meld{Kind: rules.Kong, Tile: a.Tile})
			}
			ok := b.canWin(sh, &c, melds)
			b.extraMelds = b.extraMelds[:0]
			if !ok {
				continue
			}
		}
		// An added kong shows a tile others may rob: the expert keeps it
		// back when a declared opponent waits on it.
		if a.Kind == rules.ActAddedKong && b.level == Expert && b.threatOn(a.Tile) > 0.3 {
			continue
		}
		return a, true
	}
	return rules.Action{}, false
}

// canWin reports whether a ready hand c (with melds declared melds) can
// win on some wait, self-drawn or on a discard. The last answers are
// remembered: a ready hand often stays the same for several turns.
func (b *player) canWin(sh *shape, c *rules.Counts, melds int) bool {
	key := winKey{c: *c, jokers: sh.jokers, melds: melds, left: b.t.left > 0}
	for _, e := range b.winCache {
		if e.key == key {
			return e.ok
		}
	}
	ok := b.canWinNow(sh, c, melds)
	if len(b.winCache) < 4 {
		b.winCache = append(b.winCache, winEntry{key, ok})
	} else {
		b.winCache[b.winNext] = winEntry{key, ok}
		b.winNext = (b.winNext + 1) % len(b.winCache)
	}
	return ok
}

// winKey and winEntry remember canWin's answers.
type winKey struct {
	c      rules.Counts
	jokers int
	melds  int
	left   bool
}

type winEntry struct {
	key winKey
	ok  bool
}

// canWinNow scores the waits until one wins (self-drawn first, the more
// likely to reach a minimum).
func (b *player) canWinNow(sh *shape, c *rules.Counts, melds int) bool {
	waits := rules.Waits(c, sh.jokers, melds, b.variant.Forms)
	if waits == 0 {
		return false
	}
	if b.scorer == nil {
		return true
	}
	s := *sh
	s.c = *c
	h, ctx := b.readyHand(&s)
	for w := rules.Tile(0); w < rules.NumKinds; w++ {
		if !waits.Has(w) {
			continue
		}
		h.Winning = w
		ctx.SelfDrawn = true
		if b.scorer.Score(h, ctx).Winning {
			return true
		}
		ctx.SelfDrawn = false
		ctx.Discarder = b.t.seatWind.Next()
		if b.scorer.Score(h, ctx).Winning {
			return true
		}
	}
	return false
}

// discardAction turns the chosen discard into its action: classic bots
// declare ready whenever the discard leaves the hand ready (an undeclared
// win is refused); pow2 calling is the level's choice.
func (b *player) discardAction(sh *shape, c *cand) rules.Action {
	seat := b.t.seat
	plain := rules.Action{Seat: seat, Kind: rules.ActDiscard, Tile: c.tile}
	decl := plain
	decl.Declare = true
	if !c.declare {
		return plain
	}
	if !c.plain || b.variant.Declaration == rules.DeclareReady {
		return decl
	}
	// pow2 calling.
	if b.level != Expert || b.shouldCall(sh, c) {
		return decl
	}
	return plain
}

// tilePriority orders tiles for discarding when the measures tie (tip 1):
// isolated honours first (other honours before a dragon or own wind),
// then isolated terminals, then isolated 2s and 8s, then the rest, the
// middle tiles last.
func (b *player) tilePriority(c *rules.Counts, x rules.Tile) float64 {
	if x >= rules.NumKinds {
		return 9
	}
	if x.IsHonour() {
		if c[x] > 1 {
			return 6 + float64(b.t.honourWeight(x))
		}
		return float64(b.t.honourWeight(x))
	}
	r := x % 9
	isolated := c[x] == 1
	for d := rules.Tile(1); d <= 2 && isolated; d++ {
		if r >= d && c[x-d] > 0 || r+d <= 8 && c[x+d] > 0 {
			isolated = false
		}
	}
	edge := min(r, 8-r) // 0 terminal, 1 for 2/8, ... 4 for 5
	if isolated {
		return 2 + 0.5*float64(edge)
	}
	return 4.5 + 0.5*float64(edge)
}

// beginnerDiscard plays for tile efficiency (shanten, then acceptance)
// with the beginner's habits: it keeps isolated honours through its
// first eight discards, and about one discard in six is the second
// choice instead of the best.
func (b *player) beginnerDiscard(sh *shape) int {
	keep := b.t.turns < 8
	for i := range b.cands {
		c := &b.cands[i]
		c.score = -1000*float64(c.shanten) + float64(c.tiles)
		if keep && c.tile.IsHonour() && sh.c[c.tile] == 1 {
			c.score -= 1500
		}
		if c.tile == rules.Joker {
			c.score -= 1e6
		}
	}
	first, second := top2(b.cands)
	if second >= 0 && b.rng.IntN(6) == 0 {
		return second
	}
	return first
}

// top2 returns the indices of the two best scores (-1 when missing).
func top2(cs []cand) (int, int) {
	first, second := -1, -1
	for i := range cs {
		switch {
		case first < 0 || cs[i].score > cs[first].score:
			first, second = i, first
		case second < 0 || cs[i].score > cs[second].score:
			second = i
		}
	}
	return first, second
}

// clubDiscard is the six tips as play: the lowest shanten toward the
// hand's target (hk: a hand that can reach 3 fan), then the most unseen
// tiles accepted (two-sided waits beat one-sided ones), keeping honour
// pairs, isolated honours and terminals first on a tie; a ready hand that
// cannot win counts as not ready; late in the hand, when far from ready,
// discards what the most advanced opponent has discarded.
func (b *player) clubDiscard(sh *shape) int {
	target := b.clubTarget(sh)
	b.offPlan = -1
	for i := range b.cands {
		c := &b.cands[i]
		c.score = -b.clubKey(sh, c, target, false)
	}
	best, _ := top2(b.cands)
	// A ready hand that cannot win is not ready: checked on the choice
	// only (the check scores the waits), which then falls behind.
	for b.needsValue() && b.cands[best].shanten == 0 && !b.cands[best].checked && b.cands[best].tile < rules.NumKinds {
		c := &b.cands[best]
		c.checked = true
		c13 := sh.c
		c13[c.tile]--
		if b.canWin(sh, &c13, sh.melds) {
			break
		}
		c.score -= 10000
		best, _ = top2(b.cands)
	}
	if foe := b.clubFoe(b.cands[best].shanten); foe >= 0 {
		// Genbutsu: the best of the tiles the foe discarded itself.
		safe := -1
		for i, c := range b.cands {
			if b.t.opp[foe].discarded.Has(c.tile) && (safe < 0 || c.score > b.cands[safe].score) {
				safe = i
			}
		}
		if safe >= 0 {
			return safe
		}
	}
	return best
}

// clubKey is the club's measure of a discard (lower is better): its
// effective shanten (clubEff), then the unseen tiles it accepts (toward
// the target), then the tile's priority (tip 1).
func (b *player) clubKey(sh *shape, c *cand, target plan, ready bool) float64 {
	if c.tile == rules.Joker {
		return 1e9
	}
	eff := b.clubEff(sh, c, target, ready)
	tiles := c.tiles
	if target.kind != planFree {
		tiles = 0
		for set := uint64(c.accept & target.mask); set != 0; set &= set - 1 {
			tiles += b.unseenIn(sh, rules.Tile(bits.TrailingZeros64(set)))
		}
	}
	return 10000*eff - 10*float64(tiles) + b.tilePriority(&sh.c, c.tile)
}

// clubEff returns a discard's effective shanten for the club (kept in
// c.eff): the shanten toward the target; with ready, one more for a
// ready hand that no wait can win; half a step more for breaking an
// honour pair (tip 6).
func (b *player) clubEff(sh *shape, c *cand, target plan, ready bool) float64 {
	if c.effSet {
		return c.eff
	}
	if c.tile >= rules.NumKinds {
		c.eff, c.effSet = float64(c.shanten)+10, true // a joker is kept
		return c.eff
	}
	eff := float64(c.shanten)
	if target.kind != planFree {
		if !target.mask.Has(c.tile) && b.offPlan >= 0 {
			// A discard the plan does not keep leaves its tiles as they are.
			eff = float64(b.offPlan)
		} else {
			c13 := sh.c
			c13[c.tile]--
			rc := restrict(&c13, target.mask)
			eff = float64(b.planShanten(target, &rc, sh))
			if !target.mask.Has(c.tile) {
				b.offPlan = int(eff)
			}
		}
	}
	if ready && c.shanten == 0 && b.needsValue() {
		c13 := sh.c
		c13[c.tile]--
		if !b.canWin(sh, &c13, sh.melds) {
			eff++ // ready, but no wait can win: not really ready
		}
	}
	if sh.c[c.tile] == 2 && b.t.honourWeight(c.tile) > 0 && b.unseenIn(sh, c.tile) > 0 {
		eff += 0.5 // tip 6: keep honour pairs
	}
	c.eff, c.effSet = eff, true
	return eff
}

// needsValue reports whether a complete hand may be refused for want of
// value (hk's 3 fan, pow2's agreed minimum).
func (b *player) needsValue() bool {
	return b.variant.Scoring == rules.ScoringFan && b.variant.MinFan > 0 ||
		b.variant.Scoring == rules.ScoringPow2 && b.variant.MinPoints > 0
}

// planShanten returns the shanten of rc toward plan p.
func (b *player) planShanten(p plan, rc *rules.Counts, sh *shape) int {
	if p.kind == planPungs {
		var avail [rules.NumKinds]uint8
		for k := range rules.Tile(rules.NumKinds) {
			avail[k] = uint8(int(sh.c[k]) + b.unseenIn(sh, k))
		}
		return pungsDist(rc, sh.jokers, sh.melds, &avail)
	}
	f := rules.FormStandard
	if p.kind == planFree {
		f = b.variant.Forms
	}
	return rules.Shanten(rc, sh.jokers, sh.melds, f)
}

// clubTarget chooses what the club builds toward. Outside hk it is any
// complete hand. In hk, a hand that holds little value (an honour pung,
// honour pairs, concealment) aims at a half flush or all pungs when one
// of them is nearly as close as the fastest hand: those reach 3 fan.
func (b *player) clubTarget(sh *shape) plan {
	free := plan{kind: planFree, mask: allMask}
	if b.variant.Scoring != rules.ScoringFan {
		return free
	}
	potential := float64(sh.declValue)
	for k := rules.East; k <= rules.Red; k++ {
		w := float64(b.t.honourWeight(k))
		switch {
		case sh.c[k] >= 3:
			potential += w
		case sh.c[k] == 2 && b.unseenIn(sh, k) > 0:
			potential += 0.5 * w
		}
	}
	if !sh.open {
		potential += 1.5 // concealed, and half the time self-drawn
	}
	if potential >= 3 {
		return free
	}
	freeS := rules.Shanten(&sh.c, sh.jokers, sh.melds, b.variant.Forms)
	slack := 1
	if potential < 2 {
		slack = 2
	}
	var bySuit [4]int
	for k := range rules.Tile(rules.NumKinds) {
		bySuit[group(k)] += int(sh.c[k])
	}
	best, bestS := free, rules.NoShanten
	for s := range 3 {
		p := plan{kind: planHalf, suit: s, mask: suitMask(s) | honourMask}
		if !sh.fits(p) || 13-3*sh.melds-bySuit[s]-bySuit[3]-sh.jokers > freeS+slack {
			// Every tile the plan lacks is a step: a suit this short
			// cannot come within the slack.
			continue
		}
		rc := restrict(&sh.c, p.mask)
		if d := b.planShanten(p, &rc, sh); d < bestS {
			best, bestS = p, d
		}
	}
	if p := (plan{kind: planPungs, mask: allMask}); sh.fits(p) {
		if d := b.planShanten(p, &sh.c, sh); d < bestS {
			best, bestS = p, d
		}
	}
	if bestS <= freeS+slack {
		return best
	}
	return free
}

// clubFoe returns the opponent the club defends against (tip 4), or -1:
// late in the hand (or once an opponent has declared), when its own hand
// is still two or more tiles from ready, the most advanced opponent.
func (b *player) clubFoe(shanten int) int {
	t := &b.t
	declared := false
	for s, o := range t.opp {
		if rules.Seat(s) != t.seat && o.declared {
			declared = true
		}
	}
	late := t.left <= 32
	if shanten < 2 || !late && !declared {
		return -1
	}
	foe, best := -1, -1
	for s, o := range t.opp {
		if rules.Seat(s) == t.seat {
			continue
		}
		score := 10*o.openMelds + o.discards
		if o.declared {
			score += 1000
		}
		if score > best {
			foe, best = s, score
		}
	}
	return foe
}

// expertDiscard weighs each discard by the expected value of the hand
// left (its chance to win times what the win brings, over the plans it
// can still reach), discounted by the chance and cost of dealing in. The
// club's measure anchors it: each step a discard is behind the club's
// best (in shanten toward the club's target) divides its value by
// tierCost, so speed comes first and value or safety must be clearly
// worth a step.
func (b *player) expertDiscard(sh *shape) int {
	b.preparePlans(sh)
	b.prepareDanger()
	target := b.clubTarget(sh)
	b.offPlan = -1
	minTier := math.Inf(1)
	for i := range b.cands {
		c := &b.cands[i]
		c.tier = math.Floor(b.clubEff(sh, c, target, true))
		minTier = min(minTier, c.tier)
	}
	for i := range b.cands {
		c := &b.cands[i]
		if c.tile == rules.Joker {
			c.score = -1e18
			continue
		}
		sh13 := *sh
		sh13.c[c.tile]--
		ev := b.ev13(&sh13, c.shanten, float64(c.tiles), c.accept)
		pdi, cost := b.danger(c.tile)
		ev *= math.Pow(1/tierCost, c.tier-minTier)
		c.score = (1-pdi)*ev - pdi*utility(cost) - 1e-9*b.tilePriority(&sh.c, c.tile)
	}
	best, _ := top2(b.cands)
	return best
}

// tierCost is what a step behind the club's best discard costs the
// expert's valuation (see expertDiscard).
const tierCost = 3.0

// valueExp is the exponent of the expert's utility: it weighs a
// hand's value v as v^valueExp, so that a bigger hand must be more than
// proportionally likely to be worth a slower route: speed first, value
// when it comes at little cost.
const valueExp = 0.5

// utility returns the expert's utility of a payment (or a cost) v >= 0.
func utility(v float64) float64 {
	if v <= 0 {
		return 0
	}
	return math.Pow(v, valueExp)
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
func (b *player) ev13(sh *shape, freeDist int, freeTiles float64, freeAccept rules.KindSet) float64 {
	rounds := b.t.left / 4
	best := 0.0
	for _, p := range b.plans {
		if !sh.fits(p) {
			continue
		}
		var dist int
		var acc float64
		var rc rules.Counts
		if p.kind == planFree {
			dist, acc, rc = freeDist, freeTiles, sh.c
		} else {
			rc = restrict(&sh.c, p.mask)
			dist, acc = b.planDist(p, &rc, sh)
			if dist > freeDist+3 {
				continue
			}
		}
		if dist == 0 {
			if p.kind != planFree && freeDist == 0 {
				continue // the same ready hand, valued with the free plan
			}
			best = max(best, b.evReady(sh, freeAccept, false))
			continue
		}
		self, disc := b.worth(sh, p, &rc)
		typ, table := &typicalFree, &winTable
		hk := b.variant.Scoring == rules.ScoringFan
		switch p.kind {
		case planHalf, planFull:
			typ = &typicalFlush
			if hk {
				table = &winHalfHK
			}
		case planPungs:
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
		best = max(best, pWin(table, dist, rounds, acc, typ)*utility(v))
	}
	return best
}

// evReady values a ready shape: the chance to win (pWin, with the waits'
// unseen copies as acceptance, a wait that can only win self-drawn
// counting for less) times the utility of the waits' value weighted by
// their copies.
func (b *player) evReady(sh *shape, waits rules.KindSet, declared bool) float64 {
	p, v := b.readyOdds(sh, waits, declared)
	return p * utility(v)
}

// readyOdds returns the chance that a ready shape wins and the mean value
// of its wins.
func (b *player) readyOdds(sh *shape, waits rules.KindSet, declared bool) (float64, float64) {
	ws := b.readyValue(sh, waits, declared, b.waitBuf[:0])
	b.waitBuf = ws
	var eff, gain float64
	for _, w := range ws {
		u := float64(w.unseen)
		switch {
		case w.disc > 0:
			eff += u
			gain += u * (selfShare*w.self + (1-selfShare)*w.disc)
		case w.self > 0:
			eff += selfOnly * u
			gain += selfOnly * u * w.self
		}
	}
	if eff == 0 {
		return 0, 0
	}
	return pWin(&winTable, 0, b.t.left/4, eff, &typicalFree), gain / eff
}

// planDist returns the shanten of the restricted hand rc toward plan p
// and the unseen tiles of the plan's kinds that would lower it.
func (b *player) planDist(p plan, rc *rules.Counts, sh *shape) (int, float64) {
	dist := b.planShanten(p, rc, sh)
	if dist >= rules.NoShanten {
		return dist, 0
	}
	acc := 0
	for k := range rules.Tile(rules.NumKinds) {
		if !p.mask.Has(k) || rc[k] >= 4 {
			continue
		}
		u := b.unseenIn(sh, k)
		if u == 0 {
			continue
		}
		rc[k]++
		if b.planShanten(p, rc, sh) < dist {
			acc += u
		}
		rc[k]--
	}
	return dist, float64(acc)
}

// preparePlans lists the plans worth weighing for the hand: always the
// free plan; a half flush in a suit that holds (with the honours and the
// declared melds) at least 8 tiles; a full flush in a suit of at least 9
// (hk, pow2: it scores apart; classic: it doubles); all pungs with three
// pairs or more.
func (b *player) preparePlans(sh *shape) {
	b.plans = b.plans[:0]
	b.plans = append(b.plans, plan{kind: planFree, mask: allMask})
	if b.variant.Scoring == rules.ScoringNone {
		return
	}
	var bySuit [4]int
	pairs := 0
	for k := range rules.Tile(rules.NumKinds) {
		bySuit[group(k)] += int(sh.c[k])
		if sh.c[k] >= 2 {
			pairs++
		}
	}
	for _, m := range b.t.v.Players[b.t.seat].Melds {
		bySuit[group(m.Meld.Tile)] += 3
	}
	for s := range 3 {
		half := plan{kind: planHalf, suit: s, mask: suitMask(s) | honourMask}
		if bySuit[s]+bySuit[3] >= 8 && sh.fits(half) && b.variant.Scoring != rules.ScoringClassic {
			b.plans = append(b.plans, half)
		}
		full := plan{kind: planFull, suit: s, mask: suitMask(s)}
		if bySuit[s] >= 9 && sh.fits(full) {
			b.plans = append(b.plans, full)
		}
	}
	if pairs >= 3 && sh.fits(plan{kind: planPungs}) {
		b.plans = append(b.plans, plan{kind: planPungs, mask: allMask})
	}
}
