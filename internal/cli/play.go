package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// playArgs are the play command's flags read: the settings, and what the
// command does besides playing.
type playArgs struct {
	settings tui.Settings
	// resume: --resume, continue the saved game at once.
	resume bool
	// export: --export FILE, write the saved game to FILE and exit.
	export string
	// explicit names the flags given on the command line (a resumed game
	// keeps its own language, tiles and speed unless they are given).
	explicit map[string]bool
	// seats are the seats of --bots when it names an outside program
	// (exec:PATH), by place among the bot seats (one entry: every bot
	// seat), and botLimit the programs' time to answer.
	seats    seat.List
	botLimit time.Duration
	// settingsErr is why the settings file could not be read (it was
	// moved aside): said at start, never fatal; remembered is what it
	// held.
	settingsErr error
	remembered  store.Settings
}

// runPlay starts the terminal game: the start menu, or the table at once
// when --rules names the rule set, or the saved game with --resume;
// --export FILE writes the saved game to FILE instead. The game needs a
// terminal on both stdin and stdout: without one it says so in one line
// (exit status 2) and touches no file. It claims an autosave slot first
// (store.ClaimFree): a second copy of the program on the same state
// directory plays beside the first under another save name, is told
// so, and may watch the first one's game read-only.
func runPlay(args []string, env Env, cat *i18n.Catalog) int {
	pa, code, done := parsePlay(args, env, cat) // --help, --version and bad flags touch no file
	if done {
		return code
	}
	st := store.FromEnv(env.Getenv)
	rem, remErr := st.LoadSettings(time.Now())
	// The flags again over the remembered settings: a remembered choice
	// may not go with them (a list of --bots for a table of another size).
	if pa, code, done = parsePlayWith(args, env, cat, rem); done {
		return code
	}
	pa.settingsErr, pa.remembered = remErr, rem
	cat = i18n.MustLoad(pa.settings.Lang)
	if pa.export != "" {
		return exportSaved(env, cat, st, pa.export)
	}
	if !env.IsTerminal || !env.StdinTerminal {
		return failCode(env, cat, errors.New(cat.T("error.no_terminal")), ExitUsage)
	}
	sess, opts, busy, err := openSession(st, pa, cat)
	if err != nil {
		return fail(env, cat, err)
	}
	defer st.Release()
	s := pa.settings
	if pa.resume {
		switch {
		case sess.loadErr != nil:
			s.SkipMenu = false // the menu says why, and offers a new game
		case sess.pending == nil && busy != nil:
			return fail(env, cat, &usageError{cat.T("error.resume_busy", describeError(cat, busy), busy.File)})
		case sess.pending == nil:
			return fail(env, cat, &usageError{cat.T("error.resume_none", st.AutosavePath())})
		default:
			opts.Resume = true
		}
	}
	// The game starts the programs (and stops them); with the rule set
	// known, one that cannot start is told before the screen opens.
	opts.Seats, opts.Limit = pa.seats, pa.botLimit
	term, release := terminal(env)
	err = tui.Run(s, opts, term)
	release()
	if errors.Is(err, tui.ErrWatchOther) {
		return watchOther(env, cat, st, busy, pa.settings)
	}
	return tuiExit(env, cat, err)
}

// openSession claims an autosave slot (store.ClaimFree) and reads its
// saved game: the session, and the game's options (the hooks, what to
// tell the player, whether another copy's game can be watched). busy is
// the slot another copy of the program holds, if any. The error is only
// for every slot being held; the caller releases the store's lock when
// the game ends. Any other problem (a lock file that cannot be made, a
// broken save) is the session's loadErr, which the menu shows.
func openSession(st *store.Store, pa playArgs, cat *i18n.Catalog) (*session, tui.Options, *store.Error, error) {
	busy, err := st.ClaimFree()
	if err != nil && errors.Is(err, store.ErrBusy) {
		return nil, tui.Options{}, busy, errors.New(cat.T("error.all_busy", store.AutosaveSlots, st.StateDir))
	}
	sess := newSession(st, pa.settings, pa.explicit)
	sess.settingsErr, sess.remember = pa.settingsErr, newRememberer(st, pa.remembered, pa.settings)
	opts := tui.Options{Hooks: sess.hooks(), Notice: sess.notice(busy, cat), WatchOther: busy != nil}
	return sess, opts, busy, nil
}

