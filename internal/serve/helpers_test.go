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
	"github.com/mahjong-tui/mahjong/rules"
)

// syncBuffer is a log buffer written from many goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testConfig is a server's configuration for a test: its own
// directories, no pacing, a fixed seed, the log kept.
func testConfig(t *testing.T, dir string) (Config, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	return Config{
		Listen: "127.0.0.1:0", StateDir: dir + "/state", DataDir: dir + "/data",
		Pace: -1, Seed: func() uint64 { return 7 },
		Log: slog.New(slog.NewTextHandler(logs, nil)),
	}, logs
}

// newTestServer makes a server that is not listening (its sessions are
// fakeClients).
func newTestServer(t *testing.T, dir string, mod func(*Config)) (*Server, *syncBuffer) {
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
	cl.hangUp = cancel
	cl.exit = func(int) { cancel() }
	cl.ping = func() error { return nil }
	f := &fakeClient{cl: cl, msgs: make(chan tea.Msg, 100000), cancel: cancel}
	go cl.out.run(func(m tea.Msg) { f.msgs <- m }, cl.done)
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

// person answers a session's decisions with a club bot's choice, and
// checks that nothing it is sent shows a tile another seat hides. It
// stops at the end of the hand (or when stop is closed).
type person struct {
	t    *testing.T
	f    *fakeClient
	r    *room
	seat rules.Seat
	b    bot.Bot
	// answered counts the decisions answered; views the views received.
	mu       sync.Mutex
	answered int
	views    int
	handOver bool
	// onward: at the end of a hand the person asks for the next one and
	// plays on (play then returns only when stop is closed).
	onward bool
	// limit, when set, is the number of decisions answered: the person
	// then stops answering.
	limit int
}

func newPerson(t *testing.T, f *fakeClient, r *room, seat rules.Seat) *person {
	v, err := rules.NewVariant(r.cfg.Rules, r.cfg.Options)
	if err != nil {
		t.Fatal(err)
	}
	return &person{t: t, f: f, r: r, seat: seat, b: bot.New(bot.Club, v, uint64(seat)+100)}
}

// checkView fails on a view showing a concealed hand of another seat
// while the hand is played (open hands aside).
func checkView(t *testing.T, seat rules.Seat, v rules.View) {
	t.Helper()
	if v.Seat != seat {
		t.Errorf("seat %d sent the view of seat %d", seat, v.Seat)
	}
	if v.Open || v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver {
		return
	}
	for s, p := range v.Players {
		if rules.Seat(s) != seat && (p.Concealed != nil || p.Drawn != rules.NoTile) {
			t.Fatalf("seat %d is shown seat %d's concealed tiles: %v %v", seat, s, p.Concealed, p.Drawn)
		}
	}
}

// checkEvents fails on an event showing a tile another seat hides.
func checkEvents(t *testing.T, seat rules.Seat, evs []rules.Event) {
	t.Helper()
	for _, e := range evs {
		if e.Private && e.Seat != seat && (e.Tile != rules.NoTile || e.Tiles != nil) {
			t.Fatalf("seat %d is shown seat %d's hidden tile: %v", seat, e.Seat, e)
		}
	}
}

// handle takes one message; false once the hand is over.
func (p *person) handle(m tea.Msg) {
	switch m := m.(type) {
	case syncMsg:
		checkView(p.t, p.seat, m.view)
		checkEvents(p.t, p.seat, m.history)
	case eventsMsg:
		checkView(p.t, p.seat, m.view)
		checkEvents(p.t, p.seat, m.evs)
		p.mu.Lock()
		p.views++
		over := m.view.Phase == rules.PhaseHandOver || m.view.Phase == rules.PhaseGameOver
		p.handOver = over && !p.onward
		p.mu.Unlock()
		if over && p.onward {
			p.r.choose(p.f.cl, 0, rules.Action{Kind: rules.ActNextHand, Tile: rules.NoTile})
		}
	case decisionMsg:
		checkView(p.t, p.seat, m.view)
		p.mu.Lock()
		enough := p.limit > 0 && p.answered >= p.limit
		p.mu.Unlock()
		if enough {
			return
		}
		a := p.b.Act(m.view)
		p.r.choose(p.f.cl, m.seq, a)
		p.mu.Lock()
		p.answered++
		p.mu.Unlock()
	}
}

// play answers until the hand is over or stop is closed.
func (p *person) play(stop <-chan struct{}) {
	for {
		select {
		case m := <-p.f.msgs:
			p.handle(m)
			p.mu.Lock()
			over := p.handOver
			p.mu.Unlock()
			if over {
				return
			}
		case <-stop:
			return
		}
	}
}

// counts returns the decisions answered and the views received.
func (p *person) counts() (answered, views int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.answered, p.views
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
