package store

import (
	"bytes"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// The life of a game: autosaves while it is played, the record when it
// ends (named after the game, never over another), the autosave gone;
// the records listed newest first, loaded, exported.
func TestFinishListLoadExport(t *testing.T) {
	st := testStore(t)
	r := rand.New(rand.NewPCG(21, 22))
	g := randomGame(t, rules.VariantFamily, r)
	sv := Start(g, 0, [4]string{KindHuman, "beginner", "club", "expert"}, t0)
	if sv.ID != "20260102-150405-"+u64(g.Seed())+"-family" {
		t.Errorf("id %q", sv.ID)
	}
	for !g.Over() {
		play(t, g, r, 1)
		if err := st.Save(sv, t0); err != nil {
			t.Fatal(err)
		}
	}
	path, err := st.Finish(sv, t0.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(st.RecordsDir(), sv.ID+".json"); path != want {
		t.Errorf("record %s, want %s", path, want)
	}
	if _, err := os.Stat(st.AutosavePath()); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("autosave still there: %v", err)
	}
	if got, err := st.LoadAutosave(t0); got != nil || err != nil {
		t.Errorf("after Finish: %v %v", got, err)
	}
	// The same game finished again (same ID) gets a name of its own.
	path2, err := st.Finish(sv, t0.Add(2*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if path2 != filepath.Join(st.RecordsDir(), sv.ID+"-2.json") {
		t.Errorf("second record %s", path2)
	}
	first := readBytes(t, path)
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
	recs, err := st.Records()
	if err != nil || len(recs) != 2 || recs[0].Path != path2 || recs[1].Path != path {
		t.Fatalf("records %+v, %v", recs, err)
	}
	got, err := st.LoadRecord(recs[1].Name, t0)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, "record", g, got.Game)
	if !got.SavedAt.Equal(t0.Add(time.Hour)) {
		t.Errorf("saved at %v", got.SavedAt)
	}
	// Export: a copy that loads; an existing destination is refused and
	// kept.
	dest := filepath.Join(t.TempDir(), "mine.json")
	if err := st.ExportRecord(recs[1].Name, dest, t0); err != nil {
		t.Fatal(err)
	}
	exp, err := ReadFile(dest)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, "export", g, exp.Game)
	if err := os.WriteFile(dest, []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	err = st.Export(sv, dest)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyExists || se.File != dest {
		t.Fatalf("export over a file: %v", err)
	}
	if string(readBytes(t, dest)) != "mine" {
		t.Error("the existing file was replaced")
	}
	if names := dirNames(t, filepath.Dir(dest)); len(names) != 1 {
		t.Errorf("files left: %v", names)
	}
	if !bytes.Equal(readBytes(t, path), first) {
		t.Error("the first record changed")
	}
}

// A record that cannot be written leaves the autosave: nothing is lost.
func TestFinishFailureKeepsAutosave(t *testing.T) {
	st := testStore(t)
	sv := savedGame(t, 8, 30)
	if err := st.Save(sv, t0); err != nil {
		t.Fatal(err)
	}
	st.FS = failFS{step: "write"}
	if _, err := st.Finish(sv, t0); !errors.Is(err, errInjected) {
		t.Fatalf("finish: %v", err)
	}
	st.FS = nil
	got, err := st.LoadAutosave(t0)
	if err != nil || got == nil {
		t.Fatalf("autosave lost: %v", err)
	}
	sameGame(t, "kept", sv.Game, got.Game)
	if recs, _ := st.Records(); len(recs) != 0 {
		t.Errorf("records %v", recs)
	}
}

func u64(n uint64) string {
	b := []byte{}
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

// FromEnv: the program's own variables first, then XDG's, then the
// defaults.
func TestFromEnv(t *testing.T) {
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	def := NewFromXDG()
	if s := FromEnv(get); s.StateDir != def.StateDir || s.DataDir != def.DataDir {
		t.Errorf("defaults %+v, want %+v", s, def)
	}
	env["XDG_DATA_HOME"] = "/x/data"
	env["XDG_STATE_HOME"] = "relative/ignored"
	if s := FromEnv(get); s.DataDir != filepath.Join("/x/data", "mahjong") || s.StateDir != def.StateDir {
		t.Errorf("xdg %+v", s)
	}
	env[EnvDataDir] = "/m/data"
	env[EnvStateDir] = "/m/state"
	s := FromEnv(get)
	if s.DataDir != "/m/data" || s.StateDir != "/m/state" {
		t.Errorf("own %+v", s)
	}
	if s.AutosavePath() != "/m/state/autosave.json" || s.HistoryPath() != "/m/data/history.jsonl" || s.RecordsDir() != "/m/data/records" {
		t.Errorf("paths %s %s %s", s.AutosavePath(), s.HistoryPath(), s.RecordsDir())
	}
}
