package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// analyzeReport is what `mahjong analyze --json` prints.
type analyzeReport struct {
	Rules         string            `json:"rules"`
	Tiles         int               `json:"tiles"`
	Shanten       int               `json:"shanten"`
	ShantenByForm map[string]int    `json:"shanten_by_form"`
	Waits         []string          `json:"waits,omitempty"`
	WaitsUnseen   map[string]int    `json:"waits_unseen,omitempty"`
	Acceptance    *acceptanceReport `json:"acceptance,omitempty"`
	Discards      []discardReport   `json:"discards,omitempty"`
	Complete      *bool             `json:"complete,omitempty"`
	Decomps       [][]string        `json:"decompositions,omitempty"`
}

type discardReport struct {
	Tile       string           `json:"tile"`
	Shanten    int              `json:"shanten"`
	Acceptance acceptanceReport `json:"acceptance"`
}

type acceptanceReport struct {
	Kinds int      `json:"kinds"`
	Tiles int      `json:"tiles"`
	List  []string `json:"list"`
}

// form names as the JSON writes them, in the order shown.
var formNames = []struct {
	form rules.Forms
	name string
}{
	{rules.FormStandard, "standard"},
	{rules.FormThirteenOrphans, "thirteen_orphans"},
	{rules.FormSevenPairs, "seven_pairs"},
}

