package bot

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/strategy/scenetest"
	"github.com/mahjong-tui/mahjong/rules"
)

func TestParseLevel(t *testing.T) {
	for _, l := range Levels {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
		if l.Key() != "bot.level."+l.String() {
			t.Errorf("%v.Key() = %q", l, l.Key())
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("ParseLevel accepts an unknown level")
	}
}

// Four bots play whole games of every variant, hand after hand: every
// action is one of the seat's legal actions and the games end.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, name := range rules.VariantNames() {
		v, err := rules.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		var bots [rules.NumSeats]Bot
		for s := range bots {
			bots[s] = New(Levels[s%len(Levels)], v, 110+uint64(s))
		}
		steps := 0
		for !g.Over() {
			moved := false
			for s := range rules.Seat(rules.NumSeats) {
				view := g.View(s)
				if len(view.Legal) == 0 {
					continue
				}
				a := bots[s].Act(view)
				if !slices.Contains(view.Legal, a) {
					t.Fatalf("%s: bot %d chose %v, not among %v", name, s, a, view.Legal)
				}
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s: bot %d played %v: %v", name, s, a, err)
				}
				moved = true
				break
			}
			if !moved {
				t.Fatalf("%s: nobody can move in phase %v", name, g.Phase())
			}
			if steps++; steps > 100000 {
				t.Fatalf("%s: game does not end", name)
			}
		}
		for s, b := range bots {
			if n := b.(*player).Fallbacks(); n != 0 {
				t.Errorf("%s: bot %d fell back %d times", name, s, n)
			}
		}
	}
}

// scripted plays the other seats of the information test: it discards the
// tile it drew and passes every claim (a win included), so its actions
// depend only on the draws, which both games share.
func scripted(v rules.View) rules.Action {
	me := v.Players[v.Seat]
	for _, a := range v.Legal {
		switch {
		case a.Kind == rules.ActNextHand, a.Kind == rules.ActPass:
			return a
		case a.Kind == rules.ActDiscard && !a.Declare && a.Tile == me.Drawn:
			return a
		}
	}
	for _, a := range v.Legal {
		if a.Kind == rules.ActDiscard && !a.Declare {
			return a
		}
	}
	return v.Legal[0]
}

// informationWalls returns two full walls in draw order for a game dealt
// by seat 0: the same tiles for seat 0's deal, for every live draw up to
// horizon and for the replacement end; the other seats' dealt tiles and
// the wall beyond the horizon shuffled differently. Bonus tiles lie
// beyond the horizon.
func informationWalls(v rules.Variant, seed uint64, horizon int) (a, b []rules.Tile) {
	r := rand.New(rand.NewPCG(seed, 1))
	set := rules.NewTileSet(v.Tiles)
	r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	const tail = 12 // the replacement end
	far := set[horizon : len(set)-tail]
	// Bonus tiles and jokers go beyond the horizon.
	for i := range set[:horizon] {
		if !set[i].IsPlaying() {
			for j := range far {
				if far[j].IsPlaying() {
					set[i], far[j] = far[j], set[i]
					break
				}
			}
		}
	}
	a = slices.Clone(set)
	b = slices.Clone(set)
	// The deal: three rounds of 4 from the dealer (seat 0), then one each,
	// then one more to the dealer. Positions of seats 1-3:
	var others []int
	for round := range 3 {
		for s := 1; s < rules.NumSeats; s++ {
			for k := range 4 {
				others = append(others, 16*round+4*s+k)
			}
		}
	}
	others = append(others, 49, 50, 51)
	r.Shuffle(len(others), func(i, j int) {
		b[others[i]], b[others[j]] = b[others[j]], b[others[i]]
	})
	farB := b[horizon : len(b)-tail]
	r.Shuffle(len(farB), func(i, j int) { farB[i], farB[j] = farB[j], farB[i] })
	return a, b
}

func inPlay(g *rules.Game) bool {
	switch g.Phase() {
	case rules.PhaseTurn, rules.PhaseClaim, rules.PhaseRobKong:
		return true
	}
	return false
}

// advance lets the scripted seats 1-3 play until seat 0 has something to
// do or the hand is over.
func advance(t *testing.T, g *rules.Game) {
	t.Helper()
	for inPlay(g) && len(g.View(0).Legal) == 0 {
		moved := false
		for s := rules.Seat(1); s < rules.NumSeats; s++ {
			if v := g.View(s); len(v.Legal) > 0 {
				if _, err := g.Apply(scripted(v)); err != nil {
					t.Fatal(err)
				}
				moved = true
				break
			}
		}
		if !moved {
			t.Fatal("nobody to play")
		}
	}
}

