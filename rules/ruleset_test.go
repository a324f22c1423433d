package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules/internal/extra"
)

// Every option of the registry is well formed: its default among its
// values, each value set and read back, written and parsed back.
func TestRegistryOptions(t *testing.T) {
	seen := map[string]bool{}
	for _, rs := range RuleSets() {
		if rs.Base().Name != rs.Name {
			t.Errorf("%s: base %q", rs.Name, rs.Base().Name)
		}
		if _, ok := rs.Option("open"); !ok {
			t.Errorf("%s: no open option", rs.Name)
		}
		for _, s := range rs.Options {
			seen[s.Name] = true
			if s.Name == "" || !slices.Contains(s.Values, s.Default) {
				t.Errorf("%s %s: default %q values %v", rs.Name, s.Name, s.Default, s.Values)
			}
			for _, val := range s.Values {
				var o Options
				if err := s.Set(&o, val); err != nil {
					t.Errorf("%s=%s: %v", s.Name, val, err)
					continue
				}
				if s.Value(o) != val || s.IsDefault(o) != (val == s.Default) || o.IsZero() != (val == s.Default) {
					t.Errorf("%s=%s: read back %q", s.Name, val, s.Value(o))
				}
				back, err := ParseOptions(o.String())
				if err != nil || back != o {
					t.Errorf("%s=%s: %q parsed %+v %v", s.Name, val, o.String(), back, err)
				}
				if _, err := rs.Variant(o); err != nil {
					t.Errorf("%s %s=%s: %v", rs.Name, s.Name, val, err)
				}
			}
			var o Options
			var oe *OptionError
			if err := s.Set(&o, "bogus"); !errors.As(err, &oe) || !strings.Contains(err.Error(), s.allowed()) {
				t.Errorf("%s=bogus: %v", s.Name, err)
			}
		}
	}
	for _, s := range allOptions {
		if !seen[s.Name] {
			t.Errorf("option %s belongs to no rule set", s.Name)
		}
	}
	// An option of another rule set is refused, naming the rule set's own.
	_, err := NewVariant("hk", MustParseOptions("jokers"))
	var oe *OptionError
	if !errors.As(err, &oe) || !strings.Contains(err.Error(), "ladder, seven-pairs, min-fan, length, open or players") {
		t.Errorf("hk jokers: %v", err)
	}
	if _, err := NewVariant("riichi", Options{}); err == nil {
		t.Error("unknown rule set accepted")
	}
	// Only drops what a rule set does not have.
	all := MustParseOptions("jokers open min-points=3 ladder=half seven-pairs")
	hk, _ := RuleSetByName("hk")
	if got := hk.Only(all); got != (MustParseOptions("open ladder=half seven-pairs")) {
		t.Errorf("only: %+v", got)
	}
}

// The Variant of every rule set and option carries what each option
// says, and the scorer is built from the Variant itself.
func TestRegistryVariants(t *testing.T) {
	v, _ := NewVariant("hk", MustParseOptions("ladder=full seven-pairs"))
	s, _ := v.NewScorer()
	hk := s.(hkScoring)
	if hk.Ladder.name != "full" || hk.Forms&FormSevenPairs == 0 || hk.MinFan != 3 || hk.LimitFan != 13 {
		t.Errorf("hk scorer %+v", hk)
	}
	v.MinFan, v.FanLimit = 1, 8 // a Variant built by hand: the scorer follows it
	s, _ = v.NewScorer()
	if hk := s.(hkScoring); hk.MinFan != 1 || hk.LimitFan != 8 {
		t.Errorf("hk scorer ignores the variant: %+v", hk)
	}
	v, _ = NewVariant("classic", MustParseOptions("ready=off limit=1000 jokers"))
	s, _ = v.NewScorer()
	if c := s.(classicScoring); c.RequireDeclaration || c.Limit != 1000 || v.tileCount() != 148 {
		t.Errorf("classic scorer %+v, %d tiles", c, v.tileCount())
	}
	v, _ = NewVariant("pow2", MustParseOptions("min-points=3 dealer-stays"))
	s, _ = v.NewScorer()
	if p := s.(pow2Scoring); p.MinPoints != 3 || !v.DealerStaysOnWin {
		t.Errorf("pow2 %+v", v)
	}
	if terms, _ := TermsOf(s); terms.Minimum != 3 {
		t.Errorf("pow2 terms %+v", terms)
	} else if val, ok := terms.Value(PatternFullFlush); !ok || val != 6 {
		t.Errorf("pow2 full flush %d %v", val, ok)
	}
}

