package serve

import (
	"time"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/tui/program"
)

// The bounds on what a connection asks once in: one session channel at
// a time (the others refused, a connection insisting closed), a bounded
// number of requests on it (environment variables each bounded too; no
// agent, no X11, no subsystem), a terminal no larger than the table can
// use, and window changes taken at most a few times a second (the last
// size always applied).
const (
	// MaxWidth and MaxHeight bound a session's terminal: a larger one is
	// drawn in that size, and told so (each cell costs the session about
	// 340 bytes).
	MaxWidth  = 250
	MaxHeight = 80
	// maxRequests bounds the requests of a session channel (window
	// changes aside: those are paced).
	maxRequests = 64
	// maxEnv bounds the environment variables a session may set, and
	// maxEnvBytes each one's name and value.
	maxEnv      = 32
	maxEnvBytes = 1024
	// resizeEvery paces the window changes a session's program is given.
	resizeEvery = 200 * time.Millisecond
)

// sessionChannel opens a session channel: the connection's only one
// (another is refused while it is open), its requests filtered.
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	gc, _ := ctx.Value(guardKey{}).(*guardConn)
	if gc != nil && !gc.openSession() {
		s.refuseChannel(gc, conn, nc, gossh.ResourceShortage, "one session a connection")
		return
	}
	if gc != nil {
		defer gc.closeSession()
	}
	// A session that does not ask for the game soon is closed.
	started, done := make(chan struct{}), make(chan struct{})
	defer close(done)
	go func() {
		t := time.NewTimer(s.cfg.Handshake)
		defer t.Stop()
		select {
		case <-started:
		case <-done:
		case <-t.C:
			_ = conn.Close()
		}
	}()
	ssh.DefaultSessionHandler(srv, conn, filteredChannel{nc, started}, ctx)
}

// otherChannel refuses a channel of any other type (forwarding, X11,
// agent ...).
func (s *Server) otherChannel(_ *ssh.Server, conn *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	gc, _ := ctx.Value(guardKey{}).(*guardConn)
	s.refuseChannel(gc, conn, nc, gossh.Prohibited, "only the game is served")
}

// refuseChannel refuses a channel; a connection refused too many is
// closed (logged once a minute per address).
func (s *Server) refuseChannel(gc *guardConn, conn *gossh.ServerConn, nc gossh.NewChannel, why gossh.RejectionReason, text string) {
	_ = nc.Reject(why, text)
	if gc != nil && gc.refuse() {
		s.refusedOnce(gc.addr, "channels")
		_ = conn.Close()
	}
}

// guardKey finds a connection's guardConn in its context.
type guardKey struct{}

// filteredChannel is a session channel whose requests are filtered.
type filteredChannel struct {
	gossh.NewChannel
	started chan struct{} // closed when the game is asked for (a shell, a command)
}

// Accept accepts the channel; its requests pass through filterRequests.
func (f filteredChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := f.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go filterRequests(reqs, out, f.started)
	return ch, out, nil
}

// filterRequests passes on the requests a session may make, and refuses
// the others itself; out is closed when in is, started when the game is
// asked for.
func filterRequests(in <-chan *gossh.Request, out chan<- *gossh.Request, started chan struct{}) {
	defer close(out)
	var n, env int
	once := false
	for req := range in {
		pass := true
		if req.Type != "window-change" {
			n++
			pass = n <= maxRequests
		}
		switch req.Type {
		case "env":
			env++
			pass = pass && env <= maxEnv && len(req.Payload) <= maxEnvBytes+8
		case "auth-agent-req@openssh.com", "x11-req", "subsystem":
			pass = false
		}
		if !pass {
			_ = req.Reply(false, nil)
			continue
		}
		if (req.Type == "shell" || req.Type == "exec") && !once {
			once = true
			close(started)
		}
		out <- req
	}
}

// clampWindow bounds a terminal's size: at most MaxWidth x MaxHeight, 80x24
// for a zero or missing field; asked reports a size larger than the bounds.
func clampWindow(w ssh.Window) (size program.Size, larger bool) {
	size = program.Size{Width: w.Width, Height: w.Height}
	if size.Width <= 0 {
		size.Width = 80
	}
	if size.Height <= 0 {
		size.Height = 24
	}
	larger = size.Width > MaxWidth || size.Height > MaxHeight
	return program.Size{Width: min(size.Width, MaxWidth), Height: min(size.Height, MaxHeight)}, larger
}

// paceWindows hands resized the window changes of windows, each within
// the bounds, at most one every resizeEvery (the last one always; one
// not taken yet is replaced); told is called with a size asked larger
// than the bounds when it is given (once until another is asked), and
// with the first that fits after one larger.
func paceWindows(windows <-chan ssh.Window, resized chan program.Size, told func(w ssh.Window, larger bool)) {
	var (
		pending, said ssh.Window
		waiting       bool
		timer         *time.Timer
		tick          <-chan time.Time
		last          time.Time
	)
	give := func() {
		size, larger := clampWindow(pending)
		switch {
		case larger && pending != said:
			said = pending
			told(pending, true)
		case !larger && said != (ssh.Window{}):
			said = ssh.Window{}
			told(pending, false) // it fits again
		}
		select {
		case <-resized: // the program has not taken the last one: this one replaces it
		default:
		}
		resized <- size
		waiting, last = false, time.Now()
	}
	for {
		select {
		case w, ok := <-windows:
			if !ok {
				if timer != nil {
					timer.Stop()
				}
				return
			}
			pending, waiting = w, true
			if tick == nil {
				if wait := resizeEvery - time.Since(last); wait > 0 {
					timer = time.NewTimer(wait)
					tick = timer.C
				} else {
					give()
				}
			}
		case <-tick:
			tick = nil
			if waiting {
				give()
			}
		}
	}
}
