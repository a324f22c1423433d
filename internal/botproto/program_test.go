package botproto

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// act is an act message as a bot reads it.
type act struct {
	Type  string   `json:"type"`
	ID    uint64   `json:"id"`
	Legal []string `json:"legal"`
	View  viewJSON `json:"view"`
}

// fake starts an in-process bot over pipes: answer returns the lines to
// write for each act message (none: no answer). It returns the program
// and the channel of every line the table sent.
func fake(t *testing.T, answer func(m act) []string) (*Program, <-chan string) {
	t.Helper()
	toBot, fromTable := io.Pipe()
	fromBot, toTable := io.Pipe()
	sent := make(chan string, 10000)
	go func() {
		defer toTable.Close()
		in := bufio.NewScanner(toBot)
		in.Buffer(nil, 1<<22)
		for in.Scan() {
			sent <- in.Text()
			var m act
			if json.Unmarshal(in.Bytes(), &m) != nil || m.Type != "act" {
				continue
			}
			for _, l := range answer(m) {
				if _, err := io.WriteString(toTable, l+"\n"); err != nil {
					return
				}
			}
		}
	}()
	p := NewConn("fake", fromBot, fromTable, rules.HKVariant())
	t.Cleanup(func() { _ = p.Close() })
	return p, sent
}

// turnView is a view of seat 0's turn in a fresh hk game.
func turnView(t *testing.T) rules.View {
	t.Helper()
	g, err := rules.NewGame(rules.Config{Variant: rules.HKVariant(), Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(g.Turn())
	if v.Phase != rules.PhaseTurn || len(v.Legal) < 2 {
		t.Fatalf("phase %v, %d legal actions", v.Phase, len(v.Legal))
	}
	return v
}

func within(d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	_ = cancel // the test ends first
	return ctx
}

// The table says hello, then asks with the seat's view and the legal
// actions in notation; an answer names one of them, by its text (with
// or without the seat) or by its index.
func TestAnswers(t *testing.T) {
	v := turnView(t)
	for _, c := range []struct {
		name   string
		answer func(m act) string
		want   rules.Action
	}{
		{"text", func(m act) string { return fmt.Sprintf(`{"id":%d,"action":%q}`, m.ID, m.Legal[1]) }, v.Legal[1]},
		{"no seat", func(m act) string {
			return fmt.Sprintf(`{"id":%d,"action":%q}`, m.ID, strings.SplitN(m.Legal[1], " ", 2)[1])
		}, v.Legal[1]},
		{"index", func(m act) string { return fmt.Sprintf(`{"id":%d,"index":1}`, m.ID) }, v.Legal[1]},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got act
			p, sent := fake(t, func(m act) []string { got = m; return []string{c.answer(m)} })
			a, err := p.Act(within(5*time.Second), v)
			if err != nil {
				t.Fatal(err)
			}
			if a.Normalized() != c.want.Normalized() {
				t.Errorf("got %v, want %v", a, c.want)
			}
			var hello helloMsg
			if err := json.Unmarshal([]byte(<-sent), &hello); err != nil || hello.Type != "hello" || hello.Rules != "hk" || hello.Protocol != Version || hello.Players != 4 {
				t.Errorf("first line %+v (%v), want the hello", hello, err)
			}
			if got.View.Seat != int(v.Seat) || len(got.Legal) != len(v.Legal) || got.View.Phase != "turn" ||
				len(got.View.Seats[v.Seat].Concealed) == 0 || got.View.Seats[(v.Seat+1)%4].Concealed != nil {
				t.Errorf("act message %+v: want the seat's view, its own tiles only", got)
			}
			if st := p.Stats(); st.Asked != 1 || st.Answered != 1 {
				t.Errorf("stats %+v", st)
			}
		})
	}
}

// A late answer to an earlier decision is skipped; lines that are not
// answers, and a line past MaxLine, are bad answers (an error the table
// falls back on), told safely.
func TestBadAnswers(t *testing.T) {
	v := turnView(t)
	long := `{"id":1,"action":"` + strings.Repeat("x", MaxLine) + `"}`
	for _, c := range []struct {
		name  string
		lines func(m act) []string
		check func(error) bool
	}{
		{"late then good", func(m act) []string {
			return []string{fmt.Sprintf(`{"id":%d,"index":0}`, m.ID+100), fmt.Sprintf(`{"id":%d,"index":1}`, m.ID)}
		}, func(err error) bool { return err == nil }},
		{"not json", func(act) []string { return []string{"\x1b]0;pwned\x07 hello"} }, func(err error) bool {
			var b *BadAnswerError
			return errors.As(err, &b) && safetext.Raw(err.Error()) == ""
		}},
		{"no id", func(act) []string { return []string{`{"action":"0 discard 1m"}`} }, func(err error) bool {
			var b *BadAnswerError
			return errors.As(err, &b)
		}},
		{"not an action", func(m act) []string { return []string{fmt.Sprintf(`{"id":%d,"action":"fold"}`, m.ID)} }, func(err error) bool {
			var b *BadAnswerError
			return errors.As(err, &b)
		}},
		{"index out of range", func(m act) []string { return []string{fmt.Sprintf(`{"id":%d,"index":99}`, m.ID)} }, func(err error) bool {
			var b *BadAnswerError
			return errors.As(err, &b)
		}},
		{"nothing", func(m act) []string { return []string{fmt.Sprintf(`{"id":%d}`, m.ID)} }, func(err error) bool {
			return errors.Is(err, ErrNoAction)
		}},
		{"too long", func(act) []string { return []string{long} }, func(err error) bool { return errors.Is(err, ErrLineTooLong) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _ := fake(t, c.lines)
			_, err := p.Act(within(5*time.Second), v)
			if !c.check(err) {
				t.Errorf("error %v", err)
			}
		})
	}
}

