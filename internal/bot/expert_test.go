package bot

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// The expert reads a player who collects one suit: tiles of that suit
// are more dangerous, the other suits less, its own discards least.
func TestExpertReadsFlush(t *testing.T) {
	chow := func(s string) rules.Meld { return rules.Meld{Kind: rules.Chow, Tile: tile(t, s), Open: true} }
	v := scene{Variant: rules.HKVariant(), Hand: "123p 456s 789s 1z 2z 3z 4z", Drawn: "5z",
		Discards: [4]string{"", "1z 9p 2s 5s 7p 3p", "", ""},
		Melds:    [4][]rules.Meld{nil, {chow("1m"), chow("7m")}, nil, nil}}.Turn(t)
	b := New(Expert, rules.HKVariant(), 1).(*player)
	b.view = v
	b.adv.Read(&b.view)
	b.adv.BaseShape()
	b.prepareDanger()
	var f *foe
	for i := range b.foes {
		if b.foes[i].seat == 1 {
			f = &b.foes[i]
		}
	}
	if f.flush != 0 || f.flushSure < 0.5 {
		t.Fatalf("flush read %d (%.2f), want characters", f.flush, f.flushSure)
	}
	if m, p := b.waitChance(f, tile(t, "5m")), b.waitChance(f, tile(t, "5p")); m <= 2*p {
		t.Errorf("wait chance 5m %.3f, 5p %.3f", m, p)
	}
	if own, other := b.waitChance(f, tile(t, "5s")), b.waitChance(f, tile(t, "6s")); own >= other {
		t.Errorf("its own discard 5s %.3f, 6s %.3f", own, other)
	}
	// Outside hk a club claims to finish: two claimed melds mean ready.
	c := New(Expert, classic, 1).(*player)
	if r0, r2 := c.readiness(&strategy.Opponent{Discards: 6}), c.readiness(&strategy.Opponent{Discards: 6, OpenMelds: 2}); r2 <= 2*r0 {
		t.Errorf("readiness %.2f with two melds, %.2f without", r2, r0)
	}
	if r := c.readiness(&strategy.Opponent{Discards: 2, Declared: true}); r != 1 {
		t.Errorf("a declared opponent is ready with chance %.2f", r)
	}
}

// withDeclare adds the declaring discards of the ready hands to a turn.
func withDeclare(v rules.View, ready ...rules.Tile) rules.View {
	for _, x := range ready {
		v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: x, Declare: true})
	}
	return v
}

// Classic: every level declares ready with the discard that leaves the
// hand ready (an undeclared win is refused). pow2: the expert calls a
// good wait when nobody threatens.
func TestDeclarations(t *testing.T) {
	for _, v := range []rules.Variant{rules.ClassicVariant(), rules.Pow2Variant()} {
		view := withDeclare(scene{Variant: v, Hand: "567p 234s 678s 55s 4m 5m", Drawn: "7m"}.Turn(t), tile(t, "7m"), tile(t, "4m"))
		for _, l := range Levels {
			a := New(l, v, 1).Act(view)
			if a.Kind != rules.ActDiscard || !a.Declare {
				t.Errorf("%s %s plays %v, want a declaring discard", v.Name, l, a)
			}
		}
	}
}

// hk: of two ready hands, the bots keep the one that can reach 3 fan
// (all chows, concealed, self-drawn), not the pung hand stuck at 2.
func TestReadyHandThatCanWin(t *testing.T) {
	hk := rules.HKVariant()
	v := scene{Variant: hk, Hand: "123m 456p 789s 2223s", Drawn: "5p"}.Turn(t)
	for _, l := range []Level{Club, Expert} {
		if got := discardOf(t, New(l, hk, 1), v); got == tile(t, "3s") {
			t.Errorf("%s discards 3s, leaving 123m 456p 789s 222s 5p, which cannot win", l)
		}
	}
}

// The expert weighs value. In classic a concealed hand scores a
// doubling: a chow that brings 123567m 678p 1788s a step closer is the
// club's claim (it saves a turn), not the expert's, which keeps the hand
// concealed. In pow2 (2 points, four times the payment) its valuation
// would pass too, but it keeps the club's claim unless passing is worth
// far more (style.clubKeep, measured in paired play), and takes it. In
// hk it keeps the half flush (5m: 123m 456m 789m 11z, one suit with
// honours) where the single wait on 5s has more tiles left.
func TestExpertKeepsValue(t *testing.T) {
	for _, v := range []rules.Variant{classic, rules.Pow2Variant()} {
		sc := scene{Variant: v, Hand: "123567m 678p 1788s", Left: 66}
		view := sc.Claim(t, "6s", 3, rules.Action{Kind: rules.ActChow, Tile: tile(t, "6s")})
		if a := New(Club, v, 1).Act(view); a.Kind != rules.ActChow {
			t.Errorf("%s: club plays %v, want the chow", v.Name, a)
		}
		want := rules.ActPass
		if v.Scoring == rules.ScoringPow2 {
			want = rules.ActChow
		}
		if a := New(Expert, v, 1).Act(view); a.Kind != want {
			t.Errorf("%s: expert plays %v, want %v", v.Name, a, want)
		}
	}
	hk := rules.HKVariant()
	v := scene{Variant: hk, Hand: "123m 456m 789m 11z 5s", Drawn: "5m"}.Turn(t)
	if got := discardOf(t, New(Expert, hk, 1), v); got != tile(t, "5s") {
		t.Errorf("hk: expert discards %v, want 5s (the half flush)", got)
	}
}

