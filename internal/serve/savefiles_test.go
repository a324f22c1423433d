//go:build unix

package serve

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A table's save that is not a regular file (a named pipe, a symbolic
// link to a good save, a directory) is never opened through: the server
// starts at once and listens, each is moved aside and named in the log,
// and the table the link leads to is not restored.
func TestTableSavesRegularOnly(t *testing.T) {
	dir := t.TempDir()
	code := tableSaved(t, dir)
	tables := filepath.Join(dir, "state", "server", "tables")
	good := filepath.Join(dir, "elsewhere", code+".json")
	if err := os.MkdirAll(filepath.Dir(good), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(tables, code+".json"), good); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(tables, code+".json")
	pipe := filepath.Join(tables, "PPPP.json")
	sub := filepath.Join(tables, "DDDD.json")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}

	cfg, logs := testConfig(t, dir)
	type made struct {
		s   *Server
		err error
	}
	done := make(chan made, 1)
	go func() {
		s, err := New(cfg)
		done <- made{s, err}
	}()
	var s *Server
	select {
	case m := <-done:
		if m.err != nil {
			t.Fatal(m.err)
		}
		s = m.s
	case <-time.After(10 * time.Second):
		t.Fatal("the server does not start: a table's save blocks it")
	}
	t.Cleanup(func() { _ = s.Close() })
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.Serve(l) }()
	addr := l.Addr().String()
	lobby := open(t, dial(t, addr, "alice", nil), false, "--lang en")
	lobby.waitFor(t, "No table yet")
	for _, p := range []string{link, pipe, sub} {
		waitLog(t, logs, "file="+p)
		waitLog(t, logs, "moved_to="+p+".broken")
		if _, err := os.Lstat(p + ".broken"); err != nil {
			t.Errorf("%s is not moved aside: %v", p, err)
		}
	}
	if !strings.Contains(logs.String(), "symbolic link") || !strings.Contains(logs.String(), "named pipe") {
		t.Errorf("the log does not say what the files are:\n%s", logs)
	}
	if _, err := s.hall.find(code); err == nil {
		t.Error("the table behind a symbolic link was restored")
	}
	if fi, err := os.Lstat(link + ".broken"); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link itself is not the file moved aside: %v", err)
	}
	if _, err := os.Stat(good); err != nil {
		t.Errorf("the file the link leads to was touched: %v", err)
	}
}

// tableSaved leaves a table's save in dir's state directory, as a
// server stopped mid-hand does, and returns its code.
func tableSaved(t *testing.T, dir string) string {
	t.Helper()
	s, _ := newTestServer(t, dir, nil)
	alice := connect(t, s, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = -1 })
	r := openTable(t, s, alice, hk, "")
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	<-alice.person(t).waiting
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.savePath(r.code)); err != nil {
		t.Fatalf("no save left: %v", err)
	}
	return r.code
}
