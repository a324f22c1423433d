package cli

import (
	"errors"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
)

// runLearn opens the Learn screen: `mahjong learn [--lang en|fr]
// [--tiles boxed|letters|unicode] [--rules R]`: the lessons, then the
// drills (drawn from the rule set of --rules, hk by default for the
// score drill of a rule set that does not score). The progress is kept
// in the data directory (progress.json). Like the game it needs a
// terminal.
func runLearn(args []string, env Env, cat *i18n.Catalog) int {
	fl := newFlagSet("learn")
	lang := fl.String("lang", "", "")
	tiles := fl.String("tiles", "", "")
	rulesName := fl.String("rules", "", "")
	pos, code, done := parseCommand(fl, args, env, cat, "help.learn")
	if done {
		return code
	}
	if len(pos) > 0 {
		return fail(env, cat, &usageError{cat.T("error.learn_args")})
	}
	cat, style, err := displayFlags(cat, *lang, *tiles)
	if err != nil {
		return fail(env, cat, err)
	}
	s := tui.DefaultSettings()
	s.Lang = i18n.FromEnv(env.Getenv)
	if *lang != "" {
		s.Lang = *lang
	}
	if style != "" {
		s.Tiles = style
	}
	if *rulesName != "" {
		if _, err := parseRuleSet(*rulesName, cat); err != nil {
			return fail(env, cat, err)
		}
		s.Rules = *rulesName
	}
	s.Colour = env.Getenv("NO_COLOR") == ""
	if !env.IsTerminal || !env.StdinTerminal {
		return failCode(env, cat, errors.New(cat.T("error.no_terminal")), ExitUsage)
	}
	st := store.FromEnv(env.Getenv)
	opts := tui.Options{Learn: true, Hooks: tui.Hooks{LoadProgress: st.LoadProgress, SaveProgress: st.SaveProgress}}
	term, release := terminal(env)
	err = tui.Run(s, opts, term)
	release()
	return tuiExit(env, cat, err)
}
