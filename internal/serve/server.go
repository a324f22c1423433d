package serve

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/ssh"
	"charm.land/wish/v2"
	"github.com/charmbracelet/colorprofile"
	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/program"
	"github.com/mahjong-tui/mahjong/rules"
)

// Server is a mahjong server: an SSH server whose only program is the
// game (no shell, no command, no forwarding), its lobby and tables.
type Server struct {
	cfg    Config
	log    *slog.Logger
	ssh    *ssh.Server
	hall   *hall
	counts counts
	files  *store.Store
	ctx    context.Context
	cancel context.CancelFunc
	ids    atomic.Uint64
	// guard bounds the connections by phase and address; logOnce keeps
	// the refusals of one address to a line a minute.
	guard   *guard
	logOnce onceAMinute
	// guesses counts the wrong passwords and rejoin codes by address and
	// table.
	guesses *guesses
	// programs are the operator's outside programs, procs their
	// processes running.
	programs []outsideBot
	procs    processes

	// HostKeyCreated says that New made the host key (first start).
	HostKeyCreated bool

	// newGame deals a table's game (tests fix the wall); applied, when
	// set, is called after every action a table applies, under its lock
	// (tests mark when a hand ends).
	newGame func(rules.Config) (*rules.Game, error)
	applied func(r *room, g *rules.Game)
	// tableSettings, when set, changes a session's settings at a table
	// (tests show the score sheet at once).
	tableSettings func(*tui.Settings)
	// probeEvery and probeWait pace the checks of a line the table waits
	// for (probeEvery, probeWait; tests shorten them).
	probeEvery, probeWait time.Duration
}

// New makes a server: its host key (created on first start), and the
// tables saved by a server that stopped, resumed.
func New(cfg Config) (*Server, error) { return newServer(context.Background(), cfg) }

// newServer is New for a server that lives within ctx: its tables and
// sessions end with it.
func newServer(ctx context.Context, cfg Config) (*Server, error) {
	cfg = cfg.withDefaults()
	if len(cfg.Programs) > MaxPrograms {
		return nil, fmt.Errorf("%d outside programs: at most %d", len(cfg.Programs), MaxPrograms)
	}
	for _, p := range cfg.Programs {
		if err := CheckProgram(p); err != nil {
			return nil, fmt.Errorf("outside program %s: %w", safetext.Clean(p), err)
		}
	}
	signer, created, err := LoadHostKey(cfg.HostKey)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, log: cfg.Log, files: store.New(cfg.StateDir, cfg.DataDir), HostKeyCreated: created,
		newGame: rules.NewGame, probeEvery: probeEvery, probeWait: probeWait, programs: programLabels(cfg.Programs)}
	s.ctx, s.cancel = context.WithCancel(ctx)
	s.hall = newHall(s)
	s.logOnce.now = cfg.Now
	s.guesses = newGuesses(cfg.Now)
	// An authenticated connection carries one session: a few more than
	// the sessions allowed are let in to be told why they are refused.
	s.guard = newGuard(func() int { return s.cfg.MaxSessions + 16 }, func() int { return s.cfg.MaxPerAddr + 2 })
	s.ssh, err = wish.NewServer(
		wish.WithAddress(cfg.Listen),
		func(srv *ssh.Server) error {
			srv.AddHostKey(signer)
			srv.HandshakeTimeout = cfg.Handshake
			// Only session channels (one at a time, its requests
			// bounded) and no global request: no port forwarding either
			// way.
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel, "default": s.otherChannel}
			srv.RequestHandlers = map[string]ssh.RequestHandler{}
			srv.SubsystemHandlers = map[string]ssh.SubsystemHandler{}
			srv.LocalPortForwardingCallback = func(ssh.Context, string, uint32) bool { return false }
			srv.ReversePortForwardingCallback = func(ssh.Context, string, uint32) bool { return false }
			// A shell or a command: both start the game (the command is
			// the table's code); nothing else.
			srv.SessionRequestCallback = func(_ ssh.Session, kind string) bool { return kind == "shell" || kind == "exec" }
			// The terminal a client asks for is kept as asked: the game
			// writes to it as to a terminal in raw mode (wish's emulated
			// terminal would turn every line feed into a carriage return
			// and a line feed, which the screen's renderer does not expect).
			// Its size is bounded at once (MaxWidth x MaxHeight).
			srv.PtyHandler = func(ctx ssh.Context, sess ssh.Session, pty ssh.Pty) (func() error, error) {
				ctx.SetValue(ptyKey{sess}, pty)
				return func() error { return nil }, nil
			}
			srv.ConnCallback = func(ctx ssh.Context, c net.Conn) net.Conn {
				ctx.SetValue(guardKey{}, c)
				return c
			}
			return nil
		},
		// Everyone may come in (within the bounds on connections); a
		// public key, when offered, recognises a returning player.
		wish.WithPublicKeyAuth(func(ctx ssh.Context, _ ssh.PublicKey) bool { return s.authenticated(ctx) }),
		wish.WithKeyboardInteractiveAuth(func(ctx ssh.Context, _ gossh.KeyboardInteractiveChallenge) bool {
			return s.authenticated(ctx)
		}),
		// The game's own program loop rather than wish's Bubble Tea
		// middleware: Bubble Tea's Program redraws on a timer 60 times a
		// second, and a server holds many idle sessions.
		wish.WithMiddleware(s.play, s.gate),
	)
	if err != nil {
		return nil, err
	}
	s.restore()
	return s, nil
}

