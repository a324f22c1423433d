package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// A save that seats the person at seat 3 loads with the person at seat
// 3, nothing moved aside: the seat is honoured (the table seats the
// person anywhere), so the history counts that seat's results.
func TestSaveAtSeat3Loads(t *testing.T) {
	st := testStore(t)
	sv := savedGame(t, 5, 400)
	sv.HumanSeat = 3
	sv.Seats = [rules.NumSeats]string{"club", "club", "expert", KindHuman}
	if err := st.Save(sv, t0); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadAutosave(t0)
	if err != nil || got == nil || got.HumanSeat != 3 || got.Seats != sv.Seats {
		t.Fatalf("seat 3: %v %+v", err, got)
	}
	if names := strings.Join(dirNames(t, st.StateDir), " "); strings.Contains(names, "broken") {
		t.Errorf("moved aside: %s", names)
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
