package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/term"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/rules"
)

// simReport is what `mahjong sim --json` prints.
type simReport struct {
	Rules               string       `json:"rules"`
	Options             string       `json:"options,omitempty"`
	Hands               int          `json:"hands"`
	Seed                uint64       `json:"seed"`
	HandsPerSecond      float64      `json:"hands_per_second"`
	DrawRate            float64      `json:"draw_rate"`
	InvariantViolations int          `json:"invariant_violations"`
	IllegalActions      int          `json:"illegal_actions"`
	Bots                []simBotJSON `json:"bots"`
}

type simBotJSON struct {
	Level string `json:"level"`
	// Program and Fallbacks: an outside program ("exec:./mybot") and its
	// decisions answered by its fallback bot (Level).
	Program    string     `json:"program,omitempty"`
	Fallbacks  int        `json:"fallbacks,omitempty"`
	Seats      int        `json:"seats"`
	Hands      int        `json:"hands"`
	Wins       int        `json:"wins"`
	WinRate    float64    `json:"win_rate"`
	WinRateCI  [2]float64 `json:"win_rate_ci95"`
	SelfDrawn  int        `json:"self_drawn"`
	DealInRate float64    `json:"deal_in_rate"`
	// AvgScore is the mean net result a hand; absent for a rule set
	// without a score (family).
	AvgScore *float64 `json:"avg_score,omitempty"`
}

