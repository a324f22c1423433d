package rules

// PayFactor is a set of the reasons a payment is multiplied or moved,
// as the scorers apply them.
type PayFactor uint8

// The payment factors.
const (
	// PayDiscarder: the discarder (or the robbed seat) pays double (hk:
	// 2B, the only payer; pow2: x2).
	PayDiscarder PayFactor = 1 << iota
	// PayEast: East pays or receives double (pow2).
	PayEast
	// PayCalling: the winner had declared calling: everyone pays double
	// (pow2).
	PayCalling
	// PayForAll: nine stones: the discarder pays what every loser would
	// have paid (pow2); the other losers' lines are PayCovered.
	PayForAll
	// PayCovered: this loser pays nothing, the discarder pays for all.
	PayCovered
	// PayWinnerScores: only the winner scores, its total (classic).
	PayWinnerScores
)

// Has reports whether every factor of g is in f.
func (f PayFactor) Has(g PayFactor) bool { return f&g == g }

// PayLine is one line of a hand's settlement: what one seat pays the
// winner, and where the amount comes from. Base is the amount before the
// doublings: hk the ladder's B for the hand's fan, pow2 2^n, classic the
// winner's total. Amount is what the payer pays (classic: what the
// winner scores, Payer being the winner); Doublings the times it was
// doubled from Base (PayDiscarder, PayEast, PayCalling).
type PayLine struct {
	Payer     Wind
	Base      int
	Factors   PayFactor
	Doublings int
	Amount    int
}

// PaymentLines explains a winning score's payments line by line, as the
// scorer settled them: the sum of the lines is sc.Payments. ok is false
// for a scorer of another package, or a score that is not a win.
func PaymentLines(s Scorer, sc Score, ctx WinContext) (lines []PayLine, ok bool) {
	if !sc.Winning {
		return nil, false
	}
	add := func(l PayLine) { lines = append(lines, l) }
	winner, self := ctx.SeatWind&3, normalSelfDrawn(&ctx)
	switch x := s.(type) {
	case hkScoring:
		hkPay(x.Ladder.Amount(sc.Total), winner, self, ctx.Discarder&3, ctx.seats(), add)
	case *hkScoring:
		hkPay(x.Ladder.Amount(sc.Total), winner, self, ctx.Discarder&3, ctx.seats(), add)
	case classicScoring, *classicScoring:
		add(PayLine{Payer: winner, Base: sc.Total, Factors: PayWinnerScores, Amount: sc.Total})
	case pow2Scoring, *pow2Scoring:
		pow2Pay(sc.Total, winner, self, ctx.Discarder&3, ctx.Declared, sc.has(PatternNineStones), add)
	default:
		return nil, false
	}
	return lines, true
}

// has reports whether an item of the score comes from a row of pattern
// p (the payment rules are rows worth nothing: rowNote).
func (sc *Score) has(p Pattern) bool {
	for _, it := range sc.Items {
		if it.Pattern == p {
			return true
		}
	}
	return false
}

// hkPay settles a hk win of base amount b at a table of seats seats:
// self-drawn, each other seat pays b; on a discard (or a robbed kong)
// only the discarder pays, 2b.
func hkPay(b int, winner Wind, self bool, discarder, seats Wind, f func(PayLine)) {
	if !self {
		f(PayLine{Payer: discarder, Base: b, Factors: PayDiscarder, Doublings: 1, Amount: 2 * b})
		return
	}
	for w := range seats {
		if w != winner {
			f(PayLine{Payer: w, Base: b, Amount: b})
		}
	}
}

// pow2Pay settles a pow2 win of n points: each loser pays 2^n, doubled
// when the loser or the winner is East, doubled for the discarder,
// doubled for a calling winner. With nine stones the discarder pays what
// all losers pay.
func pow2Pay(n int, winner Wind, self bool, discarder Wind, calling, nineStones bool, f func(PayLine)) {
	if n > 40 {
		n = 40 // beyond any hand; keeps 2^n in range
	}
	var lines [4]PayLine
	sum := 0
	for w := range Wind(4) {
		if w == winner {
			continue
		}
		l := PayLine{Payer: w, Base: 1 << n}
		if w == WindEast || winner == WindEast {
			l.Factors |= PayEast
			l.Doublings++
		}
		if !self && w == discarder {
			l.Factors |= PayDiscarder
			l.Doublings++
		}
		if calling {
			l.Factors |= PayCalling
			l.Doublings++
		}
		l.Amount = l.Base << l.Doublings
		sum += l.Amount
		lines[w] = l
	}
	forAll := nineStones && !self && discarder != winner
	for w := range Wind(4) {
		if w == winner {
			continue
		}
		l := lines[w]
		if forAll {
			if w == discarder {
				l.Factors |= PayForAll
				l.Amount = sum
			} else {
				l.Factors |= PayCovered
				l.Amount = 0
			}
		}
		f(l)
	}
}
