package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// The save format and the bounds of what a reader accepts.
const (
	// FormatVersion is the version of the save and record format written;
	// a reader reads it and every earlier one, and refuses a later one.
	// Version 2 names every seat's kind ("seats"); version 1 had the
	// levels of three bots ("bots") after the person's seat.
	FormatVersion = 2
	// AppName is the "app" field of every file.
	AppName = "mahjong"
	// MaxFileSize is the largest save or record read (bytes).
	MaxFileSize = 4 << 20
	// MaxActions is the largest number of actions read. A full game is a
	// few thousand.
	MaxActions = 100_000
	// MaxKindLen is the longest seat kind read or written (bytes).
	MaxKindLen = 64
)

// KindHuman is the kind of a seat a person plays.
const KindHuman = "human"

// KindEmpty is the kind of the seat nobody plays at a table of three
// (seat 3).
const KindEmpty = "empty"

// Meta is what a saved game holds besides the engine's state: who plays
// which seat and how the game is shown.
type Meta struct {
	// ID names the game in the history and names its record; NewID makes
	// one.
	ID        string
	StartedAt time.Time
	// HumanSeat is the seat of the person whose game this is: its
	// history and records follow that seat.
	HumanSeat rules.Seat
	// Seats names who plays each seat, by seat: KindHuman for a person,
	// otherwise whatever the program that plays the seat calls it (a bot
	// level: "club"). The store only checks that a kind is a short word
	// of printable ASCII and that HumanSeat's is KindHuman.
	Seats [rules.NumSeats]string
	// Lang, Tiles and Speed are the interface's language, tile set and
	// pace of the opponents when the game was saved, Coach whether the
	// coach was on ("" and false when not set): a resumed game shows the
	// same screen. The reader does not check them.
	Lang  string
	Tiles string
	Speed string
	Coach bool
}

// Saved is a game with its Meta: what a save or a record holds.
type Saved struct {
	// Game is the engine's game; the interface plays on it (Apply) and
	// saves it as it stands.
	Game *rules.Game
	Meta
	// SavedAt is when it was last written (Save and Finish set it from
	// the time they are given).
	SavedAt time.Time
}

// Start wraps a new game: its ID from now, the seed and the rules; human
// is the person's seat, seats every seat's kind.
func Start(g *rules.Game, human rules.Seat, seats [rules.NumSeats]string, now time.Time) *Saved {
	return &Saved{Game: g, Meta: Meta{
		ID:        NewID(now, g.Seed(), g.Variant().Name),
		StartedAt: now,
		HumanSeat: human,
		Seats:     seats,
	}}
}

// checkKind says what is wrong with a seat kind ("" when nothing is).
func checkKind(k string) string {
	if k == "" || len(k) > MaxKindLen {
		return "empty or longer than 64 bytes"
	}
	for i := 0; i < len(k); i++ {
		if k[i] <= ' ' || k[i] > '~' || k[i] == '"' || k[i] == '\\' {
			return "not a word of printable ASCII"
		}
	}
	return ""
}

// checkSeats checks the seats of a Meta: every kind a word, the person's
// seat in range and a person's.
func checkSeats(human rules.Seat, seats [rules.NumSeats]string) error {
	if human >= rules.NumSeats {
		return fmt.Errorf("human seat %d out of range", human)
	}
	for s, k := range seats {
		if why := checkKind(k); why != "" {
			return fmt.Errorf("seat %d: kind %q: %s", s, k, why)
		}
	}
	if seats[human] != KindHuman {
		return fmt.Errorf("seat %d is the person's but plays %q", human, seats[human])
	}
	return nil
}

// format1Bots are the bot levels format 1 wrote.
var format1Bots = []string{"beginner", "club", "expert"}

// NewID names a game from its start time, seed and rules:
// "20260102-150405-1234-hk". Records are named after it.
func NewID(started time.Time, seed uint64, rulesName string) string {
	return started.Format("20060102-150405") + "-" + strconv.FormatUint(seed, 10) + "-" + rulesName
}

