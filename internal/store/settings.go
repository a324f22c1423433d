package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"time"
	"unicode"
)

// SettingsName is the file of the remembered settings, in ConfigDir.
const SettingsName = "settings.json"

// Bounds on the settings file: read whole, every value a short word.
const (
	maxSettingsSize  = 16 << 10
	maxSettingsValue = 256
	maxSettingsRules = 16
)

// Settings are the start menu's last choices, remembered for the next
// start: the command line reads them for its defaults, and its flags win
// over them. Every value is a word as the command line writes it (a rule
// set's name, its options as the engine writes them, the opponents as
// --bots takes them); the reader checks each and drops what it does not
// take, so that a value of an older or newer version never stops the
// game.
type Settings struct {
	Format int    `json:"format"`
	Rules  string `json:"rules,omitempty"`
	// Options are each rule set's last options, by rule set.
	Options map[string]string `json:"options,omitempty"`
	Bots    string            `json:"bots,omitempty"`
	Lang    string            `json:"lang,omitempty"`
	Tiles   string            `json:"tiles,omitempty"`
	Speed   string            `json:"speed,omitempty"`
	// Toggles are the switches a player leaves on or off (the coach, the
	// bell, passing claims, taking wins), by name.
	Toggles map[string]bool `json:"toggles,omitempty"`
}

// SettingsFormat is the settings file's format.
const SettingsFormat = 1

// SettingsPath is the settings file's path ("" when the store keeps no
// settings).
func (s *Store) SettingsPath() string {
	if s.ConfigDir == "" {
		return ""
	}
	return filepath.Join(s.ConfigDir, SettingsName)
}

// LoadSettings reads the remembered settings; no file (or no ConfigDir)
// is none remembered. A file whose content is not sound (too large, not
// JSON, another format) is moved aside (settings.json.broken-<now>) and
// reported as an *Error naming where it went: the game then starts from
// its defaults, which is never fatal. One that cannot be read, or is not
// a regular file, is left where it is and reported the same way.
func (s *Store) LoadSettings(now time.Time) (Settings, error) {
	path := s.SettingsPath()
	if path == "" {
		return Settings{}, nil
	}
	st, err := s.readSettings(path)
	if err != nil {
		return Settings{}, s.setAside(err, path, now)
	}
	return st, nil
}

func (s *Store) readSettings(path string) (Settings, error) {
	data, err := ReadOwnFile(path, maxSettingsSize)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, err
	}
	var st Settings
	if err := json.Unmarshal(data, &st); err != nil {
		return Settings{}, &Error{File: path, Key: KeyJSON, Args: []any{err.Error()}, Err: err}
	}
	if st.Format != SettingsFormat {
		return Settings{}, fileError(path, KeyFormat, st.Format)
	}
	return st.bounded(), nil
}

// bounded drops the values no reader would take: too long, holding a
// control character (an escape sequence is no word), too many rule sets.
func (st Settings) bounded() Settings {
	ok := func(v string) bool {
		return len(v) <= maxSettingsValue && !strings.ContainsFunc(v, unicode.IsControl)
	}
	for _, f := range []*string{&st.Rules, &st.Bots, &st.Lang, &st.Tiles, &st.Speed} {
		if !ok(*f) {
			*f = ""
		}
	}
	for k, v := range st.Options {
		if !ok(k) || !ok(v) || len(st.Options) > maxSettingsRules {
			delete(st.Options, k)
		}
	}
	for k := range st.Toggles {
		if !ok(k) || len(st.Toggles) > maxSettingsRules {
			delete(st.Toggles, k)
		}
	}
	return st
}

// SaveSettings writes the settings, atomically (nothing when the store
// keeps none).
func (s *Store) SaveSettings(st Settings) error {
	path := s.SettingsPath()
	if path == "" {
		return nil
	}
	st.Format = SettingsFormat
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return s.writeAtomic(path, append(data, '\n'))
}
