package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/chart"
	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// statsReport is what `mahjong stats --json` prints: the games played
// through, and apart from them the practice games (a move taken back).
type statsReport struct {
	RuleSets []ruleStatsReport `json:"rule_sets"`
	Practice []ruleStatsReport `json:"practice"`
	// games are the last games of each rule set, for the chart (the
	// JSON lists them in each rule set's games field).
	games map[string][]store.GameResult
}

type ruleStatsReport struct {
	Rules          string          `json:"rules"`
	Games          int             `json:"games"`
	Hands          int             `json:"hands"`
	Wins           int             `json:"wins"`
	SelfDrawn      int             `json:"self_drawn"`
	DealtIn        int             `json:"dealt_in"`
	WinRate        float64         `json:"win_rate"`
	SelfDrawnShare float64         `json:"self_drawn_share"`
	DealInRate     float64         `json:"deal_in_rate"`
	AvgScore       float64         `json:"avg_score"`
	BestHand       *bestHandReport `json:"best_hand"`
	LongestStreak  int             `json:"longest_streak"`
	// LastGames are the person's net results in the last games played
	// through, oldest first (the chart of mahjong stats).
	LastGames []gameReport `json:"last_games,omitempty"`
}

// gameReport is one game of the chart: its ID, hands and net result.
type gameReport struct {
	Game  string `json:"game"`
	Hands int    `json:"hands"`
	Delta int    `json:"delta"`
}

// chartGames is how many of the last games the chart shows.
const chartGames = 20

type bestHandReport struct {
	Total int         `json:"total"`
	Unit  string      `json:"unit"`
	Items []scoreItem `json:"items"`
	Hand  string      `json:"hand"`
	Game  string      `json:"game"`
	// Number is the hand's number in its game, from 0.
	Number int `json:"hand_number"`
	Delta  int `json:"delta"`
}

func runStats(args []string, env Env, cat *i18n.Catalog) int {
	fs := newFlagSet("stats")
	ruleSet := fs.String("rules", "", "")
	asJSON := fs.Bool("json", false, "")
	pos, code, done := parseCommand(fs, args, env, cat, "help.stats")
	if done {
		return code
	}
	if len(pos) != 0 {
		return fail(env, cat, &usageError{cat.T("stats.error.args")})
	}
	if *ruleSet != "" {
		if _, err := parseRuleSet(*ruleSet, cat); err != nil {
			return fail(env, cat, err)
		}
	}
	st := store.FromEnv(env.Getenv)
	entries, warnings, err := st.ReadHistory()
	for _, w := range warnings {
		warn(env, w.Message(cat))
	}
	if err != nil {
		return fail(env, cat, err)
	}
	if *ruleSet != "" {
		kept := entries[:0]
		for _, e := range entries {
			if e.Rules == *ruleSet {
				kept = append(kept, e)
			}
		}
		entries = kept
	}
	rep := makeStatsReport(store.Compute(entries), entries, cat)
	if *asJSON {
		if err := json.NewEncoder(env.Stdout).Encode(rep); err != nil {
			return fail(env, cat, err)
		}
		return ExitOK
	}
	printStats(env.Stdout, rep, st.HistoryPath(), chartWidth(env), cat)
	return ExitOK
}

// chartWidth is the chart's width: the terminal's ($COLUMNS) within
// bounds, 72 when unknown.
func chartWidth(env Env) int {
	if n, err := strconv.Atoi(env.Getenv("COLUMNS")); err == nil {
		return min(max(n-4, 40), 116)
	}
	return 72
}

// makeStatsReport words the figures from the catalogue, with each rule
// set's last games (entries: the history).
func makeStatsReport(s store.Stats, entries []store.HandEntry, cat *i18n.Catalog) statsReport {
	rep := statsReport{RuleSets: ruleReports(s.RuleSets, cat), Practice: ruleReports(s.Practice, cat)}
	for i := range rep.RuleSets {
		r := &rep.RuleSets[i]
		for _, g := range store.Games(entries, r.Rules, chartGames) {
			r.LastGames = append(r.LastGames, gameReport{Game: g.Game, Hands: g.Hands, Delta: g.Delta})
		}
	}
	return rep
}

