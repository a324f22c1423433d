package rules

import "testing"

// checkPayLines checks that a win's payment lines add up to its
// payments, each line's amount being its base doubled as it says.
func checkPayLines(t *testing.T, where string, s Scorer, sc Score, ctx WinContext) {
	t.Helper()
	lines, ok := PaymentLines(s, sc, ctx)
	if !sc.Winning {
		if ok {
			t.Errorf("%s\npayment lines for a hand that does not win", where)
		}
		return
	}
	if !ok {
		t.Errorf("%s\nno payment lines", where)
		return
	}
	var sum [4]int
	winner := ctx.SeatWind & 3
	for _, l := range lines {
		switch {
		case l.Factors.Has(PayWinnerScores):
			sum[l.Payer] += l.Amount
			continue
		case l.Factors.Has(PayForAll), l.Factors.Has(PayCovered):
		case l.Amount != l.Base<<l.Doublings:
			t.Errorf("%s\nline %+v: amount is not base x 2^doublings", where, l)
		}
		sum[l.Payer] -= l.Amount
		sum[winner] += l.Amount
	}
	if sum != sc.Payments {
		t.Errorf("%s\nlines %+v add up to %v, payments %v", where, lines, sum, sc.Payments)
	}
}

// The lines say where each pow2 payment comes from: North wins 7 points
// on South's discard (seed 004): East pays 2^7 doubled as East, South
// doubled as the discarder, West 2^7.
func TestPaymentLinesPow2(t *testing.T) {
	h, err := ParseHand("[111m] 555m 777m 666z 9m +9m")
	if err != nil {
		t.Fatal(err)
	}
	s := newPow2Scoring()
	ctx := WinContext{SeatWind: WindNorth, Discarder: WindSouth}
	lines, ok := PaymentLines(s, s.Score(h, ctx), ctx)
	want := []PayLine{
		{Payer: WindEast, Base: 128, Factors: PayEast, Doublings: 1, Amount: 256},
		{Payer: WindSouth, Base: 128, Factors: PayDiscarder, Doublings: 1, Amount: 256},
		{Payer: WindWest, Base: 128, Amount: 128},
	}
	if !ok || len(lines) != len(want) {
		t.Fatalf("lines %+v", lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d: %+v, want %+v", i, lines[i], want[i])
		}
	}
	// hk, 4 fan on a discard: the discarder alone pays 2B = 24.
	hk := newHKScoring()
	h, _ = ParseHand("[123m] 456m 789m 55m 77z +7z")
	ctx = WinContext{SeatWind: WindSouth, Discarder: WindWest}
	sc := hk.Score(h, ctx)
	lines, ok = PaymentLines(hk, sc, ctx)
	if !ok || len(lines) != 1 || lines[0] != (PayLine{Payer: WindWest, Base: hk.Ladder.Amount(sc.Total), Factors: PayDiscarder, Doublings: 1, Amount: 2 * hk.Ladder.Amount(sc.Total)}) {
		t.Errorf("hk lines %+v (total %d)", lines, sc.Total)
	}
}
