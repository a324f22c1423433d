package sim

import (
	"context"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/rules"
)

// A paired comparison measures one bot against another on the same
// deals: each deal is played twice, the seat under test held once by the
// candidate and once by the reference, the three other seats by the same
// opponents with the same seeds. The per-deal differences of the tested
// seat's result cancel out the luck of the deal; their mean, with a 95%
// interval, is the claim. Any claim that one bot is stronger than another
// is made this way.

// Contender is a bot a paired comparison seats: a level of the level
// table, or a bot of the caller's making (Bots, asked for Level).
type Contender struct {
	Level bot.Level
	// Bots makes the contender's bots; nil is seat.NewBot.
	Bots seat.Factory
}

// Level is the contender of a level of the level table.
func Level(l bot.Level) Contender { return Contender{Level: l} }

// Custom is the contender whose bots f makes.
func Custom(f seat.Factory) Contender { return Contender{Bots: f} }

// New makes the contender's bot for a seed (a fresh bot for every hand).
func (c Contender) New(v rules.Variant, seed uint64) bot.Bot {
	if c.Bots == nil {
		return seat.NewBot(c.Level, v, seed)
	}
	return c.Bots(c.Level, v, seed)
}

// PairedConfig is one paired comparison.
type PairedConfig struct {
	Variant rules.Variant
	Hands   int    // deals, each played twice
	Seed    uint64 // deal i plays HandSeed(Seed, i)
	// Candidate and Reference take turns at the tested seat, which
	// rotates with the deal (deal i tests seat i mod the seats in play).
	Candidate, Reference Contender
	// Opponents hold the other seats (the same in both plays); at a
	// three-player table the first two.
	Opponents [rules.NumSeats - 1]Contender
	Workers   int // deals played at once; 0: one per CPU
	// PointsCap, when positive, adds the Capped comparison: each hand's
	// payments as if its total were at most PointsCap
	// (rules.Variant.CappedPayments; pow2 only).
	PointsCap int
}

// Paired is the result of a paired comparison: per deal, the candidate's
// result at the tested seat less the reference's.
type Paired struct {
	Hands int
	// Score is the difference of the results (payments in hk and pow2,
	// the winner's points in classic, 1 a win in family); Win the
	// difference of the win indicators; DealIn of having given the
	// winning tile; Drawn of the hand ending drawn.
	Score, Win, DealIn, Drawn Diff
	// Capped is Score with each hand's total capped at the
	// configuration's PointsCap (Score itself when it sets none).
	Capped Diff
	// CandidateScore and ReferenceScore are the mean results.
	CandidateScore, ReferenceScore float64
	// Errors counts the plays that failed (a bug); IllegalActions the
	// bot actions the engine refused. Both must be 0.
	Errors, IllegalActions int
}

// Diff is the mean of paired differences with its 95% interval (normal
// approximation: mean ± 1.96 standard errors).
type Diff struct {
	Mean   float64
	Lo, Hi float64
}

// Significant reports whether the whole interval is above zero (or below
// it, for negative).
func (d Diff) Significant(positive bool) bool {
	if positive {
		return d.Lo > 0
	}
	return d.Hi < 0
}

// moments accumulates whole numbers' count, sum and sum of squares:
// exact, so that the figures do not depend on how the deals were shared
// between workers.
type moments struct {
	n, sum, sq int64
}

func (m *moments) add(x int) {
	m.n++
	m.sum += int64(x)
	m.sq += int64(x) * int64(x)
}

func (m *moments) merge(o moments) { m.n, m.sum, m.sq = m.n+o.n, m.sum+o.sum, m.sq+o.sq }

func (m moments) mean() float64 {
	if m.n == 0 {
		return 0
	}
	return float64(m.sum) / float64(m.n)
}

func (m moments) diff() Diff {
	mean := m.mean()
	if m.n < 2 {
		return Diff{Mean: mean, Lo: math.Inf(-1), Hi: math.Inf(1)}
	}
	const z = 1.959963984540054
	n := float64(m.n)
	variance := (float64(m.sq) - n*mean*mean) / (n - 1)
	se := math.Sqrt(max(0, variance) / n)
	return Diff{Mean: mean, Lo: mean - z*se, Hi: mean + z*se}
}

// RunPaired plays the comparison. Its figures depend only on the
// configuration, not on the number of workers. When ctx ends, the
// workers stop after the deal they are playing and RunPaired returns
// ctx's error with the figures of the deals played (Paired.Hands).
func RunPaired(ctx context.Context, cfg PairedConfig) (Paired, error) {
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, cfg.Hands))
	type part struct {
		score, capped, win, dealIn, drawn, cand, ref moments
		errors, illegal                              int
	}
	parts := make([]part, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range parts {
		p := &parts[w]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= cfg.Hands || ctx.Err() != nil {
					return
				}
				seed := HandSeed(cfg.Seed, i)
				tested := rules.Seat(i % cfg.Variant.Players)
				play := func(c Contender) (Outcome, error) {
					var bots [rules.NumSeats]bot.Bot
					k := 0
					for s := range rules.Seat(cfg.Variant.Players) {
						if s == tested {
							bots[s] = c.New(cfg.Variant, BotSeed(seed, s))
							continue
						}
						bots[s] = cfg.Opponents[k].New(cfg.Variant, BotSeed(seed, s))
						k++
					}
					return playBots(ctx, cfg.Variant, seed, bots)
				}
				a, errA := play(cfg.Candidate)
				b, errB := play(cfg.Reference)
				if ctx.Err() != nil {
					return
				}
				if errA != nil || errB != nil {
					p.errors++
					continue
				}
				p.illegal += a.Illegal + b.Illegal
				ind := func(ok bool) int {
					if ok {
						return 1
					}
					return 0
				}
				sa, sb := a.Score[tested], b.Score[tested]
				p.score.add(sa - sb)
				if cfg.PointsCap > 0 {
					ca := cfg.Variant.CappedPayments(a.Score, a.Points, cfg.PointsCap)
					cb := cfg.Variant.CappedPayments(b.Score, b.Points, cfg.PointsCap)
					p.capped.add(ca[tested] - cb[tested])
				}
				p.cand.add(sa)
				p.ref.add(sb)
				p.win.add(ind(a.Winner == tested) - ind(b.Winner == tested))
				p.dealIn.add(ind(!a.Drawn && a.From == tested) - ind(!b.Drawn && b.From == tested))
				p.drawn.add(ind(a.Drawn) - ind(b.Drawn))
			}
		}()
	}
	wg.Wait()
	var tot part
	for _, p := range parts {
		tot.score.merge(p.score)
		tot.capped.merge(p.capped)
		tot.win.merge(p.win)
		tot.dealIn.merge(p.dealIn)
		tot.drawn.merge(p.drawn)
		tot.cand.merge(p.cand)
		tot.ref.merge(p.ref)
		tot.errors += p.errors
		tot.illegal += p.illegal
	}
	if cfg.PointsCap <= 0 {
		tot.capped = tot.score
	}
	return Paired{
		Hands: int(tot.score.n),
		Score: tot.score.diff(), Capped: tot.capped.diff(), Win: tot.win.diff(), DealIn: tot.dealIn.diff(), Drawn: tot.drawn.diff(),
		CandidateScore: tot.cand.mean(), ReferenceScore: tot.ref.mean(),
		Errors: tot.errors, IllegalActions: tot.illegal,
	}, ctx.Err()
}
