package rules

import "testing"

// FuzzScore: any string that parses scores without panicking under every
// variant and many contexts; payments sum to zero (except classic, where
// only the winner scores); a legal win has a decomposition.
func FuzzScore(f *testing.F) {
	for _, s := range []string{
		"123m 456m 789m 11z 22z 3f +2z",
		"111222333m 789p 5z +5z",
		"19m19p19s1234567z +1m",
		"1112345678999m +5m",
		"[123m] [456m] [789m] 23m 55m +4m",
		"(2222m) 333p 444s 666m 5z +5z",
		"55z0j 123m 345p 678s 9s +9s",
		"000j 123m 345p 678s 9s +9s",
		"1122m3344p5566s7z +7z",
		"111z 222z 333z 444z 5z +5z",
		"123m 456p",
	} {
		f.Add(s, uint16(0))
		f.Add(s, uint16(0x5a5))
	}
	scorers := []struct {
		name   string
		s      Scorer
		zeroed bool
	}{
		{"hk", newHKScoring(), true},
		{"hk7", hkScoring{Ladder: ladderFull, MinFan: 0, LimitFan: 13, Forms: defaultForms | FormSevenPairs, Table: newHKTable()}, true},
		{"classic", newClassicScoring(), false},
		{"classic500", classicScoring{Limit: 500, Table: newClassicTable()}, false},
		{"pow2", newPow2Scoring(), true},
		{"pow2min", pow2Scoring{MinPoints: 3, Table: newPow2Table(), GrandHands: newPow2GrandHands()}, true},
	}
	f.Fuzz(func(t *testing.T, s string, bits uint16) {
		h, err := ParseHand(s)
		if err != nil {
			return
		}
		ctx := WinContext{
			SeatWind:       Wind(bits & 3),
			PrevailingWind: Wind(bits >> 2 & 3),
			Discarder:      Wind(bits >> 4 & 3),
			SelfDrawn:      bits&(1<<6) != 0,
			LastTile:       bits&(1<<7) != 0,
			Replacement:    int(bits >> 8 & 3),
			RobbingKong:    bits&(1<<10) != 0,
			Heavenly:       bits&(1<<11) != 0,
			Earthly:        bits&(1<<12) != 0,
			Declared:       bits&(1<<13) != 0,
		}
		for _, sc := range scorers {
			got := sc.s.Score(h, ctx)
			sum := 0
			for _, p := range got.Payments {
				sum += p
			}
			if sc.zeroed && sum != 0 {
				t.Errorf("%s %q %+v: payments %v", sc.name, s, ctx, got.Payments)
			}
			if got.Winning && len(got.Decomposition.Groups) == 0 {
				t.Errorf("%s %q: winning without a decomposition", sc.name, s)
			}
			if got.Winning != (got.Reason == ReasonNone) {
				t.Errorf("%s %q: winning %v reason %v", sc.name, s, got.Winning, got.Reason)
			}
			if got.Winning && len(Decompose(h, FormStandard|FormThirteenOrphans|FormSevenPairs)) == 0 {
				t.Errorf("%s %q: winning an incomplete hand", sc.name, s)
			}
			if !got.Winning && got.Payments != [4]int{} {
				t.Errorf("%s %q: payments without a win", sc.name, s)
			}
		}
	})
}
