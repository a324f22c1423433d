package rules

import (
	"slices"
	"testing"
)

// Hands for the claim scenarios: the dealer (D) discards 5p first. No
// bonus tile is dealt, so the same hands serve every variant.
const (
	hD  = "5p 1p 2p 8p 9p 2m 8m 3s 7s 55z 66z 7z" // dealer, 14
	hJ1 = "19s 1m 9m 33z 44z 6z 2s 8s 5s 9p"      // nothing on 5p
	hJ2 = "19s 1m 9m 22z 7z 3m 7m 4s 6s 2p 8p"    // nothing on 5p
	hP  = "55p 147s 258s 369s 2z 3z"              // pung on 5p
	hC  = "46p 1m 9m 22z 7z 3m 7m 4s 6s 8p 5z"    // chow 456p
	hW  = "123m 456m 789m 111z 5p"                // wins on 5p: the pair
	hW2 = "55p 99p 234m 678m 333z"                // wins on 5p: a pung (or on 9p)
	hWc = "46p 123s 456s 789s 22z"                // wins on 5p: a chow
)

func TestClaimWinBeatsPung(t *testing.T) {
	for _, order := range [][2]string{{"2 pung 555p", "3 win"}, {"3 win", "2 pung 555p"}} {
		g := scenario{v: HKVariant(), rel: [4]string{hD, hJ1, hP, hW}}.game(t)
		play(t, g, "0 discard 5p")
		wantLegal(t, g, 1)
		wantLegal(t, g, 2, "2 pung 555p", "2 pass")
		wantLegal(t, g, 3, "3 win", "3 pass")
		evs := play(t, g, order[0], order[1])
		r := g.Result()
		if r == nil || r.Winner != 3 || r.From != 0 || r.Tile != tilesOf(t, "5p")[0] {
			t.Fatalf("result %+v", r)
		}
		if !r.Context.Earthly || r.Context.SelfDrawn || r.Context.Discarder != WindEast {
			t.Errorf("context %+v", r.Context)
		}
		if evs[len(evs)-1].Kind != EvWin || g.Phase() != PhaseHandOver {
			t.Errorf("events %v phase %s", evs, g.Phase())
		}
		if !g.View(0).Players[0].Discards[0].Claimed {
			t.Errorf("winning discard not marked claimed")
		}
	}
	// Without the win, the pung stands: the claimer discards, nothing else.
	g := scenario{v: HKVariant(), rel: [4]string{hD, hJ1, hP, hW}}.game(t)
	play(t, g, "0 discard 5p", "3 pass", "2 pung 555p")
	if g.Turn() != 2 || g.Phase() != PhaseTurn {
		t.Fatalf("turn %d phase %s", g.Turn(), g.Phase())
	}
	for _, a := range g.LegalActions(2) {
		if a.Kind != ActDiscard {
			t.Errorf("after a pung: %s", a)
		}
	}
	refuse(t, g, "2 win", IllegalAfterClaim, ReasonNone)
	refuse(t, g, "1 discard 1m", IllegalNotYourTurn, ReasonNone)
}

func TestClaimPungBeatsChow(t *testing.T) {
	g := scenario{v: HKVariant(), rel: [4]string{hD, hC, hP, hJ1}}.game(t)
	play(t, g, "0 discard 5p")
	wantLegal(t, g, 1, "1 chow 456p", "1 pass")
	wantLegal(t, g, 2, "2 pung 555p", "2 pass")
	play(t, g, "1 chow 456p", "2 pung 555p")
	if g.Turn() != 2 || len(g.h.p[2].melds) != 1 || len(g.h.p[1].melds) != 0 {
		t.Fatalf("pung did not beat chow:\n%s", g.StateText())
	}
	// The chow stands when the pung is not claimed.
	g = scenario{v: HKVariant(), rel: [4]string{hD, hC, hP, hJ1}}.game(t)
	evs := play(t, g, "0 discard 5p", "2 pass", "1 chow 456p")
	if g.Turn() != 1 || evs[0].Kind != EvClaim || evs[0].Meld.String() != "[456p]" || evs[0].From != 0 {
		t.Fatalf("chow: %v", evs)
	}
}

