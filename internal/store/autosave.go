package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Save writes the game in progress to the autosave, atomically: the
// previous autosave stays whole until the new one is complete on disk.
// It sets sv.SavedAt to now. Call it after every action and on exit.
func (s *Store) Save(sv *Saved, now time.Time) error {
	prev := sv.SavedAt
	sv.SavedAt = now
	data, err := Marshal(sv)
	if err != nil {
		sv.SavedAt = prev
		return err
	}
	return s.writeAtomic(s.AutosavePath(), data)
}

// LoadAutosave reads the autosave, if there is one: (nil, nil) when there
// is none. A broken autosave is moved aside (autosave.json.broken-<time>,
// the time being now) and reported as an *Error whose MovedTo names where
// it went; the caller then offers a new game. A file that cannot be read
// at all (permissions) is left in place (KeyRead). After loading, call
// HandOver once (the program may have stopped between the save of a
// hand's last action and its history line; a hand recorded twice counts
// once); a game that is over (stopped before Finish) then needs Finish.
func (s *Store) LoadAutosave(now time.Time) (*Saved, error) {
	path := s.AutosavePath()
	s.removeStaleTemps(s.StateDir, AutosaveName, now)
	sv, err := ReadFile(path)
	if err == nil {
		return sv, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return nil, s.setAside(err, path, now)
}

// ClearAutosave removes the autosave (a finished game's, once its record
// is written). No autosave is not an error.
func (s *Store) ClearAutosave() error {
	fsys := s.fs()
	if err := fsys.Remove(s.AutosavePath()); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	return fsys.SyncDir(s.StateDir)
}

// setAside moves a broken file aside when err says its content is bad,
// recording where in the *Error.
func (s *Store) setAside(err error, path string, now time.Time) error {
	var se *Error
	if !errors.As(err, &se) || se.Key == KeyRead {
		return err
	}
	se.MovedTo, se.MoveErr = s.moveAside(path, now)
	return se
}

// moveAside renames a broken file to path.broken-<now>[-n], never over
// another file.
func (s *Store) moveAside(path string, now time.Time) (string, error) {
	stem := path + ".broken-" + now.Format("20060102-150405")
	for i := 1; i <= 1000; i++ {
		to := stem
		if i > 1 {
			to += "-" + strconv.Itoa(i)
		}
		err := s.moveNoReplace(path, to)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		return to, s.fs().SyncDir(filepath.Dir(path))
	}
	return "", errNoFreeName
}

// removeStaleTemps removes the temporary files of writes that a crash
// interrupted (an hour old or more: a write in progress is never that
// old). The file they were meant to replace is whole.
func (s *Store) removeStaleTemps(dir, base string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + ".tmp-"
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || e.IsDir() {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) >= time.Hour {
			_ = s.fs().Remove(filepath.Join(dir, e.Name()))
		}
	}
}
