package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The table of three (RULES.md "Three players"): seats 0-2 play, seat 3
// stays empty; the Norths are bonus tiles; the deal, the claims and the
// payments go round three seats.

// threeVariant returns a rule set's three-player variant.
func threeVariant(t testing.TB, name string, o Options) Variant {
	t.Helper()
	o = withOption(o, "players", "3")
	v, err := NewVariant(name, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// hasEvent reports whether evs holds an event of that kind, seat and tile.
func hasEvent(evs []Event, k EventKind, s Seat, tile Tile) bool {
	return slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == k && e.Seat == s && e.Tile == tile })
}

// RULES.md 3p: « Deal 13 each, dealer 14 »; « The four Norths (4z) are
// bonus tiles: set aside face up and replaced, at the deal and in play,
// exactly like flowers ». Seat 3 is empty: no tiles, never asked.
func TestThreeDeal(t *testing.T) {
	v := threeVariant(t, "hk", Options{})
	g := scenario{v: v, dealer: 0,
		rel: [4]string{
			"44z 123p 456p 789p 55z 9s",  // dealer: two Norths
			"4z 11s 22s 33s 66p 77p 88p", // one North
			"119m 19p 19s 123z 567z",     // the orphans but North
		},
		reps: "5z 1s 9p"}.game(t)
	for s, want := range [NumSeats]int{14, 13, 13, 0} {
		p := &g.h.p[s]
		if p.size() != want {
			t.Errorf("seat %d holds %d tiles, want %d", s, p.size(), want)
		}
		if p.conc[North] != 0 {
			t.Errorf("seat %d holds a North", s)
		}
	}
	if b := g.View(1).Players[0].Bonus; !slices.Equal(b, []Tile{North, North}) {
		t.Errorf("dealer's bonus tiles %v", b)
	}
	open := g.OpeningEvents(NoSeat)
	for _, e := range []struct {
		k    EventKind
		s    Seat
		tile Tile
	}{{EvBonus, 0, North}, {EvDraw, 0, White}, {EvDraw, 0, 18}, {EvBonus, 1, North}, {EvDraw, 1, 17}} {
		if !hasEvent(open, e.k, e.s, e.tile) {
			t.Errorf("no %s %d %s in %v", e.k, e.s, e.tile, open)
		}
	}
	dealt := 0
	for _, e := range open {
		if e.Kind == EvDealt {
			dealt++
			if e.Seat > 2 {
				t.Errorf("dealt to seat %d", e.Seat)
			}
		}
	}
	if dealt != 3 {
		t.Errorf("%d seats dealt", dealt)
	}
	view := g.View(0)
	if view.SeatsInPlay != 3 || view.Players[3].ConcealedCount != 0 || view.Players[3].Wind != WindNorth || g.Wind(2) != WindWest {
		t.Errorf("view: %d seats, empty seat %+v, seat 2 wind %s", view.SeatsInPlay, view.Players[3], g.Wind(2))
	}
	if g.LegalActions(3) != nil || g.tilesLeft() != 116-14-13-13-3 {
		t.Errorf("seat 3 legal %v; %d tiles left", g.LegalActions(3), g.tilesLeft())
	}
	refuse(t, g, "3 discard 1p", IllegalBadAction, ReasonNone)
	refuse(t, g, "3 next", IllegalBadAction, ReasonNone)
}

// RULES.md 3p: « play passes E -> S -> W -> E; the chow rule is
// unchanged (only from the seat that plays just before you) »: seat 1
// chows seat 0's discard, seat 2 may not; seat 0 chows seat 2's.
func TestThreeTurnOrderAndChow(t *testing.T) {
	v := threeVariant(t, "hk", Options{})
	g := scenario{v: v, dealer: 0,
		rel: [4]string{
			"123p 456p 789p 5z 6z 78s 3s",
			"24s 11z 22z 33z 11m 99m 6z",
			"24s 9s 11p 99p 66z 77z 1z 5z",
		},
		draws: "2p 7p"}.game(t)
	play(t, g, "0 discard 3s")
	wantLegal(t, g, 1, "1 chow 234s", "1 pass")
	wantLegal(t, g, 2)
	refuse(t, g, "2 chow 234s", IllegalChowNotFromPrev, ReasonNone)
	play(t, g, "1 pass")
	if g.Phase() != PhaseTurn || g.Turn() != 1 {
		t.Fatalf("after the pass: %s, turn %d", g.Phase(), g.Turn())
	}
	play(t, g, "1 discard 2p")
	if g.Turn() != 2 {
		t.Fatalf("after seat 1's discard: turn %d", g.Turn())
	}
	play(t, g, "2 discard 9s")
	wantLegal(t, g, 0, "0 chow 789s", "0 pass")
	play(t, g, "0 chow 789s")
	if g.Phase() != PhaseTurn || g.Turn() != 0 {
		t.Fatalf("after the chow: %s, turn %d", g.Phase(), g.Turn())
	}
}