// fileJSON is the file format. Field order is the file's order; actions
// last, so that a person reading the file sees the settings first.
type fileJSON struct {
	Format      int       `json:"format"`
	App         string    `json:"app"`
	ID          string    `json:"id,omitempty"`
	Rules       string    `json:"rules"`
	Options     string    `json:"options"`
	Seed        uint64    `json:"seed"`
	FirstDealer *int      `json:"first_dealer,omitempty"`
	Wall        string    `json:"wall,omitempty"`
	Replacement string    `json:"replacement,omitempty"`
	Seats       []string  `json:"seats,omitempty"`
	Bots        []string  `json:"bots,omitempty"` // format 1
	HumanSeat   int       `json:"human_seat"`
	Lang        string    `json:"lang,omitempty"`
	Tiles       string    `json:"tiles,omitempty"`
	Speed       string    `json:"speed,omitempty"`
	Coach       bool      `json:"coach,omitempty"`
	StartedAt   time.Time `json:"started_at,omitzero"`
	SavedAt     time.Time `json:"saved_at,omitzero"`
	Actions     []string  `json:"actions"`
}

// Marshal writes a saved game in the file format. It fails for a game the
// engine cannot record (a variant that is not a predefined one with
// options) or a Meta out of range (a seat, a seat's kind).
func Marshal(sv *Saved) ([]byte, error) {
	if sv == nil || sv.Game == nil {
		return nil, errors.New("store: no game to save")
	}
	if err := checkSeats(sv.HumanSeat, sv.Seats); err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if n := sv.Game.Variant().Players; int(sv.HumanSeat) >= n {
		return nil, fmt.Errorf("store: human seat %d is not played at a table of %d", sv.HumanSeat, n)
	}
	f := fileJSON{
		Format: FormatVersion, App: AppName, ID: sv.ID, Seats: sv.Seats[:],
		HumanSeat: int(sv.HumanSeat), Lang: sv.Lang, Tiles: sv.Tiles, Speed: sv.Speed, Coach: sv.Coach,
		StartedAt: sv.StartedAt, SavedAt: sv.SavedAt,
	}
	// The game's record says everything about it: its Config (rules,
	// options, seed, first dealer, fixed wall) and its actions.
	rec := sv.Game.Record()
	if _, err := rec.MarshalText(); err != nil {
		return nil, err // not a registered rule set with options
	}
	f.Rules, f.Options, f.Seed = rec.Variant.Name, rec.Variant.Options.String(), rec.Seed
	if rec.FirstDealer != nil {
		d := int(*rec.FirstDealer)
		f.FirstDealer = &d
	}
	if fw := rec.FixedWall; fw != nil {
		f.Wall, f.Replacement = rules.TileList(fw.Draw), rules.TileList(fw.Replacement)
	}
	for _, a := range rec.Actions {
		f.Actions = append(f.Actions, a.String())
	}
	if f.Actions == nil {
		f.Actions = []string{}
	}
	out, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(out, '\n'), nil
}

// Unmarshal reads a saved game from data; name is the file it came from,
// for the error. It replays the actions through the engine: the game is
// in exactly the state it was saved in. Anything wrong is an *Error.
func Unmarshal(name string, data []byte) (*Saved, error) {
	if len(data) > MaxFileSize {
		return nil, fileError(name, KeyTooLarge, len(data), MaxFileSize)
	}
	return decode(name, bytes.NewReader(data))
}

// ReadFile reads a saved game from a file the player names, as
// Unmarshal, without moving it even if it is broken. A symbolic link is
// followed; what it leads to must be a regular file (a named pipe or a
// device is refused without being read: KeyNotRegular). A file larger
// than MaxFileSize is refused without being read. A file that does not
// exist is an *Error (KeyRead) wrapping fs.ErrNotExist.
func ReadFile(path string) (*Saved, error) { return readFile(path, true) }