// authenticated lets an authenticated connection in, within the bounds
// on connections (one too many is refused, logged once a minute per
// address).
func (s *Server) authenticated(ctx ssh.Context) bool {
	gc, ok := ctx.Value(guardKey{}).(*guardConn)
	if !ok {
		return true
	}
	if why := gc.authenticated(); why != "" {
		s.refusedOnce(gc.addr, why)
		return false
	}
	return true
}

// Serve accepts connections on l until Close, within the bounds on
// connections (guard.go).
func (s *Server) Serve(l net.Listener) error {
	s.log.Info("listening", "addr", l.Addr().String(), "tables", s.hall.count())
	err := s.ssh.Serve(guardListener{Listener: l, s: s})
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Close stops the server: every table stops where it stands (saved, to
// resume at the next start), every connection is closed.
func (s *Server) Close() error {
	s.cancel()
	for _, r := range s.hall.all() {
		r.stop()
	}
	err := s.ssh.Close()
	s.log.Info("stopped")
	return err
}

// Run serves on cfg.Listen until ctx ends, then closes the server;
// ready, when set, is told the address listened on.
func Run(ctx context.Context, cfg Config, ready func(*Server, net.Addr)) error {
	s, err := newServer(ctx, cfg)
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return err
	}
	if ready != nil {
		ready(s, l.Addr())
	}
	done := make(chan error, 1)
	go func() { done <- s.Serve(l) }()
	select {
	case err := <-done:
		_ = s.Close()
		return err
	case <-ctx.Done():
		_ = s.Close()
		<-done
		return nil
	}
}

// hostOf is an address without its port (the limits are per IP).
func hostOf(a net.Addr) string {
	if a == nil {
		return ""
	}
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// ptyKey finds the terminal a session asked for in its context.
type ptyKey struct{ sess ssh.Session }

// terminalOf is the terminal the session asked for, if it did.
func terminalOf(sess ssh.Session) (ssh.Pty, bool) {
	pty, ok := sess.Context().Value(ptyKey{sess}).(ssh.Pty)
	return pty, ok
}

// clientKey finds the session's client in its context.
type clientKey struct{}

// gate admits a session (the limits; a terminal; a command it
// understands) or tells it in one line why not, and follows it until it
// ends.
func (s *Server) gate(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if gc, ok := sess.Context().Value(guardKey{}).(*guardConn); ok {
			defer gc.sessionOver()
		}
		addr := hostOf(sess.RemoteAddr())
		cmd, cmdErr := parseCommand(sess.RawCommand(), sess.Command())
		lang := sessionLang(cmd, sess.Environ())
		cat := i18n.MustLoad(lang)
		if why := s.counts.admit(addr, s.cfg.MaxSessions, s.cfg.MaxPerAddr); why != "" {
			limit := s.cfg.MaxSessions
			if why == refusePerAddr {
				limit = s.cfg.MaxPerAddr
			}
			s.log.Warn("refused", "addr", addr, "user", displayName(sess.User()), "why", string(why), "limit", limit)
			s.fatal(sess, cat.T(why.key(), limit), 1)
			return
		}
		defer s.counts.release(addr)
		var ce *commandError
		if errors.As(cmdErr, &ce) {
			s.log.Warn("refused", "addr", addr, "user", displayName(sess.User()), "why", "command")
			s.fatal(sess, cat.T(ce.Key, ce.Args...)+"\n"+cat.T("serve.command.usage"), 2)
			return
		}
		if _, ok := terminalOf(sess); !ok {
			s.log.Warn("refused", "addr", addr, "user", displayName(sess.User()), "why", "no_terminal")
			s.fatal(sess, cat.T("serve.refused.no_terminal"), 1)
			return
		}
		cl := s.newClient(sess, cmd, lang, addr)
		sess.Context().SetValue(clientKey{}, cl)
		s.log.Info("connect", "session", cl.id, "user", cl.pl.Name, "addr", addr, "key", cl.pl.Key, "lang", lang)
		defer s.ended(cl)
		next(sess)
	}
}

// ended closes a session's part in the server when it ends, and keeps a
// panic of the session from reaching the others: it is logged
// (session_error, with its stack) and the session is closed.
func (s *Server) ended(cl *client) {
	if r := recover(); r != nil {
		cl.setWhy("error")
		s.log.Error("session_error", "session", cl.id, "user", cl.pl.Name, "panic", fmt.Sprint(r),
			"stack", string(debug.Stack()))
		cl.exit(1)
	}
	why := cl.close()
	s.log.Info("disconnect", "session", cl.id, "user", cl.pl.Name, "why", why)
}

// fatal writes a line to the client and ends the session with code.
// (A carriage return before the line feed: the client's terminal may be
// in raw mode.)
func (s *Server) fatal(sess ssh.Session, line string, code int) {
	_, _ = fmt.Fprintf(sess.Stderr(), "mahjong: %s\r\n", strings.ReplaceAll(line, "\n", "\r\n"))
	exitSession(sess, code)
}

// exitSession sends the session's exit status, having told the
// connection first that its session is over: a client opening its next
// session as soon as it reads the status (a multiplexed connection)
// waits for this one to close rather than being refused.
func exitSession(sess ssh.Session, code int) {
	if gc, ok := sess.Context().Value(guardKey{}).(*guardConn); ok {
		gc.sessionOver()
	}
	_ = sess.Exit(code)
}

// newClient makes the client of an admitted session.
func (s *Server) newClient(sess ssh.Session, cmd command, lang, addr string) *client {
	cl := s.makeClient(newPlayer(sess.User(), sess.PublicKey()), addr, cmd, lang, sess.Environ())
	cl.ctx, cl.errOut = sess.Context(), sess.Stderr()
	conn, _ := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn)
	cl.hangUp = func() {
		if conn != nil {
			_ = conn.Close()
			return
		}
		_ = sess.Close()
	}
	cl.exit = func(code int) {
		exitSession(sess, code)
		cl.hangUp()
	}
	cl.ping = func() error {
		if conn == nil {
			return nil
		}
		_, _, err := conn.SendRequest("keepalive@openssh.com", true, nil)
		return err
	}
	cl.newLink = func(r *room, seat rules.Seat) link { return s.servedLink(cl, r, seat) }
	cl.in = newInput(sess, s.cfg.InputRate, s.cfg.InputBurst, s.cfg.Now)
	cl.idle = watchIdle(cl.in, s.cfg.Idle, s.cfg.Now, func() { s.fatalIdle(cl) })
	return cl
}

