//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// within runs f and fails the test if it has not returned after a few
// seconds (a read of a named pipe with no writer would block for ever):
// the pipes are then opened for writing, to let f end.
func within(t *testing.T, pipes []string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Errorf("blocked on a named pipe")
		for _, p := range pipes {
			if w, err := os.OpenFile(p, os.O_WRONLY|unix.O_NONBLOCK, 0); err == nil {
				w.Close()
			}
		}
		<-done
	}
}

// specialKinds makes each kind of file that is not a regular one at
// path: a named pipe, a device (a node when the test may make one, else
// a symbolic link to /dev/zero, refused as a link), a directory, a
// symbolic link to a valid save. It returns their names.
func specialKinds(t *testing.T, save []byte) map[string]func(path string) {
	return map[string]func(string){
		"pipe": func(p string) {
			if err := unix.Mkfifo(p, 0o600); err != nil {
				t.Fatal(err)
			}
		},
		"device": func(p string) {
			if err := unix.Mknod(p, unix.S_IFCHR|0o600, int(unix.Mkdev(1, 5))); err != nil {
				if err := os.Symlink("/dev/zero", p); err != nil {
					t.Fatal(err)
				}
			}
		},
		"dir": func(p string) {
			if err := os.Mkdir(p, 0o700); err != nil {
				t.Fatal(err)
			}
		},
		"symlink": func(p string) {
			target := filepath.Join(t.TempDir(), "target.json")
			if err := os.WriteFile(target, save, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(target, p); err != nil {
				t.Fatal(err)
			}
		},
	}
}

// A named pipe, a device, a directory or a symbolic link in place of any
// file the store reads (the autosave, a record, the history, the lock)
// is refused at once, checked on the opened descriptor, never followed,
// and left where it is; nothing is written over it.
func TestSpecialFilesRefused(t *testing.T) {
	save, err := Marshal(savedGame(t, 2, 10))
	if err != nil {
		t.Fatal(err)
	}
	for kind, make := range specialKinds(t, save) {
		t.Run(kind, func(t *testing.T) {
			st := testStore(t)
			for _, d := range []string{st.StateDir, st.RecordsDir()} {
				if err := os.MkdirAll(d, 0o700); err != nil {
					t.Fatal(err)
				}
			}
			auto, rec, hist := st.AutosavePath(), filepath.Join(st.RecordsDir(), "game.json"), st.HistoryPath()
			for _, p := range []string{auto, rec, hist} {
				make(p)
			}
			pipes := []string{auto, rec, hist}
			notRegular := func(what string, err error) {
				t.Helper()
				var se *Error
				if !errors.As(err, &se) || se.Key != KeyNotRegular || se.MovedTo != "" {
					t.Errorf("%s: %v, want not a regular file, left in place", what, err)
				}
			}
			within(t, pipes, func() {
				_, err := st.LoadAutosave(t0)
				notRegular("LoadAutosave", err)
				_, err = st.ReadAutosave()
				notRegular("ReadAutosave", err)
				_, err = st.LoadRecord("game.json", t0)
				notRegular("LoadRecord", err)
				_, _, err = st.ReadHistory()
				notRegular("ReadHistory", err)
				if err := st.AppendHand(HandEntry{Game: "g", Rules: "hk", Outcome: Drawn}); err == nil {
					t.Error("AppendHand wrote into it")
				}
				if kind != "symlink" {
					_, err = ReadFile(auto) // a path the player names: links followed, then checked
					notRegular("ReadFile", err)
				}
			})
			recs, err := st.Records()
			if err != nil || len(recs) != 0 {
				t.Errorf("Records lists %v (%v)", recs, err)
			}
			for _, p := range pipes {
				if _, err := os.Lstat(p); err != nil {
					t.Errorf("%s was moved: %v", p, err)
				}
			}
		})
	}
}

// The lock file itself: a named pipe or a link there is refused, and
// nothing is saved.
func TestSpecialLockFileRefused(t *testing.T) {
	for kind, make := range specialKinds(t, nil) {
		t.Run(kind, func(t *testing.T) {
			st := testStore(t)
			if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
				t.Fatal(err)
			}
			lock := st.lockPath()
			make(lock)
			within(t, []string{lock}, func() {
				if err := st.Save(savedGame(t, 2, 5), t0); !errors.Is(err, errNotRegular) {
					t.Errorf("Save with a %s as the lock: %v", kind, err)
				}
			})
			if _, err := os.Lstat(st.AutosavePath()); err == nil {
				t.Error("saved without the lock")
			}
		})
	}
}

// A path the player names for replay may be a link to a save: it is
// followed. A link to a device or a pipe is not read.
func TestReadFileFollowsLinksToRegularFiles(t *testing.T) {
	dir := t.TempDir()
	data, err := Marshal(savedGame(t, 3, 8))
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "game.json")
	if err := os.WriteFile(target, data, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(link); err != nil {
		t.Fatal(err)
	}
	within(t, nil, func() {
		_, err := ReadFile("/dev/zero")
		var se *Error
		if !errors.As(err, &se) || se.Key != KeyNotRegular || !strings.Contains(se.Message(english), "a device") {
			t.Errorf("/dev/zero: %v", err)
		}
	})
}