// pWin falls with the distance and rises with the draws left and the
// acceptance.
func TestModels(t *testing.T) {
	for d := range 6 {
		for r := 1; r < 24; r++ {
			if pWin(&winTable, d, r, 20, &typicalFree) < pWin(&winTable, d+1, r, 20, &typicalFree) {
				t.Errorf("pWin rises with the distance at %d, %d", d, r)
			}
			if pWin(&winTable, d, r, 20, &typicalFree) < pWin(&winTable, d, r-1, 20, &typicalFree) {
				t.Errorf("pWin falls with the draws left at %d, %d", d, r)
			}
		}
		if pWin(&winTable, d, 15, 4, &typicalFree) >= pWin(&winTable, d, 15, 30, &typicalFree) {
			t.Errorf("pWin does not rise with the acceptance at %d", d)
		}
	}
}

// hk: a ready hand keeps a concealed kong that leaves it ready and able
// to win (the kong is scored among the melds).
func TestConcealedKongWhenReady(t *testing.T) {
	hk := rules.HKVariant()
	view := scene{Variant: hk, Hand: "555z 123m 456p 789s 1s", Drawn: "5z"}.Turn(t)
	view.Legal = append(view.Legal, rules.Action{Seat: 0, Kind: rules.ActConcealedKong, Tile: tile(t, "5z")})
	for _, l := range []Level{Club, Expert} {
		if a := New(l, hk, 1).Act(view); a.Kind != rules.ActConcealedKong {
			t.Errorf("%s plays %v, want the concealed kong of 5z", l, a)
		}
	}
}

// In the family game, of two single waits with as many tiles left, the
// expert keeps the one on an honour (the tiles the others throw first):
// 123m 456m 789s 111p with 5p and 7z, each with three copies unseen,
// discards the 5p; with two 7z discarded (one left, counted 1.5) it
// waits on the 5p (three left).
func TestExpertWaitsOnHonours(t *testing.T) {
	fam := rules.FamilyVariant()
	for _, c := range []struct {
		discards string
		want     string
	}{
		{"", "5p"},
		{"77z", "7z"},
	} {
		v := scene{Variant: fam, Hand: "123m 456m 789s 111p 7z", Drawn: "5p",
			Discards: [rules.NumSeats]string{1: c.discards}}.Turn(t)
		a := New(Expert, fam, 1).Act(v)
		if a.Kind != rules.ActDiscard || a.Tile != tile(t, c.want) {
			t.Errorf("7z discarded %q: %v, want discard %s", c.discards, a, c.want)
		}
	}
}

// In pow2 the expert keeps the ready hand whose waits are worth the most
// however narrow: 55788m 888p 44s 222z drawing 4s, it waits on 5m or 8m
// for all pungs (3 points: eight times the payment) where the club keeps
// the wider 6m-9m wait of a hand worth no more than its concealment.
func TestExpertReadyForValue(t *testing.T) {
	pow2, err := rules.VariantByName("pow2")
	if err != nil {
		t.Fatal(err)
	}
	v := scene{Variant: pow2, Hand: "55788m 888p 44s 222z", Drawn: "4s"}.Turn(t)
	if a := New(Expert, pow2, 1).Act(v); a.Kind != rules.ActDiscard || a.Tile != tile(t, "7m") {
		t.Errorf("expert: %v, want discard 7m", a)
	}
	if a := New(Club, pow2, 1).Act(v); a.Kind != rules.ActDiscard || a.Tile != tile(t, "8m") {
		t.Errorf("club: %v, want discard 8m", a)
	}
}

// pow2: a concealed hand that completes a chow on a discard loses its
// concealment (a meld made with a taken discard is open, seed 004) and
// the self-draw point: East's called 123m 456p 789s 23s 55m is paid 64
// on South's 4s, 384 self-drawn. Early in the hand the expert lets the
// discard pass for the self-draw; near the end of the wall it takes it,
// and so does the club at any time.
func TestExpertHoldsForSelfDraw(t *testing.T) {
	v := rules.Pow2Variant()
	for _, c := range []struct {
		left int
		want rules.ActionKind
	}{{66, rules.ActPass}, {6, rules.ActWin}} {
		sc := scene{Variant: v, Hand: "123m 456p 789s 23s 55m", Left: c.left, Declared: [4]bool{true}}
		view := sc.Claim(t, "4s", 1, rules.Action{Kind: rules.ActWin, Tile: rules.NoTile})
		if a := New(Expert, v, 1).Act(view); a.Kind != c.want {
			t.Errorf("%d tiles left: expert plays %v, want %v", c.left, a, c.want)
		}
		if a := New(Club, v, 1).Act(view); a.Kind != rules.ActWin {
			t.Errorf("%d tiles left: club plays %v, want the win", c.left, a)
		}
	}
	// A win that completes the pair keeps the hand concealed: taken.
	sc := scene{Variant: v, Hand: "123m 456p 789s 234s 5m", Declared: [4]bool{true}}
	view := sc.Claim(t, "5m", 1, rules.Action{Kind: rules.ActWin, Tile: rules.NoTile})
	if a := New(Expert, v, 1).Act(view); a.Kind != rules.ActWin {
		t.Errorf("pair wait: expert plays %v, want the win", a)
	}
}