func runSim(args []string, env Env, cat *i18n.Catalog) int {
	fs := newFlagSet("sim")
	variantName := fs.String("rules", "hk", "")
	options := fs.String("options", "", "")
	optFlags := addOptionFlags(fs, false)
	hands := fs.Int("hands", 1000, "")
	seed := fs.Uint64("seed", 1, "")
	botList := fs.String("bots", seat.Default().String(), "")
	workers := fs.Int("workers", 0, "")
	botLimit := fs.Duration("bot-limit", seat.DefaultLimit, "")
	asJSON := fs.Bool("json", false, "")
	pos, code, done := parseCommand(fs, args, env, cat, "help.sim")
	if done {
		return code
	}
	if len(pos) != 0 {
		return fail(env, cat, &usageError{cat.T("sim.error.args", strings.Join(pos, " "))})
	}
	o, err := rules.ParseOptions(*options)
	if err == nil {
		_, err = rules.NewVariant(*variantName, o)
	}
	var ue *rules.UnknownVariantError
	if err != nil && !errors.As(err, &ue) {
		return fail(env, cat, &usageError{cat.T("sim.error.options", *options, err.Error())})
	}
	variant, err := optFlags.variant(*variantName, o, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	if *hands < 1 {
		return fail(env, cat, &usageError{cat.T("sim.error.hands", *hands)})
	}
	if *workers < 0 {
		return fail(env, cat, &usageError{cat.T("sim.error.workers", *workers)})
	}
	seats, err := simSeats(*botList, variant.Players)
	if err != nil {
		return fail(env, cat, &usageError{cat.T("sim.error.bots", *botList, variant.Players)})
	}
	if *botLimit <= 0 {
		return fail(env, cat, &usageError{cat.T("sim.error.bot_limit", botLimit.String())})
	}
	cfg := sim.Config{Variant: variant, Hands: *hands, Seed: *seed, Seats: seats, Workers: simWorkers(*workers), Limit: *botLimit}
	rep, sig, err := runSimulation(env, cat, cfg, !*asJSON)
	if sig != nil {
		reraise(sig)
	}
	if err != nil {
		return fail(env, cat, err)
	}
	if *asJSON {
		if err := json.NewEncoder(env.Stdout).Encode(simJSON(rep, variant)); err != nil {
			return fail(env, cat, err)
		}
		return ExitOK
	}
	printSim(env.Stdout, rep, variant, seats, cat)
	return ExitOK
}

// runSimulation runs the simulation until it ends or a stop signal
// (SIGINT, SIGTERM) comes: the workers then stop after their hand and
// close their programs, and the signal is returned for the caller to
// end as it would have. With bar, on a terminal, a progress bar is drawn
// on stderr meanwhile (and cleared).
func runSimulation(env Env, cat *i18n.Catalog, cfg sim.Config, bar bool) (*sim.Report, os.Signal, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	stop := func() {}
	if bar && env.IsTerminal && isTerminal(env.Stderr) {
		cfg.Done = new(atomic.Int64)
		stop = progressBar(env.Stderr, cfg.Done, cfg.Hands, cat)
	}
	done := make(chan struct{})
	caught := make(chan os.Signal, 1)
	go onSignal(sigs, done, cancel, func(sig os.Signal) { caught <- sig })
	rep, err := sim.Run(ctx, cfg)
	close(done)
	stop()
	select {
	case sig := <-caught:
		return rep, sig, err
	default:
		return rep, nil, err
	}
}

// simSeats reads sim's --bots for a table of players: one seat for every
// seat, or one a seat in play.
func simSeats(text string, players int) ([rules.NumSeats]seat.Seat, error) {
	var out [rules.NumSeats]seat.Seat
	list, err := seat.ParseList(text)
	if err != nil {
		return out, err
	}
	seats, err := list.For(players)
	copy(out[:], seats)
	return out, err
}

// workersPerCPU bounds --workers: more hands at once than a few per CPU
// only costs memory (each holds a game and four bots).
const workersPerCPU = 4

// simWorkers is the number of hands played at once for --workers n: 0
// is one per CPU, and at most workersPerCPU per CPU. The figures do not
// depend on it.
func simWorkers(n int) int {
	return min(n, workersPerCPU*runtime.NumCPU())
}

// onSignal waits for a stop signal until done is closed; on one, it
// runs stop (the progress bar is cleared) then reraise.
func onSignal(sigs <-chan os.Signal, done <-chan struct{}, stop func(), reraise func(os.Signal)) {
	select {
	case sig := <-sigs:
		stop()
		reraise(sig)
	case <-done:
	}
}

// reraise ends the process as sig would have without a handler, so that
// the shell sees the signal (status 128 + its number).
func reraise(sig os.Signal) {
	signal.Reset(sig)
	if p, err := os.FindProcess(os.Getpid()); err == nil && p.Signal(sig) == nil {
		time.Sleep(time.Second) // the signal ends the process meanwhile
	}
	code := 130
	if s, ok := sig.(syscall.Signal); ok {
		code = 128 + int(s)
	}
	os.Exit(code)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// progressBar redraws a bar on w every tenth of a second until the
// returned stop is called, which clears it (a second call does nothing).
func progressBar(w io.Writer, done *atomic.Int64, total int, cat *i18n.Catalog) (stop func()) {
	quit := make(chan struct{})
	finished := make(chan struct{})
	draw := func() {
		n := int(done.Load())
		const width = 30
		fill := width * n / total
		fmt.Fprintf(w, "\r[%s%s] %3d%% %s", strings.Repeat("#", fill), strings.Repeat("-", width-fill),
			100*n/total, cat.T("sim.progress", n, total))
	}
	go func() {
		defer close(finished)
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				fmt.Fprint(w, "\r\033[K")
				return
			case <-t.C:
				draw()
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			close(quit)
			<-finished
		})
	}
}

func simJSON(rep *sim.Report, variant rules.Variant) simReport {
	out := simReport{
		Rules: rep.Rules, Options: variant.Options.String(), Hands: rep.Hands, Seed: rep.Seed,
		HandsPerSecond: round(rep.HandsPerSecond(), 1), DrawRate: round(rep.DrawRate(), 4),
		InvariantViolations: rep.InvariantViolations, IllegalActions: rep.IllegalActions,
		Bots: []simBotJSON{},
	}
	for _, b := range rep.Bots {
		lo, hi := b.WinRateCI95()
		out.Bots = append(out.Bots, simBotJSON{
			Level: b.Level.String(), Program: b.Name, Fallbacks: b.Fallbacks, Seats: b.Seats, Hands: b.Hands, Wins: b.Wins,
			WinRate: round(b.WinRate(), 4), WinRateCI: [2]float64{round(lo, 4), round(hi, 4)},
			SelfDrawn: b.SelfDrawn, DealInRate: round(b.DealInRate(), 4),
		})
		if scored(variant) {
			avg := round(b.AvgScore(), 3)
			out.Bots[len(out.Bots)-1].AvgScore = &avg
		}
	}
	return out
}

