package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
	"github.com/mahjong-tui/mahjong/rules/registrytest"
)

// matrixRow is one combination of a command line's sweep: a rule set and
// a value for each option the command takes, written as flags; refused
// names the flag of an option the rule set does not take ("": none),
// which the command must refuse in one line with status 2.
type matrixRow struct {
	rs      rules.RuleSet
	opts    rules.Options
	flags   []string
	refused string
}

// name is the row as a command line's flags.
func (r matrixRow) name() string {
	return strings.Join(append([]string{"--rules", r.rs.Name}, r.flags...), " ")
}

// args are the command line: cmd, the row's flags, then extra.
func (r matrixRow) args(cmd []string, extra ...string) []string {
	return append(append(append(slices.Clone(cmd), "--rules", r.rs.Name), r.flags...), extra...)
}

// players is the number of players of the row's table.
func (r matrixRow) players() int {
	v, err := r.rs.Variant(r.opts)
	if err != nil {
		return 0
	}
	return v.Players
}

// optionArgs are the flags that give an option its value: "--name
// value" for a number or a choice, "--name" for a switch turned on,
// "--no-name-rule" for one on by default turned off, none for a switch
// at its default.
func optionArgs(s rules.OptionSpec, value string) []string {
	if s.Kind != rules.OptionSwitch {
		return []string{"--" + cmdline.OptionFlag(s), value}
	}
	if value == s.Default {
		return nil
	}
	return []string{"--" + cmdline.OptionFlag(s)}
}

// matrixRows are the rows of a command's sweep, from the registry: for
// each rule set, the options the command takes (take) at each of their
// values: each value once (every value of every option in some row, at
// every player count the rule set has) or, with full, every product of
// them; then, for each option of the registry the rule set or the
// command does not take, one row giving it, to be refused.
func matrixRows(t *testing.T, take func(rules.RuleSet, rules.OptionSpec) bool, full bool) []matrixRow {
	return matrixRowsBy(t, take, full, true)
}

// matrixRowsBy is matrixRows; byPlayers false takes each value once with
// the player counts among the other options' values (half the rows, for
// the commands that open a screen).
func matrixRowsBy(t *testing.T, take func(rules.RuleSet, rules.OptionSpec) bool, full, byPlayers bool) []matrixRow {
	t.Helper()
	var rows []matrixRow
	for _, rs := range rules.RuleSets() {
		var specs []rules.OptionSpec
		for _, s := range rs.Options {
			if take(rs, s) {
				specs = append(specs, s)
			}
		}
		for _, pick := range valuePicks(specs, full, byPlayers) {
			row := matrixRow{rs: rs}
			for i, s := range specs {
				v := s.Values[pick[i]]
				if err := s.Set(&row.opts, v); err != nil {
					t.Fatalf("%s %s=%s: %v", rs.Name, s.Name, v, err)
				}
				row.flags = append(row.flags, optionArgs(s, v)...)
			}
			rows = append(rows, row)
		}
		rows = append(rows, refusedRows(rs, specs)...)
	}
	return rows
}

// valuePicks are the rows of value indexes for specs: the full product,
// or each value once, every row at each value of the players option
// when there is one (byPlayers; else the players option is one option
// among the others).
func valuePicks(specs []rules.OptionSpec, full, byPlayers bool) [][]int {
	if full {
		picks := [][]int{{}}
		for _, s := range specs {
			var next [][]int
			for _, p := range picks {
				for i := range s.Values {
					next = append(next, append(slices.Clone(p), i))
				}
			}
			picks = next
		}
		return picks
	}
	players := slices.IndexFunc(specs, func(s rules.OptionSpec) bool { return s.Name == "players" })
	if !byPlayers {
		players = -1
	}
	longest := 1
	for i, s := range specs {
		if i != players {
			longest = max(longest, len(s.Values))
		}
	}
	counts := 1
	if players >= 0 {
		counts = len(specs[players].Values)
	}
	var picks [][]int
	for k := range longest {
		for p := range counts {
			pick := make([]int, len(specs))
			for i, s := range specs {
				pick[i] = k % len(s.Values)
				if i == players {
					pick[i] = p
				}
			}
			picks = append(picks, pick)
		}
	}
	return picks
}

