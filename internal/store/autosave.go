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
// It sets sv.SavedAt to now. Call it after every action and on exit. It
// claims the autosave first (Claim): an autosave another process holds
// is never written (an *Error with KeyBusy).
func (s *Store) Save(sv *Saved, now time.Time) error {
	if err := s.Claim(); err != nil {
		return err
	}
	prev := sv.SavedAt
	sv.SavedAt = now
	data, err := Marshal(sv)
	if err != nil {
		sv.SavedAt = prev
		return err
	}
	return s.writeAtomic(s.AutosavePath(), data)
}

// LoadAutosave claims the autosave (Claim; another process holding it
// is an *Error with KeyBusy) and reads it, if there is one: (nil, nil)
// when there is none. A broken autosave is moved aside
// (autosave.json.broken-<time>, the time being now) and reported as an
// *Error whose MovedTo names where it went; the caller then offers a new
// game. A file that cannot be read at all
// (permissions: KeyRead) or that is not a regular file (a named pipe, a
// device, a directory, a symbolic link: KeyNotRegular) is left in place.
// After loading, call HandOver once (the program may have stopped
// between the save of a hand's last action and its history line; a hand
// recorded twice counts once); a game that is over (stopped before
// Finish) then needs Finish.
func (s *Store) LoadAutosave(now time.Time) (*Saved, error) {
	if err := s.Claim(); err != nil {
		return nil, err
	}
	path := s.AutosavePath()
	sv, err := readFile(path, false)
	if err == nil {
		return sv, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return nil, s.setAside(err, path, now)
}

// ReadAutosave reads the autosave without claiming it, moving it or
// changing anything: (nil, nil) when there is none. For a copy of the
// program that only reads (--export, watching another copy's game): the
// autosave is written whole or not at all, so it reads the last save.
func (s *Store) ReadAutosave() (*Saved, error) {
	sv, err := readFile(s.AutosavePath(), false)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return sv, err
}

// ClearAutosave removes the autosave (a finished game's, once its record
// is written), after claiming it (Claim). No autosave is not an error.
func (s *Store) ClearAutosave() error {
	if err := s.Claim(); err != nil {
		return err
	}
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
	if !errors.As(err, &se) || se.leftInPlace() {
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

// removeTemps removes the temporary files of writes of base in dir that
// were interrupted (a crash, a kill): the file they were meant to
// replace is whole. Called by the holder of base's lock, which alone
// writes them, so none is in progress.
func (s *Store) removeTemps(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + ".tmp-"
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) && !e.IsDir() {
			_ = s.fs().Remove(filepath.Join(dir, e.Name()))
		}
	}
}
