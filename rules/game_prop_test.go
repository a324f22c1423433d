package rules

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// randomAction makes an action that may or may not be legal: a legal one
// mutated (seat, kind, tile, flags), or one drawn at random.
func randomAction(r *rand.Rand, legal []Action) Action {
	if len(legal) > 0 && r.IntN(3) > 0 {
		a := legal[r.IntN(len(legal))]
		switch r.IntN(5) {
		case 0:
			a.Seat = Seat(r.IntN(5))
		case 1:
			a.Kind = ActionKind(r.IntN(11))
		case 2:
			a.Tile = Tile(int(a.Tile) + r.IntN(5) - 2)
		case 3:
			a.Declare = !a.Declare
		default:
			a.JokerMask = uint8(r.IntN(16))
		}
		return a
	}
	t := Tile(r.IntN(45))
	if t == 44 {
		t = NoTile
	}
	return Action{Seat: Seat(r.IntN(5)), Kind: ActionKind(r.IntN(11)), Tile: t,
		Declare: r.IntN(4) == 0, JokerMask: uint8(r.IntN(16))}
}

// propHands is the number of hands the property test plays per variant.
func propHands() int { return soak.Size(400, 2000) }

// TestPropertyRandomPlay plays hands of random legal play in each
// variant and checks after every action: the invariants (hand sizes by
// phase included), that a random illegal action is refused without
// changing the state, and — at every action of some hands, at random
// points of the others — that the record replays to the same state. At
// one step in 64 every legal action is applied to a copy, which must
// accept it and keep the invariants. The engine's caches are checked
// after every action (checkCaches), and a turn's legal actions against
// every action check accepts at one step in 64 and wherever a
// declaration, a win or a kong is offered (checkLegalExhaustive).
func TestPropertyRandomPlay(t *testing.T) {
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	three := func(v Variant, o Options) Variant {
		o = withOption(o, "players", "3")
		w, err := v.With(o)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	variants := []struct {
		v     Variant
		hands int
	}{
		{HKVariant(), propHands()},
		{ClassicVariant(), propHands()},
		{FamilyVariant(), propHands()},
		{Pow2Variant(), propHands()},
		{jok, propHands() / 8},
		// Three players (RULES.md): every rule set that has it.
		{three(HKVariant(), Options{}), propHands() / 2},
		{three(ClassicVariant(), Options{}), propHands() / 2},
		{three(FamilyVariant(), Options{}), propHands() / 2},
		{three(ClassicVariant(), MustParseOptions("jokers")), propHands() / 8},
	}
	for _, c := range variants {
		name := c.v.Name
		if c.v.Tiles.Jokers {
			name += "+jokers"
		}
		if c.v.Players == 3 {
			name += "/3"
		}
		t.Run(name, func(t *testing.T) {
			propVariant(t, c.v, c.hands)
		})
	}
}

func propVariant(t *testing.T, v Variant, target int) {
	r := rand.New(rand.NewPCG(uint64(len(v.Name)), 77+uint64(v.Players)))
	hands, actions, roundTrips, illegal, wins := 0, 0, 0, 0, 0
	var snapA, snapB []byte
	kinds := map[EventKind]int{}
	kongs := map[KongKind]int{}
	const handsPerGame = 4 // games are cut short so records stay cheap to replay
	for seed := uint64(1); hands < target; seed++ {
		g, err := NewGame(Config{Variant: v, Seed: seed, Scorer: payScorer{v.Forms}})
		if err != nil {
			t.Fatal(err)
		}
		gameHands := 1
		greedy := seed%2 == 0     // half the games played to win, half at random
		fullCheck := seed%40 == 1 // record round trip after every action of this game's first hand
		legal := allLegal(g)
		for !g.Over() && gameHands <= handsPerGame {
			if len(legal) == 0 {
				t.Fatalf("seed %d: nobody can act\n%s", seed, g.StateText())
			}
			a := randomPolicy(r, legal)
			if greedy {
				a = greedyPolicy(g, r, legal)
			}
			if r.IntN(64) == 0 || slices.ContainsFunc(legal, rareAction) {
				if err := checkLegalExhaustive(g); err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, g.StateText())
				}
			}
			if r.IntN(64) == 0 {
				for _, b := range legal {
					c := g.Clone()
					if _, err := c.Apply(b); err != nil {
						t.Fatalf("seed %d: legal %s refused: %v", seed, b, err)
					}
					if err := c.CheckInvariants(); err != nil {
						t.Fatalf("seed %d: after legal %s: %v", seed, b, err)
					}
				}
			}
			evs, err := g.Apply(a)
			if err != nil {
				t.Fatalf("seed %d: %s: %v\n%s", seed, a, err, g.StateText())
			}
			actions++
			for _, e := range evs {
				kinds[e.Kind]++
				if e.Kind == EvKong {
					kongs[e.Kong]++
				}
				switch e.Kind {
				case EvHandStarted:
					gameHands++
					hands++
					fullCheck = false
				case EvWin:
					wins++
				}
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d after %s: %v\n%s", seed, a, err, g.StateText())
			}
			if err := checkCaches(g); err != nil {
				t.Fatalf("seed %d after %s: %v\n%s", seed, a, err, g.StateText())
			}
			if sc := g.Scores(); sc[0]+sc[1]+sc[2]+sc[3] != 0 || v.Players == 3 && sc[3] != 0 {
				t.Fatalf("seed %d after %s: scores %v", seed, a, sc)
			}
			// A random illegal action is refused and changes nothing; the
			// legal actions are those of the next step too.
			legal = allLegal(g)
			b := randomAction(r, legal)
			if bs := b.Seat; bs >= NumSeats || !slices.Contains(g.LegalActions(bs), b.Normalized()) {
				illegal++
				snapA = g.snapshot(snapA[:0])
				_, err := g.Apply(b)
				var ie *IllegalActionError
				if !errors.As(err, &ie) || ie.Reason == IllegalNone {
					t.Fatalf("seed %d: illegal %s (%+v) accepted: %v\n%s", seed, b, b, err, g.StateText())
				}
				if snapB = g.snapshot(snapB[:0]); !bytes.Equal(snapA, snapB) {
					t.Fatalf("seed %d: refused %s changed the state", seed, b)
				}
			}
			if fullCheck || r.IntN(400) == 0 {
				roundTrips++
				text, err := g.MarshalText()
				if err != nil {
					t.Fatal(err)
				}
				g2, err := ParseGame(text, payScorer{v.Forms})
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if g2.StateText() != g.StateText() || !bytes.Equal(g2.snapshot(nil), g.snapshot(nil)) {
					t.Fatalf("seed %d: replay differs\n%s\n%s", seed, g.StateText(), g2.StateText())
				}
			}
		}
		if g.Over() || gameHands > handsPerGame {
			hands++ // the hand that ended the game, or was cut
		}
	}
	t.Logf("%s: %d hands, %d actions, %d wins, %d illegal refused, %d record round trips", v.Name, hands, actions, wins, illegal, roundTrips)
	t.Logf("events %v kongs %v", kinds, kongs)
}

