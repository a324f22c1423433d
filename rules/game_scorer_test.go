package rules

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// With the hk scorer a complete hand below 3 fan is neither offered nor
// accepted; the stand-in scorer accepts it.
func TestRealScorerHKMinimum(t *testing.T) {
	hk, err := HKVariant().NewScorer()
	if err != nil {
		t.Fatal(err)
	}
	rel := [4]string{hD, hC, "99s 147m 258p 36p 11z 4z", "222m 567m 234p 678s 9s"}
	for _, real := range []bool{true, false} {
		sc := scenario{v: HKVariant(), rel: rel, draws: "9s"}
		if real {
			sc.scorer = hk
		}
		g := sc.game(t)
		play(t, g, "0 discard 7z")
		passAll(t, g)
		play(t, g, "1 discard 9s")
		if real {
			wantLegal(t, g, 3)
			refuse(t, g, "3 win", IllegalWinNotAllowed, ReasonBelowMinimum)
		} else {
			wantLegal(t, g, 3, "3 win", "3 pass")
		}
	}
}

// Whole games with each variant's own scorer (Variant.NewScorer): the
// invariants hold, wins meet the variant's minimum, payments balance
// (classic: only the winner scores).
func TestRealScorersPlay(t *testing.T) {
	stays, _ := Pow2Variant().With(MustParseOptions("min-points=3"))
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	hands := soak.Size(100, 300)
	for _, v := range []Variant{HKVariant(), ClassicVariant(), jok, FamilyVariant(), Pow2Variant(), stays} {
		sc, err := v.NewScorer()
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(uint64(len(v.Name)))
		played, wins := 0, 0
		for seed := uint64(1); played < hands; seed++ {
			g, err := NewGame(Config{Variant: v, Seed: seed, Scorer: sc})
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 8 && !g.Over(); n++ {
				for g.Phase() != PhaseHandOver && g.Phase() != PhaseGameOver {
					if _, err := g.Apply(greedyPolicy(g, r, allLegal(g))); err != nil {
						t.Fatal(err)
					}
					checkGame(t, g)
				}
				played++
				res := g.Result()
				if !res.Drawn {
					wins++
					s := res.Score
					if !s.Winning {
						t.Fatalf("%s: a refused score won: %+v", v.Name, s)
					}
					switch v.Scoring {
					case ScoringFan:
						if s.Total < 3 {
							t.Fatalf("hk win of %d fan", s.Total)
						}
					case ScoringPow2:
						if s.Total < v.MinPoints {
							t.Fatalf("pow2 win of %d points, minimum %d", s.Total, v.MinPoints)
						}
					}
					sum := 0
					for seat, p := range res.Payments {
						sum += p
						if v.Scoring == ScoringClassic && Seat(seat) != res.Winner && p != 0 {
							t.Fatalf("classic: seat %d pays %d", seat, p)
						}
					}
					if (v.Scoring == ScoringFan || v.Scoring == ScoringPow2) && sum != 0 {
						t.Fatalf("%s: payments %v do not balance", v.Name, res.Payments)
					}
					if v.Scoring != ScoringNone && res.Payments[res.Winner] <= 0 {
						t.Fatalf("%s: the winner gets %d", v.Name, res.Payments[res.Winner])
					}
				}
				if !g.Over() {
					play(t, g, "0 next")
				}
			}
		}
		if wins == 0 {
			t.Errorf("%s: no win in %d hands", v.Name, played)
		}
		t.Logf("%s: %d hands, %d wins", v.Name, played, wins)
	}
}
