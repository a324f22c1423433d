package rules

import (
	"fmt"
	"strings"
)

// Hand is a player's tiles as the notation writes them: the concealed
// tiles (without the winning tile), the declared melds (exposed melds and
// concealed kongs), the bonus tiles, and the winning tile if there is one.
type Hand struct {
	Concealed []Tile // sorted; may hold jokers
	Melds     []Meld
	Bonus     []Tile // sorted
	Winning   Tile   // NoTile when the hand has none
}

// NotationReason says why a string is not a valid hand or tile (Name
// names it for the interface).
type NotationReason uint8

// The reasons a string is refused.
const (
	ReasonEmpty NotationReason = iota + 1
	ReasonUnknownSuit
	ReasonRankOutOfRange
	ReasonMissingSuit
	ReasonFifthCopy
	ReasonNotAMeld
	ReasonTooManyTiles
	ReasonNotOneTile
	ReasonUnbalanced
	ReasonTwoWinningTiles
	ReasonBonusInMeld
	ReasonBonusWinning
	ReasonTooLong
	ReasonJoined
)

// MaxHandText is the longest hand text ParseHand reads, in bytes: a full
// hand with every group apart, four kongs and eight bonus tiles takes
// well under half of it. Longer text is refused before any parsing.
const MaxHandText = 256

var reasonText = map[NotationReason]string{
	ReasonEmpty:           "empty",
	ReasonUnknownSuit:     "unknown suit letter (use m, p, s, z, f or j)",
	ReasonRankOutOfRange:  "digit out of range for its suit (m/p/s 1-9, z 1-7, f 1-8, j 0)",
	ReasonMissingSuit:     "digits without a suit letter",
	ReasonFifthCopy:       "more copies of a tile than the set has",
	ReasonNotAMeld:        "not a chow, pung or kong",
	ReasonTooManyTiles:    "too many tiles (a hand holds at most 14, kongs counting as 3)",
	ReasonNotOneTile:      "not exactly one tile",
	ReasonUnbalanced:      "unbalanced brackets",
	ReasonTwoWinningTiles: "more than one winning tile",
	ReasonBonusInMeld:     "a bonus tile cannot be part of a meld",
	ReasonBonusWinning:    "a bonus tile cannot be the winning tile",
	ReasonTooLong:         "too long for a hand (at most 256 characters)",
	ReasonJoined:          "groups written together: put a space between them",
}

// String gives the reason in English (developer text).
func (r NotationReason) String() string { return reasonText[r] }

// Name names the reason ("unknown_suit"; "invalid" out of range).
func (r NotationReason) Name() string {
	switch r {
	case ReasonEmpty:
		return "empty"
	case ReasonUnknownSuit:
		return "unknown_suit"
	case ReasonRankOutOfRange:
		return "rank_out_of_range"
	case ReasonMissingSuit:
		return "missing_suit"
	case ReasonFifthCopy:
		return "fifth_copy"
	case ReasonNotAMeld:
		return "not_a_meld"
	case ReasonTooManyTiles:
		return "too_many_tiles"
	case ReasonNotOneTile:
		return "not_one_tile"
	case ReasonUnbalanced:
		return "unbalanced"
	case ReasonTwoWinningTiles:
		return "two_winning_tiles"
	case ReasonBonusInMeld:
		return "bonus_in_meld"
	case ReasonBonusWinning:
		return "bonus_winning"
	case ReasonTooLong:
		return "too_long"
	case ReasonJoined:
		return "joined"
	}
	return "invalid"
}

// NotationError is returned for a string that is not valid notation. It
// names the offending group and the reason.
type NotationError struct {
	Group  string
	Reason NotationReason
}

func (e *NotationError) Error() string {
	if e.Group == "" {
		return "notation: " + e.Reason.String()
	}
	return fmt.Sprintf("notation: %q: %s", e.Group, e.Reason)
}

