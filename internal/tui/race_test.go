package tui

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// Eight tables at once in one process, each with its own screen model,
// language (English and French mixed), tile style and terminal size:
// four local games (the App runs its table and asks its bots in
// commands) and four served tables (a table run in the background, a
// person's Session and a spectator's), every model driven through its
// own message loop, every hand played to its score sheet. Under the race
// detector (make test) it shows the screens share nothing they write.
func TestEightTables(t *testing.T) {
	sizes := [][2]int{{80, 24}, {100, 30}, {120, 40}}
	langs := []string{"en", "fr"}
	heading := map[string]string{"en": "Hand 1 ·", "fr": "Manche 1 ·"}
	var wg sync.WaitGroup
	for i := range 8 {
		names := rules.VariantNames()
		s := testSettings(names[i%len(names)], uint64(100+i))
		s.Lang, s.Tiles = langs[i%2], TileStyles[i%len(TileStyles)]
		s.Coach, s.Seat = i%3 == 0, rules.Seat(i%4)
		s.Bots = seat.QuickLevels()[i%len(seat.QuickLevels())]
		size := sizes[i%len(sizes)]
		name := fmt.Sprintf("table %d (%s, %s, %s, %dx%d)", i, s.Rules, s.Lang, s.Tiles, size[0], size[1])
		wg.Go(func() {
			var err error
			if i%2 == 0 {
				err = playLocal(s, size)
			} else {
				err = playServed(s, size, heading[s.Lang])
			}
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
		})
	}
	wg.Wait()
}

// playLocal plays a hand of a local game to its score sheet.
func playLocal(s Settings, size [2]int) error {
	s.SkipMenu = true
	a, err := New(s, Options{})
	if err != nil {
		return err
	}
	a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
	if !newLoop().play(a, func() []string { return personKeys(a) }, func() bool { return a.front.ID() == sheet.ID }, 60*time.Second) {
		return fmt.Errorf("no score sheet:\n%s", content(a))
	}
	return nil
}

// playServed plays a hand of a served table to the person's and the
// spectator's score sheets, the table run in the background.
func playServed(s Settings, size [2]int, heading string) error {
	v, err := s.Variant()
	if err != nil {
		return err
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: s.Seed})
	if err != nil {
		return err
	}
	var seats [rules.NumSeats]table.Participant
	for seat := range rules.Seat(rules.NumSeats) {
		seats[seat] = table.Choose(bot.New(s.Bots, v, uint64(seat)))
	}
	tb := table.New(g, seats, table.Options{AskTogether: true})
	person, err := NewSession(s, SessionOptions{Table: tb, Seat: s.Seat})
	if err != nil {
		return err
	}
	tb.Swap(s.Seat, person)
	spec, err := NewSession(s, SessionOptions{Table: tb, Seat: rules.NoSeat})
	if err != nil {
		return err
	}
	defer tb.Watch(spec)()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	played := make(chan error, 1)
	go func() { played <- tb.PlayHand(ctx) }()
	errs := make(chan error, 2)
	for _, sess := range []*Session{person, spec} {
		go func() {
			a := sess.Model().(*App)
			l := newLoop()
			a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			sess.Attach(l.send)
			if !l.play(a, func() []string { return personKeys(a) }, func() bool { return a.front.ID() == sheet.ID }, 60*time.Second) {
				errs <- fmt.Errorf("seat %v: no score sheet:\n%s", sess.Seat(), content(a))
				return
			}
			if c := content(a); !strings.Contains(c, heading) {
				errs <- fmt.Errorf("seat %v: the sheet is not in the session's language:\n%s", sess.Seat(), c)
				return
			}
			errs <- nil
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			cancel()
			return err
		}
	}
	return <-played
}
