package tui

import (
	"fmt"
	"io"
	"testing"

	"github.com/charmbracelet/colorprofile"

	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/program"
)

// BenchmarkTableFrame draws the table screen of a hand in progress (the
// golden table's position: hk, seed 42, six turns played, the coach on)
// at the smallest and a large terminal, plain (as the goldens) and in
// colour: one View per iteration, as the
// program draws after every message. A served table draws it for every
// session, so it must stay cheap (go test -bench TableFrame -benchmem
// -cpu 1).
func BenchmarkTableFrame(b *testing.B) {
	for _, size := range []struct {
		w, h   int
		colour bool
	}{{80, 24, false}, {120, 40, false}, {80, 24, true}, {120, 40, true}} {
		name := fmt.Sprintf("%dx%d", size.w, size.h)
		if size.colour {
			name += "/colour"
		}
		b.Run(name, func(b *testing.B) {
			s := testSettings("hk", 42)
			s.SkipMenu, s.Colour = true, size.colour
			t := &testing.T{}
			a := newTestApp(t, s, coachBots, size.w, size.h)
			playTurns(t, a, 6)
			press(a, "c")
			if t.Failed() || a.front.ID() != play.ID {
				b.Fatal("no table in front")
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				_ = a.View()
			}
		})
	}
}

// BenchmarkServedKey is one key of a served session, whole: the arrow's
// bytes read and decoded, the App's Update and View, the frame's cells
// diffed and the changed ones written, as internal/tui/program runs a
// session of `mahjong serve` (80x24, the colours of xterm-256color,
// the boxed tiles, the coach off: the sessions of make load). The
// selection goes left and right in turn, so every key changes the
// frame (go test -bench ServedKey -benchmem -cpu 1).
func BenchmarkServedKey(b *testing.B) {
	for _, n := range []int{1, 200} {
		b.Run(fmt.Sprintf("sessions=%d", n), func(b *testing.B) { benchServedKeys(b, n) })
	}
}

// benchServedKeys presses the keys of n sessions in turn (with 200, each
// key finds its session's frames out of the processor's caches, as at
// a loaded server).
func benchServedKeys(b *testing.B, n int) {
	ss := make([]servedSession, n)
	for i := range ss {
		ss[i] = startServed(b)
	}
	arrows := [][]byte{[]byte("\x1b[D"), []byte("\x1b[C")}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := &ss[i%n]
		if _, err := s.keys.Write(arrows[(i/n)%2]); err != nil {
			b.Fatal(err)
		}
		<-s.out.wrote
	}
	b.StopTimer()
	for _, s := range ss {
		s.p.Kill()
		_ = s.keys.Close()
		<-s.done
	}
}

// servedSession is a program running a table's App, at the person's
// turn, its first frame drawn.
type servedSession struct {
	keys *io.PipeWriter
	out  *signalWriter
	p    *program.Program
	done chan struct{}
}

// startServed starts a served session's program (BenchmarkServedKey).
func startServed(b *testing.B) servedSession {
	s := testSettings("hk", 42)
	s.SkipMenu, s.Colour = true, true
	t := &testing.T{}
	a := newTestApp(t, s, coachBots, 80, 24)
	playTurns(t, a, 6)
	if t.Failed() || a.front.ID() != play.ID || !play.MyTurn(a.match.View()) {
		b.Fatal("not the person's turn at the table")
	}
	in, keys := io.Pipe()
	out := &signalWriter{wrote: make(chan struct{}, 1)}
	profile := colorprofile.ANSI256
	p := program.New(a, program.Options{In: in, Out: out, Env: []string{"TERM=xterm-256color"},
		Size: program.Size{Width: 80, Height: 24}, Profile: &profile})
	done := make(chan struct{})
	go func() {
		_, _ = p.Run()
		close(done)
	}()
	<-out.wrote // the first frame
	return servedSession{keys, out, p, done}
}

// signalWriter takes a program's output and says that some came.
type signalWriter struct{ wrote chan struct{} }

func (w *signalWriter) Write(p []byte) (int, error) {
	select {
	case w.wrote <- struct{}{}:
	default:
	}
	return len(p), nil
}
