package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// ActionKind is what a player does.
type ActionKind uint8

// The actions. Draws are not actions: the engine draws for the seat whose
// turn it is.
const (
	// ActDiscard discards Tile on your turn. With Declare set it also
	// declares ready (classic) or calling (pow2); legal only when the hand
	// left is one tile from winning.
	ActDiscard ActionKind = iota + 1
	// ActConcealedKong declares a kong of four Tile held in the hand.
	ActConcealedKong
	// ActAddedKong adds Tile (drawn this turn or held) to an exposed pung.
	ActAddedKong
	// ActWin wins: self-drawn on your turn, or as a claim on a discard or
	// on the tile of an added kong (robbing the kong).
	ActWin
	// ActPass declines every claim in a claim window.
	ActPass
	// ActChow claims the discard for the chow whose lowest tile is Tile.
	ActChow
	// ActPung claims the discard (Tile) for a pung.
	ActPung
	// ActKong claims the discard (Tile) for a kong.
	ActKong
	// ActNextHand starts the next hand once a hand is over (any seat).
	ActNextHand
)

var actionWords = [...]string{
	ActDiscard:       "discard",
	ActConcealedKong: "ckong",
	ActAddedKong:     "akong",
	ActWin:           "win",
	ActPass:          "pass",
	ActChow:          "chow",
	ActPung:          "pung",
	ActKong:          "kong",
	ActNextHand:      "next",
}

// String gives the action's word in the record format.
func (k ActionKind) String() string {
	if k >= 1 && int(k) < len(actionWords) {
		return actionWords[k]
	}
	return "?"
}

// Action is one move of one seat. Fields that do not apply to the kind
// are ignored (Apply and LegalActions use the normalized form).
type Action struct {
	Seat Seat
	Kind ActionKind
	// Tile: the tile discarded or made into a kong; for ActPung and
	// ActKong the claimed discard; for ActChow the lowest tile of the
	// chow. NoTile for ActWin, ActPass and ActNextHand.
	Tile Tile
	// Declare: with ActDiscard, declare ready (classic) or calling (pow2).
	Declare bool
	// JokerMask: for a claim, the places of the meld held by jokers from
	// the hand, as in Meld.JokerMask (classic with jokers).
	JokerMask uint8
}

// Normalized returns the action with the fields that do not apply to its
// kind cleared: Tile NoTile for a win, pass or next hand; Declare only
// with a discard; JokerMask only with a claim.
func (a Action) Normalized() Action {
	switch a.Kind {
	case ActWin, ActPass, ActNextHand:
		a.Tile = NoTile
		a.Declare = false
		a.JokerMask = 0
	case ActDiscard:
		a.JokerMask = 0
	case ActConcealedKong, ActAddedKong:
		a.Declare = false
		a.JokerMask = 0
	case ActChow, ActPung, ActKong:
		a.Declare = false
	}
	return a
}

// Meld returns the meld a claim makes (ActChow, ActPung, ActKong), exposed.
func (a Action) Meld() Meld {
	m := Meld{Tile: a.Tile, Open: true, JokerMask: a.JokerMask}
	switch a.Kind {
	case ActChow:
		m.Kind = Chow
	case ActPung:
		m.Kind = Pung
	case ActKong:
		m.Kind = Kong
	}
	return m
}

