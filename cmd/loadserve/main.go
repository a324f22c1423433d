package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/crypto/ssh"
)

// maxSessions bounds -sessions.
const maxSessions = 500

func main() {
	bin := flag.String("bin", "bin/mahjong", "the mahjong binary")
	sessions := flag.Int("sessions", 200, "sessions to open (at most 500)")
	rulesName := flag.String("rules", "hk", "the tables' rule set (a game of several hands)")
	play := flag.Duration("play", 20*time.Second, "the phase where sessions play")
	keys := flag.Duration("keys", 20*time.Second, "the phase where sessions press keys (latency)")
	idle := flag.Duration("idle", 10*time.Second, "the idle phase")
	limit := flag.Duration("timeout", 5*time.Minute, "the whole run's time limit")
	logFile := flag.String("log", "", "a file for the server's log (its stderr)")
	flag.Parse()
	if *sessions < 1 || *sessions > maxSessions {
		fatal(fmt.Errorf("-sessions must be 1 to %d", maxSessions))
	}
	ctx, cancel := context.WithTimeout(context.Background(), *limit)
	defer cancel()
	if err := run(ctx, *bin, *logFile, *sessions, *rulesName, *play, *keys, *idle); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "loadserve:", err)
	os.Exit(1)
}

// server is the mahjong server the run started.
type server struct {
	cmd  *exec.Cmd
	addr string
	dir  string
}

var listening = regexp.MustCompile(`msg=listening addr=(127\.0\.0\.1:[0-9]+)`)

// startServer runs mahjong serve on a free port of 127.0.0.1.
func startServer(ctx context.Context, bin, logFile string, n int) (*server, error) {
	dir, err := os.MkdirTemp("", "mahjong-load-")
	if err != nil {
		return nil, err
	}
	limit := strconv.Itoa(n + 8)
	cmd := exec.CommandContext(ctx, bin, "serve", "--listen", "127.0.0.1:0", "--max-sessions", limit,
		"--max-tables", limit, "--max-per-address", limit)
	cmd.Env = append(os.Environ(), "MAHJONG_STATE_DIR="+filepath.Join(dir, "state"), "MAHJONG_DATA_DIR="+filepath.Join(dir, "data"))
	logs, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, dir: dir}
	var keep io.Writer = io.Discard
	if logFile != "" {
		f, err := os.Create(logFile)
		if err != nil {
			s.stop()
			return nil, err
		}
		keep = f
	}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			fmt.Fprintln(keep, sc.Text())
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	select {
	case s.addr = <-found:
		return s, nil
	case <-time.After(10 * time.Second):
		s.stop()
		return nil, errors.New("the server did not start listening")
	}
}

// stop ends the server (SIGTERM, then SIGKILL) and removes its files.
func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	_ = os.RemoveAll(s.dir)
}

// procStat reads the server's resident memory (bytes), CPU time and the
// context switches of all its threads.
func (s *server) procStat() (rss int64, cpu time.Duration, switches int64) {
	pid := s.cmd.Process.Pid
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				rss = kb << 10
			}
		}
	}
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		// Fields after the command's closing parenthesis: utime is the
		// 14th field of the line, stime the 15th.
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) > 13 {
			ut, _ := strconv.ParseInt(f[11], 10, 64)
			st, _ := strconv.ParseInt(f[12], 10, 64)
			cpu = time.Duration(ut+st) * time.Second / 100 // USER_HZ
		}
	}
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/status", pid))
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			for _, k := range []string{"voluntary_ctxt_switches:", "nonvoluntary_ctxt_switches:"} {
				if v, ok := strings.CutPrefix(l, k); ok {
					n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
					switches += n
				}
			}
		}
	}
	return rss, cpu, switches
}

// session is one SSH session at its table.
type session struct {
	client *ssh.Client
	sess   *ssh.Session
	keys   io.Writer

	mu    sync.Mutex
	out   []byte    // everything shown since mark
	got   time.Time // when the last output came
	wake  chan struct{}
	alive bool
}