// watchOther opens the replay viewer on the game another copy of the
// program has open, as last saved: read only, nothing claimed or moved.
func watchOther(env Env, cat *i18n.Catalog, st *store.Store, busy *store.Error, base tui.Settings) int {
	other := store.New(st.StateDir, st.DataDir)
	other.Autosave = filepath.Base(busy.File)
	sv, err := other.ReadAutosave()
	if err == nil && sv == nil {
		err = &usageError{cat.T("error.watch_gone", busy.File)}
	}
	if err != nil {
		return fail(env, cat, err)
	}
	return replayGame(env, cat, sv, base.Lang, base.Tiles)
}

// tuiExit turns how a terminal program ended into the exit status: a
// signal's own status (128 + its number), or one line and status 1 when
// the game could not be saved on the way out; one line for an outside
// program that could not start, or for a terminal error.
func tuiExit(env Env, cat *i18n.Catalog, err error) int {
	var ie *tui.Interrupted
	if errors.As(err, &ie) {
		if ie.Save != nil {
			fmt.Fprintln(env.Stderr, "mahjong: "+cat.T("error.signal_save", ie.Signal.String(), describeError(cat, ie.Save)))
		}
		return ie.ExitCode()
	}
	var se *seat.StartError
	if errors.As(err, &se) {
		return fail(env, cat, se.Err)
	}
	if err != nil {
		return fail(env, cat, fmt.Errorf("%s", cat.T("error.play_terminal", err.Error())))
	}
	return ExitOK
}

// session is what the game's hooks share: the store, the game being
// played with its Meta, and the autosave found at start until it is
// resumed or replaced.
type session struct {
	st       *store.Store
	base     tui.Settings
	explicit map[string]bool
	now      func() time.Time
	// pending is the autosave found at start, not resumed (yet).
	pending *store.Saved
	// loadErr is why the autosave found at start could not be read (it
	// was moved aside, unless it could not be read at all or another
	// process holds it).
	loadErr error
	// blocked: the autosave could not be read and is still in place (a
	// permission problem): it is never saved over.
	blocked error
	// cur is the game being played and its Meta; logged is the number of
	// its last hand written to the history (-1: none).
	cur    *store.Saved
	logged int
	// settingsErr is why the settings file could not be read; remember
	// writes the choices the person makes.
	settingsErr error
	remember    *rememberer
}

// newSession reads the autosave. A saved game is offered (Continue,
// --resume); a broken one has been moved aside and is reported. The
// history line of a saved game's last hand is written again in case the
// program stopped between the two (a hand is counted once).
func newSession(st *store.Store, base tui.Settings, explicit map[string]bool) *session {
	s := &session{st: st, base: base, explicit: explicit, now: time.Now, logged: -1}
	sv, err := st.LoadAutosave(s.now())
	switch {
	case err != nil:
		s.loadErr = err
		var se *store.Error
		if !errors.As(err, &se) || se.MovedTo == "" {
			if _, serr := os.Lstat(st.AutosavePath()); serr == nil {
				s.blocked = err
			}
		}
	case sv != nil:
		_ = st.HandOver(sv, s.now())
		s.pending = sv
	}
	return s
}

// notice is what the player is told at start: why the autosave could
// not be read, and that another copy of the program has a game open
// (busy), which this copy never saves over.
func (s *session) notice(busy *store.Error, cat *i18n.Catalog) error {
	var parts []string
	if s.settingsErr != nil {
		parts = append(parts, describeError(cat, s.settingsErr))
	}
	if s.loadErr != nil {
		parts = append(parts, describeError(cat, s.loadErr))
	}
	if busy != nil {
		parts = append(parts, cat.T("notice.other_copy", busy.Args[0], filepath.Base(busy.File), filepath.Base(s.st.AutosavePath())))
	}
	if len(parts) == 0 {
		return nil
	}
	return errors.New(strings.Join(parts, " "))
}

// hooks connects the game to the store.
func (s *session) hooks() tui.Hooks {
	return tui.Hooks{
		HasSavedGame:    func() bool { return s.pending != nil },
		LoadSavedGame:   s.load,
		ActionApplied:   s.applied,
		BeforeQuit:      s.save,
		GameOver:        s.finish,
		Export:          s.export,
		TakenBack:       s.takenBack,
		SettingsChanged: s.remember.changed,
		Watched:         s.watched,
		Records:         s.st,
		LoadProgress:    s.st.LoadProgress,
		SaveProgress:    s.st.SaveProgress,
	}
}

