package rules

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

func TestViewHidesOthers(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	g, _ := NewGame(Config{Variant: HKVariant(), Seed: 12})
	for step := 0; step < 2000 && !g.Over(); step++ {
		over := g.Phase() == PhaseHandOver || g.Phase() == PhaseGameOver
		for s := range Seat(NumSeats) {
			v := g.View(s)
			for o := range Seat(NumSeats) {
				pv := v.Players[o]
				if pv.ConcealedCount != g.h.p[o].n {
					t.Fatalf("seat %d sees %d tiles for %d", s, pv.ConcealedCount, o)
				}
				shown := pv.Concealed != nil
				if shown != (o == s || over) {
					t.Fatalf("seat %d sees seat %d's hand: %v (phase %s)", s, o, shown, g.Phase())
				}
				if o != s && pv.Drawn != NoTile {
					t.Fatalf("seat %d sees seat %d's drawn tile", s, o)
				}
				if shown {
					n := len(pv.Concealed)
					if pv.Drawn != NoTile {
						n++
					}
					if n != pv.ConcealedCount {
						t.Fatalf("seat %d: %d tiles shown of %d", o, n, pv.ConcealedCount)
					}
				}
			}
			if !reflect.DeepEqual(v.Legal, g.LegalActions(s)) {
				t.Fatalf("view legal actions differ")
			}
		}
		if _, err := g.Apply(randomPolicy(r, allLegal(g))); err != nil {
			t.Fatal(err)
		}
	}
	// Open hands: every hand shown.
	open, _ := FamilyVariant().With(MustParseOptions("open"))
	g, _ = NewGame(Config{Variant: open, Seed: 1})
	v := g.View(2)
	for o := range Seat(NumSeats) {
		if v.Players[o].Concealed == nil {
			t.Errorf("open hands: seat %d hidden", o)
		}
	}
	evs, _ := g.Apply(g.LegalActions(0)[0])
	for _, e := range evs {
		if e.Private {
			t.Errorf("open hands: private event %v", e)
		}
	}
}

// A View is a deep copy: changing it changes nothing in the game.
func TestViewIsACopy(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	g, _ := NewGame(Config{Variant: Pow2Variant(), Seed: 3, Scorer: payScorer{Pow2Variant().Forms}})
	for step := 0; step < 3000 && !g.Over(); step++ {
		if step%7 == 0 || g.Phase() == PhaseHandOver {
			before := g.StateText()
			for s := range Seat(NumSeats) {
				v := g.View(s)
				scribble(reflect.ValueOf(&v).Elem())
			}
			if g.StateText() != before {
				t.Fatalf("changing a view changed the game")
			}
			if res := g.Result(); res != nil {
				v := g.View(0)
				v.Result.Score.Total = 99
				v.Result.Hand.Concealed = append(v.Result.Hand.Concealed, 0)
				if g.Result().Score.Total == 99 || len(g.Result().Hand.Concealed) != len(res.Hand.Concealed) {
					t.Fatal("view result shares the game's")
				}
			}
		}
		if _, err := g.Apply(randomPolicy(r, allLegal(g))); err != nil {
			t.Fatal(err)
		}
	}
}

// scribble overwrites every element of every slice and pointed-to value.
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				scribble(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(7)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.String:
		v.SetString("x")
	}
}

// OpeningEvents gives the opening of the current hand (the first hand's
// included), redacted for a seat; changing what was returned changes
// nothing.
func TestOpeningEvents(t *testing.T) {
	g, _ := NewGame(Config{Variant: HKVariant(), Seed: 8})
	evs := g.OpeningEvents(NoSeat)
	if len(evs) < 5 || evs[0].Kind != EvHandStarted || evs[1].Kind != EvDealt || evs[1].Tiles == nil {
		t.Fatalf("opening events %v", evs)
	}
	for _, e := range g.OpeningEvents(2) {
		if e.Private && e.Seat != 2 && (e.Tile != NoTile || e.Tiles != nil) {
			t.Fatalf("seat 2 sees %s", e)
		}
	}
	orig := evs[1].Tiles[0]
	evs[1].Tiles[0] = (orig + 1) % NumKinds
	if g.OpeningEvents(NoSeat)[1].Tiles[0] != orig {
		t.Fatal("the opening events share the returned ones")
	}
	r := newTestRand(8)
	for g.Phase() != PhaseHandOver && !g.Over() {
		if _, err := g.Apply(randomPolicy(r, allLegal(g))); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		next := play(t, g, "0 next")
		got := g.OpeningEvents(NoSeat)
		if len(got) != len(next) || got[0].Hand != 1 {
			t.Fatalf("new hand opening %v", got)
		}
		for i := range got {
			if got[i].String() != next[i].String() {
				t.Fatalf("event %d: %s / %s", i, got[i], next[i])
			}
		}
	}
}

// At a drawn hand the wall is empty: every playing tile is either seen
// (a pool or a meld) or in a concealed hand, so Seen and the four hands
// (face up at hand over) add up to four of each kind, from every seat.
func TestViewSeenAtDrawnHand(t *testing.T) {
	r := newTestRand(11)
	draws := 0
	for seed := uint64(1); draws < 20 && seed < 400; seed++ {
		g, err := NewGame(Config{Variant: Pow2Variant(), Seed: seed, Scorer: newStandIn(Pow2Variant())})
		if err != nil {
			t.Fatal(err)
		}
		for g.Phase() != PhaseHandOver {
			acts := allLegal(g)
			var pick []Action
			for _, a := range acts {
				if a.Kind != ActWin { // play on to the exhaustive draw
					pick = append(pick, a)
				}
			}
			if _, err := g.Apply(pick[r.IntN(len(pick))]); err != nil {
				t.Fatal(err)
			}
		}
		if res := g.Result(); res == nil || !res.Drawn {
			continue
		}
		draws++
		for s := range Seat(NumSeats) {
			v := g.View(s)
			seen := v.Seen()
			for _, p := range v.Players {
				for _, x := range p.Concealed {
					seen[x]++
				}
				if p.Drawn != NoTile {
					seen[p.Drawn]++
				}
			}
			for k, n := range seen {
				if n != 4 {
					t.Fatalf("seed %d seat %d: %v counted %d times", seed, s, Tile(k), n)
				}
			}
		}
	}
	if draws < 20 {
		t.Fatalf("only %d drawn hands", draws)
	}
}
