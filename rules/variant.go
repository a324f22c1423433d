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

// Variant is a rule set as data: every number and switch the table engine
// and the scoring need. Predefined variants come from VariantHK,
// VariantClassic, VariantFamily and VariantPow2; table options change a
// copy (With). A Variant is comparable with ==.
type Variant struct {
	Name string
	// Players is the number of seats in play: 4, or 3 (the players
	// option). With three, seats 0-2 play in the order 0 -> 1 -> 2 -> 0
	// and seat 3 stays empty: it holds no tile, is never asked, never
	// scores, and has no wind (Game.Wind reads it as North, the wind
	// nobody has). NumSeats stays the bound of every per-seat array.
	Players int
	// Tiles is the tile set: bonus tiles (Tiles.Bonus), jokers, and the
	// three-player set (Tiles.ThreePlayer, with Players 3).
	Tiles TileSetOptions

	// The wall. Pile: no wall, a shuffled pile (family): no dice, no
	// break, kong and bonus replacements drawn from the pile like any
	// tile. Otherwise one wall per seat in play, the set's stacks of two
	// tiles shared as equally as they go (see WallStacks).
	Pile       bool
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
	ReadyRequired  bool // classic: a win needs a prior ready declaration
	// Forms are the winning forms (standard, thirteen orphans, seven
	// pairs), with FormThreePlayer for the three-player set: the analysis
	// and the scorers read the set from them.
	Forms Forms

	DealerStaysOnWin  bool // the dealer keeps the deal after winning
	DealerStaysOnDraw bool // the dealer keeps the deal after a drawn hand
	// Rounds are the prevailing winds played (4: E, S, W, N; three
	// players: 3; the length option: 2 or 1); a round ends when the deal
	// has gone round the seats. 0: no round ends the game, MaxHands does.
	Rounds int
	// MaxHands ends the game after that many hands, drawn hands counting
	// (family: 1; the length option: 1-64); 0: no limit.
	MaxHands    int
	OpenHands   bool // every hand face up
	FirstDealer FirstDealerRule

	// Scoring, as plain fields for the scoring code.
	Scoring   ScoringKind
	MinFan    int    // hk: 3 (bonus-tile fan excluded)
	FanLimit  int    // hk: 13
	Ladder    string // hk: payment ladder name ("seed", "half", "full": the ladder option)
	MinPoints int    // pow2: the min-points option (0: none)
	Limit     int    // classic: the limit option (0: none)

	// Options records the table options applied (With), so that a record
	// can name the variant as its name plus options.
	Options Options
}

// HKVariant is Hong Kong old style (seed 000): 144 tiles, 3 dice, 3-fan
// minimum, four rounds.
func HKVariant() Variant {
	return Variant{
		Name: VariantHK, Tiles: TileSetOptions{Bonus: true}, Players: 4,
		Dice: 3, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 4,
		Scoring: ScoringFan, MinFan: 3, FanLimit: 13, Ladder: ladderSeed.name,
	}
}

// ClassicVariant is the British/Western classical game (seed 001): 144
// tiles (148 with the jokers option), 2 dice, the ready declaration.
func ClassicVariant() Variant {
	return Variant{
		Name: VariantClassic, Tiles: TileSetOptions{Bonus: true}, Players: 4,
		Dice: 2, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Declaration: DeclareReady, ReadyRequired: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 4,
		Scoring: ScoringClassic,
	}
}

// FamilyVariant is the quick family game (seed 001): 136 tiles in a
// pile, one hand, seat 0 (the human) takes 14 and starts, no score.
func FamilyVariant() Variant {
	return Variant{
		Name: VariantFamily, Players: 4, Pile: true, DealBlock: 4, DealBlockRounds: 3,
		WinRanking: RankTurnOrder, LastDiscardWin: true,
		Forms:            FormStandard | FormThirteenOrphans,
		DealerStaysOnWin: true, DealerStaysOnDraw: true, Rounds: 1, MaxHands: 1,
		FirstDealer: DealerSeat0,
		Scoring:     ScoringNone,
	}
}

