package sim

import (
	"context"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// Config is one simulation run.
type Config struct {
	Variant rules.Variant // the rules, options included
	Hands   int           // hands to play
	// Games, when above 0, plays whole games of the variant's length
	// rather than Hands single hands (games.go).
	Games int
	Seed  uint64 // the run's seed: hand i plays HandSeed(Seed, i)
	// Seats are who plays, in rotation order (seat i of the list sits at
	// seat i in hand 0); at a three-player table the first three play. A
	// bot seat is a level (seat.OfLevel). An outside program's seat
	// (seat.Exec) is played by the program, its bot (the club) answering
	// whenever it fails (an error, no answer within Limit, an action that
	// is not legal); the report counts those fallbacks. Each worker
	// starts its own programs and keeps them for every hand it plays; Run
	// closes them.
	Seats [rules.NumSeats]seat.Seat
	// Workers is the number of hands played at once; 0 means
	// runtime.NumCPU().
	Workers int
	// Done, when set, is increased by one after each hand (a progress bar
	// reads it).
	Done *atomic.Int64
	// Limit is an outside program's time to answer one decision; 0 is
	// seat.DefaultLimit, seat.NoLimit none.
	Limit time.Duration
	// Bots makes the bots and Start the outside programs (tests give
	// their own); nil: the level table's bots, the programs of
	// PROTOCOL.md.
	Bots  seat.Factory
	Start seat.Starter
}

// Report is what a run measured.
type Report struct {
	Rules   string        // the variant's name
	Hands   int           // hands played
	Games   int           // whole games played (Config.Games)
	Seed    uint64        // the run's seed
	Elapsed time.Duration // wall-clock time of the run (the only figure that varies)
	// Draws counts the hands that ended with the wall empty.
	Draws int
	// InvariantViolations counts the actions after which
	// Game.CheckInvariants failed; IllegalActions the bot actions the
	// engine refused and the bots' own fallbacks (see Outcome.Illegal).
	// Both must be 0.
	InvariantViolations int
	IllegalActions      int
	// Actions is the number of actions played.
	Actions int64
	// Bots has one entry per distinct level, in the order the levels first
	// appear in Config.Seats, and one per outside program.
	Bots []BotStats
}

// BotStats are the figures of one level (or one outside participant)
// over every seat it held.
type BotStats struct {
	Level bot.Level // the level (an outside participant's fallback)
	// Name is an outside participant's name; "" for a bot.
	Name string
	// Fallbacks counts an outside participant's decisions answered by its
	// fallback bot.
	Fallbacks int
	Seats     int // how many of the seats in rotation have this level
	Hands     int // hands played, counted once per bot of the level
	Wins      int // hands won
	// SelfDrawn counts the wins on a drawn tile; DealIns the hands lost by
	// giving the winning tile (a discard or a robbed kong).
	SelfDrawn int
	DealIns   int
	// Score is the sum of the net results: hk and pow2 payments, classic
	// the winner's points, family 1 a win.
	Score int64
	// Whole games (Config.Games): games played, the first places in
	// twelfths (12 a game won alone, 6 each when two tie), the placings
	// in halves (2 for first, 3 each for two tied first), the sum of the
	// totals at the end of a game.
	Games         int
	FirstTwelfths int
	PlaceHalves   int
	GameScore     int64
}

// WinRate returns Wins / Hands.
func (b BotStats) WinRate() float64 { return ratio(b.Wins, b.Hands) }

// WinRateCI95 returns the Wilson 95% interval of the win rate.
func (b BotStats) WinRateCI95() (lo, hi float64) { return Wilson(b.Wins, b.Hands) }

// DealInRate returns DealIns / Hands.
func (b BotStats) DealInRate() float64 { return ratio(b.DealIns, b.Hands) }

// AvgScore returns Score / Hands.
func (b BotStats) AvgScore() float64 {
	if b.Hands == 0 {
		return 0
	}
	return float64(b.Score) / float64(b.Hands)
}

// DrawRate returns the share of hands drawn.
func (r *Report) DrawRate() float64 { return ratio(r.Draws, r.Hands) }

// HandsPerSecond returns the hands played per second of wall-clock time.
func (r *Report) HandsPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Hands) / r.Elapsed.Seconds()
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Wilson returns the Wilson score interval at 95% for k successes in n
// trials ([0, 1] when n is 0).
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, mid-half), min(1, mid+half)
}