// String writes the action in the record notation: the seat, a word and
// its argument: "0 discard 5m", "2 declare 7p" (discard and declare),
// "1 ckong 9s", "1 akong 5z", "3 win", "3 pass", "1 chow 345m",
// "2 pung 777z", "2 kong 5555p", "0 next". Claimed melds are written
// with their jokers in place: "1 chow 3m0j5m", "2 pung 0j55m".
func (a Action) String() string {
	a = a.Normalized()
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(a.Seat)))
	b.WriteByte(' ')
	switch a.Kind {
	case ActDiscard:
		if a.Declare {
			b.WriteString("declare")
		} else {
			b.WriteString("discard")
		}
		b.WriteByte(' ')
		b.WriteString(a.Tile.String())
	case ActConcealedKong, ActAddedKong:
		b.WriteString(a.Kind.String())
		b.WriteByte(' ')
		b.WriteString(a.Tile.String())
	case ActChow, ActPung, ActKong:
		b.WriteString(a.Kind.String())
		b.WriteByte(' ')
		if a.Tile.IsPlaying() && (a.Kind != ActChow || a.Tile.IsSuited() && a.Tile%9 <= 6) {
			b.WriteString(formatRuns(a.Meld().Tiles(), false))
		} else {
			b.WriteString("??")
		}
	default:
		b.WriteString(a.Kind.String())
	}
	return b.String()
}

