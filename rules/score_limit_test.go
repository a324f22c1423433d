package rules

import "testing"

// The hk limit-hand rule (RULES.md "hk: fan"): a hand holding a limit row
// (10 or 13) scores the larger of (a) its highest limit row plus the
// winning-condition fan and (b) the ordinary count of every other row,
// capped at 13. Each limit row of the RULES.md table against its
// ordinary count, in real hands.
func TestLimitHandRule(t *testing.T) {
	cases := []struct {
		source, hand, ctx string
		row               string // the highest limit row
		limit, ordinary   int
		total             int
	}{
		{"RULES.md, the rule's own example: four concealed pungs 10, small three dragons 5 + all pungs 3 + half flush 3 + fully concealed 1 = 12",
			"111222p 5556777z 2f +6z", "E from:S", "hk.four_concealed_pungs", 10, 12, 12},
		{"RULES.md four concealed pungs 10 > fully concealed 1, no bonus tiles 1, all pungs 3",
			"111m 555p 999s 222z 3z +3z", "E from:S", "hk.four_concealed_pungs", 10, 5, 10},
		{"RULES.md four concealed pungs self-drawn: 10 + self-drawn 1 > 6",
			"111m 555p 999s 222z 3z +3z", "E self", "hk.four_concealed_pungs", 11, 6, 11},
		{"RULES.md four concealed pungs 10 < great three dragons 8 + all pungs 3 + half flush 3 + fully concealed 1 + no bonus 1 = 16, capped at 13",
			"555z 666z 777z 111p 2p +2p", "E from:S", "hk.four_concealed_pungs", 10, 16, 13},
		{"RULES.md all honours 10 < small three dragons 5 + all pungs 3 + seat and prevailing wind 1 + 1 + fully concealed 1 + no bonus 1 = 12 (honours only: no half flush)",
			"111z 222z 555z 666z 7z +7z", "S from:E", "hk.all_honours", 10, 12, 12},
		{"RULES.md all honours 10 > prevailing wind 1 + dragon pung 1 + all pungs 3 + no bonus 1 = 6",
			"[111z] 333z 444z 555z 6z +6z", "S from:E", "hk.all_honours", 10, 6, 10},
		{"RULES.md all terminals 10 > all pungs 3 + no bonus 1",
			"[111m] 999m 111p 999p 1s +1s", "W from:N", "hk.all_terminals", 10, 4, 10},
		{"RULES.md all terminals self-drawn on the last tile: 10 + 1 + 1 > 6",
			"[111m] 999m 111p 999p 1s +1s", "W self last", "hk.all_terminals", 12, 6, 12},
		{"RULES.md nine gates self-drawn: 10 + 1 > full flush 7 + fully concealed 1 + self-drawn 1 + no bonus 1 = 10",
			"1112345678999m +5m", "E self", "hk.nine_gates", 11, 10, 11},
		{"RULES.md nine gates self-drawn with the four flowers and East's season: 10 + 1 < full flush 7 + fully concealed 1 + self-drawn 1 + flower set 2 + own season 1 = 12",
			"1112345678999m 1f 2f 3f 4f 5f +5m", "E self", "hk.nine_gates", 11, 12, 12},
		{"RULES.md great four winds 13: the limit (the ordinary count 10 cannot pass it)",
			"111z 222z 333z 444z 5p +5p", "E from:S", "hk.great_four_winds", 13, 10, 13},
		{"RULES.md all kongs 13",
			"[1111m] [2222p] (3333s) [4444z] 5z +5z", "E from:S", "hk.all_kongs", 13, 4, 13},
		{"RULES.md thirteen orphans 13, self-drawn (ordinary: self-drawn, fully concealed, no bonus tiles, mixed terminals and honours: 4)",
			"19m19p19s1234567z +1m", "E self", "hk.thirteen_orphans", 14, 4, 13},
		{"RULES.md heavenly hand 13: the dealer's dealt tiles",
			"123m 456m 789m 11z 22z +2z", "E self heavenly", "hk.heavenly", 14, 6, 13},
		{"RULES.md earthly hand 13: on the dealer's first discard",
			"123m 456p 789s 234s 5m +5m", "S from:E earthly", "hk.earthly", 13, 3, 13},
	}
	for _, c := range cases {
		sc, err := ScoreHand(HKVariant(), parseHand(t, c.hand), ctxOf(t, c.ctx))
		l := sc.Limit
		switch {
		case err != nil:
			t.Errorf("%s: %v", c.source, err)
		case !sc.Winning || sc.Total != c.total:
			t.Errorf("%s\n  %q %s: total %d (winning %v), want %d", c.source, c.hand, c.ctx, sc.Total, sc.Winning, c.total)
		case l.Row != c.row || l.Limit != c.limit || l.Ordinary != c.ordinary:
			t.Errorf("%s\n  %q %s: limit %+v, want %s %d against %d", c.source, c.hand, c.ctx, l, c.row, c.limit, c.ordinary)
		case l.OrdinaryWins() != (c.ordinary > c.limit):
			t.Errorf("%s: ordinary wins %v", c.source, l.OrdinaryWins())
		}
		// The items shown are those of the count that won: the limit row
		// is listed exactly when the limit was kept.
		listed := false
		for _, it := range sc.Items {
			listed = listed || it.Row == c.row
		}
		if listed == (c.ordinary > c.limit) {
			t.Errorf("%s: limit row listed %v, items %v", c.source, listed, sc.Items)
		}
	}
	// A hand without a limit row says so.
	if sc, _ := ScoreHand(HKVariant(), parseHand(t, "123m 456p 789s 234s 5m +5m"), ctxOf(t, "E self")); sc.Limit.Held() {
		t.Errorf("no limit row: %+v", sc.Limit)
	}
}

// --min-fan (RULES.md: a table may set 0 to 5): the all-chows hand of
// the issue, 1 fan toward the minimum (all chows) and 2 in all (no bonus
// tiles), wins at min-fan 1, not at the default 3; and the engine offers
// the win only where the scorer accepts it.
func TestMinFan(t *testing.T) {
	h := parseHand(t, "[123m] 456p 789s 234s 5m +5m")
	for _, c := range []struct {
		options string
		wins    bool
	}{{"", false}, {"min-fan=3", false}, {"min-fan=2", false}, {"min-fan=1", true}, {"min-fan=0", true}} {
		v, err := NewVariant("hk", MustParseOptions(c.options))
		if err != nil {
			t.Fatal(err)
		}
		sc, err := ScoreHand(v, h, ctxOf(t, "E from:S"))
		if err != nil || sc.Winning != c.wins || sc.Total != 2 {
			t.Errorf("%q: winning %v total %d %v, want %v", c.options, sc.Winning, sc.Total, err, c.wins)
		}
		s, _ := v.NewScorer()
		if terms, _ := TermsOf(s); terms.Minimum != v.MinFan {
			t.Errorf("%q: the terms' minimum %d, the variant's %d", c.options, terms.Minimum, v.MinFan)
		}
	}
	// Bonus-tile fan never counts toward it: 3 fan with 2 of flowers is
	// below a minimum of 2.
	v, _ := NewVariant("hk", MustParseOptions("min-fan=2"))
	sc, _ := ScoreHand(v, parseHand(t, "[123m] 456p 789s 234s 5m 1f 5f +5m"), ctxOf(t, "E from:S"))
	if sc.Winning || sc.Total != 3 {
		t.Errorf("bonus fan toward the minimum: %+v", sc)
	}
}

// parseHand reads a hand in notation, or fails the test.
func parseHand(t *testing.T, s string) Hand {
	t.Helper()
	h, err := ParseHand(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return h
}
