package table

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// Participant answers for one seat when the table asks.
type Participant interface {
	// Act returns one of v.Legal, v being the seat's own view. ctx is
	// done when the table stops waiting (the seat's time limit, the
	// caller giving up): Act should then return promptly.
	Act(ctx context.Context, v rules.View) (rules.Action, error)
}

// Observer is a participant (or a spectator) that follows the game: a
// participant implementing it receives the events of every applied
// action as its seat may see them.
type Observer interface {
	// Observe receives the events of one applied action (or of a hand's
	// opening), redacted for the observer's seat. The slice is the
	// observer's own. Observe may read the table but must not apply an
	// action.
	Observe(evs []rules.Event)
}

// Func is a function that answers as a Participant.
type Func func(ctx context.Context, v rules.View) (rules.Action, error)

// Act calls f.
func (f Func) Act(ctx context.Context, v rules.View) (rules.Action, error) { return f(ctx, v) }

// Chooser answers at once and cannot fail: an in-process bot (bot.Bot is
// one).
type Chooser interface {
	Act(v rules.View) rules.Action
}

// Choose makes a Chooser a Participant.
func Choose(c Chooser) Participant { return chooser{c} }

type chooser struct{ c Chooser }

func (c chooser) Act(_ context.Context, v rules.View) (rules.Action, error) { return c.c.Act(v), nil }

// FirstLegal is the participant of last resort: it plays the first legal
// action.
var FirstLegal Participant = Func(firstLegal)

func firstLegal(_ context.Context, v rules.View) (rules.Action, error) {
	if len(v.Legal) == 0 {
		return rules.Action{}, ErrNothingToPlay
	}
	return v.Legal[0], nil
}

// The table's errors.
var (
	// ErrTimeout is the fallback reason of a seat that did not answer
	// within its time limit.
	ErrTimeout = errors.New("table: no answer within the time limit")
	// ErrEmptySeat is the fallback reason of a seat nobody sits at (a nil
	// participant: a seat the caller answers for through Play).
	ErrEmptySeat = errors.New("table: nobody answers for the seat")
	// ErrStale is Play's answer to a decision the table has moved past.
	ErrStale = errors.New("table: the decision has already been answered")
	// ErrNothingToPlay is returned for a decision with no legal action.
	ErrNothingToPlay = errors.New("table: no legal action")
	// ErrStuck is returned when a hand does not end or nobody may act
	// while it is played (a bug: the wall always runs out).
	ErrStuck = errors.New("table: the hand does not end")
	// ErrHandNotOver is NextHand's error while a hand is being played.
	ErrHandNotOver = errors.New("table: the hand is not over")
)

// IllegalAnswerError is the fallback reason of a participant that
// answered with an action that is not one of its legal actions.
type IllegalAnswerError struct {
	Seat   rules.Seat
	Action rules.Action
}

// Error names the seat and the action.
func (e *IllegalAnswerError) Error() string {
	return fmt.Sprintf("table: seat %d answered %v, which is not a legal action", e.Seat, e.Action)
}

// maxSteps bounds the decisions of one hand (a few hundred in practice).
const maxSteps = 10000

// Options configure a table. The zero value is a table that asks each
// seat without a time limit and plays the first legal action for a
// participant that fails.
type Options struct {
	// Fallback answers for a seat whose participant failed (an error, its
	// time limit, an illegal answer); a nil entry, or a fallback that
	// fails too, plays the first legal action. It is asked with no time
	// limit: it must answer at once (a bot).
	Fallback [rules.NumSeats]Participant
	// Limit is each seat's time to answer; 0 is none. With a limit the
	// participant is asked in a goroutine of its own, abandoned when the
	// limit passes.
	Limit [rules.NumSeats]time.Duration
	// LastAsked is the seat asked last in a claim or robbing window; the
	// others are asked in seat order after it (the zero value asks seats
	// 1, 2, 3, then 0).
	LastAsked rules.Seat
	// AskTogether makes PlayHand and Run ask every seat of a claim or
	// robbing window at once (people answer at the same time), then apply
	// the answers in the window's order. Step, Next and Ask are not
	// affected.
	AskTogether bool
	// Applied, when set, is called after every applied action, under the
	// table's lock (the game must only be read; the table must not be
	// called).
	Applied func(g *rules.Game, a rules.Action)
	// FellBack, when set, is told every fallback: the seat and why (an
	// error of the participant, ErrTimeout, ErrEmptySeat, an
	// *IllegalAnswerError). It may be called from several goroutines at
	// once.
	FellBack func(s rules.Seat, why error)
	// BetweenHands, when set, is called by Run when a hand is over and
	// the game is not, before the next hand starts (a served table waits
	// for its players there); an error ends Run.
	BetweenHands func(ctx context.Context) error
}

