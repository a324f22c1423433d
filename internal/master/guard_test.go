package master

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

// The search is not let make the expert's blunders of issue 23: the
// pung of 1m by the concealed 1123m 456p 789s 777z (ready to win; the
// pung leaves it open on 2 fan at most) is never weighed in hk, and
// passing is; 123m 456m 789s 111p 5p drawing 7z may not give up its wait
// for 1p, unless an opponent shows three melds.
func TestSearchKeepsTheGuards(t *testing.T) {
	hk, fam := rules.HKVariant(), rules.FamilyVariant()
	m := New(bot.Master, hk, 1).(*Bot)
	pung := rules.Action{Kind: rules.ActPung, Tile: scenetest.Tile(t, "1m")}
	claim := scenetest.Scene{Variant: hk, Hand: "1123m 456p 789s 777z"}.Claim(t, "1m", 3, pung)
	m.adv.Read(&claim)
	if !m.cutsMinimum(&claim, pung) {
		t.Error("the pung that leaves no winning wait is weighed")
	}
	if m.cutsMinimum(&claim, rules.Action{Kind: rules.ActPass, Tile: rules.NoTile}) {
		t.Error("passing is taken for a claim that cuts the minimum")
	}
	f := New(bot.Master, fam, 1).(*Bot)
	discard := func(s string) rules.Action { return rules.Action{Kind: rules.ActDiscard, Tile: scenetest.Tile(t, s)} }
	ready := scenetest.Scene{Variant: fam, Hand: "123m 456m 789s 111p 5p", Drawn: "7z"}.Turn(t)
	f.adv.Read(&ready)
	if !f.givesUpReady(&ready, discard("7z"), discard("1p")) || f.givesUpReady(&ready, discard("7z"), discard("5p")) {
		t.Error("giving up the ready hand for 1p is weighed, or keeping it for 5p is not")
	}
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: scenetest.Tile(t, s), Open: true} }
	threat := scenetest.Scene{Variant: fam, Hand: "123m 456m 789s 111p 5p", Drawn: "7z",
		Melds: [rules.NumSeats][]rules.Meld{nil, {chow("1s"), chow("4s"), chow("7p")}}}.Turn(t)
	f.adv.Read(&threat)
	if f.givesUpReady(&threat, discard("7z"), discard("1p")) {
		t.Error("folding against three melds shown is held back")
	}
}

// Against an opponent showing a flush in characters ([456m] [333z]
// [789m], no character among five discards), the safe tiles weighed
// are those of another suit, and neither a character nor an honour,
// though another opponent declared (the flush is the threat to be safe
// against); against a hand of two melds in two suits, only the tiles
// every threat discarded.
func TestSafeTilesAgainstAFlush(t *testing.T) {
	v := rules.Pow2Variant()
	m := New(bot.Master, v, 1).(*Bot)
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: scenetest.Tile(t, s), Open: true} }
	sc := flushScene(t, v)
	view := sc.Turn(t)
	m.adv.Read(&view)
	safe := m.safeTiles(&view, scenetest.Tile(t, "4m"))
	if len(safe) == 0 {
		t.Fatal("no safe tile against the flush")
	}
	for _, x := range safe {
		if g := int(x) / 9; x.IsHonour() || g == 0 {
			t.Errorf("%v weighed as safe against a flush in characters: %v", x, safe)
		}
	}
	if !slices.Contains(safe, scenetest.Tile(t, "9s")) {
		t.Errorf("9s not weighed: %v", safe)
	}
	sc.Melds[1] = []rules.Meld{chow("4m"), chow("7p")}
	view = sc.Turn(t)
	m.adv.Read(&view)
	if safe := m.safeTiles(&view, scenetest.Tile(t, "4m")); len(safe) != 0 {
		t.Errorf("against two melds in two suits and a declared hand: %v, want none (no tile held was discarded by both)", safe)
	}
}

// Where a deal-in costs no more than another's win (classic and family:
// only the winner scores), no safe tile is weighed, even against the
// flush of TestSafeTilesAgainstAFlush: folding there only gives up the
// hand's own chance.
func TestNoSafeTilesWhereADealInCostsNothing(t *testing.T) {
	for _, v := range []rules.Variant{rules.ClassicVariant(), rules.FamilyVariant()} {
		m := New(bot.Master, v, 1).(*Bot)
		view := flushScene(t, v).Turn(t)
		m.adv.Read(&view)
		if safe := m.safeTiles(&view, scenetest.Tile(t, "4m")); len(safe) != 0 {
			t.Errorf("%s: safe tiles %v weighed, want none", v.Name, safe)
		}
	}
}

// flushScene is the turn of 4m 26p 5579s 1z drawing 7p, against a flush
// in characters shown by seat 1 ([456m] [333z] [789m], no character
// among its five discards) and a declared seat 3.
func flushScene(t *testing.T, v rules.Variant) scenetest.Scene {
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: scenetest.Tile(t, s), Open: true} }
	return scenetest.Scene{Variant: v, Hand: "4m 26p 5579s 1z", Drawn: "7p", Left: 30,
		Discards: [4]string{"1z", "9p 1s 2z 8p 4s", "", "1s 2s"},
		Melds:    [4][]rules.Meld{{scenetest.Pung(t, "1p")}, {chow("4m"), scenetest.Pung(t, "3z"), chow("7m")}},
		Declared: [4]bool{3: true}}
}