// load hands the saved game to the game, with the settings it was played
// with.
func (s *session) load() (*rules.Game, tui.Settings, error) {
	if s.pending == nil {
		return nil, tui.Settings{}, errors.New("no saved game")
	}
	s.cur, s.pending = s.pending, nil
	s.logged = -1
	if p := s.cur.Game.Phase(); p == rules.PhaseHandOver || p == rules.PhaseGameOver {
		s.logged = s.cur.Game.HandNumber() // written by newSession
	}
	return s.cur.Game, s.resumeSettings(s.cur), nil
}

// resumeSettings are the settings of a saved game: its rules, options,
// seed, bots, coach; its language, tiles and speed unless the command
// line gives them; colour and mouse from the command line.
func (s *session) resumeSettings(sv *store.Saved) tui.Settings {
	out := s.base
	g := sv.Game
	v := g.Variant()
	out = out.WithRules(v.Name) // the other rule sets' options kept for the menu
	out.Options = v.Options
	out.Seed, out.SeedSet, out.SkipMenu = g.Seed(), true, true
	out.Seat = sv.HumanSeat
	// The bots play at one level: the seat's after the person's (a kind
	// this program does not play keeps the command line's level).
	if l, err := seat.ParseLevel(sv.Seats[v.NextSeat(sv.HumanSeat)]); err == nil {
		out.Bots = l
	}
	out.Coach, out.Practice = sv.Coach, sv.Practice
	if !s.explicit["lang"] && i18n.Supported(sv.Lang) {
		out.Lang = sv.Lang
	}
	if t, err := tui.ParseTileStyle(sv.Tiles); err == nil && !s.explicit["tiles"] {
		out.Tiles = t
	}
	if sp, err := tui.ParseSpeed(sv.Speed); err == nil && !s.explicit["speed"] {
		out.Speed = sp
	}
	return out
}

// saved returns the Saved of the game being played, its Meta following
// the settings. A game not seen before is a new one: the autosave found
// at start, if any, is first kept as a record (unfinished), so that
// starting a new game loses nothing.
func (s *session) saved(g *rules.Game, set tui.Settings) (*store.Saved, error) {
	if s.cur == nil || s.cur.Game != g {
		if s.pending != nil && s.pending.Game != g {
			if _, err := s.st.Finish(s.pending, s.now()); err != nil {
				return nil, err
			}
			s.pending = nil
		}
		s.cur = store.Start(g, set.Seat, set.SeatKinds(), s.now())
		s.logged = -1
	}
	s.cur.Lang, s.cur.Tiles, s.cur.Speed, s.cur.Coach = set.Lang, string(set.Tiles), string(set.Speed), set.Coach
	s.cur.Practice = s.cur.Practice || set.Practice
	return s.cur, nil
}

// takenBack follows a move taken back: the game played again to an
// earlier position (to) takes the place of the one in play (from), under
// the same ID, a practice game from now on, and is saved. A hand it
// plays again is written to the history again when it ends (the last
// entry of a practice game's hand counts).
func (s *session) takenBack(from, to *rules.Game, set tui.Settings) error {
	if _, err := s.saved(from, set); err != nil {
		return err
	}
	s.cur.Game, s.cur.Practice = to, true
	if p := to.Phase(); p != rules.PhaseHandOver && p != rules.PhaseGameOver {
		s.logged = min(s.logged, to.HandNumber()-1)
	}
	return s.save(to, set)
}

// save writes the autosave (never over one that could not be read).
func (s *session) save(g *rules.Game, set tui.Settings) error {
	sv, err := s.saved(g, set)
	if err != nil {
		return err
	}
	if s.blocked != nil {
		return s.blocked
	}
	return s.st.Save(sv, s.now())
}

// applied autosaves after an action and writes a hand that has just
// ended to the history.
func (s *session) applied(g *rules.Game, set tui.Settings) error {
	err := s.save(g, set)
	if p := g.Phase(); (p == rules.PhaseHandOver || p == rules.PhaseGameOver) && g.HandNumber() != s.logged && s.cur != nil && s.cur.Game == g {
		if herr := s.st.HandOver(s.cur, s.now()); herr != nil {
			err = errors.Join(err, herr)
		} else {
			s.logged = g.HandNumber()
		}
	}
	return err
}

