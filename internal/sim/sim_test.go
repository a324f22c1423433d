package sim

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/testproc"
	"github.com/mahjong-tui/mahjong/rules"
)

// legalHands is the number of hands each strength plays in each variant
// in TestBotsPlayLegally.
var legalHands = soak.Size(80, 1000)

// quickLevels are the levels of the level table that decide without a
// search (seat.QuickLevels): the master plays hands out at its close
// decisions (about half a second of CPU a hand); internal/master's
// TestMasterPlays tries it in every rule set.
var quickLevels = seat.QuickLevels()

// mixed seats the quick levels in turn, weakest first: over n hands each
// plays at least n hands (while there are at most four).
var mixed = func() [rules.NumSeats]seat.Seat {
	var out [rules.NumSeats]seat.Seat
	for s := range out {
		out[s] = seat.OfLevel(quickLevels[s%len(quickLevels)])
	}
	return out
}()

// Every action of every strength is legal over legalHands hands per variant
// (and classic with jokers) for the quick levels, and the engine's
// invariants hold after every action. Under the
// race detector the hands run in a subprocess built without it (the same
// code, 16 times faster), through `mahjong sim --json`.
func TestBotsPlayLegally(t *testing.T) {
	for _, name := range append(rules.VariantNames(), "classic+jokers") {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			playLegally(t, name, mixed, quickLevels, legalHands)
		})
	}
}

