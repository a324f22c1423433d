package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// worth estimates what a complete hand built from sh toward plan p would
// bring the bot (its net payment, or classic points), won self-drawn and
// on a discard. rc is the hand restricted to the plan's kinds. The
// estimate counts the value already in the hand (honour pungs, pairs
// that may become pungs, concealment, the plan's own pattern), each at
// the value of its row in the variant's scorer (strategy.Values); a
// ready hand is valued exactly with the scorer instead (readyValue).
func (b *player) worth(sh *strategy.Shape, p strategy.Plan, rc *rules.Counts) (self, disc float64) {
	t := b.pos()
	val := b.values
	valueSure, valuePairs := float64(sh.DeclValue), 0.0
	pungs := sh.DeclPungs
	points := float64(sh.DeclPoints)
	honours := sh.DeclGroups&(1<<3) != 0
	for k := range rules.Tile(rules.NumKinds) {
		n := rc[k]
		if n == 0 {
			continue
		}
		if k.IsHonour() {
			honours = true
		}
		w := val.SetValue(t, k)
		term := 0
		if k.IsTerminalOrHonour() {
			term = 1
		}
		switch {
		case n >= 3:
			pungs++
			valueSure += float64(w)
			points += float64(val.Pung[term][1])
		case n == 2 && w > 0:
			u := t.UnseenOf(k)
			up := 0.0
			switch {
			case u >= 2:
				up = 0.4
			case u == 1:
				up = 0.25
			}
			valuePairs += float64(w) * up
			points += float64(val.PairDragon) * float64(w) * (1 - up) * 0.5
		}
	}
	noPungs := pungs == 0 && p.Kind != strategy.PlanAllPungs
	// The plan's own pattern.
	var pattern float64
	switch p.Kind {
	case strategy.PlanHalfFlush:
		pattern = float64(val.HalfFlush)
	case strategy.PlanFullFlush:
		pattern = float64(val.FullFlush)
	case strategy.PlanAllPungs:
		pattern = float64(val.AllPungs)
	}
	terms := &val.Terms
	switch b.variant.Scoring {
	case rules.ScoringNone:
		return 1, 1
	case rules.ScoringFan:
		fan := valueSure + valuePairs + pattern
		if !sh.Open {
			fan += float64(val.Concealed)
		}
		if noPungs && p.Kind != strategy.PlanAllPungs {
			fan += 0.3 * float64(val.AllChows) // all chows, sometimes
		}
		bonusFan := float64(sh.OwnBonus * val.OwnFlower)
		if sh.Bonus == 0 {
			bonusFan += float64(val.NoBonus)
		}
		pay := func(f float64) float64 {
			legal := min(max(f-float64(terms.Minimum-1), 0), 1)
			if legal == 0 {
				return 0
			}
			return legal * interp(min(f+bonusFan, float64(terms.Cap)), func(i int) float64 {
				return float64(terms.Ladder.Amount(i))
			})
		}
		return 3 * pay(fan+float64(val.SelfDrawn)), 2 * pay(fan)
	case rules.ScoringClassic:
		dbl := valueSure + valuePairs
		if !sh.Open {
			dbl += float64(val.Concealed)
		}
		if p.Kind == strategy.PlanFullFlush {
			dbl += pattern
		}
		if p.Kind == strategy.PlanAllPungs {
			points += float64(4-sh.Melds-(pungs-sh.DeclPungs)) * 3
		}
		v := (float64(val.Mahjong) + float64(val.Flower*sh.Bonus) + points) * math.Pow(2, dbl)
		if terms.Cap > 0 {
			v = min(v, float64(terms.Cap))
		}
		return v, v
	case rules.ScoringPow2:
		n := valueSure + valuePairs + pattern
		if p.Kind == strategy.PlanAny && !honours {
			n += float64(val.NoHonours)
		}
		if noPungs {
			n += 0.4 * float64(val.AllChows) // all chows, sometimes
		}
		// All concealed counts for a self-drawn win; a discard completing a
		// meld makes it claimed (seed 004), one completing the pair does not.
		conc, concDisc := 0.0, 0.0
		if !sh.Open {
			conc, concDisc = float64(val.Concealed), 0.15*float64(val.Concealed)
		}
		n = max(n, float64(val.ChickenHand))
		east := 1.0
		if t.SeatWind == rules.WindEast {
			east = 2
		}
		legal := func(x float64) float64 {
			if terms.Minimum == 0 {
				return 1
			}
			return min(max(x-float64(terms.Minimum-1), 0), 1)
		}
		// Self-drawn: the three others pay 2^(n+1); on a discard the
		// discarder pays double: 4 x 2^n in all. East's payments double.
		sd := float64(val.SelfDrawn)
		self = legal(n+conc+sd) * 3 * math.Pow(2, n+conc+sd) * east
		disc = legal(n+concDisc) * 4 * math.Pow(2, n+concDisc) * east
		return self, disc
	}
	return 1, 1
}

// readyValue scores a ready 13-tile hand on each of its waits with the
// variant's scorer: the bot's net gain from a self-drawn win and from a
// win on a discard (0 when that win is not legal), and the unseen copies
// of the wait. The scorer is the engine's, so the minimum and the
// payments are exact.
func (b *player) readyValue(sh *strategy.Shape, waits rules.KindSet, declared bool, out []waitValue) []waitValue {
	out = out[:0]
	t := b.pos()
	scorer := b.adv.Scorer()
	h, ctx := b.adv.ReadyHand(sh)
	// Every level declares ready as soon as it can (classic): a win it
	// weighs is a declared one.
	ctx.Declared = declared || b.variant.Declaration == rules.DeclareReady
	for w := rules.Tile(0); w < rules.NumKinds; w++ {
		if !waits.Has(w) {
			continue
		}
		u := b.adv.UnseenIn(sh, w)
		if u == 0 {
			continue
		}
		h.Winning = w
		var wv waitValue
		wv.tile, wv.unseen = w, u
		if scorer != nil {
			ctx.SelfDrawn = true
			s := scorer.Score(h, ctx)
			if s.Winning {
				wv.self = float64(s.Payments[t.SeatWind])
			}
			ctx.SelfDrawn = false
			ctx.Discarder = t.NextWind
			s = scorer.Score(h, ctx)
			if s.Winning {
				wv.disc = float64(s.Payments[t.SeatWind])
			}
		} else {
			wv.self, wv.disc = 1, 1
		}
		out = append(out, wv)
	}
	return out
}

// waitValue is one wait of a ready hand: its unseen copies and what a
// win on it brings, self-drawn and on a discard.
type waitValue struct {
	tile       rules.Tile
	unseen     int
	self, disc float64
}