// hk3Table deals an hk table of three with its own scorer: the dealer
// holds nothing useful but the tile last (its first discard is 7z,
// which nobody claims), seat 1 the hand given, seat 2 nothing useful;
// then the live draws and the replacement tiles given.
func hk3Table(t *testing.T, dealerLast, seat1, draws, reps string) *Game {
	t.Helper()
	v := threeVariant(t, "hk", Options{})
	sc, _ := v.NewScorer()
	return scenario{v: v, dealer: 0, scorer: sc,
		rel:   [4]string{"11m 99m 11s 22s 33z 66z 7z " + dealerLast, seat1, "44s 66s 88p 22p 11z 6z 7z 3p"},
		draws: draws, reps: reps}.game(t)
}

// RULES.md 3p « Payments as the variant says, with two losers instead of
// three »: seat 1 (South) self-draws a 4-fan hk hand: East and West pay
// B = 12 each, the empty seat nothing.
func TestThreeSelfDrawnPaidByTwo(t *testing.T) {
	g := hk3Table(t, "3s", "123p 456p 789p 555z 9s", "9s", "")
	play(t, g, "0 discard 7z", "1 win")
	r := g.Result()
	if r.Winner != 1 || r.Score.Total != 4 || r.Payments != [4]int{-12, 24, -12, 0} || g.Scores() != r.Payments {
		t.Fatalf("result: winner %d total %d payments %v scores %v", r.Winner, r.Score.Total, r.Payments, g.Scores())
	}
	if r.Context.Players != 3 || r.Context.SeatWind != WindSouth || r.Context.Norths != 0 {
		t.Errorf("context %+v", r.Context)
	}
	// hk: the dealer stays only when it wins; South won: seat 1 deals.
	play(t, g, "2 next")
	if g.Dealer() != 1 || g.Wind(0) != WindWest || g.Wind(2) != WindSouth {
		t.Errorf("dealer %d, winds %s %s", g.Dealer(), g.Wind(0), g.Wind(2))
	}
}

// RULES.md 3p: a North drawn in play is set aside and replaced from the
// wall end « exactly like flowers », and counts at the win (hk: 1 fan,
// and no « no bonus tiles »); the bonus replacement is no kong
// replacement. Self-drawn: the two others pay B.
func TestThreeNorthInPlay(t *testing.T) {
	g := hk3Table(t, "3s", "123p 456p 789p 555z 9s", "4z", "9s")
	evs := play(t, g, "0 discard 7z")
	if !hasEvent(evs, EvBonus, 1, North) || !hasEvent(evs, EvDraw, 1, 26) {
		t.Fatalf("events %v", evs)
	}
	play(t, g, "1 win")
	r := g.Result()
	if r.Context.Norths != 1 || r.Context.Replacement != 0 || r.Score.Total != 4 || r.Payments != [4]int{-12, 24, -12, 0} {
		t.Fatalf("context %+v total %d payments %v items %v", r.Context, r.Score.Total, r.Payments, r.Score.Items)
	}
	if !slices.ContainsFunc(r.Score.Items, func(it ScoreItem) bool { return it.Row == "hk.north" && it.Tiles == "4z" }) ||
		slices.ContainsFunc(r.Score.Items, func(it ScoreItem) bool { return it.Row == "hk.no_bonus" }) {
		t.Errorf("items %v", r.Score.Items)
	}
	if len(r.Hand.Bonus) != 0 {
		t.Errorf("the hand's bonus tiles %v: the North is in the context", r.Hand.Bonus)
	}
}

// A North set aside at the deal counts when the hand wins on a discard:
// seat 1's half flush (5 fan) and its North (1) on the dealer's 9p; only
// the discarder pays, 2B = 48.
func TestThreeNorthsScored(t *testing.T) {
	g := hk3Table(t, "9p", "123p 456p 789p 555z 4z", "1z 3p", "9p")
	if b := g.View(1).Players[1].Bonus; !slices.Equal(b, []Tile{North}) {
		t.Fatalf("seat 1 bonus %v", b)
	}
	play(t, g, "0 discard 7z", "1 discard 1z")
	passAll(t, g)
	play(t, g, "2 discard 3p")
	passAll(t, g)
	play(t, g, "0 discard 9p", "1 win")
	r := g.Result()
	if r.Winner != 1 || r.From != 0 || r.Context.Norths != 1 || r.Score.Total != 6 || r.Payments != [4]int{-48, 48, 0, 0} {
		t.Fatalf("winner %d from %d context %+v total %d payments %v items %v", r.Winner, r.From, r.Context, r.Score.Total, r.Payments, r.Score.Items)
	}
}

