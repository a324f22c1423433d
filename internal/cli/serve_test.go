package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mahjong serve with bad flags: one line, exit 2, no server; --help
// prints the flags; a host key others may read stops it with one line.
func TestServeFlags(t *testing.T) {
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
