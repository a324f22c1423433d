package rules

import "fmt"

// The rule sets that score.
const (
	VariantHK      = "hk"
	VariantClassic = "classic"
	VariantPow2    = "pow2"
)

// WinFact is one fact of how a hand was won (a field of WinContext), as
// a rule set's scorer reads it or not: a calculator asks for the facts
// the rule set reads, and ScoreHand refuses a fact it does not.
type WinFact uint8

// The facts of a win.
const (
	FactSeatWind       WinFact = iota + 1 // WinContext.SeatWind
	FactPrevailingWind                    // PrevailingWind
	FactSelfDrawn                         // SelfDrawn
	FactDiscarder                         // Discarder
	FactLastTile                          // LastTile
	FactReplacement                       // Replacement
	FactRobbingKong                       // RobbingKong
	FactHeavenly                          // Heavenly
	FactEarthly                           // Earthly
	FactDeclared                          // Declared: calling (pow2), ready under the ready rule (classic)
	FactNorths                            // Norths: three players
)

var factNames = [...]string{"", "seat wind", "prevailing wind", "self-drawn", "discarder", "last tile",
	"replacement tile", "robbing a kong", "heavenly hand", "earthly hand", "declaration", "Norths set aside"}

// String names the fact (developer text).
func (f WinFact) String() string {
	if int(f) < len(factNames) {
		return factNames[f]
	}
	return "?"
}

// Reads reports whether the variant's scorer reads the fact: the seat,
// the round and how the tile came in every rule set that scores; a
// winning condition when its table has a row for it; the declaration
// when the rule set has one that scores (calling) or a win needs (ready,
// with the ready rule); the Norths set aside at a table of three.
func (v Variant) Reads(f WinFact) bool {
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
	switch f {
	case FactSeatWind, FactPrevailingWind, FactSelfDrawn, FactDiscarder:
		return true
	case FactLastTile:
		return has(PatternLastTile)
	case FactReplacement:
		return has(PatternReplacement, PatternSecondReplacement, PatternAnyReplacement)
	case FactRobbingKong:
		return has(PatternRobbingKong)
	case FactHeavenly:
		return has(PatternHeavenly)
	case FactEarthly:
		return has(PatternEarthly)
	case FactDeclared:
		return v.Declaration == DeclareCalling || v.Declaration == DeclareReady && v.ReadyRequired
	case FactNorths:
		return v.Players == 3
	}
	return false
}

// NoScoreError is returned by ScoreHand for a rule set that does not
// score (family).
type NoScoreError struct{ Variant string }

func (e *NoScoreError) Error() string {
	return fmt.Sprintf("rules: score: the %s rules have no score (hk, classic or pow2 do)", e.Variant)
}

// ContextReason says why a fact of a win is refused.
type ContextReason uint8

// The reasons a fact of a win is refused.
const (
	ContextNotRead    ContextReason = iota + 1 // the variant's scorer does not read it (Variant.Reads)
	ContextOutOfRange                          // a wind not at the table, a replacement past the second, Norths past 4
	ContextConflict                            // contradicts another fact
)

// WinContextError is returned by ScoreHand for a fact of the win context
// the variant does not read, a value out of range, or facts that
// contradict each other.
type WinContextError struct {
	Variant string
	Fact    WinFact
	Reason  ContextReason
}

func (e *WinContextError) Error() string {
	switch e.Reason {
	case ContextNotRead:
		return fmt.Sprintf("rules: score: the %s rules do not score the %s", e.Variant, e.Fact)
	case ContextOutOfRange:
		return fmt.Sprintf("rules: score: %s out of range", e.Fact)
	}
	return fmt.Sprintf("rules: score: the %s contradicts the rest of the win", e.Fact)
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
	HandTooManyCopies                            // the hand and its win need more copies of a tile than the set has
)

// ScoreHandError is returned by ScoreHand for a hand it cannot score.
type ScoreHandError struct {
	Reason ScoreHandReason
	Size   int  // the hand's size (Hand.Size) for HandWrongSize
	Tile   Tile // the tile for HandTooManyCopies
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
		return "score: the three-player set has no 2m-8m, and its Norths are bonus tiles (WinContext.Norths)"
	case HandTooManyCopies:
		return fmt.Sprintf("score: the win needs more copies of %s than the set has", e.Tile)
	}
	return "score: these rules have no flowers or seasons"
}

