package cli

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/botproto"
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
	handshake := fs.Duration("handshake", serve.DefaultHandshake, "")
	var bots listFlag
	fs.Var(&bots, "bots", "")
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
	if *handshake < time.Second || *handshake > 5*time.Minute {
		return fail(env, cat, &usageError{cat.T("serve.error.handshake", handshake.String())})
	}
	if _, _, err := net.SplitHostPort(*listen); err != nil {
		return fail(env, cat, &usageError{cat.T("serve.error.listen", safetext.Clean(*listen))})
	}
	programs, err := servePrograms(bots, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	st := store.FromEnv(env.Getenv)
	cfg := serve.Config{
		Listen: *listen, HostKey: *hostKey, StateDir: st.StateDir, DataDir: st.DataDir,
		MaxTables: *maxTables, MaxSessions: *maxSessions, MaxPerAddr: *maxPerAddr, Idle: *idle, Handshake: *handshake,
		Programs: programs, Log: slog.New(slog.NewTextHandler(env.Stderr, nil)),
	}
	if path := env.Getenv(ProfileEnv); path != "" {
		stopProfile, err := startProfile(path)
		if err != nil {
			return fail(env, cat, err)
		}
		defer stopProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	defer stop()
	err = serve.Run(ctx, cfg, func(s *serve.Server, addr net.Addr) {
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

// listFlag is a flag that may be repeated: its values in order.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }

// Set adds a value (a bound on their number is the command's).
func (l *listFlag) Set(s string) error {
	if len(*l) > 64 {
		return errors.New("repeated too often")
	}
	*l = append(*l, s)
	return nil
}

// servePrograms reads serve's --bots: at most serve.MaxPrograms outside
// programs, each exec:PATH naming a regular executable file, none twice.
// It returns their paths.
func servePrograms(names []string, cat *i18n.Catalog) ([]string, error) {
	if len(names) > serve.MaxPrograms {
		return nil, &usageError{cat.T("serve.error.bots_count", serve.MaxPrograms, len(names))}
	}
	var paths []string
	for _, name := range names {
		path, ok := botproto.Spec(name)
		if abs, err := filepath.Abs(path); ok && err == nil {
			path = abs // not looked up in $PATH, nor moved by a change of directory
		}
		why := ""
		switch err := serve.CheckProgram(path); {
		case !ok:
			why = "form"
		case slices.Contains(paths, path):
			why = "twice"
		case errors.Is(err, serve.ErrProgramMissing):
			why = "missing"
		case errors.Is(err, serve.ErrProgramNotRegular):
			why = "irregular"
		case err != nil:
			why = "mode"
		}
		if why != "" {
			return nil, &usageError{cat.T("serve.error.bots", safetext.Clean(name), cat.T("serve.bots.why."+why))}
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// ProfileEnv names a file where mahjong serve writes the CPU profile of
// its whole run (for go tool pprof; the load tool sets it).
const ProfileEnv = "MAHJONG_SERVE_CPUPROFILE"

// startProfile starts the CPU profile to path; the function returned
// stops it and closes the file.
func startProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}