// checkCaches checks the engine's caches against fresh computations:
// each seat's kinds held (once, twice) and group classes are those of
// its tiles, every cached answer that is of a seat's current hand is what
// Shanten, Waits and readyDiscardKinds say, a win score is kept only with its
// win option (clearWindow relies on it), and a copy of the game with its
// caches dropped lists the same legal actions.
func checkCaches(g *Game) error {
	fresh := g.Clone()
	for s := range g.h.p {
		p := &g.h.p[s]
		forms, melds := g.v.Forms, len(p.melds)
		var held uint64
		for k, n := range p.conc {
			if n > 0 {
				held |= 1 << k
			}
		}
		if p.held != held {
			return fmt.Errorf("seat %d: held kinds %x, want %x", s, p.held, held)
		}
		var multi uint64
		for k, n := range p.conc {
			if n > 1 {
				multi |= 1 << k
			}
		}
		if p.multi != multi {
			return fmt.Errorf("seat %d: kinds held twice %x, want %x", s, p.multi, multi)
		}
		cl := groupClasses(p.counts(), forms)
		for gr := range 4 {
			if p.groups.valid&(1<<gr) != 0 && p.groups.cl[gr] != cl[gr] {
				return fmt.Errorf("seat %d: group %d cached class %d, want %d", s, gr, p.groups.cl[gr], cl[gr])
			}
		}
		if p.wvalid && p.wver == p.ver && p.wmelds == melds {
			key := p.conc
			if w := p.wwithout; w != NoTile {
				if key[w] == 0 {
					return fmt.Errorf("seat %d: waits cached for the hand less %s, not held", s, w)
				}
				key[w]--
			}
			c, jokers := (*Counts)(key[:NumKinds]), int(key[Joker])
			var want KindSet
			if Shanten(c, jokers, melds, forms) == 0 {
				want = Waits(c, jokers, melds, forms)
			}
			if p.waits != want {
				return fmt.Errorf("seat %d: cached waits %s less %s, want %s", s, FormatTiles(p.waits.Tiles()), p.wwithout, FormatTiles(want.Tiles()))
			}
		}
		if p.rvalid && p.rver == p.ver && p.rmelds == melds {
			set, joker := readyDiscardKinds(p.counts(), int(p.conc[Joker]), melds, forms)
			if p.ready != set || p.readyJoker != joker {
				return fmt.Errorf("seat %d: cached ready discards %s joker %v, want %s joker %v", s,
					FormatTiles(p.ready.Tiles()), p.readyJoker, FormatTiles(set.Tiles()), joker)
			}
		}
		if offered := g.h.nopts[s] > 0 && g.h.opts[s][0].Kind == ActWin; !offered && (g.h.winScore[s].Winning || g.h.winScore[s].Items != nil) {
			return fmt.Errorf("seat %d: a win score without a win option", s)
		}
		fp := &fresh.h.p[s]
		fp.wvalid, fp.rvalid, fp.groups = false, false, groupCache{three: p.groups.three}
	}
	for s := range Seat(NumSeats) {
		if got, want := g.LegalActions(s), fresh.LegalActions(s); !slices.Equal(got, want) {
			return fmt.Errorf("seat %d: legal %v, without caches %v", s, got, want)
		}
	}
	return nil
}

