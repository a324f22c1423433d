package rules_test

import (
	"fmt"

	"github.com/mahjong-tui/mahjong/rules"
)

// A game is a Config: a rule set's Variant and a seed. Everything after
// is deterministic from them: the same seed deals the same wall.
func ExampleNewGame() {
	v, _ := rules.NewVariant("hk", rules.Options{})
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 7})
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Phase(), "hand", g.HandNumber(), "tiles left", g.View(0).TilesLeft)
	// Output: turn hand 0 tiles left 88
}

// A game moves on only through Apply: the engine lists the legal actions
// of each seat, refuses any other with a typed error, and returns what
// happened as events (a discard opens a claim window for the others).
func ExampleGame_Apply() {
	g, _ := rules.NewGame(rules.Config{Variant: rules.FamilyVariant(), Seed: 1})
	turn := g.View(0).Turn
	_, err := g.Apply(rules.Action{Seat: turn + 1, Kind: rules.ActDiscard, Tile: rules.Tile(0)})
	fmt.Println("out of turn:", err != nil)
	legal := g.LegalActions(turn)
	var discard rules.Action
	for _, a := range legal {
		if a.Kind == rules.ActDiscard {
			discard = a
			break
		}
	}
	events, _ := g.Apply(discard)
	fmt.Println("played:", discard, "- first event:", events[0].Kind, "- now:", g.Phase())
	// Output:
	// out of turn: true
	// played: 0 discard 2m - first event: discard - now: claim
}

// A View is what one seat may see: its own concealed tiles, everyone's
// melds and discards, the actions it may play. It is a copy: changing it
// changes nothing in the game.
func ExampleGame_View() {
	g, _ := rules.NewGame(rules.Config{Variant: rules.HKVariant(), Seed: 3})
	dealer := g.View(0).Dealer
	for s := rules.Seat(0); s < rules.NumSeats; s++ {
		p := g.View(s).Players
		fmt.Printf("seat %d sees its own %d tiles: %v; seat %d's: %v\n",
			s, p[s].ConcealedCount, p[s].Concealed != nil, (s+1)%4, p[(s+1)%4].Concealed != nil)
	}
	fmt.Println("the dealer holds", g.View(dealer).Players[dealer].ConcealedCount)
	// Output:
	// seat 0 sees its own 14 tiles: true; seat 1's: false
	// seat 1 sees its own 13 tiles: true; seat 2's: false
	// seat 2 sees its own 13 tiles: true; seat 3's: false
	// seat 3 sees its own 13 tiles: true; seat 0's: false
	// the dealer holds 14
}

// Scoring a hand alone, as a calculator does: the hand in the notation of
// RULES.md, how it was won, the rule set. This is the hk limit-hand rule
// of RULES.md: four concealed pungs is a limit of 10, but the same tiles
// count 12 without it, and the larger scores.
func ExampleScoreHand() {
	h, _ := rules.ParseHand("111222p 5556777z 2f +6z")
	ctx := rules.WinContext{SeatWind: rules.WindEast, PrevailingWind: rules.WindEast, Discarder: rules.WindSouth}
	sc, err := rules.ScoreHand(rules.HKVariant(), h, ctx)
	if err != nil {
		panic(err)
	}
	for _, it := range sc.Items {
		fmt.Println(it.Row, it.Value)
	}
	fmt.Println("total", sc.Total, sc.Unit, "- limit", sc.Limit.Limit, "against", sc.Limit.Ordinary)
	fmt.Println("South pays", -sc.Payments[rules.WindSouth])
	// Output:
	// hk.fully_concealed 1
	// hk.all_pungs 3
	// hk.half_flush 3
	// hk.small_three_dragons 5
	// total 12 fan - limit 10 against 12
	// South pays 384
}

// The registry: every rule set with its table options. A menu, a
// command line or a save file reads options from here and writes them as
// words.
func ExampleRuleSets() {
	for _, rs := range rules.RuleSets() {
		fmt.Print(rs.Name, ":")
		for _, s := range rs.Options {
			fmt.Print(" ", s.Name)
		}
		fmt.Println()
	}
	// Output:
	// hk: ladder seven-pairs min-fan length open players
	// classic: jokers ready limit length open players
	// family: open players
	// pow2: min-points dealer-stays length open
}

// Options are written and read as words; a rule set applies them to its
// Variant, and refuses those it does not have.
func ExampleParseOptions() {
	o, _ := rules.ParseOptions("min-fan=1 length=east")
	v, _ := rules.NewVariant("hk", o)
	fmt.Println(v.Options, "- minimum", v.MinFan, "fan, a game of", v.Length().Rounds, "round")
	_, err := rules.NewVariant("classic", o)
	fmt.Println(err)
	// Output:
	// min-fan=1 length=east - minimum 1 fan, a game of 1 round
	// rules: variant classic: option min-fan: not an option of these rules (jokers, ready, limit, length, open or players)
}

// What a rule set's scorer reads of how a hand was won: a calculator asks
// only for these.
func ExampleVariant_Reads() {
	for _, v := range []rules.Variant{rules.HKVariant(), rules.ClassicVariant(), rules.Pow2Variant()} {
		fmt.Println(v.Name, "last tile:", v.Reads(rules.FactLastTile), "declaration:", v.Reads(rules.FactDeclared))
	}
	// Output:
	// hk last tile: true declaration: false
	// classic last tile: false declaration: true
	// pow2 last tile: true declaration: true
}

// Hand analysis: how far a hand is from complete, and what it waits for.
func ExampleWaits() {
	h, _ := rules.ParseHand("123m 456p 789s 11z 23p") // 23p, or 2345p with 456p
	c := rules.CountsOf(h.Concealed)
	fmt.Println("shanten", rules.Shanten(&c, 0, 0, rules.FormStandard))
	fmt.Println("waits", rules.Waits(&c, 0, 0, rules.FormStandard).Tiles())
	// Output:
	// shanten 0
	// waits [1p 4p 7p]
}
