package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
)

// statsReport is what `mahjong stats --json` prints.
type statsReport struct {
	RuleSets []ruleStatsReport `json:"rule_sets"`
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
}

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
	rep := makeStatsReport(store.Compute(entries), cat)
	if *asJSON {
		if err := json.NewEncoder(env.Stdout).Encode(rep); err != nil {
			return fail(env, cat, err)
		}
		return ExitOK
	}
	printStats(env.Stdout, rep, st.HistoryPath(), cat)
	return ExitOK
}

// makeStatsReport words the figures from the catalogue.
func makeStatsReport(s store.Stats, cat *i18n.Catalog) statsReport {
	rep := statsReport{RuleSets: []ruleStatsReport{}}
	for _, rs := range s.RuleSets {
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
		rep.RuleSets = append(rep.RuleSets, r)
	}
	return rep
}

// printStats writes the figures for a person. The names and hands come
// from the history file: they are made safe for the terminal.
func printStats(w io.Writer, rep statsReport, historyPath string, cat *i18n.Catalog) {
	if len(rep.RuleSets) == 0 {
		fmt.Fprintln(w, safetext.Clean(cat.T("stats.none", historyPath)))
		return
	}
	clean := safetext.Clean
	dec := func(f float64) string {
		return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", cat.T("stats.decimal_point"), 1)
	}
	pct := func(f float64) string { return cat.T("stats.percent", dec(100*f)) }
	for i, r := range rep.RuleSets {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, cat.T("stats.header", clean(r.Rules), r.Games, r.Hands))
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
}
