package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// tilesOf parses tiles in notation, in the order written.
func tilesOf(t testing.TB, s string) []Tile {
	t.Helper()
	ts, err := ParseTiles(s)
	if err != nil {
		t.Fatalf("tiles %q: %v", s, err)
	}
	return ts
}

// dealOrder lays out the live-end tiles that deal the given hands: rel[i]
// is the hand of seat dealer+i (the dealer's first, 14 tiles), in the
// variant's deal pattern. draws follow: the tiles drawn after the deal.
// With three players rel[3] is left out.
func dealOrder(t testing.TB, v Variant, rel [4]string, draws string) []Tile {
	t.Helper()
	var hands [4][]Tile
	for i, s := range rel[:v.Players] {
		hands[i] = tilesOf(t, s)
		want := 13
		if i == 0 {
			want = 14
		}
		if len(hands[i]) != want {
			t.Fatalf("hand %d %q has %d tiles, want %d", i, s, len(hands[i]), want)
		}
	}
	var out []Tile
	next := [4]int{}
	take := func(i, n int) {
		out = append(out, hands[i][next[i]:next[i]+n]...)
		next[i] += n
	}
	for range v.DealBlockRounds {
		for i := range v.Players {
			take(i, v.DealBlock)
		}
	}
	for i := range v.Players {
		take(i, 1)
	}
	take(0, 1)
	return append(out, tilesOf(t, draws)...)
}

// scenario is a hand set up with a fixed wall.
type scenario struct {
	v      Variant
	dealer Seat
	rel    [4]string // hands from the dealer in turn order
	draws  string    // live draws after the deal
	reps   string    // replacement-end tiles
	scorer Scorer
	seed   uint64
}

func (sc scenario) game(t testing.TB) *Game {
	t.Helper()
	d := sc.dealer
	scorer := sc.scorer
	if scorer == nil {
		// Scenarios test the table's rules, not the scores: any complete
		// hand wins unless the scenario brings a real scorer.
		scorer = newStandIn(sc.v)
	}
	g, err := NewGame(Config{Variant: sc.v, Seed: sc.seed, Scorer: scorer, FirstDealer: &d,
		FixedWall: &FixedWall{Draw: dealOrder(t, sc.v, sc.rel, sc.draws), Replacement: tilesOf(t, sc.reps)}})
	if err != nil {
		t.Fatal(err)
	}
	checkGame(t, g)
	return g
}

// checkGame fails the test if the game's invariants do not hold.
func checkGame(t testing.TB, g *Game) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%v\n%s", err, g.StateText())
	}
}

// play applies actions written in the record notation and returns the
// events of the last one.
func play(t testing.TB, g *Game, lines ...string) []Event {
	t.Helper()
	var evs []Event
	for _, l := range lines {
		a, err := ParseAction(l)
		if err != nil {
			t.Fatal(err)
		}
		if evs, err = g.Apply(a); err != nil {
			t.Fatalf("%s: %v\n%s", l, err, g.StateText())
		}
		checkGame(t, g)
	}
	return evs
}

// refuse checks that an action is refused for the reason given, and that
// the state did not change.
func refuse(t testing.TB, g *Game, line string, want ErrorReason, wantScore ScoreReason) {
	t.Helper()
	a, err := ParseAction(line)
	if err != nil {
		t.Fatal(err)
	}
	before := g.StateText()
	_, err = g.Apply(a)
	var ie *IllegalActionError
	if !errors.As(err, &ie) {
		t.Fatalf("%s: want an IllegalActionError, got %v", line, err)
	}
	if ie.Reason != want || ie.Score != wantScore {
		t.Fatalf("%s: refused for %v/%v, want %v/%v", line, ie.Reason, ie.Score, want, wantScore)
	}
	if after := g.StateText(); after != before {
		t.Fatalf("%s: refused but the state changed", line)
	}
	if slices.Contains(g.LegalActions(a.Seat), a.Normalized()) {
		t.Fatalf("%s: refused but listed as legal", line)
	}
}

