package cli

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
)

// Bad play flags: one line on stderr, exit status 2, no game started.
func TestPlayBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"--rules", "mahjong"}, `unknown rule set "mahjong"`},
		{[]string{"--rules", "hk", "--jokers"}, "--jokers does not apply to the hk rules"},
		{[]string{"--bots", "grandmaster"}, `--bots: "grandmaster" is not one of beginner, club, expert`},
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

func TestPlayHelpAndVersion(t *testing.T) {
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
	env := Env{Getenv: func(k string) string {
		return map[string]string{"LANG": "fr_FR.UTF-8", "NO_COLOR": "1"}[k]
	}}
	s, _, done := playSettings([]string{"--rules", "family", "--open", "--bots", "expert", "--seed", "42",
		"--tiles", "letters", "--speed", "instant", "--no-mouse"}, env, i18n.MustLoad("en"))
	if done {
		t.Fatal("stopped")
	}
	want := tui.Settings{Rules: "family", Bots: bot.Expert, Open: true, Lang: "fr", Tiles: tui.TilesLetters,
		Speed: tui.SpeedInstant, Mouse: false, Colour: false, Seed: 42, SeedSet: true, SkipMenu: true}
	if s != want {
		t.Errorf("settings\n%+v\nwant\n%+v", s, want)
	}
	s, _, _ = playSettings(nil, Env{Getenv: func(string) string { return "" }}, i18n.MustLoad("en"))
	if s.SkipMenu || !s.Colour || !s.Mouse || s.Lang != "en" || s.Tiles != tui.TilesBoxed {
		t.Errorf("defaults: %+v", s)
	}
}