// HandSeed returns the seed of hand i of a run: a mix of the run's seed
// and the index (splitmix64), so every hand is independent.
func HandSeed(seed uint64, i int) uint64 {
	return mix(seed ^ mix(uint64(i)+0x632be59bd9b4e019))
}

func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Outcome is how one simulated hand ended, seat by seat.
type Outcome struct {
	Drawn     bool                // the wall ran out
	Winner    rules.Seat          // NoSeat for a drawn hand
	From      rules.Seat          // the seat that gave the winning tile; NoSeat when self-drawn or drawn
	Score     [rules.NumSeats]int // by seat: the payments (classic: the winner's points; family: 1 for the winner)
	Points    int                 // the winning hand's total (fan, points; 0 for a drawn hand or the family game)
	Actions   int                 // actions played
	Invariant int                 // actions after which CheckInvariants failed
	// Illegal counts the bot actions the engine refused (the first legal
	// action was played instead) and the bots' own fallbacks (a bot that
	// found its choice illegal and played the first legal action).
	Illegal int
	// Fallbacks counts, by seat, an outside participant's decisions
	// answered by its fallback bot (not counted in Illegal).
	Fallbacks [rules.NumSeats]int
}

// fallbacker is a bot that counts its fallbacks (the bots of package bot
// do).
type fallbacker interface{ Fallbacks() int }

// ErrStuck is reported when a hand does not end (a bug: the wall always
// runs out).
var ErrStuck = table.ErrStuck

// PlayHand plays one hand of variant from a fresh game with seed at a
// table (package table) where the bot at each seat chooses every action
// from its seat's View. Each action is checked by the engine, then the
// engine's invariants are checked.
func PlayHand(variant rules.Variant, seed uint64, bots [rules.NumSeats]bot.Bot) (Outcome, error) {
	return playBots(context.Background(), variant, seed, bots)
}

// playBots is PlayHand until ctx ends.
func playBots(ctx context.Context, variant rules.Variant, seed uint64, bots [rules.NumSeats]bot.Bot) (Outcome, error) {
	st := seat.Seating{Bots: bots}
	for s, b := range bots {
		if b != nil {
			st.Participants[s] = table.Choose(b)
		}
	}
	out, _, err := playHand(ctx, variant, seed, &st)
	return out, err
}

// playHand plays a hand at a table of seated participants (a worker
// keeps them from hand to hand); it returns the game played too. At an
// outside program's seat, the seat's bot is its fallback.
func playHand(ctx context.Context, variant rules.Variant, seed uint64, st *seat.Seating) (out Outcome, g *rules.Game, err error) {
	g, err = rules.NewGame(rules.Config{Variant: variant, Seed: seed})
	if err != nil {
		return Outcome{}, nil, err
	}
	out = Outcome{Winner: rules.NoSeat, From: rules.NoSeat}
	before := botFallbacks(st)
	opts := st.Options
	// Seats are asked in seat order in a window.
	opts.LastAsked = rules.NumSeats - 1
	opts.Applied = func(g *rules.Game, _ rules.Action) {
		out.Actions++
		if g.CheckInvariants() != nil {
			out.Invariant++
		}
	}
	t := table.New(g, st.Participants, opts)
	err = t.PlayHand(ctx)
	out.addFallbacks(st, t, before)
	if err != nil {
		return out, g, err
	}
	out.take(g.Result(), variant)
	return out, g, nil
}

// botFallbacks are the seated bots' own fallbacks so far, by seat.
func botFallbacks(st *seat.Seating) [rules.NumSeats]int {
	var out [rules.NumSeats]int
	for s, b := range st.Bots {
		if f, ok := b.(fallbacker); ok {
			out[s] = f.Fallbacks()
		}
	}
	return out
}

