package rules

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// The analysis over the three-player set (FormThreePlayer), checked
// against a reference that searches the targets the set allows: the
// characters are 1m and 9m only, read with no chow (two honour-like
// kinds), and the honours are the six other than North.

// threeForms are the form sets of the three-player variants: hk (with
// and without seven pairs), classic and family.
var threeForms = []Forms{FormStandard | FormThreePlayer, FormStandard | FormSevenPairs | FormThreePlayer}

// ref3StandardDist is refStandardDist over the three-player set.
func ref3StandardDist(cp *Counts, k int) int {
	c := *cp
	var g [4]refGroupDist
	g[0] = refGroup([]int{int(c[0]), int(c[8])}, false)
	for s := 1; s < 3; s++ {
		var v [9]int
		for r := range 9 {
			v[r] = int(c[9*s+r])
		}
		g[s] = refGroup(v[:], true)
	}
	g[3] = refGroup([]int{int(c[East]), int(c[South]), int(c[West]), int(c[White]), int(c[Green]), int(c[Red])}, false)
	return refSplit(&g, k)
}

// ref3Shanten is the shanten over the forms of f, the three-player set.
func ref3Shanten(c *Counts, jokers, melds int, f Forms) int {
	best := NoShanten
	if f&FormStandard != 0 {
		best = ref3StandardDist(c, 4-melds) - jokers - 1
	}
	if f&FormSevenPairs != 0 && melds == 0 {
		best = min(best, refSevenPairs(c))
	}
	return best
}

// random3Hand draws n tiles a three-player hand may hold: the 26 kinds
// in play, four of each; one hand in two starts with 0-4 each of 1m and
// 9m, where the two sets differ.
func random3Hand(r *rand.Rand, n int) Counts {
	var c Counts
	if r.IntN(2) == 0 {
		for _, k := range []Tile{0, 8} {
			for range min(r.IntN(5), n) {
				c[k]++
				n--
			}
		}
	}
	var wall []Tile
	for k := range Tile(NumKinds) {
		if !threeOut.Has(k) {
			for range 4 - int(c[k]) {
				wall = append(wall, k)
			}
		}
	}
	for i := range n {
		j := i + r.IntN(len(wall)-i)
		wall[i], wall[j] = wall[j], wall[i]
		c[wall[i]]++
	}
	return c
}

// TestThreePlayerShanten compares Shanten, Waits, readyDiscardKinds and
// Discards over the three-player set with the reference search and with
// their definitions: random hands with jokers and declared melds; a wait
// or an accepted draw is never a kind out of play.
func TestThreePlayerShanten(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 0x3333))
	n := soak.Size(2000, 6000)
	for i := range n {
		melds, jokers := i%3, (i/3)%3
		size := 13 - 3*melds - jokers + (i/9)%2 // 3n+1 and 3n+2 hands
		c := random3Hand(r, size)
		for _, f := range threeForms {
			want := ref3Shanten(&c, jokers, melds, f)
			if got := Shanten(&c, jokers, melds, f); got != want {
				t.Fatalf("%s +%dj %d melds forms %b: Shanten %d, reference %d", FormatTiles(c.Tiles()), jokers, melds, f, got, want)
			}
			// Thirteen orphans needs a North: asking for it changes nothing.
			if got := Shanten(&c, jokers, melds, f|FormThirteenOrphans); got != want {
				t.Fatalf("%s: with thirteen orphans %d, without %d", FormatTiles(c.Tiles()), got, want)
			}
			if (c.total()+jokers+3*melds)%3 == 1 {
				checkWaits3(t, &c, jokers, melds, f, want)
			} else {
				checkDiscards3(t, &c, jokers, melds, f)
			}
		}
	}
}

// checkWaits3 checks Waits on a 3n+1 hand of shanten sh: the kinds in
// play, not held four times, whose draw completes the hand.
func checkWaits3(t *testing.T, c *Counts, jokers, melds int, f Forms, sh int) {
	t.Helper()
	var want KindSet
	if sh == 0 {
		for k := range Tile(NumKinds) {
			if threeOut.Has(k) || c[k] == 4 {
				continue
			}
			c[k]++
			if ref3Shanten(c, jokers, melds, f) == -1 {
				want.Add(k)
			}
			c[k]--
		}
	}
	if got := Waits(c, jokers, melds, f); got != want {
		t.Fatalf("%s +%dj %d melds forms %b: waits %s, want %s", FormatTiles(c.Tiles()), jokers, melds, f, kindsString(got), kindsString(want))
	}
}

// checkDiscards3 checks readyDiscardKinds and Discards on a 3n+2 hand
// against Shanten (itself checked against the reference).
func checkDiscards3(t *testing.T, c *Counts, jokers, melds int, f Forms) {
	t.Helper()
	var ready KindSet
	var out [NumKinds + 1]DiscardChoice
	n := Discards(c, jokers, melds, f, nil, &out)
	byTile := map[Tile]DiscardChoice{}
	for _, d := range out[:n] {
		byTile[d.Tile] = d
	}
	for k := range Tile(NumKinds) {
		if c[k] == 0 {
			continue
		}
		c[k]--
		left := Shanten(c, jokers, melds, f)
		if left == 0 {
			ready.Add(k)
		}
		var acc KindSet
		for x := range Tile(NumKinds) {
			if threeOut.Has(x) || c[x] == 4 {
				continue
			}
			c[x]++
			if Shanten(c, jokers, melds, f) < left {
				acc.Add(x)
			}
			c[x]--
		}
		c[k]++
		d, ok := byTile[k]
		if !ok || d.Shanten != left || d.Accept != acc {
			t.Fatalf("%s +%dj %d melds forms %b: discard %s gives %+v, want shanten %d accept %s",
				FormatTiles(c.Tiles()), jokers, melds, f, k, d, left, kindsString(acc))
		}
	}
	if got, _ := readyDiscardKinds(c, jokers, melds, f); got != ready {
		t.Fatalf("%s +%dj %d melds: ready discards %s, want %s", FormatTiles(c.Tiles()), jokers, melds, kindsString(got), kindsString(ready))
	}
}

