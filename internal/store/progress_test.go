package store

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// The Learn menu's progress is saved and read back; no file is no
// progress; a damaged or oversized file is refused with a message and
// left alone; what a file lists is bounded and deduplicated.
func TestProgress(t *testing.T) {
	dir := t.TempDir()
	st := &Store{DataDir: dir, StateDir: dir}
	p, err := st.LoadProgress()
	if err != nil || len(p.Lessons) != 0 {
		t.Fatalf("no file: %+v, %v", p, err)
	}
	p.Complete("tiles")
	p.Complete("tiles")
	p.Complete("melds")
	p.Answer("discard", true)
	p.Answer("discard", false)
	p.FinishRun("waits/hard", 6)
	p.FinishRun("waits/hard", 8)
	p.FinishRun("waits/hard", 7)
	if err := st.SaveProgress(p); err != nil {
		t.Fatal(err)
	}
	q, err := st.LoadProgress()
	if err != nil || len(q.Lessons) != 2 || !q.Done("melds") || q.Drills["discard"] != (Tally{Right: 1, Total: 2}) ||
		q.Runs["waits/hard"] != (RunTally{Runs: 3, Best: 8}) {
		t.Fatalf("read back %+v, %v", q, err)
	}
	path := st.ProgressPath()
	for _, c := range []struct{ data, key string }{
		{`{"lessons": [`, KeyJSON},
		{strings.Repeat(" ", maxProgressSize+1), KeyTooLarge},
	} {
		if err := os.WriteFile(path, []byte(c.data), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := st.LoadProgress()
		var se *Error
		if !errors.As(err, &se) || se.Key != c.key {
			t.Errorf("%.20q: %v, want %s", c.data, err, c.key)
		}
		if _, err := os.Stat(path); err != nil {
			t.Errorf("the file was moved: %v", err)
		}
	}
	long := strings.Repeat("x", maxProgressID+1)
	if err := os.WriteFile(path, []byte(`{"lessons":["a","a","`+long+`"],"drills":{"w":{"right":3,"total":1}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	q, err = st.LoadProgress()
	if err != nil || len(q.Lessons) != 1 || len(q.Drills) != 0 {
		t.Errorf("unsound file read as %+v, %v", q, err)
	}
}