// legal returns the legal actions of a seat in the record notation.
func legal(g *Game, s Seat) []string {
	var out []string
	for _, a := range g.LegalActions(s) {
		out = append(out, a.String())
	}
	return out
}

func wantLegal(t testing.TB, g *Game, s Seat, want ...string) {
	t.Helper()
	if got := legal(g, s); !slices.Equal(got, want) {
		t.Fatalf("seat %d legal %q, want %q", s, got, want)
	}
}

// passAll answers pass for every seat asked in the current window.
func passAll(t testing.TB, g *Game) {
	t.Helper()
	for g.Phase() == PhaseClaim || g.Phase() == PhaseRobKong {
		for s := range Seat(NumSeats) {
			if ph := g.Phase(); ph != PhaseClaim && ph != PhaseRobKong {
				break
			}
			if len(g.LegalActions(s)) > 0 {
				if _, err := g.Apply(Action{Seat: s, Kind: ActPass}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// discardDrawn has the turn seat discard the tile it drew (the first
// discardable tile after a claim), then passes every claim.
func discardDrawn(t testing.TB, g *Game) {
	t.Helper()
	if g.Phase() != PhaseTurn {
		t.Fatalf("not a turn: %s", g.Phase())
	}
	s := g.Turn()
	tile := g.h.drawn
	if tile == NoTile {
		for _, a := range g.LegalActions(s) {
			if a.Kind == ActDiscard {
				tile = a.Tile
				break
			}
		}
	}
	if _, err := g.Apply(Action{Seat: s, Kind: ActDiscard, Tile: tile}); err != nil {
		t.Fatal(err)
	}
	checkGame(t, g)
	passAll(t, g)
}

// allLegal lists the legal actions of every seat.
func allLegal(g *Game) []Action {
	var out []Action
	for s := range Seat(NumSeats) {
		out = append(out, g.LegalActions(s)...)
	}
	return out
}

// randomPolicy picks a legal action: a win when one is offered (most of
// the time), otherwise uniformly, passes weighted so hands flow.
func randomPolicy(r *rand.Rand, acts []Action) Action {
	if r.IntN(10) < 9 {
		for _, a := range acts {
			if a.Kind == ActWin {
				return a
			}
		}
	}
	return acts[r.IntN(len(acts))]
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0xabcdef)) }

// greedyPolicy plays to win fast (tests only: it reads the game's
// hands): it wins, declares and makes kongs when it can, claims pungs and
// chows that join tiles, and discards the tile with the fewest neighbours.
func greedyPolicy(g *Game, r *rand.Rand, acts []Action) Action {
	best, bestScore := acts[r.IntN(len(acts))], 1<<30
	for _, a := range acts {
		switch a.Kind {
		case ActWin:
			return a
		case ActConcealedKong, ActAddedKong, ActKong:
			return a
		case ActPung:
			if a.JokerMask == 0 {
				return a
			}
		case ActChow:
			if a.JokerMask == 0 && r.IntN(2) == 0 {
				return a
			}
		case ActPass:
			if bestScore == 1<<30 {
				best = a
			}
		case ActDiscard:
			score := neighbours(&g.h.p[a.Seat], a.Tile)*4 + r.IntN(4)
			if a.Declare {
				score = -1
			}
			if score < bestScore {
				best, bestScore = a, score
			}
		}
	}
	return best
}

// neighbours scores how well t fits with the other concealed tiles.
func neighbours(p *player, t Tile) int {
	if t == Joker {
		return 100
	}
	n := 3 * int(p.conc[t]-1)
	if t.IsSuited() {
		r := int(t % 9)
		for d := -2; d <= 2; d++ {
			if d != 0 && r+d >= 0 && r+d <= 8 && p.conc[int(t)+d] > 0 {
				n += 3 - abs(d)
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// withOption returns o with the registry's option name set to value.
func withOption(o Options, name, value string) Options {
	if err := mustOption(name).Set(&o, value); err != nil {
		panic(err)
	}
	return o
}
