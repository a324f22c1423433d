package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// WriteFile replaces a file whole, or leaves it as it was when a step
// before the rename fails; no temporary file is left behind.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tables", "K7QP.json")
	s := New(dir, dir)
	if err := s.WriteFile(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	for _, step := range []string{"create", "write", "sync", "rename"} {
		s.FS = failFS{step: step}
		if err := s.WriteFile(path, []byte("second, longer")); !errors.Is(err, errInjected) {
			t.Fatalf("%s: %v", step, err)
		}
		if b, _ := os.ReadFile(path); string(b) != "first" {
			t.Fatalf("%s: the file is now %q", step, b)
		}
	}
	s.FS = nil
	if err := s.WriteFile(path, []byte("second")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "second" {
		t.Fatalf("the file is %q", b)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("files left: %v", entries)
	}
}

// CreateFile makes a new file, mode 0600, and never replaces one.
func TestCreateFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "server", "key")
	s := New(t.TempDir(), t.TempDir())
	if err := s.CreateFile(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateFile(path, []byte("second")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("over an existing file: %v", err)
	}
	st, err := os.Stat(path)
	if b, _ := os.ReadFile(path); string(b) != "first" || err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("%q, mode %v, %v", b, st.Mode(), err)
	}
}