// A bot sees only its View: two games that differ in the other seats'
// hands and in the wall beyond what has been drawn, but show the seat
// the same view, get the same actions from it, at every level and in
// every variant. (The bot API takes a View and nothing else; a View of a
// hand in play holds no other seat's concealed tiles: checked too.)
func TestBotSeesOnlyItsView(t *testing.T) {
	const horizon = 90
	seat0 := rules.Seat(0)
	decisions := 0
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		for _, level := range Levels {
			for seed := uint64(1); seed <= 4; seed++ {
				wa, wb := informationWalls(v, seed, horizon)
				if slices.Equal(wa, wb) {
					t.Fatal("the walls do not differ")
				}
				ga, err := rules.NewGame(rules.Config{Variant: v, Seed: seed, FirstDealer: &seat0, FixedWall: &rules.FixedWall{Draw: wa}})
				if err != nil {
					t.Fatal(err)
				}
				gb, err := rules.NewGame(rules.Config{Variant: v, Seed: seed, FirstDealer: &seat0, FixedWall: &rules.FixedWall{Draw: wb}})
				if err != nil {
					t.Fatal(err)
				}
				ba, bb := New(level, v, seed), New(level, v, seed)
				for {
					advance(t, ga)
					advance(t, gb)
					if !inPlay(ga) || !inPlay(gb) {
						if inPlay(ga) != inPlay(gb) {
							t.Fatalf("%s %s seed %d: one hand ended, not the other", name, level, seed)
						}
						break
					}
					va, vb := ga.View(seat0), gb.View(seat0)
					if va.LiveDrawn >= horizon {
						break
					}
					for s := 1; s < rules.NumSeats; s++ {
						if va.Players[s].Concealed != nil {
							t.Fatalf("%s: seat 0 sees seat %d's tiles", name, s)
						}
					}
					if !reflect.DeepEqual(va, vb) {
						t.Fatalf("%s %s seed %d: the views differ:\n%+v\n%+v", name, level, seed, va, vb)
					}
					aa, ab := ba.Act(va), bb.Act(vb)
					if aa != ab {
						t.Fatalf("%s %s seed %d: same view, actions %v and %v", name, level, seed, aa, ab)
					}
					decisions++
					if _, err := ga.Apply(aa); err != nil {
						t.Fatal(err)
					}
					if _, err := gb.Apply(ab); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if decisions < 500 {
		t.Errorf("only %d decisions compared", decisions)
	}
}

// The bot's code (not its tests) never names the game: it cannot reach
// anything but the View it is given.
func TestBotCodeUsesOnlyTheView(t *testing.T) {
	scenetest.OnlyTheView(t, 5)
	// The interface: one method, taking a View.
	m, ok := reflect.TypeFor[Bot]().MethodByName("Act")
	if !ok || m.Type.NumIn() != 1 || m.Type.In(0) != reflect.TypeFor[rules.View]() {
		t.Errorf("Bot.Act is %v", m.Type)
	}
}

// A reset bot plays exactly as a new one; the same seed gives the same
// actions.
func TestResetAndSeeds(t *testing.T) {
	v := rules.HKVariant()
	g, _ := rules.NewGame(rules.Config{Variant: v, Seed: 3})
	var views []rules.View
	bots := [4]Bot{New(Beginner, v, 1), New(Beginner, v, 2), New(Beginner, v, 3), New(Beginner, v, 4)}
	for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
		for s := range rules.Seat(4) {
			vw := g.View(s)
			if len(vw.Legal) > 0 {
				views = append(views, vw)
				g.Apply(bots[s].Act(vw))
				break
			}
		}
	}
	for _, l := range Levels {
		fresh := New(l, v, 42)
		reused := New(l, v, 7)
		for _, vw := range views[:10] {
			reused.Act(vw)
		}
		reused.(*player).Reset(42)
		for i, vw := range views {
			if a, b := fresh.Act(vw), reused.Act(vw); a != b {
				t.Fatalf("%s: view %d: new bot %v, reset bot %v", l, i, a, b)
			}
		}
	}
}
