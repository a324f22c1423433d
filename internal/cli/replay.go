package cli

import (
	"errors"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
)

// runReplay opens the replay viewer: `mahjong replay [FILE]`, FILE a
// record or an exported game (a path, or a name in the records
// directory); without FILE, the newest record. A file that cannot be read
// is one line on stderr and exit status 2; a file the player names is
// never moved (a broken record of the records directory is, as a save).
func runReplay(args []string, env Env, cat *i18n.Catalog) int {
	fl := newFlagSet("replay")
	lang := fl.String("lang", "", "")
	tiles := fl.String("tiles", "", "")
	pos, code, done := parseCommand(fl, args, env, cat, "help.replay")
	if done {
		return code
	}
	cat, style, err := displayFlags(cat, *lang, *tiles)
	if err != nil {
		return fail(env, cat, err)
	}
	if len(pos) > 1 {
		return fail(env, cat, &usageError{cat.T("error.replay_args")})
	}
	if len(pos) == 1 && pos[0] == "" {
		return fail(env, cat, &usageError{cat.T("error.replay_empty")})
	}
	st := store.FromEnv(env.Getenv)
	sv, err := openRecord(st, pos, cat)
	if err != nil {
		return failCode(env, cat, err, ExitUsage)
	}
	return replayGame(env, cat, sv, *lang, style)
}

// replayGame opens the replay viewer on a game: in the language lang
// (""; the environment's, or the game's own when the environment names
// none) and the tile style (""; the game's own, else boxed). The viewer
// needs a terminal: without one, one line and exit status 2.
func replayGame(env Env, cat *i18n.Catalog, sv *store.Saved, lang string, style tui.TileStyle) int {
	if !env.IsTerminal || !env.StdinTerminal {
		return failCode(env, cat, errors.New(cat.T("error.no_terminal")), ExitUsage)
	}
	s := tui.DefaultSettings()
	s.Lang = i18n.FromEnv(env.Getenv)
	switch {
	case lang != "":
		s.Lang = lang
	case i18n.Supported(sv.Lang) && env.Getenv("LANG") == "" && env.Getenv("LC_ALL") == "" && env.Getenv("LC_MESSAGES") == "":
		s.Lang = sv.Lang
	}
	s.Tiles = style
	if style == "" {
		s.Tiles = tui.TilesBoxed
		if t, err := tui.ParseTileStyle(sv.Tiles); err == nil {
			s.Tiles = t
		}
	}
	v := sv.Game.Variant()
	s.Rules, s.Options = v.Name, v.Options
	s.Colour = env.Getenv("NO_COLOR") == ""
	s.Seat, s.Watch = sv.HumanSeat, sv.Watched
	term, release := terminal(env)
	defer release()
	return tuiExit(env, cat, tui.RunReplay(sv.Game, s, term))
}

// openRecord reads the record to replay: the file named, else the record
// of that name in the records directory (the game's ID as `mahjong
// stats` prints it, with or without .json), else the game exported under
// that name in the exports folder, else (no name) the newest
// record of a finished game.
func openRecord(st *store.Store, pos []string, cat *i18n.Catalog) (*store.Saved, error) {
	now := time.Now()
	if len(pos) == 0 {
		recs, err := st.Records()
		if err != nil {
			return nil, err
		}
		var firstErr error
		for _, r := range recs {
			sv, err := st.LoadRecord(r.Name, now)
			switch {
			case err != nil:
				if firstErr == nil {
					firstErr = err
				}
			case sv.Game.Over():
				return sv, nil
			}
		}
		if firstErr != nil {
			return nil, firstErr
		}
		return nil, &usageError{cat.T("error.replay_none", st.RecordsDir())}
	}
	name := pos[0]
	sv, err := store.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) && name == filepath.Base(name) {
		for _, n := range []string{name, name + ".json"} {
			if rec, rerr := st.LoadRecord(n, now); !errors.Is(rerr, fs.ErrNotExist) {
				return rec, rerr
			}
		}
		// A game exported under a bare name is in the exports folder.
		if ex, xerr := store.ReadFile(filepath.Join(st.ExportsDir(), name)); !errors.Is(xerr, fs.ErrNotExist) {
			return ex, xerr
		}
	}
	return sv, err
}

// displayFlags checks --lang and --tiles: the catalogue of the language
// given (else cat), the tile style given (else ""), or a usage error
// naming the values allowed.
func displayFlags(cat *i18n.Catalog, lang, tiles string) (*i18n.Catalog, tui.TileStyle, error) {
	if lang != "" {
		if !i18n.Supported(lang) {
			return cat, "", &usageError{cat.T("error.play_value", "lang", lang, "en, fr")}
		}
		cat = i18n.MustLoad(lang)
	}
	var style tui.TileStyle
	if tiles != "" {
		var err error
		if style, err = tui.ParseTileStyle(tiles); err != nil {
			return cat, "", &usageError{cat.T("error.play_value", "tiles", tiles, "boxed, letters, unicode")}
		}
	}
	return cat, style, nil
}
