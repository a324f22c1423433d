package rules

import (
	"errors"
	"fmt"
	"testing"
)

// lengthVariant returns a rule set's Variant with a length (and options).
func lengthVariant(t testing.TB, name, length, more string) Variant {
	t.Helper()
	o, err := ParseOptions("length=" + length + " " + more)
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewVariant(name, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// The length option (RULES.md "Length of a game"): full is a round per
// seat, half two rounds, east one, a number that many hands; family has
// none; the Variant says which in Length.
func TestLengthOption(t *testing.T) {
	for _, c := range []struct {
		name, length, more string
		rounds, hands      int
		word               string
	}{
		{"hk", "full", "", 4, 0, "full"},
		{"hk", "half", "", 2, 0, "half"},
		{"hk", "east", "", 1, 0, "east"},
		{"hk", "full", "players=3", 3, 0, "full"},
		{"hk", "half", "players=3", 2, 0, "half"},
		{"classic", "east", "players=3", 1, 0, "east"},
		{"classic", "4", "", 0, 4, "4"},
		{"pow2", "64", "", 0, 64, "64"},
		{"pow2", "1", "dealer-stays", 0, 1, "1"},
	} {
		v := lengthVariant(t, c.name, c.length, c.more)
		l := v.Length()
		if v.Rounds != c.rounds || v.MaxHands != c.hands || l.String() != c.word || l.Rounds != c.rounds || l.Hands != c.hands {
			t.Errorf("%s %s %s: rounds %d hands %d, length %+v %q", c.name, c.length, c.more, v.Rounds, v.MaxHands, l, l.String())
		}
	}
	if l := FamilyVariant().Length(); l.String() != "1" || l.Hands != 1 {
		t.Errorf("family: %+v", l)
	}
	var oe *OptionError
	for _, bad := range []string{"length=0", "length=65", "length=quarter", "length=-1"} {
		if _, err := ParseOptions(bad); !errors.As(err, &oe) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if _, err := NewVariant("family", MustParseOptions("length=east")); !errors.As(err, &oe) {
		t.Errorf("family east: %v", err)
	}
	if o := MustParseOptions("length=8"); o.String() != "length=8" {
		t.Errorf("length=8 written %q", o.String())
	}
}

// scriptedLength plays a game of the variant whose hands end as outcome
// says (a winner, or NoSeat for a drawn hand), straight through the
// engine's end of hand, and returns the hands played and the prevailing
// wind of each.
func scriptedLength(t *testing.T, v Variant, outcome func(hand int, dealer Seat) Seat) (int, []Wind) {
	t.Helper()
	g, err := NewGame(Config{Variant: v, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var winds []Wind
	for hand := 0; ; hand++ {
		if hand > 500 {
			t.Fatalf("%s %s: no end after 500 hands", v.Name, v.Options)
		}
		winds = append(winds, g.Prevailing())
		w := outcome(hand, g.Dealer())
		g.h.result = &HandResult{Drawn: w == NoSeat, Winner: w, From: NoSeat, Tile: NoTile}
		g.finishHand(w, nil)
		if g.Over() {
			return g.HandNumber() + 1, winds
		}
		if _, err := g.Apply(Action{Seat: 0, Kind: ActNextHand, Tile: NoTile}); err != nil {
			t.Fatal(err)
		}
	}
}

// expectedHands counts the hands a round-based game lasts, from RULES.md
// alone: the deal passes after a win by another seat, after the dealer's
// win unless the dealer stays on a win, after a drawn hand unless the
// dealer stays on a draw; the game ends when it has passed rounds x seats
// times.
func expectedHands(v Variant, outcome func(hand int, dealer Seat) Seat) int {
	passes := 0
	for hand := 0; ; hand++ {
		dealer := Seat(0) // relative: only "dealer or not" matters
		if d := outcome(hand, dealer); d == NoSeat && !v.DealerStaysOnDraw || d == dealer && !v.DealerStaysOnWin || d != NoSeat && d != dealer {
			passes++
		}
		if v.Rounds > 0 && passes >= v.Rounds*v.Players || v.MaxHands > 0 && hand+1 >= v.MaxHands {
			return hand + 1
		}
	}
}

// Every length of every rule set that has one, at three and four players,
// ends when RULES.md says: the last round ends when the deal has gone
// round the table that many times, the dealer staying as the rule set
// says (hk and classic on a win and a draw, pow2 on a draw, with
// dealer-stays on a win too); a number of hands after that many hands,
// drawn hands counting. The prevailing wind of each hand is the round's,
// and a game of hands that outlasts the rounds comes back to East.
func TestLengthEndsTheGame(t *testing.T) {
	// Outcomes: the dealer wins every third hand, a drawn hand every
	// fifth, another seat wins otherwise.
	mixed := func(hand int, dealer Seat) Seat {
		switch {
		case hand%5 == 4:
			return NoSeat
		case hand%3 == 0:
			return dealer
		}
		return dealer + 1
	}
	others := func(hand int, dealer Seat) Seat { return dealer + 1 } // the deal passes every hand
	for _, rs := range RuleSets() {
		spec, ok := rs.Option("length")
		if !ok {
			continue
		}
		for _, players := range []string{"4", "3"} {
			if _, ok := rs.Option("players"); !ok && players == "3" {
				continue
			}
			for _, length := range append(spec.Values, "1", "64") {
				for _, more := range []string{"", "dealer-stays"} {
					if _, ok := rs.Option(more); more != "" && !ok {
						continue
					}
					v := lengthVariant(t, rs.Name, length, "players="+players+" "+more)
					name := fmt.Sprintf("%s %s", rs.Name, v.Options)
					for i, outcome := range []func(int, Seat) Seat{mixed, others} {
						out := func(hand int, dealer Seat) Seat {
							w := outcome(hand, dealer)
							if w != NoSeat {
								w %= Seat(v.Players)
							}
							return w
						}
						hands, winds := scriptedLength(t, v, out)
						if want := expectedHands(v, outcome); hands != want {
							t.Errorf("%s outcomes %d: %d hands, want %d", name, i, hands, want)
						}
						for h, w := range winds {
							if v.Rounds > 0 && int(w) >= v.Rounds || int(w) >= v.Players {
								t.Errorf("%s: hand %d in the %s round", name, h, w)
							}
						}
						if i == 1 && v.Rounds > 0 && hands != v.Rounds*v.Players {
							t.Errorf("%s: the deal passing every hand makes %d hands, want %d", name, hands, v.Rounds*v.Players)
						}
						if i == 1 && v.MaxHands > v.Players*v.Players && winds[v.Players*v.Players] != WindEast {
							t.Errorf("%s: hand %d after the last round is in the %s round, want East", name, v.Players*v.Players, winds[v.Players*v.Players])
						}
					}
				}
			}
		}
	}
}

// The dealer staying: an East-round game of hk where the dealer wins the
// first three hands lasts three hands more than the four a passing deal
// makes (hk keeps a winning dealer); in pow2 the deal passes after the
// dealer's wins unless dealer-stays (RULES.md, pow2 "dealer").
func TestLengthDealerStays(t *testing.T) {
	dealerThrice := func(hand int, dealer Seat) Seat {
		if hand < 3 {
			return dealer
		}
		return (dealer + 1) % 4
	}
	for _, c := range []struct {
		name, more string
		want       int
	}{
		{"hk", "", 7}, {"classic", "", 7}, {"pow2", "", 4}, {"pow2", "dealer-stays", 7},
	} {
		v := lengthVariant(t, c.name, "east", c.more)
		if hands, _ := scriptedLength(t, v, dealerThrice); hands != c.want {
			t.Errorf("%s east %s: %d hands, want %d", c.name, c.more, hands, c.want)
		}
	}
	// Drawn hands: hk and pow2 keep the dealer; a game of 4 hands counts
	// them.
	drawn := func(int, Seat) Seat { return NoSeat }
	if hands, _ := scriptedLength(t, lengthVariant(t, "pow2", "4", ""), drawn); hands != 4 {
		t.Errorf("pow2 4 hands, all drawn: %d", hands)
	}
}

// A game of four classic hands played through the engine: the greedy
// players' hands, won or drawn, are four, then the game is over and
// nothing more is legal.
func TestLengthPlayed(t *testing.T) {
	for _, c := range []struct{ name, length, more string }{
		{"classic", "4", ""}, {"hk", "east", "min-fan=0"}, {"hk", "east", "min-fan=0 players=3"}, {"pow2", "2", ""},
	} {
		v := lengthVariant(t, c.name, c.length, c.more)
		g, err := NewGame(Config{Variant: v, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(5)
		for steps := 0; !g.Over(); steps++ {
			if steps > 200000 {
				t.Fatalf("%s %s: not over", c.name, v.Options)
			}
			acts := allLegal(g)
			if _, err := g.Apply(greedyPolicy(g, r, acts)); err != nil {
				t.Fatal(err)
			}
		}
		hands := g.HandNumber() + 1
		t.Logf("%s %s: %d hands, %d actions", c.name, v.Options, hands, len(g.Record().Actions))
		switch l := v.Length(); {
		case l.Hands > 0 && hands != l.Hands:
			t.Errorf("%s %s: %d hands", c.name, v.Options, hands)
		case l.Rounds > 0 && g.Prevailing() != WindEast:
			t.Errorf("%s %s: ended in the %s round", c.name, v.Options, g.Prevailing())
		}
		if len(allLegal(g)) != 0 {
			t.Errorf("%s: actions after the game", c.name)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Error(err)
		}
	}
}
