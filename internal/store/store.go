package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"

	"github.com/adrg/xdg"
)

// The environment variables that override the directories (FromEnv).
const (
	// EnvStateDir names the directory of the autosave.
	EnvStateDir = "MAHJONG_STATE_DIR"
	// EnvDataDir names the directory of the records and the history.
	EnvDataDir = "MAHJONG_DATA_DIR"
	// EnvConfigDir names the directory of the remembered settings.
	EnvConfigDir = "MAHJONG_CONFIG_DIR"
)

// The files' names inside the directories.
const (
	AutosaveName = "autosave.json" // in StateDir
	RecordsName  = "records"       // in DataDir: one file a finished game
	HistoryName  = "history.jsonl" // in DataDir: one line a finished hand
	ExportsName  = "exports"       // in DataDir: the games exported under a bare name
)

// appDir is the program's directory name under the XDG base directories.
const appDir = "mahjong"

// Store reads and writes the player's files under two directories. The
// zero FS writes to the operating system; tests give explicit directories
// and may inject an FS that fails. One process should use one goroutine
// for its writes (the game loop). Processes sharing the directories are
// kept apart by a lock on each autosave (Claim, ClaimFree): one writes
// it, the others use another slot or read it only; the records and the
// history are written so that any number of processes can add to them.
type Store struct {
	StateDir string // holds the autosave
	DataDir  string // holds the records and the history
	// ConfigDir holds the remembered settings ("": none are kept).
	ConfigDir string
	// FS performs every write (nil: the operating system's, OSFS).
	FS FS
	// Autosave is the autosave's file name in StateDir, one of SlotName's
	// ("": AutosaveName); ClaimFree sets it.
	Autosave string

	lock    *heldLock // the autosave's lock, once claimed
	lockFor string    // the autosave name the lock is for
}

// New returns a store over explicit directories.
func New(stateDir, dataDir string) *Store {
	return &Store{StateDir: stateDir, DataDir: dataDir}
}

// NewFromXDG returns a store in the XDG directories as adrg/xdg reads them
// from the process environment: $XDG_STATE_HOME/mahjong (on Linux,
// ~/.local/state/mahjong by default) and $XDG_DATA_HOME/mahjong
// (~/.local/share/mahjong); macOS and Windows have their own defaults.
func NewFromXDG() *Store {
	s := New(filepath.Join(xdg.StateHome, appDir), filepath.Join(xdg.DataHome, appDir))
	s.ConfigDir = filepath.Join(xdg.ConfigHome, appDir)
	return s
}

// FromEnv returns the store the program uses, reading the environment
// through getenv (the command line's Env.Getenv, so that tests can point
// it elsewhere): MAHJONG_STATE_DIR, MAHJONG_DATA_DIR and
// MAHJONG_CONFIG_DIR when set, else $XDG_STATE_HOME/mahjong,
// $XDG_DATA_HOME/mahjong and $XDG_CONFIG_HOME/mahjong when those are set
// to absolute paths, else the platform's defaults (NewFromXDG).
func FromEnv(getenv func(string) string) *Store {
	s := NewFromXDG()
	pick := func(own, xdgVar, def string) string {
		if d := getenv(own); d != "" {
			return d
		}
		if d := getenv(xdgVar); filepath.IsAbs(d) {
			return filepath.Join(d, appDir)
		}
		return def
	}
	s.StateDir = pick(EnvStateDir, "XDG_STATE_HOME", s.StateDir)
	s.DataDir = pick(EnvDataDir, "XDG_DATA_HOME", s.DataDir)
	s.ConfigDir = pick(EnvConfigDir, "XDG_CONFIG_HOME", s.ConfigDir)
	return s
}

// AutosavePath is the autosave's path.
func (s *Store) AutosavePath() string { return filepath.Join(s.StateDir, s.autosaveName()) }

// autosaveName is the autosave's file name.
func (s *Store) autosaveName() string {
	if s.Autosave == "" {
		return AutosaveName
	}
	return s.Autosave
}

// RecordsDir is the directory of the records.
func (s *Store) RecordsDir() string { return filepath.Join(s.DataDir, RecordsName) }

// ExportsDir is the directory an export named by a bare file name goes
// into (ExportPath).
func (s *Store) ExportsDir() string { return filepath.Join(s.DataDir, ExportsName) }

// ExportPath is where an export the player named goes: a bare file name
// ("game.json") into ExportsDir, created if need be, so that a game
// started from any folder never drops its file there; a name with a
// folder ("./game.json", "/tmp/game.json", "games/game.json") as given,
// made absolute (Export then writes only into a folder that exists).
func (s *Store) ExportPath(name string) (string, error) {
	if name != "" && name == filepath.Base(name) && name != "." && name != ".." {
		if err := s.fs().MkdirAll(s.ExportsDir()); err != nil {
			return "", err
		}
		return filepath.Join(s.ExportsDir(), name), nil
	}
	return filepath.Abs(name)
}

// HistoryPath is the history file's path.
func (s *Store) HistoryPath() string { return filepath.Join(s.DataDir, HistoryName) }

