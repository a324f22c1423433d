package table

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// randomPlayer plays a random legal action (a win whenever it can),
// deterministic from its seed; it counts the times it was asked.
type randomPlayer struct {
	rng   *rand.Rand
	asked atomic.Int64
}

func newRandom(seed uint64) *randomPlayer {
	return &randomPlayer{rng: rand.New(rand.NewPCG(seed, 7))}
}

func (p *randomPlayer) Act(_ context.Context, v rules.View) (rules.Action, error) {
	p.asked.Add(1)
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin {
			return a, nil
		}
	}
	return v.Legal[p.rng.IntN(len(v.Legal))], nil
}

// recorder is an observing random player: it keeps every event it is
// handed.
type recorder struct {
	*randomPlayer
	mu  sync.Mutex
	evs []rules.Event
}

func (r *recorder) Observe(evs []rules.Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.evs = append(r.evs, evs...)
}

func (r *recorder) events() []rules.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.evs)
}

func newGame(t *testing.T, name string, seed uint64) *rules.Game {
	t.Helper()
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// errEnough stops Run after a few hands (random players seldom win: a
// whole game of drawn hands would last thousands of hands).
var errEnough = errors.New("enough hands")

// stopAfter is a BetweenHands that ends Run when hand n is over (every
// game is shorter with family's single hand).
func stopAfter(n int, calls *int) func(context.Context) error {
	return func(context.Context) error {
		*calls++
		if *calls >= n {
			return errEnough
		}
		return nil
	}
}

// run is Run stopped after three hands.
func run(t *testing.T, tb *Table, calls *int) {
	t.Helper()
	tb.opts.BetweenHands = stopAfter(3, calls)
	if err := tb.Run(context.Background()); err != nil && !errors.Is(err, errEnough) {
		t.Fatal(err)
	}
}

func randomSeats(seed uint64) [rules.NumSeats]Participant {
	var seats [rules.NumSeats]Participant
	for s := range seats {
		seats[s] = newRandom(seed*4 + uint64(s))
	}
	return seats
}

// firstDecision is the table's first decision: the dealer's opening turn.
func firstDecision(t *testing.T, tb *Table) Decision {
	t.Helper()
	d, ok := tb.Next()
	if !ok || d.Seat != tb.Game().Turn() || len(d.View.Legal) == 0 {
		t.Fatalf("first decision %+v, %v", d, ok)
	}
	return d
}

// A participant that fails is replaced by its fallback, whatever the way
// it fails: an error, an illegal answer, no answer within its time limit.
// The fallback is counted for the seat and reported with its reason.
func TestFallback(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	boom := errors.New("line dropped")
	cases := []struct {
		name string
		p    Participant
		want func(error) bool
	}{
		{"error", Func(func(context.Context, rules.View) (rules.Action, error) { return rules.Action{}, boom }),
			func(err error) bool { return errors.Is(err, boom) }},
		{"illegal", Func(func(_ context.Context, v rules.View) (rules.Action, error) {
			return rules.Action{Kind: rules.ActPung, Tile: rules.NoTile}, nil
		}), func(err error) bool {
			var ie *IllegalAnswerError
			return errors.As(err, &ie) && ie.Action.Kind == rules.ActPung
		}},
		{"another seat's action", Func(func(_ context.Context, v rules.View) (rules.Action, error) {
			a := v.Legal[0]
			a.Kind = rules.ActNextHand
			return a, nil
		}), func(err error) bool { var ie *IllegalAnswerError; return errors.As(err, &ie) }},
		{"too slow, ignoring its context", Func(func(context.Context, rules.View) (rules.Action, error) {
			<-block
			return rules.Action{}, nil
		}), func(err error) bool { return errors.Is(err, ErrTimeout) }},
		{"too slow, honouring its context", Func(func(ctx context.Context, _ rules.View) (rules.Action, error) {
			<-ctx.Done()
			return rules.Action{}, ctx.Err()
		}), func(err error) bool { return errors.Is(err, ErrTimeout) }},
		{"empty seat", nil, func(err error) bool { return errors.Is(err, ErrEmptySeat) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, "hk", 11)
			dealer := g.Turn()
			seats := randomSeats(1)
			seats[dealer] = c.p
			// The fallback discards the last legal action's tile: not the
			// first legal action, so that its answer is told apart.
			var fb [rules.NumSeats]Participant
			fb[dealer] = Func(func(_ context.Context, v rules.View) (rules.Action, error) { return v.Legal[len(v.Legal)-1], nil })
			var why []error
			var limit [rules.NumSeats]time.Duration
			limit[dealer] = 20 * time.Millisecond
			tb := New(g, seats, Options{Fallback: fb, Limit: limit,
				FellBack: func(s rules.Seat, err error) {
					if s != dealer {
						t.Errorf("fallback reported for seat %d", s)
					}
					why = append(why, err)
				}})
			d := firstDecision(t, tb)
			ans, err := tb.Ask(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			if want := d.View.Legal[len(d.View.Legal)-1]; ans.Action != want {
				t.Errorf("played %v, want the fallback's %v", ans.Action, want)
			}
			if !c.want(ans.Fallback) || len(why) != 1 || why[0] != ans.Fallback {
				t.Errorf("reason %v, reported %v", ans.Fallback, why)
			}
			if err := tb.Play(d, ans.Action); err != nil {
				t.Fatal(err)
			}
			if n := tb.Fallbacks(); n[dealer] != 1 || n[(dealer+1)&3] != 0 {
				t.Errorf("fallbacks %v", n)
			}
		})
	}
}

// A fallback that fails too leaves the first legal action; a participant
// that answers is not counted.
func TestFallbackOfLastResort(t *testing.T) {
	g := newGame(t, "classic", 3)
	dealer := g.Turn()
	seats := randomSeats(2)
	bad := Func(func(context.Context, rules.View) (rules.Action, error) { return rules.Action{}, errors.New("no") })
	seats[dealer] = bad
	var fb [rules.NumSeats]Participant
	fb[dealer] = bad
	tb := New(g, seats, Options{Fallback: fb})
	d := firstDecision(t, tb)
	ans, err := tb.Ask(context.Background(), d)
	if err != nil || ans.Action != d.View.Legal[0] || ans.Fallback == nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	if err := tb.Play(d, ans.Action); err != nil {
		t.Fatal(err)
	}
	d, _ = tb.Next()
	ans, err = tb.Ask(context.Background(), d)
	if err != nil || ans.Fallback != nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	var want [rules.NumSeats]int
	want[dealer] = 1
	if n := tb.Fallbacks(); n != want {
		t.Errorf("fallbacks %v", n)
	}
}

// When the caller gives up (its context ends), Ask answers nothing and
// counts no fallback; Run stops with the context's error.
func TestCancelled(t *testing.T) {
	g := newGame(t, "hk", 5)
	seats := randomSeats(3)
	started := make(chan struct{})
	seats[g.Turn()] = Func(func(ctx context.Context, _ rules.View) (rules.Action, error) {
		close(started)
		<-ctx.Done()
		return rules.Action{}, ctx.Err()
	})
	tb := New(g, seats, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- tb.Run(ctx) }()
	<-started
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("Run: %v", err)
	}
	if tb.Move() != 0 || tb.Fallbacks() != [4]int{} {
		t.Errorf("move %d, fallbacks %v", tb.Move(), tb.Fallbacks())
	}
}

