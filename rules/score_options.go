package rules

import "fmt"

// The rule sets that score.
const (
	VariantHK      = "hk"
	VariantClassic = "classic"
	VariantPow2    = "pow2"
)

// ContextFlags are the score command's flags that describe how a hand
// was won (written without dashes), in the order its help lists them.
var ContextFlags = []string{"seat", "round", "self-drawn", "from", "last-tile", "replacement",
	"robbing-kong", "heavenly", "earthly", "calling", "undeclared", "norths"}

// ContextFlagAllowed reports whether the score command's context flag
// (written without dashes: "last-tile", "calling") means something under
// the variant: a winning condition its scoring table has a row for, the
// declaration it has. Seat, round and how the hand was won apply to
// every rule set that scores.
func ContextFlagAllowed(v Variant, flag string) bool {
	if v.Scoring == ScoringNone {
		return false
	}
	has := func(ps ...Pattern) bool {
		s, err := v.NewScorer()
		if err != nil {
			return false
		}
		terms, ok := TermsOf(s)
		for _, p := range ps {
			if _, row := terms.Value(p); ok && row {
				return true
			}
		}
		return false
	}
	switch flag {
	case "seat", "round", "self-drawn", "from":
		return true
	case "last-tile":
		return has(PatternLastTile)
	case "replacement":
		return has(PatternReplacement, PatternSecondReplacement, PatternAnyReplacement)
	case "robbing-kong":
		return has(PatternRobbingKong)
	case "heavenly":
		return has(PatternHeavenly)
	case "earthly":
		return has(PatternEarthly)
	case "calling":
		return v.Declaration == DeclareCalling
	case "undeclared":
		return v.Declaration == DeclareReady && v.ReadyRequired
	case "norths":
		return v.Players == 3
	}
	return false
}

// ScoreOptionReason says why an option or a context is refused.
type ScoreOptionReason uint8

// The reasons an option is refused.
const (
	OptionUnknownVariant ScoreOptionReason = iota + 1 // a rule set that does not score (family)
	OptionNotInVariant                                // the variant has no such option or flag
	OptionBadValue                                    // out of range
	OptionConflict                                    // contradicts another flag
)

// Key is the catalogue key of the reason.
func (r ScoreOptionReason) Key() string {
	switch r {
	case OptionUnknownVariant:
		return "score.error.unknown_variant"
	case OptionNotInVariant:
		return "score.error.option_not_in_variant"
	case OptionBadValue:
		return "score.error.bad_value"
	case OptionConflict:
		return "score.error.conflict"
	}
	return ""
}

// ScoreOptionError is returned by ScoreHand and NewScorer for an option
// or a context flag the variant does not have, a value out of range, or
// flags that contradict each other. Option is the flag's name without
// dashes ("ladder", "replacement"), or "require-declaration" for
// ScoreOptions.RequireDeclaration, which has no flag.
type ScoreOptionError struct {
	Variant string
	Option  string
	Reason  ScoreOptionReason
}

func (e *ScoreOptionError) Error() string {
	switch e.Reason {
	case OptionUnknownVariant:
		return fmt.Sprintf("score: the %s rules have no score (hk, classic or pow2 do)", e.Variant)
	case OptionNotInVariant:
		return fmt.Sprintf("score: --%s does not apply to %s", e.Option, e.Variant)
	case OptionBadValue:
		return fmt.Sprintf("score: invalid value for --%s", e.Option)
	}
	return fmt.Sprintf("score: --%s contradicts the other flags", e.Option)
}

// ScoreHandReason says why a hand cannot be scored at all.
type ScoreHandReason uint8

// The reasons a hand is refused.
const (
	HandWrongSize     ScoreHandReason = iota + 1 // not 14 tiles, kongs counting as 3
	HandNoWinningTile                            // no tile marked with +
	HandJokers                                   // jokers in a variant without them
	HandBonusTiles                               // flowers or seasons in a variant without them
	HandNotInSet                                 // three players: 2m-8m (not in the set) or a North (a bonus tile)
)

// Key is the catalogue key of the reason.
func (r ScoreHandReason) Key() string {
	switch r {
	case HandWrongSize:
		return "score.error.hand_size"
	case HandNoWinningTile:
		return "score.error.no_winning_tile"
	case HandJokers:
		return "score.error.jokers"
	case HandBonusTiles:
		return "score.error.bonus_tiles"
	case HandNotInSet:
		return "score.error.not_in_set"
	}
	return ""
}

// ScoreHandError is returned by ScoreHand for a hand it cannot score.
type ScoreHandError struct {
	Reason ScoreHandReason
	Size   int // the hand's size (Hand.Size) for HandWrongSize
}

