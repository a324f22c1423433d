package tui

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// failing is an outside participant that never answers well: it notes
// its seat, the events it is handed and the decisions it is asked.
type failing struct {
	mu            sync.Mutex
	seat          rules.Seat
	events, asked int
}

func (f *failing) Sit(s rules.Seat) { f.mu.Lock(); f.seat = s; f.mu.Unlock() }

func (f *failing) Observe(evs []rules.Event) { f.mu.Lock(); f.events += len(evs); f.mu.Unlock() }

func (f *failing) Act(context.Context, rules.View) (rules.Action, error) {
	f.mu.Lock()
	f.asked++
	f.mu.Unlock()
	return rules.Action{}, errors.New("no")
}

// An outside participant sits at the bot seat it is given (places count
// from the seat after the person's, in turn order), follows the game's
// events, and the bot of the settings' level answers each decision it
// fails: the hand is played to its end.
func TestOutsideSeat(t *testing.T) {
	s := testSettings("hk", 3)
	s.Seat = 1
	f := &failing{}
	opts := Options{Bots: func(bot.Level, rules.Variant, uint64) bot.Bot { return passBot{} }, OutsideLimit: time.Second,
		Outside: func(i int, v rules.Variant) (Outsider, error) {
			if i == 1 && v.Name == "hk" {
				return f, nil
			}
			return nil, nil
		}}
	g, err := rules.NewGame(rules.Config{Variant: rules.HKVariant(), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := play.NewMatch(g, s, &play.Seats{Bots: opts.Bots, Outside: opts.Outside, OutsideLimit: opts.OutsideLimit})
	if m.Table().Seat(3) != Outsider(f) || f.seat != 3 {
		t.Fatalf("the outside participant sits at %d (told %d), want 3: two places after the person at 1", seatOf(m, f), f.seat)
	}
	for steps := 0; steps < 2000; steps++ {
		d, ok := m.Table().Next()
		if !ok {
			break
		}
		a := d.View.Legal[0]
		if d.Seat != m.Me() {
			ans, err := m.Table().Ask(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			a = ans.Action
		}
		if err := m.Table().Play(d, a); err != nil {
			t.Fatal(err)
		}
	}
	if p := g.Phase(); p != rules.PhaseHandOver && p != rules.PhaseGameOver {
		t.Fatalf("phase %v", p)
	}
	if n := m.Table().Fallbacks()[3]; n == 0 || n != f.asked {
		t.Errorf("%d fallbacks for %d decisions asked", n, f.asked)
	}
	if f.events == 0 {
		t.Error("no event handed to the outside participant")
	}
}

func seatOf(m *Match, o Outsider) rules.Seat {
	for s := range rules.Seat(rules.NumSeats) {
		if m.Table().Seat(s) == o {
			return s
		}
	}
	return rules.NoSeat
}
