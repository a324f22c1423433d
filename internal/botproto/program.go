package botproto

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/mahjong-tui/mahjong/internal/procgroup"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/rules"
)

// Prefix marks an outside program among the bot names of the command
// line: "exec:./mybot".
const Prefix = "exec:"

// Program is an outside bot: a program that plays one seat by the
// protocol of PROTOCOL.md, JSON lines over its standard input and
// output. It is a table.Participant (Act) and a table.Observer
// (Observe). It never blocks the table: lines to the program are queued
// (a program that stops reading is given up), an answer is waited for
// only until the table's time limit, and a program that has exited
// answers every later decision with its error at once. What it writes is
// read a bounded line at a time, and never printed raw.
type Program struct {
	name string
	cmd  *exec.Cmd // nil for a conversation over pipes (NewConn)
	// group is the process group of cmd, with its children.
	group procgroup.Group
	w     io.WriteCloser

	queue   chan []byte // lines for the writer goroutine
	replies chan reply  // lines read, for Act
	dead    chan struct{}
	dieOnce sync.Once
	deadErr error // set before dead is closed
	readEnd chan struct{}
	stderr  *tail

	waitOnce sync.Once
	status   string // how the process ended (wait)

	mu     sync.Mutex
	seat   rules.Seat
	next   uint64 // the last act id
	closed bool
	stats  Stats
}

// Stats counts how the program answered.
type Stats struct {
	Asked    int // decisions asked
	Answered int // answered with an action in time (legal or not: the table judges)
	Late     int // not answered before the table stopped waiting
	Bad      int // answered with a line that is not an answer
	Dead     int // asked after the program had exited or stopped reading
}

// reply is a line the program wrote, or why none could be read.
type reply struct {
	line []byte
	err  error
}

// queueLen bounds the lines waiting for a program that reads slowly; a
// program this far behind has stopped reading and is given up.
const queueLen = 4096

// Spec reads a bot name of the command line: the program's path of an
// "exec:PATH" name, and whether the name is one.
func Spec(name string) (path string, ok bool) {
	path, ok = strings.CutPrefix(name, Prefix)
	return path, ok && path != ""
}

// Start runs the program at path (no arguments; a script may add them)
// as an outside bot for a game of variant, and says hello. It runs in a
// process group of its own (procgroup), which Close ends, children and
// all.
func Start(path string, variant rules.Variant) (*Program, error) {
	return StartTagged(path, variant, procgroup.NewTag("mahjong-bot-"))
}

// StartTagged is Start with the tag of the program's process group
// given (a server records it, to end what a server killed left).
func StartTagged(path string, variant rules.Variant, tag string) (*Program, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	errTail := &tail{}
	cmd.Stderr = errTail
	cmd.WaitDelay = time.Second
	group, err := procgroup.Start(cmd, tag)
	if err != nil {
		return nil, fmt.Errorf("botproto: cannot start %s: %s", safetext.Clean(path), safetext.Clean(err.Error()))
	}
	p := newProgram(Prefix+path, out, in, variant, cmd, errTail)
	p.group = group
	return p, nil
}

// Group is the process group the program runs in (zero for a
// conversation over pipes).
func (p *Program) Group() procgroup.Group { return p.group }

// NewConn talks the protocol with a bot over r (what it writes) and w
// (what it reads), for a bot that is not a process of its own (a test,
// a network peer), and says hello. Close closes w.
func NewConn(name string, r io.Reader, w io.WriteCloser, variant rules.Variant) *Program {
	return newProgram(name, r, w, variant, nil, &tail{})
}

