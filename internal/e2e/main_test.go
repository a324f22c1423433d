//go:build e2e

package e2e

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// The bounds of every wait: generous, for a machine shared with others.
var (
	stepTimeout = flag.Duration("e2e.step", 30*time.Second, "how long one step waits for the screen it expects")
	handTimeout = flag.Duration("e2e.hand", 5*time.Minute, "how long a whole hand may take")
)

func TestMain(m *testing.M) { os.Exit(testproc.Main(m)) }

// binary is the mahjong binary the tests play: $MAHJONG_E2E_BIN, or one
// built on first need (once for the whole run).
func binary(t testing.TB) string { return testproc.Program(t) }

// needTools skips the test, naming what is missing, unless every tool is
// on the PATH.
func needTools(t testing.TB, tools ...string) {
	t.Helper()
	var missing []string
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("needs %s: not installed (not on the PATH)", strings.Join(missing, ", "))
	}
}

// shq quotes s for a POSIX shell.
func shq(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// gameEnv is the environment of a game under test: its saves, records
// and history in dir (never the player's own), plain text.
func gameEnv(dir string) []string {
	return []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + dir,
		"TERM=xterm-256color",
		"LANG=C.UTF-8",
		"NO_COLOR=1",
		"MAHJONG_STATE_DIR=" + filepath.Join(dir, "state"),
		"MAHJONG_DATA_DIR=" + filepath.Join(dir, "data"),
		"MAHJONG_CONFIG_DIR=" + filepath.Join(dir, "config"),
	}
}
