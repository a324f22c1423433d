//go:build calibrate

package bot_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/blunder"
	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/rules"
)

// tally counts what a tested bot did.
type tally struct {
	chow, pung, kong, ckong, akong int
	declare, turns                 int
}

type counting struct {
	b bot.Bot
	t *tally
}

// disagree counts the decisions where the tested bot and the baseline
// differ (BOTDIS=turn or claim), by the two actions' kinds.
var (
	disagreeMu sync.Mutex
	disagree   = map[string]int{}
)

func (c counting) Act(v rules.View) rules.Action {
	a := c.b.Act(v)
	if ph := os.Getenv("BOTDIS"); ph == "claim" && v.Phase == rules.PhaseClaim || ph == "turn" && v.Phase == rules.PhaseTurn {
		o := newBaseline(0, rules.Variant{}, 0).(baseline)
		vv, _ := rules.VariantByName(v.Variant)
		o.v = vv
		b := o.Act(v)
		if b != a {
			key := a.Kind.String() + "/" + b.Kind.String()
			disagreeMu.Lock()
			defer disagreeMu.Unlock()
			disagree[key]++
			if disagree[key] <= 12 {
				me := v.Players[v.Seat]
				fmt.Printf("%s: %v +%v %v [%d melds] left %d pending %v: cand %v base %v\n", key, rules.FormatTiles(me.Concealed), me.Drawn, me.Melds, len(me.Melds), v.TilesLeft, v.Pending, a, b)
			}
		}
	}
	switch a.Kind {
	case rules.ActChow:
		c.t.chow++
	case rules.ActPung:
		c.t.pung++
	case rules.ActKong:
		c.t.kong++
	case rules.ActConcealedKong:
		c.t.ckong++
	case rules.ActAddedKong:
		c.t.akong++
	case rules.ActDiscard:
		c.t.turns++
		if a.Declare {
			c.t.declare++
		}
	}
	return a
}

// tuned is the contender of the expert with the style the X_ variables
// set.
var tuned = sim.Custom(func(_ bot.Level, v rules.Variant, seed uint64) bot.Bot { return bot.NewTuned(v, seed) })

// TestTune runs one paired comparison for tuning (not a test):
//
//	BOTTUNE=classic BOTCAND=expert BOTREF=baseline BOTOPP=club BOTN=2000 \
//	  go test -tags calibrate -run '^$' -bench 'CalibTune$' -benchtime 1x -v ./internal/bot/
//
// BOTTUNE may list rule sets (comma-separated); BOTSEED sets the seed,
// BOTW the workers (the tallies of BOTTALLY and BOTDIS want 1);
// BOTCAND=tuned is the expert with the style the X_ variables set
// (export_calib_test.go).
func BenchmarkCalibTune(t *testing.B) {
	if os.Getenv("BOTTUNE") == "" {
		t.Skip()
	}
	factory := func(name string) sim.Contender {
		if name == "tuned" {
			return tuned
		}
		return factoryOf(t, name)
	}
	env := func(k, d string) string {
		if v := os.Getenv(k); v != "" {
			return v
		}
		return d
	}
	n, _ := strconv.Atoi(env("BOTN", "2000"))
	seed, _ := strconv.ParseUint(env("BOTSEED", "77"), 10, 64)
	w, _ := strconv.Atoi(env("BOTW", "1"))
	cn, rn, on := env("BOTCAND", "expert"), env("BOTREF", "baseline"), env("BOTOPP", "club")
	for _, name := range strings.Split(os.Getenv("BOTTUNE"), ",") {
		opts, err := rules.ParseOptions("players=" + env("BOTPLAYERS", "4"))
		if err != nil {
			t.Fatal(err)
		}
		v, err := rules.NewVariant(name, opts)
		if err != nil {
			t.Fatal(err)
		}
		opp := factory(on)
		var tl [2]*tally
		tl[0], tl[1] = &tally{}, &tally{}
		wrap := func(f sim.Contender, k int) sim.Contender {
			return sim.Custom(func(_ bot.Level, v rules.Variant, seed uint64) bot.Bot { return counting{f.New(v, seed), tl[k]} })
		}
		pc, _ := strconv.Atoi(env("BOTCAP", "0"))
		p := runPaired(t, sim.PairedConfig{Variant: v, Hands: n, Seed: seed, Workers: w, PointsCap: pc,
			Candidate: wrap(factory(cn), 0), Reference: wrap(factory(rn), 1),
			Opponents: [3]sim.Contender{opp, opp, opp}})
		if pc > 0 {
			t.Logf("  capped at %d: %+.3f [%+.3f,%+.3f]", pc, p.Capped.Mean, p.Capped.Lo, p.Capped.Hi)
		}
		t.Logf("%-7s %s-%s vs %s n=%d: score %+.3f [%+.3f,%+.3f] win %+.4f [%+.4f,%+.4f] dealin %+.4f draw %+.4f (cand %.2f ref %.2f) illegal %d",
			name, cn, rn, on, p.Hands,
			p.Score.Mean, p.Score.Lo, p.Score.Hi, p.Win.Mean, p.Win.Lo, p.Win.Hi, p.DealIn.Mean, p.Drawn.Mean,
			p.CandidateScore, p.ReferenceScore, p.IllegalActions)
		if len(disagree) > 0 {
			t.Log(disagree)
		}
		if os.Getenv("BOTTALLY") != "" {
			for k, x := range tl {
				h := float64(n)
				t.Logf("   %s: per hand chow %.2f pung %.2f kong %.3f ckong %.3f akong %.3f declare %.2f turns %.1f",
					[]string{cn, rn}[k], float64(x.chow)/h, float64(x.pung)/h, float64(x.kong)/h, float64(x.ckong)/h, float64(x.akong)/h, float64(x.declare)/h, float64(x.turns)/h)
			}
		}
	}
}

