package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// runPlay starts the terminal game: the start menu, or the table at once
// when --rules names the rule set.
func runPlay(args []string, env Env, cat *i18n.Catalog) int {
	s, code, done := playSettings(args, env, cat)
	if done {
		return code
	}
	if err := tui.Run(s, tui.Options{Hooks: playHooks(env)}, env.Stdin, env.Stdout); err != nil {
		return fail(env, i18n.MustLoad(s.Lang), fmt.Errorf("%s", i18n.MustLoad(s.Lang).T("error.play_terminal", err.Error())))
	}
	return ExitOK
}

// playHooks connects the game to saving and resuming. The persistence
// layer (internal/store) plugs in here: HasSavedGame for the menu's
// Continue, LoadSavedGame, ActionApplied for autosave, BeforeQuit.
func playHooks(Env) tui.Hooks { return tui.Hooks{} }

// playSettings reads the play flags. done is set when the program should
// stop with code (help, version, bad input).
func playSettings(args []string, env Env, cat *i18n.Catalog) (s tui.Settings, code int, done bool) {
	fs := newFlagSet("mahjong")
	rulesName := fs.String("rules", "", "")
	bots := fs.String("bots", bot.Club.String(), "")
	seed := fs.String("seed", "", "")
	open := fs.Bool("open", false, "")
	jokers := fs.Bool("jokers", false, "")
	lang := fs.String("lang", "", "")
	tiles := fs.String("tiles", string(tui.TilesBoxed), "")
	speed := fs.String("speed", string(tui.SpeedNormal), "")
	noMouse := fs.Bool("no-mouse", false, "")
	version := fs.Bool("version", false, "")
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(env.Stdout, cat.T("help.main")+"\n\n"+cat.T("help.play"))
		return s, ExitOK, true
	}
	if err != nil {
		return s, fail(env, cat, &usageError{err.Error()}), true
	}
	pos := fs.Args()
	if *version {
		fmt.Fprintln(env.Stdout, "mahjong "+Version)
		return s, ExitOK, true
	}
	bad := func(e error) (tui.Settings, int, bool) { return s, fail(env, cat, e), true }
	badValue := func(flagName, val string, choices []string) (tui.Settings, int, bool) {
		return bad(&usageError{cat.T("error.play_value", flagName, val, strings.Join(choices, ", "))})
	}
	if len(pos) > 0 {
		return bad(&usageError{cat.T("error.play_args", pos[0])})
	}
	s = tui.DefaultSettings()
	s.Lang = i18n.FromEnv(env.Getenv)
	if *lang != "" {
		if !i18n.Supported(*lang) {
			return badValue("lang", *lang, i18n.Languages)
		}
		s.Lang = *lang
		cat = i18n.MustLoad(s.Lang)
	}
	if *rulesName != "" {
		if _, err := rules.VariantByName(*rulesName); err != nil {
			return bad(&usageError{cat.T("error.unknown_rules", *rulesName)})
		}
		s.Rules, s.SkipMenu = *rulesName, true
	}
	if *jokers && *rulesName != "" && *rulesName != rules.VariantClassic {
		return bad(&usageError{cat.T("error.option_not_in_variant", "--jokers", *rulesName)})
	}
	lvl, err := bot.ParseLevel(*bots)
	if err != nil {
		var names []string
		for _, l := range bot.Levels {
			names = append(names, l.String())
		}
		return badValue("bots", *bots, names)
	}
	s.Bots = lvl
	if s.Tiles, err = tui.ParseTileStyle(*tiles); err != nil {
		var names []string
		for _, t := range tui.TileStyles {
			names = append(names, string(t))
		}
		return badValue("tiles", *tiles, names)
	}
	if s.Speed, err = tui.ParseSpeed(*speed); err != nil {
		var names []string
		for _, v := range tui.Speeds {
			names = append(names, string(v))
		}
		return badValue("speed", *speed, names)
	}
	if *seed != "" {
		n, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return badValue("seed", *seed, []string{"0-18446744073709551615"})
		}
		s.Seed, s.SeedSet = n, true
	}
	s.Open, s.Jokers = *open, *jokers
	s.Mouse = !*noMouse
	s.Colour = env.Getenv("NO_COLOR") == ""
	return s, ExitOK, false
}