// readFile is ReadFile; the files of the program's own directories are
// read with follow unset: a symbolic link there is refused.
func readFile(path string, follow bool) (*Saved, error) {
	f, err := openRegular(path, os.O_RDONLY, 0, follow)
	if err != nil {
		return nil, readError(path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, readError(path, err)
	}
	if st.Size() > MaxFileSize {
		return nil, fileError(path, KeyTooLarge, st.Size(), MaxFileSize)
	}
	return decode(path, f)
}

// errText is an I/O error's message without the path the *Error already
// names.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

// Read reads through and counts.
func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// decode reads the file format from r, at most MaxFileSize bytes and
// MaxActions actions, streaming: an oversized action list is refused as
// soon as it passes the bound.
func decode(name string, r io.Reader) (*Saved, error) {
	cr := &countingReader{r: io.LimitReader(r, MaxFileSize+1)}
	dec := json.NewDecoder(cr)
	jsonErr := func(err error) error {
		if cr.n > MaxFileSize {
			return fileError(name, KeyTooLarge, cr.n, MaxFileSize)
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return &Error{File: name, Key: KeyTruncated, Err: err}
		}
		var re *Error
		if errors.As(err, &re) {
			return re
		}
		return &Error{File: name, Key: KeyJSON, Args: []any{err.Error()}, Err: err}
	}
	delim := func(want json.Delim) error {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		if d, ok := tok.(json.Delim); !ok || d != want {
			return fmt.Errorf("expected %q, found %v", want, tok)
		}
		return nil
	}
	if err := delim('{'); err != nil {
		return nil, jsonErr(err)
	}
	fields := map[string]json.RawMessage{}
	var actions []json.RawMessage
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonErr(err)
		}
		key, _ := tok.(string)
		if key != "actions" {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, jsonErr(err)
			}
			fields[key] = raw
			continue
		}
		if err := delim('['); err != nil {
			return nil, jsonErr(fmt.Errorf("actions: %w", err))
		}
		actions = actions[:0:0]
		for dec.More() {
			if len(actions) == MaxActions {
				return nil, fileError(name, KeyTooManyActions, MaxActions)
			}
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, jsonErr(err)
			}
			actions = append(actions, raw)
		}
		if err := delim(']'); err != nil {
			return nil, jsonErr(err)
		}
		fields[key] = nil
	}
	if err := delim('}'); err != nil {
		return nil, jsonErr(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		if err == nil {
			err = errors.New("data after the end of the object")
		}
		return nil, jsonErr(err)
	}
	if cr.n > MaxFileSize {
		return nil, fileError(name, KeyTooLarge, cr.n, MaxFileSize)
	}
	return build(name, fields, actions)
}

