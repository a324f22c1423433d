package strategy

import "github.com/mahjong-tui/mahjong/rules"

// CanWin reports whether a ready hand c (with melds declared melds, the
// shape's other fields as they are) can win on some wait, self-drawn or
// on a discard: the variant's scorer judges, so the hk fan minimum and
// pow2's agreed minimum are the engine's. The last answers are
// remembered: a ready hand often stays the same for several turns.
func (a *Advisor) CanWin(sh *Shape, c *rules.Counts, melds int) bool {
	key := a.winKeyOf(sh, c, melds)
	for _, e := range a.winCache {
		if e.key == key {
			return e.ok
		}
	}
	ok := a.canWinNow(sh, c, melds)
	if len(a.winCache) < 4 {
		a.winCache = append(a.winCache, winEntry{key, ok})
	} else {
		a.winCache[a.winNext] = winEntry{key, ok}
		a.winNext = (a.winNext + 1) % len(a.winCache)
	}
	return ok
}

// winKey and winEntry remember CanWin's answers. The key holds all the
// scorer reads: the concealed tiles, the melds (declared, and a claim or
// kong being weighed), the bonus tiles, the winds and whether the wall
// is empty.
type winKey struct {
	c          rules.Counts
	jokers     int
	melds      int
	declared   [4]rules.Meld
	bonus      [8]rules.Tile
	seat, wind rules.Wind
	left       bool
}

// winKeyOf returns the key of a CanWin question.
func (a *Advisor) winKeyOf(sh *Shape, c *rules.Counts, melds int) winKey {
	p := &a.pos
	k := winKey{c: *c, jokers: sh.Jokers, melds: melds, seat: p.SeatWind, wind: p.Prevailing, left: p.Left > 0}
	me := &p.View.Players[p.Seat]
	i := 0
	for _, m := range me.Melds {
		if i < len(k.declared) {
			k.declared[i] = m.Meld
			i++
		}
	}
	for _, m := range a.claimMelds {
		if i < len(k.declared) {
			k.declared[i] = m
			i++
		}
	}
	for j := range k.bonus {
		k.bonus[j] = rules.NoTile
		if j < len(me.Bonus) {
			k.bonus[j] = me.Bonus[j]
		}
	}
	return k
}

type winEntry struct {
	key winKey
	ok  bool
}

// canWinNow scores the waits until one wins (self-drawn first, the more
// likely to reach a minimum).
func (a *Advisor) canWinNow(sh *Shape, c *rules.Counts, melds int) bool {
	waits := rules.Waits(c, sh.Jokers, melds, a.variant.Forms)
	if waits == 0 {
		return false
	}
	if a.scorer == nil {
		return true
	}
	s := *sh
	s.C = *c
	h, ctx := a.ReadyHand(&s)
	for w := rules.Tile(0); w < rules.NumKinds; w++ {
		if !waits.Has(w) {
			continue
		}
		h.Winning = w
		ctx.SelfDrawn = true
		if a.scorer.Score(h, ctx).Winning {
			return true
		}
		ctx.SelfDrawn = false
		ctx.Discarder = a.pos.NextWind
		if a.scorer.Score(h, ctx).Winning {
			return true
		}
	}
	return false
}

// ReadyHand returns the shape as a hand for the scorer (its winning tile
// to be set) and the context of a win by the seat (declared; on the last
// tile when the wall is empty), its bonus tiles, winds, table size and
// Norths as the game gives them (View.WinBase). The hand's slices are the
// advisor's scratch, valid until the next call.
func (a *Advisor) ReadyHand(sh *Shape) (rules.Hand, rules.WinContext) {
	p := &a.pos
	me := &p.View.Players[p.Seat]
	conc := a.tileBuf[:0]
	for k := range rules.Tile(rules.NumKinds) {
		for range sh.C[k] {
			conc = append(conc, k)
		}
	}
	for range sh.Jokers {
		conc = append(conc, rules.Joker)
	}
	a.tileBuf = conc
	melds := a.meldBuf[:0]
	for _, m := range me.Melds {
		melds = append(melds, m.Meld)
	}
	melds = append(melds, a.claimMelds...)
	a.meldBuf = melds
	bonus, ctx := p.View.WinBase(p.Seat, a.bonusBuf)
	if ctx.Norths > 0 {
		a.bonusBuf = bonus[:0] // the Norths taken out: the scratch buffer, kept
	}
	ctx.Declared, ctx.LastTile = true, p.Left == 0
	return rules.Hand{Concealed: conc, Melds: melds, Bonus: bonus}, ctx
}