// newProgram starts the conversation (cmd: the process, nil for none;
// stderr: where its standard error is kept), and says hello.
func newProgram(name string, r io.Reader, w io.WriteCloser, variant rules.Variant, cmd *exec.Cmd, stderr *tail) *Program {
	p := &Program{name: name, cmd: cmd, w: w, seat: rules.NoSeat,
		queue: make(chan []byte, queueLen), replies: make(chan reply, 4),
		dead: make(chan struct{}), readEnd: make(chan struct{}), stderr: stderr}
	go p.write()
	go p.read(r)
	hello, _ := json.Marshal(helloMsg{Type: "hello", Protocol: Version, Rules: variant.Name,
		Options: variant.Options.String(), Players: variant.Players})
	_ = p.send(hello)
	return p
}

// Name is the program's name as the command line gave it
// ("exec:./mybot"), made safe to print.
func (p *Program) Name() string { return safetext.Clean(p.name) }

// Sit tells the program which seat it plays from now on (a simulation
// moves it from hand to hand); the events it is handed are that seat's.
func (p *Program) Sit(s rules.Seat) {
	p.mu.Lock()
	p.seat = s
	p.mu.Unlock()
}

// Stats returns how the program answered so far.
func (p *Program) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stats
}

// Err returns why the program can no longer play (nil while it can).
func (p *Program) Err() error {
	select {
	case <-p.dead:
		return p.deadErr
	default:
		return nil
	}
}

// Observe hands the program the events of one applied action.
func (p *Program) Observe(evs []rules.Event) {
	p.mu.Lock()
	seat := p.seat
	p.mu.Unlock()
	line, err := json.Marshal(eventsMsg{Type: "events", Seat: seatNum(seat), Events: evs})
	if err == nil {
		_ = p.send(line)
	}
}

// Act asks the program for one of v.Legal and waits for its answer until
// ctx ends. An error (the program ended, wrote something that is not an
// answer, or did not answer in time) makes the table fall back; an
// action that is not legal is the table's to refuse.
func (p *Program) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	p.mu.Lock()
	p.stats.Asked++
	p.next++
	id := p.next
	p.mu.Unlock()
	if err := p.Err(); err != nil {
		p.count(func(s *Stats) { s.Dead++ })
		return rules.Action{}, err
	}
	// Lines written since the last decision answer nothing now.
	for drained := false; !drained; {
		select {
		case <-p.replies:
		default:
			drained = true
		}
	}
	line, err := json.Marshal(actMsg{Type: "act", ID: id, View: wireView(&v), Legal: legalTexts(v.Legal)})
	if err != nil {
		return rules.Action{}, err
	}
	if err := p.send(line); err != nil {
		p.count(func(s *Stats) { s.Dead++ })
		return rules.Action{}, err
	}
	for {
		select {
		case r := <-p.replies:
			if r.err != nil {
				p.count(func(s *Stats) { s.Bad++ })
				return rules.Action{}, r.err
			}
			got, a, hasID, err := parseAnswer(r.line, v.Legal, v.Seat)
			if hasID && got != id {
				continue // a late answer to an earlier decision
			}
			if err != nil {
				p.count(func(s *Stats) { s.Bad++ })
				return rules.Action{}, err
			}
			p.count(func(s *Stats) { s.Answered++ })
			return a, nil
		case <-ctx.Done():
			p.count(func(s *Stats) { s.Late++ })
			return rules.Action{}, ctx.Err()
		case <-p.dead:
			p.count(func(s *Stats) { s.Dead++ })
			return rules.Action{}, p.deadErr
		}
	}
}

func (p *Program) count(f func(*Stats)) {
	p.mu.Lock()
	f(&p.stats)
	p.mu.Unlock()
}

// send queues a line for the program, or gives the program up when it
// has stopped reading.
func (p *Program) send(line []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return ErrClosed
	}
	select {
	case p.queue <- line:
		return nil
	default:
		p.die(ErrStalled)
		return ErrStalled
	}
}

// die records why the program can no longer play (the first reason
// wins) and stops it.
func (p *Program) die(err error) {
	p.dieOnce.Do(func() {
		p.deadErr = err
		close(p.dead)
		if p.cmd != nil && p.cmd.Process != nil && !errors.As(err, new(*ExitError)) {
			_ = p.cmd.Process.Kill()
		}
	})
}

