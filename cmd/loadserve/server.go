package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// server is the mahjong server the run started.
type server struct {
	cmd  *exec.Cmd
	addr string
	dir  string
}

var listening = regexp.MustCompile(`msg=listening addr=(127\.0\.0\.1:[0-9]+)`)

// startServer runs mahjong serve on a free port of 127.0.0.1, sized for
// n sessions.
func startServer(ctx context.Context, o options, n int) (*server, error) {
	dir, err := os.MkdirTemp("", "mahjong-load-")
	if err != nil {
		return nil, err
	}
	limit := strconv.Itoa(n + 8)
	cmd := exec.CommandContext(ctx, o.bin, "serve", "--listen", "127.0.0.1:0", "--max-sessions", limit,
		"--max-tables", limit, "--max-per-address", limit)
	cmd.Env = append(os.Environ(), "MAHJONG_STATE_DIR="+filepath.Join(dir, "state"), "MAHJONG_DATA_DIR="+filepath.Join(dir, "data"))
	if o.profile != "" {
		abs, err := filepath.Abs(o.profile)
		if err != nil {
			return nil, err
		}
		cmd.Env = append(cmd.Env, "MAHJONG_SERVE_CPUPROFILE="+abs)
	}
	logs, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, dir: dir}
	var keep io.Writer = io.Discard
	if o.logFile != "" {
		f, err := os.Create(o.logFile)
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
	case <-time.After(20 * time.Second):
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