// parseRuns reads a group body: one or more runs of digits each followed
// by a suit letter ("123m", "19m19p1234567z", "77z0j").
func parseRuns(s string) ([]Tile, error) {
	if s == "" {
		return nil, &NotationError{Group: s, Reason: ReasonEmpty}
	}
	var out []Tile
	start := 0 // start of the pending digits
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			continue
		}
		suit := strings.IndexByte(suitLetters, c)
		if suit < 0 {
			return nil, &NotationError{Group: s, Reason: ReasonUnknownSuit}
		}
		if i == start {
			return nil, &NotationError{Group: s, Reason: ReasonMissingSuit}
		}
		for _, d := range s[start:i] {
			t, err := makeTile(Suit(suit), int(d-'0'))
			if err != nil {
				return nil, &NotationError{Group: s, Reason: ReasonRankOutOfRange}
			}
			out = append(out, t)
		}
		start = i + 1
	}
	if start != len(s) {
		return nil, &NotationError{Group: s, Reason: ReasonMissingSuit}
	}
	return out, nil
}

// ParseTiles reads a list of tiles with no structure: groups of runs
// separated by spaces ("123m 456p 11z"). Brackets and + are refused.
func ParseTiles(s string) ([]Tile, error) {
	var out []Tile
	for _, g := range strings.Fields(s) {
		ts, err := parseRuns(g)
		if err != nil {
			return nil, err
		}
		out = append(out, ts...)
	}
	return out, nil
}

// ParseHand reads a hand in notation. It checks that every group is well
// formed, that no tile has more copies than the fullest set (4 of a
// playing kind or of the joker, 1 of a bonus tile), and that the hand
// holds at most 14 tiles with kongs counting as 3. It does not check that
// the hand is complete. Text longer than MaxHandText is refused before it
// is read, and a hand is refused as soon as it passes 14 tiles: the work
// is bounded whatever the input.
func ParseHand(s string) (Hand, error) {
	h := Hand{Winning: NoTile}
	if len(s) > MaxHandText {
		return h, &NotationError{Reason: ReasonTooLong}
	}
	groups := strings.Fields(s)
	if len(groups) == 0 {
		return h, &NotationError{Reason: ReasonEmpty}
	}
	for _, g := range groups {
		if err := h.addGroup(g); err != nil {
			return h, err
		}
		if h.Size() > 14 {
			return h, &NotationError{Reason: ReasonTooManyTiles}
		}
	}
	sortTiles(h.Concealed)
	sortTiles(h.Bonus)
	if err := h.checkCopies(); err != nil {
		return h, err
	}
	return h, nil
}

// bracketError says what is wrong with the group g at i, where a group
// ended or a bracket or + was found past its start: a closing bracket
// is unbalanced, anything else starts a second group written against the
// first ("(5555p)(5555p)", "123m+4m").
func bracketError(g string, i int) error {
	if g[i] == ']' || g[i] == ')' {
		return &NotationError{Group: g, Reason: ReasonUnbalanced}
	}
	return &NotationError{Group: g, Reason: ReasonJoined}
}

