package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// EventKind is what happened at the table.
type EventKind uint8

// The events, in the order a hand produces them.
const (
	// EvHandStarted: Hand, Dealer, Prevailing, Dice, Break.
	EvHandStarted EventKind = iota + 1
	// EvDealt: Seat was dealt Tiles (Count of them; private).
	EvDealt
	// EvBonus: Seat set aside the bonus tile Tile face up.
	EvBonus
	// EvDraw: Seat drew Tile (private); Replacement when it came from the
	// replacement end (a kong or bonus replacement).
	EvDraw
	// EvDiscard: Seat discarded Tile.
	EvDiscard
	// EvDeclare: Seat declared (Declaration: ready or calling) with the
	// discard just made.
	EvDeclare
	// EvClaim: Seat claimed the discard of From for Meld (a chow, pung or
	// kong).
	EvClaim
	// EvKong: Seat declared Meld, a concealed or added kong (Kong).
	EvKong
	// EvRobbed: Seat robbed the added kong of From, winning on Tile.
	EvRobbed
	// EvWin: the hand is won; Result and Scores (after payments).
	EvWin
	// EvDrawnHand: the wall ran out; Result (Drawn) and Scores.
	EvDrawnHand
	// EvGameOver: the game is over; Scores.
	EvGameOver
)

var eventWords = [...]string{
	EvHandStarted: "hand",
	EvDealt:       "dealt",
	EvBonus:       "bonus",
	EvDraw:        "draw",
	EvDiscard:     "discard",
	EvDeclare:     "declare",
	EvClaim:       "claim",
	EvKong:        "kong",
	EvRobbed:      "robbed",
	EvWin:         "win",
	EvDrawnHand:   "drawn",
	EvGameOver:    "gameover",
}

// String names the kind.
func (k EventKind) String() string {
	if k >= 1 && int(k) < len(eventWords) {
		return eventWords[k]
	}
	return "?"
}

// KongKind says how a kong was made.
type KongKind uint8

// The kinds of kong.
const (
	KongClaimed   KongKind = iota + 1 // a discard and three from the hand
	KongAdded                         // the fourth tile added to an exposed pung
	KongConcealed                     // four from the hand
)

// String names the kind.
func (k KongKind) String() string {
	switch k {
	case KongClaimed:
		return "claimed"
	case KongAdded:
		return "added"
	case KongConcealed:
		return "concealed"
	}
	return "?"
}

// Event is one thing that happened, as Apply reports it. Private tiles
// (draws, the deal) are meant for Seat only: Redact hides them from the
// others. With the open-hands option nothing is private.
type Event struct {
	Kind EventKind
	Seat Seat // the seat it is about; NoSeat for table events
	From Seat // claims, robbing: the seat the tile came from
	Tile Tile // NoTile when none or hidden
	// Tiles: EvDealt's tiles (nil when hidden).
	Tiles []Tile
	// Count: EvDealt's number of tiles.
	Count       int
	Private     bool
	Replacement bool
	Meld        Meld
	Kong        KongKind
	Declaration Declaration
	// EvHandStarted.
	Hand       int
	Dealer     Seat
	Prevailing Wind
	Dice       []int
	Break      Break
	// EvWin, EvDrawnHand.
	Result *HandResult
	// EvWin, EvDrawnHand, EvGameOver: running scores by seat afterwards.
	Scores [4]int
}

// HandResult is how a hand ended.
type HandResult struct {
	Drawn   bool // the wall ran out; no winner
	Winner  Seat // NoSeat for a drawn hand
	From    Seat // the discarder or robbed seat; NoSeat when self-drawn or drawn
	Tile    Tile // the winning tile
	Context WinContext
	Score   Score
	// Hand is the winner's hand in notation form.
	Hand Hand
	// Payments is each seat's change (Score.Payments read by wind).
	Payments [4]int
}

func (r *HandResult) clone() *HandResult {
	if r == nil {
		return nil
	}
	c := *r
	c.Score = cloneScore(r.Score)
	c.Hand = cloneHand(r.Hand)
	return &c
}

func cloneScore(s Score) Score {
	s.Items = slices.Clone(s.Items)
	s.Decomposition.Groups = slices.Clone(s.Decomposition.Groups)
	return s
}

