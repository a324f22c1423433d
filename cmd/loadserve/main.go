package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	mrand "math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// maxSessions bounds each count of -sessions.
const maxSessions = 1000

// options are the run's flags.
type options struct {
	bin, logFile, profile, rules string
	keys, play, idle, keyWait    time.Duration
	show                         bool
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/mahjong", "the mahjong binary")
	counts := flag.String("sessions", "200,500,1000", "the counts of sessions, one run each (each at most 1000)")
	flag.StringVar(&o.rules, "rules", "hk", "the tables' rule set (a game of several hands)")
	flag.DurationVar(&o.keys, "keys", 20*time.Second, "the phase where sessions press keys (latency, CPU per key)")
	flag.DurationVar(&o.keyWait, "keywait", 10*time.Second, "a key not answered within this is unanswered")
	flag.DurationVar(&o.play, "play", 10*time.Second, "the phase where sessions play")
	flag.DurationVar(&o.idle, "idle", 5*time.Second, "the idle phase")
	limit := flag.Duration("timeout", 20*time.Minute, "the whole run's time limit")
	flag.StringVar(&o.logFile, "log", "", "a file for the server's log (its stderr; the last run's)")
	flag.BoolVar(&o.show, "show", false, "print a session's screen (as read through the virtual terminal) after the keys")
	flag.StringVar(&o.profile, "cpuprofile", "", "a file for the server's CPU profile (the last run's)")
	flag.Parse()
	var ns []int
	for _, f := range strings.Split(*counts, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > maxSessions {
			fmt.Fprintf(os.Stderr, "loadserve: -sessions: each count 1 to %d, got %q\n", maxSessions, f)
			os.Exit(2)
		}
		ns = append(ns, n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), *limit)
	defer cancel()
	var rows []result
	for _, n := range ns {
		r, err := run(ctx, o, n)
		if err != nil {
			fmt.Fprintln(os.Stderr, "loadserve:", err)
			os.Exit(1)
		}
		rows = append(rows, r)
	}
	printTable(rows, o.keyWait)
}

// result is one run's figures.
type result struct {
	sessions, held, ready int
	lat                   []time.Duration // answered keys, sorted
	unanswered            int
	cpuPerKey             time.Duration
	mibPerSession         float64
	playCPU, idleCPU      float64 // % of one core
	wakeups               float64 // a second, idle
	load                  string
}

func run(ctx context.Context, o options, n int) (result, error) {
	res := result{sessions: n}
	srv, err := startServer(ctx, o, n)
	if err != nil {
		return res, err
	}
	defer srv.stop()
	time.Sleep(500 * time.Millisecond)
	rss0, _, _ := srv.procStat()
	fmt.Printf("== %d sessions: server on %s, %.1f MiB before any session\n", n, srv.addr, mib(rss0))
	open, err := openAll(ctx, srv.addr, o.rules, n)
	defer func() {
		for _, s := range open {
			s.client.Close()
		}
	}()
	if err != nil {
		return res, err
	}
	rss1, _, _ := srv.procStat()
	res.mibPerSession = mib(rss1-rss0) / float64(len(open))
	fmt.Printf("%d of %d sessions at their tables; %.1f MiB, %.2f MiB a session\n", len(open), n, mib(rss1), res.mibPerSession)

	// Keys first: every table waits for its person's discard, so the
	// server works only for the keys.
	ready := readyAll(ctx, open)
	res.ready = len(ready)
	_, cpu0, _ := srv.procStat()
	t0 := time.Now()
	res.lat, res.unanswered = pressKeys(ctx, ready, o.keys, o.keyWait)
	_, cpu1, _ := srv.procStat()
	if len(res.lat) > 0 {
		res.cpuPerKey = (cpu1 - cpu0) / time.Duration(len(res.lat))
	}
	if o.show && len(ready) > 0 {
		ready[0].mu.Lock()
		fmt.Println(ready[0].screen.String())
		ready[0].mu.Unlock()
	}
	fmt.Printf("keys %.0f s: %d answered, %d unanswered; server CPU %.1f%% of one core, %.2f ms a key\n",
		time.Since(t0).Seconds(), len(res.lat), res.unanswered, pct(cpu1-cpu0, time.Since(t0)), ms(res.cpuPerKey))

	// Playing: every session discards (Enter) now and then while the
	// bots play.
	t2 := time.Now()
	phase(ctx, open, o.play, func(ctx context.Context, s *session) {
		for sleep(ctx, time.Duration(800+mrand.IntN(800))*time.Millisecond) {
			_, _ = s.keys.Write([]byte("\r"))
		}
	})
	_, cpu2, _ := srv.procStat()
	res.playCPU = pct(cpu2-cpu1, time.Since(t2))
	fmt.Printf("playing %.0f s: server CPU %.1f%% of one core\n", time.Since(t2).Seconds(), res.playCPU)

	// Idle: no key; the tables soon all wait for their persons.
	sleep(ctx, 2*time.Second)
	_, cpu3, sw0 := srv.procStat()
	t3 := time.Now()
	sleep(ctx, o.idle)
	_, cpu4, sw1 := srv.procStat()
	d := time.Since(t3)
	res.idleCPU, res.wakeups = pct(cpu4-cpu3, d), float64(sw1-sw0)/d.Seconds()
	fmt.Printf("idle %.0f s: server CPU %.2f%% of one core, %.1f wake-ups a second\n", d.Seconds(), res.idleCPU, res.wakeups)
	for _, s := range open {
		if s.isAlive() {
			res.held++
		}
	}
	res.load = loadAverage()
	fmt.Printf("sessions held to the end: %d of %d; load average %s\n", res.held, n, res.load)
	return res, ctx.Err()
}