// A program that does not answer is waited for until the table stops
// waiting; one whose output ended fails every decision at once; one that
// stops reading is given up without blocking the table.
func TestSlowDeadStalled(t *testing.T) {
	v := turnView(t)
	slow, _ := fake(t, func(act) []string { return nil })
	start := time.Now()
	if _, err := slow.Act(within(50*time.Millisecond), v); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("slow: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("slow: waited %v", d)
	}
	if st := slow.Stats(); st.Late != 1 {
		t.Errorf("slow stats %+v", st)
	}

	r, w := io.Pipe()
	_ = w.Close() // the program's output ends at once
	dead := NewConn("dead", r, nopCloser{io.Discard}, rules.HKVariant())
	defer dead.Close()
	for range 3 {
		var ee *ExitError
		if _, err := dead.Act(within(5*time.Second), v); !errors.As(err, &ee) {
			t.Fatalf("dead: %v", err)
		}
	}

	_, never := io.Pipe() // nobody reads what the table writes
	out, _ := io.Pipe()
	stalled := NewConn("stalled", out, never, rules.HKVariant())
	defer stalled.Close()
	done := make(chan struct{})
	go func() {
		for range 2 * queueLen {
			stalled.Observe([]rules.Event{{Kind: rules.EvDiscard, Seat: 1, Tile: rules.Tile(3)}})
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("observing a program that does not read blocks")
	}
	if err := stalled.Err(); !errors.Is(err, ErrStalled) {
		t.Errorf("stalled: %v", err)
	}
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// At a table, a program that answers badly, late or not at all falls
// back to the club's choice: every decision is answered, each failure is
// counted, the hand ends.
func TestTableFallsBack(t *testing.T) {
	v := rules.HKVariant()
	for _, c := range []struct {
		name   string
		answer func(m act) []string
	}{
		{"illegal", func(m act) []string {
			return []string{fmt.Sprintf(`{"id":%d,"action":"%d discard 9z"}`, m.ID, m.View.Seat)}
		}},
		{"garbage", func(act) []string { return []string{"???"} }},
		{"silent", func(act) []string { return nil }},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, sent := fake(t, c.answer)
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 11})
			if err != nil {
				t.Fatal(err)
			}
			p.Sit(0)
			var seats, fb [rules.NumSeats]table.Participant
			seats[0] = p
			fb[0] = table.Choose(bot.New(bot.Club, v, 1))
			for s := 1; s < rules.NumSeats; s++ {
				seats[s] = table.Choose(bot.New(bot.Club, v, uint64(s)))
			}
			var limits [rules.NumSeats]time.Duration
			limits[0] = 20 * time.Millisecond
			tb := table.New(g, seats, table.Options{Fallback: fb, Limit: limits})
			if err := tb.PlayHand(context.Background()); err != nil {
				t.Fatal(err)
			}
			asked := p.Stats().Asked
			if n := tb.Fallbacks()[0]; n == 0 || n != asked {
				t.Errorf("%d fallbacks for %d decisions", n, asked)
			}
			if ph := g.Phase(); ph != rules.PhaseHandOver && ph != rules.PhaseGameOver {
				t.Errorf("phase %v", ph)
			}
			// The program followed the hand: its seat's events, hidden
			// tiles of the others hidden.
			events := 0
			for len(sent) > 0 {
				var m eventsMsg
				line := <-sent
				if json.Unmarshal([]byte(line), &m) != nil || m.Type != "events" {
					continue
				}
				events++
				for _, e := range m.Events {
					if e.Kind == rules.EvDraw && e.Seat != 0 && e.Tile != rules.NoTile {
						t.Fatalf("seat 0 was shown seat %d's draw: %s", e.Seat, line)
					}
				}
			}
			if events == 0 {
				t.Error("no events sent")
			}
		})
	}
}