// makeClient makes a client's parts that do not depend on SSH.
func (s *Server) makeClient(pl player, addr string, cmd command, lang string, env []string) *client {
	cl := &client{srv: s, id: s.ids.Add(1), pl: pl, addr: addr, cmd: cmd, lang: lang, tiles: cmd.tiles, env: env,
		seat: rules.NoSeat, done: make(chan struct{}), talk: talkBurst, talkFilled: s.cfg.Now(), idle: &idleWatch{}}
	cl.out = newOutbox(outboxSize, func() { cl.drop("not_reading") })
	return cl
}

// fatalIdle tells an idle session why it is closed, then closes it.
func (s *Server) fatalIdle(cl *client) {
	cat := i18n.MustLoad(cl.lang)
	s.fatalClient(cl, cat.T("serve.refused.idle", durationText(cat, s.cfg.Idle)), "idle")
}

// fatalClient tells a session in one line why it is closed, then closes
// it with status 1 (why is the log's word).
func (s *Server) fatalClient(cl *client, line, why string) {
	_, _ = fmt.Fprintf(cl.errOut, "\r\nmahjong: %s\r\n", line)
	cl.setWhy(why)
	cl.exit(1)
}

// play runs the session's program: the lobby, then the tables, drawn
// for this client (its size and window changes, the colours its TERM
// and environment allow, its language and tiles) from its input,
// rate-limited. It draws only when something changed: an idle session
// costs nothing. It ends when the person quits or the connection drops.
func (s *Server) play(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		cl, ok := sess.Context().Value(clientKey{}).(*client)
		if !ok {
			next(sess)
			return
		}
		pty, _ := terminalOf(sess)
		_, windows, _ := sess.Pty()
		env := append(sess.Environ(), "TERM="+pty.Term)
		profile := colorprofile.Env(env)
		// The terminal asked for, and each window change (the first is
		// the terminal's size), within the bounds; one larger is told.
		size, _ := clampWindow(pty.Window)
		resized := make(chan program.Size, 1)
		go paceWindows(windows, resized, func(w ssh.Window, larger bool) { cl.send(sizeMsg{asked: w, larger: larger}) })
		lob := newLobby(cl)
		app, err := tui.New(lob.settings(), tui.Options{First: lob.start()})
		if err != nil {
			s.log.Warn("session_error", "session", cl.id, "user", cl.pl.Name, "err", err.Error())
			next(sess)
			return
		}
		p := program.New(app, program.Options{In: cl.in, Out: sess, Env: env, Size: size, Resized: resized,
			MaxSize: program.Size{Width: MaxWidth, Height: MaxHeight}, Profile: &profile})
		cl.attach(p.Send)
		stop := context.AfterFunc(sess.Context(), p.Kill)
		defer stop()
		if _, err := p.Run(); err != nil && !errors.Is(err, program.ErrInputClosed) && sess.Context().Err() == nil {
			s.log.Warn("session_error", "session", cl.id, "user", cl.pl.Name, "err", err.Error())
		}
		next(sess)
	}
}

// randomSeed draws a game's seed.
func randomSeed() uint64 { return rand.Uint64() }

// durationText words a duration in minutes, or seconds when shorter.
func durationText(cat *i18n.Catalog, d time.Duration) string {
	if d >= time.Minute {
		return cat.T("serve.minutes", int(d/time.Minute))
	}
	return cat.T("serve.timer.seconds", int(d/time.Second))
}

// HostKeyPath is the host key's file.
func (s *Server) HostKeyPath() string { return s.cfg.HostKey }