// ScoreHand scores a hand under a variant (a rule set with its options),
// as a score calculator does. It refuses a variant that does not score
// (a *NoScoreError); a fact of the win its scorer does not read, a value
// out of range and contradictory facts (a *WinContextError); and a hand
// that is not 14 tiles with kongs counting as 3, has no winning tile,
// holds tiles the variant does not use (jokers without the jokers option,
// bonus tiles in a set without them, 2m-8m or a North in the
// three-player set), or needs more copies of a tile than the set has (a
// robbed kong's other copies counting) (a *ScoreHandError).
//
// The table's size is the variant's: ctx.Players is set from it (0 for
// four, 3 for three). ctx.Norths, the Norths set aside, is only for a
// three-player variant, 0-4.
//
// ctx.Declared means: with a ready rule, the winner had declared ready;
// with calling, the winner had declared calling; otherwise nothing
// (ignored).
//
// A hand that is complete but not a legal win is not an error: the
// Score says why (Winning false, Reason).
func ScoreHand(v Variant, h Hand, ctx WinContext) (Score, error) {
	if v.Scoring == ScoringNone {
		return Score{}, &NoScoreError{Variant: v.Name}
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
	if t, ok := tooManyCopies(v, &h, &ctx); ok {
		return Score{}, &ScoreHandError{Reason: HandTooManyCopies, Tile: t}
	}
	return s.Score(h, ctx), nil
}

// tooManyCopies returns a tile the win needs more copies of than the
// variant's set has: the hand's tiles, the Norths set aside, and for a
// robbed kong the robbed pung's three other copies of the winning tile
// (no rule set with jokers scores robbing a kong).
func tooManyCopies(v Variant, h *Hand, ctx *WinContext) (Tile, bool) {
	var n [numAllKinds]int
	for _, t := range h.allTiles() {
		n[t]++
	}
	n[North] += ctx.Norths
	if ctx.RobbingKong && h.Winning.Valid() && h.Winning != Joker {
		n[h.Winning] += 3
	}
	have := v.Tiles.copies()
	for k, c := range n {
		if c > int(have[k]) {
			return Tile(k), true
		}
	}
	return NoTile, false
}

// checkScoreContext refuses facts the variant does not read, values out
// of range and contradictory facts.
func checkScoreContext(v Variant, c *WinContext) error {
	bad := func(f WinFact, r ContextReason) error {
		return &WinContextError{Variant: v.Name, Fact: f, Reason: r}
	}
	last := c.seats() - 1 // the last wind at the table: North, or West with three
	switch {
	case c.SeatWind > last:
		return bad(FactSeatWind, ContextOutOfRange)
	case c.PrevailingWind > last:
		return bad(FactPrevailingWind, ContextOutOfRange)
	case c.Discarder > last:
		return bad(FactDiscarder, ContextOutOfRange)
	case c.Replacement < 0 || c.Replacement > 2:
		return bad(FactReplacement, ContextOutOfRange)
	case c.Norths != 0 && !v.Reads(FactNorths):
		return bad(FactNorths, ContextNotRead)
	case c.Norths < 0 || c.Norths > 4:
		return bad(FactNorths, ContextOutOfRange)
	}
	for _, f := range []struct {
		fact WinFact
		set  bool
	}{
		{FactLastTile, c.LastTile}, {FactReplacement, c.Replacement != 0}, {FactRobbingKong, c.RobbingKong},
		{FactHeavenly, c.Heavenly}, {FactEarthly, c.Earthly},
	} {
		if f.set && !v.Reads(f.fact) {
			return bad(f.fact, ContextNotRead)
		}
	}
	switch {
	case !c.SelfDrawn && c.Discarder == c.SeatWind:
		return bad(FactDiscarder, ContextConflict) // nobody wins on their own discard
	case c.Replacement > 0 && !c.SelfDrawn:
		return bad(FactReplacement, ContextConflict) // a replacement tile is drawn
	case c.RobbingKong && c.SelfDrawn:
		return bad(FactRobbingKong, ContextConflict) // the robbed seat gives the tile
	case c.Heavenly && (!c.SelfDrawn || c.SeatWind != WindEast):
		return bad(FactHeavenly, ContextConflict) // the dealer (East) on the dealt tiles
	case c.Earthly && (c.SelfDrawn || c.SeatWind == WindEast || c.Discarder != WindEast):
		return bad(FactEarthly, ContextConflict) // on East's first discard
	}
	return nil
}
