package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// HistoryFormat is the version of a history line written; lines of a
// later version are skipped with a warning.
const HistoryFormat = 1

// maxHistoryLine bounds one history line (bytes); a longer one is
// skipped.
const maxHistoryLine = 1 << 20

// The bounds of a history line's values: a line outside them was not
// written by the program and is skipped with a warning, so that the sums
// of the statistics stay meaningful (and never overflow).
const (
	maxHandNumber = 100_000 // hands in one game
	maxScore      = 1 << 40 // a score change or total, either sign
	maxItems      = 64      // lines of a score sheet
	maxDoublings  = 30      // a classic doubling line
	maxName       = 128     // a game ID, an item's key or tiles
)

// Outcome is how a finished hand went for the person.
type Outcome string

// The outcomes.
const (
	WonSelfDrawn Outcome = "self_drawn"  // won on a tile drawn from the wall
	WonOnDiscard Outcome = "won_discard" // won on a discard (or robbing a kong)
	DealtIn      Outcome = "dealt_in"    // another seat won on the person's discard (or robbed the person's kong)
	OtherWin     Outcome = "other_win"   // another seat won, not on the person's tile
	Drawn        Outcome = "drawn"       // the wall ran out
)

// Won reports whether the person won.
func (o Outcome) Won() bool { return o == WonSelfDrawn || o == WonOnDiscard }

func (o Outcome) valid() bool {
	switch o {
	case WonSelfDrawn, WonOnDiscard, DealtIn, OtherWin, Drawn:
		return true
	}
	return false
}

// HandEntry is one finished hand as the history keeps it: a line of
// history.jsonl.
type HandEntry struct {
	Format  int     `json:"format"`
	Game    string  `json:"game"` // the game's ID
	Rules   string  `json:"rules"`
	Options string  `json:"options,omitempty"`
	Hand    int     `json:"hand"`      // the hand's number in the game, from 0 (drawn hands included)
	Wind    string  `json:"seat_wind"` // the person's seat wind: E, S, W, N
	Outcome Outcome `json:"outcome"`
	// Delta is the person's score change in the hand.
	Delta int `json:"delta"`
	// Win is the winning hand's score when the person won.
	Win *WinScore `json:"win,omitempty"`
	At  time.Time `json:"at,omitzero"`
}

// WinScore is a winning hand's score sheet.
type WinScore struct {
	Total int    `json:"total"`
	Unit  string `json:"unit"` // "fan" or "points" (rules.Unit.String)
	Items []Item `json:"items"`
	Hand  string `json:"hand"` // the hand in notation, winning tile after +
}

// Item is a line of a score sheet: rules.ScoreItem as the history keeps
// it (Key is the catalogue key of its name).
type Item struct {
	Key       string `json:"key"`
	Value     int    `json:"value"`
	Doublings int    `json:"doublings,omitempty"`
	Tiles     string `json:"tiles,omitempty"`
}

// ScoreItem returns the item as the engine's type (for explain.ItemName).
func (it Item) ScoreItem() rules.ScoreItem {
	return rules.ScoreItem{Row: i18n.ScoreRowOf(it.Key), Value: it.Value, Doublings: it.Doublings, Tiles: it.Tiles}
}

// EntryFor makes the history entry of the hand that has just ended in sv
// (its phase is hand over or game over); false while the hand is played.
func EntryFor(sv *Saved, at time.Time) (HandEntry, bool) {
	g := sv.Game
	r := g.Result()
	if r == nil || (g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver) {
		return HandEntry{}, false
	}
	v := g.Variant()
	me := sv.HumanSeat
	e := HandEntry{
		Format: HistoryFormat, Game: sv.ID, Rules: v.Name, Options: v.Options.String(),
		Hand: g.HandNumber(), Wind: g.Wind(me).String(), Delta: r.Payments[me], At: at,
	}
	switch {
	case r.Drawn:
		e.Outcome = Drawn
	case r.Winner == me:
		e.Outcome = WonOnDiscard
		if r.From == rules.NoSeat {
			e.Outcome = WonSelfDrawn
		}
		w := &WinScore{Total: r.Score.Total, Unit: r.Score.Unit.String(), Items: []Item{}, Hand: r.Hand.String()}
		for _, it := range r.Score.Items {
			w.Items = append(w.Items, Item{Key: i18n.ScoreRowKey(it.Row), Value: it.Value, Doublings: it.Doublings, Tiles: it.Tiles})
		}
		e.Win = w
	case r.From == me:
		e.Outcome = DealtIn
	default:
		e.Outcome = OtherWin
	}
	return e, true
}

// GameEntries makes the history entries of every hand finished in sv, by
// replaying its actions (the end-of-game screen shows Compute of them).
// The entries have no time.
func GameEntries(sv *Saved) ([]HandEntry, error) {
	// A fresh game of the same configuration (first dealer, fixed wall).
	g, err := rules.NewGame(sv.Game.Config())
	if err != nil {
		return nil, err
	}
	replay := &Saved{Game: g, Meta: sv.Meta}
	var out []HandEntry
	for _, a := range sv.Game.Actions() {
		evs, err := g.Apply(a)
		if err != nil {
			return nil, err
		}
		for _, ev := range evs {
			if ev.Kind == rules.EvWin || ev.Kind == rules.EvDrawnHand {
				if e, ok := EntryFor(replay, time.Time{}); ok {
					out = append(out, e)
				}
			}
		}
	}
	return out, nil
}