// TestPlayMatchesApply plays the same random games with Play and with
// Apply: the states are the same after every action, and the opening
// events NewGame and ActNextHand leave are those Apply returned.
func TestPlayMatchesApply(t *testing.T) {
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	for _, v := range []Variant{HKVariant(), ClassicVariant(), FamilyVariant(), Pow2Variant(), jok} {
		r := rand.New(rand.NewPCG(5, uint64(len(v.Name))))
		for seed := uint64(1); seed <= 6; seed++ {
			a, _ := NewGame(Config{Variant: v, Seed: seed})
			b, _ := NewGame(Config{Variant: v, Seed: seed})
			for steps := 0; !a.Over() && steps < 600; steps++ {
				act := randomPolicy(r, allLegal(a))
				evs, err := a.Apply(act)
				if err != nil {
					t.Fatal(err)
				}
				if err := b.Play(act); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.snapshot(nil), b.snapshot(nil)) {
					t.Fatalf("%s seed %d: %s: Play and Apply differ\n%s\n%s", v.Name, seed, act, a.StateText(), b.StateText())
				}
				if act.Kind == ActNextHand {
					open := b.OpeningEvents(NoSeat)
					if !reflect.DeepEqual(open, evs[:len(open)]) {
						t.Fatalf("%s seed %d: opening %v, Apply gave %v", v.Name, seed, open, evs)
					}
				}
			}
		}
	}
}

// rareAction reports a declaration, a win or a kong: the turns that
// offer one are checked exhaustively.
func rareAction(a Action) bool {
	return a.Declare || a.Kind == ActWin || a.Kind == ActConcealedKong || a.Kind == ActAddedKong
}

// checkLegalExhaustive checks, on a turn, that the turn seat's legal
// actions are exactly the turn actions check accepts, trying them all
// (the claim windows' options are what check reads), and that the other
// seats have none.
func checkLegalExhaustive(g *Game) error {
	if g.Phase() != PhaseTurn {
		return nil
	}
	for s := range Seat(NumSeats) {
		if s != g.Turn() {
			if l := g.LegalActions(s); len(l) > 0 {
				return fmt.Errorf("seat %d: legal %v off its turn", s, l)
			}
		}
	}
	s := g.Turn()
	var accepted []Action
	try := func(a Action) {
		if g.legal(a) {
			accepted = append(accepted, a)
		}
	}
	try(Action{Seat: s, Kind: ActWin, Tile: NoTile})
	for t := range Tile(numAllKinds) {
		try(Action{Seat: s, Kind: ActDiscard, Tile: t})
		try(Action{Seat: s, Kind: ActDiscard, Tile: t, Declare: true})
	}
	for _, k := range []ActionKind{ActConcealedKong, ActAddedKong} {
		for t := range Tile(numAllKinds) {
			try(Action{Seat: s, Kind: k, Tile: t})
		}
	}
	listed := g.LegalActions(s)
	key := func(a Action) string { return fmt.Sprintf("%+v", a) }
	ls, as := make([]string, len(listed)), make([]string, len(accepted))
	for i, a := range listed {
		ls[i] = key(a)
	}
	for i, a := range accepted {
		as[i] = key(a)
	}
	slices.Sort(ls)
	slices.Sort(as)
	if !slices.Equal(ls, as) {
		return fmt.Errorf("seat %d: listed %v, accepted %v", s, listed, accepted)
	}
	return nil
}
