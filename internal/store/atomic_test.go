package store

import (
	"bytes"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

var errInjected = errors.New("injected failure")

// failFS is the operating system's file system failing at one step: the
// step's name, and for "write" after writing half of the data (a torn
// write).
type failFS struct {
	OSFS
	step string
}

func (f failFS) MkdirAll(dir string) error {
	if f.step == "mkdir" {
		return errInjected
	}
	return f.OSFS.MkdirAll(dir)
}

func (f failFS) CreateTemp(dir, pattern string) (TempFile, error) {
	if f.step == "create" {
		return nil, errInjected
	}
	t, err := f.OSFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &failFile{File: t.(*os.File), step: f.step}, nil
}

func (f failFS) Rename(oldpath, newpath string) error {
	if f.step == "rename" || f.step == "move" {
		return errInjected
	}
	return f.OSFS.Rename(oldpath, newpath)
}

func (f failFS) Link(oldpath, newpath string) error {
	if f.step == "link" {
		return errInjected
	}
	if f.step == "nolink" || f.step == "move" {
		return &os.LinkError{Op: "link", Old: oldpath, New: newpath, Err: errors.ErrUnsupported}
	}
	return f.OSFS.Link(oldpath, newpath)
}

func (f failFS) SyncDir(dir string) error {
	if f.step == "syncdir" {
		return errInjected
	}
	return f.OSFS.SyncDir(dir)
}

func (f failFS) OpenAppend(name string) (AppendFile, error) {
	if f.step == "append" {
		return nil, errInjected
	}
	return f.OSFS.OpenAppend(name)
}

type failFile struct {
	*os.File
	step string
}

func (f *failFile) Write(p []byte) (int, error) {
	if f.step == "write" {
		n, _ := f.File.Write(p[:len(p)/2])
		return n, errInjected
	}
	return f.File.Write(p)
}

func (f *failFile) Sync() error {
	if f.step == "sync" {
		return errInjected
	}
	return f.File.Sync()
}

func (f *failFile) Close() error {
	err := f.File.Close()
	if f.step == "close" {
		return errInjected
	}
	return err
}

// savedGame plays a game of n actions.
func savedGame(t testing.TB, seed uint64, n int) *Saved {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 5))
	g := randomGame(t, rules.VariantHK, r)
	play(t, g, r, n)
	return &Saved{Game: g, Meta: randomMeta(g, r)}
}

// An autosave interrupted at any step (creating the temporary file,
// writing it — half written —, syncing, closing, renaming) fails with the
// error and leaves the previous autosave byte for byte, loadable, and no
// temporary file behind. A failure to sync the directory after the rename
// leaves the new save in place, whole.
func TestInterruptedSaveKeepsPrevious(t *testing.T) {
	for _, step := range []string{"mkdir", "create", "write", "sync", "close", "rename"} {
		t.Run(step, func(t *testing.T) {
			st := testStore(t)
			old := savedGame(t, 1, 40)
			if err := st.Save(old, t0); err != nil {
				t.Fatal(err)
			}
			before := readBytes(t, st.AutosavePath())
			next := savedGame(t, 1, 40)
			play(t, next.Game, rand.New(rand.NewPCG(9, 9)), 10)
			st.FS = failFS{step: step}
			if err := st.Save(next, t0.Add(time.Minute)); !errors.Is(err, errInjected) {
				t.Fatalf("save: %v", err)
			}
			if !bytes.Equal(readBytes(t, st.AutosavePath()), before) {
				t.Fatal("the previous autosave changed")
			}
			if names := strings.Join(dirNames(t, st.StateDir), " "); names != ".autosave.json.lock "+AutosaveName {
				t.Errorf("files left: %v", names)
			}
			st.FS = nil
			got, err := st.LoadAutosave(t0)
			if err != nil {
				t.Fatal(err)
			}
			sameGame(t, step, old.Game, got.Game)
			// Once the disk works again, the next save goes through.
			if err := st.Save(next, t0.Add(2*time.Minute)); err != nil {
				t.Fatal(err)
			}
			got, err = st.LoadAutosave(t0)
			if err != nil {
				t.Fatal(err)
			}
			sameGame(t, step+" then", next.Game, got.Game)
		})
	}
	t.Run("syncdir", func(t *testing.T) {
		st := testStore(t)
		if err := st.Save(savedGame(t, 1, 40), t0); err != nil {
			t.Fatal(err)
		}
		next := savedGame(t, 2, 50)
		st.FS = failFS{step: "syncdir"}
		if err := st.Save(next, t0); !errors.Is(err, errInjected) {
			t.Fatalf("save: %v", err)
		}
		got, err := st.LoadAutosave(t0)
		if err != nil {
			t.Fatal(err)
		}
		sameGame(t, "syncdir", next.Game, got.Game)
	})
}

