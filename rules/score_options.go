package rules

import (
	"fmt"
	"strings"
)

// ScoreOptions are the score command's variant options. The zero value
// means every variant's defaults (RULES.md).
type ScoreOptions struct {
	// Ladder names the hk payment ladder: "seed" (default when empty),
	// "half" or "full". hk only.
	Ladder string
	// Limit caps the classic total (0: no limit). classic only.
	Limit int
	// MinPoints is the pow2 minimum to win (0: none). pow2 only.
	MinPoints int
	// RequireDeclaration turns the classic ready rule on or off; nil
	// keeps the default (on). classic only.
	RequireDeclaration *bool
}

// The variants that score.
const (
	VariantHK      = "hk"
	VariantClassic = "classic"
	VariantPow2    = "pow2"
)

// scoreFlags says which score-command flags (without dashes) each
// variant has.
var scoreFlags = map[string]string{
	"rules":        "hk classic pow2",
	"seat":         "hk classic pow2",
	"round":        "hk classic pow2",
	"self-drawn":   "hk classic pow2",
	"from":         "hk classic pow2",
	"last-tile":    "hk pow2",
	"replacement":  "hk pow2",
	"robbing-kong": "hk pow2",
	"heavenly":     "hk pow2",
	"earthly":      "hk pow2",
	"calling":      "pow2",
	"undeclared":   "classic",
	"ladder":       "hk",
	"limit":        "classic",
	"min-points":   "pow2",
}

// ScoreFlagAllowed reports whether the score command's flag (written
// without dashes: "ladder", "min-points") applies to the variant. See
// SCORING.md for the table.
func ScoreFlagAllowed(variant, flag string) bool {
	vs, ok := scoreFlags[flag]
	if !ok {
		return false
	}
	for _, v := range strings.Fields(vs) {
		if v == variant {
			return true
		}
	}
	return false
}

// ScoreOptionReason says why an option or a context is refused.
type ScoreOptionReason uint8

// The reasons an option is refused.
const (
	OptionUnknownVariant ScoreOptionReason = iota + 1 // not hk, classic or pow2
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
		return fmt.Sprintf("score: unknown rules %q (hk, classic or pow2)", e.Variant)
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
	}
	return "score: these rules have no flowers or seasons"
}

// NewScorer returns the scorer of a variant ("hk", "classic", "pow2")
// with the options applied, or a *ScoreOptionError for an unknown
// variant, an option the variant does not have, or a bad value.
func NewScorer(variant string, opt ScoreOptions) (Scorer, error) {
	bad := func(option string, r ScoreOptionReason) error {
		return &ScoreOptionError{Variant: variant, Option: option, Reason: r}
	}
	switch variant {
	case VariantHK, VariantClassic, VariantPow2:
	default:
		return nil, bad("rules", OptionUnknownVariant)
	}
	if opt.Ladder != "" && variant != VariantHK {
		return nil, bad("ladder", OptionNotInVariant)
	}
	if opt.Limit != 0 && variant != VariantClassic {
		return nil, bad("limit", OptionNotInVariant)
	}
	if opt.RequireDeclaration != nil && variant != VariantClassic {
		return nil, bad("require-declaration", OptionNotInVariant)
	}
	if opt.MinPoints != 0 && variant != VariantPow2 {
		return nil, bad("min-points", OptionNotInVariant)
	}
	switch variant {
	case VariantHK:
		s := NewHKScoring()
		l, ok := LadderByName(opt.Ladder)
		if !ok {
			return nil, bad("ladder", OptionBadValue)
		}
		s.Ladder = l
		return s, nil
	case VariantClassic:
		s := NewClassicScoring()
		if opt.Limit < 0 {
			return nil, bad("limit", OptionBadValue)
		}
		s.Limit = opt.Limit
		if opt.RequireDeclaration != nil {
			s.RequireDeclaration = *opt.RequireDeclaration
		}
		return s, nil
	}
	s := NewPow2Scoring()
	if opt.MinPoints < 0 {
		return nil, bad("min-points", OptionBadValue)
	}
	s.MinPoints = opt.MinPoints
	return s, nil
}

// ScoreHand scores a hand under a variant, as the score command does.
// It refuses (with a *ScoreOptionError) an unknown variant, an option
// or context flag the variant does not have, a value out of range and
// contradictory flags, and (with a *ScoreHandError) a hand that is not
// 14 tiles with kongs counting as 3, has no winning tile, or holds tiles
// the variant does not use (jokers outside classic, bonus tiles in pow2).
//
// ctx.Declared means: classic, the winner had declared ready (the
// command sets it unless --undeclared); pow2, the winner had declared
// calling (--calling); hk, nothing (ignored).
//
// A hand that is complete but not a legal win is not an error: the
// Score says why (Winning false, Reason).
func ScoreHand(variant string, h Hand, ctx WinContext, opt ScoreOptions) (Score, error) {
	s, err := NewScorer(variant, opt)
	if err != nil {
		return Score{}, err
	}
	if err := checkScoreContext(variant, &ctx); err != nil {
		return Score{}, err
	}
	if n := h.Size(); n != 14 {
		return Score{}, &ScoreHandError{Reason: HandWrongSize, Size: n}
	}
	if h.Winning == NoTile {
		return Score{}, &ScoreHandError{Reason: HandNoWinningTile}
	}
	if variant != VariantClassic && hasJokers(&h) {
		return Score{}, &ScoreHandError{Reason: HandJokers}
	}
	if variant == VariantPow2 && len(h.Bonus) > 0 {
		return Score{}, &ScoreHandError{Reason: HandBonusTiles}
	}
	return s.Score(h, ctx), nil
}

// checkScoreContext refuses context flags the variant does not have and
// contradictory ones.
func checkScoreContext(variant string, c *WinContext) error {
	bad := func(option string, r ScoreOptionReason) error {
		return &ScoreOptionError{Variant: variant, Option: option, Reason: r}
	}
	switch {
	case c.SeatWind > WindNorth:
		return bad("seat", OptionBadValue)
	case c.PrevailingWind > WindNorth:
		return bad("round", OptionBadValue)
	case c.Discarder > WindNorth:
		return bad("from", OptionBadValue)
	case c.Replacement < 0 || c.Replacement > 2:
		return bad("replacement", OptionBadValue)
	}
	for _, f := range []struct {
		flag string
		set  bool
	}{
		{"last-tile", c.LastTile}, {"replacement", c.Replacement != 0}, {"robbing-kong", c.RobbingKong},
		{"heavenly", c.Heavenly}, {"earthly", c.Earthly},
	} {
		if f.set && !ScoreFlagAllowed(variant, f.flag) {
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