// optionCombos lists the option combinations of a rule set that can
// change what wins and what it scores (Scoring options): every
// combination of its switches and the table's size, and each value of
// its other scoring options (ladders, minimums, limits) with the rest at
// their default. Options that change neither (open hands, the length of
// a game, the dealer staying) stay at their default.
func optionCombos(rs RuleSet) []Options {
	combos := []Options{{}}
	var others []OptionSpec
	for _, s := range rs.Options {
		if !s.Scoring {
			continue
		}
		if s.Kind != OptionSwitch && s.Name != "players" {
			others = append(others, s)
			continue
		}
		var next []Options
		for _, o := range combos {
			for _, val := range s.Values {
				c := o
				if err := s.Set(&c, val); err == nil {
					next = append(next, c)
				}
			}
		}
		combos = next
	}
	for _, s := range others {
		for _, val := range s.Values {
			var c Options
			if err := s.Set(&c, val); err == nil && val != s.Default {
				combos = append(combos, c)
			}
		}
	}
	return combos
}

// agreementHands is the number of random complete hands each option
// combination of each rule set is tried with (each twice: self-drawn and
// on a discard).
const agreementHands = 1000

// The engine and the scorers agree, for every rule set and every option
// combination: a hand the engine offers as a win is one its scorer
// accepts; a complete hand the scorer accepts is offered; and a hand
// complete in the variant's forms is never one the scorer calls
// incomplete (the seven-pairs option once broke all three).
func TestEngineScorerAgreement(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	for _, rs := range RuleSets() {
		for _, o := range optionCombos(rs) {
			v, err := rs.Variant(o)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := v.NewScorer()
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(len(rs.Name)), uint64(len(o.String()))))
			offered := 0
			for i := range agreementHands {
				h := randomComplete(r, v)
				for _, self := range []bool{true, false} {
					declare := v.Declaration != DeclareNone && r.IntN(2) == 0
					won, ctx, ok := engineOffers(t, v, h, self, declare, uint64(i))
					if !ok {
						continue
					}
					score := sc.Score(h, ctx)
					if won != score.Winning {
						t.Fatalf("%s [%s] %s self=%v declared=%v: engine offers %v, scorer %v (%v)",
							rs.Name, o, h, self, ctx.Declared, won, score.Winning, score.Reason)
					}
					all := append(slices.Clone(h.Concealed), h.Winning)
					if Shanten(ptr(CountsOf(all)), JokersIn(all), 0, v.Forms) == -1 && score.Reason == ReasonNotComplete {
						t.Fatalf("%s [%s] %s: complete in the variant's forms, the scorer says not complete", rs.Name, o, h)
					}
					if won {
						offered++
					}
				}
			}
			if offered == 0 {
				t.Errorf("%s [%s]: no win offered in %d hands", rs.Name, o, 2*agreementHands)
			}
		}
	}
}

func ptr(c Counts) *Counts { return &c }

// heldCopies counts the copies of each playing kind of the variant's set
// that a hand may hold (none of a kind out of play).
func heldCopies(v Variant) Counts {
	var left Counts
	for k := range Tile(NumKinds) {
		if !v.Tiles.OutOfPlay().Has(k) {
			left[k] = 4
		}
	}
	return left
}

// randomComplete draws a complete concealed hand the variant's tile set
// can make: four melds and a pair most of the time, else thirteen orphans
// (not with three players: it needs a North) or seven pairs (whether the
// variant accepts them or not); with jokers, a joker now and then stands
// in. The winning tile is one of its tiles.
func randomComplete(r *rand.Rand, v Variant) Hand {
	left := heldCopies(v)
	jokers := 0
	if v.Tiles.Jokers {
		jokers = 4
	}
	var tiles []Tile
	take := func(t Tile, n int) bool {
		if left[t] < uint8(n) {
			return false
		}
		left[t] -= uint8(n)
		for range n {
			tiles = append(tiles, t)
		}
		return true
	}
	switch form := r.IntN(20); {
	case form == 0 && v.Players == 4:
		for _, t := range []Tile{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33} {
			take(t, 1)
		}
		take([]Tile{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33}[r.IntN(13)], 1)
	case form == 1:
		for len(tiles) < 14 {
			t := Tile(r.IntN(NumKinds))
			if left[t] == 4 {
				take(t, 2)
			}
		}
	default:
		for len(tiles) < 12 {
			t := Tile(r.IntN(NumKinds))
			if r.IntN(3) == 0 || t.IsHonour() || t.Rank() > 7 {
				take(t, 3)
			} else if left[t] > 0 && left[t+1] > 0 && left[t+2] > 0 {
				take(t, 1)
				take(t+1, 1)
				take(t+2, 1)
			}
		}
		for !take(Tile(r.IntN(NumKinds)), 2) {
		}
	}
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	w := tiles[13]
	conc := tiles[:13]
	if jokers > 0 && r.IntN(3) == 0 {
		conc[r.IntN(13)] = Joker
	}
	sortTiles(conc)
	return Hand{Concealed: conc, Winning: w}
}