func TestClaimChowOnlyFromPrevious(t *testing.T) {
	g := scenario{v: HKVariant(), rel: [4]string{hD, hJ1, hC, hP}}.game(t)
	play(t, g, "0 discard 5p")
	wantLegal(t, g, 2)
	refuse(t, g, "2 chow 456p", IllegalChowNotFromPrev, ReasonNone)
	refuse(t, g, "3 chow 456p", IllegalChowNotFromPrev, ReasonNone)
	refuse(t, g, "3 kong 5555p", IllegalNoSuchClaim, ReasonNone)
	refuse(t, g, "1 pung 555p", IllegalNotAsked, ReasonNone)
	refuse(t, g, "0 pass", IllegalNotAsked, ReasonNone)
	refuse(t, g, "0 discard 1p", IllegalWrongPhase, ReasonNone)
	refuse(t, g, "3 win", IllegalWinNotAllowed, ReasonNotComplete)
	play(t, g, "3 pung 555p")
	refuse(t, g, "3 pass", IllegalWrongPhase, ReasonNone)
}

// Two wins on one discard: the first in turn order after the discarder.
func TestClaimTwoWins(t *testing.T) {
	for _, dealer := range []Seat{0, 2} {
		g := scenario{v: HKVariant(), dealer: dealer, rel: [4]string{hD, hW, hJ2, hW2}}.game(t)
		play(t, g, Action{Seat: dealer, Kind: ActDiscard, Tile: tilesOf(t, "5p")[0]}.String())
		a, b := (dealer+1)&3, (dealer+3)&3
		play(t, g, Action{Seat: b, Kind: ActWin}.String(), Action{Seat: a, Kind: ActWin}.String())
		if r := g.Result(); r.Winner != a {
			t.Errorf("dealer %d: winner %d, want %d", dealer, r.Winner, a)
		}
	}
}

// pow2 ranks wins by what the tile completes: pung > chow > pair, then
// turn order; hk by turn order only.
func TestClaimPow2Ranking(t *testing.T) {
	cases := []struct {
		v       Variant
		answers []string
		winner  Seat
	}{
		{Pow2Variant(), []string{"1 win", "2 win", "3 win"}, 3},  // pung
		{Pow2Variant(), []string{"1 win", "2 win", "3 pass"}, 2}, // chow over pair
		{Pow2Variant(), []string{"1 win", "2 pass", "3 pass"}, 1},
		{HKVariant(), []string{"1 win", "2 win", "3 win"}, 1}, // turn order
	}
	for _, c := range cases {
		g := scenario{v: c.v, rel: [4]string{hD, hW, hWc, hW2}}.game(t)
		play(t, g, "0 discard 5p")
		wantLegal(t, g, 3, "3 win", "3 pung 555p", "3 pass")
		play(t, g, c.answers...)
		if r := g.Result(); r == nil || r.Winner != c.winner {
			t.Errorf("%s %v: result %+v, want winner %d", c.v.Name, c.answers, r, c.winner)
		}
	}
}

// fullWall lays the whole live wall: the deal, then every other tile of
// the set in notation order, then tail, drawn last.
func fullWall(t testing.TB, v Variant, rel [4]string, tail string) []Tile {
	t.Helper()
	draw := dealOrder(t, v, rel, "")
	end := tilesOf(t, tail)
	var have [numAllKinds]int
	for _, x := range NewTileSet(v.Tiles) {
		have[x]++
	}
	for _, x := range append(slices.Clone(draw), end...) {
		have[x]--
	}
	for k := range Tile(numAllKinds) {
		if have[k] < 0 {
			t.Fatalf("too many %s", k)
		}
		for range have[k] {
			draw = append(draw, k)
		}
	}
	return append(draw, end...)
}