// HandOver appends the hand that has just ended in sv to the history
// (nothing while the hand is played). Call it when a hand ends, the last
// one included; a repeated call for the same hand is harmless (Compute
// counts a hand once).
func (s *Store) HandOver(sv *Saved, now time.Time) error {
	e, ok := EntryFor(sv, now)
	if !ok {
		return nil
	}
	return s.AppendHand(e)
}

// AppendHand appends one entry to the history, as one line written at
// once and synced. If the file's last line was cut off (a crash while
// writing it), the new line starts on a line of its own.
func (s *Store) AppendHand(e HandEntry) error {
	if e.Format == 0 {
		e.Format = HistoryFormat
	}
	line, err := json.Marshal(e)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	fsys := s.fs()
	if err := fsys.MkdirAll(s.DataDir); err != nil {
		return err
	}
	f, err := fsys.OpenAppend(s.HistoryPath())
	if err != nil {
		return err
	}
	st, err := f.Stat()
	if err == nil && st.Size() > 0 {
		var last [1]byte
		if _, err = f.ReadAt(last[:], st.Size()-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	if err == nil {
		_, err = f.Write(line)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// ReadHistory reads the history, oldest first. A line that cannot be read
// (the cut-off last line of a crash, a damaged line, a line of a later
// format) is skipped with a Warning. No history is an empty one.
func (s *Store) ReadHistory() ([]HandEntry, []Warning, error) {
	path := s.HistoryPath()
	f, err := openRegular(path, os.O_RDONLY, 0, false)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, readError(path, err)
	}
	defer f.Close()
	entries, warnings, err := ParseHistory(path, f)
	return entries, warnings, err
}

// ParseHistory reads history lines from r (name is the file, for the
// warnings): the entries and the lines skipped.
func ParseHistory(name string, r io.Reader) ([]HandEntry, []Warning, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var out []HandEntry
	var warns []Warning
	for n := 1; ; n++ {
		line, complete, tooLong, eof, err := readLine(br)
		if err != nil {
			return out, warns, err
		}
		if eof {
			break
		}
		warn := func(key string, args ...any) {
			warns = append(warns, Warning{File: name, Line: n, Key: key, Args: args})
		}
		switch {
		case tooLong:
			warn("store.warning.bad_line", "line too long")
			continue
		case len(bytes.TrimSpace(line)) == 0:
			continue
		}
		var e HandEntry
		if err := json.Unmarshal(line, &e); err != nil {
			if !complete {
				warn("store.warning.truncated_line")
			} else {
				warn("store.warning.bad_line", err.Error())
			}
			continue
		}
		switch {
		case e.Format > HistoryFormat:
			warn("store.warning.future_line", e.Format)
		case e.Format < 1 || e.Game == "" || e.Rules == "" || !e.Outcome.valid():
			warn("store.warning.bad_line", "missing or invalid fields")
		case e.Outcome.Won() && e.Win == nil:
			warn("store.warning.bad_line", "a win without its score")
		default:
			if key, arg := e.check(); key != "" {
				warn(key, arg)
			} else {
				out = append(out, e)
			}
		}
	}
	return out, warns, nil
}

// check refuses what the program never writes: an unknown rule set, a
// number out of range, a name or a hand too long. It returns the warning's key and argument, "" when the entry is
// sound.
func (e *HandEntry) check() (key string, arg any) {
	if _, err := rules.VariantByName(e.Rules); err != nil {
		return "store.warning.unknown_rules", short([]byte(e.Rules))
	}
	outOfRange := func(field string, v int, lo, hi int) bool {
		if v < lo || v > hi {
			key, arg = "store.warning.out_of_range", field
			return true
		}
		return false
	}
	if outOfRange("hand", e.Hand, 0, maxHandNumber) || outOfRange("delta", e.Delta, -maxScore, maxScore) ||
		outOfRange("game", len(e.Game), 1, maxName) {
		return key, arg
	}
	if _, ok := rules.ParseWind(e.Wind); !ok {
		return "store.warning.bad_line", "seat_wind"
	}
	w := e.Win
	if w == nil {
		return "", nil
	}
	if outOfRange("win.total", w.Total, 0, maxScore) || outOfRange("win.items", len(w.Items), 0, maxItems) {
		return key, arg
	}
	if w.Unit != rules.Fan.String() && w.Unit != rules.Points.String() {
		return "store.warning.bad_line", "win.unit"
	}
	for _, it := range w.Items {
		if outOfRange("win.items.value", it.Value, -maxScore, maxScore) ||
			outOfRange("win.items.doublings", it.Doublings, 0, maxDoublings) ||
			outOfRange("win.items.key", len(it.Key), 1, maxName) || outOfRange("win.items.tiles", len(it.Tiles), 0, maxName) {
			return key, arg
		}
	}
	if outOfRange("win.hand", len(w.Hand), 1, rules.MaxHandText) {
		return key, arg
	}
	return "", nil
}

// readLine reads one line without its newline. complete is false for a
// last line without a newline; eof is the end of the file (no line). A
// line longer than maxHistoryLine is consumed and reported tooLong.
func readLine(br *bufio.Reader) (line []byte, complete, tooLong, eof bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > maxHistoryLine+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch {
		case err == nil:
			if tooLong {
				return nil, true, true, false, nil
			}
			return line[:len(line)-1], true, false, false, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if tooLong {
				return nil, false, true, false, nil
			}
			if len(line) == 0 {
				return nil, true, false, true, nil
			}
			return line, false, false, false, nil
		default:
			return nil, false, false, false, err
		}
	}
}