// Pow2Variant is the French club game (seed 004): 136 tiles, walls of 17
// stacks, 3 dice minus 1, calling, points paid as 2^n.
func Pow2Variant() Variant {
	return Variant{
		Name: VariantPow2, Players: 4, Dice: 3, DiceOffset: -1,
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

// tileCount returns the number of tiles of the variant's set.
func (v Variant) tileCount() int { return v.Tiles.Count() }

// wallStacks returns the number of stacks of the wall in front of seat s
// (0 for a pile or a seat not in play): the set's stacks of two tiles
// shared among the seats in play as equally as they go, the walls
// counted clockwise from seat 0's (seat 0, then the last seat, ... seat
// 1) taking floor(k x stacks / players) as their start: 4 x 18 (144
// tiles), 18, 19, 18, 19 (148), 4 x 17 (136); three players 3 x 18
// (108), 19, 19, 20 (116: seat 0, 2, 1), 3 x 20 (120).
func (v Variant) wallStacks(s Seat) int {
	if v.Pile || int(s) >= v.Players {
		return 0
	}
	stacks := v.tileCount() / 2
	k := wallIndex(s, v.Players)
	return (k+1)*stacks/v.Players - k*stacks/v.Players
}

// NextSeat returns the seat that plays after s at the variant's table
// (Seat.Next is the four-seat order).
func (v Variant) NextSeat(s Seat) Seat {
	if int(s)+1 >= v.Players {
		return 0
	}
	return s + 1
}

// prevSeat returns the seat that plays before s at the variant's table:
// the only one s may chow from when the chow does not win.
func (v Variant) prevSeat(s Seat) Seat {
	if s == 0 {
		return Seat(v.Players - 1)
	}
	return s - 1
}

// validate checks that the variant's numbers make a playable table.
func (v Variant) validate() error {
	bad := func(what string) error {
		return &OptionError{Variant: v.Name, Option: what, Reason: "invalid variant value"}
	}
	three := v.Players == 3
	switch {
	case v.Players != 3 && v.Players != 4 || v.Tiles.ThreePlayer != three || (v.Forms&FormThreePlayer != 0) != three:
		return bad("players")
	case v.DealBlock < 1 || v.DealBlockRounds < 0 || v.DealBlock*v.DealBlockRounds+1 != 13:
		return bad("deal")
	case !v.Pile && (v.Dice < 1 || v.Dice > 4):
		return bad("wall")
	case !v.Pile && (v.Dice+v.DiceOffset < 1 || 6*v.Dice+v.DiceOffset > v.tileCount()/2/v.Players):
		return bad("dice")
	case v.Rounds < 0 || v.Rounds > v.Players || v.MaxHands < 0 || v.Rounds == 0 && v.MaxHands == 0:
		return bad("rounds")
	case v.Forms&FormStandard == 0 || three && v.Forms&FormThirteenOrphans != 0:
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
		return newStandIn(v), nil
	case ScoringFan:
		l, ok := ladderByName(v.Ladder)
		if !ok {
			return nil, &OptionError{Variant: v.Name, Option: "ladder=" + v.Ladder, Reason: "allowed: " + mustOption("ladder").allowed()}
		}
		s := newHKScoring()
		s.Ladder, s.MinFan, s.LimitFan, s.Forms = l, v.MinFan, v.FanLimit, v.Forms
		return s, nil
	case ScoringClassic:
		s := newClassicScoring()
		s.Limit, s.RequireDeclaration, s.Forms = v.Limit, v.ReadyRequired, v.Forms
		return s, nil
	case ScoringPow2:
		s := newPow2Scoring()
		s.MinPoints, s.Forms = v.MinPoints, v.Forms
		return s, nil
	}
	return nil, &OptionError{Variant: v.Name, Option: "scoring", Reason: "invalid variant value"}
}