// openAll opens n sessions, twenty at a time; those that fail are said.
func openAll(ctx context.Context, addr, rules string, n int) ([]*session, error) {
	start := time.Now()
	ss := make([]*session, n)
	errs := make([]error, n)
	gate := make(chan struct{}, 20)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			gate <- struct{}{}
			defer func() { <-gate }()
			ss[i], errs[i] = open(ctx, addr, rules, i)
		})
	}
	wg.Wait()
	var out []*session
	failed := 0
	for i, s := range ss {
		if errs[i] != nil {
			if failed++; failed <= 5 {
				fmt.Printf("session %d: %v\n", i, errs[i])
			}
			continue
		}
		out = append(out, s)
	}
	fmt.Printf("opened in %.1f s (%d failed)\n", time.Since(start).Seconds(), failed)
	if len(out) == 0 {
		return nil, errors.New("no session opened")
	}
	return out, nil
}

// readyAll brings every session to its turn to discard (passing on any
// claim offered); those that do not get there in time are left out of
// the keys, and counted.
func readyAll(ctx context.Context, ss []*session) []*session {
	ok := make([]bool, len(ss))
	var wg sync.WaitGroup
	for i, s := range ss {
		wg.Go(func() { ok[i] = s.toDiscard(ctx, 60*time.Second) == nil })
	}
	wg.Wait()
	var out []*session
	for i, s := range ss {
		if ok[i] {
			out = append(out, s)
		}
	}
	if len(out) < len(ss) {
		fmt.Printf("%d sessions did not come to their turn to discard: left out of the keys\n", len(ss)-len(out))
	}
	return out
}

// pressKeys has every session move its selection (← or →) every 0.5 to
// 1.5 s for d, each key timed to its whole frame: the answered keys'
// times, sorted, and the keys unanswered within wait.
func pressKeys(ctx context.Context, ss []*session, d, wait time.Duration) ([]time.Duration, int) {
	var mu sync.Mutex
	var lat []time.Duration
	unanswered := 0
	phase(ctx, ss, d, func(pctx context.Context, s *session) {
		for sleep(pctx, time.Duration(500+mrand.IntN(1000))*time.Millisecond) {
			// A key written is waited for to its end, past the phase.
			took, err := s.moveSelection(ctx, wait)
			if errors.Is(err, errNotReady) {
				if !s.isAlive() {
					return
				}
				continue
			}
			mu.Lock()
			if err != nil {
				unanswered++
			} else {
				lat = append(lat, took)
			}
			mu.Unlock()
			if err != nil && !s.isAlive() {
				return
			}
		}
	})
	slices.Sort(lat)
	return lat, unanswered
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

// loadAverage is /proc/loadavg's three figures.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "?"
}

// printTable prints the runs' figures, one row a run.
func printTable(rows []result, wait time.Duration) {
	fmt.Println()
	fmt.Println("| sessions | held | keys | p50 | p99 | max | unanswered | CPU/key | MiB/session | load average |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		all := len(r.lat) + r.unanswered
		fmt.Printf("| %d | %d | %d | %s | %s | %s | %d | %.2f ms | %.2f | %s |\n", r.sessions, r.held, all,
			pick(r, 0.5, wait), pick(r, 0.99, wait), pick(r, 1, wait), r.unanswered, ms(r.cpuPerKey), r.mibPerSession, r.load)
	}
}

// pick is the q quantile of all the keys of r, the unanswered counted as
// slower than any answered.
func pick(r result, q float64, wait time.Duration) string {
	all := len(r.lat) + r.unanswered
	if all == 0 {
		return "-"
	}
	i := max(0, min(int(math.Ceil(q*float64(all)))-1, all-1))
	if i >= len(r.lat) {
		return "> " + wait.String()
	}
	return fmt.Sprintf("%.1f ms", ms(r.lat[i]))
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func pct(cpu, wall time.Duration) float64 { return 100 * cpu.Seconds() / wall.Seconds() }
