package cli

import (
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
	"github.com/mahjong-tui/mahjong/rules/registrytest"
)

// An option added to the registry and nowhere else (rules/registrytest)
// flows everywhere an option goes (issue 25 item 4): a flag of mahjong,
// score (a scoring option), sim and analyze, and of --help; a line of the
// start menu's options page; a line of the help screen's rules being
// played; the autosave and the record, read back; the simulator's
// --options and its report; the sheet's "score it again" command. A
// place that kept a list of options of its own would lose it and fail
// here. Its name is its catalogue key (it has no words).
func TestFakeOptionFlowsEverywhere(t *testing.T) {
	registrytest.Add(t, registrytest.Option{Name: "house-switch", Kind: rules.OptionSwitch, Default: "off",
		Values: []string{"off", "on"}, RuleSets: []string{"hk", "pow2"}})
	count := registrytest.Add(t, registrytest.Option{Name: "house-count", Kind: rules.OptionNumber, Default: "2",
		Min: 0, Max: 9, Values: []string{"2", "5"}, Scoring: true, RuleSets: []string{"hk"}})
	const words = "house-switch house-count=7"
	hand := "123m 456m 789m 11z 22z +2z"

	// Flags: of the game, its --help, score, analyze, sim.
	s, code, done := playSettings([]string{"--rules", "hk", "--house-switch", "--house-count", "7"}, Env{Getenv: func(string) string { return "" }, Stdout: io.Discard, Stderr: io.Discard}, i18n.MustLoad("en"))
	if done || s.Options.String() != words {
		t.Errorf("mahjong flags: exit %d, options %q", code, s.Options.String())
	}
	if out, _, _ := run(t, nil, "--help"); !strings.Contains(out, "--house-switch") || !strings.Contains(out, "--house-count N") {
		t.Errorf("--help lacks the options:\n%s", out)
	}
	if out, _, _ := run(t, nil, "score", "--help"); !strings.Contains(out, "[--house-count N]") || !strings.Contains(out, "hk --ladder, --seven-pairs, --min-fan, --house-count") {
		t.Errorf("score --help lacks the scoring option:\n%s", out)
	}
	if out, errs, code := run(t, nil, "score", "--rules", "hk", "--house-count", "7", "--from", "S", hand); code != 0 {
		t.Errorf("score --house-count: exit %d %s %s", code, out, errs)
	}
	if _, errs, code := run(t, nil, "score", "--rules", "hk", "--house-switch", hand); code != ExitUsage || !strings.Contains(errs, "house-switch") {
		t.Errorf("score takes a switch that does not score: exit %d %s", code, errs)
	}
	if out, errs, code := run(t, nil, "analyze", "--rules", "hk", "--house-switch", "123m 456m 789m 11z 22z"); code != 0 {
		t.Errorf("analyze --house-switch: exit %d %s %s", code, out, errs)
	}
	for _, args := range [][]string{
		{"--house-switch", "--house-count", "7"},
		{"--options", words},
		{"--options", "house-switch", "--house-count", "7"},
	} {
		out, errs, code := run(t, nil, append([]string{"sim", "--rules", "hk", "--hands", "2", "--json"}, args...)...)
		var rep struct{ Options string }
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Options != words {
			t.Errorf("sim %v: exit %d, options %q %s", args, code, rep.Options, errs)
		}
	}
	if _, errs, code := run(t, nil, "sim", "--rules", "classic", "--hands", "1", "--house-switch"); code != ExitUsage || !strings.Contains(errs, "house-switch") {
		t.Errorf("classic --house-switch: exit %d %s", code, errs)
	}

	// The start menu's options page.
	env, st := testEnv(t)
	menu, _ := appFor(t, env, 100, 40, "--house-count", "7")
	press(menu, "down", "down", "enter")
	page := flat(screen(menu))
	for _, want := range []string{"option.house_switch ‹ off ›", "option.house_count ‹ 7 ›"} {
		if !strings.Contains(page, want) {
			t.Errorf("the options page lacks %q:\n%s", want, screen(menu))
		}
	}

	// The help screen, the autosave, the record.
	a, _ := appFor(t, env, 120, 60, "--rules", "hk", "--house-switch", "--house-count", "7", "--seed", "42", "--speed", "instant")
	playHuman(t, a, 2)
	press(a, "?")
	help := flat(screen(a))
	for _, want := range []string{"option.house_switch: on", "option.house_count: 7"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help screen lacks %q:\n%s", want, screen(a))
		}
	}
	press(a, "esc", "q", "y")
	sv, err := st.LoadAutosave(time.Now())
	if err != nil || sv == nil || sv.Game.Variant().Options.String() != words {
		t.Fatalf("autosave: %v %+v", err, sv)
	}
	name, err := st.WriteRecord(sv, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := st.LoadRecord(filepath.Base(name), time.Now())
	if err != nil || rec.Game.Variant() != sv.Game.Variant() || rec.Game.StateText() != sv.Game.StateText() {
		t.Fatalf("record %s: %v", name, err)
	}

	// The sheet's "score it again" command carries the scoring option.
	v := sv.Game.Variant()
	args := strings.Join(cmdline.ScoreArgs(v, rules.Hand{}, rules.WinContext{SelfDrawn: true}), " ")
	if !strings.Contains(args, "--"+cmdline.OptionFlag(count)+" 7") || strings.Contains(args, "house-switch") {
		t.Errorf("score args %q", args)
	}
}