// ruleReports words the figures of each rule set.
func ruleReports(sets []store.RuleStats, cat *i18n.Catalog) []ruleStatsReport {
	out := []ruleStatsReport{}
	for _, rs := range sets {
		r := ruleStatsReport{
			Rules: rs.Rules, Games: rs.Games, Hands: rs.Hands, Wins: rs.Wins,
			SelfDrawn: rs.SelfDrawn, DealtIn: rs.DealtIn,
			WinRate: rs.WinRate, SelfDrawnShare: rs.SelfDrawnShare, DealInRate: rs.DealInRate,
			AvgScore: rs.AvgScore, LongestStreak: rs.LongestStreak,
		}
		if b := rs.Best; b != nil && b.Win != nil {
			bh := &bestHandReport{Total: b.Win.Total, Unit: b.Win.Unit, Items: []scoreItem{}, Hand: b.Win.Hand,
				Game: b.Game, Number: b.Hand, Delta: b.Delta}
			for _, it := range b.Win.Items {
				si := it.ScoreItem()
				bh.Items = append(bh.Items, scoreItem{Name: explain.ItemName(cat, si), Value: it.Value, shown: explain.ItemValue(cat, si)})
			}
			r.BestHand = bh
		}
		out = append(out, r)
	}
	return out
}

// printStats writes the figures for a person: each rule set's, with the
// chart of the running total over its last games, then the practice
// games' apart. The names and hands come from the history file: they are
// made safe for the terminal.
func printStats(w io.Writer, rep statsReport, historyPath string, width int, cat *i18n.Catalog) {
	if len(rep.RuleSets) == 0 && len(rep.Practice) == 0 {
		fmt.Fprintln(w, safetext.Clean(cat.T("stats.none", historyPath)))
		return
	}
	for i, r := range rep.RuleSets {
		if i > 0 {
			fmt.Fprintln(w)
		}
		printRuleStats(w, r, cat.T("stats.header", safetext.Clean(r.Rules), r.Games, r.Hands), cat)
		printGamesChart(w, r, width, cat)
	}
	for i, r := range rep.Practice {
		if i > 0 || len(rep.RuleSets) > 0 {
			fmt.Fprintln(w)
		}
		printRuleStats(w, r, cat.T("stats.practice_header", safetext.Clean(r.Rules), r.Games, r.Hands), cat)
	}
}

// printRuleStats writes one rule set's figures under its header.
func printRuleStats(w io.Writer, r ruleStatsReport, header string, cat *i18n.Catalog) {
	clean := safetext.Clean
	dec := func(f float64) string {
		return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", cat.T("stats.decimal_point"), 1)
	}
	pct := func(f float64) string { return cat.T("stats.percent", dec(100*f)) }
	fmt.Fprintln(w, header)
	avg := dec(r.AvgScore)
	if r.AvgScore > 0 {
		avg = "+" + avg
	}
	lines := [][2]string{
		{cat.T("stats.won"), cat.T("stats.count_rate", r.Wins, pct(r.WinRate))},
		{cat.T("stats.self_drawn"), cat.T("stats.count_share", r.SelfDrawn, pct(r.SelfDrawnShare))},
		{cat.T("stats.dealt_in"), cat.T("stats.count_rate", r.DealtIn, pct(r.DealInRate))},
		{cat.T("stats.avg_score"), avg},
		{cat.T("stats.streak"), strconv.Itoa(r.LongestStreak)},
	}
	if b := r.BestHand; b != nil {
		lines = append(lines, [2]string{cat.T("stats.best"),
			cat.T("stats.best_value", b.Total, clean(cat.Count("unit."+b.Unit, b.Total)), clean(b.Hand), clean(b.Game), b.Number+1)})
	}
	width := 0
	for _, l := range lines {
		width = max(width, displayWidth(l[0]))
	}
	for _, l := range lines {
		fmt.Fprintf(w, "  %s%s  %s\n", l[0], strings.Repeat(" ", width-displayWidth(l[0])), l[1])
	}
	if b := r.BestHand; b != nil {
		iw := 0
		for _, it := range b.Items {
			iw = max(iw, displayWidth(clean(it.Name)))
		}
		for _, it := range b.Items {
			name := clean(it.Name)
			fmt.Fprintf(w, "    %s%s %4s\n", name, strings.Repeat(" ", iw-displayWidth(name)), it.shown)
		}
	}
}

// printGamesChart draws the person's running total over the rule set's
// last games (plain runes: it reads the same in any terminal), for a rule
// set with a score and two games or more.
func printGamesChart(w io.Writer, r ruleStatsReport, width int, cat *i18n.Catalog) {
	v, err := rules.VariantByName(r.Rules)
	if err != nil || v.Scoring == rules.ScoringNone || len(r.LastGames) < 2 {
		return
	}
	run, values := 0, make([]int, len(r.LastGames))
	for i, g := range r.LastGames {
		run += g.Delta
		values[i] = run
	}
	mark := []rune(cat.T("stats.chart_mark") + "*")[0]
	c := chart.Draw([]chart.Series{{Mark: mark, Values: values}}, width, 9)
	fmt.Fprintln(w, "  "+cat.T("stats.chart", len(values)))
	for _, l := range strings.Split(c.String(), "\n") {
		fmt.Fprintln(w, "  "+strings.TrimRight(l, " "))
	}
}
