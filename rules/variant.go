package rules

import "fmt"

// WinRanking says which of several seats claiming the same tile to win
// gets it.
type WinRanking uint8

// The win-claim rankings.
const (
	// RankTurnOrder: the first claimant in turn order after the discarder.
	RankTurnOrder WinRanking = iota
	// RankByCompletion (pow2): ranked by what the tile completes in the
	// claimant's hand, pung > chow > pair, then turn order.
	RankByCompletion
)

// Declaration is the kind of announcement a variant has for a hand one
// tile from winning.
type Declaration uint8

// The declarations.
const (
	DeclareNone    Declaration = iota
	DeclareReady               // classic: required before a win when ReadyRequired
	DeclareCalling             // pow2: optional, doubles the winnings, locks the hand (kongs excepted)
)

// String names the declaration ("ready", "calling").
func (d Declaration) String() string {
	switch d {
	case DeclareReady:
		return "ready"
	case DeclareCalling:
		return "calling"
	}
	return "none"
}

// FirstDealerRule says who deals the first hand.
type FirstDealerRule uint8

// The first-dealer rules.
const (
	DealerFromSeed FirstDealerRule = iota // drawn from the game's seed (or set in the Config)
	DealerSeat0                           // seat 0, the human (family: the youngest takes 14 and starts)
)

// ScoringKind says how a variant scores a hand; the scoring code reads it
// with the plain scoring fields of Variant.
type ScoringKind uint8

// The scoring kinds.
const (
	ScoringNone    ScoringKind = iota // family: first complete hand wins, no score
	ScoringFan                        // hk: fan -> base amount -> payments
	ScoringClassic                    // classic: points and doublings, only the winner scores
	ScoringPow2                       // pow2: n points paid as 2^n
)

// VariantFamily is the family variant's name (the scoring variants'
// names are VariantHK, VariantClassic and VariantPow2).
const VariantFamily = "family"

// Options are the table options a player may choose for a rule set. The
// zero value changes nothing; every field's zero is its option's default.
// Which rule set takes which option, and what it changes, is the
// registry's (ruleset.go): apply them with RuleSet.Variant or
// Variant.With.
type Options struct {
	Jokers      bool   // classic: 4 jokers (148 tiles)
	OpenHands   bool   // every hand played face up (any rule set; family's --open)
	MinPoints   int    // pow2: minimum points to win (0: none)
	DealerStays bool   // pow2: a winning dealer keeps the deal
	Ladder      string // hk: payment ladder name, "half" or "full" ("": the seed ladder)
	SevenPairs  bool   // hk: seven pairs is a winning form
	NoReadyRule bool   // classic: the ready declaration rule turned off
	Limit       int    // classic: cap on a hand's points (0: no limit)
}

// IsZero reports whether the options change nothing.
func (o Options) IsZero() bool { return o == Options{} }

// OptionError is returned for an option a variant does not have or a
// malformed option.
type OptionError struct {
	Variant string // the variant refusing it, when known
	Option  string
	Reason  string
}

func (e *OptionError) Error() string {
	if e.Variant != "" {
		return fmt.Sprintf("rules: variant %s: option %s: %s", e.Variant, e.Option, e.Reason)
	}
	return fmt.Sprintf("rules: option %s: %s", e.Option, e.Reason)
}

// Variant is a rule set as data: every number and switch the table engine
// and the scoring need. Predefined variants come from VariantHK,
// VariantClassic, VariantFamily and VariantPow2; table options change a
// copy (With). A Variant is comparable with ==.
type Variant struct {
	Name  string
	Tiles TileSetOptions // bonus tiles (Tiles.Bonus) and jokers

	// The wall. Pile: no wall, a shuffled pile (family): no dice, no
	// break, kong and bonus replacements drawn from the pile like any
	// tile. Otherwise four walls of WallTiles tiles (two per stack: 36 is
	// 18 stacks; 37 is 18.5 stacks, the 148-tile set).
	Pile       bool
	WallTiles  int
	Dice       int // number of dice
	DiceOffset int // added to the dice total (pow2: -1)

	// The deal: DealBlockRounds rounds of DealBlock tiles to each seat
	// from the dealer in turn order, then one tile each, then one more to
	// the dealer (13 each, dealer 14).
	DealBlock       int
	DealBlockRounds int

	WinRanking     WinRanking
	LastDiscardWin bool // the discard after the last wall tile may be claimed to win
	Declaration    Declaration
	ReadyRequired  bool  // classic: a win needs a prior ready declaration
	Forms          Forms // winning forms (standard, thirteen orphans, seven pairs)

	DealerStaysOnWin  bool // the dealer keeps the deal after winning
	DealerStaysOnDraw bool // the dealer keeps the deal after a drawn hand
	Rounds            int  // prevailing winds played (4: E, S, W, N); a round ends when the deal has gone round
	MaxHands          int  // 0: no limit; family: 1
	OpenHands         bool // every hand face up
	FirstDealer       FirstDealerRule

	// Scoring, as plain fields for the scoring code.
	Scoring   ScoringKind
	MinFan    int    // hk: 3 (bonus-tile fan excluded)
	FanLimit  int    // hk: 13
	Ladder    string // hk: payment ladder name (LadderByName: "seed", "half", "full")
	MinPoints int    // pow2: --min-points (0: none)
	Limit     int    // classic: --limit (0: none)

	// Options records the table options applied (With), so that a record
	// can name the variant as its name plus options.
	Options Options
}