// Decision is one seat's turn to answer: the seat, its view (with its
// legal actions), and the table's move it was taken at.
type Decision struct {
	Seat rules.Seat
	View rules.View
	// Move is the number of actions the table had applied when the
	// decision was taken: Play refuses an answer once it has changed.
	Move int
}

// Answer is what Ask got for a decision.
type Answer struct {
	// Action is one of the decision's legal actions, for its seat.
	Action rules.Action
	// Fallback is nil when the seat's participant answered; otherwise why
	// it did not (the action is then the fallback's).
	Fallback error
}

// spectator is one Watch registration.
type spectator struct{ o Observer }

// Table is one game and its seats. Its methods are safe for concurrent
// use (see the package comment for what each guarantees).
type Table struct {
	mu        sync.Mutex
	g         *rules.Game
	seats     [rules.NumSeats]Participant
	limits    [rules.NumSeats]time.Duration
	fallbacks [rules.NumSeats]int
	watchers  []*spectator
	move      int
	opts      Options
	// ticket numbers the deliveries to observers as their actions are
	// applied (under mu); served is the next one to hand out (under
	// outMu). Events leave in the order they were made, and no lock is
	// held while an observer reads the table.
	ticket uint64
	outMu  sync.Mutex
	outCv  *sync.Cond
	served uint64
}

// delivery is one observer's share of an action's events.
type delivery struct {
	o   Observer
	evs []rules.Event
}

// New seats participants at a game (a nil participant: a seat the caller
// answers for through Play). On a fresh game (no action played yet) every
// observing participant first receives the events that opened the hand.
func New(g *rules.Game, seats [rules.NumSeats]Participant, opts Options) *Table {
	t := &Table{g: g, seats: seats, limits: opts.Limit, opts: opts}
	t.outCv = sync.NewCond(&t.outMu)
	if len(g.Actions()) == 0 {
		var ds []delivery
		for s, p := range seats {
			if o, ok := p.(Observer); ok {
				ds = append(ds, delivery{o, g.OpeningEvents(rules.Seat(s))})
			}
		}
		for _, d := range ds {
			d.o.Observe(d.evs)
		}
	}
	return t
}

// Game returns the table's game, for reading by the goroutine that drives
// the table (see the package comment); Read reads it from any goroutine.
func (t *Table) Game() *rules.Game { return t.g }

// Read calls f with the game under the table's lock: f must only read it.
func (t *Table) Read(f func(g *rules.Game)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f(t.g)
}

// View returns what seat s sees now (rules.NoSeat: a spectator, who sees
// no concealed hand before the hand is over).
func (t *Table) View(s rules.Seat) rules.View {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.g.View(s)
}

// Move returns the number of actions the table has applied.
func (t *Table) Move() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.move
}

