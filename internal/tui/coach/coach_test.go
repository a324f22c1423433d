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
	// 13 tiles: a pung of 5p makes the hand ready.
	ts := tiles(t, "123m 456m 78m 55p 99s 7s")
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

// heldView is seat 0 (East, in the East round) between turns with a
// hand and its melds.
func heldView(t *testing.T, hand string, melds ...rules.Meld) rules.View {
	v := rules.View{Seat: 0, Phase: rules.PhaseTurn, Turn: 1, TilesLeft: 60, Prevailing: rules.WindEast, Pending: rules.NoTile, PendingFrom: rules.NoSeat}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	v.Players[0].Concealed = tiles(t, hand)
	for _, m := range melds {
		v.Players[0].Melds = append(v.Players[0].Melds, rules.ExposedMeld{Meld: m, From: 3})
	}
	return v
}

// In hk a wait under the 3-fan minimum is not a wait to win on: with
// [777z] [123m] 456p 11z 99s, East in the East round, 1z makes 3 fan
// (the dragons, the seat wind, the round wind) and 9s only 1 or 2; with
// 22z instead of 11z no wait reaches 3: the hand is not ready to win.
func TestHKReadyCountsOnlyWinningWaits(t *testing.T) {
	red := rules.Meld{Kind: rules.Pung, Tile: rules.Red, Open: true}
	chow := rules.Meld{Kind: rules.Chow, Tile: 0, Open: true}
	a := Advise(heldView(t, "456p 11z 99s", red, chow), rules.HKVariant())
	if a.Shanten != 0 || !a.CanWin {
		t.Fatalf("shanten %d, can win %v: want ready to win", a.Shanten, a.CanWin)
	}
	ww := a.WinningWaits()
	if len(ww) != 1 || ww[0].Tile != rules.East || !ww[0].OnDiscard || !ww[0].SelfDrawn {
		t.Errorf("winning waits %+v, want 1z alone (self-drawn and on a discard)", ww)
	}
	for _, c := range a.Claimables {
		if c.Kind == ClaimWin && c.Tile != rules.East {
			t.Errorf("%v listed as a claim to win", c.Tile)
		}
	}
	a = Advise(heldView(t, "456p 22z 99s", red, chow), rules.HKVariant())
	if a.Shanten != 0 || a.CanWin || len(a.WinningWaits()) != 0 || len(a.Waits) != 2 {
		t.Errorf("22z: shanten %d, can win %v, waits %+v: want one tile from a shape no wait can win", a.Shanten, a.CanWin, a.Waits)
	}
	for _, c := range a.Claimables {
		if c.Kind == ClaimWin {
			t.Errorf("%v listed as a claim to win under 3 fan", c.Tile)
		}
	}
}

// A declared hand claims nothing but its win: classic ready, pow2
// calling.
func TestDeclaredHandOnlyWins(t *testing.T) {
	ts := tiles(t, "123m 456m 789m 55p 1s 2s")
	v := rules.View{Seat: 0, Phase: rules.PhaseClaim, Turn: 3, TilesLeft: 60, Pending: rules.Tile(9 + 4), PendingFrom: 3}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	v.Players[0].Concealed = ts
	v.Players[0].Declared = true
	pung := rules.Action{Kind: rules.ActPung, Tile: rules.Tile(9 + 4)}
	v.Legal = []rules.Action{pung, {Kind: rules.ActPass, Tile: rules.NoTile}}
	a := Advise(v, rules.ClassicVariant())
	if a.Claim == nil || a.Claim.Take || a.Claim.Tip != strategy.TipDeclared || a.Claim.Weighed != pung {
		t.Fatalf("declared: claim advice %+v, want a pass for the declaration, the pung weighed", a.Claim)
	}
}

// The claim advice says what the claim does: classic, the pung of 5p
// leaves the hand ready (waits 3m 6m 9m, 10 left) and gives up the
// concealed doubling. A hand ready already passes: it would give up its
// concealed doubling for fewer winning tiles.
func TestClaimEffect(t *testing.T) {
	ts := tiles(t, "123m 456m 78m 55p 99s 7s")
	v := rules.View{Seat: 0, Phase: rules.PhaseClaim, Turn: 3, TilesLeft: 60, Pending: rules.Tile(9 + 4), PendingFrom: 3}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	v.Players[0].Concealed = ts
	pung := rules.Action{Kind: rules.ActPung, Tile: rules.Tile(9 + 4)}
	v.Legal = []rules.Action{pung, {Kind: rules.ActPass, Tile: rules.NoTile}}
	a := Advise(v, rules.ClassicVariant())
	c := a.Claim
	if c == nil || !c.Take || c.Weighed != pung {
		t.Fatalf("claim advice %+v, want the pung", c)
	}
	e := c.Effect
	if c.Before != 1 || e.Shanten != 0 || !e.CanWin || e.WinTiles != 10 || e.Opens != 1 || e.MeldValue != 0 || e.Discard != rules.Tile(18+6) {
		t.Errorf("before %d, effect %+v: want from 1 to ready on 3m 6m 9m (10 left) after discarding 7s, the concealed doubling given up", c.Before, e)
	}
	v.Players[0].Concealed = tiles(t, "123m 456m 789m 55p 1s 2s")
	a = Advise(v, rules.ClassicVariant())
	if c := a.Claim; c == nil || c.Take || c.Before != 0 || !c.BeforeCanWin || c.Weighed != pung {
		t.Errorf("ready hand: claim advice %+v, want a pass", c)
	}
}

// An opponent's claim is explained from its seat: with open hands, a
// pung of red dragons by seat 1 is the claim of a value honour (tip 6),
// worth a fan in hk.
func TestWhyClaim(t *testing.T) {
	v := rules.View{Seat: 0, Phase: rules.PhaseClaim, Turn: 0, TilesLeft: 60, Pending: rules.Red, PendingFrom: 0, Open: true}
	for s := range v.Players {
		v.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	v.Players[0].Concealed = tiles(t, "123m 456m 789m 11p 2s 3s 4s")
	v.Players[1].Concealed = tiles(t, "147m 258p 369s 77z 1z 2z")
	pung := rules.Action{Seat: 1, Kind: rules.ActPung, Tile: rules.Red}
	c, ok := WhyClaim(v, rules.HKVariant(), pung)
	if !ok || !c.Take || c.Tip != strategy.TipHonourPairs || c.Effect.MeldValue != 1 || c.Weighed != pung {
		t.Errorf("why %+v (%v), want a value pung worth 1 fan", c, ok)
	}
	v.Players[1].Concealed = nil
	if _, ok := WhyClaim(v, rules.HKVariant(), pung); ok {
		t.Error("a hidden hand explained")
	}
}
