package rules

import "testing"

// CappedPayments settles a pow2 hand as the same hand worth the limit:
// for every way of winning (self-drawn or on a discard, East winning or
// paying, calling, nine stones), a hand of 14 to 25 points capped at 13
// pays what a 13-point hand pays; a hand within the limit, and a hand of
// another scoring, are left as they are.
func TestCappedPayments(t *testing.T) {
	pow2 := Pow2Variant()
	for winner := range Wind(NumSeats) {
		for discarder := range Wind(NumSeats) {
			self := discarder == winner
			for _, calling := range []bool{false, true} {
				for _, nine := range []bool{false, true} {
					if self && nine {
						continue // nine stones is a discard's liability
					}
					want := pow2Payments(13, winner, self, discarder, calling, nine)
					for n := 14; n <= 25; n++ {
						if got := pow2.CappedPayments(pow2Payments(n, winner, self, discarder, calling, nine), n, 13); got != want {
							t.Errorf("%d points, winner %v, discarder %v, calling %v, nine %v: %v, want %v", n, winner, discarder, calling, nine, got, want)
						}
					}
					for n := 1; n <= 13; n++ {
						pay := pow2Payments(n, winner, self, discarder, calling, nine)
						if got := pow2.CappedPayments(pay, n, 13); got != pay {
							t.Errorf("%d points capped at 13: %v, want %v", n, got, pay)
						}
					}
				}
			}
		}
	}
	hk := HKVariant()
	pay := [NumSeats]int{-512, -256, -256, 1024}
	if got := hk.CappedPayments(pay, 20, 13); got != pay {
		t.Errorf("hk: %v, want %v unchanged", got, pay)
	}
}