// Seat returns the participant at seat s (nil for no seat).
func (t *Table) Seat(s rules.Seat) Participant {
	if s >= rules.NumSeats {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.seats[s]
}

// Swap seats p at s from the seat's next decision on (a person who came
// back takes the seat from the bot that kept it) and returns the
// participant it replaces. An observing p receives the events of the
// actions applied from then on.
func (t *Table) Swap(s rules.Seat, p Participant) Participant {
	if s >= rules.NumSeats {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	old := t.seats[s]
	t.seats[s] = p
	return old
}

// SetLimit sets seat s's time to answer (0: none) from its next decision
// on.
func (t *Table) SetLimit(s rules.Seat, d time.Duration) {
	if s >= rules.NumSeats {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.limits[s] = d
}

// Fallbacks returns how many times each seat's answer was replaced by
// its fallback's.
func (t *Table) Fallbacks() [rules.NumSeats]int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.fallbacks
}

// Watch adds a spectator: it receives the events of every action applied
// from now on as somebody at none of the seats sees them. stop ends it.
func (t *Table) Watch(o Observer) (stop func()) {
	sp := &spectator{o}
	t.mu.Lock()
	t.watchers = append(t.watchers, sp)
	t.mu.Unlock()
	return func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if i := slices.Index(t.watchers, sp); i >= 0 {
			t.watchers = slices.Delete(t.watchers, i, i+1)
		}
	}
}

// Next returns the decision to ask now: the seat that may act (the first
// one left in a claim or robbing window); false when nobody may (the hand
// or the game is over).
func (t *Table) Next() (Decision, bool) {
	var d Decision
	ok := t.next(&d)
	return d, ok
}

// next is Next filling d. (The loops pass decisions by pointer: a view is
// a few hundred bytes, copied at every call otherwise.)
func (t *Table) next(d *Decision) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.nextSeat()
	if s == rules.NoSeat {
		return false
	}
	d.Seat, d.View, d.Move = s, t.g.View(s), t.move
	return len(d.View.Legal) > 0
}

// Decisions returns every decision open now, in the order Next gives
// them: the turn seat's, or those of every seat still to answer in a
// claim or robbing window.
func (t *Table) Decisions() []Decision {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []Decision
	for _, s := range t.order() {
		if t.mayAct(s) {
			out = append(out, Decision{Seat: s, View: t.g.View(s), Move: t.move})
		}
	}
	return out
}

// order is the order seats are asked in a window.
func (t *Table) order() [rules.NumSeats]rules.Seat {
	var o [rules.NumSeats]rules.Seat
	for i := range o {
		o[i] = (t.opts.LastAsked + 1 + rules.Seat(i)) & 3
	}
	return o
}

// nextSeat is the seat Next asks, NoSeat for none (mu held).
func (t *Table) nextSeat() rules.Seat {
	switch t.g.Phase() {
	case rules.PhaseTurn:
		return t.g.Turn() // its legal actions are read with its view
	case rules.PhaseClaim, rules.PhaseRobKong:
		for _, s := range t.order() {
			if t.mayAct(s) {
				return s
			}
		}
	}
	return rules.NoSeat
}

// mayAct says whether seat s has something to answer now (mu held).
func (t *Table) mayAct(s rules.Seat) bool {
	switch t.g.Phase() {
	case rules.PhaseTurn:
		return s == t.g.Turn() && len(t.g.LegalActions(s)) > 0
	case rules.PhaseClaim, rules.PhaseRobKong:
		return len(t.g.LegalActions(s)) > 0
	}
	return false
}

// Ask asks the participant at the decision's seat for its answer and
// returns one of the decision's legal actions: the participant's, or its
// fallback's when it failed (Answer.Fallback says why). The error is
// ctx's when ctx ended while waiting (nothing is answered then), or
// ErrNothingToPlay.
func (t *Table) Ask(ctx context.Context, d Decision) (Answer, error) {
	return t.ask(ctx, &d)
}

// ask is Ask for a decision passed by pointer.
func (t *Table) ask(ctx context.Context, d *Decision) (Answer, error) {
	if len(d.View.Legal) == 0 || d.Seat >= rules.NumSeats {
		return Answer{}, ErrNothingToPlay
	}
	s := d.Seat
	t.mu.Lock()
	p, limit, fb := t.seats[s], t.limits[s], t.opts.Fallback[s]
	t.mu.Unlock()
	why := ErrEmptySeat
	if p != nil {
		a, err := call(ctx, p, &d.View, limit)
		if err == nil {
			a.Seat = d.Seat
			if legal(d.View.Legal, a) {
				return Answer{Action: a}, nil
			}
			err = &IllegalAnswerError{Seat: d.Seat, Action: a}
		}
		if ctx.Err() != nil {
			return Answer{}, ctx.Err()
		}
		why = err
	}
	t.mu.Lock()
	t.fallbacks[s]++
	t.mu.Unlock()
	if f := t.opts.FellBack; f != nil {
		f(d.Seat, why)
	}
	a := d.View.Legal[0]
	if fb != nil {
		if b, err := fb.Act(ctx, d.View); err == nil {
			b.Seat = d.Seat
			if legal(d.View.Legal, b) {
				a = b
			}
		}
	}
	return Answer{Action: a, Fallback: why}, nil
}