func runAnalyze(args []string, env Env, cat *i18n.Catalog) int {
	fs := newFlagSet("analyze")
	variant := fs.String("rules", "hk", "")
	visible := fs.String("visible", "", "")
	asJSON := fs.Bool("json", false, "")
	optFlags := addOptionFlags(fs, false)
	pos, code, done := parseCommand(fs, args, env, cat, "help.analyze")
	if done {
		return code
	}
	if len(pos) != 1 {
		return fail(env, cat, &usageError{cat.T("error.analyze_args")})
	}
	v, err := optFlags.variant(*variant, rules.Options{}, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	rep, err := analyze(pos[0], *visible, v, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	if *asJSON {
		enc := json.NewEncoder(env.Stdout)
		if err := enc.Encode(rep); err != nil {
			return fail(env, cat, err)
		}
		return ExitOK
	}
	printAnalysis(env.Stdout, rep, cat)
	return ExitOK
}

// analyze builds the report of a 13- or 14-tile hand.
func analyze(handText, visibleText string, v rules.Variant, cat *i18n.Catalog) (analyzeReport, error) {
	forms := v.Forms
	h, err := rules.ParseHand(handText)
	if err != nil {
		return analyzeReport{}, err
	}
	vis, err := rules.ParseTiles(visibleText)
	if err != nil {
		return analyzeReport{}, err
	}
	for _, t := range vis {
		if !t.IsPlaying() {
			return analyzeReport{}, &usageError{cat.T("error.visible_playing", t)}
		}
	}
	size := h.Size()
	if size != 13 && size != 14 {
		return analyzeReport{}, &usageError{cat.T("error.analyze_size", size)}
	}
	if h.Winning != rules.NoTile && size != 14 {
		return analyzeReport{}, &usageError{cat.T("error.analyze_size", size)}
	}
	tiles := append([]rules.Tile(nil), h.Concealed...)
	if h.Winning != rules.NoTile {
		tiles = append(tiles, h.Winning)
	}
	// Jokers are read in a rule set that has them as an option, whether
	// the option was given or not.
	rs, _ := v.RuleSet()
	if _, canJoker := rs.Option("jokers"); rules.JokersIn(tiles) > 0 && !canJoker {
		return analyzeReport{}, &usageError{cat.T("error.jokers_classic_only")}
	}
	counts := rules.CountsOf(tiles)
	jokers := rules.JokersIn(tiles)
	melds := len(h.Melds)
	// Tiles seen elsewhere: the visible list and the hand's own declared melds.
	visible := rules.CountsOf(vis)
	for _, m := range h.Melds {
		for _, t := range m.Tiles() {
			if t.IsPlaying() {
				visible[t]++
			}
		}
	}
	for t := rules.Tile(0); t < rules.NumKinds; t++ {
		if int(visible[t])+int(counts[t]) > 4 {
			return analyzeReport{}, &rules.NotationError{Group: t.String(), Reason: rules.ReasonFifthCopy}
		}
	}

	rep := analyzeReport{Rules: v.Name, Tiles: size, ShantenByForm: map[string]int{}}
	rep.Shanten = rules.Shanten(&counts, jokers, melds, forms)
	std, orphans, pairs := rules.ShantenByForm(&counts, jokers, melds)
	byForm := map[rules.Forms]int{rules.FormStandard: std, rules.FormThirteenOrphans: orphans, rules.FormSevenPairs: pairs}
	for _, f := range formNames {
		if forms&f.form != 0 && byForm[f.form] != rules.NoShanten {
			rep.ShantenByForm[f.name] = byForm[f.form]
		}
	}
	if size == 13 {
		if rep.Shanten == 0 {
			waits := rules.Waits(&counts, jokers, melds, forms)
			rep.Waits = []string{}
			rep.WaitsUnseen = map[string]int{}
			for _, t := range waits.Tiles() {
				rep.Waits = append(rep.Waits, t.String())
				rep.WaitsUnseen[t.String()] = rules.Unseen(t, &counts, &visible)
			}
		} else {
			acc := acceptance13(&counts, jokers, melds, forms, &visible, rep.Shanten)
			rep.Acceptance = &acc
		}
		return rep, nil
	}
	complete := rep.Shanten == -1
	rep.Complete = &complete
	if complete {
		for _, d := range rules.Decompose(h, forms) {
			rep.Decomps = append(rep.Decomps, d.Strings())
		}
		return rep, nil
	}
	var choices [rules.NumKinds + 1]rules.DiscardChoice
	n := rules.Discards(&counts, jokers, melds, forms, &visible, &choices)
	for _, c := range choices[:n] {
		rep.Discards = append(rep.Discards, discardReport{
			Tile:       c.Tile.String(),
			Shanten:    c.Shanten,
			Acceptance: acceptanceReport{Kinds: c.Kinds, Tiles: c.Tiles, List: tileStrings(c.Accept.Tiles())},
		})
	}
	return rep, nil
}

// acceptance13 lists the kinds whose draw lowers the shanten of a 13-tile
// hand, with the unseen copies.
func acceptance13(c *rules.Counts, jokers, melds int, forms rules.Forms, visible *rules.Counts, shanten int) acceptanceReport {
	acc := acceptanceReport{List: []string{}}
	for t := rules.Tile(0); t < rules.NumKinds; t++ {
		if c[t] >= 4 {
			continue
		}
		c[t]++
		better := rules.Shanten(c, jokers, melds, forms) < shanten
		c[t]--
		if better {
			acc.Kinds++
			acc.Tiles += rules.Unseen(t, c, visible)
			acc.List = append(acc.List, t.String())
		}
	}
	return acc
}

func tileStrings(ts []rules.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

// printAnalysis writes the report for a person.
func printAnalysis(w io.Writer, rep analyzeReport, cat *i18n.Catalog) {
	fmt.Fprintln(w, cat.T("analyze.header", rep.Tiles, rep.Rules))
	var forms []string
	for _, f := range formNames {
		if v, ok := rep.ShantenByForm[f.name]; ok {
			forms = append(forms, cat.T("form."+f.name)+" "+fmt.Sprint(v))
		}
	}
	fmt.Fprintln(w, cat.T("analyze.shanten", rep.Shanten, shantenWords(rep.Shanten, cat), strings.Join(forms, ", ")))
	switch {
	case rep.Waits != nil:
		var ws []string
		total := 0
		for _, t := range rep.Waits {
			ws = append(ws, cat.T("analyze.wait_item", t, rep.WaitsUnseen[t]))
			total += rep.WaitsUnseen[t]
		}
		fmt.Fprintln(w, cat.T("analyze.waits", strings.Join(ws, ", "), total))
	case rep.Acceptance != nil:
		fmt.Fprintln(w, cat.T("analyze.acceptance", rep.Acceptance.Kinds, rep.Acceptance.Tiles, strings.Join(rep.Acceptance.List, " ")))
	case rep.Complete != nil && *rep.Complete:
		fmt.Fprintln(w, cat.T("analyze.complete", len(rep.Decomps)))
		for _, d := range rep.Decomps {
			fmt.Fprintln(w, "  "+strings.Join(d, " "))
		}
	case rep.Discards != nil:
		fmt.Fprintln(w, cat.T("analyze.discards_header"))
		for _, d := range rep.Discards {
			fmt.Fprintf(w, "  %-4s %7d %6d %6d   %s\n", d.Tile, d.Shanten, d.Acceptance.Kinds, d.Acceptance.Tiles, strings.Join(d.Acceptance.List, " "))
		}
	}
}

func shantenWords(n int, cat *i18n.Catalog) string {
	switch n {
	case -1:
		return cat.T("shanten.complete")
	case 0:
		return cat.T("shanten.ready")
	}
	return cat.T("shanten.away", n)
}
