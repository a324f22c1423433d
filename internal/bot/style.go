package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// style is how the expert weighs one rule set: what a step of speed, a
// point of value and a deal-in are worth against each other. Its
// numbers were tuned by paired self-play on points (the rule set's own
// result), never on predicted rates; what they weigh comes from the
// scorer (strategy.Values).
type style struct {
	// valueExp is the utility exponent: a hand worth v counts v^valueExp.
	valueExp float64
	// tierCost divides the value of a discard each step it is behind the
	// strategy's best.
	tierCost float64
	// danger scales what a deal-in costs beyond the same win otherwise
	// (Values.DealInShare of the winner's gain).
	danger float64
	// lost weighs the hand's own chance, lost when it deals in.
	lost float64
	// claimMargin: a claim must be worth this much more than passing;
	// clubKeep: the strategy's claim is kept unless passing is worth
	// more than its value over clubKeep.
	claimMargin, clubKeep float64
	// look: the free plan's chance to win is looked one draw ahead
	// (lookAhead) for the discards at the lowest shanten that keep the
	// most tiles: at most lookMax of them, keeping at least lookMin of
	// the most any keeps (the others are far behind anyway). lookTouch
	// skips the draws that neither bring the hand closer nor touch a
	// tile it holds.
	look      bool
	lookMin   float64
	lookMax   int
	lookTouch bool
	// speedRank: discards ranked by speed alone (speedDiscard), for a
	// rule set where every win is worth the same.
	speedRank bool
	// clubTurns: the expert plays the club's turns (strategy.Move) and
	// weighs only its claims; clubClaims: the club's claims, and the
	// expert's turns.
	clubTurns, clubClaims bool
	// waitEdge: a ready hand's waits on terminals and honours (half as
	// much on 2s and 8s) count 1+waitEdge times, the tiles the others
	// let go of first (speedRank).
	waitEdge float64
	// readyShare, when not negative, replaces the club's share of the
	// widest ready discard's tiles another must keep to be chosen for
	// what its waits pay (strategy.Advisor.SetReadyShare): 0 chooses the
	// ready discard whose waits are worth the most, however few.
	readyShare float64
	// alwaysCall: declare calling (pow2) whenever it may, rather than
	// when shouldCall finds it worth more.
	alwaysCall bool
	// holdMargin (0: never), holdSelf, holdLoss: a win on a discard is
	// let pass for a self-draw worth more (holdForSelfDraw).
	holdMargin, holdSelf, holdLoss float64
	// cutGuard: no claim cuts an hk hand's win or its way to the minimum
	// (strategy.Advisor.ClaimCutsMinimum); flushGuard: no tile unsafe
	// against a flush shown is given while a safe one is held (keepSafe).
	// Both are on; a tuning run turns them off to measure them.
	cutGuard, flushGuard bool
}