func (s *Store) fs() FS {
	if s.FS == nil {
		return OSFS{}
	}
	return s.FS
}

// FS is the file-system operations the store writes with: OSFS, or a test
// double that fails at a chosen step.
type FS interface {
	MkdirAll(dir string) error
	// CreateTemp creates a new file in dir as os.CreateTemp does.
	CreateTemp(dir, pattern string) (TempFile, error)
	Rename(oldpath, newpath string) error
	// Link makes newpath a second name of oldpath, failing (fs.ErrExist)
	// when newpath exists: a move that never overwrites.
	Link(oldpath, newpath string) error
	Remove(name string) error
	// SyncDir flushes a directory's entries (after a rename) to disk.
	SyncDir(dir string) error
	// OpenAppend opens a file for appending, creating it if needed.
	OpenAppend(name string) (AppendFile, error)
}

// TempFile is a file being written before it is renamed into place.
type TempFile interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// AppendFile is a file open for appending that can also read its own
// last byte.
type AppendFile interface {
	io.Writer
	io.ReaderAt
	Stat() (fs.FileInfo, error)
	Sync() error
	Close() error
}

// OSFS is the operating system's file system.
type OSFS struct{}

// MkdirAll creates dir and its parents, readable by the user only.
func (OSFS) MkdirAll(dir string) error { return os.MkdirAll(dir, 0o700) }

// CreateTemp is os.CreateTemp.
func (OSFS) CreateTemp(dir, pattern string) (TempFile, error) { return os.CreateTemp(dir, pattern) }

// Rename is os.Rename.
func (OSFS) Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// Link is os.Link.
func (OSFS) Link(oldpath, newpath string) error { return os.Link(oldpath, newpath) }

// Remove is os.Remove.
func (OSFS) Remove(name string) error { return os.Remove(name) }

// SyncDir opens the directory and syncs it; a no-op on Windows, which
// cannot sync a directory.
func (OSFS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.OpenFile(dir, os.O_RDONLY|oNonblock, 0)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// OpenAppend opens name for reading and appending, creating it (mode
// 0600) if needed; anything but a regular file is refused, a symbolic
// link included.
func (OSFS) OpenAppend(name string) (AppendFile, error) {
	return openRegular(name, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600, false)
}

// writeTemp writes data to a new temporary file in dir and syncs it,
// creating dir first when mkdir is set. On failure the temporary file is
// removed and nothing else changed.
func (s *Store) writeTemp(dir, base string, data []byte, mkdir bool) (string, error) {
	fsys := s.fs()
	if mkdir {
		if err := fsys.MkdirAll(dir); err != nil {
			return "", err
		}
	}
	f, err := fsys.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = fsys.Remove(tmp)
		return "", err
	}
	return tmp, nil
}

// writeAtomic replaces path with data: a temporary file in the same
// directory, written and synced, renamed over path, then the directory
// synced. If any step before the rename fails, path is untouched.
func (s *Store) writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := s.writeTemp(dir, filepath.Base(path), data, true)
	if err != nil {
		return err
	}
	fsys := s.fs()
	if err := fsys.Rename(tmp, path); err != nil {
		_ = fsys.Remove(tmp)
		return err
	}
	return fsys.SyncDir(dir)
}

// errNoFreeName: every candidate name was taken.
var errNoFreeName = errors.New("store: no free file name")

// writeNew writes data to a file that did not exist: stem+ext, or
// stem-2+ext, stem-3+ext ... when taken. With exact (an export), only
// stem+ext is tried (an existing file of that name is refused with
// fs.ErrExist) and dir must exist already; otherwise dir is created. It
// never replaces a file. It returns the path written.
func (s *Store) writeNew(dir, stem, ext string, data []byte, exact bool) (string, error) {
	tmp, err := s.writeTemp(dir, stem+ext, data, !exact)
	if err != nil {
		return "", err
	}
	fsys := s.fs()
	tries := 1000
	if exact {
		tries = 1
	}
	for i := 1; i <= tries; i++ {
		name := stem + ext
		if i > 1 {
			name = stem + "-" + strconv.Itoa(i) + ext
		}
		path := filepath.Join(dir, name)
		if err := s.moveNoReplace(tmp, path); err != nil {
			if errors.Is(err, fs.ErrExist) {
				continue
			}
			_ = fsys.Remove(tmp)
			return "", err
		}
		return path, fsys.SyncDir(dir)
	}
	_ = fsys.Remove(tmp)
	if exact {
		return "", fs.ErrExist
	}
	return "", errNoFreeName
}

// moveNoReplace gives the file from the name to, which must not exist
// (fs.ErrExist otherwise): a hard link then the removal of from; where
// links are not supported, a rename after checking that to is free.
func (s *Store) moveNoReplace(from, to string) error {
	fsys := s.fs()
	err := fsys.Link(from, to)
	if err == nil {
		return fsys.Remove(from)
	}
	if errors.Is(err, fs.ErrExist) {
		return err
	}
	if _, serr := os.Lstat(to); serr == nil {
		return fs.ErrExist
	} else if !errors.Is(serr, fs.ErrNotExist) {
		return serr
	}
	return fsys.Rename(from, to)
}
