package cli

import (
	"context"
	"encoding/json"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Bounds of review's flags: samples a decision, the time a decision.
const (
	maxReviewSamples = 100_000
	maxReviewBudget  = time.Hour
)

// reviewFlags are review's flags once read.
type reviewFlags struct {
	seat    int
	budget  time.Duration
	samples int
	seed    uint64
	asJSON  bool
	style   tui.TileStyle
}

// runReview is `mahjong review [RECORD] [--seat S] [--budget D]
// [--samples N] [--seed S] [--json] [--lang L] [--tiles T]`: a seat's
// decisions in a record, weighed by the evaluator, costliest first, and
// a summary. RECORD is found as replay finds it (the newest finished
// game without one). A progress line is drawn on stderr on a terminal;
// an interrupt stops the review and prints what was weighed (exit 130).
func runReview(args []string, env Env, cat *i18n.Catalog) int {
	fl, sv, cat, code, ok := reviewSetup(args, env, cat)
	if !ok {
		return code
	}
	rec := sv.Game.Record()
	seat := rules.Seat(fl.seat)
	if fl.seat < 0 {
		seat = sv.HumanSeat
	}
	if int(seat) >= rec.Variant.Players {
		return fail(env, cat, &usageError{cat.T("review.error.seat", int(seat), rec.Variant.Players-1)})
	}
	cfg := review.Config{Seat: seat, Samples: fl.samples, PerDecision: fl.budget, Seed: fl.seed}
	rv, stopped, err := reviewRun(env, cat, rec, sv.Game.Config().Scorer, cfg, !fl.asJSON)
	if err != nil {
		return fail(env, cat, err)
	}
	if fl.asJSON {
		if err := json.NewEncoder(env.Stdout).Encode(reviewJSON(rv, rec.Variant)); err != nil {
			return fail(env, cat, err)
		}
	} else {
		style := fl.style
		if style == "" {
			style = tui.TilesBoxed
			if t, err := tui.ParseTileStyle(sv.Tiles); err == nil {
				style = t
			}
		}
		printReview(env.Stdout, rv, rec.Variant, cat, kit.MustGlyphs(style))
	}
	if stopped {
		return 130
	}
	return ExitOK
}

// reviewSetup reads review's flags and opens its record; ok false: the
// command is over with code.
func reviewSetup(args []string, env Env, cat *i18n.Catalog) (reviewFlags, *store.Saved, *i18n.Catalog, int, bool) {
	fs := newFlagSet("review")
	var fl reviewFlags
	fs.IntVar(&fl.seat, "seat", -1, "")
	fs.DurationVar(&fl.budget, "budget", time.Second, "")
	fs.IntVar(&fl.samples, "samples", 60, "")
	fs.Uint64Var(&fl.seed, "seed", 1, "")
	fs.BoolVar(&fl.asJSON, "json", false, "")
	lang := fs.String("lang", "", "")
	tiles := fs.String("tiles", "", "")
	pos, code, done := parseCommand(fs, args, env, cat, "help.review")
	if done {
		return fl, nil, cat, code, false
	}
	cat, style, err := displayFlags(cat, *lang, *tiles)
	fl.style = style
	switch {
	case err != nil:
	case len(pos) > 1:
		err = &usageError{cat.T("review.error.args")}
	case fl.seat < -1 || fl.seat >= rules.NumSeats:
		err = &usageError{cat.T("review.error.seat", fl.seat, rules.NumSeats-1)}
	case fl.budget <= 0 || fl.budget > maxReviewBudget:
		err = &usageError{cat.T("review.error.budget", fl.budget.String())}
	case fl.samples < 1 || fl.samples > maxReviewSamples:
		err = &usageError{cat.T("review.error.samples", fl.samples, maxReviewSamples)}
	}
	if err != nil {
		return fl, nil, cat, fail(env, cat, err), false
	}
	sv, err := openRecord(store.FromEnv(env.Getenv), pos, cat)
	if err != nil {
		return fl, nil, cat, failCode(env, cat, err, ExitUsage), false
	}
	return fl, sv, cat, 0, true
}

// reviewRun runs the review until it ends or an interrupt (SIGINT,
// SIGTERM) comes: stopped then says so, and the review holds the
// decisions weighed. With bar, on a terminal, a progress line is drawn on
// stderr meanwhile (and cleared).
func reviewRun(env Env, cat *i18n.Catalog, rec rules.Record, scorer rules.Scorer, cfg review.Config, bar bool) (*review.Review, bool, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	var caught atomic.Bool
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-sigs:
			caught.Store(true)
			cancel()
		case <-done:
		}
	}()
	stop := func() {}
	if bar && isTerminal(env.Stderr) {
		if total, err := review.Count(rec, scorer, cfg.Seat); err == nil && total > 0 {
			var n atomic.Int64
			cfg.Progress = func(d, _ int) { n.Store(int64(d)) }
			stop = progressBar(env.Stderr, &n, total, "review.progress", cat)
		}
	}
	rv, err := review.Run(ctx, rec, scorer, cfg)
	stop()
	return rv, caught.Load(), err
}
