package seat

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// made is a bot a test factory made: its level and seed, and the seeds
// it was reset to.
type made struct {
	level  bot.Level
	seed   uint64
	resets []uint64
}

func (m *made) Act(v rules.View) rules.Action { return v.Legal[0] }

// resettable is made that can be reseeded.
type resettable struct{ *made }

func (r resettable) Reset(seed uint64) { r.resets = append(r.resets, seed) }

// factory records the bots it makes.
type factory struct {
	bots      []*made
	resetting bool
}

func (f *factory) make(l bot.Level, _ rules.Variant, seed uint64) bot.Bot {
	m := &made{level: l, seed: seed}
	f.bots = append(f.bots, m)
	if f.resetting {
		return resettable{m}
	}
	return m
}

// fakeProgram is an outside participant that notes its seat and whether
// it was closed.
type fakeProgram struct {
	path   string
	v      rules.Variant
	seat   rules.Seat
	closed bool
	dead   error
}

func (p *fakeProgram) Act(context.Context, rules.View) (rules.Action, error) {
	return rules.Action{}, errors.New("no")
}
func (p *fakeProgram) Observe([]rules.Event) {}
func (p *fakeProgram) Sit(s rules.Seat)      { p.seat = s }
func (p *fakeProgram) Name() string          { return p.path }
func (p *fakeProgram) Close() error          { p.closed = true; return nil }
func (p *fakeProgram) Err() error            { return p.dead }

// starter records the programs it starts; a path "missing" does not
// start.
type starter struct{ started []*fakeProgram }

func (s *starter) start(path string, v rules.Variant) (Outsider, error) {
	if path == "missing" {
		return nil, errors.New("no such file")
	}
	p := &fakeProgram{path: path, v: v, seat: rules.NoSeat}
	s.started = append(s.started, p)
	return p, nil
}

// Seats become participants in one place: the person's seat is the
// caller's; a bot seat's bot (seeded by the seed rule, game seed × 4 +
// seat) plays it; an outside program plays its seat, told which, with
// the club bot as its fallback and its time to answer; a person over
// SSH has a stand-in bot as fallback and no limit.
func TestBuild(t *testing.T) {
	var f factory
	var st starter
	g, err := rules.NewGame(rules.Config{Variant: rules.HKVariant(), Seed: 1234})
	if err != nil {
		t.Fatal(err)
	}
	levels := Levels()
	top := levels[len(levels)-1]
	seats := [rules.NumSeats]Seat{Person(), OfLevel(top), Exec("./mybot"), Away(top)}
	s := Build(ForGame(g, seats), Config{Bots: f.make, Start: st.start})
	if s.Participants[0] != nil || s.Bots[0] != nil || s.Participants[3] != nil {
		t.Errorf("the people's seats are not the caller's: %v", s.Participants)
	}
	if len(f.bots) != 3 {
		t.Fatalf("%d bots made, want 3 (seats 1-3)", len(f.bots))
	}
	for i, want := range []struct {
		seat  rules.Seat
		level bot.Level
	}{{1, top}, {2, DefaultLevel}, {3, top}} {
		b := f.bots[i]
		if b.level != want.level || b.seed != 1234*4+uint64(want.seat) || b.seed != BotSeed(1234, want.seat) || s.Bots[want.seat] != b {
			t.Errorf("seat %d: bot %+v, want level %v, seed %d", want.seat, b, want.level, 1234*4+uint64(want.seat))
		}
	}
	if len(st.started) != 1 || s.Programs[2] != st.started[0] || s.Participants[2] != st.started[0] || st.started[0].seat != 2 {
		t.Fatalf("the program: started %v, seated %v, told seat %d", st.started, s.Programs, st.started[0].seat)
	}
	if s.Options.Fallback[2] == nil || s.Options.Fallback[3] == nil || s.Options.Fallback[1] != nil || s.Options.Fallback[0] != nil {
		t.Errorf("fallbacks %v: want the program's and the remote person's seats", s.Options.Fallback)
	}
	if s.Options.Limit != [rules.NumSeats]time.Duration{2: DefaultLimit} {
		t.Errorf("limits %v: want the program's, %v", s.Options.Limit, DefaultLimit)
	}
	if s.Err() != nil {
		t.Errorf("error %v", s.Err())
	}
	limited := Build(ForGame(g, seats), Config{Bots: f.make, Start: st.start, Limit: time.Minute})
	if limited.Options.Limit[2] != time.Minute {
		t.Errorf("limit %v, want the one given", limited.Options.Limit[2])
	}
}

