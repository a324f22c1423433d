//go:build calibrate

// The measurements behind the bots' tables, and the tuning tallies; not
// tests: run them with -tags calibrate (see doc.go).

package bot

import (
	"fmt"
	"os"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Measures, for club bots, the chance that a seat holding a hand of
// shanten s (after its discard) with r own draws left goes on to win the
// hand, and how it varies with acceptance.
func BenchmarkCalibWin(t *testing.B) {
	if os.Getenv("BOTCALIB") == "" {
		t.Skip()
	}
	v, _ := rules.VariantByName(os.Getenv("BOTCALIB"))
	type rec struct{ s, r, acc int }
	var won, cnt [8][30]float64
	var accW, accN [8][8]float64 // by acceptance ratio bucket
	var accSum, accCnt [8]float64
	var all []struct {
		rec
		seat rules.Seat
		hand int
	}
	_ = all
	for seed := uint64(1); seed < 8000; seed++ {
		g, _ := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		var bots [4]*player
		for i := range bots {
			bots[i] = New(Club, v, seed*4+uint64(i)).(*player)
		}
		var recs [4][]rec
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(4) {
				vw := g.View(s)
				if len(vw.Legal) == 0 {
					continue
				}
				a := bots[s].Act(vw)
				if vw.Phase == rules.PhaseTurn && a.Kind == rules.ActDiscard {
					for _, c := range bots[s].adv.Candidates() {
						if c.Tile == a.Tile && c.Shanten >= 0 && c.Shanten < 8 {
							recs[s] = append(recs[s], rec{c.Shanten, min(vw.TilesLeft/4, 29), c.Tiles})
						}
					}
				}
				g.Apply(a)
				break
			}
		}
		res := g.Result()
		for s := range recs {
			w := 0.0
			if !res.Drawn && res.Winner == rules.Seat(s) {
				w = 1
			}
			for _, r := range recs[s] {
				won[r.s][r.r] += w
				cnt[r.s][r.r]++
				accSum[r.s] += float64(r.acc)
				accCnt[r.s]++
			}
		}
		for s := range recs {
			w := 0.0
			if !res.Drawn && res.Winner == rules.Seat(s) {
				w = 1
			}
			for _, r := range recs[s] {
				if r.r < 8 || r.r > 16 {
					continue
				}
				mean := accSum[r.s] / accCnt[r.s]
				b := min(int(4*float64(r.acc)/mean), 7)
				accW[r.s][b] += w
				accN[r.s][b]++
			}
		}
	}
	for s := range 7 {
		fmt.Printf("s%d:", s)
		for r := range 30 {
			if cnt[s][r] >= 30 {
				fmt.Printf(" %d:%.3f", r, won[s][r]/cnt[s][r])
			}
		}
		fmt.Println()
	}
	fmt.Println("var winTable = [7][25]float64{")
	for s := range 7 {
		fmt.Print("\t{")
		for r := range 25 {
			if cnt[s][r] > 0 {
				fmt.Printf("%.3f/%d, ", won[s][r]/cnt[s][r], int(cnt[s][r]))
			} else {
				fmt.Print("-, ")
			}
		}
		fmt.Println("},")
	}
	for s := range 7 {
		fmt.Printf("acc s%d mean %.1f:", s, accSum[s]/max(accCnt[s], 1))
		for b := range 8 {
			if accN[s][b] >= 30 {
				fmt.Printf(" %.2fx:%.3f(%d)", float64(b)/4+0.125, accW[s][b]/accN[s][b], int(accN[s][b]))
			}
		}
		fmt.Println()
	}
}

// Measures how often a club opponent is ready, by its discards and its
// claimed melds.
func BenchmarkCalibReady(t *testing.B) {
	if os.Getenv("BOTCALIB") == "" {
		t.Skip()
	}
	v, _ := rules.VariantByName(os.Getenv("BOTCALIB"))
	var ready, cnt [25][5]float64
	for seed := uint64(1); seed < 3000; seed++ {
		g, _ := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		var bots [4]*player
		for i := range bots {
			bots[i] = New(Club, v, seed*4+uint64(i)).(*player)
		}
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(4) {
				vw := g.View(s)
				if len(vw.Legal) == 0 {
					continue
				}
				if vw.Phase == rules.PhaseTurn {
					// every other seat's state now (each holds 13 tiles)
					for o := range rules.Seat(4) {
						if o == s {
							continue
						}
						ov := g.View(o)
						p := ov.Players[o]
						c := rules.CountsOf(p.Concealed)
						sh := rules.Shanten(&c, rules.JokersIn(p.Concealed), len(p.Melds), v.Forms)
						open := 0
						for _, m := range p.Melds {
							if m.Meld.Open {
								open++
							}
						}
						d := min(len(p.Discards), 24)
						cnt[d][min(open, 4)]++
						if sh <= 0 {
							ready[d][min(open, 4)]++
						}
					}
				}
				g.Apply(bots[s].Act(vw))
				break
			}
		}
	}
	for d := range 25 {
		fmt.Printf("d%2d:", d)
		for m := range 5 {
			if cnt[d][m] >= 50 {
				fmt.Printf("  m%d %.3f(%5d)", m, ready[d][m]/cnt[d][m], int(cnt[d][m]))
			}
		}
		fmt.Println()
	}
}

// In hk, the chance that a club hand wins by its target's distance.
func BenchmarkCalibHK(t *testing.B) {
	if os.Getenv("BOTCALIB") != "hk" {
		t.Skip()
	}
	v, _ := rules.VariantByName("hk")
	type rec struct{ kind, d, r int }
	var won, cnt [4][8][25]float64
	for seed := uint64(1); seed < 10000; seed++ {
		g, _ := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		var bots [4]*player
		for i := range bots {
			bots[i] = New(Club, v, seed*4+uint64(i)).(*player)
		}
		var recs [4][]rec
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(4) {
				vw := g.View(s)
				if len(vw.Legal) == 0 {
					continue
				}
				p := bots[s]
				a := p.Act(vw)
				if vw.Phase == rules.PhaseTurn && a.Kind == rules.ActDiscard {
					sh := p.adv.BaseShape()
					target := p.adv.Target(&sh)
					sh.C[a.Tile]--
					rc := strategy.Restrict(&sh.C, target.Keep)
					d := p.adv.PlanShanten(target, &rc, &sh)
					if d >= 0 && d < 8 {
						recs[s] = append(recs[s], rec{int(target.Kind), d, min(vw.TilesLeft/4, 24)})
					}
				}
				g.Apply(a)
				break
			}
		}
		res := g.Result()
		for s := range recs {
			w := 0.0
			if !res.Drawn && res.Winner == rules.Seat(s) {
				w = 1
			}
			for _, r := range recs[s] {
				won[r.kind][r.d][r.r] += w
				cnt[r.kind][r.d][r.r]++
			}
		}
	}
	for _, k := range []int{1, 3} {
		fmt.Printf("kind %d\n", k)
		for d := range 7 {
			fmt.Print("{")
			for r := range 25 {
				if cnt[k][d][r] > 0 {
					fmt.Printf("%.3f/%d, ", won[k][d][r]/cnt[k][d][r], int(cnt[k][d][r]))
				} else {
					fmt.Print("-, ")
				}
			}
			fmt.Println("},")
		}
	}
}