// styleFor returns the expert's style for a variant.
func styleFor(v rules.Variant, values *strategy.Values) style {
	s := style{valueExp: 0.5, tierCost: 3, danger: 1, lost: 1, claimMargin: 1.03, clubKeep: 0.8,
		lookMin: 0.6, lookMax: 3, lookTouch: true, readyShare: -1, cutGuard: true, flushGuard: true}
	_ = values
	switch v.Scoring {
	case rules.ScoringFan:
		// 0.35 plays as well as 0.45 in paired play (-0.02 a hand against
		// clubs [-0.10, +0.06], +0.06 against baselines [-0.01, +0.12],
		// 20,000 deals each) and folds less: four experts draw 17.1% of
		// their hands rather than 18.1%.
		s.danger = 0.35
		// keepSafe against a flush shown, gated to three melds or a
		// declared hand: it cuts the deal-ins to a flush holding a safe
		// tile from 2.5 to 1.2 per 1,000 hands (20,000 hands against
		// clubs; issue 23's limit is 2) at a cost against experts: -0.22
		// a hand [-0.37, -0.07] (20,000 deals, seed 4242). Looser, it
		// cost more: against any flush shown when no discard leaves the
		// hand ready, -0.65 [-0.88, -0.42] (0.1 per 1,000); against any
		// flush shown, held to the safe tiles as fast as the fastest
		// discard, -0.53 [-0.76, -0.31] (1.1 per 1,000). Weighing a flush
		// read more in the danger (a tile of its suit 5 times as likely to
		// deal in when the read is sure, rather than 2.5) left 2.1. The claim guard
		// stays too (+0.055 [-0.150, +0.260]).
	case rules.ScoringPow2:
		// Calling doubles every payment to the caller: measured in paired
		// play, calling whenever the hand may beats any rule for when not
		// to (+1.0 a hand [+0.75, +1.30] over 8,000 deals). It plays the
		// club's turns, which aim at a half flush or all pungs a step
		// behind the fastest hand (strategy.Target), and weighs its claims
		// (the concealed points are worth four times the payment), as in
		// classic. Tried against that club over 100,000 deals: its own
		// turns -5.1 a hand [-7.7, -2.5]; aiming two steps behind -4.0
		// [-7.0, -1.1], only when as close -7.5 [-10.9, -4.1].
		s.danger, s.alwaysCall = 1.9, true
		s.clubTurns, s.claimMargin = true, 1.5
		// It keeps the club's claim unless passing is clearly worth more
		// (its valuation prizes concealment more than play bears out):
		// +1.90 a hand [+0.36, +3.45] over keeping it only when worth as
		// much (100,000 deals, seed 77; 0.4 +1.54, 0.8 +1.38).
		s.clubKeep = 0.6
		// A concealed hand may let a win on a discard pass to win it
		// self-drawn (holdForSelfDraw): +0.22 a hand [-0.02, +0.46]
		// (100,000 deals, seed 77; every setting tried came out above
		// zero, none by much), -0.02 [-0.35, +0.31] on other deals
		// (200,000, seed 2026): the value play, at no measurable cost.
		s.holdMargin, s.holdSelf, s.holdLoss = 1, 0.4, 30
		// Of its ready discards it keeps the one whose waits are worth the
		// most (unseen copies times what each pays), however narrow: +0.76
		// a hand over the expert that weighs only those nearly as wide
		// [+0.48, +1.03] (100,000 deals; +0.59 [+0.36, +0.83] on others).
		s.readyShare = 0
		// No keepSafe against a flush shown: over the club's turns it cut
		// the deal-ins to a flush holding a safe tile from 2.0 to 0.2 per
		// 1,000 hands (4,000 hands), but cost wins: -1.94 a hand on the
		// capped yardstick [-3.87, -0.01] (-2.60 [-5.54, +0.35] uncapped,
		// wins -0.5 points; 100,000 deals against the expert without it).
		s.flushGuard = false
	case rules.ScoringClassic:
		// A deal-in costs nothing more than the hand's own chance, and
		// the club's turns are as fast as any: the expert plays them, and
		// weighs each claim for what it is worth (the concealed doubling
		// against the turns it saves), taking it only when it is clearly
		// worth more than passing: in paired play over 40,000 deals,
		// +0.33 points a hand over the club [+0.20, +0.45].
		s.lost, s.look, s.clubKeep, s.claimMargin, s.clubTurns = 0, true, 1, 1.5, true
		// And of its ready discards the one whose waits are worth the most:
		// +0.05 a hand [+0.03, +0.07] (100,000 deals).
		s.readyShare = 0
	case rules.ScoringNone:
		// Every win is worth the same: the fastest hand, where its next
		// step leads included (speedDiscard), and the club's claims (every
		// one that brings the hand closer): +0.48 win-rate points over the
		// club [+0.11, +0.85] over 40,000 deals.
		// A ready hand's waits on terminals and honours, the tiles others
		// throw first, weigh 1.5 (2s and 8s 1.25): +0.29 win-rate points
		// over the same expert without [+0.17, +0.40] (40,000 deals), +0.34
		// at a table of three [+0.16, +0.52]; 1.5 for them did worse, and
		// so did a weight for the kinds an opponent has discarded.
		s.lost, s.speedRank, s.clubClaims, s.waitEdge = 0, true, true, 0.5
	}
	return s
}

// utility returns the expert's utility of a payment (or a cost) v >= 0.
func (b *player) utility(v float64) float64 {
	if v <= 0 {
		return 0
	}
	return math.Pow(v, b.st.valueExp)
}