func cloneHand(h Hand) Hand {
	h.Concealed = slices.Clone(h.Concealed)
	h.Melds = slices.Clone(h.Melds)
	h.Bonus = slices.Clone(h.Bonus)
	return h
}

// Clone returns a deep copy of the event.
func (e Event) Clone() Event {
	e.Tiles = slices.Clone(e.Tiles)
	e.Dice = slices.Clone(e.Dice)
	e.Result = e.Result.clone()
	return e
}

// Redact returns the event as viewer may see it: a private tile of
// another seat is hidden (NoTile, Tiles nil; Count stays).
func (e Event) Redact(viewer Seat) Event {
	e = e.Clone()
	if e.Private && e.Seat != viewer {
		e.Tile = NoTile
		e.Tiles = nil
	}
	return e
}

// String writes the event as one log line.
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	sp := func(s string) { b.WriteByte(' '); b.WriteString(s) }
	tile := func(t Tile) string {
		if t == NoTile {
			return "?"
		}
		return t.String()
	}
	if e.Kind != EvHandStarted && e.Seat != NoSeat && e.Kind != EvDrawnHand && e.Kind != EvGameOver {
		sp(strconv.Itoa(int(e.Seat)))
	}
	switch e.Kind {
	case EvHandStarted:
		sp(strconv.Itoa(e.Hand))
		sp("dealer " + strconv.Itoa(int(e.Dealer)))
		sp("wind " + e.Prevailing.String())
		if len(e.Dice) > 0 {
			b.WriteString(" dice")
			for _, d := range e.Dice {
				sp(strconv.Itoa(d))
			}
			sp(fmt.Sprintf("break %d/%d", e.Break.Wall, e.Break.Stack))
		}
	case EvDealt:
		if e.Tiles != nil {
			sp(FormatTiles(e.Tiles))
		} else {
			sp(strconv.Itoa(e.Count) + " tiles")
		}
	case EvBonus, EvDiscard:
		sp(tile(e.Tile))
	case EvDraw:
		sp(tile(e.Tile))
		if e.Replacement {
			sp("replacement")
		}
	case EvDeclare:
		sp(e.Declaration.String())
	case EvClaim:
		sp(e.Meld.String())
		sp("from " + strconv.Itoa(int(e.From)))
	case EvKong:
		sp(e.Meld.String())
		sp(e.Kong.String())
	case EvRobbed:
		sp(tile(e.Tile))
		sp("from " + strconv.Itoa(int(e.From)))
	case EvWin:
		if r := e.Result; r != nil {
			sp(r.Hand.String())
			if r.From == NoSeat {
				sp("self-drawn")
			} else {
				sp("from " + strconv.Itoa(int(r.From)))
			}
			sp("total " + strconv.Itoa(r.Score.Total))
		}
		sp(scoresText(e.Scores))
	case EvDrawnHand, EvGameOver:
		sp(scoresText(e.Scores))
	}
	return b.String()
}

func scoresText(s [4]int) string {
	return fmt.Sprintf("scores %d %d %d %d", s[0], s[1], s[2], s[3])
}

// MarshalText writes the event as one log line (String). Use JSON for a
// stream that reads back.
func (e Event) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// eventJSON is the wire form of an Event: tiles as notation, "" for none.
type eventJSON struct {
	Kind        string      `json:"kind"`
	Seat        int         `json:"seat"`
	From        int         `json:"from,omitempty"`
	Tile        string      `json:"tile,omitempty"`
	Tiles       []string    `json:"tiles,omitempty"`
	Count       int         `json:"count,omitempty"`
	Private     bool        `json:"private,omitempty"`
	Replacement bool        `json:"replacement,omitempty"`
	Meld        string      `json:"meld,omitempty"`
	Kong        KongKind    `json:"kong,omitempty"`
	Declaration Declaration `json:"declaration,omitempty"`
	Hand        int         `json:"hand,omitempty"`
	Dealer      int         `json:"dealer,omitempty"`
	Prevailing  Wind        `json:"prevailing,omitempty"`
	Dice        []int       `json:"dice,omitempty"`
	Break       *Break      `json:"break,omitempty"`
	Result      *resultJSON `json:"result,omitempty"`
	Scores      [4]int      `json:"scores"`
}

