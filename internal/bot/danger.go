package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// foe is the expert's read of one opponent.
type foe struct {
	seat  rules.Seat
	ready float64 // chance it is ready now
	cost  float64 // what dealing it the winning tile would cost the bot
	// flush is the suit it seems to collect (-1: none), with how sure
	// the read is (0-1).
	flush     int
	flushSure float64
}

// prepareDanger reads the opponents (expert): the seats in play but its
// own.
func (b *player) prepareDanger() {
	t := b.pos()
	b.foes = b.foes[:0]
	for s := range rules.Seat(rules.NumSeats) {
		if s == t.Seat || !t.View.InPlay(s) {
			continue
		}
		o := &t.Opp[s]
		f := foe{seat: s, flush: -1}
		f.ready = b.readiness(o)
		f.flush, f.flushSure = flushRead(o)
		f.cost = b.dealInCost(o, &f)
		b.foes = append(b.foes, f)
	}
}

// readyHK and readyOther are the chance that an opponent is ready, by
// its discards (0-22) and its claimed melds (hk 0-3, the others 0-2),
// measured over 3,000 hands of four club bots (calib_test.go). In hk a
// claimed meld is mostly an early honour pung and says little; in the
// other variants a club claims to finish, so one meld often means ready.
var (
	readyHK = [23][4]float64{
		{0, 0, 0, 0}, {0.001, 0, 0, 0.05}, {0.003, 0.001, 0.002, 0.08}, {0.009, 0.002, 0.004, 0.1},
		{0.018, 0.003, 0.006, 0.117}, {0.032, 0.004, 0.025, 0.121}, {0.053, 0.009, 0.023, 0.228},
		{0.078, 0.012, 0.043, 0.276}, {0.106, 0.018, 0.071, 0.321}, {0.139, 0.026, 0.087, 0.373},
		{0.182, 0.032, 0.120, 0.425}, {0.225, 0.046, 0.142, 0.440}, {0.268, 0.061, 0.191, 0.474},
		{0.314, 0.070, 0.214, 0.494}, {0.350, 0.088, 0.246, 0.522}, {0.385, 0.099, 0.285, 0.560},
		{0.409, 0.126, 0.310, 0.596}, {0.428, 0.135, 0.340, 0.616}, {0.453, 0.148, 0.359, 0.652},
		{0.484, 0.159, 0.353, 0.695}, {0.501, 0.179, 0.367, 0.712}, {0.518, 0.207, 0.366, 0.727},
		{0.562, 0.231, 0.434, 0.713},
	}
	readyOther = [23][3]float64{
		{0, 0, 0}, {0, 0.004, 0.1}, {0.003, 0.030, 0.2}, {0.009, 0.067, 0.350}, {0.019, 0.134, 0.526},
		{0.037, 0.233, 0.624}, {0.059, 0.331, 0.750}, {0.089, 0.438, 0.834}, {0.116, 0.525, 0.887},
		{0.147, 0.597, 0.930}, {0.182, 0.667, 0.927}, {0.218, 0.724, 0.934}, {0.247, 0.759, 0.959},
		{0.275, 0.787, 0.977}, {0.291, 0.805, 0.973}, {0.309, 0.817, 0.975}, {0.322, 0.850, 0.989},
		{0.361, 0.859, 0.99}, {0.382, 0.870, 0.99}, {0.387, 0.863, 0.99}, {0.387, 0.842, 0.99},
		{0.448, 0.843, 0.99}, {0.45, 0.85, 0.99},
	}
)

// readiness estimates the chance that an opponent is ready: certain once
// it declared; otherwise from the measured tables, by its discards (the
// turns it played) and its claimed melds (four melds: ready).
func (b *player) readiness(o *strategy.Opponent) float64 {
	if o.Declared || o.OpenMelds >= 4 {
		return 1
	}
	d := min(max(o.Discards, 0), 22)
	if b.variant.Scoring == rules.ScoringFan {
		return readyHK[d][min(o.OpenMelds, 3)]
	}
	return readyOther[d][min(o.OpenMelds, 2)]
}

// flushRead returns the suit an opponent seems to collect and how sure
// the read is: its declared melds all in one suit (with honours), or a
// suit it never discards while it throws the others (tip 3: a family a
// player never discards is probably the one he collects).
func flushRead(o *strategy.Opponent) (int, float64) {
	suit, melds := -1, 0
	for s := range 3 {
		if o.SuitMelds[s] > 0 {
			if suit >= 0 {
				return -1, 0 // melds in two suits: no flush
			}
			suit = s
			melds = o.SuitMelds[s]
		}
	}
	if suit >= 0 {
		sure := 0.35 * float64(melds+o.SuitMelds[3])
		if o.SuitDiscards[suit] <= 1 && o.Discards >= 5 {
			sure += 0.3
		}
		return suit, min(sure, 1)
	}
	if o.Discards < 8 {
		return -1, 0
	}
	// No declared meld in a suit: a suit absent from many discards.
	for s := range 3 {
		other := o.Discards - o.SuitDiscards[s] - o.SuitDiscards[3]
		if o.SuitDiscards[s] == 0 && other >= 7 {
			return s, min(0.05*float64(other), 0.5)
		}
	}
	return -1, 0
}

// dealInCost estimates what dealing an opponent its winning tile costs
// the bot beyond what the same win would cost it anyway: the share of
// the winner's gain that the discarder pays beyond another loser (read
// from the scorer: Values.DealInShare: hk all of it, pow2 a fifth,
// classic and family nothing) times the opponent's likely gain from a
// win on a discard, scaled by the style's danger (tuned in paired
// play). The bot's own lost chance is weighed by the caller.
func (b *player) dealInCost(o *strategy.Opponent, f *foe) float64 {
	share := b.values.DealInShare
	if share <= 0 {
		return 0
	}
	return b.st.danger * share * b.foeGain(o, f)
}