// addFallbacks counts the fallbacks since before: the bots' own and the
// table's (an outside program's apart).
func (out *Outcome) addFallbacks(st *seat.Seating, t *table.Table, before [rules.NumSeats]int) {
	now := botFallbacks(st)
	for s := range now {
		out.Illegal += now[s] - before[s]
	}
	for s, n := range t.Fallbacks() {
		if st.Programs[s] != nil {
			out.Fallbacks[s] += n
		} else {
			out.Illegal += n
		}
	}
}

// take reads how the hand ended.
func (out *Outcome) take(r *rules.HandResult, variant rules.Variant) {
	if r == nil || r.Drawn {
		out.Drawn = true
		return
	}
	out.Winner, out.From, out.Points = r.Winner, r.From, r.Score.Total
	switch variant.Scoring {
	case rules.ScoringNone:
		out.Score[r.Winner] = 1
	default:
		out.Score = r.Payments
	}
}

// BotSeed returns the seed of the bot at seat s in the hand of seed
// handSeed.
func BotSeed(handSeed uint64, s rules.Seat) uint64 {
	return mix(handSeed + uint64(s)*0x9e3779b97f4a7c15)
}

// Rotation returns which of the run's bots sits at each seat in hand i,
// the seats in play being the first n (4, or 3 at a three-player table:
// the fourth bot then sits nowhere).
func Rotation(i, n int) [rules.NumSeats]int {
	var r [rules.NumSeats]int
	for s := range r {
		r[s] = (s + i) % n
	}
	return r
}

// Run plays cfg.Hands hands (cfg.Games whole games) on cfg.Workers
// workers and aggregates them.
// The figures (all but Elapsed) depend only on the configuration, not on
// the number of workers. When ctx ends, the workers stop after the hand
// they are playing, their programs are closed, and Run returns ctx's
// error with the report of the hands played (Report.Hands).
func Run(ctx context.Context, cfg Config) (*Report, error) {
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	units := cfg.Hands
	if cfg.Games > 0 {
		units = cfg.Games
	}
	workers = max(1, min(workers, units))
	rep := &Report{Rules: cfg.Variant.Name, Seed: cfg.Seed}
	slot := rep.entries(cfg)
	parts := make([]partial, workers)
	var names sync.Map // slot -> the name of its outside program
	var next atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for w := range parts {
		p := &parts[w]
		p.bots = make([]BotStats, len(rep.Bots))
		p.errHand = -1
		wg.Go(func() { p.work(ctx, cfg, slot, &next, &names) })
	}
	wg.Wait()
	rep.Elapsed = time.Since(start)
	names.Range(func(k, v any) bool {
		rep.Bots[k.(int)].Name = v.(string)
		return true
	})
	var firstErr error
	errHand := -1
	for _, p := range parts {
		rep.add(p)
		if p.err != nil && (firstErr == nil || p.errHand < errHand) {
			firstErr, errHand = p.err, p.errHand
		}
	}
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	return rep, firstErr
}

// entries makes the report's entries: one per level of the bots (they
// share it), one per outside program. slot[i] is the entry of the
// rotation's seat i.
func (rep *Report) entries(cfg Config) (slot [rules.NumSeats]int) {
	var ext []bool // by entry: an outside program's
	for i, sp := range cfg.Seats[:cfg.Variant.Players] {
		slot[i] = -1
		isProg := sp.Kind == seat.Program
		for j, b := range rep.Bots {
			if b.Level == sp.Level && !ext[j] && !isProg {
				slot[i] = j
			}
		}
		if slot[i] < 0 {
			slot[i] = len(rep.Bots)
			rep.Bots = append(rep.Bots, BotStats{Level: sp.Level})
			ext = append(ext, isProg)
		}
		rep.Bots[slot[i]].Seats++
	}
	return slot
}

// partial is what one worker measured.
type partial struct {
	hands, games, draws, invariant, illegal int
	actions                                 int64
	bots                                    []BotStats
	err                                     error
	errHand                                 int
}