func (e *ScoreHandError) Error() string {
	switch e.Reason {
	case HandWrongSize:
		return fmt.Sprintf("score: the hand has %d tiles, a winning hand 14 (kongs counting as 3)", e.Size)
	case HandNoWinningTile:
		return "score: no winning tile (mark it with +)"
	case HandJokers:
		return "score: these rules have no jokers"
	case HandNotInSet:
		return "score: the three-player set has no 2m-8m, and its Norths are bonus tiles (--norths)"
	}
	return "score: these rules have no flowers or seasons"
}

// ScoreHand scores a hand under a variant (a rule set with its options),
// as the score command does. It refuses (with a *ScoreOptionError) a
// variant that does not score, a context flag the variant does not have,
// a value out of range and contradictory flags, and (with a
// *ScoreHandError) a hand that is not 14 tiles with kongs counting as 3,
// has no winning tile, or holds tiles the variant does not use (jokers
// without the jokers option, bonus tiles in a set without them, 2m-8m or
// a North in the three-player set).
//
// The table's size is the variant's: ctx.Players is set from it (0 for
// four, 3 for three). ctx.Norths, the Norths set aside, is only for a
// three-player variant, 0-4.
//
// ctx.Declared means: with a ready rule, the winner had declared ready
// (the command sets it unless --undeclared); with calling, the winner had
// declared calling (--calling); otherwise nothing (ignored).
//
// A hand that is complete but not a legal win is not an error: the
// Score says why (Winning false, Reason).
func ScoreHand(v Variant, h Hand, ctx WinContext) (Score, error) {
	if v.Scoring == ScoringNone {
		return Score{}, &ScoreOptionError{Variant: v.Name, Option: "rules", Reason: OptionUnknownVariant}
	}
	s, err := v.NewScorer()
	if err != nil {
		return Score{}, err
	}
	ctx.Players = 0
	if v.Players == 3 {
		ctx.Players = 3
	}
	if err := checkScoreContext(v, &ctx); err != nil {
		return Score{}, err
	}
	if n := h.Size(); n != 14 {
		return Score{}, &ScoreHandError{Reason: HandWrongSize, Size: n}
	}
	if h.Winning == NoTile {
		return Score{}, &ScoreHandError{Reason: HandNoWinningTile}
	}
	if !v.Tiles.Jokers && hasJokers(&h) {
		return Score{}, &ScoreHandError{Reason: HandJokers}
	}
	if !v.Tiles.Bonus && len(h.Bonus) > 0 {
		return Score{}, &ScoreHandError{Reason: HandBonusTiles}
	}
	if handKinds(&h)&v.Tiles.OutOfPlay() != 0 {
		return Score{}, &ScoreHandError{Reason: HandNotInSet}
	}
	return s.Score(h, ctx), nil
}

// checkScoreContext refuses context flags the variant does not have and
// contradictory ones.
func checkScoreContext(v Variant, c *WinContext) error {
	bad := func(option string, r ScoreOptionReason) error {
		return &ScoreOptionError{Variant: v.Name, Option: option, Reason: r}
	}
	last := c.seats() - 1 // the last wind at the table: North, or West with three
	switch {
	case c.SeatWind > last:
		return bad("seat", OptionBadValue)
	case c.PrevailingWind > last:
		return bad("round", OptionBadValue)
	case c.Discarder > last:
		return bad("from", OptionBadValue)
	case c.Replacement < 0 || c.Replacement > 2:
		return bad("replacement", OptionBadValue)
	case c.Norths != 0 && !ContextFlagAllowed(v, "norths"):
		return bad("norths", OptionNotInVariant)
	case c.Norths < 0 || c.Norths > 4:
		return bad("norths", OptionBadValue)
	}
	for _, f := range []struct {
		flag string
		set  bool
	}{
		{"last-tile", c.LastTile}, {"replacement", c.Replacement != 0}, {"robbing-kong", c.RobbingKong},
		{"heavenly", c.Heavenly}, {"earthly", c.Earthly},
	} {
		if f.set && !ContextFlagAllowed(v, f.flag) {
			return bad(f.flag, OptionNotInVariant)
		}
	}
	switch {
	case !c.SelfDrawn && c.Discarder == c.SeatWind:
		return bad("from", OptionConflict) // nobody wins on their own discard
	case c.Replacement > 0 && !c.SelfDrawn:
		return bad("replacement", OptionConflict) // a replacement tile is drawn
	case c.RobbingKong && c.SelfDrawn:
		return bad("robbing-kong", OptionConflict) // the robbed seat gives the tile
	case c.Heavenly && (!c.SelfDrawn || c.SeatWind != WindEast):
		return bad("heavenly", OptionConflict) // the dealer (East) on the dealt tiles
	case c.Earthly && (c.SelfDrawn || c.SeatWind == WindEast || c.Discarder != WindEast):
		return bad("earthly", OptionConflict) // on East's first discard
	}
	return nil
}