// call asks p, within limit when there is one.
func call(ctx context.Context, p Participant, v *rules.View, limit time.Duration) (rules.Action, error) {
	switch {
	case limit > 0:
		return callWithin(ctx, p, *v, limit)
	case isChooser(p):
		return p.(chooser).c.Act(*v), nil
	}
	return p.Act(ctx, *v)
}

// isChooser says whether p is a Chooser made a Participant (asked
// directly: one call and one copy of the view less).
func isChooser(p Participant) bool {
	_, ok := p.(chooser)
	return ok
}

// callWithin asks p in a goroutine and waits at most limit for its
// answer. (Apart from call, so that a view asked without a limit does not
// move to the heap.)
func callWithin(ctx context.Context, p Participant, v rules.View, limit time.Duration) (rules.Action, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	type result struct {
		a   rules.Action
		err error
	}
	done := make(chan result, 1)
	go func() {
		a, err := p.Act(ctx, v)
		done <- result{a, err}
	}()
	select {
	case r := <-done:
		if r.err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return r.a, ErrTimeout
		}
		return r.a, r.err
	case <-ctx.Done():
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return rules.Action{}, ErrTimeout
		}
		return rules.Action{}, ctx.Err()
	}
}

// legal reports whether a is one of the legal actions.
func legal(list []rules.Action, a rules.Action) bool {
	if slices.Contains(list, a) {
		return true // the answer is one of the view's actions, as a bot's is
	}
	n := a.Normalized()
	for _, x := range list {
		if x.Normalized() == n {
			return true
		}
	}
	return false
}

// Play applies a as the answer to d (a.Seat is taken as d.Seat). It is
// refused with ErrStale when the table has applied an action since d was
// taken, and with the engine's error when a is not legal; nothing
// changes then.
func (t *Table) Play(d Decision, a rules.Action) error {
	return t.play(d.Seat, d.Move, a)
}

// play is Play for the decision of seat at move.
func (t *Table) play(seat rules.Seat, move int, a rules.Action) error {
	a.Seat = seat
	t.mu.Lock()
	if t.move != move {
		t.mu.Unlock()
		return ErrStale
	}
	return t.applyUnlock(a)
}

// Apply applies an action outside the ask-and-answer flow (a replay, a
// person's choice checked by the caller); the engine checks it.
func (t *Table) Apply(a rules.Action) error {
	t.mu.Lock()
	return t.applyUnlock(a)
}

// NextHand starts the next hand when a hand is over, seat s asking for
// it.
func (t *Table) NextHand(s rules.Seat) error {
	t.mu.Lock()
	if t.g.Phase() != rules.PhaseHandOver {
		t.mu.Unlock()
		return ErrHandNotOver
	}
	return t.applyUnlock(rules.Action{Seat: s, Kind: rules.ActNextHand, Tile: rules.NoTile})
}

// applyUnlock applies a with mu held, releases mu and hands the events to
// the observers.
func (t *Table) applyUnlock(a rules.Action) error {
	ds, err := t.applyLocked(a, nil)
	if err != nil {
		t.mu.Unlock()
		return err
	}
	t.deliverUnlock(ds)
	return nil
}

// applyLocked applies a (mu held) and appends each observer's events to
// ds.
func (t *Table) applyLocked(a rules.Action, ds []delivery) ([]delivery, error) {
	var observers [rules.NumSeats]Observer
	watching := len(t.watchers) > 0
	for s, p := range t.seats {
		if o, ok := p.(Observer); ok {
			observers[s], watching = o, true
		}
	}
	if !watching {
		if err := t.g.Play(a); err != nil {
			return ds, err
		}
	} else {
		evs, err := t.g.Apply(a)
		if err != nil {
			return ds, err
		}
		for s, o := range observers {
			if o != nil {
				ds = append(ds, delivery{o, redact(evs, rules.Seat(s))})
			}
		}
		for _, w := range t.watchers {
			ds = append(ds, delivery{w.o, redact(evs, rules.NoSeat)})
		}
	}
	t.move++
	if f := t.opts.Applied; f != nil {
		f(t.g, a)
	}
	return ds, nil
}

