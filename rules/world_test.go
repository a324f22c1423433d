package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// worldVariants are the tables a world is rebuilt at: every rule set, at
// four and at three players, and classic with jokers.
func worldVariants(t *testing.T) []Variant {
	var out []Variant
	for _, name := range VariantNames() {
		for _, players := range []string{"4", "3"} {
			v, err := NewVariant(name, withOption(Options{}, "players", players))
			if err != nil {
				continue // a rule set without a table of three
			}
			out = append(out, v)
		}
	}
	if v, err := NewVariant("classic", withOption(Options{}, "jokers", "on")); err == nil {
		out = append(out, v)
	}
	return out
}

// A world rebuilt from a seat's view with the true hidden tiles and the
// true wall is the same table: the seat sees the same view (its legal
// actions included), and the actions the real game played next end the
// hand the same way (same winner, same payments). Every seat's decision
// of up to 30 hands (the deal passing, the prevailing wind changing) of
// every table, played by a player that takes every win and
// claims half the time; a decision in seven is checked.
func TestWorldRebuildsTheTable(t *testing.T) {
	later, wins := 0, 0 // points checked after the first round; hands won
	for _, v := range worldVariants(t) {
		for seed := range uint64(2) {
			g, err := NewGame(Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			for hand := 0; hand < 30 && g.Phase() != PhaseGameOver; hand++ {
				var points []worldPoint
				for g.Phase() != PhaseHandOver && g.Phase() != PhaseGameOver {
					points = append(points, worldPoints(g)...)
					playSome(t, g, rng)
				}
				for i, p := range points {
					if i%7 == int(seed) {
						checkWorld(t, v, p, g)
						if p.g.Prevailing() != WindEast {
							later++
						}
					}
				}
				if !g.Result().Drawn {
					wins++
				}
				if g.Phase() == PhaseHandOver {
					if err := g.Play(Action{Seat: 0, Kind: ActNextHand, Tile: NoTile}); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if later == 0 || wins == 0 {
		t.Fatalf("%d decisions checked after the first round, %d hands won: the test tries too little", later, wins)
	}
}

// worldPoint is a decision of the real game: the game then, the seat.
type worldPoint struct {
	g    *Game
	seat Seat
	at   int // actions played before it
}

// worldPoints lists the decisions open now: the turn seat's, or each
// seat asked in the window (once, when the window opens).
func worldPoints(g *Game) []worldPoint {
	var out []worldPoint
	for s := range g.seats {
		if len(g.LegalActions(s)) > 0 && (g.Phase() == PhaseTurn || !g.h.answered[s]) {
			out = append(out, worldPoint{g: g.Clone(), seat: s, at: g.NumActions()})
		}
	}
	return out
}

// playSome plays one action: a win when offered; on a turn the discard
// that leaves the hand closest to ready (ties at random), a kong now and
// then; in a window a claim half the time, else a pass.
func playSome(t *testing.T, g *Game, rng *rand.Rand) {
	for s := range g.seats {
		legal := g.LegalActions(s)
		if len(legal) == 0 {
			continue
		}
		a := legal[rng.IntN(len(legal))]
		if g.Phase() == PhaseTurn && a.Kind == ActDiscard {
			a = closestDiscard(g, s, legal, rng)
		}
		if g.Phase() != PhaseTurn && rng.IntN(2) == 0 {
			a = Action{Seat: s, Kind: ActPass, Tile: NoTile}
		}
		for _, x := range legal {
			if x.Kind == ActWin {
				a = x
			}
		}
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("nobody may play")
}

// closestDiscard is the legal discard of s that leaves the lowest
// shanten, ties broken at random.
func closestDiscard(g *Game, s Seat, legal []Action, rng *rand.Rand) Action {
	p := &g.h.p[s]
	var best []Action
	low := 99
	for _, a := range legal {
		if a.Kind != ActDiscard {
			continue
		}
		c := *p.counts()
		jokers := int(p.conc[Joker])
		if a.Tile == Joker {
			jokers--
		} else {
			c[a.Tile]--
		}
		switch sh := Shanten(&c, jokers, len(p.melds), g.v.Forms); {
		case sh < low:
			low, best = sh, []Action{a}
		case sh == low:
			best = append(best, a)
		}
	}
	return best[rng.IntN(len(best))]
}

// checkWorld rebuilds the world of p with the true tiles and replays
// the real game's actions since the window opened (a window's answers
// given before the seat's are played again).
func checkWorld(t *testing.T, v Variant, p worldPoint, final *Game) {
	t.Helper()
	view := p.g.View(p.seat)
	var hands [NumSeats][]Tile
	for s := range Seat(NumSeats) {
		if view.Hidden(s) {
			hands[s] = p.g.h.p[s].concealedTiles()
		}
	}
	w, err := NewWorld(v, nil, &view, hands, p.g.h.wall.remaining())
	if err != nil {
		t.Fatalf("%s seat %d after %d actions: %v", v.Name, p.seat, p.at, err)
	}
	got := w.View(p.seat)
	got.Hand, view.Hand = 0, 0
	if !slices.Equal(got.Legal, view.Legal) || got.TilesLeft != view.TilesLeft || got.Phase != view.Phase ||
		got.Prevailing != view.Prevailing || got.Dealer != view.Dealer || got.Scores != view.Scores || got.Barred != view.Barred {
		t.Fatalf("%s seat %d after %d actions: the world offers %v, the table %v", v.Name, p.seat, p.at, got.Legal, view.Legal)
	}
	unseen, err := UnseenTiles(v, &view)
	if err != nil {
		t.Fatal(err)
	}
	n := len(p.g.h.wall.remaining())
	for s := range Seat(NumSeats) {
		n += len(hands[s])
	}
	if n != len(unseen) {
		t.Fatalf("%s: %d unseen tiles, %d hidden", v.Name, len(unseen), n)
	}
	start := p.at
	log := final.Actions()
	for start > 0 && p.g.Phase() != PhaseTurn && log[start-1].Kind == ActPass || start > 0 && p.g.Phase() != PhaseTurn && isClaim(log[start-1]) {
		start--
	}
	for _, a := range log[start:final.NumActions()] {
		if err := w.Play(a); err != nil {
			t.Fatalf("%s seat %d after %d actions: %v", v.Name, p.seat, p.at, err)
		}
	}
	a, b := w.Result(), final.Result()
	if a == nil || b == nil || a.Winner != b.Winner || a.Payments != b.Payments || a.Drawn != b.Drawn {
		t.Fatalf("%s seat %d after %d actions: the world ends %+v, the table %+v", v.Name, p.seat, p.at, a, b)
	}
}

// isClaim reports whether a is an answer in a window.
func isClaim(a Action) bool {
	switch a.Kind {
	case ActChow, ActPung, ActKong, ActWin:
		return true
	}
	return false
}
