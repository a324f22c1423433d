package coach

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

func tiles(t *testing.T, s string) []rules.Tile {
	t.Helper()
	ts, err := rules.ParseTiles(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// turnView is seat 0 on its turn with a hand (the last tile drawn), every
// discard legal.
func turnView(t *testing.T, hand string, left int) rules.View {
	ts := tiles(t, hand)
	v := rules.View{Seat: 0, Phase: rules.PhaseTurn, Turn: 0, TilesLeft: left, Prevailing: rules.WindEast, Pending: rules.NoTile}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	me := &v.Players[0]
	me.Concealed, me.Drawn, me.ConcealedCount = ts[:len(ts)-1], ts[len(ts)-1], len(ts)
	slices.Sort(me.Concealed)
	for _, x := range ts {
		v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: x})
	}
	return v
}

func TestIsolatedHonourFirst(t *testing.T) {
	v := turnView(t, "123m 456p 78s 99s 2m 5p 3z 1p", 60)
	a := Advise(v, rules.HKVariant())
	if a.Discard != rules.West || a.Tip != strategy.TipIsolated {
		t.Errorf("suggested %v (tip %d), want 3z for tip 1", a.Discard, a.Tip)
	}
}

func TestReadyWaitsWithCopiesLeft(t *testing.T) {
	// 123m 456m 789m 123p 5p 9s: discarding 9s waits on 5p, discarding 5p
	// on 9s; a 9s is out, so 5p has more copies left (tip 3).
	v := turnView(t, "123m 456m 789m 123p 5p 9s", 60)
	v.Players[1].Discards = []rules.Discard{{Tile: rules.Tile(18 + 8)}} // a 9s is out
	a := Advise(v, rules.HKVariant())
	if a.Discard != rules.Tile(18+8) || a.Shanten != 0 || a.Tip != strategy.TipReadDiscards || a.Visible != 1 {
		t.Fatalf("suggested %v shanten %d tip %d (%d visible), want 9s, ready, tip 3 with 1 visible", a.Discard, a.Shanten, a.Tip, a.Visible)
	}
	if len(a.Waits) != 1 || a.Waits[0].Tile != rules.Tile(9+4) || a.Waits[0].Left != 3 || !a.Waits[0].Wins {
		t.Errorf("waits %+v, want 5p with 3 left (one in hand), a legal win", a.Waits)
	}
}

func TestKeepHonourPairs(t *testing.T) {
	// A pair of red dragons and a pair of 9p: both break equally; keep the
	// dragons.
	v := turnView(t, "123m 456m 78s 77z 99p 1s 5p", 60)
	a := Advise(v, rules.HKVariant())
	if a.Discard == rules.Red {
		t.Errorf("the coach breaks the dragon pair (tip %d)", a.Tip)
	}
}

func TestDefendLate(t *testing.T) {
	v := turnView(t, "19m 19p 19s 1234z 55z 6z 7z", 10)
	// Seat 2 has two melds and discarded 6z and 9m.
	v.Players[2].Melds = []rules.ExposedMeld{{Meld: rules.Meld{Kind: rules.Pung, Tile: 0, Open: true}}, {Meld: rules.Meld{Kind: rules.Pung, Tile: 1, Open: true}}}
	v.Players[2].Discards = []rules.Discard{{Tile: rules.Green}, {Tile: rules.Tile(8)}}
	a := Advise(v, rules.HKVariant())
	if !a.Late || a.Threat != 2 {
		t.Fatalf("late %v threat %v", a.Late, a.Threat)
	}
	if !slices.Equal(a.Safe, []rules.Tile{8, rules.Green}) {
		t.Errorf("safe %v, want 9m 6z", a.Safe)
	}
}

func TestReadyReminder(t *testing.T) {
	v := turnView(t, "123m 456m 789m 123p 5p 9s", 60)
	v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: rules.Tile(18 + 8), Declare: true})
	if !Advise(v, rules.ClassicVariant()).ReadyReminder {
		t.Error("no ready reminder in classic")
	}
	p := Advise(v, rules.Pow2Variant())
	if p.ReadyReminder || !p.CallReminder {
		t.Errorf("pow2: ready reminder %v, call reminder %v; want a call reminder only", p.ReadyReminder, p.CallReminder)
	}
}

func TestClaimAdvice(t *testing.T) {
	// 13 tiles: a pung of 5p makes the hand ready; a chow of 3s does little.
	ts := tiles(t, "123m 456m 789m 55p 1s 2s")
	v := rules.View{Seat: 0, Phase: rules.PhaseClaim, Turn: 3, TilesLeft: 60, Pending: rules.Tile(9 + 4), PendingFrom: 3}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	v.Players[0].Concealed = ts
	pungAct := rules.Action{Kind: rules.ActPung, Tile: rules.Tile(9 + 4)}
	v.Legal = []rules.Action{pungAct, {Kind: rules.ActPass, Tile: rules.NoTile}}
	a := Advise(v, rules.ClassicVariant())
	if a.Claim == nil || !a.Claim.Take || !a.Claim.Ready || a.Claim.Action != pungAct || a.Action != pungAct {
		t.Fatalf("classic claim advice %+v, want take the pung (ready)", a.Claim)
	}
	found := false
	for _, c := range a.Claimables {
		if c.Tile == rules.Tile(9+4) && c.Kind == ClaimPung {
			found = true
		}
	}
	if !found {
		t.Errorf("5p not listed as claimable: %+v", a.Claimables)
	}
	// In hk the same pung leaves a ready hand that can never reach 3 fan
	// (claimed, no value): pass, and name the pass.
	a = Advise(v, rules.HKVariant())
	if a.Claim == nil || a.Claim.Take || a.Claim.Action.Kind != rules.ActPass || a.Action.Kind != rules.ActPass {
		t.Errorf("hk claim advice %+v, want pass", a.Claim)
	}
}
