package store

import "path/filepath"

// WriteFile replaces path with data atomically, as the autosave is
// written: a temporary file in the same directory (created, mode 0700,
// with its parents if needed), written and synced, renamed over path,
// then the directory synced. If any step before the rename fails, path
// is untouched. A served table keeps its own autosave with it.
func (s *Store) WriteFile(path string, data []byte) error { return s.writeAtomic(path, data) }

// CreateFile writes data to a new file at path (mode 0600, its directory
// created with mode 0700 if needed), whole or not at all, and never over
// a file already there: that is refused with an error matching
// fs.ErrExist. A server's host key is made so.
func (s *Store) CreateFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := s.fs().MkdirAll(dir); err != nil {
		return err
	}
	_, err := s.writeNew(dir, filepath.Base(path), "", data, true)
	return err
}