// foeGain estimates what an opponent receives when it wins on a
// discard, from what it has shown (value sets, a suit it collects, a
// declaration), in the variant's unit.
func (b *player) foeGain(o *strategy.Opponent, f *foe) float64 {
	t := b.pos()
	terms := &b.values.Terms
	switch b.variant.Scoring {
	case rules.ScoringFan:
		fan := float64(terms.Minimum) + 0.3 + 0.5*float64(o.ValueSets) // a win is at least the minimum
		if f.flush >= 0 {
			fan += 2 * f.flushSure
		}
		return 2 * interp(min(fan, float64(terms.Cap)), func(i int) float64 { return float64(terms.Ladder.Amount(i)) })
	case rules.ScoringPow2:
		n := 3.0
		if o.OpenMelds > 0 {
			n = 1
		}
		n += float64(o.ValueSets) + 3*f.flushSure
		c := 4 * math.Pow(2, n)
		if o.Wind == rules.WindEast || t.SeatWind == rules.WindEast {
			c *= 2
		}
		if o.Declared {
			c *= 2
		}
		return c
	case rules.ScoringClassic:
		dbl := float64(o.ValueSets)
		if o.OpenMelds == 0 {
			dbl++
		}
		return (28 + 6*float64(o.ValueSets)) * math.Pow(2, dbl)
	}
	return 0
}

// waitChance estimates the chance that a ready opponent waits on x: by
// the shapes x can complete (a middle tile the most, an honour the
// least, none when no copy of it is left to pair), lowered for a tile it
// discarded itself (genbutsu) or let pass once its hand had settled,
// raised in the suit it collects and lowered outside it.
func (b *player) waitChance(f *foe, x rules.Tile) float64 {
	t := b.pos()
	o := &t.Opp[f.seat]
	left := rules.Unseen(x, &t.Hand, &t.Visible) // copies the others may hold
	var p float64
	if x.IsHonour() {
		switch {
		case left <= 0:
			p = 0.001
		case left == 1:
			p = 0.012
		default:
			p = 0.03
		}
	} else {
		switch r := x % 9; {
		case r == 0 || r == 8:
			p = 0.04
		case r == 1 || r == 7:
			p = 0.055
		default:
			p = 0.07
		}
		if left <= 0 {
			p *= 0.6 // no pair or pung wait on it
		}
	}
	if o.Discarded.Has(x) {
		p *= 0.2
	}
	if o.Passed.Has(x) {
		if o.Declared && b.variant.Declaration == rules.DeclareCalling {
			p *= 0.03 // a calling hand is locked: a tile it let pass is not its wait
		} else {
			p *= 0.4
		}
	}
	if f.flush >= 0 {
		g := strategy.Group(x)
		switch {
		case g == f.flush:
			p *= 1 + 1.5*f.flushSure
		case g == 3:
			p *= 1 + 0.5*f.flushSure
		default:
			p *= 1 - 0.85*f.flushSure
		}
	}
	return p
}

// danger returns the chance that discarding x deals in, and the cost
// when it does (weighted over the opponents).
func (b *player) danger(x rules.Tile) (pdi, cost float64) {
	if x >= rules.NumKinds {
		return 0, 0
	}
	miss := 1.0
	var w, wc float64
	for i := range b.foes {
		f := &b.foes[i]
		p := f.ready * b.waitChance(f, x)
		miss *= 1 - p
		w += p
		wc += p * f.cost
	}
	if w > 0 {
		cost = wc / w
	}
	return b.calibrate(1 - miss), cost
}

// calibrate maps the raw estimate of a deal-in onto the frequency
// measured for it (dcal_test.go, 1,500 hands of club bots): the raw
// estimate ranks tiles well but overstates small risks two to four
// times; the measured curve is about k * p^e.
func (b *player) calibrate(p float64) float64 {
	if b.variant.Scoring == rules.ScoringFan {
		return min(3.6*math.Pow(p, 1.5), 0.9)
	}
	return min(4.5*math.Pow(p, 1.6), 0.9)
}

// threatOn returns the chance that showing x deals in (expert).
func (b *player) threatOn(x rules.Tile) float64 {
	b.prepareDanger()
	p, _ := b.danger(x)
	return p
}

// shouldCall decides pow2 calling (expert): calling doubles the winnings
// but locks the hand and tells the table, which then defends; the bot
// calls unless the waits are thin or a threatening opponent makes a
// locked hand (it must discard whatever it draws) too costly.
func (b *player) shouldCall(sh *strategy.Shape, c *strategy.Candidate) bool {
	if c.Tile >= rules.NumKinds {
		return true // a joker discard (never chosen): call as every level does
	}
	sh13 := *sh
	sh13.C[c.Tile]--
	p, v, _ := b.readyOdds(&sh13, c.Accept, false, selfShare)
	pc, vc, _ := b.readyOdds(&sh13, c.Accept, true, selfShare)
	if pc*vc <= 0 {
		return false
	}
	// Locked, the bot discards whatever it draws: a go-round's risk is
	// that of an ordinary tile against each opponent.
	b.prepareDanger()
	risk := 0.0
	for _, f := range b.foes {
		risk += f.ready * 0.05 * f.cost
	}
	rounds := min(float64(b.pos().Left)/4, 8)
	// The others defend against a caller: fewer wins on discards.
	return 0.85*pc*vc-rounds*risk*(1-pc) > p*v
}
