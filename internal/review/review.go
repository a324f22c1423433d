package review

import (
	"context"
	"errors"
	"math"
	"slices"
	"time"

	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// Kind is what a decision's loss is made of.
type Kind string

// The kinds of loss, as the summary and the JSON name them.
const (
	Speed   Kind = "speed"   // the hand won less often than the best action's
	Defence Kind = "defence" // it dealt in more often
	Claims  Kind = "claims"  // a claim taken or passed (a window's decision)
	Value   Kind = "value"   // it won as often, for less; a kong, a declaration, a win let pass
)

// Kinds lists the kinds in the summary's order.
var Kinds = []Kind{Speed, Defence, Claims, Value}

// Config sets a review up.
type Config struct {
	// Seat is the seat reviewed.
	Seat rules.Seat
	// Samples is the evaluator's budget for each decision (0: eval's
	// default); PerDecision, if set, stops a decision's samples sooner
	// (a time budget: the review then depends on the machine's speed).
	// The context's end stops the whole review.
	Samples     int
	PerDecision time.Duration
	// Seed makes the evaluator's worlds (the same seed, the same review).
	Seed uint64
	// Eval sets the evaluator's players (nil: its default, club bots).
	Eval eval.Config
	// Progress, if set, is told after each decision: done of total.
	Progress func(done, total int)
}

// Decision is one decision of the seat, weighed.
type Decision struct {
	Hand  int         // hand number, from 0
	Move  int         // index of the action in the record
	Phase rules.Phase // turn, claim or robbing window
	Wind  rules.Wind  // the seat's wind in that hand
	// Winds are every seat's wind in that hand.
	Winds [rules.NumSeats]rules.Wind
	Taken rules.Action
	Best  rules.Action
	// Cost is the best action's estimate less the taken one's, over the
	// same samples (0 when they are the same action), Half its 95%
	// half-width, in the rule set's unit; N the samples.
	Cost, Half float64
	N          int
	Kind       Kind
	// TakenEst and BestEst are the two actions' estimates.
	TakenEst, BestEst eval.Estimate
	// Coach is the coach's advice on the view when the coach's move is
	// the best action and the seat did otherwise: its tip is the reason
	// (nil otherwise).
	Coach *coach.Advice
	// Close says the seat's action was not the best one, but its cost's
	// interval holds 0: the samples cannot tell the two apart (it
	// counts in the loss, not in the agreement).
	Close bool
	// Threat is the seat dealt in to most more often by the taken action
	// than by the best (NoSeat when none); its wind in Wind's hand.
	Threat     rules.Seat
	ThreatWind rules.Wind
}

// Review is a seat's game, decision by decision.
type Review struct {
	Rules     string
	Seat      rules.Seat
	Hands     int        // hands the seat played
	Decisions []Decision // costliest first
	// Agreed counts the decisions where the seat played the best action
	// (or one its cost's second measure found as good).
	Agreed int
	// Loss is the sum of the costs; ByKind by kind.
	Loss   float64
	ByKind map[Kind]float64
	// Complete is false when the context ended before every decision was
	// weighed (the review holds those weighed).
	Complete bool
}

// LossPerHand is the estimated loss per hand played.
func (r *Review) LossPerHand() float64 {
	if r.Hands == 0 {
		return 0
	}
	return r.Loss / float64(r.Hands)
}

// Agreement is the share of decisions where the seat played the best
// action.
func (r *Review) Agreement() float64 {
	if len(r.Decisions) == 0 {
		return 1
	}
	return float64(r.Agreed) / float64(len(r.Decisions))
}

// ErrSeat is returned for a seat that is not in play.
var ErrSeat = errors.New("review: no such seat at this table")

// Run reviews seat cfg.Seat's decisions in a record: every action of the
// seat where it had more than one legal action (discards, claims and
// passes, kongs, declarations, wins taken or let pass). It stops early,
// the review incomplete, when ctx ends.
func Run(ctx context.Context, rec rules.Record, scorer rules.Scorer, cfg Config) (*Review, error) {
	v := rec.Variant
	if int(cfg.Seat) >= v.Players {
		return nil, ErrSeat
	}
	points, hands, err := decisions(rec, scorer, cfg.Seat)
	if err != nil {
		return nil, err
	}
	rv := &Review{Rules: v.Name, Seat: cfg.Seat, Hands: hands, ByKind: map[Kind]float64{}, Complete: true}
	ec := cfg.Eval
	ec.Variant, ec.Scorer, ec.Samples = v, scorer, cfg.Samples
	ec.Developed = ec.Developed || eval.DealsDeveloped(v)
	for i, p := range points {
		if ctx.Err() != nil {
			rv.Complete = false
			break
		}
		ec.Seed = cfg.Seed ^ uint64(p.move)*0x9e3779b97f4a7c15
		d, err := weighWithin(ctx, cfg.PerDecision, &p, v, ec)
		if ctx.Err() != nil {
			rv.Complete = false
			break
		}
		if err != nil {
			return nil, err
		}
		rv.add(d)
		if cfg.Progress != nil {
			cfg.Progress(i+1, len(points))
		}
	}
	slices.SortStableFunc(rv.Decisions, func(a, b Decision) int {
		switch {
		case a.Cost > b.Cost:
			return -1
		case a.Cost < b.Cost:
			return 1
		}
		return a.Move - b.Move
	})
	return rv, nil
}

// Count is the number of decisions Run would weigh for the seat.
func Count(rec rules.Record, scorer rules.Scorer, seat rules.Seat) (int, error) {
	points, _, err := decisions(rec, scorer, seat)
	return len(points), err
}

// add counts a weighed decision.
func (r *Review) add(d Decision) {
	r.Decisions = append(r.Decisions, d)
	if d.Taken == d.Best {
		r.Agreed++
		return
	}
	r.Loss += d.Cost
	r.ByKind[d.Kind] += d.Cost
}

// point is a decision found in the record: the view, the action taken.
type point struct {
	view  rules.View
	taken rules.Action
	move  int
}

// decisions replays the record and keeps the seat's decisions; hands
// counts the hands played.
func decisions(rec rules.Record, scorer rules.Scorer, seat rules.Seat) ([]point, int, error) {
	cfg := rec.Config
	cfg.Scorer = scorer
	g, err := rules.NewGame(cfg)
	if err != nil {
		return nil, 0, err
	}
	var out []point
	hands := 0
	for i, a := range rec.Actions {
		switch g.Phase() {
		case rules.PhaseTurn, rules.PhaseClaim, rules.PhaseRobKong:
			if a.Seat == seat && len(g.LegalActions(seat)) > 1 {
				out = append(out, point{view: g.View(seat), taken: a, move: i})
			}
		}
		if err := g.Play(a); err != nil {
			return nil, 0, &rules.ReplayError{Index: i, Action: a, Err: err}
		}
		if ph := g.Phase(); ph == rules.PhaseHandOver || ph == rules.PhaseGameOver {
			if a.Kind != rules.ActNextHand {
				hands++
			}
		}
	}
	if ph := g.Phase(); ph != rules.PhaseHandOver && ph != rules.PhaseGameOver && len(rec.Actions) > 0 {
		hands++ // a hand being played when the record was kept
	}
	return out, hands, nil
}

// weighWithin weighs a decision within d (0: no limit but ctx's): four
// fifths of it to find the best action, a fifth to measure its cost.
func weighWithin(ctx context.Context, d time.Duration, p *point, v rules.Variant, ec eval.Config) (Decision, error) {
	within := func(share time.Duration) (context.Context, context.CancelFunc) {
		if d <= 0 {
			return context.WithCancel(ctx)
		}
		return context.WithTimeout(ctx, share)
	}
	c1, cancel1 := within(d * 4 / 5)
	defer cancel1()
	r, err := eval.Evaluate(c1, &p.view, ec)
	if err != nil {
		return Decision{}, err
	}
	c2, cancel2 := within(d / 5)
	defer cancel2()
	return weigh(c2, p, v, ec, r)
}

// weigh measures a decision's cost: the best action of the first
// evaluation r against the action taken, over samples of their own (a
// second seed). The best of many estimates is biased upward (the most
// lucky of them), so its cost is measured afresh: a cost of 0 or less
// says the seat's action is as good.
func weigh(ctx context.Context, p *point, v rules.Variant, ec eval.Config, r *eval.Result) (Decision, error) {
	taken := r.Index(p.taken)
	if taken < 0 {
		return Decision{}, errors.New("review: the action taken is not a legal one")
	}
	best := r.Estimates[r.Best()].Action
	if best == p.taken {
		return decision(p, r.N, 0, 0, r.Estimates[taken], r.Estimates[taken], v), nil
	}
	ec.Seed = ^ec.Seed
	r2, err := eval.EvaluateActions(ctx, &p.view, []rules.Action{best, p.taken}, ec)
	if err != nil {
		return Decision{}, err
	}
	cost, half := r2.Diff(0, 1)
	return decision(p, r2.N, cost, half, r2.Estimates[1], r2.Estimates[0], v), nil
}

// decision is a weighed decision: its cost and interval over n samples,
// the estimates of the action taken and the best.
func decision(p *point, n int, cost, half float64, taken, best eval.Estimate, v rules.Variant) Decision {
	d := Decision{Hand: p.view.Hand, Move: p.move, Phase: p.view.Phase, Wind: p.view.Players[p.view.Seat].Wind,
		Taken: p.taken, Best: best.Action, Cost: cost, Half: half, N: n,
		TakenEst: taken, BestEst: best, Threat: rules.NoSeat}
	for s := range d.Winds {
		d.Winds[s] = p.view.Players[s].Wind
	}
	if d.Taken != d.Best && cost <= 0 {
		d.Best, d.BestEst, d.Cost = d.Taken, d.TakenEst, 0 // as good as the best: the seat agreed
	}
	d.Close = d.Taken != d.Best && cost <= half
	d.Kind, d.Threat = kindOf(&d)
	if d.Threat != rules.NoSeat {
		d.ThreatWind = d.Winds[d.Threat]
	}
	if d.Taken != d.Best {
		if adv := coach.Advise(p.view, v); adv.Action == d.Best {
			d.Coach = &adv
		}
	}
	return d
}

// kindOf says what a decision's loss is made of, and the seat dealt in
// to when it is defence: a window's decision is a claim's; a kong, a
// declaration or a win is value; a discard is defence when the taken
// discard deals in more often and that accounts for its loss, speed
// when it wins less often, value otherwise.
func kindOf(d *Decision) (Kind, rules.Seat) {
	t, b := &d.TakenEst, &d.BestEst
	threat, more := rules.NoSeat, 0
	for s := range t.DealIns {
		if n := t.DealIns[s] - b.DealIns[s]; n > more {
			threat, more = rules.Seat(s), n
		}
	}
	switch {
	case d.Phase != rules.PhaseTurn:
		return Claims, threat
	case d.Taken.Kind != rules.ActDiscard || d.Best.Kind != rules.ActDiscard || d.Taken.Declare != d.Best.Declare:
		return Value, threat
	}
	dealIns := func(e *eval.Estimate) (n int) {
		for _, x := range e.DealIns {
			n += x
		}
		return n
	}
	dd, dw := dealIns(t)-dealIns(b), b.Wins-t.Wins
	switch {
	case dd > 0 && dd >= dw:
		return Defence, threat
	case dw > 0:
		return Speed, threat
	}
	return Value, threat
}

// Rate is k times in n as a player says it: "1 time in 5" (K of N,
// rounded; 0 when k is 0).
func Rate(k, n int) (one, in int) {
	if k <= 0 || n <= 0 {
		return 0, n
	}
	return 1, int(math.Round(float64(n) / float64(k)))
}
