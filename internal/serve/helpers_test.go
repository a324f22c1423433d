package serve

import (
	"bytes"
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/testproc"
	"github.com/mahjong-tui/mahjong/rules"
)

// testConfig is a server's configuration for a test: its own
// directories, no pacing, a fixed seed, the log kept.
func testConfig(t *testing.T, dir string) (Config, *testproc.Buffer) {
	t.Helper()
	logs := &testproc.Buffer{}
	return Config{
		Listen: "127.0.0.1:0", StateDir: dir + "/state", DataDir: dir + "/data",
		Pace: -1, Seed: func() uint64 { return 7 },
		Log: slog.New(slog.NewTextHandler(logs, nil)),
	}, logs
}

// newTestServer makes a server that is not listening (its sessions are
// fakeClients).
func newTestServer(t *testing.T, dir string, mod func(*Config)) (*Server, *testproc.Buffer) {
	t.Helper()
	cfg, logs := testConfig(t, dir)
	if mod != nil {
		mod(&cfg)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s, logs
}

// fakeClient is a session without SSH: the messages its program would
// get arrive on msgs.
type fakeClient struct {
	cl     *client
	msgs   chan tea.Msg
	cancel context.CancelFunc
	mu     sync.Mutex
	people []*person
}

// connect makes a session of a person (key "" : none).
func connect(t *testing.T, s *Server, name, key string) *fakeClient {
	t.Helper()
	pl := player{Name: name, Key: key, ID: "name-" + name}
	if key != "" {
		pl.ID = "key-" + key
	}
	cl := s.makeClient(pl, "127.0.0.1", command{}, "en", nil)
	ctx, cancel := context.WithCancel(context.Background())
	cl.ctx, cl.errOut = ctx, &bytes.Buffer{}
	// The line closing ends the session, as the server's gate does.
	cl.hangUp = func() {
		cancel()
		go cl.close()
	}
	cl.exit = func(int) { cl.hangUp() }
	cl.ping = func() error { return nil }
	f := &fakeClient{cl: cl, msgs: make(chan tea.Msg, 100000), cancel: cancel}
	go cl.out.run(func(m tea.Msg) { f.msgs <- m }, cl.done)
	f.links(t, nil)
	return f
}

// hangUp drops the line: the session ends as a dropped connection does.
func (f *fakeClient) hangUp() {
	f.cancel()
	f.cl.close()
}

// next waits for the next message of type T (others are passed to
// seen, when set).
func next[T tea.Msg](t *testing.T, f *fakeClient, seen func(tea.Msg)) T {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case m := <-f.msgs:
			if x, ok := m.(T); ok {
				return x
			}
			if seen != nil {
				seen(m)
			}
		case <-deadline:
			var zero T
			t.Fatalf("%s: no %T came", f.cl.pl.Name, zero)
			return zero
		}
	}
}

// person is a session's link at a table in the tests: it answers the
// seat's decisions with a club bot's choice (up to limit: then it keeps
// the table waiting), and checks that nothing it is handed shows a tile
// another seat hides.
type person struct {
	t      *testing.T
	r      *room
	seat   rules.Seat
	b      bot.Bot
	closed chan struct{}
	once   sync.Once

	mu       sync.Mutex
	answered int
	views    int
	handOver bool
	// onward: at the end of a hand the person asks for the next one.
	onward bool
	// limit, when not 0, is the number of decisions answered (-1: none):
	// the person then keeps the table waiting.
	limit int
	// waiting is closed when the table waits for the person.
	waiting  chan struct{}
	waitOnce sync.Once
}

// Act answers with the bot's choice, or waits (limit).
func (p *person) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	checkView(p.t, p.seat, v)
	p.mu.Lock()
	enough := p.limit < 0 || p.limit > 0 && p.answered >= p.limit
	p.mu.Unlock()
	if enough {
		p.waitOnce.Do(func() { close(p.waiting) })
	}
	if enough {
		select {
		case <-ctx.Done():
			return rules.Action{}, ctx.Err()
		case <-p.closed:
			return rules.Action{}, errLeft
		}
	}
	a := p.b.Act(v)
	p.mu.Lock()
	p.answered++
	p.mu.Unlock()
	return a, nil
}

