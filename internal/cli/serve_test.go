package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// mahjong serve with bad flags: one line, exit 2, no server; --help
// prints the flags; a host key others may read stops it with one line.
func TestServeFlags(t *testing.T) {
	t.Parallel()
	env := map[string]string{"MAHJONG_STATE_DIR": t.TempDir(), "MAHJONG_DATA_DIR": t.TempDir()}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--max-tables", "0"}, "--max-tables must be between 1 and 100000, not 0"},
		{[]string{"serve", "--max-sessions", "-3"}, "--max-sessions must be between 1 and 100000, not -3"},
		{[]string{"serve", "--idle", "5s"}, "--idle must be at least a minute, not 5s"},
		{[]string{"serve", "--listen", "2222"}, `--listen takes HOST:PORT or :PORT, not "2222"`},
		{[]string{"serve", "extra\x1b[2J"}, `serve takes only flags, not "extra\x1b[2J"`},
		{[]string{"serve", "--frob"}, "flag provided but not defined: -frob"},
	} {
		out, errs, code := run(t, env, c.args...)
		if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
	out, _, code := run(t, env, "serve", "--help")
	if code != ExitOK || !strings.Contains(out, "--max-sessions N") || !strings.Contains(out, "ssh -p 2222 HOST -t CODE") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
	key := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(key, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := run(t, env, "serve", "--listen", "127.0.0.1:0", "--host-key", key)
	if code != ExitError || !strings.Contains(errs, "the server cannot run: host key "+key+": mode 0644 lets others read it (chmod 600)") {
		t.Errorf("a readable host key: exit %d, %q", code, errs)
	}
}

// serve --bots: each exec:PATH must name a regular executable file, at
// most four, none twice; a bad one stops the server with one line (exit
// 2). Good ones are read as absolute paths (never looked up in $PATH).
func TestServeBotsFlag(t *testing.T) {
	env := map[string]string{"MAHJONG_STATE_DIR": t.TempDir(), "MAHJONG_DATA_DIR": t.TempDir()}
	dir := t.TempDir()
	good, plain := filepath.Join(dir, "mybot"), filepath.Join(dir, "notes")
	if err := os.WriteFile(good, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(plain, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--bots", "exec:" + dir + "/none"}, `"exec:` + dir + `/none" is no file`},
		{[]string{"--bots", "exec:" + dir}, "is not a regular file"},
		{[]string{"--bots", "exec:" + plain}, "is not executable"},
		{[]string{"--bots", "club"}, `"club" does not start with exec:`},
		{[]string{"--bots", "exec:"}, `"exec:" does not start with exec:`},
		{[]string{"--bots", "exec:\x1b[2J"}, `"exec:\x1b[2J" is no file`},
		{[]string{"--bots", "exec:" + good, "--bots", "exec:" + good}, "is named twice"},
		{[]string{"--bots", "exec:" + good, "--bots", "exec:" + good, "--bots", "exec:" + good, "--bots", "exec:" + good,
			"--bots", "exec:" + good}, "--bots names at most 4 programs, not 5"},
	} {
		args := append([]string{"serve", "--listen", "127.0.0.1:0"}, c.args...)
		out, errs, code := run(t, env, args...)
		if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
	t.Chdir(dir)
	cat := i18n.MustLoad("en")
	paths, err := servePrograms([]string{"exec:mybot", "exec:" + good + "/../mybot2"}, cat)
	if err == nil {
		t.Fatalf("a missing second program: %v", paths)
	}
	if err := os.WriteFile(good+"2", []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	paths, err = servePrograms([]string{"exec:mybot", "exec:" + dir + "/mybot2"}, cat)
	if err != nil || !slices.Equal(paths, []string{good, good + "2"}) {
		t.Fatalf("good programs: %q, %v", paths, err)
	}
	out, _, _ := run(t, env, "serve", "--help")
	if !strings.Contains(out, "--bots exec:PATH") {
		t.Errorf("--help does not name --bots: %q", out)
	}
}
