package rules

import (
	"errors"
	"testing"
)

func TestVariantOptions(t *testing.T) {
	cases := []struct {
		name string
		o    Options
		ok   bool
	}{
		{"classic", MustParseOptions("jokers"), true},
		{"hk", MustParseOptions("jokers"), false},
		{"pow2", MustParseOptions("min-points=3"), true},
		{"classic", MustParseOptions("min-points=3"), false},
		{"pow2", MustParseOptions("dealer-stays"), true},
		{"hk", MustParseOptions("dealer-stays"), false},
		{"hk", MustParseOptions("ladder=full"), true},
		{"hk", MustParseOptions("ladder=half"), true},
		{"pow2", MustParseOptions("ladder=half"), false},
		{"hk", MustParseOptions("seven-pairs"), true},
		{"classic", MustParseOptions("seven-pairs"), false},
		{"classic", MustParseOptions("ready=off"), true},
		{"pow2", MustParseOptions("ready=off"), false},
		{"classic", MustParseOptions("limit=500"), true},
		{"family", MustParseOptions("limit=500"), false},
		{"family", MustParseOptions("open"), true},
		{"hk", MustParseOptions("open"), true},
	}
	for _, c := range cases {
		v, _ := VariantByName(c.name)
		w, err := v.With(c.o)
		var oe *OptionError
		if c.ok != (err == nil) || !c.ok && !errors.As(err, &oe) {
			t.Errorf("%s %+v: %v", c.name, c.o, err)
			continue
		}
		if c.ok {
			if w.Options != c.o {
				t.Errorf("%s: recorded %+v", c.name, w.Options)
			}
			o2, err := ParseOptions(c.o.String())
			if err != nil || o2 != c.o {
				t.Errorf("%q: parsed %+v %v", c.o.String(), o2, err)
			}
			if _, err := NewGame(Config{Variant: w, Seed: 1}); err != nil {
				t.Errorf("%s %+v: %v", c.name, c.o, err)
			}
		}
	}
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	if jok.tileCount() != 148 || jok.wallStacks(0) != 18 || jok.wallStacks(1) != 19 {
		t.Errorf("jokers: %d tiles, walls of %d and %d stacks", jok.tileCount(), jok.wallStacks(0), jok.wallStacks(1))
	}
	off, _ := ClassicVariant().With(MustParseOptions("ready=off"))
	if off.ReadyRequired {
		t.Error("ready=off still required")
	}
	stays, _ := Pow2Variant().With(MustParseOptions("dealer-stays"))
	if !stays.DealerStaysOnWin || Pow2Variant().DealerStaysOnWin {
		t.Error("dealer-stays")
	}
	if _, err := VariantByName("riichi"); err == nil {
		t.Error("unknown variant accepted")
	}
	for _, bad := range []string{"fly", "limit", "limit=x", "ready=maybe", "jokers=1", "ladder"} {
		if _, err := ParseOptions(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// The predefined variants as the rules set them.
	if v := Pow2Variant(); v.Dice != 3 || v.DiceOffset != -1 || v.LastDiscardWin || v.WinRanking != RankByCompletion || v.Declaration != DeclareCalling {
		t.Errorf("pow2 %+v", v)
	}
	if v := ClassicVariant(); v.Dice != 2 || v.Declaration != DeclareReady || !v.ReadyRequired {
		t.Errorf("classic %+v", v)
	}
	if v := FamilyVariant(); !v.Pile || v.MaxHands != 1 || v.FirstDealer != DealerSeat0 || v.Tiles.Bonus {
		t.Errorf("family %+v", v)
	}
	if v := HKVariant(); v.Forms&FormSevenPairs != 0 || v.MinFan != 3 || v.FanLimit != 13 {
		t.Errorf("hk %+v", v)
	}
}

// Dealer rotation and prevailing wind over whole games: each hand's
// dealer and wind follow from the outcomes before it, and the game ends
// after four rounds (family: one hand).
func TestDealerRotation(t *testing.T) {
	stays, _ := Pow2Variant().With(MustParseOptions("dealer-stays"))
	for _, v := range []Variant{HKVariant(), ClassicVariant(), FamilyVariant(), Pow2Variant(), stays} {
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := NewGame(Config{Variant: v, Seed: seed, Scorer: payScorer{v.Forms}})
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(seed)
			passes, hands := 0, 0
			winds := map[Wind]bool{}
			first := g.Dealer()
			for {
				hands++
				if g.Dealer() != (first+Seat(passes))&3 || g.Prevailing() != Wind(passes/4) {
					t.Fatalf("%s hand %d: dealer %d wind %s after %d passes", v.Name, hands, g.Dealer(), g.Prevailing(), passes)
				}
				for s := range Seat(NumSeats) {
					if g.Wind(s) != Wind((s-g.Dealer())&3) {
						t.Fatalf("seat wind")
					}
				}
				winds[g.Prevailing()] = true
				for g.Phase() != PhaseHandOver && g.Phase() != PhaseGameOver {
					if _, err := g.Apply(randomPolicy(r, allLegal(g))); err != nil {
						t.Fatal(err)
					}
				}
				res := g.Result()
				switch {
				case res.Drawn:
					if !v.DealerStaysOnDraw {
						passes++
					}
				case res.Winner == g.Dealer():
					if v.Name == "pow2" && !v.DealerStaysOnWin {
						passes++
					}
				default:
					passes++
				}
				wantOver := passes >= 16 || v.Name == "family"
				if g.Over() != wantOver {
					t.Fatalf("%s hand %d: over %v after %d passes", v.Name, hands, g.Over(), passes)
				}
				if g.Over() {
					break
				}
				play(t, g, "0 next")
				if g.HandNumber() != hands {
					t.Fatalf("hand number %d", g.HandNumber())
				}
			}
			if v.Name != "family" && len(winds) != 4 {
				t.Errorf("%s: winds %v", v.Name, winds)
			}
			if hands < 16 && v.Name != "family" {
				t.Errorf("%s: %d hands", v.Name, hands)
			}
			if _, err := g.Apply(Action{Seat: 0, Kind: ActNextHand}); err == nil {
				t.Error("next hand after the game")
			}
		}
	}
}