// round rounds x to n decimals.
func round(x float64, n int) float64 {
	p := 1.0
	for range n {
		p *= 10
	}
	v := x * p
	if v < 0 {
		return -float64(int64(-v+0.5)) / p
	}
	return float64(int64(v+0.5)) / p
}

// scored reports whether the rule set has a score to average (family
// has none: a hand is won or not).
func scored(v rules.Variant) bool { return v.Scoring != rules.ScoringNone }

// printSim writes the report as a table for a person (no average score
// for a rule set without one).
func printSim(w io.Writer, rep *sim.Report, variant rules.Variant, seats [rules.NumSeats]seat.Seat, cat *i18n.Catalog) {
	label := func(b sim.BotStats) string {
		if b.Name != "" {
			return safetext.Clean(b.Name)
		}
		return cat.T(b.Level.Key())
	}
	names := make([]string, variant.Players)
	for i, sp := range seats[:len(names)] {
		names[i] = cat.T(sp.Level.Key())
		if sp.Kind == seat.Program {
			names[i] = safetext.Clean(sp.String())
		}
	}
	rulesName := rep.Rules
	if o := variant.Options.String(); o != "" {
		rulesName += " (" + o + ")"
	}
	fmt.Fprintln(w, cat.T("sim.header", rulesName, rep.Hands, rep.Seed, strings.Join(names, ", ")))
	head := []string{
		cat.T("sim.col.level"), cat.T("sim.col.seats"), cat.T("sim.col.hands"), cat.T("sim.col.wins"),
		cat.T("sim.col.win_rate"), cat.T("sim.col.ci95"), cat.T("sim.col.self_drawn"),
		cat.T("sim.col.deal_in"),
	}
	if scored(variant) {
		head = append(head, cat.T("sim.col.avg_score"))
	}
	rows := [][]string{head}
	for _, b := range rep.Bots {
		lo, hi := b.WinRateCI95()
		row := []string{
			label(b), fmt.Sprint(b.Seats), fmt.Sprint(b.Hands), fmt.Sprint(b.Wins),
			pct(b.WinRate()), pct(lo) + " - " + pct(hi), fmt.Sprint(b.SelfDrawn),
			pct(b.DealInRate()),
		}
		if scored(variant) {
			row = append(row, fmt.Sprintf("%+.2f", b.AvgScore()))
		}
		rows = append(rows, row)
	}
	writeTable(w, rows)
	fmt.Fprintln(w, cat.T("sim.draws", pct(rep.DrawRate())))
	fmt.Fprintln(w, cat.T("sim.speed", fmt.Sprintf("%.0f", rep.HandsPerSecond()), fmt.Sprintf("%.0f", float64(rep.Actions)/float64(rep.Hands))))
	fmt.Fprintln(w, cat.T("sim.invariants", rep.InvariantViolations, rep.IllegalActions))
	for _, b := range rep.Bots {
		if b.Name != "" {
			fmt.Fprintln(w, cat.T("sim.fallbacks", label(b), b.Fallbacks, cat.T(b.Level.Key())))
		}
	}
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// writeTable writes rows in columns: the first left-aligned, the others
// right-aligned, two spaces apart.
func writeTable(w io.Writer, rows [][]string) {
	var width []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, r := range rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i == 0 {
				b.WriteString(c + pad)
			} else {
				b.WriteString("  " + pad + c)
			}
		}
		fmt.Fprintln(w, b.String())
	}
}
