package store

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// t0 is the tests' clock.
var t0 = time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)

// variantOptions are option sets a game of each variant may be played
// with, the zero one included.
var variantOptions = map[string][]rules.Options{
	rules.VariantHK: {{}, rules.MustParseOptions("ladder=half"), rules.MustParseOptions("seven-pairs open"),
		rules.MustParseOptions("ladder=full seven-pairs min-fan=1 length=east")},
	rules.VariantClassic: {{}, rules.MustParseOptions("jokers"), rules.MustParseOptions("ready=off limit=500"),
		rules.MustParseOptions("jokers ready=off length=5")},
	rules.VariantFamily: {{}, rules.MustParseOptions("open")},
	rules.VariantPow2:   {{}, rules.MustParseOptions("min-points=2"), rules.MustParseOptions("dealer-stays open length=half")},
}

// randomGame starts a game of the variant with random options, seed, and
// now and then a fixed first dealer or a fixed start of the wall.
func randomGame(t testing.TB, name string, r *rand.Rand) *rules.Game {
	t.Helper()
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	opts := variantOptions[name]
	if v, err = v.With(opts[r.IntN(len(opts))]); err != nil {
		t.Fatal(err)
	}
	cfg := rules.Config{Variant: v, Seed: r.Uint64()}
	if r.IntN(4) == 0 {
		d := rules.Seat(r.IntN(4))
		cfg.FirstDealer = &d
	}
	if r.IntN(8) == 0 {
		cfg.FixedWall = &rules.FixedWall{Draw: tiles(t, "1m 1m 9p 5z")}
		if !v.Pile {
			cfg.FixedWall.Replacement = tiles(t, "3s")
		}
	}
	g, err := rules.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func tiles(t testing.TB, s string) []rules.Tile {
	t.Helper()
	ts, err := rules.ParseTiles(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// randomMeta is a Meta with random seats, kinds and preferences.
func randomMeta(g *rules.Game, r *rand.Rand) Meta {
	m := Meta{
		ID:        NewID(t0.Add(time.Duration(r.IntN(1e6))*time.Second), g.Seed(), g.Variant().Name),
		StartedAt: t0.Add(time.Duration(r.IntN(1e6)) * time.Second),
		HumanSeat: rules.Seat(r.IntN(g.Variant().Players)),
		Lang:      []string{"", "en", "fr"}[r.IntN(3)],
		Tiles:     []string{"", "unicode", "ascii"}[r.IntN(3)],
		Speed:     []string{"", "slow", "instant"}[r.IntN(3)],
		Coach:     r.IntN(2) == 0,
	}
	kinds := []string{"beginner", "club", "expert", "exec:./bots/my-bot"}
	m.Seats[m.HumanSeat] = KindHuman
	for i := range rules.NumSeats - 1 {
		m.Seats[(int(m.HumanSeat)+1+i)%rules.NumSeats] = kinds[r.IntN(len(kinds))]
	}
	for s := g.Variant().Players; s < rules.NumSeats; s++ {
		m.Seats[s] = KindEmpty
	}
	return m
}

// step plays one legal action chosen at random, a win whenever one is
// offered (so that hands are won now and then); false when the game is
// over.
func step(g *rules.Game, r *rand.Rand) (rules.Action, bool) {
	var all []rules.Action
	for s := range rules.Seat(rules.NumSeats) {
		for _, a := range g.LegalActions(s) {
			if a.Kind == rules.ActWin {
				return a, true
			}
			all = append(all, a)
		}
	}
	if len(all) == 0 {
		return rules.Action{}, false
	}
	return all[r.IntN(len(all))], true
}

// play applies up to n actions chosen by step; it returns how many it
// applied.
func play(t testing.TB, g *rules.Game, r *rand.Rand, n int) int {
	t.Helper()
	for i := range n {
		a, ok := step(g, r)
		if !ok {
			return i
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("legal action %v refused: %v", a, err)
		}
	}
	return n
}

// playOut plays the game to its end (at most limit actions); false if the
// limit came first.
func playOut(t testing.TB, g *rules.Game, r *rand.Rand, limit int) bool {
	t.Helper()
	play(t, g, r, limit)
	return g.Over()
}

// sameGame fails unless the two games are in exactly the same state and
// record the same history.
func sameGame(t testing.TB, what string, a, b *rules.Game) {
	t.Helper()
	if sa, sb := a.StateText(), b.StateText(); sa != sb {
		t.Fatalf("%s: states differ\nsaved:\n%s\nloaded:\n%s", what, sa, sb)
	}
	ma, err := a.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	mb, err := b.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if string(ma) != string(mb) {
		t.Fatalf("%s: records differ\n%s\n%s", what, ma, mb)
	}
}

// sameMeta fails unless the loaded Meta and save time are the saved ones.
func sameMeta(t testing.TB, what string, want, got *Saved) {
	t.Helper()
	w, g := want.Meta, got.Meta
	if w.ID != g.ID || !w.StartedAt.Equal(g.StartedAt) || w.HumanSeat != g.HumanSeat || w.Seats != g.Seats ||
		w.Lang != g.Lang || w.Tiles != g.Tiles || w.Speed != g.Speed || w.Coach != g.Coach || !want.SavedAt.Equal(got.SavedAt) {
		t.Fatalf("%s: meta %+v saved at %v, loaded %+v saved at %v", what, w, want.SavedAt, g, got.SavedAt)
	}
}

// testStore is a store over two fresh directories.
func testStore(t testing.TB) *Store {
	t.Helper()
	dir := t.TempDir()
	return New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))
}

// readBytes reads a file, failing the test if it cannot.
func readBytes(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// dirNames lists a directory's entries.
func dirNames(t testing.TB, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// greedyStep plays like a beginner so that hands are won: a win whenever
// one is offered; on its turn, the discard that leaves the lowest
// shanten (declaring when it may); otherwise a random legal action.
func greedyStep(g *rules.Game, r *rand.Rand) (rules.Action, bool) {
	if g.Phase() != rules.PhaseTurn {
		return step(g, r)
	}
	seat := g.Turn()
	legal := g.LegalActions(seat)
	for _, a := range legal {
		if a.Kind == rules.ActWin {
			return a, true
		}
	}
	v := g.View(seat)
	p := v.Players[seat]
	held := append([]rules.Tile{}, p.Concealed...)
	if p.Drawn != rules.NoTile {
		held = append(held, p.Drawn)
	}
	best, bestShanten := -1, rules.NoShanten+1
	for i, a := range legal {
		if a.Kind != rules.ActDiscard {
			continue
		}
		rest := make([]rules.Tile, 0, len(held))
		removed := false
		for _, t := range held {
			if t == a.Tile && !removed {
				removed = true
				continue
			}
			rest = append(rest, t)
		}
		c := rules.CountsOf(rest)
		sh := rules.Shanten(&c, rules.JokersIn(rest), len(p.Melds), g.Variant().Forms)
		if a.Declare {
			sh-- // a declaration goes with the best discard
		}
		if sh < bestShanten || sh == bestShanten && r.IntN(2) == 0 {
			best, bestShanten = i, sh
		}
	}
	if best < 0 {
		return legal[r.IntN(len(legal))], true
	}
	return legal[best], true
}
