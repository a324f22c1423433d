package botproto

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/rules"
)

// Version is the protocol's version, sent in the hello message.
const Version = 1

// MaxLine bounds a line the program writes: an answer is a few dozen
// bytes; a longer line is a bad answer, read no further than this.
const MaxLine = 4096

// The messages the table sends, one JSON object a line (PROTOCOL.md).
type (
	// helloMsg opens the conversation.
	helloMsg struct {
		Type     string `json:"type"` // "hello"
		Protocol int    `json:"protocol"`
		Rules    string `json:"rules"`
		Options  string `json:"options"`
		Players  int    `json:"players"`
	}
	// eventsMsg hands the program the events of one applied action, as
	// its seat may see them.
	eventsMsg struct {
		Type   string        `json:"type"` // "events"
		Seat   int           `json:"seat"`
		Events []rules.Event `json:"events"`
	}
	// actMsg asks the program for one of the legal actions.
	actMsg struct {
		Type  string    `json:"type"` // "act"
		ID    uint64    `json:"id"`
		View  *viewJSON `json:"view"`
		Legal []string  `json:"legal"`
	}
	// byeMsg ends the conversation: the program should exit.
	byeMsg struct {
		Type string `json:"type"` // "bye"
	}
)

// answerMsg is the program's answer to an act message: the action in the
// record notation (one of the legal strings), or its index in the list.
type answerMsg struct {
	ID     *uint64 `json:"id"`
	Action string  `json:"action"`
	Index  *int    `json:"index"`
}

// viewJSON is a seat's view on the wire: tiles in notation.
type viewJSON struct {
	Seat        int        `json:"seat"`
	Rules       string     `json:"rules"`
	Players     int        `json:"players"`
	Open        bool       `json:"open,omitempty"`
	Hand        int        `json:"hand"`
	Dealer      int        `json:"dealer"`
	Prevailing  string     `json:"prevailing"`
	Scores      []int      `json:"scores"`
	Phase       string     `json:"phase"`
	Turn        int        `json:"turn"`
	Pending     string     `json:"pending,omitempty"`
	PendingFrom int        `json:"pending_from"`
	TilesLeft   int        `json:"tiles_left"`
	Seats       []seatJSON `json:"seats"`
}

// seatJSON is one seat in a view.
type seatJSON struct {
	Seat      int           `json:"seat"`
	Wind      string        `json:"wind"`
	Concealed []string      `json:"concealed,omitempty"`
	Drawn     string        `json:"drawn,omitempty"`
	Count     int           `json:"count"`
	Melds     []string      `json:"melds,omitempty"`
	Bonus     []string      `json:"bonus,omitempty"`
	Discards  []discardJSON `json:"discards,omitempty"`
	Declared  bool          `json:"declared,omitempty"`
}

// discardJSON is a tile in a discard pool.
type discardJSON struct {
	Tile     string `json:"tile"`
	Claimed  bool   `json:"claimed,omitempty"`
	Declared bool   `json:"declared,omitempty"`
}

// seatNum writes a seat (-1 for none).
func seatNum(s rules.Seat) int {
	if s >= rules.NumSeats {
		return -1
	}
	return int(s)
}

// tileText writes a tile ("" for none).
func tileText(t rules.Tile) string {
	if t == rules.NoTile {
		return ""
	}
	return t.String()
}

func tileTexts(ts []rules.Tile) []string {
	if len(ts) == 0 {
		return nil
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

// wireView writes a view for the wire (its seats in play only).
func wireView(v *rules.View) *viewJSON {
	w := &viewJSON{
		Seat: seatNum(v.Seat), Rules: v.Variant, Players: v.SeatsInPlay, Open: v.Open,
		Hand: v.Hand, Dealer: seatNum(v.Dealer), Prevailing: v.Prevailing.String(),
		Phase: v.Phase.String(), Turn: seatNum(v.Turn), Pending: tileText(v.Pending),
		PendingFrom: seatNum(v.PendingFrom), TilesLeft: v.TilesLeft,
	}
	n := v.SeatsInPlay
	if n <= 0 || n > rules.NumSeats {
		n = rules.NumSeats
	}
	w.Scores = append([]int(nil), v.Scores[:n]...)
	for s := range n {
		p := &v.Players[s]
		sj := seatJSON{Seat: s, Wind: p.Wind.String(), Concealed: tileTexts(p.Concealed), Drawn: tileText(p.Drawn),
			Count: p.ConcealedCount, Bonus: tileTexts(p.Bonus), Declared: p.Declared}
		for _, m := range p.Melds {
			sj.Melds = append(sj.Melds, m.Meld.String())
		}
		for _, d := range p.Discards {
			sj.Discards = append(sj.Discards, discardJSON{Tile: d.Tile.String(), Claimed: d.Claimed, Declared: d.Declared})
		}
		w.Seats = append(w.Seats, sj)
	}
	return w
}

// legalTexts writes the legal actions in the record notation.
func legalTexts(legal []rules.Action) []string {
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = a.String()
	}
	return out
}

// parseAnswer reads an answer line into its id and action, for the legal
// actions of the decision it answers (seat: the deciding seat, for an
// action written without one).
func parseAnswer(line []byte, legal []rules.Action, seat rules.Seat) (uint64, rules.Action, bool, error) {
	var m answerMsg
	if err := json.Unmarshal(line, &m); err != nil {
		return 0, rules.Action{}, false, &BadAnswerError{Text: excerpt(line), Reason: "not a JSON object"}
	}
	if m.ID == nil {
		return 0, rules.Action{}, false, &BadAnswerError{Text: excerpt(line), Reason: "no id"}
	}
	id := *m.ID
	switch {
	case m.Index != nil:
		if *m.Index < 0 || *m.Index >= len(legal) {
			return id, rules.Action{}, true, &BadAnswerError{Text: excerpt(line), Reason: "index out of range"}
		}
		return id, legal[*m.Index], true, nil
	case m.Action != "":
		a, err := parseAction(m.Action, seat)
		if err != nil {
			return id, rules.Action{}, true, &BadAnswerError{Text: excerpt(line), Reason: "not an action"}
		}
		return id, a, true, nil
	}
	return id, rules.Action{}, true, ErrNoAction
}

// parseAction reads an action in the record notation, with or without
// its seat ("2 discard 5m", "discard 5m").
func parseAction(s string, seat rules.Seat) (rules.Action, error) {
	a, err := rules.ParseAction(s)
	if err == nil {
		return a, nil
	}
	f := strings.Fields(s)
	if len(f) > 0 && seat < rules.NumSeats && (len(f[0]) != 1 || f[0][0] < '0' || f[0][0] > '9') {
		return rules.ParseAction(fmt.Sprintf("%d %s", seat, s))
	}
	return rules.Action{}, err
}

// excerpt is the start of an untrusted line, for an error message: at
// most 80 bytes, every character a terminal would obey written out
// (safetext.Clean).
func excerpt(b []byte) string {
	const n = 80
	if len(b) > n {
		return safetext.Clean(string(b[:n])) + "..."
	}
	return safetext.Clean(string(b))
}