// A hand that reads differently over the two sets: over the four-player
// set 1m and a joker wait for 2m or 3m (a chow); over the three-player
// set no chow is made in characters and no joker stands for a removed
// tile, so the hand is one tile further.
func TestThreePlayerNoCharacterChow(t *testing.T) {
	c := CountsOf(tilesOf(t, "1111m 234p 567p 99s"))
	four, three := FormStandard|FormThirteenOrphans, FormStandard|FormThreePlayer
	if w := Waits(&c, 1, 0, four); kindsString(w) != kindsString(KindSet(1<<1|1<<2)) {
		t.Errorf("four players: waits %s, want 2m 3m", kindsString(w))
	}
	if s := Shanten(&c, 1, 0, three); s != 1 {
		t.Errorf("three players: shanten %d, want 1", s)
	}
	h, _ := ParseHand("1111m 0j 234p 567p 99s +0j")
	if len(Decompose(h, four)) == 0 || len(Decompose(h, three)) != 0 {
		t.Errorf("1m and two jokers: a chow with four players only")
	}
	// A hand holding a kind out of play cannot exist.
	for _, s := range []string{"5m 234p 567p 99s 111z 22z", "4z 234p 567p 99s 111z 22z"} {
		x := CountsOf(tilesOf(t, s))
		if Shanten(&x, 0, 0, three) != NoShanten || Waits(&x, 0, 0, three) != 0 {
			t.Errorf("%s: analysed over the three-player set", s)
		}
	}
	// Jokers stand for no removed tile: 0j in 11m's place is 1m, never 2m.
	h, _ = ParseHand("11m 0j 999m 234p 567p 11s +1s")
	for _, d := range Decompose(h, three) {
		for _, g := range d.Groups {
			for _, x := range g.stands() {
				if threeOut.Has(x) {
					t.Errorf("%v stands for %s", d.Strings(), x)
				}
			}
		}
	}
}

// View.Seen counts the kinds out of play as seen, four each, so that
// Unseen finds none of them.
func TestThreePlayerSeen(t *testing.T) {
	v, _ := NewVariant("hk", MustParseOptions("players=3"))
	g, err := NewGame(Config{Variant: v, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	view := g.View(0)
	if view.SeatsInPlay != 3 || view.OutOfPlay != threeOut {
		t.Fatalf("view: %d seats, out of play %s", view.SeatsInPlay, kindsString(view.OutOfPlay))
	}
	seen := view.Seen()
	hand := CountsOf(append(view.Players[0].Concealed, view.Players[0].Drawn))
	for k := range Tile(NumKinds) {
		if u := Unseen(k, &hand, &seen); threeOut.Has(k) && u != 0 {
			t.Errorf("%s: %d unseen", k, u)
		}
	}
	if seen[0] != 0 || seen[8] != 0 {
		t.Errorf("1m and 9m seen at the deal: %d %d", seen[0], seen[8])
	}
}

// A View says which seats are in play and who plays next at its table;
// and WinBase gives the scorer what the game gives it for the winner's
// bonus tiles, winds, table size and Norths: checked on every win of
// random three-player games of hk and classic (and four-player hk).
func TestViewWinBase(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
	}{{"hk", 3}, {"classic", 3}, {"hk", 4}} {
		v, err := NewVariant(c.name, withOption(Options{}, "players", strconv.Itoa(c.players)))
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(uint64(c.players))
		wins, norths := 0, 0
		for seed := range uint64(60) {
			g, err := NewGame(Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			view := g.View(0)
			for s := range Seat(NumSeats) {
				if view.InPlay(s) != (int(s) < c.players) || view.InPlay(s) && view.NextSeat(s) != v.NextSeat(s) {
					t.Fatalf("%s/%d seat %d: in play %v, next %d", c.name, c.players, s, view.InPlay(s), view.NextSeat(s))
				}
			}
			for g.Phase() == PhaseTurn || g.Phase() == PhaseClaim || g.Phase() == PhaseRobKong {
				a := greedyPolicy(g, r, allLegal(g))
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			res := g.Result()
			if res == nil || res.Drawn {
				continue
			}
			wins++
			w := g.View(res.Winner)
			bonus, ctx := w.WinBase(res.Winner, nil)
			got, want := ctx, res.Context
			bonus = slices.Clone(bonus)
			slices.Sort(bonus) // the game's are in tile order, the view's as they were set aside
			if got.SeatWind != want.SeatWind || got.PrevailingWind != want.PrevailingWind || got.Players != want.Players ||
				got.Norths != want.Norths || !slices.Equal(bonus, res.Hand.Bonus) && len(bonus)+len(res.Hand.Bonus) > 0 {
				t.Fatalf("%s/%d seed %d: WinBase %v %+v, the game's %v %+v", c.name, c.players, seed, bonus, got, res.Hand.Bonus, want)
			}
			norths += want.Norths
		}
		if wins < 20 || c.players == 3 && norths == 0 {
			t.Errorf("%s/%d: %d wins, %d Norths", c.name, c.players, wins, norths)
		}
	}
}