// The last discard: pow2 refuses it to win (the hand is drawn), family
// lets it win (last-tile win). No kong without a replacement tile.
func TestLastDiscard(t *testing.T) {
	rel := [4]string{hD, hJ1, hW, "4444p 147m 258m 369p"}
	for _, v := range []Variant{Pow2Variant(), FamilyVariant()} {
		d := Seat(0)
		g, err := NewGame(Config{Variant: v, Seed: 1, FirstDealer: &d, FixedWall: &FixedWall{Draw: fullWall(t, v, rel, "5p")}})
		if err != nil {
			t.Fatal(err)
		}
		play(t, g, "0 discard 1p")
		passAll(t, g)
		for g.tilesLeft() > 0 {
			discardDrawn(t, g)
			if g.Phase() != PhaseTurn {
				t.Fatalf("%s: phase %s with %d tiles left", v.Name, g.Phase(), g.tilesLeft())
			}
		}
		if g.Turn() != 3 || g.h.drawn != tilesOf(t, "5p")[0] {
			t.Fatalf("%s: seat %d drew the last tile %s", v.Name, g.Turn(), g.h.drawn)
		}
		refuse(t, g, "3 ckong 4p", IllegalNoReplacement, ReasonNone)
		evs := play(t, g, "3 discard 5p")
		switch v.Name {
		case "pow2":
			if last := evs[len(evs)-1]; last.Kind != EvDrawnHand || !g.Result().Drawn {
				t.Fatalf("pow2: last discard events %v", evs)
			}
			if g.Dealer() != 0 {
				t.Fatalf("dealer changed on a draw")
			}
			play(t, g, "1 next")
			if g.Dealer() != 0 || g.HandNumber() != 1 || g.Prevailing() != WindEast {
				t.Fatalf("after a draw: dealer %d hand %d", g.Dealer(), g.HandNumber())
			}
		case "family":
			wantLegal(t, g, 2, "2 win", "2 pass")
			play(t, g, "2 win")
			r := g.Result()
			if r.Winner != 2 || !r.Context.LastTile || r.From != 3 {
				t.Fatalf("family: %+v", r)
			}
			if !g.Over() {
				t.Fatalf("family: one hand only")
			}
		}
	}
}

