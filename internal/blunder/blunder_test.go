package blunder

import (
	"sync"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// chosen is a bot that plays one fixed action.
type chosen rules.Action

func (c chosen) Act(rules.View) rules.Action { return rules.Action(c) }

// The counter sees what it counts: a ready hand broken with no threat
// and no value sought, and a concealed kong that leaves one live tile of
// five (24555577p with [333p] [7777z], the hand); the discards
// that keep the hand ready are no blunder.
func TestBlunderCounter(t *testing.T) {
	fam := rules.FamilyVariant()
	judge := func(v rules.View, a rules.Action) Counts {
		var out Counts
		w := &watch{b: chosen(a), adv: strategy.New(fam), mu: &sync.Mutex{}, out: &out}
		w.Act(v)
		return out
	}
	discard := func(s string) rules.Action {
		return rules.Action{Kind: rules.ActDiscard, Tile: scenetest.Tile(t, s)}
	}
	ready := scenetest.Scene{Variant: fam, Hand: "123m 456m 789s 111p 5p", Drawn: "7z"}.Turn(t)
	if b := judge(ready, discard("1p")); b.GiveUps != 1 {
		t.Errorf("breaking a ready hand: %+v", b)
	}
	for _, s := range []string{"5p", "7z"} {
		if b := judge(ready, discard(s)); b.GiveUps != 0 || b.KongCuts != 0 {
			t.Errorf("discarding %s keeps the hand ready: %+v", s, b)
		}
	}
	kong := scenetest.Scene{Variant: fam, Hand: "2455577p", Drawn: "5p",
		Melds: [rules.NumSeats][]rules.Meld{{scenetest.Pung(t, "3p"), {Kind: rules.Kong, Tile: scenetest.Tile(t, "7z"), Open: true}}}}.Turn(t)
	kong.Legal = append(kong.Legal, rules.Action{Kind: rules.ActConcealedKong, Tile: scenetest.Tile(t, "5p")})
	if b := judge(kong, rules.Action{Kind: rules.ActConcealedKong, Tile: scenetest.Tile(t, "5p")}); b.KongCuts != 1 {
		t.Errorf("the kong that cuts the waits: %+v", b)
	}
	if b := judge(kong, discard("2p")); b.KongCuts != 0 || b.GiveUps != 0 {
		t.Errorf("discarding 2p keeps the waits: %+v", b)
	}
}

// The counter sees the kinds of issue 23: a deal-in to [555m] [678m]
// (no character among five discards) with 1m while bamboos were held,
// and not with a bamboo, nor when only 1m kept the hand ready to win (a
// push, counted apart); a pung of 1m by the concealed 1123m 456p 789s
// 777z, ready to win, that leaves it open on 2 fan at most; a hand ready
// on 5m/8m with a red pung only (2 fan at most) kept deadRun turns, and
// not one fewer.
func TestBlunderCounterKinds(t *testing.T) {
	hk := rules.HKVariant()
	judge := func(v rules.View, a rules.Action, w *watch) *Counts {
		if w == nil {
			w = &watch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &Counts{}}
		}
		w.b = chosen(a)
		w.Act(v)
		return w.out
	}
	discard := func(s string) rules.Action {
		return rules.Action{Kind: rules.ActDiscard, Tile: scenetest.Tile(t, s)}
	}
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: scenetest.Tile(t, s), Open: true} }
	flush := func(hand, drawn string) rules.View {
		return scenetest.Scene{Variant: hk, Hand: hand, Drawn: drawn, Left: 40,
			Discards: [4]string{"1z", "9p 1s 2z 8p 4s", "", ""},
			Melds:    [4][]rules.Meld{nil, {scenetest.Pung(t, "5m"), chow("6m")}}}.Turn(t)
	}
	won := sim.Outcome{Winner: 1, From: 0}
	for _, c := range []struct {
		hand, drawn, given string
		dealIns, pushes    int
	}{
		{"16m 234679s 3z 11p", "7s", "1m", 1, 0},
		{"16m 234679s 3z 11p", "7s", "9s", 0, 0},
		{"1m 123456789s 555z", "7z", "1m", 0, 1}, // only 1m keeps the half flush ready to win: a push
	} {
		w := &watch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &Counts{}}
		judge(flush(c.hand, c.drawn), discard(c.given), w)
		w.ended(0, won)
		if w.out.FlushDealIns != c.dealIns || w.out.FlushPushes != c.pushes {
			t.Errorf("%s +%s gives %s: %d deal-ins, %d pushes, want %d, %d", c.hand, c.drawn, c.given,
				w.out.FlushDealIns, w.out.FlushPushes, c.dealIns, c.pushes)
		}
	}
	pung := rules.Action{Kind: rules.ActPung, Tile: scenetest.Tile(t, "1m")}
	claim := scenetest.Scene{Variant: hk, Hand: "1123m 456p 789s 777z"}.Claim(t, "1m", 3, pung)
	if b := judge(claim, pung, nil); b.ClaimCuts != 1 || b.ClaimWins != 1 {
		t.Errorf("the pung that loses the winning waits: %+v", b)
	}
	if b := judge(claim, rules.Action{Kind: rules.ActPass, Tile: rules.NoTile}, nil); b.ClaimCuts != 0 {
		t.Errorf("passing: %+v", b)
	}
	dead := scenetest.Scene{Variant: hk, Hand: "67m 234p 456s 99s", Drawn: "1z",
		Melds: [4][]rules.Meld{{scenetest.Pung(t, "7z")}}}.Turn(t)
	w := &watch{adv: strategy.New(hk), mu: &sync.Mutex{}, out: &Counts{}}
	for turn := 1; turn <= deadRun; turn++ {
		if b := judge(dead, discard("1z"), w); b.DeadHands != 0 && turn < deadRun || turn == deadRun && b.DeadHands != 1 {
			t.Errorf("turn %d of a dead hand kept: %+v", turn, b)
		}
	}
}

// The limits apply where their kind does: 3 flush deal-ins in 1,000
// hands are a strong level's fault in hk (a deal-in pays more than a
// win by another) and not in family; 3 claims cutting the win in hk
// (a minimum of fan) and not in classic; 6 ready hands given up are
// any level's, a club's too; the club is not held to the strong limits.
func TestFaults(t *testing.T) {
	hk, classic, fam := rules.HKVariant(), rules.ClassicVariant(), rules.FamilyVariant()
	for _, c := range []struct {
		v      rules.Variant
		counts Counts
		strong bool
		faults int
	}{
		{hk, Counts{Hands: 1000, FlushDealIns: 3}, true, 1},
		{hk, Counts{Hands: 1000, FlushDealIns: 2}, true, 0},
		{hk, Counts{Hands: 1000, FlushDealIns: 3}, false, 0},
		{fam, Counts{Hands: 1000, FlushDealIns: 3}, true, 0},
		{hk, Counts{Hands: 1000, ClaimCuts: 3, DeadHands: 3}, true, 2},
		{classic, Counts{Hands: 1000, ClaimCuts: 3, DeadHands: 3}, true, 0},
		{fam, Counts{Hands: 1000, GiveUps: 6}, false, 1},
		{fam, Counts{Hands: 1000, KongCuts: 1}, false, 1},
	} {
		if got := c.counts.Faults(c.v, c.strong); len(got) != c.faults {
			t.Errorf("%s %+v (strong %v): faults %q, want %d", c.v.Name, c.counts, c.strong, got, c.faults)
		}
	}
}
