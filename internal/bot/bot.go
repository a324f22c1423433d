package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-tui/mahjong/rules"
)

// Level is a bot's strength.
type Level uint8

// The strengths, weakest first.
const (
	Beginner Level = iota + 1
	Club
	Expert
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

// New returns a bot of a level for a variant, deterministic from seed.
func New(level Level, variant rules.Variant, seed uint64) Bot {
	return &efficient{level: level, variant: variant, rng: rand.New(rand.NewPCG(seed, uint64(level)))}
}

// efficient plays for tile efficiency: win when it can, declare when it
// can, discard for the lowest shanten and the widest acceptance, claim
// only to win. It is the common ground of every level.
type efficient struct {
	level   Level
	variant rules.Variant
	rng     *rand.Rand
}

func (b *efficient) Act(v rules.View) rules.Action {
	legal := v.Legal
	for _, a := range legal {
		if a.Kind == rules.ActWin || a.Kind == rules.ActNextHand {
			return a
		}
	}
	if v.Phase != rules.PhaseTurn {
		for _, a := range legal {
			if a.Kind == rules.ActPass {
				return a
			}
		}
		return legal[0]
	}
	me := v.Players[v.Seat]
	hand := append([]rules.Tile(nil), me.Concealed...)
	if me.Drawn != rules.NoTile {
		hand = append(hand, me.Drawn)
	}
	counts := rules.CountsOf(hand)
	jokers := rules.JokersIn(hand)
	visible := visibleTiles(v)
	var choices [rules.NumKinds + 1]rules.DiscardChoice
	n := rules.Discards(&counts, jokers, len(me.Melds), b.variant.Forms, &visible, &choices)
	for _, c := range choices[:n] {
		if c.Tile == rules.Joker {
			continue // keep jokers
		}
		var plain, declare *rules.Action
		for i, a := range legal {
			if a.Kind == rules.ActDiscard && a.Tile == c.Tile {
				if a.Declare {
					declare = &legal[i]
				} else {
					plain = &legal[i]
				}
			}
		}
		if declare != nil {
			return *declare
		}
		if plain != nil {
			return *plain
		}
	}
	for _, a := range legal {
		if a.Kind == rules.ActDiscard {
			return a
		}
	}
	return legal[0]
}

// visibleTiles counts the tiles the seat sees outside its own concealed
// hand: every discard still in a pool and every declared meld.
func visibleTiles(v rules.View) rules.Counts {
	var c rules.Counts
	for _, p := range v.Players {
		for _, d := range p.Discards {
			if d.Tile.IsPlaying() && !d.Claimed { // a claimed discard is counted in its meld
				c[d.Tile]++
			}
		}
		for _, m := range p.Melds {
			for _, t := range m.Meld.Tiles() {
				if t.IsPlaying() {
					c[t]++
				}
			}
		}
	}
	return c
}
