package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// A save that seats the person at seat 3 is not played from seat 0 (its
// history would count another seat's results): LoadAutosave refuses it
// and moves it aside like a broken save; nothing is written to the
// history. A record of it still replays (ReadFile: every hand face up).
func TestSaveAtAnotherSeatRefused(t *testing.T) {
	st := testStore(t)
	sv := savedGame(t, 5, 400)
	sv.HumanSeat = 3
	data, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.AutosavePath(), data, 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadAutosave(t0)
	var se *Error
	if got != nil || !errors.As(err, &se) || se.Key != KeySeat || se.MovedTo == "" {
		t.Fatalf("seat 3: %v %v", got, err)
	}
	if !strings.Contains(se.Message(english), "seat 3") {
		t.Errorf("message %q", se.Message(english))
	}
	if b, err := os.ReadFile(se.MovedTo); err != nil || string(b) != string(data) {
		t.Errorf("moved aside: %v", err)
	}
	if _, err := os.Stat(st.HistoryPath()); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("history written: %v", err)
	}
	if r, err := ReadFile(se.MovedTo); err != nil || r.HumanSeat != 3 {
		t.Errorf("the file no longer reads as a record: %v", err)
	}
	for s := range rules.Seat(rules.NumSeats) {
		if SeatSupported(s) != (s == 0) {
			t.Errorf("SeatSupported(%d) = %v", s, SeatSupported(s))
		}
	}
}

// An export writes only into a folder that exists (it never creates
// one), and refuses a name with control characters.
func TestExportChecksTheDestination(t *testing.T) {
	st := testStore(t)
	sv := savedGame(t, 6, 20)
	dir := t.TempDir()
	for _, c := range []struct {
		dest, key string
	}{
		{filepath.Join(dir, "missing", "deeper", "x.json"), KeyNoDir},
		{filepath.Join(dir, "esc\x1b[2J.json"), KeyBadName},
		{filepath.Join(dir, "bell\a.json"), KeyBadName},
		{filepath.Join(dir, "new\nline.json"), KeyBadName},
		{filepath.Join(dir, "rlo\u202egnp.json"), KeyBadName},
	} {
		err := st.Export(sv, c.dest)
		var se *Error
		if !errors.As(err, &se) || se.Key != c.key {
			t.Errorf("%q: %v, want %s", c.dest, err, c.key)
		}
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("written: %v", names)
	}
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := st.Export(sv, filepath.Join(file, "x.json")); err == nil {
		t.Error("exported under a file")
	}
	if err := st.Export(sv, filepath.Join(dir, "ok.json")); err != nil {
		t.Fatal(err)
	}
}