// refusedRows are the rows giving an option of the registry that the
// rule set does not have, or that the command does not take (not in
// taken): its first value other than the default.
func refusedRows(rs rules.RuleSet, taken []rules.OptionSpec) []matrixRow {
	var rows []matrixRow
	seen := map[string]bool{}
	for _, other := range rules.RuleSets() {
		for _, s := range other.Options {
			if seen[s.Name] || slices.ContainsFunc(taken, func(x rules.OptionSpec) bool { return x.Name == s.Name }) {
				continue
			}
			seen[s.Name] = true
			for _, v := range s.Values {
				if v != s.Default {
					rows = append(rows, matrixRow{rs: rs, flags: optionArgs(s, v), refused: "--" + cmdline.OptionFlag(s)})
					break
				}
			}
		}
	}
	return rows
}

// everyOption takes every option of the rule set.
func everyOption(rules.RuleSet, rules.OptionSpec) bool { return true }

// scoringOption takes the options that change a score, of a rule set
// that scores.
func scoringOption(rs rules.RuleSet, s rules.OptionSpec) bool {
	return s.Scoring && rs.Base().Scoring != rules.ScoringNone
}

// noOption takes none: the command has no option flags.
func noOption(rules.RuleSet, rules.OptionSpec) bool { return false }

// wantRefused checks a run that must be refused: status 2, nothing on
// stdout, one line on stderr naming the flag (or one of names).
func wantRefused(t *testing.T, what string, flag, out, errs string, code int, names ...string) {
	t.Helper()
	named := false
	for _, n := range append(names, flag) {
		named = named || strings.Contains(errs, strings.TrimPrefix(n, "--"))
	}
	if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !named {
		t.Errorf("%s: want one line naming %s and status 2; exit %d, stdout %q, stderr %q", what, flag, code, out, errs)
	}
}

// sweepLog records the number of combinations a command was run with.
func sweepLog(t *testing.T, cmd string, n int) {
	t.Helper()
	t.Logf("%s: %d combinations", cmd, n)
	if n == 0 {
		t.Errorf("%s: nothing swept", cmd)
	}
}

// sim at every combination: one hand, its report in JSON naming the rule
// set and the options as given, the hand played at the row's table.
func TestMatrixSim(t *testing.T) {
	t.Parallel()
	rows := matrixRows(t, everyOption, soak.On())
	for _, r := range rows {
		out, errs, code := run(t, nil, r.args([]string{"sim"}, "--hands", "1", "--workers", "1", "--json")...)
		if r.refused != "" {
			wantRefused(t, "sim "+r.name(), r.refused, out, errs, code)
			continue
		}
		var rep struct {
			Rules, Options      string
			Hands               int
			InvariantViolations int `json:"invariant_violations"`
			IllegalActions      int `json:"illegal_actions"`
			Bots                []struct{ Seats, Hands int }
		}
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Errorf("sim %s: exit %d %q %q", r.name(), code, out, errs)
			continue
		}
		seats := 0
		for _, b := range rep.Bots {
			seats += b.Seats
		}
		if rep.Rules != r.rs.Name || rep.Options != r.opts.String() || rep.Hands != 1 || seats != r.players() ||
			rep.InvariantViolations != 0 || rep.IllegalActions != 0 {
			t.Errorf("sim %s: report %+v, want options %q at %d seats", r.name(), rep, r.opts.String(), r.players())
		}
	}
	sweepLog(t, "sim", len(rows))
}

// matrixHand is a winning hand every rule set's table holds, at three
// players too (no 2m-8m), without jokers.
const matrixHand = "111p 234p 567s 999s 1z +1z"

