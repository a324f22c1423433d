package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/rules"
)

// worth estimates what a complete hand built from sh toward plan p would
// bring the bot (its net payment, or classic points), won self-drawn and
// on a discard. rc is the hand restricted to the plan's kinds. The
// estimate counts the value already in the hand (honour pungs, pairs
// that may become pungs, concealment, the plan's own pattern); a ready
// hand is valued exactly with the scorer instead (readyValue).
func (b *player) worth(sh *shape, p plan, rc *rules.Counts) (self, disc float64) {
	t := &b.t
	valueSure, valuePairs := float64(sh.declValue), 0.0
	pungs := sh.declPungs
	points := float64(sh.declPoints)
	honours := sh.declGroups&(1<<3) != 0
	for k := range rules.Tile(rules.NumKinds) {
		n := rc[k]
		if n == 0 {
			continue
		}
		if k.IsHonour() {
			honours = true
		}
		w := t.honourWeight(k)
		switch {
		case n >= 3:
			pungs++
			valueSure += float64(w)
			if k.IsTerminalOrHonour() {
				points += 8
			} else {
				points += 4
			}
		case n == 2 && w > 0:
			u := t.unseenOf(k)
			up := 0.0
			switch {
			case u >= 2:
				up = 0.4
			case u == 1:
				up = 0.25
			}
			valuePairs += float64(w) * up
			points += 2 * float64(w) * (1 - up) * 0.5
		}
	}
	noPungs := pungs == 0 && p.kind != planPungs
	switch b.variant.Scoring {
	case rules.ScoringNone:
		return 1, 1
	case rules.ScoringFan:
		fan := valueSure + valuePairs
		switch p.kind {
		case planHalf:
			fan += 3
		case planFull:
			fan += 7
		case planPungs:
			fan += 3
		}
		if !sh.open {
			fan++
		}
		if noPungs && p.kind != planPungs {
			fan += 0.3 // all chows, sometimes
		}
		bonusFan := float64(sh.ownBonus)
		if sh.bonus == 0 {
			bonusFan++
		}
		pay := func(f float64) float64 {
			legal := min(max(f-float64(b.variant.MinFan-1), 0), 1)
			if legal == 0 {
				return 0
			}
			return legal * interp(min(f+bonusFan, float64(b.variant.FanLimit)), func(i int) float64 {
				return float64(b.ladder.Amount(i))
			})
		}
		return 3 * pay(fan+1), 2 * pay(fan)
	case rules.ScoringClassic:
		dbl := valueSure + valuePairs
		if !sh.open {
			dbl++
		}
		if p.kind == planFull {
			dbl++
		}
		if p.kind == planPungs {
			points += float64(4-sh.melds-(pungs-sh.declPungs)) * 3
		}
		v := (20 + 4*float64(sh.bonus) + points) * math.Pow(2, dbl)
		if b.variant.Limit > 0 {
			v = min(v, float64(b.variant.Limit))
		}
		return v, v
	case rules.ScoringPow2:
		n := valueSure + valuePairs
		switch p.kind {
		case planPungs:
			n += 3
		case planHalf:
			n += 3
		case planFull:
			n += 6
		default:
			if !honours {
				n++ // no honours
			}
		}
		if noPungs {
			n += 0.4 // all chows, sometimes
		}
		// All concealed counts for a self-drawn win; a discard completing a
		// meld makes it claimed (seed 004), one completing the pair does not.
		conc, concDisc := 0.0, 0.0
		if !sh.open {
			conc, concDisc = 2, 0.3
		}
		if n < 1 {
			n = 1 // chicken hand
		}
		east := 1.0
		if t.seatWind == rules.WindEast {
			east = 2
		}
		legal := func(x float64) float64 {
			if b.variant.MinPoints == 0 {
				return 1
			}
			return min(max(x-float64(b.variant.MinPoints-1), 0), 1)
		}
		// Self-drawn: the three others pay 2^(n+1); on a discard the
		// discarder pays double: 4 x 2^n in all. East's payments double.
		self = legal(n+conc+1) * 3 * math.Pow(2, n+conc+1) * east
		disc = legal(n+concDisc) * 4 * math.Pow(2, n+concDisc) * east
		return self, disc
	}
	return 1, 1
}

// readyValue scores a ready 13-tile hand on each of its waits with the
// variant's scorer: the bot's net gain from a self-drawn win and from a
// win on a discard (0 when that win is not legal), and the unseen copies
// of the wait. The scorer is the engine's, so the 3-fan minimum and the
// payments are exact.
func (b *player) readyValue(sh *shape, waits rules.KindSet, declared bool, out []waitValue) []waitValue {
	out = out[:0]
	t := &b.t
	h, ctx := b.readyHand(sh)
	// Every level declares ready as soon as it can (classic): a win it
	// weighs is a declared one.
	ctx.Declared = declared || b.variant.Declaration == rules.DeclareReady
	for w := rules.Tile(0); w < rules.NumKinds; w++ {
		if !waits.Has(w) {
			continue
		}
		u := b.unseenIn(sh, w)
		if u == 0 {
			continue
		}
		h.Winning = w
		var wv waitValue
		wv.tile, wv.unseen = w, u
		if b.scorer != nil {
			ctx.SelfDrawn = true
			s := b.scorer.Score(h, ctx)
			if s.Winning {
				wv.self = float64(s.Payments[t.seatWind])
			}
			ctx.SelfDrawn = false
			ctx.Discarder = t.seatWind.Next()
			s = b.scorer.Score(h, ctx)
			if s.Winning {
				wv.disc = float64(s.Payments[t.seatWind])
			}
		} else {
			wv.self, wv.disc = 1, 1
		}
		out = append(out, wv)
	}
	return out
}

// readyHand returns the shape as a hand for the scorer (its winning tile
// to be set) and the context of a win by the bot.
func (b *player) readyHand(sh *shape) (rules.Hand, rules.WinContext) {
	t := &b.t
	me := &t.v.Players[t.seat]
	conc := b.tileBuf[:0]
	for k := range rules.Tile(rules.NumKinds) {
		for range sh.c[k] {
			conc = append(conc, k)
		}
	}
	for range sh.jokers {
		conc = append(conc, rules.Joker)
	}
	b.tileBuf = conc
	melds := b.meldBuf[:0]
	for _, m := range me.Melds {
		melds = append(melds, m.Meld)
	}
	melds = append(melds, b.extraMelds...)
	b.meldBuf = melds
	h := rules.Hand{Concealed: conc, Melds: melds, Bonus: me.Bonus}
	ctx := rules.WinContext{SeatWind: t.seatWind, PrevailingWind: t.prevailing, Declared: true,
		LastTile: t.left == 0}
	return h, ctx
}

// waitValue is one wait of a ready hand: its unseen copies and what a
// win on it brings, self-drawn and on a discard.
type waitValue struct {
	tile       rules.Tile
	unseen     int
	self, disc float64
}
