package strategy

import (
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

var (
	hk      = rules.HKVariant()
	classic = rules.ClassicVariant()
	pow2    = rules.Pow2Variant()
)

// discardTip checks the advised discard and its tip.
func discardTip(t *testing.T, variant rules.Variant, v rules.View, want string, tip Tip) Advice {
	t.Helper()
	a := Advise(v, variant)
	if a.Discard != tile(t, want) || a.Action.Kind != rules.ActDiscard || a.Action.Tile != a.Discard || a.Tip != tip {
		t.Errorf("advice: %v (discard %v, tip %d), want discard %s for tip %d", a.Action, a.Discard, a.Tip, want, tip)
	}
	if len(a.Discards) == 0 || a.Discards[0].Tile != a.Discard && a.Tip != TipDefend {
		t.Errorf("ranked discards %+v do not start with %v", a.Discards, a.Discard)
	}
	return a
}

// Tip 1: the isolated honour goes first.
func TestAdviseTipIsolated(t *testing.T) {
	discardTip(t, classic, scene{Hand: "234m 567p 234s 55s 9m 4z", Drawn: "1p"}.Turn(t), "4z", TipIsolated)
}

// Tip 2: the two-sided wait (3m-6m, 8 tiles) beats the closed one.
func TestAdviseTipTwoSided(t *testing.T) {
	a := discardTip(t, classic, scene{Hand: "567p 234s 678s 55s 4m 5m", Drawn: "7m"}.Turn(t), "7m", TipTwoSided)
	if a.Shanten != 0 || len(a.Waits) != 2 || a.Waits[0].Tile != tile(t, "3m") || a.Waits[1].Tile != tile(t, "6m") {
		t.Errorf("shanten %d, waits %+v; want ready on 3m and 6m", a.Shanten, a.Waits)
	}
}

// Tip 3: of two isolated dragons, the one whose other copies are out.
func TestAdviseTipReadDiscards(t *testing.T) {
	sc := scene{Hand: "234m 567p 234s 55s 1p 5z", Drawn: "6z", Discards: [4]string{"", "6z", "6z", "6z"}}
	a := discardTip(t, classic, sc.Turn(t), "6z", TipReadDiscards)
	if a.Discards[0].Seen != 3 {
		t.Errorf("6z seen %d times, want 3", a.Discards[0].Seen)
	}
}

// Tip 4: late, far from ready, a tile the most advanced opponent
// discarded; early, no threat at all. "Late" is LateTiles, for every
// reader of the advice. The defence applies where a deal-in costs the
// discarder more than another loser (pow2, hk), not in classic, where
// only the winner scores: there the threat is named, and the hand plays
// on.
func TestAdviseTipDefend(t *testing.T) {
	sc := scene{Hand: "24m 57p 36s 77z 1p 9m 6s 2z", Drawn: "9s",
		Discards: [4]string{"", "1z 9p 3m 6s 8m 4p 1s 5m", "", ""},
		Melds:    [4][]rules.Meld{nil, {pung(t, "5z"), pung(t, "1m")}, nil, nil}}
	sc.Left = LateTiles + 1
	early := Advise(sc.Turn(t), pow2)
	if early.Late || early.Threat != rules.NoSeat || early.Tip == TipDefend {
		t.Errorf("early: late %v, threat %v, tip %d", early.Late, early.Threat, early.Tip)
	}
	sc.Left = LateTiles
	a := discardTip(t, pow2, sc.Turn(t), "6s", TipDefend)
	if !a.Late || a.Threat != 1 || a.TipSeat != 1 || !slices.Equal(a.Safe, tiles(t, "6s")) {
		t.Errorf("late %v, threat %v (tip seat %v), safe %v; want seat 1, safe 6s", a.Late, a.Threat, a.TipSeat, a.Safe)
	}
	// The advised discard comes first, although the tips alone rank it
	// behind discards a step closer to ready.
	if o := a.Discards[0]; !o.Safe || o.Steps <= a.Discards[1].Steps {
		t.Errorf("ranked discards %+v: want the safe 6s first, ahead of closer ones", a.Discards[:2])
	}
	if c := Advise(sc.Turn(t), classic); c.Tip == TipDefend || c.Threat != 1 || c.Discard == tile(t, "6s") {
		t.Errorf("classic: tip %d, threat %v, discard %v; want the threat named and no defence", c.Tip, c.Threat, c.Discard)
	}
	// A declared opponent is a threat at once.
	sc.Left, sc.Declared[2] = 70, true
	if a := Advise(sc.Turn(t), pow2); a.Threat != 2 || a.Late {
		t.Errorf("threat %v (late %v), want the declared seat 2", a.Threat, a.Late)
	}
}

// Tip 5: claims with a purpose only, naming the exact option; a pass is
// named too.
func TestAdviseTipClaimPurpose(t *testing.T) {
	pungOf := func(s string) rules.Action { return rules.Action{Seat: 0, Kind: rules.ActPung, Tile: tile(t, s)} }
	plain := scene{Hand: "55m 28p 36s 9s 147m 3z 4z"}.Claim(t, "5m", 2, pungOf("5m"))
	a := Advise(plain, classic)
	if a.Claim == nil || a.Claim.Take || a.Claim.Action.Kind != rules.ActPass || a.Action != a.Claim.Action || a.Claim.Tip != TipClaimPurpose {
		t.Errorf("plain pung: %+v, want pass (tip 5)", a.Claim)
	}
	dragon := scene{Hand: "77z 28p 36s 9s 147m 3z 4z"}.Claim(t, "7z", 2, pungOf("7z"))
	a = Advise(dragon, classic)
	if a.Claim == nil || !a.Claim.Take || a.Claim.Action != pungOf("7z") || a.Claim.Tip != TipHonourPairs {
		t.Errorf("dragon pung: %+v, want the pung (a value honour)", a.Claim)
	}
	// 234m 567p 99s 1z with 3s 4s 6s 7s: of the chows on 5s, 345s leaves
	// 67s (two-sided), 456s 37s, 567s 34s (two-sided too); the advice
	// names one that makes the hand ready, and the club's.
	chow := func(low string) rules.Action { return rules.Action{Seat: 0, Kind: rules.ActChow, Tile: tile(t, low)} }
	finish := scene{Hand: "234m 567p 99s 46s 78s 1z"}.Claim(t, "5s", 3, chow("4s"), chow("5s"))
	a = Advise(finish, classic)
	if a.Claim == nil || !a.Claim.Take || !a.Claim.Ready || a.Claim.Tip != TipClaimPurpose || a.Claim.Action.Kind != rules.ActChow {
		t.Fatalf("finishing chow: %+v, want a chow that makes the hand ready", a.Claim)
	}
	if !slices.Contains(finish.Legal, a.Claim.Action) {
		t.Errorf("claim advice %v is not one of the legal actions %v", a.Claim.Action, finish.Legal)
	}
}

// Tip 6: a dragon pair is kept where another pair is broken.
func TestAdviseTipHonourPairs(t *testing.T) {
	a := Advise(scene{Hand: "234m 567p 23s 77z 44z 6s", Drawn: "8s"}.Turn(t), classic)
	rank := func(s string) int {
		return slices.IndexFunc(a.Discards, func(o DiscardOption) bool { return o.Tile == tile(t, s) })
	}
	if rank("7z") < rank("4z") {
		t.Errorf("the red dragon pair ranks before the north wind pair: %+v", a.Discards)
	}
	if a.Discard == tile(t, "7z") {
		t.Errorf("advised breaking the dragon pair (tip %d)", a.Tip)
	}
}

// hk: a ready hand that cannot reach 3 fan is not ready; the advice says
// so (tip "minimum"), and lists only winning waits as such.
func TestAdviseMinimum(t *testing.T) {
	// Discarding 4m or 6m leaves a ready hand worth 2 fan at most.
	a := Advise(scene{Hand: "12346m 111s 67s 444z", Drawn: "5s"}.Turn(t), hk)
	if a.Shanten == 0 || a.Tip != TipMinimum {
		t.Errorf("discard %v (shanten %d, tip %d), want a hand short of ready, for the minimum", a.Discard, a.Shanten, a.Tip)
	}
	held := scene{Hand: "123m 456p 789s 222s 5p"}.Base(t)
	held.Phase = rules.PhaseClaim
	a = Advise(held, hk)
	if a.Shanten != 0 || len(a.Waits) != 1 || a.Waits[0].Wins {
		t.Errorf("waits %+v, want 5p, which cannot win (2 fan)", a.Waits)
	}
}

// hk: a claim toward a half flush that reaches the minimum names its
// target.
func TestAdviseTarget(t *testing.T) {
	sc := scene{Hand: "33m 44m 678m 8m 1z 5z", Melds: [4][]rules.Meld{{{Kind: rules.Pung, Tile: tile(t, "4z"), Open: true}}}}
	a := Advise(sc.Claim(t, "4m", 2, rules.Action{Kind: rules.ActPung, Tile: tile(t, "4m")}), hk)
	if a.Claim == nil || !a.Claim.Take || a.Claim.Tip != TipTarget || a.Target.Kind != PlanHalfFlush || a.Target.Suit != 0 {
		t.Errorf("claim %+v, target %+v; want the pung toward a half flush in characters", a.Claim, a.Target)
	}
}

// Kongs, wins and declarations are part of the advice.
func TestAdviseKongWinDeclare(t *testing.T) {
	kong := scene{Hand: "555z 123m 456p 789s 1s", Drawn: "5z"}.Turn(t)
	kong.Legal = append(kong.Legal, rules.Action{Seat: 0, Kind: rules.ActConcealedKong, Tile: tile(t, "5z")})
	if a := Advise(kong, hk); a.Action.Kind != rules.ActConcealedKong || a.Tip != TipKong || a.Discard != rules.NoTile {
		t.Errorf("kong: %v (tip %d, discard %v), want the concealed kong of 5z", a.Action, a.Tip, a.Discard)
	}
	win := scene{Hand: "123m 456p 789s 234s 5p", Drawn: "5p"}.Turn(t)
	win.Legal = append(win.Legal, rules.Action{Seat: 0, Kind: rules.ActWin, Tile: tile(t, "5p")})
	if a := Advise(win, hk); a.Action.Kind != rules.ActWin || a.Tip != TipWin || a.Shanten != -1 || a.Discard != rules.NoTile {
		t.Errorf("win: %v (tip %d, shanten %d)", a.Action, a.Tip, a.Shanten)
	}
	for _, v := range []rules.Variant{classic, pow2} {
		view := scene{Hand: "567p 234s 678s 55s 4m 5m", Drawn: "7m"}.Turn(t)
		view.Legal = append(view.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: tile(t, "7m"), Declare: true})
		if a := Advise(view, v); !a.Declare || !a.Action.Declare || a.Action.Tile != tile(t, "7m") {
			t.Errorf("%s: %v, want 7m declaring", v.Name, a.Action)
		}
	}
}