// score at every combination of the scoring options: the hand's sheet in
// JSON, its payments between the row's players; a rule set without a
// score, and an option that does not score, refused in one line.
func TestMatrixScore(t *testing.T) {
	t.Parallel()
	rows := matrixRows(t, scoringOption, soak.On())
	for _, r := range rows {
		out, errs, code := run(t, nil, r.args([]string{"score"}, "--from", "S", "--json", matrixHand)...)
		if r.refused != "" || r.rs.Base().Scoring == rules.ScoringNone {
			// A rule set without a score is named, or the flag it lacks.
			wantRefused(t, "score "+r.name(), r.rs.Name, out, errs, code, r.refused)
			continue
		}
		var rep struct {
			Unit     string
			Total    int
			Payments map[string]int
		}
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Errorf("score %s: exit %d %q %q", r.name(), code, out, errs)
			continue
		}
		if rep.Unit == "" || len(rep.Payments) != r.players() {
			t.Errorf("score %s: %+v, want payments between %d players", r.name(), rep, r.players())
		}
	}
	sweepLog(t, "score", len(rows))
}

// analyze at every combination: the hand's shanten in JSON.
func TestMatrixAnalyze(t *testing.T) {
	t.Parallel()
	rows := matrixRows(t, everyOption, soak.On())
	for _, r := range rows {
		out, errs, code := run(t, nil, r.args([]string{"analyze"}, "--json", "111p 234p 567s 999s 1z")...)
		if r.refused != "" {
			wantRefused(t, "analyze "+r.name(), r.refused, out, errs, code)
			continue
		}
		var rep analyzeReport
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Tiles != 13 || rep.Shanten != 0 {
			t.Errorf("analyze %s: exit %d %q %q", r.name(), code, out, errs)
		}
	}
	sweepLog(t, "analyze", len(rows))
}

// stats for every rule set, over the README's demo history: exit 0 and a
// report of that rule set (or none when the history has none of it);
// option flags are not its own and are refused.
func TestMatrixStats(t *testing.T) {
	t.Parallel()
	env := map[string]string{store.EnvDataDir: demoDataDir(t)}
	rows := matrixRows(t, noOption, false)
	for _, r := range rows {
		out, errs, code := run(t, env, r.args([]string{"stats"}, "--json")...)
		if r.refused != "" {
			wantRefused(t, "stats "+r.name(), r.refused, out, errs, code)
			continue
		}
		var rep statsReport
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Errorf("stats %s: exit %d %q %q", r.name(), code, out, errs)
			continue
		}
		for _, s := range rep.RuleSets {
			if s.Rules != r.rs.Name {
				t.Errorf("stats %s: a report of %q", r.name(), s.Rules)
			}
		}
	}
	sweepLog(t, "stats", len(rows))
}

// quit leaves an interactive program: q, then y when it asks (a game in
// progress); it returns the exit status.
func (l *live) quit() int {
	before := len(l.screen())
	l.press("q")
	deadline := time.Now().Add(liveWait)
	for time.Now().Before(deadline) {
		select {
		case c := <-l.code:
			l.code <- c
			return c
		case <-time.After(5 * time.Millisecond):
		}
		if s := l.screen(); len(s) > before && strings.Contains(s[before:], "y: leave") {
			l.press("y")
			before = len(s)
		}
	}
	return -1
}

// liveRow runs an interactive command line to its first screen (every
// one of wants drawn), then quits it; a refused row must stop before
// any screen with one line and status 2.
func liveRow(t *testing.T, env map[string]string, what string, r matrixRow, args []string, wants ...string) *live {
	t.Helper()
	l := startLive(t, env, args...)
	if r.refused != "" {
		code := l.exit()
		wantRefused(t, what, r.refused, l.out.String(), l.errb.String(), code)
		return l
	}
	if !l.waitFor(wants...) {
		t.Errorf("%s: the first screen never showed %q; stderr %q:\n%s", what, wants, l.errb.String(), tail(l.screen()))
	}
	if code := l.quit(); code != 0 {
		t.Errorf("%s: exit %d after q: %q", what, code, l.errb.String())
	}
	return l
}

// tail is the end of a long screen, for a failure's message.
func tail(s string) string { return s[max(0, len(s)-2000):] }