// A program that cannot start leaves its seat to its bot (the club),
// the table's fallback too, and says so with the seat.
func TestBuildProgramThatCannotStart(t *testing.T) {
	var f factory
	var st starter
	seats := OfLevels(bot.Club, bot.Club, bot.Club, bot.Club)
	seats[1] = Exec("missing")
	s := Build(Game{Variant: rules.HKVariant(), Seats: seats}, Config{Bots: f.make, Start: st.start})
	var se *StartError
	if err := s.Err(); !errors.As(err, &se) || se.Seat != 1 || s.Failed[1] == nil {
		t.Fatalf("error %v", err)
	}
	if s.Participants[1] == nil || s.Options.Fallback[1] == nil || s.Programs[1] != nil || s.Options.Limit[1] != 0 {
		t.Errorf("seat 1: %v, fallback %v", s.Participants[1], s.Options.Fallback[1])
	}
}

// A table of three leaves seat 3 empty, whoever the caller put there.
func TestBuildThreePlayers(t *testing.T) {
	v, err := rules.NewVariant(rules.VariantHK, rules.MustParseOptions("players=3"))
	if err != nil {
		t.Fatal(err)
	}
	var f factory
	s := Build(Game{Variant: v, Seats: OfLevels(bot.Club, bot.Club, bot.Club, bot.Club)}, Config{Bots: f.make})
	if len(f.bots) != 3 || s.Participants[3] != nil || s.Bots[3] != nil {
		t.Errorf("%d bots, seat 3 %v", len(f.bots), s.Participants[3])
	}
}

// A Seater keeps each entry's program while the rules stay the same (it
// follows its entry from seat to seat), starts it again for other rules
// (stopping the old one), and with Restart once it has stopped; Close
// stops what it keeps. With KeepBots an entry's bot is reseeded rather
// than made again.
func TestSeaterKeeps(t *testing.T) {
	f := factory{resetting: true}
	var st starter
	hk, classic := rules.HKVariant(), rules.ClassicVariant()
	seats := OfLevels(bot.Club, bot.Club, bot.Club, bot.Club)
	seats[0] = Exec("./b")
	seeds := [rules.NumSeats]uint64{10, 11, 12, 13}
	tr := NewSeater(Config{Bots: f.make, Start: st.start, KeepBots: true, Restart: true})
	tr.Seat(Game{Variant: hk, Seats: seats, Seeds: seeds}, inOrder)
	// The next game: every entry one seat on.
	var turned [rules.NumSeats]Seat
	var entries [rules.NumSeats]int
	for s := range turned {
		entries[s] = (s + 3) % 4
		turned[s] = seats[entries[s]]
	}
	s2 := tr.Seat(Game{Variant: hk, Seats: turned, Seeds: seeds}, entries)
	if len(st.started) != 1 || s2.Programs[1] != st.started[0] || st.started[0].seat != 1 {
		t.Fatalf("the program was not kept for its entry: %d started, at %v", len(st.started), s2.Programs)
	}
	if len(f.bots) != 4 || f.bots[0].resets[0] != 11 || len(f.bots[1].resets) != 1 {
		t.Errorf("bots made %d (want 4, reseeded): %+v", len(f.bots), f.bots)
	}
	st.started[0].dead = errors.New("exited")
	tr.Seat(Game{Variant: hk, Seats: seats, Seeds: seeds}, inOrder)
	if len(st.started) != 2 || !st.started[0].closed {
		t.Fatalf("a program that stopped was not started again: %d started", len(st.started))
	}
	tr.Seat(Game{Variant: classic, Seats: seats, Seeds: seeds}, inOrder)
	if len(st.started) != 3 || !st.started[1].closed || st.started[2].v.Name != "classic" || len(f.bots) != 8 {
		t.Fatalf("other rules: %d started, %d bots", len(st.started), len(f.bots))
	}
	if err := tr.Close(); err != nil || !st.started[2].closed {
		t.Errorf("Close: %v, closed %v", err, st.started[2].closed)
	}
	// Without Restart a stopped program keeps its seat (its fallback
	// answers); without KeepBots every game has new bots.
	var g factory
	var st2 starter
	plain := NewSeater(Config{Bots: g.make, Start: st2.start})
	plain.Seat(Game{Variant: hk, Seats: seats, Seeds: seeds}, inOrder)
	st2.started[0].dead = errors.New("exited")
	plain.Seat(Game{Variant: hk, Seats: seats, Seeds: seeds}, inOrder)
	if len(st2.started) != 1 || len(g.bots) != 8 {
		t.Errorf("without Restart nor KeepBots: %d started, %d bots", len(st2.started), len(g.bots))
	}
}
