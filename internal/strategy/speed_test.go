package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tip 5 where any complete hand wins: a claim that brings the hand a
// step closer has the purpose of finishing it (classic), while hk, which
// needs value, keeps to its narrower claims; no rule set claims to stay
// as close as before.
func TestSpeedClaims(t *testing.T) {
	far := scene{Hand: "234m 57p 36s 99s 147m 3z"}
	chow := rules.Action{Kind: rules.ActChow, Tile: tile(t, "5p")}
	v := far.Claim(t, "6p", 3, chow)
	if a := Advise(v, classic); a.Action.Kind != rules.ActChow || a.Tip != TipClaimPurpose {
		t.Errorf("classic: %v (tip %d), want the chow that brings the hand closer", a.Action, a.Tip)
	}
	if a := Advise(v, hk); a.Action.Kind != rules.ActPass {
		t.Errorf("hk: %v, want pass (far from ready, no target served)", a.Action)
	}
	// Ready on 2p-5p: a chow of 789s leaves it ready, nothing more.
	ready := scene{Hand: "22456m 34p 123789s"}.Claim(t, "7s", 3, rules.Action{Kind: rules.ActChow, Tile: tile(t, "7s")})
	for _, variant := range []rules.Variant{classic, hk, pow2} {
		if a := Advise(ready, variant); a.Action.Kind != rules.ActPass {
			t.Errorf("%s: a ready hand plays %v, want pass", variant.Name, a.Action)
		}
	}
}

// A kong never cuts a live wait: 24555577p with [333p] and [7777z]
// declared waits on 3p, 4p and 6p after discarding 2p; a concealed kong
// of 5p would leave 2477p, waiting on the last 3p. Claimed, a kong of 5p
// on 123m 456m 999s 5556p would leave a single wait on 6p of the 4p, 6p
// and 7p it waits on.
func TestKongKeepsLiveWaits(t *testing.T) {
	meld := func(k rules.MeldKind, s string) rules.Meld { return rules.Meld{Kind: k, Tile: tile(t, s), Open: true} }
	sc := scene{Hand: "2455577p", Drawn: "5p",
		Melds: [4][]rules.Meld{{meld(rules.Pung, "3p"), meld(rules.Kong, "7z")}}}
	v := sc.Turn(t)
	v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActConcealedKong, Tile: tile(t, "5p")})
	for _, variant := range []rules.Variant{classic, pow2} {
		if a := Advise(v, variant); a.Action.Kind != rules.ActDiscard || a.Shanten != 0 {
			t.Errorf("%s: %v (shanten %d), want a discard that keeps the hand ready", variant.Name, a.Action, a.Shanten)
		}
	}
	claimed := scene{Hand: "123m 456m 999s 5556p"}.Claim(t, "5p", 2,
		rules.Action{Kind: rules.ActPung, Tile: tile(t, "5p")}, rules.Action{Kind: rules.ActKong, Tile: tile(t, "5p")})
	if a := Advise(claimed, classic); a.Action.Kind != rules.ActPass {
		t.Errorf("claimed: %v, want pass", a.Action)
	}
	// The same kong on an open hand whose waits it keeps (123m [456m]
	// 78p 99s: 6p and 9p either way) is taken: it costs nothing and draws
	// a tile. Concealed, the hand keeps its concealed doubling in classic
	// (the kong brings it no closer); the family game pays nothing for it.
	kong := []rules.Action{{Kind: rules.ActPung, Tile: tile(t, "5p")}, {Kind: rules.ActKong, Tile: tile(t, "5p")}}
	open := scene{Hand: "123m 555p 78p 99s", Melds: [4][]rules.Meld{{meld(rules.Chow, "4m")}}}.Claim(t, "5p", 2, kong...)
	if a := Advise(open, classic); a.Action.Kind != rules.ActKong {
		t.Errorf("claimed kong that keeps the waits: %v, want the kong", a.Action)
	}
	concealed := scene{Hand: "123m 456m 555p 78p 99s"}.Claim(t, "5p", 2, kong...)
	if a := Advise(concealed, classic); a.Action.Kind != rules.ActPass {
		t.Errorf("classic, concealed hand: %v, want pass (the concealed doubling kept)", a.Action)
	}
	if a := Advise(concealed, rules.FamilyVariant()); a.Action.Kind != rules.ActKong {
		t.Errorf("family, concealed hand: %v, want the kong", a.Action)
	}
}

// Far from ready, a concealed hand does not open itself for a chow where
// the rule set pays for concealment (classic); the family game takes it.
func TestFarChowKeepsConcealed(t *testing.T) {
	v := scene{Hand: "258m 57p 36s 99s 147s 1z"}.Claim(t, "6p", 3, rules.Action{Kind: rules.ActChow, Tile: tile(t, "5p")})
	if a := Advise(v, classic); a.Action.Kind != rules.ActPass {
		t.Errorf("classic: %v, want pass", a.Action)
	}
	if a := Advise(v, rules.FamilyVariant()); a.Action.Kind != rules.ActChow {
		t.Errorf("family: %v, want the chow", a.Action)
	}
}

// What a deal-in costs is read from each scorer.
func TestDealInShare(t *testing.T) {
	for _, c := range []struct {
		v    rules.Variant
		want func(float64) bool
	}{
		{hk, func(x float64) bool { return x == 1 }},
		{pow2, func(x float64) bool { return x > 0 && x < 0.5 }},
		{classic, func(x float64) bool { return x == 0 }},
		{rules.FamilyVariant(), func(x float64) bool { return x == 0 }},
	} {
		a := New(c.v)
		if x := a.Values().DealInShare; !c.want(x) {
			t.Errorf("%s: deal-in share %v", c.v.Name, x)
		}
		if a.Defends() != (a.Values().DealInShare > 0) {
			t.Errorf("%s: Defends %v", c.v.Name, a.Defends())
		}
	}
}

// Tip 2 one draw further: of two discards one step from ready, the one
// whose accepted draws lead to the wider waits is kept, though both
// keep as many tiles today (the advice says tip 2).
func TestLookFurther(t *testing.T) {
	v := scene{Hand: "33m 56789p 567799s", Drawn: "5p"}.Turn(t)
	a := Advise(v, classic)
	var wide, narrow DiscardOption
	for _, o := range a.Discards {
		switch o.Tile {
		case tile(t, "5p"):
			wide = o
		case tile(t, "9s"):
			narrow = o
		}
	}
	if a.Discard != tile(t, "5p") || a.Tip != TipTwoSided || wide.Tiles > narrow.Tiles || wide.Shanten != narrow.Shanten {
		t.Fatalf("advice %v (tip %d); 5p %+v, 9s %+v", a.Discard, a.Tip, wide, narrow)
	}
	sh := New(classic)
	sh.Read(&v)
	shape := sh.BaseShape()
	sh.ListCandidates(&shape)
	var cw, cn *Candidate
	for i := range sh.cands {
		switch sh.cands[i].Tile {
		case tile(t, "5p"):
			cw = &sh.cands[i]
		case tile(t, "9s"):
			cn = &sh.cands[i]
		}
	}
	if w, n := sh.SecondOrder(&shape, cw), sh.SecondOrder(&shape, cn); w <= n {
		t.Errorf("second order: 5p %d, 9s %d", w, n)
	}
}