// Every seat sees the events of the game as its seat may: its own draws
// and deal, never another seat's (Redact), and the opening of a fresh
// game; a spectator sees no hidden tile at all. Over whole games of every
// rule set, each seat receives exactly the events of the game redacted
// for it.
func TestRedactedEvents(t *testing.T) {
	for _, name := range rules.VariantNames() {
		t.Run(name, func(t *testing.T) {
			g := newGame(t, name, 21)
			var recs [rules.NumSeats]*recorder
			var seats [rules.NumSeats]Participant
			for s := range seats {
				recs[s] = &recorder{randomPlayer: newRandom(uint64(40 + s))}
				seats[s] = recs[s]
			}
			// The whole game unredacted, from a copy played alongside.
			shadow := g.Clone()
			all := shadow.OpeningEvents(rules.NoSeat)
			tb := New(g, seats, Options{Applied: func(_ *rules.Game, a rules.Action) {
				evs, err := shadow.Apply(a)
				if err != nil {
					t.Errorf("shadow: %v", err)
				}
				for _, e := range evs {
					all = append(all, e.Clone())
				}
			}})
			spec := &recorder{randomPlayer: newRandom(0)}
			stop := tb.Watch(spec)
			defer stop()
			var hands int
			run(t, tb, &hands)
			private := 0
			for s, r := range recs {
				private += sameEvents(t, rules.Seat(s), r.events(), all)
			}
			if private == 0 {
				t.Error("no hidden event was checked")
			}
			seen := spec.events()
			if len(seen) == 0 {
				t.Fatal("the spectator saw nothing")
			}
			for _, e := range seen {
				if e.Private && (e.Tile != rules.NoTile || e.Tiles != nil) {
					t.Fatalf("the spectator sees a hidden tile: %v", e)
				}
			}
		})
	}
}