// mahjong at every combination: the table's first screen (the rule set
// given skips the menu), then q and y; the autosave holds the game of
// the row's rules and options. mahjong alone opens the menu.
func TestMatrixPlay(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	liveRow(t, env, "mahjong", matrixRow{}, nil, "New game", "q quit")
	rows := matrixRowsBy(t, everyOption, soak.On(), false)
	for _, r := range rows {
		_ = os.Remove(st.AutosavePath())
		liveRow(t, env, "mahjong "+r.name(), r, r.args(nil, "--speed", "instant", "--seed", "5"), "? help")
		if r.refused != "" {
			continue
		}
		sv, err := st.ReadAutosave()
		if err != nil || sv == nil {
			t.Errorf("mahjong %s: no autosave after quitting: %v", r.name(), err)
			continue
		}
		if v := sv.Game.Variant(); v.Name != r.rs.Name || v.Options != r.opts || v.Players != r.players() {
			t.Errorf("mahjong %s: the autosave plays %s %q at %d", r.name(), v.Name, v.Options.String(), v.Players)
		}
	}
	sweepLog(t, "mahjong", len(rows)+1)
}

// watch at every combination: the watched table, then q.
func TestMatrixWatch(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	rows := matrixRowsBy(t, everyOption, soak.On(), false)
	for _, r := range rows {
		liveRow(t, env, "watch "+r.name(), r, r.args([]string{"watch"}, "--speed", "slow", "--seed", "5"), "pause")
	}
	sweepLog(t, "watch", len(rows))
}

// learn for every rule set: the Learn screen, then q; option flags are
// refused.
func TestMatrixLearn(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	rows := matrixRows(t, noOption, false)
	for _, r := range rows {
		liveRow(t, env, "learn "+r.name(), r, r.args([]string{"learn"}), "Lessons", "? help")
	}
	sweepLog(t, "learn", len(rows))
}

// replay at every combination: a record of a game of the row's rules and
// options (bots, a few dozen actions) opens on its table, then q.
func TestMatrixReplay(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	rows := matrixRowsBy(t, everyOption, soak.On(), false)
	n := 0
	for i, r := range rows {
		if r.refused != "" {
			continue // replay takes no rule-set flags: the record says
		}
		n++
		v, err := r.rs.Variant(r.opts)
		if err != nil {
			t.Fatalf("%s: %v", r.name(), err)
		}
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: uint64(i + 1)})
		if err != nil {
			t.Fatalf("%s: %v", r.name(), err)
		}
		for range 40 {
			if g.Over() {
				break
			}
			if err := g.Play(bot.New(bot.Club, v, 1).Act(g.View(actorSeat(g)))); err != nil {
				t.Fatal(err)
			}
		}
		sv := store.Start(g, 0, [4]string{store.KindHuman, "club", "club", "club"}, time.Now())
		path := filepath.Join(t.TempDir(), "game-"+strconv.Itoa(i)+".json")
		if err := st.Export(sv, path); err != nil {
			t.Fatal(err)
		}
		liveRow(t, env, "replay "+r.name(), matrixRow{}, []string{"replay", path}, "? help")
	}
	sweepLog(t, "replay", n)
}

// An option added to the registry (rules/registrytest) is swept with no
// line of the matrix written for it: each of its values is in some row
// of the rule sets that take it, and sim runs them.
func TestMatrixSweepsANewOption(t *testing.T) {
	registrytest.Add(t, registrytest.Option{Name: "house-sweep", Kind: rules.OptionChoice, Default: "plain",
		Values: []string{"plain", "odd", "even"}, RuleSets: []string{"classic"}})
	seen := map[string]bool{}
	for _, r := range matrixRows(t, everyOption, false) {
		if i := slices.Index(r.flags, "--house-sweep"); i >= 0 && i+1 < len(r.flags) {
			seen[r.rs.Name+" "+r.flags[i+1]] = r.refused == ""
			if r.refused == "" {
				if _, errs, code := run(t, nil, r.args([]string{"sim"}, "--hands", "1", "--workers", "1", "--json")...); code != 0 {
					t.Errorf("sim %s: exit %d %s", r.name(), code, errs)
				}
			}
		}
	}
	for _, v := range []string{"plain", "odd", "even"} {
		if !seen["classic "+v] {
			t.Errorf("classic --house-sweep %s is in no row: %v", v, seen)
		}
	}
	if ok, in := seen["hk odd"]; !in || ok {
		t.Errorf("hk --house-sweep is not refused: %v", seen)
	}
}