// read keeps what the server shows.
func (s *session) read(r io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			s.mu.Lock()
			s.out = append(s.out, buf[:n]...)
			if len(s.out) > 1<<20 {
				s.out = s.out[len(s.out)-(64<<10):]
			}
			s.got = time.Now()
			s.mu.Unlock()
			select {
			case s.wake <- struct{}{}:
			default:
			}
		}
		if err != nil {
			s.mu.Lock()
			s.alive = false
			s.mu.Unlock()
			select {
			case s.wake <- struct{}{}:
			default:
			}
			return
		}
	}
}

// clear forgets what was shown.
func (s *session) clear() {
	s.mu.Lock()
	s.out = s.out[:0]
	s.mu.Unlock()
}

// waitFor waits until the output shows text ("" : anything) and returns
// when it came.
func (s *session) waitFor(ctx context.Context, text string, within time.Duration) (time.Time, error) {
	t := time.NewTimer(within)
	defer t.Stop()
	for {
		s.mu.Lock()
		ok := len(s.out) > 0 && (text == "" || bytes.Contains(s.out, []byte(text)))
		at, alive := s.got, s.alive
		s.mu.Unlock()
		if ok {
			return at, nil
		}
		if !alive {
			return time.Time{}, errors.New("the session ended")
		}
		select {
		case <-s.wake:
		case <-t.C:
			return time.Time{}, fmt.Errorf("no %q within %v", text, within)
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		}
	}
}

// open connects a session and sits it at a new table, started.
func open(ctx context.Context, addr, rulesName string, i int) (*session, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	signer, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		return nil, err
	}
	c, err := ssh.Dial("tcp", addr, &ssh.ClientConfig{User: fmt.Sprintf("load%d", i), Auth: []ssh.AuthMethod{ssh.PublicKeys(signer)},
		HostKeyCallback: ssh.InsecureIgnoreHostKey(), Timeout: 20 * time.Second})
	if err != nil {
		return nil, err
	}
	sess, err := c.NewSession()
	if err != nil {
		c.Close()
		return nil, err
	}
	s := &session{client: c, sess: sess, wake: make(chan struct{}, 1), alive: true}
	stdout, err := sess.StdoutPipe()
	if err == nil {
		s.keys, err = sess.StdinPipe()
	}
	if err == nil {
		err = sess.RequestPty("xterm-256color", 24, 80, ssh.TerminalModes{})
	}
	if err == nil {
		go s.read(stdout)
		err = sess.Start("new " + rulesName + " --tiles letters --lang en")
	}
	if err == nil {
		_, err = s.waitFor(ctx, "start the game", 30*time.Second)
	}
	if err == nil {
		s.clear()
		_, err = s.keys.Write([]byte("s"))
	}
	if err == nil {
		_, err = s.waitFor(ctx, "Hand 1", 30*time.Second)
	}
	if err != nil {
		c.Close()
		return nil, err
	}
	return s, nil
}

// phase runs f for every session at once, for d.
func phase(ctx context.Context, ss []*session, d time.Duration, f func(ctx context.Context, s *session)) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var wg sync.WaitGroup
	for _, s := range ss {
		wg.Go(func() { f(ctx, s) })
	}
	wg.Wait()
}

// sleep waits d or until ctx ends; false when it ended.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

