package rules

import (
	"slices"
	"strconv"
)

// Config sets up a game: the rule set with its options (Variant), the
// seed, and what a table may fix (the first dealer, the wall). With the
// actions played it makes a Record, the one source of truth of a game:
// everything else is derived by replaying it.
type Config struct {
	Variant Variant
	Seed    uint64
	// Scorer decides whether a complete hand is a legal win and what each
	// seat pays. Nil: the variant's own (Variant.NewScorer: family's
	// accepts any complete hand and pays nothing). It is not part of a
	// record: the reader supplies it.
	Scorer Scorer
	// FirstDealer, when set, deals the first hand; otherwise the variant
	// decides (family: seat 0; others: drawn from the seed).
	FirstDealer *Seat
	// FixedWall, when set, replaces the shuffle of the first hand.
	FixedWall *FixedWall
}

// clone copies the Config, its pointed-to parts included, so that the
// copy shares nothing with the original.
func (c Config) clone() Config {
	if c.FirstDealer != nil {
		d := *c.FirstDealer
		c.FirstDealer = &d
	}
	if c.FixedWall != nil {
		fw := FixedWall{Draw: slices.Clone(c.FixedWall.Draw), Replacement: slices.Clone(c.FixedWall.Replacement)}
		c.FixedWall = &fw
	}
	return c
}

// Record is a game as its Config and the actions played, in order. The
// text record (MarshalText) and the save files are encodings of it;
// Replay plays it back.
type Record struct {
	Config
	Actions []Action
}

// Config returns the configuration the game was set up with (its scorer
// included when one was given): NewGame(g.Config()) starts the same game
// again, before any action.
func (g *Game) Config() Config {
	c := Config{Variant: g.v, Seed: g.seed, FirstDealer: g.fixedDealer, FixedWall: g.fixedWall}
	if g.customScore {
		c.Scorer = g.scorer
	}
	return c.clone()
}

// Record returns the game's record: its Config and every action played.
func (g *Game) Record() Record {
	return Record{Config: g.Config(), Actions: slices.Clone(g.log)}
}

// ReplayError is returned by Replay for an action the engine refuses;
// Index counts from 0 in Record.Actions.
type ReplayError struct {
	Index  int
	Action Action
	Err    error
}

func (e *ReplayError) Error() string {
	return "rules: replay: action " + strconv.Itoa(e.Index+1) + " " + e.Action.String() + ": " + e.Err.Error()
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays a record back: a new game of its Config with each of its
// actions applied. An action the engine refuses stops it with a
// *ReplayError.
func Replay(r Record) (*Game, error) {
	g, err := NewGame(r.Config)
	if err != nil {
		return nil, err
	}
	for i, a := range r.Actions {
		if err := g.Play(a); err != nil {
			return nil, &ReplayError{Index: i, Action: a, Err: err}
		}
	}
	return g, nil
}