// MarshalText writes the action as String does.
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads an action as ParseAction does.
func (a *Action) UnmarshalText(b []byte) error {
	v, err := ParseAction(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// ActionSyntaxError is returned for text that is not an action.
type ActionSyntaxError struct {
	Text   string
	Reason string
}

func (e *ActionSyntaxError) Error() string {
	return fmt.Sprintf("rules: action %q: %s", e.Text, e.Reason)
}

// ParseAction reads an action in the record notation (see Action.String).
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := func(why string) (Action, error) { return Action{}, &ActionSyntaxError{Text: s, Reason: why} }
	if len(f) < 2 {
		return bad("want a seat and a word")
	}
	if len(f[0]) != 1 || f[0][0] < '0' || f[0][0] > '3' {
		return bad("the seat is 0-3")
	}
	a := Action{Seat: Seat(f[0][0] - '0'), Tile: NoTile}
	word := f[1]
	args := f[2:]
	switch word {
	case "discard", "declare", "ckong", "akong":
		if len(args) != 1 {
			return bad("want one tile")
		}
		t, err := ParseTile(args[0])
		if err != nil {
			return bad("not a tile")
		}
		a.Tile = t
		switch word {
		case "discard":
			a.Kind = ActDiscard
		case "declare":
			a.Kind, a.Declare = ActDiscard, true
		case "ckong":
			a.Kind = ActConcealedKong
		default:
			a.Kind = ActAddedKong
		}
	case "win", "pass", "next":
		if len(args) != 0 {
			return bad("takes no argument")
		}
		switch word {
		case "win":
			a.Kind = ActWin
		case "pass":
			a.Kind = ActPass
		default:
			a.Kind = ActNextHand
		}
	case "chow", "pung", "kong":
		if len(args) != 1 {
			return bad("want one meld")
		}
		tiles, err := parseRuns(args[0])
		if err != nil {
			return bad("not a meld")
		}
		m, ok := meldFromTiles(tiles)
		want := map[string]MeldKind{"chow": Chow, "pung": Pung, "kong": Kong}[word]
		if !ok || m.Kind != want {
			return bad("not a " + word)
		}
		a.Tile, a.JokerMask = m.Tile, m.JokerMask
		a.Kind = map[string]ActionKind{"chow": ActChow, "pung": ActPung, "kong": ActKong}[word]
	default:
		return bad("unknown word")
	}
	return a, nil
}

// ErrorReason says why an action is refused (Name names it for the
// interface).
type ErrorReason uint8

// The reasons an action is refused.
const (
	IllegalNone            ErrorReason = iota
	IllegalBadAction                   // unknown kind, seat or tile
	IllegalGameOver                    // the game is over
	IllegalWrongPhase                  // not an action of this phase (next hand during play, discard during a claim window ...)
	IllegalNotYourTurn                 // another seat is to play
	IllegalTileNotInHand               // the tile is not in the concealed hand
	IllegalHandLocked                  // calling (pow2): only the drawn tile may go, kongs and wins excepted
	IllegalNoDeclaration               // the variant has no ready/calling declaration
	IllegalAlreadyDeclared             // declared already this hand
	IllegalNotReady                    // declaring with a hand that is not one tile from winning
	IllegalNoSuchKong                  // no four of the tile / no exposed pung to add it to
	IllegalNoReplacement               // a kong with the wall empty: no replacement tile is left
	IllegalAfterClaim                  // right after claiming a chow or pung only a discard is allowed
	IllegalWinNotAllowed               // not a legal win; Score says why
	IllegalNotAsked                    // this seat has nothing to claim in this window
	IllegalAlreadyAnswered             // this seat has answered the window already
	IllegalNoSuchClaim                 // the hand cannot make that claim
	IllegalChowNotFromPrev             // a chow that does not win is claimed only from the previous seat
	IllegalOnlyWin                     // the last discard or a robbing window: only a win may be claimed
)

var errorNames = [...]string{
	IllegalNone:            "",
	IllegalBadAction:       "bad_action",
	IllegalGameOver:        "game_over",
	IllegalWrongPhase:      "wrong_phase",
	IllegalNotYourTurn:     "not_your_turn",
	IllegalTileNotInHand:   "tile_not_in_hand",
	IllegalHandLocked:      "hand_locked",
	IllegalNoDeclaration:   "no_declaration",
	IllegalAlreadyDeclared: "already_declared",
	IllegalNotReady:        "not_ready",
	IllegalNoSuchKong:      "no_such_kong",
	IllegalNoReplacement:   "no_replacement",
	IllegalAfterClaim:      "after_claim",
	IllegalWinNotAllowed:   "win_not_allowed",
	IllegalNotAsked:        "not_asked",
	IllegalAlreadyAnswered: "already_answered",
	IllegalNoSuchClaim:     "no_such_claim",
	IllegalChowNotFromPrev: "chow_not_from_prev",
	IllegalOnlyWin:         "only_win",
}

var errorTexts = [...]string{
	IllegalNone:            "",
	IllegalBadAction:       "not a valid action",
	IllegalGameOver:        "the game is over",
	IllegalWrongPhase:      "not allowed at this point of the hand",
	IllegalNotYourTurn:     "not your turn",
	IllegalTileNotInHand:   "tile not in hand",
	IllegalHandLocked:      "the hand is locked by calling",
	IllegalNoDeclaration:   "this variant has no declaration",
	IllegalAlreadyDeclared: "already declared",
	IllegalNotReady:        "the hand left would not be one tile from winning",
	IllegalNoSuchKong:      "no such kong",
	IllegalNoReplacement:   "no replacement tile is left for a kong",
	IllegalAfterClaim:      "after claiming a chow or pung, discard",
	IllegalWinNotAllowed:   "win not allowed",
	IllegalNotAsked:        "nothing to claim",
	IllegalAlreadyAnswered: "already answered",
	IllegalNoSuchClaim:     "no such claim",
	IllegalChowNotFromPrev: "a chow is claimed only from the previous seat",
	IllegalOnlyWin:         "only a win may be claimed",
}

// Name names the reason ("tile_not_in_hand"; "unknown" out of range).
func (r ErrorReason) Name() string {
	if int(r) < len(errorNames) {
		return errorNames[r]
	}
	return "unknown"
}

// String gives the reason in English (developer text).
func (r ErrorReason) String() string {
	if int(r) < len(errorTexts) {
		return errorTexts[r]
	}
	return "?"
}

// IllegalActionError is returned by Apply for an action the rules do not
// allow; the game is left unchanged.
type IllegalActionError struct {
	Action Action
	Reason ErrorReason
	// Score says why a win is refused (IllegalWinNotAllowed).
	Score ScoreReason
}

func (e *IllegalActionError) Error() string {
	msg := fmt.Sprintf("rules: illegal action %q: %s", e.Action.String(), e.Reason)
	if e.Score != ReasonNone {
		msg += ": " + e.Score.String()
	}
	return msg
}