// RULES.md 3p « Full game: prevailing wind E, S, W; a round ends when the
// deal has gone round the three seats »: random games of each rule set
// keep the dealer and the prevailing wind in step with the passes, and
// end after nine passes.
func TestThreeRounds(t *testing.T) {
	for _, name := range []string{"hk", "classic"} {
		v := threeVariant(t, name, Options{})
		r := rand.New(rand.NewPCG(8, uint64(len(name))))
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := NewGame(Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			winds := map[Wind]bool{}
			for steps := 0; !g.Over(); steps++ {
				if steps > 200000 {
					t.Fatalf("%s seed %d: no end", name, seed)
				}
				if g.Phase() == PhaseTurn {
					winds[g.Prevailing()] = true
					if g.Dealer() != Seat((int(g.firstDealer)+g.passes)%3) || g.Prevailing() != Wind(g.passes/3) {
						t.Fatalf("%s: dealer %d prevailing %s after %d passes from %d", name, g.Dealer(), g.Prevailing(), g.passes, g.firstDealer)
					}
				}
				if _, err := g.Apply(greedyPolicy(g, r, allLegal(g))); err != nil {
					t.Fatal(err)
				}
			}
			if g.nextPasses != 9 || len(winds) != 3 || winds[WindNorth] {
				t.Errorf("%s seed %d: over after %d passes, winds %v", name, seed, g.nextPasses, winds)
			}
			if sc := g.Scores(); sc[3] != 0 {
				t.Errorf("%s: the empty seat scored %d", name, sc[3])
			}
		}
	}
}

// Family with three players: one hand, seat 0 (the human) takes 14 and
// starts; the Norths are set aside « in family too », replaced from the
// pile like any tile.
func TestThreeFamily(t *testing.T) {
	v := threeVariant(t, "family", Options{})
	if v.tileCount() != 108 || !v.Pile || v.MaxHands != 1 {
		t.Fatalf("family 3p: %d tiles", v.tileCount())
	}
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := NewGame(Config{Variant: v, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		checkGame(t, g)
		if g.Dealer() != 0 || g.Turn() != 0 || g.h.p[0].size() != 14 {
			t.Fatalf("seed %d: dealer %d turn %d", seed, g.Dealer(), g.Turn())
		}
		for s := range Seat(3) {
			if g.h.p[s].conc[North] != 0 {
				t.Fatalf("seed %d: seat %d holds a North", seed, s)
			}
		}
	}
}

// The players option is the registry's: hk, classic and family have it,
// pow2 does not; records and options text carry it.
func TestThreeOption(t *testing.T) {
	var oe *OptionError
	if _, err := NewVariant("pow2", MustParseOptions("players=3")); !errors.As(err, &oe) || !strings.Contains(err.Error(), "not an option of these rules") {
		t.Errorf("pow2 3p: %v", err)
	}
	if _, err := ParseOptions("players=5"); !errors.As(err, &oe) || !strings.Contains(err.Error(), "allowed: 4 or 3") {
		t.Errorf("hk 5p: %v", err)
	}
	if four, err := NewVariant("hk", MustParseOptions("")); err != nil || four != HKVariant() {
		t.Errorf("players=4 is the default: %v", err)
	}
	for _, c := range []struct {
		text string
		o    Options
	}{{"players=3", MustParseOptions("players=3")}, {"players=4", Options{}}, {"players=3 jokers", MustParseOptions("players=3 jokers")}} {
		o, err := ParseOptions(c.text)
		if err != nil || o != c.o {
			t.Errorf("%q: %+v %v", c.text, o, err)
		}
	}
	v := threeVariant(t, "classic", MustParseOptions("jokers"))
	if v.Options.String() != "jokers players=3" || v.Rounds != 3 || v.Forms&FormThirteenOrphans != 0 || v.tileCount() != 120 {
		t.Errorf("classic 3p: %q, %d rounds, forms %b", v.Options.String(), v.Rounds, v.Forms)
	}
	// A record of a three-player game says so and replays.
	g, _ := NewGame(Config{Variant: v, Seed: 4})
	r := rand.New(rand.NewPCG(1, 2))
	for range 150 {
		if g.Over() {
			break
		}
		if _, err := g.Apply(randomPolicy(r, allLegal(g))); err != nil {
			t.Fatal(err)
		}
	}
	text, err := g.MarshalText()
	if err != nil || !strings.Contains(string(text), "\noptions jokers players=3\n") {
		t.Fatalf("record %v:\n%s", err, text)
	}
	g2, err := ParseGame(text, nil)
	if err != nil || g2.StateText() != g.StateText() {
		t.Fatalf("replay: %v", err)
	}
	// A first dealer must be a seat in play.
	three := Seat(3)
	if _, err := NewGame(Config{Variant: v, FirstDealer: &three}); !errors.As(err, &oe) {
		t.Errorf("dealer 3 at a table of three: %v", err)
	}
}