// Move is Advise's decision without the explanation; Advise copies its
// slices for the caller.
func TestMoveIsAdvise(t *testing.T) {
	v := scene{Hand: "24m 57p 36s 77z 1p 9m 6s 2z", Drawn: "9s", Left: 20,
		Discards: [4]string{"", "1z 9p 3m 6s 8m 4p 1s 5m", "", ""}}.Turn(t)
	a := New(classic)
	adv := a.Advise(&v)
	act, safe := adv.Action, slices.Clone(adv.Safe)
	if m := a.Move(&v); m != act {
		t.Errorf("Move %v, Advise %v", m, act)
	}
	b := Advise(v, classic)
	if b.Action != act || !slices.Equal(b.Safe, safe) {
		t.Errorf("Advise %v %v, advisor %v %v", b.Action, b.Safe, act, safe)
	}
}

// The rows the strategy weighs come from the scorer.
func TestValuesFromTheScorer(t *testing.T) {
	h := New(hk).Values()
	if !h.Scores || h.HalfFlush != 3 || h.FullFlush != 7 || h.AllPungs != 3 || h.Concealed != 1 || h.Terms.Minimum != 3 || h.Terms.Cap != 13 {
		t.Errorf("hk values %+v", h)
	}
	c := New(classic).Values()
	if c.Pung != [2][2]int{{2, 4}, {4, 8}} || c.Kong != [2][2]int{{8, 16}, {16, 32}} || c.Mahjong != 20 || c.FullFlush != 1 || c.HalfFlush != 0 {
		t.Errorf("classic values %+v", c)
	}
	p := New(pow2).Values()
	if p.Concealed != 2 || p.FullFlush != 6 || p.ChickenHand != 1 || p.Terms.Minimum != 0 {
		t.Errorf("pow2 values %+v", p)
	}
	if f := New(rules.FamilyVariant()).Values(); f.Scores || f.DragonSet != 0 {
		t.Errorf("family values %+v", f)
	}
}

