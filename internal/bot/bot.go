package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Level is a bot's strength.
type Level uint8

// The strengths, weakest first.
const (
	Beginner Level = iota + 1
	Club
	Expert
	// Master is the expert with a search deciding where its choice is
	// close or risky (package master, on internal/eval); New plays it as
	// the club: the level table (internal/seat) makes its bots.
	Master
)

// Levels lists the strengths in order.
var Levels = []Level{Beginner, Club, Expert}

// String gives the level's name as the command line and the start menu
// accept it.
func (l Level) String() string {
	switch l {
	case Beginner:
		return "beginner"
	case Club:
		return "club"
	case Expert:
		return "expert"
	case Master:
		return "master"
	}
	return "?"
}

// Key is the catalogue key of the level's name.
func (l Level) Key() string { return "bot.level." + l.String() }

// ParseLevel reads a level's name.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if l.String() == s {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q (beginner, club or expert)", s)
}

// Bot chooses one legal action for its seat from what the seat sees.
type Bot interface {
	Act(v rules.View) rules.Action
}

// New returns a bot of a level for a variant, deterministic from seed:
// the same views in the same order get the same actions. An unknown
// level plays as a club bot.
func New(level Level, variant rules.Variant, seed uint64) Bot {
	if level < Beginner || level > Expert {
		level = Club
	}
	b := &player{level: level, variant: variant, rng: rand.New(rand.NewPCG(seed, uint64(level))),
		adv: strategy.New(variant), waitBuf: make([]waitValue, 0, 8), freeP: -1}
	b.values = b.adv.Values()
	b.st = styleFor(variant, b.values)
	if level == Expert && b.st.readyShare >= 0 {
		b.adv.SetReadyShare(b.st.readyShare)
	}
	return b
}

// Reset makes the bot as New made it with seed, keeping its level and
// variant (a simulator reuses its bots from hand to hand).
func (b *player) Reset(seed uint64) {
	b.rng = rand.New(rand.NewPCG(seed, uint64(b.level)))
	b.adv.Reset()
}

// player is every level's bot. The club plays the strategy's advice;
// the beginner and the expert play their own choices, built on the
// strategy's reading of the hand (see doc.go).
type player struct {
	level   Level
	variant rules.Variant
	rng     *rand.Rand
	adv     *strategy.Advisor
	values  *strategy.Values // the scorer's rows (adv.Values)
	st      style            // the expert's weights for the variant

	view      rules.View // the view being answered
	fallbacks int        // see Fallbacks

	// Expert scratch, reused from one decision to the next.
	choices [rules.NumKinds + 1]rules.DiscardChoice
	look    [rules.NumKinds + 1]rules.DiscardChoice // lookAhead's
	freeP   float64                                 // the free plan's chance to win when looked ahead (-1: pWin)
	top     [rules.NumKinds + 1]int                 // expertDiscard's most tiles kept
	tiers   []float64
	waitBuf []waitValue
	plans   []strategy.Plan // the plans weighed for the hand
	foes    []foe           // the read of the opponents
}

// Act returns one of v.Legal.
func (b *player) Act(v rules.View) rules.Action {
	if len(v.Legal) == 0 {
		return rules.Action{Seat: v.Seat, Kind: rules.ActPass, Tile: rules.NoTile}
	}
	b.view = v // kept in the bot, so that reading it does not copy it to the heap
	var a rules.Action
	if b.level == Club {
		a = b.adv.Move(&b.view)
	} else {
		a = b.own()
	}
	if !isLegal(v.Legal, a) {
		// Never reached: every choice above is one of v.Legal. Should a
		// bug say otherwise, the bot still plays legally, and counts it.
		b.fallbacks++
		return v.Legal[0]
	}
	return a
}

// own is the beginner's and the expert's choice.
func (b *player) own() rules.Action {
	v := &b.view
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin && b.level == Expert && b.st.holdMargin > 0 && b.holdForSelfDraw() {
			return find(v.Legal, rules.ActPass, rules.NoTile)
		}
		if a.Kind == rules.ActWin || a.Kind == rules.ActNextHand {
			return a // every level takes a legal win (the expert may hold for a self-draw)
		}
	}
	b.adv.Read(v)
	switch v.Phase {
	case rules.PhaseTurn:
		return b.turn()
	case rules.PhaseClaim:
		return b.claim()
	}
	return find(v.Legal, rules.ActPass, rules.NoTile)
}

// pos returns the position the advisor read.
func (b *player) pos() *strategy.Position { return b.adv.Position() }

// Fallbacks returns how many times the bot chose an action that was not
// legal and played the first legal one instead (a bug; the tests and the
// simulator check that it stays 0).
func (b *player) Fallbacks() int { return b.fallbacks }

// find returns the legal action of a kind (and tile, unless NoTile), or
// the first legal action.
func find(legal []rules.Action, k rules.ActionKind, t rules.Tile) rules.Action {
	for _, a := range legal {
		if a.Kind == k && (t == rules.NoTile || a.Tile == t) && !a.Declare {
			return a
		}
	}
	return legal[0]
}

func isLegal(legal []rules.Action, a rules.Action) bool {
	for _, x := range legal {
		if x == a {
			return true
		}
	}
	return false
}