// A save that cannot be encoded (a Meta out of range) writes nothing.
func TestSaveRefusesBadMeta(t *testing.T) {
	st := testStore(t)
	sv := savedGame(t, 3, 10)
	sv.Seats[(sv.HumanSeat+1)&3] = ""
	if err := st.Save(sv, t0); err == nil {
		t.Fatal("a seat without a kind was saved")
	}
	sv = savedGame(t, 3, 10)
	sv.Seats[sv.HumanSeat] = "club"
	if err := st.Save(sv, t0); err == nil {
		t.Fatal("the person's seat played by a bot was saved")
	}
	sv = savedGame(t, 3, 10)
	sv.Seats[(sv.HumanSeat+2)&3] = "club\x1b[2J"
	if err := st.Save(sv, t0); err == nil {
		t.Fatal("a kind with a control character was saved")
	}
	sv = savedGame(t, 3, 10)
	sv.HumanSeat = 4
	if err := st.Save(sv, t0); err == nil {
		t.Fatal("seat 4 was saved")
	}
	if _, err := os.Stat(st.AutosavePath()); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("something was written: %v", err)
	}
}

// Temporary files a crash left are removed as soon as the autosave is
// claimed, however recent.
func TestStaleTempsRemoved(t *testing.T) {
	st := testStore(t)
	if err := st.Save(savedGame(t, 4, 10), t0); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(st.StateDir, ".autosave.json.tmp-123")
	recent := filepath.Join(st.StateDir, ".autosave.json.tmp-456")
	other := filepath.Join(st.StateDir, ".autosave-2.json.tmp-789")
	for _, p := range []string{old, recent, other} {
		if err := os.WriteFile(p, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	if err := os.Chtimes(old, now.Add(-2*time.Hour), now.Add(-2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	// The program starts again: its store claims the autosave. Only the
	// holder of the lock writes temporary files of autosave.json, so none
	// is in progress: every one goes, however recent; another slot's stay.
	again := New(st.StateDir, st.DataDir)
	if _, err := again.LoadAutosave(now); err != nil {
		t.Fatal(err)
	}
	names := strings.Join(dirNames(t, st.StateDir), " ")
	if strings.Contains(names, "tmp-123") || strings.Contains(names, "tmp-456") || !strings.Contains(names, "tmp-789") {
		t.Errorf("files: %s", names)
	}
}

// Moving a broken file aside works without hard links too (a rename to a
// free name), and never over another file.
func TestMoveAsideWithoutLinks(t *testing.T) {
	st := testStore(t)
	st.FS = failFS{step: "nolink"}
	if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	taken := st.AutosavePath() + ".broken-20260102-150405"
	if err := os.WriteFile(taken, []byte("older"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.AutosavePath(), []byte("{oops"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := st.LoadAutosave(t0)
	var se *Error
	if !errors.As(err, &se) || se.MovedTo != taken+"-2" {
		t.Fatalf("got %#v", err)
	}
	if string(readBytes(t, taken)) != "older" || string(readBytes(t, se.MovedTo)) != "{oops" {
		t.Error("contents changed")
	}
	// When the move fails, the error says so and the file stays.
	if err := os.WriteFile(st.AutosavePath(), []byte("{oops"), 0o600); err != nil {
		t.Fatal(err)
	}
	st.FS = failFS{step: "move"}
	_, err = st.LoadAutosave(t0)
	if !errors.As(err, &se) || se.MovedTo != "" || !errors.Is(se.MoveErr, errInjected) {
		t.Fatalf("got %#v", err)
	}
	if string(readBytes(t, st.AutosavePath())) != "{oops" {
		t.Error("the broken file changed")
	}
}