// sameEvents checks that a seat received exactly the game's events
// (all) redacted for it, and that no hidden tile of another seat is among
// them; it returns the number of other seats' hidden events checked.
func sameEvents(t *testing.T, seat rules.Seat, got, all []rules.Event) (private int) {
	t.Helper()
	if len(got) != len(all) {
		t.Fatalf("seat %d received %d events, the game made %d", seat, len(got), len(all))
	}
	for i, e := range got {
		want := all[i].Redact(seat)
		if e.Kind != want.Kind || e.Seat != want.Seat || e.Tile != want.Tile || !slices.Equal(e.Tiles, want.Tiles) {
			t.Fatalf("seat %d event %d: %v, want %v", seat, i, e, want)
		}
		if e.Private && e.Seat != seat {
			private++
			if e.Tile != rules.NoTile || e.Tiles != nil {
				t.Fatalf("seat %d sees seat %d's hidden tile: %v", seat, e.Seat, e)
			}
		}
	}
	return private
}

// A seat handed to another participant is asked through it from its next
// decision on; the one it replaced is not asked again. A decision already
// being asked when the seat changes hands is answered by the participant
// asked.
func TestSwapAtBoundary(t *testing.T) {
	g := newGame(t, "hk", 8)
	seats := randomSeats(4)
	const seat = rules.Seat(2)
	person := seats[seat].(*randomPlayer)
	bot := newRandom(99)
	tb := New(g, seats, Options{})
	ctx := context.Background()
	step := func() {
		t.Helper()
		if ok, err := tb.Step(ctx); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	// The person answers, then leaves: from the next decision on the bot
	// answers.
	for person.asked.Load() == 0 {
		step()
	}
	if old := tb.Swap(seat, bot); old != person {
		t.Fatalf("Swap returned %v", old)
	}
	asked := person.asked.Load()
	for bot.asked.Load() < 3 {
		step()
	}
	if person.asked.Load() != asked {
		t.Fatal("the seat's former participant was asked after the swap")
	}
	// The person comes back while the seat is being asked: the answer
	// being waited for is the one asked (here a slow bot's), the person
	// answers the seat's next decision.
	for {
		d, ok := tb.Next()
		if !ok {
			t.Fatal("the hand ended before the seat was asked again")
		}
		if d.Seat == seat {
			break
		}
		step()
	}
	release := make(chan struct{})
	thinking := make(chan struct{})
	slow := Func(func(ctx context.Context, v rules.View) (rules.Action, error) {
		close(thinking)
		<-release
		return bot.Act(ctx, v)
	})
	tb.Swap(seat, slow)
	done := make(chan error)
	go func() {
		_, err := tb.Step(ctx)
		done <- err
	}()
	<-thinking
	tb.Swap(seat, person)
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if person.asked.Load() != asked {
		t.Fatal("the returning person was asked the decision the bot was answering")
	}
	for person.asked.Load() == asked {
		step()
	}
	if n := tb.Fallbacks(); n != [4]int{} {
		t.Errorf("fallbacks %v", n)
	}
}

// An answer to a decision the table has moved past is refused and
// changes nothing; an illegal answer given to Play is the engine's
// error.
func TestStaleAndIllegalPlay(t *testing.T) {
	g := newGame(t, "pow2", 6)
	tb := New(g, randomSeats(5), Options{})
	d := firstDecision(t, tb)
	if err := tb.Play(d, rules.Action{Kind: rules.ActPung, Tile: rules.NoTile}); err == nil {
		t.Fatal("an illegal answer was played")
	}
	ans, _ := tb.Ask(context.Background(), d)
	if err := tb.Play(d, ans.Action); err != nil {
		t.Fatal(err)
	}
	if err := tb.Play(d, ans.Action); !errors.Is(err, ErrStale) {
		t.Fatalf("second answer: %v", err)
	}
	if tb.Move() != 1 || len(g.Actions()) != 1 {
		t.Errorf("move %d, %d actions", tb.Move(), len(g.Actions()))
	}
	if err := tb.NextHand(0); !errors.Is(err, ErrHandNotOver) {
		t.Errorf("NextHand mid-hand: %v", err)
	}
}

// Asking a window's seats together plays the same game as asking them in
// turn (the answers are applied in the window's order); Run plays hand
// after hand, BetweenHands called between them, to the end of the game.
func TestAskTogetherAndRun(t *testing.T) {
	for _, name := range rules.VariantNames() {
		play := func(together bool) (*rules.Game, int) {
			g := newGame(t, name, 77)
			between := 0
			tb := New(g, randomSeats(6), Options{AskTogether: together, LastAsked: 3})
			run(t, tb, &between)
			return g, between
		}
		a, na := play(false)
		b, nb := play(true)
		if !slices.Equal(a.Actions(), b.Actions()) {
			t.Errorf("%s: asked together, the game differs", name)
		}
		if na != a.HandNumber()+1 && !a.Over() || nb != na {
			t.Errorf("%s: BetweenHands called %d and %d times, hand %d", name, na, nb, a.HandNumber())
		}
		if name == rules.VariantFamily && (!a.Over() || na != 0) {
			t.Errorf("family: Run did not play its game to the end")
		}
	}
}

// Several tables at once, each run from its own goroutine while others
// swap its seats, read its views and watch it: the race detector checks
// the locking, and every game ends.
func TestConcurrentTables(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			g := newGame(t, rules.VariantNames()[i%len(rules.VariantNames())], uint64(100+i))
			seats := randomSeats(uint64(i))
			rec := &recorder{randomPlayer: newRandom(uint64(i))}
			seats[1] = rec
			tb := New(g, seats, Options{AskTogether: i%2 == 0, Limit: [4]time.Duration{1: time.Minute}})
			ctx, cancel := context.WithCancel(context.Background())
			var side sync.WaitGroup
			side.Go(func() {
				spare := [2]Participant{newRandom(1), rec}
				for k := 0; ctx.Err() == nil; k++ {
					tb.Swap(1, spare[k%2])
					_ = tb.View(rules.Seat(k & 3))
					_ = tb.Fallbacks()
					tb.Read(func(g *rules.Game) { _ = g.Phase() })
					stop := tb.Watch(&recorder{randomPlayer: newRandom(0)})
					stop()
					time.Sleep(50 * time.Microsecond)
				}
			})
			var hands int
			tb.opts.BetweenHands = stopAfter(2, &hands)
			err := tb.Run(ctx)
			cancel()
			side.Wait()
			if err != nil && !errors.Is(err, errEnough) || err == nil && !g.Over() {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}

// reader is an observer that reads the table each time it is handed
// events, and checks they come in the order the actions were applied.
type reader struct {
	tb   *Table
	seat rules.Seat
	mu   sync.Mutex
	evs  []rules.Event
	bad  string
}

func (r *reader) Act(_ context.Context, v rules.View) (rules.Action, error) {
	return v.Legal[len(v.Legal)/2], nil // stateless: two goroutines may ask it at once
}

func (r *reader) Observe(evs []rules.Event) {
	if r.tb == nil {
		return // the opening, handed out by New
	}
	v := r.tb.View(r.seat) // reading the table from an observer does not block
	r.mu.Lock()
	defer r.mu.Unlock()
	if v.Seat != r.seat {
		r.bad = "wrong view"
	}
	r.evs = append(r.evs, evs...)
}

// Two goroutines drive one table at once (as a served table's game loop
// and a session would): each decision is applied once (the other answer
// is stale), every observer is handed every action's events, in order,
// and may read the table while it is.
func TestTwoDrivers(t *testing.T) {
	g := newGame(t, "classic", 12)
	var seats [rules.NumSeats]Participant
	var readers [rules.NumSeats]*reader
	for s := range seats {
		readers[s] = &reader{seat: rules.Seat(s)}
		seats[s] = readers[s]
	}
	var order []rules.Action
	shadow := g.Clone()
	var all []rules.Event
	tb := New(g, seats, Options{Applied: func(_ *rules.Game, a rules.Action) {
		order = append(order, a)
		evs, err := shadow.Apply(a)
		if err != nil {
			t.Error(err)
		}
		for _, e := range evs {
			all = append(all, e.Clone())
		}
	}})
	for _, r := range readers {
		r.tb = tb
	}
	var wg sync.WaitGroup
	var stale atomic.Int64
	for range 2 {
		wg.Go(func() {
			for {
				ok, err := tb.Step(context.Background())
				if errors.Is(err, ErrStale) {
					stale.Add(1)
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				if !ok {
					return
				}
			}
		})
	}
	wg.Wait()
	if !tb.over() || !slices.Equal(order, g.Actions()) {
		t.Fatalf("over %v; %d actions applied, %d in the game", tb.over(), len(order), len(g.Actions()))
	}
	for s, r := range readers {
		if r.bad != "" {
			t.Errorf("seat %d: %s", s, r.bad)
		}
		sameEvents(t, rules.Seat(s), r.evs, all)
	}
	t.Logf("%d actions, %d stale answers", len(order), stale.Load())
}