func TestExhaustiveDraw(t *testing.T) {
	for _, v := range []Variant{HKVariant(), ClassicVariant(), FamilyVariant(), Pow2Variant()} {
		g, err := NewGame(Config{Variant: v, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		dealer := g.Dealer()
		for g.Phase() == PhaseTurn {
			discardDrawn(t, g)
		}
		r := g.Result()
		if r == nil || !r.Drawn || g.tilesLeft() != 0 {
			t.Fatalf("%s: %+v, %d left", v.Name, r, g.tilesLeft())
		}
		if v.MaxHands == 1 {
			if !g.Over() {
				t.Fatalf("family goes on after its hand")
			}
			continue
		}
		play(t, g, "3 next")
		if g.Dealer() != dealer {
			t.Errorf("%s: the dealer changed on a drawn hand", v.Name)
		}
	}
}

// Kongs: concealed twice in a row then a win on the second replacement.
func TestConcealedKongs(t *testing.T) {
	g := scenario{v: Pow2Variant(), rel: [4]string{
		"1111m 999m 234p 567s 5z",
		"147p 258p 369p 1z 2z 3z 4z",
		"147s 258s 369s 1z 2z 3z 6z",
		"2345678m 2233z 66z",
	}, reps: "9m 5z"}.game(t)
	if !slices.Contains(legal(g, 0), "0 ckong 1m") {
		t.Fatalf("legal %v", legal(g, 0))
	}
	evs := play(t, g, "0 ckong 1m")
	if evs[0].Kind != EvKong || evs[0].Kong != KongConcealed || evs[0].Meld.String() != "(1111m)" ||
		evs[1].Kind != EvDraw || !evs[1].Replacement || evs[1].Tile != tilesOf(t, "9m")[0] {
		t.Fatalf("events %v", evs)
	}
	if slices.Contains(legal(g, 0), "0 win") {
		t.Fatal("win offered before it is complete")
	}
	play(t, g, "0 ckong 9m")
	wantWin := "0 win"
	if !slices.Contains(legal(g, 0), wantWin) {
		t.Fatalf("legal %v", legal(g, 0))
	}
	play(t, g, "0 win")
	r := g.Result()
	ctx := r.Context
	if !ctx.SelfDrawn || ctx.Replacement != 2 || ctx.Heavenly || r.Hand.String() != "5z (1111m) (9999m) 234p 567s +5z" && r.Hand.kongs() != 2 {
		t.Fatalf("result %+v", r)
	}
	if g.View(0).ReplacementDrawn != 2 {
		t.Errorf("replacements %d", g.View(0).ReplacementDrawn)
	}
}

func TestClaimedKong(t *testing.T) {
	g := scenario{v: Pow2Variant(), rel: [4]string{
		"7s 147p 258p 369p 1z 2z 3z 4z",
		"147m 258m 369m 5z 6z 7z 1z",
		"777s 11s 99s 2345m 66z",
		"12345678p 98765m",
	}, reps: "5s"}.game(t)
	play(t, g, "0 discard 7s")
	wantLegal(t, g, 2, "2 kong 7777s", "2 pung 777s", "2 pass")
	evs := play(t, g, "2 kong 7777s")
	if evs[0].Kind != EvClaim || evs[0].Meld.String() != "[7777s]" || evs[1].Kind != EvDraw || !evs[1].Replacement {
		t.Fatalf("events %v", evs)
	}
	if g.Turn() != 2 || g.h.drawn != tilesOf(t, "5s")[0] || g.h.chain != 1 || g.h.afterClaim {
		t.Fatalf("after the kong:\n%s", g.StateText())
	}
	vw := g.View(1)
	if m := vw.Players[2].Melds[0]; m.Kong != KongClaimed || m.From != 0 || !m.Meld.Open {
		t.Errorf("meld %+v", m)
	}
}

// An added kong opens a robbing window; a concealed kong does not.
func TestRobbingKong(t *testing.T) {
	sc := scenario{v: Pow2Variant(), rel: [4]string{
		"8p 147m 258m 369m 1z 2z 3z 4z",
		"88p 147s 258s 369s 55z",
		"1234567m 1z 2z 3z 4z 66z",
		"79p 123s 456s 789s 77z",
	}, draws: "9m 8m 6p 8p", reps: "5p"}
	for _, rob := range []bool{true, false} {
		g := sc.game(t)
		play(t, g, "0 discard 8p")
		wantLegal(t, g, 3, "3 win", "3 pass")
		play(t, g, "3 pass", "1 pung 888p", "1 discard 5z")
		passAll(t, g)
		for range 3 {
			discardDrawn(t, g)
		}
		if g.Turn() != 1 || !slices.Contains(legal(g, 1), "1 akong 8p") {
			t.Fatalf("seat %d legal %v", g.Turn(), legal(g, 1))
		}
		evs := play(t, g, "1 akong 8p")
		if evs[0].Kind != EvKong || evs[0].Kong != KongAdded || g.Phase() != PhaseRobKong {
			t.Fatalf("akong: %v phase %s", evs, g.Phase())
		}
		vw := g.View(2)
		if vw.Pending != tilesOf(t, "8p")[0] || vw.PendingFrom != 1 {
			t.Errorf("view pending %v from %d", vw.Pending, vw.PendingFrom)
		}
		wantLegal(t, g, 3, "3 win", "3 pass")
		refuse(t, g, "3 chow 789p", IllegalOnlyWin, ReasonNone)
		if rob {
			evs = play(t, g, "3 win")
			if evs[0].Kind != EvRobbed || evs[0].From != 1 {
				t.Fatalf("events %v", evs)
			}
			r := g.Result()
			if r.Winner != 3 || r.From != 1 || !r.Context.RobbingKong || r.Context.Discarder != g.Wind(1) || r.Context.SelfDrawn {
				t.Fatalf("result %+v", r)
			}
			if m := g.h.p[1].melds[0]; m.Meld.Kind != Pung || m.Kong != 0 {
				t.Errorf("robbed kong stays %+v", m)
			}
		} else {
			evs = play(t, g, "3 pass")
			if evs[0].Kind != EvDraw || !evs[0].Replacement || g.Turn() != 1 || g.h.drawn != tilesOf(t, "5p")[0] {
				t.Fatalf("events %v", evs)
			}
			if m := g.h.p[1].melds[0]; m.Meld.Kind != Kong || m.Kong != KongAdded || m.From != 0 {
				t.Errorf("kong %+v", m)
			}
		}
	}
	// A concealed kong of the tile seat 3 waits on: no window.
	g := scenario{v: Pow2Variant(), rel: [4]string{
		"5p 147m 258m 369m 1z 2z 3z 4z",
		"888p 147s 258s 369s 5z",
		"1234567m 1z 2z 3z 4z 66z",
		"79p 123s 456s 789s 77z",
	}, draws: "8p", reps: "5s"}.game(t)
	play(t, g, "0 discard 5p")
	passAll(t, g)
	evs := play(t, g, "1 ckong 8p")
	if g.Phase() != PhaseTurn || g.Turn() != 1 || evs[len(evs)-1].Kind != EvDraw {
		t.Fatalf("concealed kong robbed? phase %s events %v", g.Phase(), evs)
	}
	wantLegal(t, g, 3)
}

// Classic: a win without a ready declaration is refused, unless no
// declaration was possible (earthly hand) or the rule is off.
func TestClassicReadyRule(t *testing.T) {
	rel := [4]string{
		"2z 147p 258p 369p 3z 4z 5z 6z",
		"123m 456m 789m 111z 5p",
		"147s 25s 36s 77z 66z 2z 3z",
		"258m 369m 44z 55z 1s 4p 6p", // chow on 5p: keeps the window open
	}
	off, _ := ClassicVariant().With(MustParseOptions("ready=off"))
	cases := []struct {
		v       Variant
		discard string
		win     bool
	}{
		{ClassicVariant(), "1 discard 9s", false},
		{ClassicVariant(), "1 declare 9s", true},
		{off, "1 discard 9s", true},
	}
	for _, c := range cases {
		g := scenario{v: c.v, rel: rel, draws: "9s 5p"}.game(t)
		play(t, g, "0 discard 2z")
		passAll(t, g)
		play(t, g, c.discard)
		passAll(t, g)
		// The view says ahead of any tile whether the ready rule bars a win.
		if v := g.View(1); (v.Barred == ReasonUndeclared) == c.win {
			t.Errorf("%s: view says barred %v", c.discard, v.Barred)
		}
		play(t, g, "2 discard 5p")
		if c.win {
			wantLegal(t, g, 1, "1 win", "1 pass")
			play(t, g, "1 win")
			passAll(t, g)
			if r := g.Result(); r.Winner != 1 || r.Context.Declared != (c.discard[2] == 'd' && c.discard[2:9] == "declare") {
				t.Errorf("%s: %+v", c.discard, r)
			}
		} else {
			wantLegal(t, g, 1)
			refuse(t, g, "1 win", IllegalWinNotAllowed, ReasonUndeclared)
		}
	}
	// Declaring needs a ready hand.
	g := scenario{v: ClassicVariant(), rel: rel, draws: "9s 5p"}.game(t)
	refuse(t, g, "0 declare 2z", IllegalNotReady, ReasonNone)
	hk := scenario{v: HKVariant(), rel: rel, draws: "9s 5p"}.game(t)
	refuse(t, hk, "0 declare 2z", IllegalNoDeclaration, ReasonNone)
	// Earthly: the dealer's first discard, no declaration was possible.
	rel[0] = "5p 147p 258p 369p 3z 4z 5z 6z"
	g = scenario{v: ClassicVariant(), rel: rel}.game(t)
	play(t, g, "0 discard 5p")
	wantLegal(t, g, 1, "1 win", "1 pass")
	play(t, g, "1 win")
	if r := g.Result(); !r.Context.Earthly || r.Context.Declared {
		t.Errorf("earthly %+v", r.Context)
	}
}

// pow2 calling: declared with a discard, it locks the hand: only the drawn
// tile may be discarded; kongs and wins excepted; no pung or chow.
func TestPow2CallingLocks(t *testing.T) {
	g := scenario{v: Pow2Variant(), rel: [4]string{
		"2z 147p 258p 369p 3z 4z 5z 6z",
		"123m 456m 789m 111z 5p",
		"147s 25s 36s 77z 66z 2z 3z",
		"258m 369m 44z 55z 1s 9p 1p",
	}, draws: "9s 1z 8s 8p 3z", reps: "2p"}.game(t)
	play(t, g, "0 discard 2z")
	passAll(t, g)
	evs := play(t, g, "1 declare 9s")
	if evs[1].Kind != EvDeclare || evs[1].Declaration != DeclareCalling || !g.View(0).Players[1].Declared {
		t.Fatalf("events %v", evs)
	}
	refuse(t, g, "1 pass", IllegalWrongPhase, ReasonNone)
	passAll(t, g)
	play(t, g, "2 discard 1z")
	wantLegal(t, g, 1, "1 kong 1111z", "1 pass")
	play(t, g, "1 pass")
	passAll(t, g)
	discardDrawn(t, g) // seat 3
	discardDrawn(t, g) // seat 0
	if g.Turn() != 1 {
		t.Fatalf("turn %d", g.Turn())
	}
	wantLegal(t, g, 1, "1 discard 3z")
	refuse(t, g, "1 discard 1m", IllegalHandLocked, ReasonNone)
	refuse(t, g, "1 declare 3z", IllegalAlreadyDeclared, ReasonNone)
}

// Heavenly hand; a scorer that refuses a hand (the hk minimum) stops the
// win being offered or accepted.
func TestHeavenlyAndScorerRefusal(t *testing.T) {
	rel := [4]string{
		"123m 456m 789m 123p 55z",
		"147s 258s 369s 1z 2z 3z 4z",
		"147s 258s 369s 1z 2z 3z 4z",
		"456p 789p 66z 77z 9m 99s",
	}
	g := scenario{v: HKVariant(), rel: rel}.game(t)
	if !slices.Contains(legal(g, 0), "0 win") {
		t.Fatalf("legal %v", legal(g, 0))
	}
	play(t, g, "0 win")
	if r := g.Result(); !r.Context.Heavenly || !r.Context.SelfDrawn || r.Winner != 0 {
		t.Errorf("%+v", r.Context)
	}
	g = scenario{v: HKVariant(), rel: rel, scorer: refuseScorer{}}.game(t)
	if slices.Contains(legal(g, 0), "0 win") {
		t.Fatal("a refused win is offered")
	}
	refuse(t, g, "0 win", IllegalWinNotAllowed, ReasonBelowMinimum)
}

type refuseScorer struct{}

func (refuseScorer) Score(Hand, WinContext) Score { return Score{Reason: ReasonBelowMinimum} }

// payScorer pays 1 a seat to the winner, from the discarder only (x3) on
// a discard, to check payments reach the running scores by wind.
type payScorer struct{ forms Forms }

func (p payScorer) Score(h Hand, ctx WinContext) Score {
	sc := newStandIn(Variant{Forms: p.forms}).Score(h, ctx)
	if !sc.Winning {
		return sc
	}
	sc.Total = 1
	win := ctx.SeatWind
	losers := int(ctx.seats()) - 1
	for w := range ctx.seats() {
		if w == win {
			continue
		}
		switch {
		case ctx.SelfDrawn:
			sc.Payments[w] = -1
		case w == ctx.Discarder:
			sc.Payments[w] = -losers
		}
	}
	sc.Payments[win] = losers
	return sc
}

func TestPaymentsByWind(t *testing.T) {
	g := scenario{v: HKVariant(), dealer: 2, rel: [4]string{hD, hJ1, hP, hW}, scorer: payScorer{HKVariant().Forms}}.game(t)
	// Dealer 2 discards 5p; seat 1 (North) wins on it.
	play(t, g, "2 discard 5p", "0 pass", "1 win")
	if s := g.Scores(); s != [4]int{0, 3, -3, 0} {
		t.Errorf("scores %v", s)
	}
	if r := g.Result(); r.Payments != [4]int{0, 3, -3, 0} || r.Context.SeatWind != WindNorth {
		t.Errorf("result %+v", r)
	}
	play(t, g, "0 next")
	if g.Dealer() != 3 {
		t.Errorf("dealer %d after seat 1 won", g.Dealer())
	}
}

// The declaration check trusts Shanten of 14 tiles: when it is above 0,
// no discard leaves the hand ready. Hands are built near complete (random
// melds and a pair, then one to three tiles changed).
func TestShanten14Filter(t *testing.T) {
	r := newTestRand(5)
	checked := 0
	for n := 0; n < 30000; n++ {
		melds := r.IntN(3) // declared
		var c Counts
		var tiles []Tile
		add := func(x Tile) bool {
			if c[x] >= 4 {
				return false
			}
			c[x]++
			tiles = append(tiles, x)
			return true
		}
		for len(tiles) < 3*(4-melds) {
			x := Tile(r.IntN(NumKinds))
			if r.IntN(2) == 0 && x.IsSuited() && x%9 <= 6 {
				if c[x] < 4 && c[x+1] < 4 && c[x+2] < 4 {
					add(x)
					add(x + 1)
					add(x + 2)
				}
			} else if c[x] <= 1 {
				add(x)
				add(x)
				add(x)
			}
		}
		for len(tiles) < 14-3*melds {
			x := Tile(r.IntN(NumKinds))
			if c[x] <= 2 {
				add(x)
				add(x)
			}
		}
		for k := r.IntN(4); k > 0; k-- {
			i := r.IntN(len(tiles))
			x := Tile(r.IntN(NumKinds))
			if c[x] < 4 {
				c[tiles[i]]--
				tiles[i] = x
				c[x]++
			}
		}
		j := 0
		if r.IntN(8) == 0 { // a joker in place of a tile
			i := r.IntN(len(tiles))
			c[tiles[i]]--
			tiles[i] = Joker
			j = 1
		}
		f := FormStandard | FormThirteenOrphans
		if r.IntN(2) == 0 {
			f |= FormSevenPairs
		}
		any := false
		for _, x := range tiles {
			if x == Joker {
				any = any || Shanten(&c, j-1, melds, f) == 0
				continue
			}
			c[x]--
			any = any || Shanten(&c, j, melds, f) == 0
			c[x]++
		}
		if any {
			checked++
		}
		if any && Shanten(&c, j, melds, f) > 0 {
			t.Fatalf("%s with %d melds: a discard leaves it ready, shanten %d", FormatTiles(tiles), melds, Shanten(&c, j, melds, f))
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d hands with a ready discard", checked)
	}
}

// Classic with jokers: each way a joker can stand in a chow is its own
// claim; the claim takes the joker from the hand.
func TestJokerChows(t *testing.T) {
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	g := scenario{v: jok, rel: [4]string{hD, "46p 0j 1m 9m 22z 7z 3m 7m 4s 6s 8p", hJ2, hJ1}}.game(t)
	play(t, g, "0 discard 5p")
	wantLegal(t, g, 1, "1 chow 0j45p", "1 chow 456p", "1 chow 0j56p", "1 chow 45p0j", "1 chow 56p0j", "1 pass")
	play(t, g, "1 chow 0j45p")
	p := &g.h.p[1]
	if p.conc[Joker] != 0 || p.conc[tilesOf(t, "4p")[0]] != 0 || p.conc[tilesOf(t, "6p")[0]] != 1 {
		t.Fatalf("after the chow:\n%s", g.StateText())
	}
	if m := p.melds[0].Meld; m.String() != "[0j45p]" {
		t.Fatalf("meld %s", m)
	}
}