// Observe checks the events and the seat's view after them.
func (p *person) Observe(evs []rules.Event) {
	checkEvents(p.t, p.seat, evs)
	v := p.r.t.View(p.seat)
	checkView(p.t, p.seat, v)
	over := v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver
	p.mu.Lock()
	p.views++
	p.handOver = p.handOver || over
	onward := p.onward
	p.mu.Unlock()
	if over && onward {
		go p.r.ready(p.seat)
	}
}

// Close ends the link.
func (p *person) Close() { p.once.Do(func() { close(p.closed) }) }

// counts returns the decisions answered and the actions seen.
func (p *person) counts() (answered, views int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.answered, p.views
}

// over reports whether the person saw a hand end.
func (p *person) over() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.handOver
}

// waitOver waits until the person saw a hand end.
func (p *person) waitOver(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !p.over() {
		if time.Now().After(deadline) {
			t.Fatalf("seat %d: the hand does not end", p.seat)
		}
		time.Sleep(time.Millisecond)
	}
}

// links makes the test links of a fake session: each table it plays at
// gets a person, kept in order; set configures each new one.
func (f *fakeClient) links(t *testing.T, set func(*person)) {
	f.cl.newLink = func(r *room, seat rules.Seat) link {
		v, err := rules.NewVariant(r.cfg.Rules, r.cfg.Options)
		if err != nil {
			t.Error(err)
		}
		p := &person{t: t, r: r, seat: seat, b: bot.New(bot.Club, v, uint64(seat)+100), closed: make(chan struct{}),
			waiting: make(chan struct{})}
		if set != nil {
			set(p)
		}
		if p.onward && seat != rules.NoSeat {
			// Joining while a score sheet is up: read it at once (the
			// table is locked now: later).
			go r.ready(seat)
		}
		f.mu.Lock()
		f.people = append(f.people, p)
		f.mu.Unlock()
		return p
	}
}

// person returns the fake session's latest link.
func (f *fakeClient) person(t *testing.T) *person {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.people) == 0 {
		t.Fatalf("%s has no seat at a table being played", f.cl.pl.Name)
	}
	return f.people[len(f.people)-1]
}

// openTable creates a table and seats the client at it (seat 0), with
// the table's password.
func openTable(t *testing.T, s *Server, f *fakeClient, cfg tableConfig, password string) *room {
	t.Helper()
	cfg.Password = hashPassword(password)
	r, err := s.hall.create(cfg)
	if err != nil {
		t.Fatal(err)
	}
	seat, err := r.join(f.cl, "", password)
	if err != nil || seat != 0 {
		t.Fatalf("creator seated at %d: %v", seat, err)
	}
	f.cl.setRoom(r, seat)
	return r
}

// join seats a client at a table.
func join(t *testing.T, f *fakeClient, r *room, rejoin, password string) rules.Seat {
	t.Helper()
	seat, err := r.join(f.cl, rejoin, password)
	if err != nil {
		t.Fatalf("%s joins: %v", f.cl.pl.Name, err)
	}
	f.cl.setRoom(r, seat)
	return seat
}

// checkView fails on a view showing a concealed hand of another seat
// while the hand is played (open hands aside).
func checkView(t *testing.T, seat rules.Seat, v rules.View) {
	t.Helper()
	if v.Seat != seat {
		t.Errorf("seat %d handed the view of seat %d", seat, v.Seat)
	}
	if v.Open || v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver {
		return
	}
	for s, p := range v.Players {
		if rules.Seat(s) != seat && (p.Concealed != nil || p.Drawn != rules.NoTile) {
			t.Errorf("seat %d is shown seat %d's concealed tiles: %v %v", seat, s, p.Concealed, p.Drawn)
		}
	}
}

// checkEvents fails on an event showing a tile another seat hides.
func checkEvents(t *testing.T, seat rules.Seat, evs []rules.Event) {
	t.Helper()
	for _, e := range evs {
		if e.Private && e.Seat != seat && (e.Tile != rules.NoTile || e.Tiles != nil) {
			t.Errorf("seat %d is shown seat %d's hidden tile: %v", seat, e.Seat, e)
		}
	}
}
