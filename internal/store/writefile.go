package store

// WriteFile replaces path with data atomically, as the autosave is
// written: a temporary file in the same directory (created, mode 0700,
// with its parents if needed), written and synced, renamed over path,
// then the directory synced. If any step before the rename fails, path
// is untouched. A served table keeps its own autosave with it.
func (s *Store) WriteFile(path string, data []byte) error { return s.writeAtomic(path, data) }
