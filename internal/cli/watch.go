package cli

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// watchArgs are the watch command's flags read.
type watchArgs struct {
	settings tui.Settings
	seats    seat.List
	botLimit time.Duration
	remember *rememberer // the pace and the coach changed while watching
}

// runWatch is `mahjong watch`: four bots (three at a table of three) play
// a game of the rules to its final standings while the person watches;
// its record is kept for mahjong replay. The game needs a terminal;
// nothing else is written (no autosave, no history).
func runWatch(args []string, env Env, cat *i18n.Catalog) int {
	st := store.FromEnv(env.Getenv)
	wa, code, done := parseWatch(args, env, cat, store.Settings{})
	if done {
		return code
	}
	rem, err := st.LoadSettings(time.Now())
	if err == nil {
		wa, _, _ = parseWatch(args, env, cat, rem) // the remembered language, tiles and speed
	}
	wa.remember = newRememberer(st, rem, wa.settings)
	cat = i18n.MustLoad(wa.settings.Lang)
	if !env.IsTerminal || !env.StdinTerminal {
		return failCode(env, cat, errors.New(cat.T("error.no_terminal")), ExitUsage)
	}
	term, release := terminal(env)
	err = tui.Run(wa.settings, watchOptions(st, wa), term)
	release()
	return tuiExit(env, cat, err)
}

// watchOptions are the App's options for watching: the game of bots at
// once, its record kept in the store.
func watchOptions(st *store.Store, wa watchArgs) tui.Options {
	hooks := tui.Hooks{
		Watched: func(g *rules.Game, s tui.Settings, seats [rules.NumSeats]string) (string, error) {
			return keepWatched(st, g, s, seats, time.Now())
		},
	}
	if wa.remember != nil {
		hooks.SettingsChanged = wa.remember.changed
	}
	return tui.Options{Watch: true, WatchSeats: wa.seats, Hooks: hooks, Limit: wa.botLimit}
}

// parseWatch reads the watch flags over the remembered settings (the
// language, tiles and speed; the rules default to hk, every seat to a
// club bot).
func parseWatch(args []string, env Env, cat *i18n.Catalog, rem store.Settings) (wa watchArgs, code int, done bool) {
	base := applyRemembered(tui.DefaultSettings(), store.Settings{Lang: rem.Lang, Tiles: rem.Tiles, Speed: rem.Speed})
	fs := newFlagSet("watch")
	rulesName := fs.String("rules", rules.VariantHK, "")
	optFlags := addOptionFlags(fs, false)
	bots := fs.String("bots", seat.Default().String(), "")
	botLimit := fs.Duration("bot-limit", seat.DefaultLimit, "")
	seed := fs.String("seed", "", "")
	lang := fs.String("lang", "", "")
	tiles := fs.String("tiles", string(base.Tiles), "")
	speed := fs.String("speed", string(base.Speed), "")
	noMouse := fs.Bool("no-mouse", false, "")
	pos, code, done := parseCommand(fs, args, env, cat, "help.watch")
	if done {
		return wa, code, true
	}
	bad := func(e error) (watchArgs, int, bool) { return wa, fail(env, cat, e), true }
	badValue := func(flagName, val string, choices []string) (watchArgs, int, bool) {
		return bad(&usageError{cat.T("error.play_value", flagName, val, strings.Join(choices, ", "))})
	}
	if len(pos) > 0 {
		return bad(&usageError{cat.T("watch.error.args", pos[0])})
	}
	s := base
	if !i18n.Supported(rem.Lang) {
		s.Lang = i18n.FromEnv(env.Getenv)
	}
	if *lang != "" {
		if !i18n.Supported(*lang) {
			return badValue("lang", *lang, i18n.Languages)
		}
		s.Lang = *lang
		cat = i18n.MustLoad(s.Lang)
	}
	rs, err := parseRuleSet(*rulesName, cat)
	if err != nil {
		return bad(err)
	}
	if s.Options, err = optFlags.options(rs, rules.Options{}, cat); err != nil {
		return bad(err)
	}
	v, err := rs.Variant(s.Options)
	if err != nil {
		return bad(err)
	}
	s.Rules, s.Watch = rs.Name, true
	list, err := seat.ParseList(*bots)
	if err == nil {
		_, err = list.For(v.Players)
	}
	if err != nil {
		return bad(&usageError{cat.T("watch.error.bots", *bots, v.Players, strings.Join(append(seat.LevelNames(), botproto.Prefix+"PATH"), ", "))})
	}
	if *botLimit <= 0 {
		return badValue("bot-limit", botLimit.String(), []string{"500ms", seat.DefaultLimit.String()})
	}
	if b := screenFlags(&s, env, *tiles, *speed, *seed, *noMouse); b != nil {
		return badValue(b.name, b.value, b.choices)
	}
	return watchArgs{settings: s, seats: list, botLimit: *botLimit}, ExitOK, false
}

// badFlag is a flag's value the game does not take, with those it takes.
type badFlag struct {
	name, value string
	choices     []string
}

// screenFlags reads the flags the game and watching share into s: the
// tiles, the speed, the seed, the mouse, and NO_COLOR.
func screenFlags(s *tui.Settings, env Env, tiles, speed, seed string, noMouse bool) *badFlag {
	var err error
	if s.Tiles, err = tui.ParseTileStyle(tiles); err != nil {
		return &badFlag{"tiles", tiles, styleNames()}
	}
	if s.Speed, err = tui.ParseSpeed(speed); err != nil {
		return &badFlag{"speed", speed, speedNames()}
	}
	if seed != "" {
		n, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return &badFlag{"seed", seed, []string{"0-18446744073709551615"}}
		}
		s.Seed, s.SeedSet = n, true
	}
	s.Mouse = !noMouse
	s.Colour = env.Getenv("NO_COLOR") == ""
	return nil
}

// styleNames are the tile styles' names.
func styleNames() []string {
	var out []string
	for _, t := range kit.TileStyles {
		out = append(out, string(t))
	}
	return out
}

// speedNames are the speeds' names.
func speedNames() []string {
	var out []string
	for _, v := range kit.Speeds {
		out = append(out, string(v))
	}
	return out
}
