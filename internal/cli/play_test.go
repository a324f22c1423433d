package cli

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// Bad play flags: one line on stderr, exit status 2, no game started.
func TestPlayBadFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"--rules", "mahjong"}, `unknown rule set "mahjong" (choose hk, classic, family, pow2)`},
		{[]string{"--rules", "hk", "--jokers"}, "--jokers is not an option of the hk rules (its options: --ladder, --seven-pairs, --min-fan, --length, --open, --players)"},
		{[]string{"--rules", "classic", "--seven-pairs"}, "--seven-pairs is not an option of the classic rules"},
		{[]string{"--rules", "hk", "--ladder", "ful"}, `--ladder: "ful" is not allowed (seed, half or full)`},
		{[]string{"--ladder", "ful"}, `--ladder: "ful" is not allowed (seed, half or full)`},
		{[]string{"--rules", "pow2", "--min-points", "x"}, `--min-points: "x" is not allowed (a number from 0 to 40)`},
		{[]string{"--rules", "family", "--dealer-stays"}, "--dealer-stays is not an option of the family rules"},
		{[]string{"--rules", "family", "--length", "east"}, "--length is not an option of the family rules"},
		{[]string{"--rules", "classic", "--length", "65"}, `--length: "65" is not allowed (full, half, east or a number from 1 to 64)`},
		{[]string{"--rules", "hk", "--min-fan", "6"}, `--min-fan: "6" is not allowed (0, 1, 2, 3, 4 or 5)`},
		{[]string{"--rules", "classic", "--min-fan", "1"}, "--min-fan is not an option of the classic rules"},
		{[]string{"--bots", "grandmaster"}, `--bots: "grandmaster" is not one of beginner, club, expert, master`},
		{[]string{"--tiles", "ascii"}, `--tiles: "ascii" is not one of boxed, letters, unicode`},
		{[]string{"--speed", "warp"}, `--speed: "warp" is not one of slow, normal, fast, instant`},
		{[]string{"--lang", "de"}, `--lang: "de" is not one of en, fr`},
		{[]string{"--seed", "-3"}, `--seed: "-3"`},
		{[]string{"play"}, `unexpected argument "play"`},
	} {
		out, errs, code := run(t, nil, c.args...)
		if code != ExitUsage || out != "" {
			t.Errorf("%v: exit %d, stdout %q", c.args, code, out)
		}
		if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: stderr %q, want one line with %q", c.args, errs, c.want)
		}
	}
}

// Every option of every rule set is a flag of the game (RULES.md), read
// into the settings as the registry says.
func TestPlayOptionFlags(t *testing.T) {
	t.Parallel()
	env := Env{Getenv: func(string) string { return "" }}
	for _, c := range []struct {
		args []string
		want rules.Options
	}{
		{[]string{"--rules", "pow2", "--min-points", "3", "--dealer-stays"}, rules.MustParseOptions("min-points=3 dealer-stays")},
		{[]string{"--rules", "classic", "--limit", "1000", "--no-ready-rule"}, rules.MustParseOptions("limit=1000 ready=off")},
		{[]string{"--rules", "classic", "--jokers", "--open"}, rules.MustParseOptions("jokers open")},
		{[]string{"--rules", "hk", "--ladder", "half", "--seven-pairs"}, rules.MustParseOptions("ladder=half seven-pairs")},
		{[]string{"--rules", "hk", "--ladder", "seed"}, rules.Options{}},
		{[]string{"--jokers", "--seven-pairs"}, rules.MustParseOptions("jokers seven-pairs")}, // the menu chooses
		{[]string{"--rules", "classic", "--length", "4"}, rules.MustParseOptions("length=4")},
		{[]string{"--rules", "hk", "--length", "east", "--min-fan", "1"}, rules.MustParseOptions("length=east min-fan=1")},
		{[]string{"--rules", "pow2", "--length", "half"}, rules.MustParseOptions("length=half")},
		{[]string{"--rules", "hk", "--length", "full", "--min-fan", "3"}, rules.Options{}},
	} {
		s, code, done := playSettings(c.args, env, i18n.MustLoad("en"))
		if done || s.Options != c.want {
			t.Errorf("%v: exit %d, options %+v, want %+v", c.args, code, s.Options, c.want)
			continue
		}
		if v, err := s.Variant(); err != nil {
			t.Errorf("%v: %v", c.args, err)
		} else if c.want.String() == "length=4" && v.Length().Hands != 4 {
			t.Errorf("%v: a game of %+v", c.args, v.Length())
		}
	}
}

func TestPlayHelpAndVersion(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "--help")
	if code != ExitOK || !strings.Contains(out, "--tiles boxed|letters|unicode") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
	out, _, code = run(t, nil, "--version")
	if code != ExitOK || !strings.HasPrefix(out, "mahjong ") {
		t.Errorf("--version: exit %d %q", code, out)
	}
}

// The flags become the game's settings; --rules skips the menu.
func TestPlaySettings(t *testing.T) {
	t.Parallel()
	env := Env{Getenv: func(k string) string {
		return map[string]string{"LANG": "fr_FR.UTF-8", "NO_COLOR": "1"}[k]
	}}
	s, _, done := playSettings([]string{"--rules", "family", "--open", "--bots", "expert", "--seed", "42",
		"--tiles", "letters", "--speed", "instant", "--no-mouse"}, env, i18n.MustLoad("en"))
	if done {
		t.Fatal("stopped")
	}
	want := tui.Settings{Rules: "family", Bots: bot.Expert, Options: rules.MustParseOptions("open"), Lang: "fr", Tiles: tui.TilesLetters,
		Speed: tui.SpeedInstant, Mouse: false, Colour: false, Seed: 42, SeedSet: true, SkipMenu: true}
	if s != want {
		t.Errorf("settings\n%+v\nwant\n%+v", s, want)
	}
	s, _, _ = playSettings(nil, Env{Getenv: func(string) string { return "" }}, i18n.MustLoad("en"))
	if s.SkipMenu || !s.Colour || !s.Mouse || s.Lang != "en" || s.Tiles != tui.TilesBoxed {
		t.Errorf("defaults: %+v", s)
	}
}
