package sim

import (
	"reflect"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/rules"
)

// lengthVariant is a rule set with its length (and other) options.
func lengthVariant(t *testing.T, name, options string) rules.Variant {
	t.Helper()
	rs, err := rules.RuleSetByName(name)
	if err != nil {
		t.Fatal(err)
	}
	v, err := rs.Variant(rules.MustParseOptions(options))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Placings from the totals: the best first, ties sharing their places
// (in halves) and first place (in twelfths).
func TestPlace(t *testing.T) {
	for _, c := range []struct {
		totals   [rules.NumSeats]int
		n        int
		halves   [rules.NumSeats]int
		twelfths [rules.NumSeats]int
	}{
		{[4]int{30, -10, 0, -20}, 4, [4]int{2, 6, 4, 8}, [4]int{12, 0, 0, 0}},
		{[4]int{10, 10, -10, -10}, 4, [4]int{3, 3, 7, 7}, [4]int{6, 6, 0, 0}},
		{[4]int{0, 0, 0, 0}, 4, [4]int{5, 5, 5, 5}, [4]int{3, 3, 3, 3}},
		{[4]int{5, 5, 5, 99}, 3, [4]int{4, 4, 4, 0}, [4]int{4, 4, 4, 0}}, // three players: seat 3 plays no part
	} {
		h, tw := place(c.totals, c.n)
		if h != c.halves || tw != c.twelfths {
			t.Errorf("%v: halves %v twelfths %v, want %v %v", c.totals, h, tw, c.halves, c.twelfths)
		}
	}
}

// Whole games of a given length: each as long as its length option says
// (4 hands; the East round: at least a hand a seat), every hand counted,
// every game placed once per seat (the places and the first places add
// up), the final totals the sums of the hands' results; the figures are
// the same whatever the number of workers. At three players too.
func TestRunGames(t *testing.T) {
	levels := seat.OfLevels(bot.Expert, bot.Club, bot.Club, bot.Club)
	for _, c := range []struct {
		rules, options string
		n              int
	}{
		{"hk", "length=4", 4}, {"hk", "length=east", 4}, {"pow2", "length=east", 4}, {"hk", "length=east players=3", 3}, {"classic", "length=2", 4},
	} {
		v := lengthVariant(t, c.rules, c.options)
		n := soak.Size(2, 5) // games
		var reps []*Report
		for _, w := range []int{1, 3} {
			rep, err := Run(t.Context(), Config{Variant: v, Games: n, Seed: 9, Seats: levels, Workers: w})
			if err != nil {
				t.Fatal(err)
			}
			rep.Elapsed = 0
			reps = append(reps, rep)
		}
		rep := reps[0]
		if !reflect.DeepEqual(reps[1], rep) {
			t.Errorf("%s %s: the figures depend on the workers", c.rules, c.options)
		}
		l := v.Length()
		switch {
		case l.Hands > 0 && rep.Hands != n*l.Hands:
			t.Errorf("%s %s: %d hands in %d games of %d", c.rules, c.options, rep.Hands, n, l.Hands)
		case l.Rounds > 0 && rep.Hands < n*c.n:
			t.Errorf("%s %s: %d hands in %d games of a round", c.rules, c.options, rep.Hands, n)
		}
		games, halves, twelfths, score := 0, 0, 0, int64(0)
		for _, b := range rep.Bots {
			games += b.Games
			halves += b.PlaceHalves
			twelfths += b.FirstTwelfths
			score += b.GameScore
			if b.GameScore != b.Score {
				t.Errorf("%s %s: final totals %d, the hands' results %d", c.rules, c.options, b.GameScore, b.Score)
			}
		}
		if rep.Games != n || games != n*c.n || twelfths != n*12 || halves != n*c.n*(c.n+1) {
			t.Errorf("%s %s: %d games, %d seats' games, %d twelfths, %d halves", c.rules, c.options, rep.Games, games, twelfths, halves)
		}
		if rep.InvariantViolations != 0 || rep.IllegalActions != 0 {
			t.Errorf("%s %s: %d invariants, %d illegal", c.rules, c.options, rep.InvariantViolations, rep.IllegalActions)
		}
	}
}
