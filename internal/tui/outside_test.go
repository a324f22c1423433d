package tui

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
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

func (f *failing) Name() string { return "failing" }

func (f *failing) Close() error { return nil }

func (f *failing) Observe(evs []rules.Event) { f.mu.Lock(); f.events += len(evs); f.mu.Unlock() }

func (f *failing) Act(context.Context, rules.View) (rules.Action, error) {
	f.mu.Lock()
	f.asked++
	f.mu.Unlock()
	return rules.Action{}, errors.New("no")
}

// An outside participant sits at the bot seat the list gives it (places
// count from the seat after the person's, in turn order), follows the
// game's events, and the club bot answers each decision it fails: the
// hand is played to its end.
func TestOutsideSeat(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 3)
	s.Seat, s.Bots = 1, bot.Expert
	f := &failing{}
	var fallbacks []bot.Level
	opts := Options{Limit: time.Second,
		Bots: func(l bot.Level, _ rules.Variant, _ uint64) bot.Bot {
			fallbacks = append(fallbacks, l)
			return passBot{}
		},
		Seats: seat.List{seat.OfLevel(bot.Beginner), seat.Exec("./failing"), seat.OfLevel(bot.Beginner)},
		Start: func(path string, v rules.Variant) (seat.Outsider, error) {
			if path != "./failing" || v.Name != "hk" {
				t.Fatalf("started %q for %s", path, v.Name)
			}
			return f, nil
		}}
	g, err := rules.NewGame(rules.Config{Variant: rules.HKVariant(), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m, err := play.NewMatch(g, s, &play.Seats{Seater: opts.seater(), List: opts.Seats})
	if err != nil {
		t.Fatal(err)
	}
	if m.Table().Seat(3) != seat.Outsider(f) || f.seat != 3 {
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
	// Seats 0 and 2 are bots of the settings' level (whatever the list
	// says of them), seat 3's bot the club.
	if want := []bot.Level{s.Bots, s.Bots, bot.Club}; !slices.Equal(fallbacks, want) {
		t.Errorf("bots made at levels %v, want %v", fallbacks, want)
	}
}

func seatOf(m *Match, o seat.Outsider) rules.Seat {
	for s := range rules.Seat(rules.NumSeats) {
		if m.Table().Seat(s) == o {
			return s
		}
	}
	return rules.NoSeat
}
