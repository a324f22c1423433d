//go:build calibrate

package bot

import (
	"fmt"
	"os"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Compares the expert's predicted deal-in chance with what happens, for
// every discard by every seat (the prediction made from that seat's view).
func BenchmarkCalibDanger(t *testing.B) {
	if os.Getenv("BOTDCAL") == "" {
		t.Skip()
	}
	v, _ := rules.VariantByName(os.Getenv("BOTDCAL"))
	var pred, real, cnt [10]float64
	for i := range 1500 {
		seed := uint64(i + 1)
		g, _ := rules.NewGame(rules.Config{Variant: v, Seed: seed})
		var bots [4]Bot
		for s := range bots {
			bots[s] = New(Club, v, seed*8+uint64(s))
		}
		probe := New(Expert, v, 1).(*player)
		for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
			for s := range rules.Seat(4) {
				vw := g.View(s)
				if len(vw.Legal) == 0 {
					continue
				}
				a := bots[s].Act(vw)
				var p float64
				if a.Kind == rules.ActDiscard {
					probe.view = vw
					probe.adv.Read(&probe.view)
					probe.adv.BaseShape()
					probe.prepareDanger()
					p, _ = probe.danger(a.Tile)
				}
				g.Apply(a)
				if a.Kind == rules.ActDiscard {
					// settle the claim window with the bots, then see who won
					for g.Phase() == rules.PhaseClaim {
						for o := range rules.Seat(4) {
							ov := g.View(o)
							if len(ov.Legal) > 0 {
								g.Apply(bots[o].Act(ov))
								break
							}
						}
					}
					hit := 0.0
					if r := g.Result(); r != nil && !r.Drawn && r.From == s {
						hit = 1
					}
					b := min(int(p*100), 9)
					pred[b] += p
					real[b] += hit
					cnt[b]++
				}
				break
			}
		}
	}
	for b := range 10 {
		if cnt[b] > 0 {
			fmt.Printf("bucket %d%%: n %6.0f predicted %.4f real %.4f\n", b, cnt[b], pred[b]/cnt[b], real[b]/cnt[b])
		}
	}
}