// VariantHK is Hong Kong old style (seed 000): 144 tiles, 3 dice, 3-fan
// minimum.
func HKVariant() Variant {
	return Variant{
		Name: VariantHK, Tiles: TileSetOptions{Bonus: true},
		WallTiles: 36, Dice: 3, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 4,
		Scoring: ScoringFan, MinFan: 3, FanLimit: 13, Ladder: LadderSeed.Name,
	}
}

// VariantClassic is the British/Western classical game (seed 001): 144
// tiles (148 with the jokers option), 2 dice, the ready declaration.
func ClassicVariant() Variant {
	return Variant{
		Name: VariantClassic, Tiles: TileSetOptions{Bonus: true},
		WallTiles: 36, Dice: 2, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Declaration: DeclareReady, ReadyRequired: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 4,
		Scoring: ScoringClassic,
	}
}

// VariantFamily is the quick family game (seed 001): 136 tiles in a pile,
// one hand, seat 0 (the human) takes 14 and starts, no score.
func FamilyVariant() Variant {
	return Variant{
		Name: VariantFamily, Pile: true, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 1, MaxHands: 1,
		FirstDealer: DealerSeat0,
		Scoring:     ScoringNone,
	}
}

// VariantPow2 is the French club game (seed 004): 136 tiles, walls of 17
// stacks, 3 dice minus 1, calling, points paid as 2^n.
func Pow2Variant() Variant {
	return Variant{
		Name: VariantPow2, WallTiles: 34, Dice: 3, DiceOffset: -1,
		DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankByCompletion, LastDiscardWin: false,
		Declaration:       DeclareCalling,
		Forms:             FormStandard | FormThirteenOrphans,
		DealerStaysOnDraw: true, Rounds: 4,
		Scoring: ScoringPow2,
	}
}

// UnknownVariantError is returned for a rule set the registry does not
// have.
type UnknownVariantError struct{ Name string }

func (e *UnknownVariantError) Error() string {
	return fmt.Sprintf("rules: unknown rules %q (%s)", e.Name, orList(VariantNames()))
}

// TileCount returns the number of tiles of the variant's set.
func (v Variant) TileCount() int {
	n := 4 * NumKinds
	if v.Tiles.Bonus {
		n += 8
	}
	if v.Tiles.Jokers {
		n += 4
	}
	return n
}

// validate checks that the variant's numbers make a playable table.
func (v Variant) validate() error {
	bad := func(what string) error {
		return &OptionError{Variant: v.Name, Option: what, Reason: "invalid variant value"}
	}
	n := v.TileCount()
	switch {
	case v.DealBlock < 1 || v.DealBlockRounds < 0 || v.DealBlock*v.DealBlockRounds+1 != 13:
		return bad("deal")
	case !v.Pile && (v.WallTiles*4 != n || v.Dice < 1 || v.Dice > 4):
		return bad("wall")
	case !v.Pile && (v.Dice+v.DiceOffset < 1 || 6*v.Dice+v.DiceOffset > v.WallTiles/2):
		return bad("dice")
	case v.Rounds < 1 || v.Rounds > 4 || v.MaxHands < 0:
		return bad("rounds")
	case v.Forms&FormStandard == 0:
		return bad("forms")
	case v.Declaration > DeclareCalling || v.WinRanking > RankByCompletion:
		return bad("declaration")
	}
	return nil
}

// NewScorer returns the scorer of the variant's rules, built from the
// Variant itself: its forms, minimum, limit, ladder and ready rule (hk,
// classic and pow2), or for family the stand-in (first complete hand
// wins, no score).
func (v Variant) NewScorer() (Scorer, error) {
	switch v.Scoring {
	case ScoringNone:
		return StandInScorer(v), nil
	case ScoringFan:
		l, ok := LadderByName(v.Ladder)
		if !ok {
			return nil, &OptionError{Variant: v.Name, Option: "ladder=" + v.Ladder, Reason: "allowed: " + optLadder.Allowed()}
		}
		s := NewHKScoring()
		s.Ladder, s.MinFan, s.LimitFan, s.Forms = l, v.MinFan, v.FanLimit, v.Forms
		return s, nil
	case ScoringClassic:
		s := NewClassicScoring()
		s.Limit, s.RequireDeclaration, s.Forms = v.Limit, v.ReadyRequired, v.Forms
		return s, nil
	case ScoringPow2:
		s := NewPow2Scoring()
		s.MinPoints, s.Forms = v.MinPoints, v.Forms
		return s, nil
	}
	return nil, &OptionError{Variant: v.Name, Option: "scoring", Reason: "invalid variant value"}
}