// deliverUnlock releases mu and hands out the events, after those of
// the actions applied before.
func (t *Table) deliverUnlock(ds []delivery) {
	if len(ds) == 0 {
		t.mu.Unlock()
		return
	}
	n := t.ticket
	t.ticket++
	t.mu.Unlock()
	t.outMu.Lock()
	for t.served != n {
		t.outCv.Wait()
	}
	t.outMu.Unlock()
	defer func() {
		t.outMu.Lock()
		t.served++
		t.outCv.Broadcast()
		t.outMu.Unlock()
	}()
	for _, d := range ds {
		d.o.Observe(d.evs)
	}
}

// redact copies the events as viewer may see them.
func redact(evs []rules.Event, viewer rules.Seat) []rules.Event {
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		out[i] = e.Redact(viewer)
	}
	return out
}

// Step asks the seat that may act and applies its answer: false when
// nobody may act (the hand or the game is over).
func (t *Table) Step(ctx context.Context) (bool, error) {
	var d Decision
	if !t.next(&d) {
		return false, nil
	}
	ans, err := t.ask(ctx, &d)
	if err != nil {
		return false, err
	}
	return true, t.play(d.Seat, d.Move, ans.Action)
}

// PlayHand plays until the hand is over (or the game: a hand already
// over returns at once). It returns ctx's error when ctx ends, ErrStuck
// when the hand does not end.
func (t *Table) PlayHand(ctx context.Context) error {
	for range maxSteps {
		if err := ctx.Err(); err != nil {
			return err
		}
		var ok bool
		var err error
		if t.opts.AskTogether {
			ok, err = t.stepTogether(ctx)
		} else {
			ok, err = t.Step(ctx)
		}
		if err != nil {
			return err
		}
		if !ok {
			if t.over() {
				return nil
			}
			return ErrStuck
		}
	}
	return ErrStuck
}

// over reports whether the hand (or the game) is over.
func (t *Table) over() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	p := t.g.Phase()
	return p == rules.PhaseHandOver || p == rules.PhaseGameOver
}

// stepTogether is Step asking every open decision at once.
func (t *Table) stepTogether(ctx context.Context) (bool, error) {
	ds := t.Decisions()
	switch len(ds) {
	case 0:
		return false, nil
	case 1:
		ans, err := t.Ask(ctx, ds[0])
		if err != nil {
			return false, err
		}
		return true, t.Play(ds[0], ans.Action)
	}
	answers := make([]Answer, len(ds))
	errs := make([]error, len(ds))
	var wg sync.WaitGroup
	for i := range ds {
		wg.Go(func() { answers[i], errs[i] = t.Ask(ctx, ds[i]) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return false, err
	}
	t.mu.Lock()
	if t.move != ds[0].Move {
		t.mu.Unlock()
		return false, ErrStale
	}
	var out []delivery
	for i, d := range ds {
		a := answers[i].Action
		a.Seat = d.Seat
		var err error
		if out, err = t.applyLocked(a, out); err != nil {
			t.deliverUnlock(out)
			return false, err
		}
	}
	t.deliverUnlock(out)
	return true, nil
}

// Run plays the game to its end: each hand (PlayHand), then
// Options.BetweenHands, then the next hand, asked for by the dealer of
// the hand just over.
func (t *Table) Run(ctx context.Context) error {
	for {
		if err := t.PlayHand(ctx); err != nil {
			return err
		}
		var over bool
		var dealer rules.Seat
		t.Read(func(g *rules.Game) { over, dealer = g.Over(), g.Dealer() })
		if over {
			return nil
		}
		if f := t.opts.BetweenHands; f != nil {
			if err := f(ctx); err != nil {
				return err
			}
		}
		if err := t.NextHand(dealer); err != nil && !errors.Is(err, ErrHandNotOver) {
			return err
		}
	}
}