type resultJSON struct {
	Drawn    bool       `json:"drawn,omitempty"`
	Winner   int        `json:"winner"`
	From     int        `json:"from"`
	Tile     string     `json:"tile,omitempty"`
	Context  WinContext `json:"context"`
	Score    Score      `json:"score"`
	Hand     string     `json:"hand,omitempty"`
	Payments [4]int     `json:"payments"`
}

func seatNum(s Seat) int {
	if s == NoSeat {
		return -1
	}
	return int(s)
}

func numSeat(n int) (Seat, error) {
	if n == -1 {
		return NoSeat, nil
	}
	if n < 0 || n > 3 {
		return NoSeat, fmt.Errorf("rules: event: seat %d", n)
	}
	return Seat(n), nil
}

func tileText(t Tile) string {
	if t == NoTile {
		return ""
	}
	return t.String()
}

func textTile(s string) (Tile, error) {
	if s == "" {
		return NoTile, nil
	}
	return ParseTile(s)
}

// MarshalJSON writes the event with tiles in notation.
func (e Event) MarshalJSON() ([]byte, error) {
	w := eventJSON{
		Kind: e.Kind.String(), Seat: seatNum(e.Seat), From: seatNum(e.From), Tile: tileText(e.Tile),
		Count: e.Count, Private: e.Private, Replacement: e.Replacement,
		Kong: e.Kong, Declaration: e.Declaration, Hand: e.Hand, Dealer: seatNum(e.Dealer),
		Prevailing: e.Prevailing, Dice: e.Dice, Scores: e.Scores,
	}
	for _, t := range e.Tiles {
		w.Tiles = append(w.Tiles, t.String())
	}
	if e.Meld.Kind != 0 {
		w.Meld = e.Meld.String()
	}
	if e.Kind == EvHandStarted && e.Break.Wall != NoSeat {
		b := e.Break
		w.Break = &b
	}
	if r := e.Result; r != nil {
		w.Result = &resultJSON{Drawn: r.Drawn, Winner: seatNum(r.Winner), From: seatNum(r.From),
			Tile: tileText(r.Tile), Context: r.Context, Score: r.Score, Payments: r.Payments}
		if !r.Drawn {
			w.Result.Hand = r.Hand.String()
		}
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads an event written by MarshalJSON.
func (e *Event) UnmarshalJSON(b []byte) error {
	var w eventJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	var v Event
	for k, word := range eventWords {
		if word == w.Kind && k > 0 {
			v.Kind = EventKind(k)
		}
	}
	if v.Kind == 0 {
		return fmt.Errorf("rules: event: unknown kind %q", w.Kind)
	}
	var err error
	if v.Seat, err = numSeat(w.Seat); err != nil {
		return err
	}
	if v.From, err = numSeat(w.From); err != nil {
		return err
	}
	if v.Dealer, err = numSeat(w.Dealer); err != nil {
		return err
	}
	if v.Tile, err = textTile(w.Tile); err != nil {
		return err
	}
	for _, s := range w.Tiles {
		t, err := ParseTile(s)
		if err != nil {
			return err
		}
		v.Tiles = append(v.Tiles, t)
	}
	if w.Meld != "" {
		h, err := ParseHand(w.Meld)
		if err != nil {
			return err
		}
		switch {
		case len(h.Melds) == 1:
			v.Meld = h.Melds[0]
		default:
			return fmt.Errorf("rules: event: meld %q", w.Meld)
		}
	}
	v.Count, v.Private, v.Replacement = w.Count, w.Private, w.Replacement
	v.Kong, v.Declaration, v.Hand, v.Prevailing = w.Kong, w.Declaration, w.Hand, w.Prevailing
	v.Dice, v.Scores = w.Dice, w.Scores
	v.Break = Break{Wall: NoSeat}
	if w.Break != nil {
		v.Break = *w.Break
	}
	if r := w.Result; r != nil {
		res := &HandResult{Drawn: r.Drawn, Context: r.Context, Score: r.Score, Payments: r.Payments, Hand: Hand{Winning: NoTile}}
		if res.Winner, err = numSeat(r.Winner); err != nil {
			return err
		}
		if res.From, err = numSeat(r.From); err != nil {
			return err
		}
		if res.Tile, err = textTile(r.Tile); err != nil {
			return err
		}
		if r.Hand != "" {
			if res.Hand, err = ParseHand(r.Hand); err != nil {
				return err
			}
		}
		v.Result = res
	}
	*e = v
	return nil
}