// The strategy's code (not its tests) never names the game: it cannot
// reach anything but the View it is given.
func TestStrategyUsesOnlyTheView(t *testing.T) {
	scenetest.OnlyTheView(t, 5)
}

// pow2: where n points pay 2^n, a half flush one step behind the
// fastest hand is built toward (3 points: eight times the payment);
// classic, which doubles a half flush no more than any other hand's
// flowers, plays the fastest.
func TestAdviseValueTarget(t *testing.T) {
	v := scene{Hand: "1235m 789m 11z 55z 4p 7p", Drawn: "6p"}.Turn(t)
	a := Advise(v, pow2)
	if a.Target.Kind != PlanHalfFlush || a.Target.Suit != 0 || !a.Discard.IsSuited() || a.Discard.Suit() != rules.Circles || a.Shanten != 2 || a.Tip != TipTargetValue {
		t.Errorf("pow2: discard %v (shanten %d, target %+v, tip %d), want a circle toward the half flush in characters, for its value", a.Discard, a.Shanten, a.Target, a.Tip)
	}
	if b := Advise(v, classic); b.Target.Kind != PlanAny || b.Shanten != 1 {
		t.Errorf("classic: discard %v (shanten %d, target %+v), want the fastest hand", b.Discard, b.Shanten, b.Target)
	}
}