// build checks the fields and replays the actions.
func build(name string, fields map[string]json.RawMessage, actions []json.RawMessage) (*Saved, error) {
	var f fileJSON
	// Each field is decoded into its place; a value of the wrong type
	// names the field.
	get := func(key string, dst any, required bool) error {
		raw, ok := fields[key]
		if !ok {
			if required {
				return fileError(name, KeyMissing, key)
			}
			return nil
		}
		if err := json.Unmarshal(raw, dst); err != nil {
			return fileError(name, KeyBadField, key, short(raw))
		}
		return nil
	}
	if err := get("app", &f.App, false); err != nil || f.App != AppName {
		return nil, fileError(name, KeyNotOurs, f.App)
	}
	if raw, ok := fields["format"]; !ok {
		return nil, fileError(name, KeyFormat, "-")
	} else if err := json.Unmarshal(raw, &f.Format); err != nil || f.Format < 1 {
		return nil, fileError(name, KeyFormat, short(raw))
	}
	if f.Format > FormatVersion {
		return nil, fileError(name, KeyFormatFuture, f.Format, FormatVersion)
	}
	if _, ok := fields["actions"]; !ok {
		return nil, fileError(name, KeyMissing, "actions")
	}
	for _, g := range []struct {
		key      string
		dst      any
		required bool
	}{
		{"id", &f.ID, false},
		{"rules", &f.Rules, true},
		{"options", &f.Options, false},
		{"seed", &f.Seed, true},
		{"first_dealer", &f.FirstDealer, false},
		{"wall", &f.Wall, false},
		{"replacement", &f.Replacement, false},
		{"seats", &f.Seats, f.Format >= 2},
		{"bots", &f.Bots, f.Format == 1},
		{"human_seat", &f.HumanSeat, true},
		{"lang", &f.Lang, false},
		{"tiles", &f.Tiles, false},
		{"speed", &f.Speed, false},
		{"coach", &f.Coach, false},
		{"started_at", &f.StartedAt, false},
		{"saved_at", &f.SavedAt, false},
	} {
		if err := get(g.key, g.dst, g.required); err != nil {
			return nil, err
		}
	}

	rs, err := rules.RuleSetByName(f.Rules)
	if err != nil {
		return nil, &Error{File: name, Key: KeyUnknownRules, Args: []any{f.Rules}, Err: err}
	}
	opts, err := rules.ParseOptions(f.Options)
	var v rules.Variant
	if err == nil {
		v, err = rs.Variant(opts)
	}
	if err != nil {
		return nil, &Error{File: name, Key: KeyBadOptions, Args: []any{f.Options, f.Rules}, Err: err}
	}
	sv := &Saved{Meta: Meta{ID: f.ID, StartedAt: f.StartedAt, Lang: f.Lang, Tiles: f.Tiles, Speed: f.Speed, Coach: f.Coach},
		SavedAt: f.SavedAt}
	if f.HumanSeat < 0 || f.HumanSeat >= v.Players { // a table of three: seat 3 is empty
		return nil, fileError(name, KeyBadField, "human_seat", f.HumanSeat)
	}
	sv.HumanSeat = rules.Seat(f.HumanSeat)
	if err := readSeats(name, &f, &sv.Meta); err != nil {
		return nil, err
	}
	rec := rules.Record{Config: rules.Config{Variant: v, Seed: f.Seed}}
	cfg := &rec.Config
	if f.FirstDealer != nil {
		if *f.FirstDealer < 0 || *f.FirstDealer >= rules.NumSeats {
			return nil, fileError(name, KeyBadField, "first_dealer", *f.FirstDealer)
		}
		d := rules.Seat(*f.FirstDealer)
		cfg.FirstDealer = &d
	}
	if f.Wall != "" || f.Replacement != "" {
		cfg.FixedWall = &rules.FixedWall{}
		for _, w := range []struct {
			key, val string
			dst      *[]rules.Tile
		}{{"wall", f.Wall, &cfg.FixedWall.Draw}, {"replacement", f.Replacement, &cfg.FixedWall.Replacement}} {
			if w.val == "" {
				continue
			}
			ts, err := rules.ParseTiles(w.val)
			if err != nil {
				return nil, &Error{File: name, Key: KeyBadField, Args: []any{w.key, short([]byte(w.val))}, Err: err}
			}
			*w.dst = ts
		}
	}
	texts := make([]string, len(actions))
	for i, raw := range actions {
		if err := json.Unmarshal(raw, &texts[i]); err != nil {
			return nil, &Error{File: name, Key: KeyBadAction, Args: []any{i + 1, short(raw)}, Action: i + 1, Err: err}
		}
		a, err := rules.ParseAction(texts[i])
		if err != nil {
			return nil, &Error{File: name, Key: KeyBadAction, Args: []any{i + 1, short([]byte(texts[i]))}, Action: i + 1, Err: err}
		}
		rec.Actions = append(rec.Actions, a)
	}
	g, err := rules.Replay(rec)
	var re *rules.ReplayError
	switch {
	case errors.As(err, &re):
		i := re.Index
		reason := Phrase{Default: re.Err.Error()}
		var ie *rules.IllegalActionError
		if errors.As(err, &ie) {
			reason = Phrase{Key: i18n.IllegalKey(ie.Reason.Name()), Default: ie.Reason.String()}
		}
		return nil, &Error{File: name, Key: KeyIllegalAction, Args: []any{i + 1, texts[i], reason}, Action: i + 1, Err: re.Err}
	case err != nil: // the Config itself: a fixed wall the set cannot make
		return nil, &Error{File: name, Key: KeyBadField, Args: []any{"wall", short([]byte(f.Wall))}, Err: err}
	}
	sv.Game = g
	return sv, nil
}

// readSeats fills m.Seats from the file: format 2's seats, or format 1's
// person and three bots after it.
func readSeats(name string, f *fileJSON, m *Meta) error {
	if f.Format == 1 {
		if len(f.Bots) != rules.NumSeats-1 {
			return fileError(name, KeyBadField, "bots", short([]byte(strings.Join(f.Bots, ","))))
		}
		m.Seats[m.HumanSeat] = KindHuman
		for i, b := range f.Bots {
			if !slices.Contains(format1Bots, b) {
				return fileError(name, KeyBadField, "bots", short([]byte(b)))
			}
			m.Seats[(m.HumanSeat+1+rules.Seat(i))&3] = b
		}
		return nil
	}
	if len(f.Seats) != rules.NumSeats {
		return fileError(name, KeyBadField, "seats", short([]byte(strings.Join(f.Seats, ","))))
	}
	copy(m.Seats[:], f.Seats)
	if err := checkSeats(m.HumanSeat, m.Seats); err != nil {
		return &Error{File: name, Key: KeyBadField, Args: []any{"seats", short([]byte(strings.Join(f.Seats, ",")))}, Err: err}
	}
	return nil
}

// short quotes at most 40 bytes of a value for a message.
func short(b []byte) string {
	s := string(b)
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return strings.ToValidUTF8(s, "?")
}
