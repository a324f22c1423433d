package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func settingsStore(t *testing.T) *Store {
	t.Helper()
	dir := t.TempDir()
	st := New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))
	st.ConfigDir = filepath.Join(dir, "config")
	return st
}

// What is saved is read back; no file is nothing remembered.
func TestSettingsRoundTrip(t *testing.T) {
	st := settingsStore(t)
	got, err := st.LoadSettings(t0)
	if err != nil || got.Rules != "" {
		t.Fatalf("no file: %+v, %v", got, err)
	}
	want := Settings{Rules: "pow2", Options: map[string]string{"pow2": "min-points=3", "hk": "ladder=half"},
		Bots: "expert", Lang: "fr", Tiles: "letters", Speed: "fast", Toggles: map[string]bool{"coach": true, "bell": false}}
	if err := st.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	got, err = st.LoadSettings(t0)
	want.Format = SettingsFormat
	if err != nil || got.Rules != want.Rules || got.Options["pow2"] != "min-points=3" || got.Options["hk"] != "ladder=half" ||
		got.Bots != "expert" || got.Lang != "fr" || got.Tiles != "letters" || got.Speed != "fast" ||
		!got.Toggles["coach"] || got.Toggles["bell"] || got.Format != SettingsFormat {
		t.Errorf("read back %+v, %v; want %+v", got, err, want)
	}
	if info, err := os.Stat(st.SettingsPath()); err != nil || info.Mode().Perm()&0o077 != 0 {
		t.Errorf("the file: %v %v (want it private)", info.Mode(), err)
	}
	// A store without a config directory keeps nothing, and says nothing.
	none := New(t.TempDir(), t.TempDir())
	if err := none.SaveSettings(want); err != nil {
		t.Error(err)
	}
	if got, err := none.LoadSettings(t0); err != nil || got.Rules != "" {
		t.Errorf("no config dir: %+v %v", got, err)
	}
}

// A broken file is moved aside, named in the error, and never fatal:
// the next load starts afresh.
func TestBrokenSettingsMovedAside(t *testing.T) {
	for name, content := range map[string]string{
		"not json":     "{rules: hk",
		"other format": `{"format": 99, "rules": "hk"}`,
		"too large":    `{"format": 1, "rules": "` + strings.Repeat("x", maxSettingsSize) + `"}`,
		"wrong shape":  `{"format": 1, "options": ["hk"]}`,
	} {
		st := settingsStore(t)
		if err := os.MkdirAll(st.ConfigDir, 0o700); err != nil {
			t.Fatal(err)
		}
		path := st.SettingsPath()
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := st.LoadSettings(t0)
		var se *Error
		if !errors.As(err, &se) || se.MovedTo != path+".broken-20260102-150405" {
			t.Errorf("%s: %v, want an *Error naming where the file went", name, err)
			continue
		}
		if data, err := os.ReadFile(se.MovedTo); err != nil || string(data) != content {
			t.Errorf("%s: the broken file was not kept whole: %v", name, err)
		}
		if got, err := st.LoadSettings(t0); err != nil || got.Rules != "" {
			t.Errorf("%s: after the move: %+v %v", name, got, err)
		}
	}
}

// Values no reader takes are dropped, the rest kept.
func TestSettingsBounded(t *testing.T) {
	st := settingsStore(t)
	long := strings.Repeat("y", maxSettingsValue+1)
	if err := st.SaveSettings(Settings{Rules: "hk", Bots: long, Lang: "fr\x1b[31m", Options: map[string]string{"hk": long}}); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadSettings(t0)
	if err != nil || got.Rules != "hk" || got.Bots != "" || got.Lang != "" || len(got.Options) != 0 {
		t.Errorf("%+v %v", got, err)
	}
}

// A FIFO or a symbolic link in place of the file is never opened or
// followed: it stays, and the game starts from its defaults.
func TestSettingsNotRegular(t *testing.T) {
	st := settingsStore(t)
	if err := os.MkdirAll(st.ConfigDir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := st.SettingsPath()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	_, err := st.LoadSettings(t0)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyNotRegular || se.MovedTo != "" {
		t.Errorf("FIFO: %v", err)
	}
	os.Remove(path)
	target := filepath.Join(t.TempDir(), "elsewhere.json")
	os.WriteFile(target, []byte(`{"format":1,"rules":"hk"}`), 0o600)
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadSettings(t0)
	if !errors.As(err, &se) || got.Rules != "" {
		t.Errorf("symlink followed: %+v %v", got, err)
	}
}