// work plays the run's hands (its games, with Config.Games) until none
// is left (or ctx ends): each at a table seated through one seat.Seater,
// which keeps one bot per seat of the rotation and reseeds it for every
// hand or game (the same as a new bot, without the garbage), and the
// worker's outside programs, closed at the end.
func (p *partial) work(ctx context.Context, cfg Config, slot [rules.NumSeats]int, next *atomic.Int64, names *sync.Map) {
	units, play := cfg.Hands, p.playOneHand
	if cfg.Games > 0 {
		units, play = cfg.Games, p.playOneGame
	}
	seater := seat.NewSeater(seat.Config{Bots: cfg.Bots, Start: cfg.Start, Limit: cfg.Limit, KeepBots: true})
	defer func() { _ = seater.Close() }()
	for ctx.Err() == nil {
		i := int(next.Add(1) - 1)
		if i >= units {
			return
		}
		seed := HandSeed(cfg.Seed, i)
		rot := Rotation(i, cfg.Variant.Players)
		st, ok := p.seat(seater, cfg, seed, rot, slot, names, i)
		if !ok {
			return
		}
		if err := play(ctx, cfg, seed, &st, rot, slot); err != nil {
			if ctx.Err() != nil {
				return
			}
			if p.err == nil || i < p.errHand {
				p.err, p.errHand = err, i
			}
			continue
		}
		if cfg.Done != nil {
			cfg.Done.Add(1)
		}
	}
}

// playOneHand plays and counts one hand of the run.
func (p *partial) playOneHand(ctx context.Context, cfg Config, seed uint64, st *seat.Seating, rot, slot [rules.NumSeats]int) error {
	o, _, err := playHand(ctx, cfg.Variant, seed, st)
	if err == nil {
		p.count(o, rot, slot, cfg.Variant.Players)
	}
	return err
}

// seat seats hand (or game) i of seed, the rotation rot: false when a
// program could not start (the worker stops with its error).
func (p *partial) seat(seater *seat.Seater, cfg Config, seed uint64, rot, slot [rules.NumSeats]int, names *sync.Map, i int) (seat.Seating, bool) {
	g := seat.Game{Variant: cfg.Variant}
	for s := range rules.Seat(cfg.Variant.Players) {
		g.Seats[s], g.Seeds[s] = cfg.Seats[rot[s]], BotSeed(seed, s)
	}
	st := seater.Seat(g, rot)
	if err := st.Err(); err != nil {
		p.err, p.errHand = err, i
		return st, false
	}
	for s, o := range st.Programs {
		if o != nil {
			names.Store(slot[rot[s]], o.Name())
		}
	}
	return st, true
}

// count adds a hand's outcome (seat s held by the rotation's seat
// rot[s]).
func (p *partial) count(o Outcome, rot, slot [rules.NumSeats]int, n int) {
	p.hands++
	p.actions += int64(o.Actions)
	p.invariant += o.Invariant
	p.illegal += o.Illegal
	if o.Drawn {
		p.draws++
	}
	for s := range rules.Seat(n) {
		b := &p.bots[slot[rot[s]]]
		b.Hands++
		b.Score += int64(o.Score[s])
		b.Fallbacks += o.Fallbacks[s]
		switch {
		case o.Winner == s:
			b.Wins++
			if o.From == rules.NoSeat {
				b.SelfDrawn++
			}
		case !o.Drawn && o.From == s:
			b.DealIns++
		}
	}
}

// add adds a worker's figures to the report.
func (rep *Report) add(p partial) {
	rep.Hands += p.hands
	rep.Games += p.games
	rep.Draws += p.draws
	rep.InvariantViolations += p.invariant
	rep.IllegalActions += p.illegal
	rep.Actions += p.actions
	for j, b := range p.bots {
		t := &rep.Bots[j]
		t.Hands += b.Hands
		t.Wins += b.Wins
		t.SelfDrawn += b.SelfDrawn
		t.DealIns += b.DealIns
		t.Score += b.Score
		t.Fallbacks += b.Fallbacks
		t.Games += b.Games
		t.FirstTwelfths += b.FirstTwelfths
		t.PlaceHalves += b.PlaceHalves
		t.GameScore += b.GameScore
	}
}
