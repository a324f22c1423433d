//go:build calibrate

package bot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tallies what each level does in expert,club,club,club games.
func BenchmarkCalibTally(t *testing.B) {
	if os.Getenv("BOTTALLY") == "" {
		t.Skip()
	}
	v, _ := rules.VariantByName(os.Getenv("BOTTALLY"))
	n, _ := strconv.Atoi(os.Getenv("BOTN"))
	if n == 0 {
		n = 1000
	}
	type tally struct {
		hands, chow, pung, kong, declare, wins, self, dealin int
		total, won, lost                                     int
		winTotal                                             int // score totals of wins
		claimHands                                           int
	}
	var tl [2]tally
	for i := range n {
		seed := uint64(i + 1)
		g, _ := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		lv := [4]Level{Club, Club, Club, Club}
		lv[i%4] = Expert
		var bots [4]Bot
		for s := range bots {
			bots[s] = New(lv[s], v, seed*8+uint64(s))
		}
		var claimed [4]bool
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(4) {
				vw := g.View(s)
				if len(vw.Legal) == 0 {
					continue
				}
				a := bots[s].Act(vw)
				k := 0
				if lv[s] == Expert {
					k = 1
				}
				switch a.Kind {
				case rules.ActChow:
					tl[k].chow++
					claimed[s] = true
				case rules.ActPung:
					tl[k].pung++
					claimed[s] = true
				case rules.ActKong:
					tl[k].kong++
				case rules.ActDiscard:
					if a.Declare {
						tl[k].declare++
					}
				}
				g.Apply(a)
				break
			}
		}
		r := g.Result()
		for s := range rules.Seat(4) {
			k := 0
			if lv[s] == Expert {
				k = 1
			}
			tl[k].hands++
			if claimed[s] {
				tl[k].claimHands++
			}
			tl[k].total += r.Payments[s]
			if !r.Drawn && r.Winner == s {
				tl[k].wins++
				tl[k].winTotal += r.Score.Total
				tl[k].won += r.Payments[s]
				if r.From == rules.NoSeat {
					tl[k].self++
				}
			} else {
				tl[k].lost += r.Payments[s]
			}
			if !r.Drawn && r.From == s {
				tl[k].dealin++
			}
		}
	}
	for k, name := range []string{"club", "expert"} {
		x := tl[k]
		h := float64(x.hands)
		fmt.Printf("%-6s win %.3f self %.3f dealin %.3f | chow %.2f pung %.2f kong %.3f declare %.2f claimHands %.2f | avgTotal/win %.2f won/hand %.2f lost/hand %.2f net %.2f\n",
			name, float64(x.wins)/h, float64(x.self)/h, float64(x.dealin)/h, float64(x.chow)/h, float64(x.pung)/h, float64(x.kong)/h, float64(x.declare)/h, float64(x.claimHands)/h,
			float64(x.winTotal)/float64(max(x.wins, 1)), float64(x.won)/h, float64(x.lost)/h, float64(x.total)/h)
	}
}
