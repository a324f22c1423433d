package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// At a table of three the advice reads only the seats in play and counts
// the tiles out of play (2m-8m, and the Norths, bonus tiles) as absent:
// checked at every decision of every seat of whole hands of hk, classic
// and family, the seats playing the advice. The position counts the four
// copies of each kind out of play as seen, never in the hand, never
// unseen; no wait, accepted draw or claimable tile is one of them; the
// empty seat 3 is no opponent (its entry stays empty, it is never the
// threat); a win on the next discard is supposed from the seat in play
// after this one.
func TestThreePlayersAbsentTiles(t *testing.T) {
	for _, v := range scenetest.ThreePlayerVariants(t) {
		name := v.Name
		advisors := [3]*Advisor{New(v), New(v), New(v)}
		var decisions, waits, threats, options int
		for seed := range uint64(12) {
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 300 + seed})
			if err != nil {
				t.Fatal(err)
			}
			scenetest.Play(t, g, false, func(view rules.View) rules.Action {
				a := advisors[view.Seat]
				adv := a.Advise(&view)
				decisions++
				checkThreeAdvice(t, name, a, &view, adv)
				waits += len(adv.Waits)
				options += len(adv.Discards)
				if adv.Threat != rules.NoSeat {
					threats++
				}
				return adv.Action
			})
		}
		t.Logf("%s: %d decisions, %d discard options, %d waits, %d with a threat", name, decisions, options, waits, threats)
		if decisions < 200 || options == 0 || waits == 0 || threats == 0 && name != rules.VariantFamily {
			t.Errorf("%s: the checks saw too little: %d decisions, %d options, %d waits, %d threats", name, decisions, options, waits, threats)
		}
	}
}

// checkThreeAdvice checks one piece of advice at a table of three.
func checkThreeAdvice(t *testing.T, name string, a *Advisor, v *rules.View, adv *Advice) {
	t.Helper()
	p := a.Position()
	out := v.OutOfPlay
	if v.SeatsInPlay != 3 || !out.Has(rules.North) || !out.Has(1) || !out.Has(7) || out.Has(0) || out.Has(8) {
		t.Fatalf("%s: %d seats, out of play %v", name, v.SeatsInPlay, out)
	}
	unseen := 0
	base := a.BaseShape()
	for k := range rules.Tile(rules.NumKinds) {
		left := 4 - int(p.Visible[k]) - int(p.Hand[k])
		if out.Has(k) && (p.Visible[k] != 4 || p.Hand[k] != 0 || a.UnseenIn(&base, k) != 0) {
			t.Fatalf("%s: %s out of play: visible %d, held %d, unseen %d", name, k, p.Visible[k], p.Hand[k], a.UnseenIn(&base, k))
		}
		unseen += left
	}
	if unseen != p.Unseen {
		t.Fatalf("%s: %d unseen, the kinds say %d", name, p.Unseen, unseen)
	}
	if p.Opp[3] != (Opponent{}) {
		t.Fatalf("%s: the empty seat read as an opponent: %+v", name, p.Opp[3])
	}
	if p.NextWind != v.Players[v.NextSeat(v.Seat)].Wind || p.NextWind == rules.WindNorth {
		t.Fatalf("%s: seat %d (%v): next wind %v", name, v.Seat, p.SeatWind, p.NextWind)
	}
	if adv.Threat == 3 || adv.TipSeat == 3 {
		t.Fatalf("%s: the empty seat is the threat (%d) or the tip's seat (%d)", name, adv.Threat, adv.TipSeat)
	}
	for _, w := range adv.Waits {
		if out.Has(w.Tile) || w.Left < 0 || w.Left > 4 {
			t.Fatalf("%s: a wait on %s (%d left)", name, w.Tile, w.Left)
		}
	}
	for _, o := range adv.Discards {
		if o.Accept&out != 0 || out.Has(o.Tile) {
			t.Fatalf("%s: discard %s accepts tiles out of play: %v", name, o.Tile, o.Accept&out)
		}
	}
	for _, x := range adv.Safe {
		if out.Has(x) {
			t.Fatalf("%s: %s out of play called safe", name, x)
		}
	}
}
