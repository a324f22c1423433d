package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/safetext"
)

// RecordInfo is a record file as the directory lists it.
type RecordInfo struct {
	Name    string // file name in the records directory (LoadRecord takes it)
	Path    string
	Size    int64
	ModTime time.Time
}

// Finish keeps a finished game: it writes its record (WriteRecord), then
// removes the autosave (ClearAutosave). It sets sv.SavedAt to now and
// returns the record's path. If the record cannot be written the
// autosave is kept, so nothing is lost. The history of its hands is
// written as they end (HandOver).
func (s *Store) Finish(sv *Saved, now time.Time) (string, error) {
	path, err := s.WriteRecord(sv, now)
	if err != nil {
		return "", err
	}
	return path, s.ClearAutosave()
}

// WriteRecord writes a game's record (records/<ID>.json, <ID>-2.json ...
// if the name is taken; never over another file), leaving the autosave
// alone. It sets sv.SavedAt to now and returns the record's path.
func (s *Store) WriteRecord(sv *Saved, now time.Time) (string, error) {
	prev := sv.SavedAt
	sv.SavedAt = now
	data, err := Marshal(sv)
	if err != nil {
		sv.SavedAt = prev
		return "", err
	}
	stem := fileStem(sv.ID)
	if stem == "" {
		stem = NewID(now, sv.Game.Seed(), sv.Game.Variant().Name)
	}
	return s.writeNew(s.RecordsDir(), stem, ".json", data, false)
}

// fileStem keeps the characters of a game ID that are safe in a file
// name.
func fileStem(id string) string {
	b := []byte(id)
	for i, c := range b {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
		if !ok {
			b[i] = '_'
		}
	}
	return strings.TrimLeft(string(b), ".")
}

// Records lists the records, newest first. No records directory is an
// empty list.
func (s *Store) Records() ([]RecordInfo, error) {
	dir := s.RecordsDir()
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []RecordInfo
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		out = append(out, RecordInfo{Name: name, Path: filepath.Join(dir, name), Size: info.Size(), ModTime: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].ModTime.Equal(out[j].ModTime) {
			return out[i].ModTime.After(out[j].ModTime)
		}
		return out[i].Name > out[j].Name
	})
	return out, nil
}

// LoadRecord reads a record by its name in the records directory, with
// the checks of a save. A broken record is moved aside
// (NAME.broken-<now>) and reported as an *Error; what is not a regular
// file (a symbolic link included) is refused and left alone.
func (s *Store) LoadRecord(name string, now time.Time) (*Saved, error) {
	if name == "" || name != filepath.Base(name) || strings.HasPrefix(name, ".") {
		err := errors.New("not a record name")
		return nil, &Error{File: name, Key: KeyRead, Args: []any{err.Error()}, Err: err}
	}
	path := filepath.Join(s.RecordsDir(), name)
	sv, err := readFile(path, false)
	if err != nil {
		return nil, s.setAside(err, path, now)
	}
	return sv, nil
}

// Export writes a game to a path the player chose (--export FILE, the e
// key), in the file format, atomically. It writes only into a folder that
// exists (KeyNoDir otherwise: it never creates one), never replaces a
// file (KeyExists), and refuses a path holding control characters
// (KeyBadName), which would make a file name a terminal obeys.
func (s *Store) Export(sv *Saved, dest string) error {
	if safetext.Unsafe(dest) {
		return &Error{File: safetext.Clean(dest), Key: KeyBadName}
	}
	dir := filepath.Dir(dest)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return &Error{File: dest, Key: KeyNoDir, Args: []any{dir}, Err: err}
	}
	data, err := Marshal(sv)
	if err != nil {
		return err
	}
	_, err = s.writeNew(dir, filepath.Base(dest), "", data, true)
	if errors.Is(err, fs.ErrExist) {
		return &Error{File: dest, Key: KeyExists, Args: []any{dest}, Err: err}
	}
	return err
}

// ExportRecord copies a record (by name, checked as LoadRecord checks it)
// to a path the player chose.
func (s *Store) ExportRecord(name, dest string, now time.Time) error {
	sv, err := s.LoadRecord(name, now)
	if err != nil {
		return err
	}
	return s.Export(sv, dest)
}