// write hands the queued lines to the program until the queue is
// closed, then closes its input.
func (p *Program) write() {
	bw := bufio.NewWriter(p.w)
	for line := range p.queue {
		_, err := bw.Write(line)
		if err == nil {
			err = bw.WriteByte('\n')
		}
		if err == nil && len(p.queue) == 0 {
			err = bw.Flush()
		}
		if err != nil {
			p.die(p.exitError(err))
			break
		}
	}
	_ = p.w.Close()
	for range p.queue {
		// the program is gone: drop what is left
	}
}

// read reads the program's lines, each at most MaxLine bytes, until its
// output ends.
func (p *Program) read(r io.Reader) {
	defer close(p.readEnd)
	br := bufio.NewReaderSize(r, MaxLine)
	for {
		line, err := readLine(br)
		if err != nil && !errors.Is(err, ErrLineTooLong) {
			p.die(p.exitError(err))
			return
		}
		if err == nil && len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		select {
		case p.replies <- reply{line: bytes.Clone(line), err: err}:
		case <-p.dead:
			return
		}
	}
}

// exitError is why the program stopped, once its output ended: its exit
// status (the process is waited for) and its last words.
func (p *Program) exitError(cause error) error {
	status := "its output closed"
	if !errors.Is(cause, io.EOF) {
		status = safetext.Clean(cause.Error())
	}
	if p.cmd != nil {
		_ = p.w.Close()
		status = p.wait()
	}
	return &ExitError{Name: p.Name(), Status: status, Stderr: p.stderr.last()}
}

// wait waits (once) for the process to end, at most a few seconds
// before stopping it, and returns how it ended.
func (p *Program) wait() string {
	p.waitOnce.Do(func() {
		done := make(chan error, 1)
		go func() { done <- p.cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(2 * time.Second):
			_ = p.cmd.Process.Kill()
			err = <-done
		}
		p.status = "exit status 0"
		if err != nil {
			p.status = safetext.Clean(err.Error())
		}
	})
	return p.status
}

// readLine reads one line without its end; a line longer than MaxLine is
// skipped to its end and reported as ErrLineTooLong.
func readLine(br *bufio.Reader) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		for errors.Is(err, bufio.ErrBufferFull) {
			_, err = br.ReadSlice('\n')
		}
		if err != nil {
			return nil, err
		}
		return nil, ErrLineTooLong
	}
	if err != nil {
		if errors.Is(err, io.EOF) && len(line) > 0 {
			return bytes.TrimRight(line, "\r\n"), nil
		}
		return nil, err
	}
	return bytes.TrimRight(line, "\r\n"), nil
}

// Close says goodbye, closes the program's input, and waits a moment for
// it to end, then ends its process group and every process it started
// (SIGTERM, then SIGKILL after procgroup.Grace).
func (p *Program) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	bye, _ := json.Marshal(byeMsg{Type: "bye"})
	select {
	case p.queue <- bye:
	default:
	}
	p.closed = true
	close(p.queue)
	p.mu.Unlock()
	select {
	case <-p.readEnd:
	case <-time.After(procgroup.Grace):
	}
	if p.cmd != nil {
		// What it left running (a child in the background, one that left
		// the group, one ignoring SIGTERM) ends with it.
		procgroup.End(p.group, procgroup.Grace, true)
	}
	p.die(ErrClosed)
	return nil
}

// tail keeps the end of what a program writes on its standard error:
// bounded, for an error message.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

// tailSize bounds what is kept of a program's standard error.
const tailSize = 2048

// Write keeps the last tailSize bytes.
func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

// last returns the last line written, at most 200 bytes, made safe.
func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := strings.TrimSpace(string(t.buf))
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 200 {
		s = s[len(s)-200:]
	}
	return safetext.Clean(s)
}
