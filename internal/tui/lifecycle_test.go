package tui

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// A stop signal whose save fails: Run restores the terminal and reports
// the failed save in its error, with status 1 rather than the signal's
// (the person is told something was lost); a save that works keeps the
// signal's status.
func TestSignalSaveFailureReported(t *testing.T) {
	for _, fails := range []bool{true, false} {
		s := testSettings("hk", 42)
		s.SkipMenu = true
		saveErr := errors.New("disk full")
		saves := 0
		before := func(*rules.Game, Settings) error {
			saves++
			if fails {
				return saveErr
			}
			return nil
		}
		// A pipe of the system: its reader is cancelled at the end (an
		// io.Pipe's is not, and the program waits its readWait for it).
		in, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		stop := make(chan os.Signal, 1)
		stop <- syscall.SIGTERM
		err = Run(s, Options{Bots: passBots, Hooks: Hooks{BeforeQuit: before}},
			Terminal{In: in, Out: io.Discard, Stop: stop, Size: Size{Width: 80, Height: 24}})
		_, _ = w.Close(), in.Close()
		var ie *Interrupted
		if !errors.As(err, &ie) || ie.Signal != syscall.SIGTERM || saves != 1 {
			t.Fatalf("fails %v: Run = %v, %d saves", fails, err, saves)
		}
		switch {
		case fails && (!errors.Is(err, saveErr) || ie.ExitCode() != 1):
			t.Errorf("a failed save: %v, exit %d", err, ie.ExitCode())
		case !fails && (ie.Save != nil || ie.ExitCode() != 128+int(syscall.SIGTERM)):
			t.Errorf("a save that worked: %v, exit %d", err, ie.ExitCode())
		}
	}
}

// blockingBot answers only when its context ends.
type blockingBot struct{ asked chan struct{} }

func (b blockingBot) Act(ctx context.Context, _ rules.View) (rules.Action, error) {
	close(b.asked)
	<-ctx.Done()
	return rules.Action{}, ctx.Err()
}

func (blockingBot) Observe([]rules.Event) {}
func (blockingBot) Sit(rules.Seat)        {}
func (blockingBot) Name() string          { return "blocking" }
func (blockingBot) Close() error          { return nil }

// The bots are asked within the App's life: a move being computed when
// the person quits is given up at once (its context ends), not waited
// for.
func TestQuitEndsTheBotsMoves(t *testing.T) {
	b := blockingBot{asked: make(chan struct{})}
	s := testSettings("hk", 42)
	s.SkipMenu, s.Seat = true, 3 // the dealer (seat 0) moves first: a bot
	a, err := New(s, Options{Bots: func(bot.Level, rules.Variant, uint64) bot.Bot { return passBot{} },
		Limit: time.Hour, Seats: seat.List{seat.Exec("./blocking")}, Start: func(string, rules.Variant) (seat.Outsider, error) { return b, nil }})
	if err != nil {
		t.Fatal(err)
	}
	cmd := a.Init()
	if cmd == nil {
		t.Fatal("no bot move asked")
	}
	msgs := make(chan any, 1)
	go func() { msgs <- cmd() }()
	<-b.asked
	if a.quit(); !a.Quitting() {
		t.Fatal("the App does not quit")
	}
	select {
	case <-msgs:
	case <-time.After(time.Minute):
		t.Fatal("the bot's move still waited for after quitting")
	}
}

// A bot's paced move is held by a tick (tea.Tick), never by sleeping in
// a command: its answer comes back with the time it still waits, and the
// App applies it only when that time has passed.
func TestPaceIsATick(t *testing.T) {
	s := testSettings("hk", 42)
	s.SkipMenu, s.Seat, s.Speed = true, 3, SpeedSlow
	a, err := New(s, Options{Bots: passBots})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(teaSize(80, 24))
	msg, ok := a.Init()().(play.BotMoveMsg)
	if !ok || msg.Wait() <= 0 {
		t.Fatalf("the bot's move: %+v, want its answer and the pace still to wait", msg)
	}
	seq := a.match.Seq()
	_, tick := a.Update(msg)
	if tick == nil || a.match.Seq() != seq || !a.match.Waiting() {
		t.Fatalf("the answer was played at once (seq %d -> %d) or nothing waits for the pace", seq, a.match.Seq())
	}
	a.Update(msg.Due()) // the tick's message
	if a.match.Seq() != seq+1 {
		t.Errorf("the move was not played after the pace (seq %d -> %d)", seq, a.match.Seq())
	}
}

// No model of the terminal game sleeps: a pause is a tea.Tick (a sleep
// in a command holds one of the program's goroutines and cannot be
// stopped).
func TestNoSleepInModels(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err == nil && strings.Contains(string(src), "time.Sleep(") {
			t.Errorf("%s sleeps: use tea.Tick", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