// engineOffers sets a table where seat 1 (South; seat 0 deals) holds the
// hand's concealed tiles, and says whether the engine offers it the win
// on its winning tile: self-drawn (its first draw), or on the discard of
// seat 2 (after its own first discard, declared when asked and legal).
// It returns the context the win has at that table; ok is false when
// the table could not be set (the tiles left cannot fill it).
func engineOffers(t *testing.T, v Variant, h Hand, self, declare bool, seed uint64) (won bool, ctx WinContext, ok bool) {
	t.Helper()
	left := heldCopies(v)
	for _, x := range append(slices.Clone(h.Concealed), h.Winning) {
		if x != Joker {
			left[x]--
		}
	}
	r := rand.New(rand.NewPCG(seed, 11))
	filler := func(n int) []Tile {
		var out []Tile
		for len(out) < n {
			k := Tile(r.IntN(NumKinds))
			if left[k] > 0 && k != h.Winning {
				left[k]--
				out = append(out, k)
			}
		}
		return out
	}
	dealer := filler(14)
	south := h.Concealed
	west := filler(13)
	var north []Tile
	if v.Players == 4 {
		north = filler(13)
	}
	d1 := filler(1)[0] // South's first draw (self: the winning tile)
	if self {
		d1 = h.Winning
	} else {
		west[0] = h.Winning // West discards it after its draw
	}
	d2 := filler(1)[0]
	hands := [4]string{TileList(dealer), TileList(south), TileList(west), TileList(north)}
	var wall []Tile
	wall = append(wall, dealOrder(t, v, hands, "")...)
	wall = append(wall, d1, d2)
	d := Seat(0)
	g, err := NewGame(Config{Variant: v, Seed: seed, FirstDealer: &d, FixedWall: &FixedWall{Draw: wall}})
	if err != nil {
		t.Fatal(err)
	}
	must := func(a Action) {
		t.Helper()
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v\n%s", a, err, g.StateText())
		}
	}
	must(Action{Seat: 0, Kind: ActDiscard, Tile: dealer[0]})
	passAll(t, g)
	if g.Phase() != PhaseTurn || g.Turn() != 1 {
		return false, ctx, false
	}
	ctx = WinContext{SeatWind: WindSouth, PrevailingWind: WindEast, SelfDrawn: self, Discarder: WindSouth}
	if v.Players == 3 {
		ctx.Players = 3
	}
	if self {
		// Never discarded: nobody could have declared; the ready rule
		// counts the seat as declared (ENGINE.md).
		ctx.Declared = v.Declaration == DeclareReady
		return slices.Contains(g.LegalActions(1), Action{Seat: 1, Kind: ActWin, Tile: NoTile}), ctx, true
	}
	dis := Action{Seat: 1, Kind: ActDiscard, Tile: d1, Declare: declare}
	if !slices.Contains(g.LegalActions(1), dis) {
		dis.Declare = false
	}
	must(dis)
	passAll(t, g)
	if g.Phase() != PhaseTurn || g.Turn() != 2 {
		return false, ctx, false
	}
	must(Action{Seat: 2, Kind: ActDiscard, Tile: h.Winning})
	ctx.Discarder, ctx.Declared = WindWest, dis.Declare
	if v.Declaration == DeclareReady && !v.ReadyRequired {
		ctx.Declared = true // no rule to meet
	}
	if g.Phase() != PhaseClaim {
		return false, ctx, true
	}
	for _, a := range g.LegalActions(1) {
		if a.Kind == ActWin {
			return true, ctx, true
		}
	}
	return false, ctx, true
}

// The binary snapshot, like StateText, carries an option only the
// registry knows of (an option a test adds: rules/registrytest).
func TestSnapshotCarriesEveryOption(t *testing.T) {
	remove, ok := extra.Add(extra.Option{Name: "house-rule", Kind: uint8(OptionSwitch), Default: "off", Values: onOff})
	if !ok {
		t.Fatal("no room for an option")
	}
	defer remove()
	on, _ := NewVariant("classic", MustParseOptions("house-rule"))
	off, _ := NewVariant("classic", Options{})
	a, _ := NewGame(Config{Variant: on, Seed: 2})
	b, _ := NewGame(Config{Variant: off, Seed: 2})
	if string(a.snapshot(nil)) == string(b.snapshot(nil)) || a.StateText() == b.StateText() {
		t.Error("the state does not tell the option apart")
	}
}
