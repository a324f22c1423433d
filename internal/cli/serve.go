package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os/signal"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/serve"
	"github.com/mahjong-tui/mahjong/internal/store"
)

// runServe is mahjong serve: the flags to a serve.Config, the server run
// until SIGINT or SIGTERM (its tables saved, to resume at the next
// start). Logs go to stderr.
func runServe(args []string, env Env, cat *i18n.Catalog) int {
	fs := newFlagSet("serve")
	listen := fs.String("listen", serve.DefaultListen, "")
	hostKey := fs.String("host-key", "", "")
	maxTables := fs.Int("max-tables", serve.DefaultMaxTables, "")
	maxSessions := fs.Int("max-sessions", serve.DefaultMaxSessions, "")
	maxPerAddr := fs.Int("max-per-address", serve.DefaultMaxPerAddr, "")
	idle := fs.Duration("idle", serve.DefaultIdle, "")
	pos, code, done := parseCommand(fs, args, env, cat, "help.serve")
	if done {
		return code
	}
	if len(pos) != 0 {
		return fail(env, cat, &usageError{cat.T("serve.error.args", safetext.Clean(strings.Join(pos, " ")))})
	}
	for _, n := range []struct {
		name string
		v    int
	}{{"max-tables", *maxTables}, {"max-sessions", *maxSessions}, {"max-per-address", *maxPerAddr}} {
		if n.v < 1 || n.v > 100_000 {
			return fail(env, cat, &usageError{cat.T("serve.error.limit", n.name, n.v)})
		}
	}
	if *idle < time.Minute {
		return fail(env, cat, &usageError{cat.T("serve.error.idle", idle.String())})
	}
	if _, _, err := net.SplitHostPort(*listen); err != nil {
		return fail(env, cat, &usageError{cat.T("serve.error.listen", safetext.Clean(*listen))})
	}
	st := store.FromEnv(env.Getenv)
	cfg := serve.Config{
		Listen: *listen, HostKey: *hostKey, StateDir: st.StateDir, DataDir: st.DataDir,
		MaxTables: *maxTables, MaxSessions: *maxSessions, MaxPerAddr: *maxPerAddr, Idle: *idle,
		Log: slog.New(slog.NewTextHandler(env.Stderr, nil)),
	}
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	defer stop()
	err := serve.Run(ctx, cfg, func(s *serve.Server, addr net.Addr) {
		if s.HostKeyCreated {
			fmt.Fprintln(env.Stderr, cat.T("serve.host_key_created", s.HostKeyPath()))
		}
		fmt.Fprintln(env.Stderr, cat.T("serve.listening", addr.String()))
	})
	if err != nil {
		return fail(env, cat, fmt.Errorf("%s", cat.T("serve.error.run", err.Error())))
	}
	return ExitOK
}