// finish keeps a finished game as a record (the autosave goes).
func (s *session) finish(g *rules.Game, set tui.Settings) (string, error) {
	sv, err := s.saved(g, set)
	if err != nil {
		return "", err
	}
	if g.HandNumber() != s.logged {
		if err := s.st.HandOver(sv, s.now()); err == nil {
			s.logged = g.HandNumber()
		}
	}
	if s.blocked != nil {
		// Finish would remove the autosave that could not be read: the
		// record is written beside the others, the autosave left alone.
		return s.st.WriteRecord(sv, s.now())
	}
	return s.st.Finish(sv, s.now())
}

// watched keeps the record of a game of bots the person watched (the
// menu's Watch the bots): no person's seat, no history, the autosave
// left alone.
func (s *session) watched(g *rules.Game, set tui.Settings, seats [rules.NumSeats]string) (string, error) {
	return keepWatched(s.st, g, set, seats, s.now())
}

// keepWatched writes a watched game's record.
func keepWatched(st *store.Store, g *rules.Game, set tui.Settings, seats [rules.NumSeats]string, now time.Time) (string, error) {
	sv := store.Start(g, 0, seats, now)
	sv.Watched = true
	sv.Lang, sv.Tiles, sv.Speed, sv.Coach = set.Lang, string(set.Tiles), string(set.Speed), set.Coach
	return st.WriteRecord(sv, now)
}

// export writes the game as it stands to a file the player named (a
// bare file name into the data directory's exports folder, ~/ the home
// directory, another relative path from the current directory).
func (s *session) export(g *rules.Game, set tui.Settings, name string) (string, error) {
	sv, err := s.saved(g, set)
	if err != nil {
		return "", err
	}
	path, err := exportPath(s.st, name)
	if err != nil {
		return "", err
	}
	return path, s.st.Export(sv, path)
}

// exportPath is the absolute path an export named name goes to: ~/ as
// the home directory, a bare file name into the store's exports folder
// (store.ExportPath).
func exportPath(st *store.Store, name string) (string, error) {
	if rest, ok := strings.CutPrefix(name, "~/"); ok {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		name = filepath.Join(home, rest)
	}
	return st.ExportPath(name)
}

// exportSaved is --export FILE: the autosaved game in progress written
// to FILE (never over an existing file, only into a folder that exists).
// The autosave is only read: it may be open in another copy of the
// program, and a broken one is left for the game to move aside.
func exportSaved(env Env, cat *i18n.Catalog, st *store.Store, name string) int {
	sv, err := st.ReadAutosave()
	if err != nil {
		return fail(env, cat, err)
	}
	if sv == nil {
		return fail(env, cat, &usageError{cat.T("error.export_none", st.AutosavePath(), st.RecordsDir())})
	}
	path, err := exportPath(st, name)
	if err == nil {
		err = st.Export(sv, path)
	}
	var se *store.Error
	if errors.As(err, &se) && (se.Key == store.KeyExists || se.Key == store.KeyNoDir || se.Key == store.KeyBadName) {
		return failCode(env, cat, err, ExitUsage)
	}
	if err != nil {
		return fail(env, cat, err)
	}
	fmt.Fprintln(env.Stdout, safetext.Clean(cat.T("export.written", path)))
	return ExitOK
}

// playSettings reads the play flags into the game's settings. done is
// set when the program should stop with code (help, version, bad input).
func playSettings(args []string, env Env, cat *i18n.Catalog) (s tui.Settings, code int, done bool) {
	pa, code, done := parsePlay(args, env, cat)
	return pa.settings, code, done
}

// parsePlay reads the play flags.
func parsePlay(args []string, env Env, cat *i18n.Catalog) (pa playArgs, code int, done bool) {
	return parsePlayWith(args, env, cat, store.Settings{})
}

