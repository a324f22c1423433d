package testproc

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// EnvProgram names a mahjong binary the tests run as a person would;
// unset, the tests build their own (once for the whole test binary).
const EnvProgram = "MAHJONG_E2E_BIN"

// The one build of the command for this test binary.
var (
	programDir  string
	programSrc  string // the package's folder, inside the module
	programOnce sync.Once
	programPath string
	programErr  error
)

// Main runs the tests of m with a temporary folder for the program
// Program builds, removed when they end; a package's TestMain calls it
// as os.Exit(testproc.Main(m)).
func Main(m *testing.M) int {
	dir, err := os.MkdirTemp("", "mahjong-test-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "testproc:", err)
		return 1
	}
	programDir = dir
	if programSrc, err = os.Getwd(); err != nil {
		fmt.Fprintln(os.Stderr, "testproc:", err)
		return 1
	}
	code := m.Run()
	_ = os.RemoveAll(dir)
	return code
}

// Program is the path of the mahjong command the tests run in a process
// of its own: $MAHJONG_E2E_BIN, or the module's cmd/mahjong built on
// first need, without the race detector (a command line run as a person
// runs it, at its own speed). The package's TestMain must call Main.
func Program(t testing.TB) string {
	t.Helper()
	programOnce.Do(func() {
		if p := os.Getenv(EnvProgram); p != "" {
			programPath, programErr = filepath.Abs(p)
			if programErr == nil {
				programErr = executable(programPath)
			}
			return
		}
		if programDir == "" {
			programErr = fmt.Errorf("testproc.Program: the package's TestMain does not call testproc.Main")
			return
		}
		programPath = filepath.Join(programDir, "mahjong")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", programPath, "github.com/mahjong-tui/mahjong/cmd/mahjong")
		cmd.Dir, cmd.Env = programSrc, append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			programErr = fmt.Errorf("go build ./cmd/mahjong: %v\n%s", err, out)
		}
	})
	if programErr != nil {
		t.Fatal(programErr)
	}
	return programPath
}

// executable says why path is not a program to run, or nil.
func executable(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%s: %v (run make build)", EnvProgram, err)
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return fmt.Errorf("%s: %s is not an executable file", EnvProgram, path)
	}
	return nil
}
