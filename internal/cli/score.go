package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// scoreReport is what `mahjong score --json` prints.
type scoreReport struct {
	Winning  bool           `json:"winning"`
	Reason   string         `json:"reason,omitempty"`
	Total    int            `json:"total"`
	Unit     string         `json:"unit"`
	Items    []scoreItem    `json:"items"`
	Limit    string         `json:"limit,omitempty"` // the limit-hand rule's line (hk)
	Payments map[string]int `json:"payments"`
}

type scoreItem struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	// shown is the value as a person reads it: a doubling as its factor
	// (x2), a payment rule by what it does (not in the JSON).
	shown string
}

// windFlag is a flag holding a wind (E, S, W, N).
type windFlag struct {
	w   rules.Wind
	set bool
}

func (f *windFlag) String() string { return f.w.String() }

func (f *windFlag) Set(s string) error {
	w, ok := rules.ParseWind(s)
	if !ok {
		return fmt.Errorf("%q is not a wind (E, S, W or N)", s)
	}
	f.w, f.set = w, true
	return nil
}

func runScore(args []string, env Env, cat *i18n.Catalog) int {
	fs := newFlagSet("score")
	variant := fs.String("rules", "hk", "")
	seat := &windFlag{w: rules.WindEast}
	round := &windFlag{w: rules.WindEast}
	from := &windFlag{}
	fs.Var(seat, "seat", "")
	fs.Var(round, "round", "")
	fs.Var(from, "from", "")
	selfDrawn := fs.Bool("self-drawn", false, "")
	lastTile := fs.Bool("last-tile", false, "")
	replacement := fs.Int("replacement", 0, "")
	robbing := fs.Bool("robbing-kong", false, "")
	heavenly := fs.Bool("heavenly", false, "")
	earthly := fs.Bool("earthly", false, "")
	calling := fs.Bool("calling", false, "")
	undeclared := fs.Bool("undeclared", false, "")
	norths := fs.Int("norths", 0, "")
	optFlags := addOptionFlags(fs, true)
	asJSON := fs.Bool("json", false, "")
	usage, bySet := scoringOptionsUsage()
	pos, code, done := parseCommand(fs, args, env, cat, "help.score", usage, bySet)
	if done {
		return code
	}
	if len(pos) != 1 {
		return fail(env, cat, &usageError{cat.T("error.score_args")})
	}
	v, err := optFlags.variant(*variant, rules.Options{}, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	if v.Scoring == rules.ScoringNone {
		return fail(env, cat, &rules.NoScoreError{Variant: v.Name})
	}
	// A context flag the rule set does not have is refused, not ignored;
	// --norths says what it lacks.
	var refused error
	fs.Visit(func(f *flag.Flag) {
		if refused == nil && f.Name == "norths" && v.Players != 3 {
			refused = &usageError{cat.T("error.norths_players")}
		}
		context := slices.ContainsFunc(cmdline.ContextFlags, func(c cmdline.ContextFlag) bool { return c.Name == f.Name })
		if refused == nil && context && !cmdline.ContextFlagAllowed(v, f.Name) {
			refused = &usageError{cat.T("error.score_option", f.Name, cat.T("score.error.option_not_in_variant"), v.Name)}
		}
	})
	if refused != nil {
		return fail(env, cat, refused)
	}
	if *selfDrawn && from.set {
		return fail(env, cat, &rules.WinContextError{Variant: v.Name, Fact: rules.FactDiscarder, Reason: rules.ContextConflict})
	}
	if *robbing && !from.set && !*selfDrawn {
		// Self-drawn is only the default: say what the flag lacks.
		return fail(env, cat, &usageError{cat.T("error.robbing_needs_from")})
	}
	h, err := rules.ParseHand(pos[0])
	if err != nil {
		return fail(env, cat, err)
	}
	ctx := rules.WinContext{
		SeatWind:       seat.w,
		PrevailingWind: round.w,
		SelfDrawn:      !from.set,
		Discarder:      from.w,
		LastTile:       *lastTile,
		Replacement:    *replacement,
		RobbingKong:    *robbing,
		Heavenly:       *heavenly,
		Earthly:        *earthly,
		Norths:         *norths,
	}
	switch v.Declaration {
	case rules.DeclareReady:
		ctx.Declared = !*undeclared
	case rules.DeclareCalling:
		ctx.Declared = *calling
	}
	sc, err := rules.ScoreHand(v, h, ctx)
	if err != nil {
		return fail(env, cat, err)
	}
	minimum := 0
	if s, err := v.NewScorer(); err == nil {
		if terms, ok := rules.TermsOf(s); ok {
			minimum = terms.Minimum
		}
	}
	rep := makeScoreReport(sc, v.Players, minimum, cat)
	if *asJSON {
		if err := json.NewEncoder(env.Stdout).Encode(rep); err != nil {
			return fail(env, cat, err)
		}
		return ExitOK
	}
	printScore(env.Stdout, v.Name, h, ctx, rep, cat)
	// Where the money comes from, line by line.
	if s, err := v.NewScorer(); err == nil {
		pctx := ctx
		if v.Players == 3 {
			pctx.Players = 3 // the table's size, as ScoreHand read it
		}
		if lines, ok := rules.PaymentLines(s, sc, pctx); ok {
			name := func(w rules.Wind) (string, bool) { return cat.T("wind." + w.String()), false }
			for _, l := range lines {
				fmt.Fprintln(env.Stdout, "  "+explain.PayLine(cat, sc, pctx, l, name))
			}
		}
	}
	return ExitOK
}

// makeScoreReport words a score from the catalogue (a win below the
// minimum says the table's minimum); the payments name the winds of the
// players seats at the table.
func makeScoreReport(sc rules.Score, players, minimum int, cat *i18n.Catalog) scoreReport {
	rep := scoreReport{
		Winning:  sc.Winning,
		Total:    sc.Total,
		Unit:     sc.Unit.String(),
		Items:    []scoreItem{},
		Payments: map[string]int{},
	}
	rep.Limit = explain.LimitLine(cat, sc)
	if !sc.Winning {
		rep.Reason = cat.T(i18n.WinReasonKey(sc.Reason.Name()), explain.Amount(cat, minimum, sc.Unit))
	}
	for _, it := range sc.Items {
		rep.Items = append(rep.Items, scoreItem{Name: explain.ItemName(cat, it), Value: it.Value, shown: explain.ItemValue(cat, it)})
	}
	for w := range rules.Wind(players) {
		rep.Payments[w.String()] = sc.Payments[w]
	}
	return rep
}

// printScore writes the score sheet for a person.
func printScore(w io.Writer, variant string, h rules.Hand, ctx rules.WinContext, rep scoreReport, cat *i18n.Catalog) {
	how := cat.T("score.how_self_drawn")
	if !ctx.SelfDrawn {
		how = cat.T("score.how_discard", ctx.Discarder)
	}
	fmt.Fprintln(w, cat.T("score.header", h.String(), variant, ctx.SeatWind, ctx.PrevailingWind, how))
	width := 0
	for _, it := range rep.Items {
		width = max(width, displayWidth(it.Name))
	}
	unit := cat.Count("unit."+rep.Unit, rep.Total)
	for _, it := range rep.Items {
		fmt.Fprintf(w, "  %s%s %4s\n", it.Name, strings.Repeat(" ", width-displayWidth(it.Name)), it.shown)
	}
	total := cat.T("score.total")
	fmt.Fprintf(w, "  %s%s %4d %s\n", total, strings.Repeat(" ", max(0, width-displayWidth(total))), rep.Total, unit)
	if rep.Limit != "" {
		fmt.Fprintln(w, "  "+rep.Limit)
	}
	if !rep.Winning {
		fmt.Fprintln(w, cat.T("score.not_winning", rep.Reason))
	}
	var pays []string
	for _, s := range []string{"E", "S", "W", "N"} {
		v, ok := rep.Payments[s]
		if !ok {
			continue // no such seat at a three-player table
		}
		txt := strconv.Itoa(v)
		if v > 0 {
			txt = "+" + txt
		}
		pays = append(pays, s+" "+txt)
	}
	fmt.Fprintln(w, cat.T("score.payments", strings.Join(pays, "  ")))
}

// displayWidth counts the runes of s: the catalogues' words are Latin
// script, one cell a rune.
func displayWidth(s string) int { return len([]rune(s)) }