// TestTuneDraws plays BOTN hands with four bots of BOTCAND at the table
// (BOTTUNE one rule set) and reports how many ended drawn (not a test):
//
//	BOTTUNE=hk BOTCAND=tuned X_DANGER=0.4 BOTN=20000 \
//	  go test -tags calibrate -run '^$' -bench CalibTuneDraws -benchtime 1x -v ./internal/bot/
func BenchmarkCalibTuneDraws(t *testing.B) {
	name := os.Getenv("BOTTUNE")
	if name == "" {
		t.Skip()
	}
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	f := factoryOf(t, "expert")
	if os.Getenv("BOTCAND") == "tuned" {
		f = tuned
	} else if c := os.Getenv("BOTCAND"); c != "" {
		f = factoryOf(t, c)
	}
	n, _ := strconv.Atoi(os.Getenv("BOTN"))
	var mu sync.Mutex
	drawn, done := 0, 0
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += 2 {
				seed := sim.HandSeed(2027, i)
				var bots [rules.NumSeats]bot.Bot
				for s := range bots {
					bots[s] = f.New(v, sim.BotSeed(seed, rules.Seat(s)))
				}
				out, err := sim.PlayHand(v, seed, bots)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				done++
				if out.Drawn {
					drawn++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	t.Logf("%s %s: %d of %d hands drawn (%.2f%%)", name, os.Getenv("BOTCAND"), drawn, done, 100*float64(drawn)/float64(done))
}

// BenchmarkCalibTuneBlunders counts the blunders of BOTCAND (tuned: the
// X_ variables' style) over BOTN hands of each rule set of BOTTUNE
// against clubs, with TestBlunders's counter and seed (not a test):
//
//	BOTTUNE=hk BOTCAND=tuned X_FLUSHGUARD=1 X_FLUSHFAR=2 BOTN=20000 \
//	  go test -tags calibrate -run '^$' -bench CalibTuneBlunders -benchtime 1x -v ./internal/bot/
func BenchmarkCalibTuneBlunders(t *testing.B) {
	if os.Getenv("BOTTUNE") == "" {
		t.Skip()
	}
	f := tuned
	if c := os.Getenv("BOTCAND"); c != "" && c != "tuned" {
		f = factoryOf(t, c)
	}
	n, _ := strconv.Atoi(os.Getenv("BOTN"))
	for _, name := range strings.Split(os.Getenv("BOTTUNE"), ",") {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-7s %s %v", name, os.Getenv("BOTCAND"), blunder.Count(v, f, max(n, 1), 99))
	}
}