// playLegally plays hands of a variant ("classic+jokers": with options)
// at a seating and checks every action, and that each level of levels
// played them all.
func playLegally(t *testing.T, name string, seats [rules.NumSeats]seat.Seat, levels []bot.Level, n int) {
	t.Helper()
	variant, options, _ := strings.Cut(name, "+")
	var illegal, invariant, hands int
	var perLevel map[string]int
	if soak.RaceDetector {
		illegal, invariant, hands, perLevel = runSubprocess(t, variant, options, seat.List(seats[:]).String(), n)
	} else {
		v, _ := rules.VariantByName(variant)
		if options != "" {
			o, err := rules.ParseOptions(options)
			if err == nil {
				v, err = v.With(o)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		rep, err := Run(t.Context(), Config{Variant: v, Hands: n, Seed: 77, Seats: seats, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		illegal, invariant, hands = rep.IllegalActions, rep.InvariantViolations, rep.Hands
		perLevel = map[string]int{}
		for _, b := range rep.Bots {
			perLevel[b.Level.String()] = b.Hands
		}
	}
	if illegal != 0 || invariant != 0 {
		t.Errorf("%d illegal bot actions, %d invariant violations", illegal, invariant)
	}
	if hands != n {
		t.Errorf("%d hands played", hands)
	}
	for _, l := range levels {
		if perLevel[l.String()] < n {
			t.Errorf("%s played %d hands", l, perLevel[l.String()])
		}
	}
}

func TestMain(m *testing.M) { os.Exit(testproc.Main(m)) }

func runSubprocess(t *testing.T, variant, options, bots string, n int) (illegal, invariant, hands int, perLevel map[string]int) {
	bin := testproc.Program(t)
	out, err := exec.Command(bin, "sim", "--rules", variant, "--options", options, "--hands", strconv.Itoa(n),
		"--seed", "77", "--bots", bots, "--workers", "1", "--json").Output()
	if err != nil {
		t.Fatalf("mahjong sim: %v", err)
	}
	var rep struct {
		Hands               int `json:"hands"`
		InvariantViolations int `json:"invariant_violations"`
		IllegalActions      int `json:"illegal_actions"`
		Bots                []struct {
			Level string `json:"level"`
			Hands int    `json:"hands"`
		} `json:"bots"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	perLevel = map[string]int{}
	for _, b := range rep.Bots {
		perLevel[b.Level] = b.Hands
	}
	return rep.IllegalActions, rep.InvariantViolations, rep.Hands, perLevel
}

// The same seed gives the same figures, whatever the number of workers.
func TestRunDeterministic(t *testing.T) {
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		var reps []*Report
		for _, w := range []int{1, 3, 1} {
			rep, err := Run(t.Context(), Config{Variant: v, Hands: soak.Size(5, 24), Seed: 5, Seats: mixed, Workers: w})
			if err != nil {
				t.Fatal(err)
			}
			rep.Elapsed = 0
			reps = append(reps, rep)
		}
		for _, r := range reps[1:] {
			if !reflect.DeepEqual(r, reps[0]) {
				t.Errorf("%s: %+v != %+v", name, r, reps[0])
			}
		}
		// Another seed plays other hands.
		other, err := Run(t.Context(), Config{Variant: v, Hands: soak.Size(5, 24), Seed: 6, Seats: mixed, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		other.Elapsed = 0
		if reflect.DeepEqual(other, reps[0]) {
			t.Errorf("%s: seeds 5 and 6 give the same figures", name)
		}
	}
}

// Levels that repeat are one entry; payments add up as each variant
// says; every hand is won or drawn.
func TestRunAggregates(t *testing.T) {
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		levels := seat.OfLevels(bot.Expert, bot.Club, bot.Club, bot.Club)
		n := soak.Size(12, 40)
		rep, err := Run(t.Context(), Config{Variant: v, Hands: n, Seed: 3, Seats: levels, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Bots) != 2 || rep.Bots[0].Level != bot.Expert || rep.Bots[1].Level != bot.Club {
			t.Fatalf("%s: bots %+v", name, rep.Bots)
		}
		ex, cl := rep.Bots[0], rep.Bots[1]
		if ex.Seats != 1 || cl.Seats != 3 || ex.Hands != n || cl.Hands != 3*n {
			t.Errorf("%s: seats %d/%d hands %d/%d", name, ex.Seats, cl.Seats, ex.Hands, cl.Hands)
		}
		wins := ex.Wins + cl.Wins
		if wins+rep.Draws != rep.Hands {
			t.Errorf("%s: %d wins + %d draws != %d hands", name, wins, rep.Draws, rep.Hands)
		}
		dealIns := ex.DealIns + cl.DealIns
		selfDrawn := ex.SelfDrawn + cl.SelfDrawn
		if dealIns+selfDrawn != wins {
			t.Errorf("%s: %d deal-ins + %d self-drawn != %d wins", name, dealIns, selfDrawn, wins)
		}
		total := ex.Score + cl.Score
		switch v.Scoring {
		case rules.ScoringFan, rules.ScoringPow2:
			if total != 0 {
				t.Errorf("%s: payments add up to %d", name, total)
			}
		case rules.ScoringClassic:
			if total <= 0 && wins > 0 {
				t.Errorf("%s: winners scored %d", name, total)
			}
		case rules.ScoringNone:
			if total != int64(wins) {
				t.Errorf("%s: score %d for %d wins", name, total, wins)
			}
		}
	}
}

// Each bot sits at each seat in play equally often, at four seats and at
// three.
func TestRotation(t *testing.T) {
	for _, n := range []int{4, 3} {
		var at [rules.NumSeats][rules.NumSeats]int
		for i := range 2 * n {
			r := Rotation(i, n)
			seen := map[int]bool{}
			for s, b := range r[:n] {
				at[b][s]++
				seen[b] = true
			}
			if len(seen) != n {
				t.Fatalf("%d seats, hand %d: rotation %v", n, i, r)
			}
		}
		for b := range n {
			for s := range n {
				if at[b][s] != 2 {
					t.Errorf("%d seats: bot %d sat %d times at seat %d in %d hands", n, b, at[b][s], s, 2*n)
				}
			}
		}
	}
	if HandSeed(1, 0) == HandSeed(1, 1) || HandSeed(1, 0) == HandSeed(2, 0) {
		t.Error("hand seeds collide")
	}
}

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 10, 0, 0.2775},
		{50, 100, 0.4038, 0.5962},
		{10, 10, 0.7225, 1},
		{0, 0, 0, 1},
	} {
		lo, hi := Wilson(c.k, c.n)
		if math.Abs(lo-c.lo) > 1e-4 || math.Abs(hi-c.hi) > 1e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f, %.4f, want %.4f, %.4f", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// Three at the table (RULES.md "Three players"): every strength plays
// legally in hk, classic and family, the engine's invariants hold, each
// of the three bots plays every hand, the fourth never.
func TestThreePlayers(t *testing.T) {
	hands := 300
	if soak.RaceDetector {
		hands = 30
	}
	for _, name := range []string{"hk", "classic", "family"} {
		v, err := rules.NewVariant(name, rules.MustParseOptions("players=3"))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Run(t.Context(), Config{Variant: v, Hands: hands, Seed: 5, Workers: 2,
			Seats: seat.OfLevels(bot.Expert, bot.Club, bot.Beginner, bot.Expert)})
		if err != nil {
			t.Fatal(err)
		}
		if rep.IllegalActions != 0 || rep.InvariantViolations != 0 {
			t.Errorf("%s: %d illegal actions, %d invariant violations", name, rep.IllegalActions, rep.InvariantViolations)
		}
		total := 0
		for _, b := range rep.Bots {
			if b.Seats != 1 || b.Hands != hands {
				t.Errorf("%s: %s sat %d seats, played %d hands", name, b.Level, b.Seats, b.Hands)
			}
			total += b.Wins
		}
		if len(rep.Bots) != 3 || total+rep.Draws != hands {
			t.Errorf("%s: %d levels, %d wins + %d draws for %d hands", name, len(rep.Bots), total, rep.Draws, hands)
		}
	}
}
