package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/testproc"
)

func TestMain(m *testing.M) { os.Exit(testproc.Main(m)) }

// runProgram runs the mahjong command in a process of its own, as a
// person runs it (built without the race detector: the README's
// simulations and reviews at their own speed), with stdin empty and
// stdout and stderr not a terminal, in an environment of env alone (and
// PATH; never the player's own remembered settings); -1 when it did not
// end within endWait.
func runProgram(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), endWait)
	defer cancel()
	cmd := exec.CommandContext(ctx, testproc.Program(t), args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
	if _, ok := env[store.EnvConfigDir]; !ok {
		cmd.Env = append(cmd.Env, store.EnvConfigDir+"="+t.TempDir())
	}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Stdin = strings.NewReader("")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit) && ctx.Err() == nil:
		code = exit.ExitCode()
	default:
		t.Fatalf("mahjong %s: %v", strings.Join(args, " "), err)
	}
	return out.String(), errb.String(), code
}