// parsePlayWith reads the play flags over the settings remembered (rem):
// what the command line gives wins, what it leaves out is the settings
// file's, else the game's default.
func parsePlayWith(args []string, env Env, cat *i18n.Catalog, rem store.Settings) (pa playArgs, code int, done bool) {
	base := applyRemembered(tui.DefaultSettings(), rem)
	fs := newFlagSet("mahjong")
	rulesName := fs.String("rules", "", "")
	bots := fs.String("bots", seat.List{seat.OfLevel(base.Bots)}.String(), "")
	botLimit := fs.Duration("bot-limit", seat.DefaultLimit, "")
	seed := fs.String("seed", "", "")
	optFlags := addOptionFlags(fs, false)
	lang := fs.String("lang", "", "")
	tiles := fs.String("tiles", string(base.Tiles), "")
	speed := fs.String("speed", string(base.Speed), "")
	noMouse := fs.Bool("no-mouse", false, "")
	version := fs.Bool("version", false, "")
	resume := fs.Bool("resume", false, "")
	export := fs.String("export", "", "")
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(env.Stdout, cat.T("help.main")+"\n\n"+cat.T("help.play", optionsHelp(cat)), false)
		return pa, ExitOK, true
	}
	if err != nil {
		return pa, fail(env, cat, &usageError{err.Error()}), true
	}
	pos := fs.Args()
	pa.explicit = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { pa.explicit[f.Name] = true })
	bad := func(e error) (playArgs, int, bool) { return pa, fail(env, cat, e), true }
	badValue := func(flagName, val string, choices []string) (playArgs, int, bool) {
		return bad(&usageError{cat.T("error.play_value", flagName, val, strings.Join(choices, ", "))})
	}
	if len(pos) > 0 {
		return bad(&usageError{cat.T("error.play_args", pos[0])})
	}
	if *version {
		fmt.Fprintln(env.Stdout, "mahjong "+Version)
		return pa, ExitOK, true
	}
	s := base
	if !i18n.Supported(rem.Lang) {
		s.Lang = i18n.FromEnv(env.Getenv) // the menu's language, else the environment's
	}
	if *lang != "" {
		if !i18n.Supported(*lang) {
			return badValue("lang", *lang, i18n.Languages)
		}
		s.Lang = *lang
		cat = i18n.MustLoad(s.Lang)
	}
	// --resume plays the saved game with its own rules; --export only
	// writes it: the flags that choose a game do not go with them.
	for _, c := range []struct {
		on      bool
		name    string
		allowed []string
	}{
		{pa.explicit["export"], "--export", []string{"export", "lang"}},
		{*resume, "--resume", []string{"resume", "lang", "tiles", "speed", "no-mouse"}},
	} {
		if !c.on {
			continue
		}
		for _, name := range append([]string{"rules", "bots", "bot-limit", "seed", "tiles", "speed", "no-mouse", "resume"}, optFlags.given()...) {
			if pa.explicit[name] && !slices.Contains(c.allowed, name) {
				return bad(&usageError{cat.T("error.flag_with", "--"+name, c.name)})
			}
		}
	}
	if pa.explicit["export"] && *export == "" {
		return bad(&usageError{cat.T("error.export_file")})
	}
	pa.resume, pa.export = *resume, *export
	if *rulesName != "" {
		rs, err := parseRuleSet(*rulesName, cat)
		if err != nil {
			return bad(err)
		}
		s = s.WithRules(rs.Name) // its own remembered options, the flags over them
		if s.Options, err = optFlags.options(rs, s.Options, cat); err != nil {
			return bad(err)
		}
		if _, err := rs.Variant(s.Options); err != nil {
			return bad(err)
		}
		s.Rules, s.SkipMenu = *rulesName, true
	} else {
		// No rule set yet: the menu chooses one, and each reads its own
		// options among those given.
		for _, rs := range rules.RuleSets() {
			o, err := optFlags.anyOptions(s.OptionsOf(rs.Name), cat)
			if err != nil {
				return bad(err)
			}
			s.SetOptionsOf(rs.Name, o)
		}
	}
	lvl, list, err := parsePlayBots(*bots)
	if err != nil {
		return badValue("bots", *bots, append(seat.LevelNames(), botproto.Prefix+"PATH"))
	}
	if v, verr := s.Variant(); verr == nil && s.SkipMenu {
		// The rule set is known: one seat for every bot seat, or one a
		// bot seat.
		if _, err := list.For(v.Players - 1); err != nil {
			return bad(&usageError{cat.T("error.play_bots", *bots, v.Players-1)})
		}
	}
	if *botLimit <= 0 {
		return badValue("bot-limit", botLimit.String(), []string{"500ms", seat.DefaultLimit.String()})
	}
	s.Bots, pa.botLimit = lvl, *botLimit
	if list.HasProgram() {
		pa.seats = list
	}
	if b := screenFlags(&s, env, *tiles, *speed, *seed, *noMouse); b != nil {
		return badValue(b.name, b.value, b.choices)
	}
	pa.settings = s
	return pa, ExitOK, false
}