func run(ctx context.Context, bin, logFile string, n int, rulesName string, playFor, keysFor, idleFor time.Duration) error {
	srv, err := startServer(ctx, bin, logFile, n)
	if err != nil {
		return err
	}
	defer srv.stop()
	time.Sleep(500 * time.Millisecond)
	rss0, _, _ := srv.procStat()
	fmt.Printf("server on %s, %.1f MiB before any session\n", srv.addr, mib(rss0))

	// Open the sessions, twenty at a time.
	start := time.Now()
	ss := make([]*session, n)
	errs := make([]error, n)
	gate := make(chan struct{}, 20)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			gate <- struct{}{}
			defer func() { <-gate }()
			ss[i], errs[i] = open(ctx, srv.addr, rulesName, i)
		})
	}
	wg.Wait()
	var open []*session
	for i, s := range ss {
		if errs[i] != nil {
			fmt.Printf("session %d: %v\n", i, errs[i])
			continue
		}
		open = append(open, s)
	}
	defer func() {
		for _, s := range open {
			s.client.Close()
		}
	}()
	fmt.Printf("%d of %d sessions at their tables in %.1f s\n", len(open), n, time.Since(start).Seconds())
	if len(open) == 0 {
		return errors.New("no session opened")
	}

	// Playing: every session discards (Enter) now and then while the
	// bots play.
	_, cpu0, _ := srv.procStat()
	t0 := time.Now()
	phase(ctx, open, playFor, func(ctx context.Context, s *session) {
		for sleep(ctx, time.Duration(800+mrand.IntN(800))*time.Millisecond) {
			_, _ = s.keys.Write([]byte("\r"))
		}
	})
	rss1, cpu1, _ := srv.procStat()
	fmt.Printf("playing %.0f s: CPU %.1f%% of one core; %.1f MiB, %.2f MiB a session\n",
		time.Since(t0).Seconds(), pct(cpu1-cpu0, time.Since(t0)), mib(rss1), mib(rss1-rss0)/float64(len(open)))

	// Keys: the coach shown and hidden with c (a table frame, the
	// coach's advice with it), the time to the frame measured. The
	// sessions stop answering their tables, which soon all wait for their
	// people: a frame that comes is the key's.
	var mu sync.Mutex
	var lat []time.Duration
	_, cpu2, _ := srv.procStat()
	t2 := time.Now()
	phase(ctx, open, keysFor, func(ctx context.Context, s *session) {
		for sleep(ctx, time.Duration(500+mrand.IntN(1000))*time.Millisecond) {
			s.clear()
			sent := time.Now()
			if _, err := s.keys.Write([]byte("c")); err != nil {
				return
			}
			at, err := s.waitFor(ctx, "", 5*time.Second)
			if err != nil {
				continue
			}
			mu.Lock()
			lat = append(lat, at.Sub(sent))
			mu.Unlock()
		}
	})
	rss2, cpu3, _ := srv.procStat()
	fmt.Printf("keys %.0f s: CPU %.1f%% of one core; %.1f MiB, %.2f MiB a session\n",
		time.Since(t2).Seconds(), pct(cpu3-cpu2, time.Since(t2)), mib(rss2), mib(rss2-rss0)/float64(len(open)))
	slices.Sort(lat)
	if len(lat) > 0 {
		fmt.Printf("key to frame (c at the table): %d keys, p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", len(lat),
			ms(quantile(lat, 0.5)), ms(quantile(lat, 0.99)), ms(lat[len(lat)-1]))
	}

	// Idle: no key; every table waits for its person.
	time.Sleep(3 * time.Second)
	_, cpu4, sw0 := srv.procStat()
	t4 := time.Now()
	sleep(ctx, idleFor)
	rss3, cpu5, sw1 := srv.procStat()
	d := time.Since(t4)
	fmt.Printf("idle %.0f s: CPU %.2f%% of one core, %.1f wake-ups a second (%.3f a session); %.1f MiB\n",
		d.Seconds(), pct(cpu5-cpu4, d), float64(sw1-sw0)/d.Seconds(), float64(sw1-sw0)/d.Seconds()/float64(len(open)), mib(rss3))

	held := 0
	for _, s := range open {
		s.mu.Lock()
		if s.alive {
			held++
		}
		s.mu.Unlock()
	}
	fmt.Printf("sessions held to the end: %d of %d\n", held, n)
	return nil
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func pct(cpu, wall time.Duration) float64 { return 100 * cpu.Seconds() / wall.Seconds() }

// quantile of sorted durations.
func quantile(sorted []time.Duration, q float64) time.Duration {
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
