package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// The save format and the bounds of what a reader accepts.
const (
	// FormatVersion is the version of the save and record format written;
	// a reader refuses any other.
	FormatVersion = 1
	// AppName is the "app" field of every file.
	AppName = "mahjong"
	// MaxFileSize is the largest save or record read (bytes).
	MaxFileSize = 4 << 20
	// MaxActions is the largest number of actions read. A full game is a
	// few thousand.
	MaxActions = 100_000
)

// Meta is what a saved game holds besides the engine's state: who plays
// which seat and how the game is shown.
type Meta struct {
	// ID names the game in the history and names its record; NewID makes
	// one.
	ID        string
	StartedAt time.Time
	// HumanSeat is the person's seat (0 in the terminal game).
	HumanSeat rules.Seat
	// Bots are the levels of the three other seats, in seat order from
	// HumanSeat+1.
	Bots [3]bot.Level
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

// Start wraps a new game: its ID from now, the seed and the rules.
func Start(g *rules.Game, human rules.Seat, bots [3]bot.Level, now time.Time) *Saved {
	return &Saved{Game: g, Meta: Meta{
		ID:        NewID(now, g.Seed(), g.Variant().Name),
		StartedAt: now,
		HumanSeat: human,
		Bots:      bots,
	}}
}

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
	Bots        []string  `json:"bots"`
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
// options) or a Meta out of range (a seat, a bot level).
func Marshal(sv *Saved) ([]byte, error) {
	if sv == nil || sv.Game == nil {
		return nil, errors.New("store: no game to save")
	}
	if sv.HumanSeat >= rules.NumSeats {
		return nil, fmt.Errorf("store: human seat %d out of range", sv.HumanSeat)
	}
	f := fileJSON{
		Format: FormatVersion, App: AppName, ID: sv.ID,
		HumanSeat: int(sv.HumanSeat), Lang: sv.Lang, Tiles: sv.Tiles, Speed: sv.Speed, Coach: sv.Coach,
		StartedAt: sv.StartedAt, SavedAt: sv.SavedAt,
	}
	for i, l := range sv.Bots {
		if _, err := bot.ParseLevel(l.String()); err != nil {
			return nil, fmt.Errorf("store: bot %d: invalid level %d", i+1, l)
		}
		f.Bots = append(f.Bots, l.String())
	}
	// The engine's own record says everything about the game, the first
	// dealer and a fixed wall included; its header is taken apart here.
	text, err := sv.Game.MarshalText()
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	inActions := false
	for sc.Scan() {
		line := sc.Text()
		if inActions {
			f.Actions = append(f.Actions, line)
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "variant":
			f.Rules = val
		case "options":
			f.Options = val
		case "seed":
			f.Seed, err = strconv.ParseUint(val, 10, 64)
		case "dealer":
			var d int
			d, err = strconv.Atoi(val)
			f.FirstDealer = &d
		case "wall":
			f.Wall = val
		case "replacement":
			f.Replacement = val
		case "actions":
			inActions = true
		}
		if err != nil {
			return nil, fmt.Errorf("store: engine record line %q: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
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
		{"bots", &f.Bots, true},
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

	v, err := rules.VariantByName(f.Rules)
	if err != nil {
		return nil, &Error{File: name, Key: KeyUnknownRules, Args: []any{f.Rules}, Err: err}
	}
	opts, err := rules.ParseOptions(f.Options)
	if err == nil {
		v, err = v.With(opts)
	}
	if err != nil {
		return nil, &Error{File: name, Key: KeyBadOptions, Args: []any{f.Options, f.Rules}, Err: err}
	}
	sv := &Saved{Meta: Meta{ID: f.ID, StartedAt: f.StartedAt, Lang: f.Lang, Tiles: f.Tiles, Speed: f.Speed, Coach: f.Coach},
		SavedAt: f.SavedAt}
	if f.HumanSeat < 0 || f.HumanSeat >= rules.NumSeats {
		return nil, fileError(name, KeyBadField, "human_seat", f.HumanSeat)
	}
	sv.HumanSeat = rules.Seat(f.HumanSeat)
	if len(f.Bots) != len(sv.Bots) {
		return nil, fileError(name, KeyBadField, "bots", strings.Join(f.Bots, ","))
	}
	for i, s := range f.Bots {
		l, err := bot.ParseLevel(s)
		if err != nil {
			return nil, &Error{File: name, Key: KeyBadField, Args: []any{"bots", s}, Err: err}
		}
		sv.Bots[i] = l
	}
	cfg := rules.Config{Variant: v, Seed: f.Seed}
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
	g, err := rules.NewGame(cfg)
	if err != nil {
		return nil, &Error{File: name, Key: KeyBadField, Args: []any{"wall", short([]byte(f.Wall))}, Err: err}
	}
	for i, raw := range actions {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, &Error{File: name, Key: KeyBadAction, Args: []any{i + 1, short(raw)}, Action: i + 1, Err: err}
		}
		a, err := rules.ParseAction(text)
		if err != nil {
			return nil, &Error{File: name, Key: KeyBadAction, Args: []any{i + 1, short([]byte(text))}, Action: i + 1, Err: err}
		}
		if _, err := g.Apply(a); err != nil {
			reason := Phrase{Default: err.Error()}
			var ie *rules.IllegalActionError
			if errors.As(err, &ie) {
				reason = Phrase{Key: ie.Reason.Key(), Default: ie.Reason.String()}
			}
			return nil, &Error{File: name, Key: KeyIllegalAction, Args: []any{i + 1, text, reason}, Action: i + 1, Err: err}
		}
	}
	sv.Game = g
	return sv, nil
}

// short quotes at most 40 bytes of a value for a message.
func short(b []byte) string {
	s := string(b)
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return strings.ToValidUTF8(s, "?")
}
