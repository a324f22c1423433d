//go:build e2e

package e2e

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The bounds of every wait: generous, for a machine shared with others.
var (
	stepTimeout = flag.Duration("e2e.step", 30*time.Second, "how long one step waits for the screen it expects")
	handTimeout = flag.Duration("e2e.hand", 5*time.Minute, "how long a whole hand may take")
)

// binEnv names the binary under test; unset, the tests build their own.
const binEnv = "MAHJONG_E2E_BIN"

var (
	buildDir  string
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mahjong-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	buildDir = dir
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// binary is the mahjong binary the tests play: $MAHJONG_E2E_BIN, or one
// built on first need (once for the whole run).
func binary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		if p := os.Getenv(binEnv); p != "" {
			binPath, buildErr = filepath.Abs(p)
			if buildErr == nil {
				buildErr = executable(binPath)
			}
			return
		}
		binPath = filepath.Join(buildDir, "mahjong")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", binPath, "github.com/mahjong-tui/mahjong/cmd/mahjong")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build ./cmd/mahjong: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// executable says why path is not a program to run, or nil.
func executable(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%s: %v (run make build)", binEnv, err)
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return fmt.Errorf("%s: %s is not an executable file", binEnv, path)
	}
	return nil
}

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
	}
}