// addGroup reads one group of a hand into h: a meld in brackets, the
// winning tile after +, or concealed and bonus tiles.
func (h *Hand) addGroup(g string) error {
	const marks = "[]()+"
	switch {
	case g[0] == '[' || g[0] == '(':
		closer := byte(']')
		if g[0] == '(' {
			closer = ')'
		}
		end := strings.IndexByte(g[1:], closer) + 1
		if i := strings.IndexAny(g[1:], marks) + 1; i > 0 && i < end {
			return &NotationError{Group: g, Reason: ReasonUnbalanced}
		}
		switch {
		case end == 0:
			return &NotationError{Group: g, Reason: ReasonUnbalanced}
		case end < len(g)-1:
			return bracketError(g, end+1)
		case end != len(g)-1:
			return &NotationError{Group: g, Reason: ReasonUnbalanced}
		}
		tiles, err := parseRuns(g[1:end])
		if err != nil {
			return &NotationError{Group: g, Reason: err.(*NotationError).Reason}
		}
		for _, t := range tiles {
			if t.IsBonus() {
				return &NotationError{Group: g, Reason: ReasonBonusInMeld}
			}
		}
		m, ok := meldFromTiles(tiles)
		if !ok || g[0] == '(' && m.Kind != Kong {
			return &NotationError{Group: g, Reason: ReasonNotAMeld}
		}
		m.Open = g[0] == '['
		h.Melds = append(h.Melds, m)
	case g[0] == '+':
		if i := strings.IndexAny(g[1:], marks) + 1; i > 0 {
			return bracketError(g, i)
		}
		if h.Winning != NoTile {
			return &NotationError{Group: g, Reason: ReasonTwoWinningTiles}
		}
		tiles, err := parseRuns(g[1:])
		if err != nil {
			return &NotationError{Group: g, Reason: err.(*NotationError).Reason}
		}
		if len(tiles) != 1 {
			return &NotationError{Group: g, Reason: ReasonNotOneTile}
		}
		if tiles[0].IsBonus() {
			return &NotationError{Group: g, Reason: ReasonBonusWinning}
		}
		h.Winning = tiles[0]
	default:
		if i := strings.IndexAny(g, marks); i >= 0 {
			return bracketError(g, i)
		}
		tiles, err := parseRuns(g)
		if err != nil {
			return err
		}
		for _, t := range tiles {
			if t.IsBonus() {
				h.Bonus = append(h.Bonus, t)
			} else {
				h.Concealed = append(h.Concealed, t)
			}
		}
	}
	return nil
}

// checkCopies refuses a tile held more often than the set has it.
func (h Hand) checkCopies() error {
	var n [numAllKinds]int
	for _, t := range h.allTiles() {
		n[t]++
		limit := 4
		if t.IsBonus() {
			limit = 1
		}
		if n[t] > limit {
			return &NotationError{Group: t.String(), Reason: ReasonFifthCopy}
		}
	}
	return nil
}

// allTiles returns every physical tile of the hand: concealed, melds,
// winning tile and bonus tiles.
func (h Hand) allTiles() []Tile {
	out := append([]Tile(nil), h.Concealed...)
	for _, m := range h.Melds {
		out = append(out, m.Tiles()...)
	}
	if h.Winning != NoTile {
		out = append(out, h.Winning)
	}
	return append(out, h.Bonus...)
}

// Size counts the hand's playing tiles with each kong counting as 3, the
// way a hand's 13 or 14 tiles are counted. Bonus tiles do not count.
func (h Hand) Size() int {
	n := len(h.Concealed) + 3*len(h.Melds)
	if h.Winning != NoTile {
		n++
	}
	return n
}

// kongs returns the number of kongs among the declared melds.
func (h Hand) kongs() int {
	n := 0
	for _, m := range h.Melds {
		if m.Kind == Kong {
			n++
		}
	}
	return n
}

// String writes the hand in canonical notation: the concealed tiles one
// run per suit, then the melds, the bonus tiles and the winning tile.
func (h Hand) String() string {
	var parts []string
	if len(h.Concealed) > 0 {
		parts = append(parts, FormatTiles(h.Concealed))
	}
	for _, m := range h.Melds {
		parts = append(parts, m.String())
	}
	if len(h.Bonus) > 0 {
		parts = append(parts, formatRuns(h.Bonus, true))
	}
	if h.Winning != NoTile {
		parts = append(parts, "+"+h.Winning.String())
	}
	return strings.Join(parts, " ")
}

// MarshalText writes the hand in canonical notation.
func (h Hand) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads a hand in notation.
func (h *Hand) UnmarshalText(b []byte) error {
	v, err := ParseHand(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// FormatTiles writes tiles in notation, one run per suit, sorted.
func FormatTiles(tiles []Tile) string {
	var bySuit [6][]Tile
	for _, t := range tiles {
		bySuit[t.Suit()] = append(bySuit[t.Suit()], t)
	}
	var parts []string
	for _, ts := range bySuit {
		if len(ts) > 0 {
			parts = append(parts, formatRuns(ts, true))
		}
	}
	return strings.Join(parts, " ")
}
