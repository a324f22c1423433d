package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// The game's hooks (session) with a real store in test directories,
// driving the real App with key presses, as the terminal would.

// firstBot discards the tile it drew, wins when it can, passes claims.
type firstBot struct{}

func (firstBot) Act(v rules.View) rules.Action {
	var discard *rules.Action
	for i, a := range v.Legal {
		switch a.Kind {
		case rules.ActWin, rules.ActNextHand:
			return a
		case rules.ActDiscard:
			if !a.Declare && (discard == nil || a.Tile == v.Players[v.Seat].Drawn) {
				discard = &v.Legal[i]
			}
		}
	}
	if discard != nil {
		return *discard
	}
	for _, a := range v.Legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return v.Legal[0]
}

func firstBots(bot.Level, rules.Variant, uint64) bot.Bot { return firstBot{} }

// testEnv points the store at test directories.
func testEnv(t *testing.T) (map[string]string, *store.Store) {
	t.Helper()
	dir := t.TempDir()
	env := map[string]string{
		store.EnvStateDir:  filepath.Join(dir, "state"),
		store.EnvDataDir:   filepath.Join(dir, "data"),
		store.EnvConfigDir: filepath.Join(dir, "config"),
		"NO_COLOR":         "1",
		"LANG":             "en_US.UTF-8",
	}
	return env, store.FromEnv(func(k string) string { return env[k] })
}

// appFor builds the App the play command would, from its flags.
func appFor(t *testing.T, env map[string]string, w, h int, args ...string) (*tui.App, *session) {
	t.Helper()
	e := Env{Getenv: func(k string) string { return env[k] }}
	rem, remErr := store.FromEnv(e.Getenv).LoadSettings(time.Now())
	pa, code, done := parsePlayWith(args, e, i18n.MustLoad("en"), rem)
	if done {
		t.Fatalf("%v: stopped with %d", args, code)
	}
	pa.settingsErr, pa.remembered = remErr, rem
	sess, opts, _, err := openSession(store.FromEnv(e.Getenv), pa, i18n.MustLoad("en"))
	if err != nil {
		t.Fatal(err)
	}
	opts.Bots, opts.NewSeed = firstBots, func() uint64 { return 99 }
	s := pa.settings
	if pa.resume {
		opts.Resume = true
	}
	a, err := tui.New(s, opts)
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(a, a.Init())
	return a, sess
}

// drive runs commands as the program would (instant speed: no timer is
// waited), feeding their messages back to Update.
func drive(a *tui.App, cmd tea.Cmd) {
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0 && steps < 100000; steps++ {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case nil, tea.QuitMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			_, next := a.Update(msg)
			queue = append(queue, next)
		}
	}
}

func press(a *tui.App, keys ...string) {
	for _, k := range keys {
		var msg tea.KeyPressMsg
		switch k {
		case "enter":
			msg = tea.KeyPressMsg{Code: tea.KeyEnter}
		case "esc":
			msg = tea.KeyPressMsg{Code: tea.KeyEscape}
		case "backspace":
			msg = tea.KeyPressMsg{Code: tea.KeyBackspace}
		case "down":
			msg = tea.KeyPressMsg{Code: tea.KeyDown}
		case "right":
			msg = tea.KeyPressMsg{Code: tea.KeyRight}
		case "up":
			msg = tea.KeyPressMsg{Code: tea.KeyUp}
		default:
			msg = tea.KeyPressMsg{Code: []rune(k)[0], Text: k}
		}
		_, cmd := a.Update(msg)
		drive(a, cmd)
	}
}

func screen(a *tui.App) string { return a.View().Content }

// flat is a screen's words one space apart (wrapped lines joined).
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// playHuman answers n questions of the human: discard the drawn tile,
// pass claims (Enter on a claim takes the default: pass or a win).
func playHuman(t *testing.T, a *tui.App, n int) {
	t.Helper()
	for range n {
		v := a.Match().View()
		if v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver {
			return
		}
		if len(v.Legal) == 0 {
			t.Fatalf("the human has nothing to play in phase %v", v.Phase)
		}
		press(a, "enter")
	}
}

// Played for a number of moves, left with q, y, then resumed with
// --resume: the same screen, from the autosave file, with the game's own
// tiles and coach although the command line gives none.
func TestResumeThroughTheHooks(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a, _ := appFor(t, env, 100, 30, "--rules", "hk", "--seed", "42", "--tiles", "letters", "--speed", "instant")
	playHuman(t, a, 8)
	press(a, "c")
	before := screen(a)
	press(a, "q", "y")
	if !a.Quitting() {
		t.Fatal("not quitting")
	}
	sv, err := st.LoadAutosave(time.Now())
	if err != nil || sv == nil || !sv.Coach || sv.Tiles != "letters" || sv.Speed != "instant" {
		t.Fatalf("autosave: %v %+v", err, sv)
	}
	b, _ := appFor(t, env, 100, 30, "--resume")
	if after := screen(b); after != before {
		t.Fatalf("resumed screen differs\nbefore:\n%s\nafter:\n%s", before, after)
	}
	// The menu's Continue does the same.
	c, _ := appFor(t, env, 100, 30)
	if !strings.Contains(screen(c), "Continue the saved game") {
		t.Fatalf("no Continue:\n%s", screen(c))
	}
	press(c, "enter")
	if after := screen(c); after != before {
		t.Fatalf("continued screen differs\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

// A broken autosave: the menu names the file and the reason, offers a
// new game (no Continue); the file is moved aside, never overwritten; the
// new game saves in its place.
func TestBrokenAutosaveOffersNewGame(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	broken := []byte(`{"format": 1, "app": "mahjong", "rules": "hk", "seed": 4, "bots": ["club","club","club"], "human_seat": 0, "actions": ["0 discard`)
	if err := os.WriteFile(st.AutosavePath(), broken, 0o600); err != nil {
		t.Fatal(err)
	}
	a, _ := appFor(t, env, 80, 24, "--resume", "--speed", "instant")
	c := screen(a)
	for _, want := range []string{"autosave.json: the file ends too early", "was kept as", "New game"} {
		if !strings.Contains(flat(c), want) {
			t.Errorf("the menu lacks %q:\n%s", want, c)
		}
	}
	if strings.Contains(c, "Continue") {
		t.Error("Continue offered for a broken save")
	}
	entries, _ := os.ReadDir(st.StateDir)
	var aside string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "autosave.json.broken-") {
			aside = filepath.Join(st.StateDir, e.Name())
		}
	}
	if aside == "" {
		t.Fatalf("the broken file was not moved aside: %v", entries)
	}
	if got, _ := os.ReadFile(aside); string(got) != string(broken) {
		t.Error("the broken file was changed")
	}
	press(a, "enter") // New game
	if a.Match() == nil {
		t.Fatal("New game did not start a game")
	}
	playHuman(t, a, 2)
	if sv, err := st.LoadAutosave(time.Now()); err != nil || sv == nil {
		t.Fatalf("the new game is not saved: %v", err)
	}
	if got, _ := os.ReadFile(aside); string(got) != string(broken) {
		t.Error("the broken file was changed by the new game")
	}
}

// A new game started while a saved one exists keeps the saved one as a
// record: nothing is lost.
func TestNewGameKeepsTheSavedOne(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a, _ := appFor(t, env, 80, 24, "--rules", "pow2", "--seed", "5", "--speed", "instant")
	playHuman(t, a, 3)
	old := a.Match().Game().Actions()
	press(a, "q", "y")
	b, _ := appFor(t, env, 80, 24, "--rules", "hk", "--seed", "6", "--speed", "instant")
	playHuman(t, b, 1)
	recs, err := st.Records()
	if err != nil || len(recs) != 1 {
		t.Fatalf("records %v %v", recs, err)
	}
	rec, err := st.LoadRecord(recs[0].Name, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Variant().Name != "pow2" || len(rec.Game.Actions()) != len(old) {
		t.Errorf("the record is not the saved game: %s, %d actions", rec.Game.Variant().Name, len(rec.Game.Actions()))
	}
	sv, err := st.LoadAutosave(time.Now())
	if err != nil || sv == nil || sv.Game.Variant().Name != "hk" {
		t.Fatalf("the autosave is not the new game: %v", err)
	}
}

// A family game played to the end: the history holds its hand, the
// record is written, the autosave is gone, and the standings show the
// figures `mahjong stats --json` computes from the history; the record
// replays (the viewer opens it).
func TestFinishedGameRecordAndFigures(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a, _ := appFor(t, env, 100, 30, "--rules", "family", "--seed", "7", "--speed", "instant")
	for i := 0; a.Match().Game().Phase() != rules.PhaseGameOver; i++ {
		if i > 500 {
			t.Fatal("the hand does not end")
		}
		playHuman(t, a, 1)
	}
	press(a, "enter") // the sheet, then the standings
	c := screen(a)
	if !strings.Contains(c, "Final standings") || !strings.Contains(c, "Hands played") {
		t.Fatalf("standings:\n%s", c)
	}
	if _, err := os.Stat(st.AutosavePath()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the autosave is still there: %v", err)
	}
	recs, _ := st.Records()
	if len(recs) != 1 || !strings.Contains(strings.ReplaceAll(c, "\n", ""), recs[0].Name) {
		t.Errorf("records %v; standings:\n%s", recs, c)
	}
	entries, warns, err := st.ReadHistory()
	if err != nil || len(warns) > 0 || len(entries) != 1 {
		t.Fatalf("history %v %v %v", entries, warns, err)
	}
	out, _, code := run(t, env, "stats", "--json")
	if code != 0 {
		t.Fatal("stats failed")
	}
	var rep statsReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.RuleSets) != 1 {
		t.Fatalf("%v %s", err, out)
	}
	r := rep.RuleSets[0]
	want := "Hands won       " + strconv.Itoa(r.Wins) + " ("
	if !strings.Contains(c, want) || r.Hands != 1 || r.Games != 1 {
		t.Errorf("stats %+v; the standings do not say %q:\n%s", r, want, c)
	}
}

// The e key writes the game to a file typed in a small prompt; a file
// that exists is refused with the reason, never replaced.
func TestExportKey(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	dir := t.TempDir()
	a, _ := appFor(t, env, 100, 30, "--rules", "hk", "--seed", "3", "--speed", "instant")
	playHuman(t, a, 2)
	press(a, "e")
	if !strings.Contains(screen(a), "Export this game") {
		t.Fatalf("no export prompt:\n%s", screen(a))
	}
	// Clear the offered name and type a path.
	for range 80 {
		press(a, "backspace")
	}
	dest := filepath.Join(dir, "mine.json")
	for _, r := range dest {
		press(a, string(r))
	}
	press(a, "enter")
	if !inColumn(screen(a), "Game written to "+dest) {
		t.Fatalf("no confirmation:\n%s", screen(a))
	}
	sv, err := store.ReadFile(dest)
	if err != nil || len(sv.Game.Actions()) != len(a.Match().Game().Actions()) {
		t.Fatalf("the exported file: %v", err)
	}
	first, _ := os.ReadFile(dest)
	playHuman(t, a, 1)
	press(a, "e")
	for range 80 {
		press(a, "backspace")
	}
	for _, r := range dest {
		press(a, string(r))
	}
	press(a, "enter")
	if !strings.Contains(strings.ReplaceAll(screen(a), "\n", " "), "exists already") {
		t.Fatalf("an existing file was not refused:\n%s", screen(a))
	}
	press(a, "esc")
	if got, _ := os.ReadFile(dest); string(got) != string(first) {
		t.Error("the existing file was replaced")
	}
}

// --export FILE writes the autosaved game in progress; --resume without a
// save and bad combinations are one line and exit status 2.
func TestExportAndResumeFlags(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	dest := filepath.Join(t.TempDir(), "game.json")
	_, errs, code := run(t, env, "--export", dest)
	if code != ExitUsage || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no game in progress to export") {
		t.Errorf("--export without a game: %d %q", code, errs)
	}
	_, errs, code = runTTY(t, env, "--resume")
	if code != ExitUsage || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no saved game to resume") {
		t.Errorf("--resume without a game: %d %q", code, errs)
	}
	for _, args := range [][]string{
		{"--resume", "--rules", "hk"}, {"--resume", "--seed", "3"}, {"--export", dest, "--rules", "hk"},
		{"--export", dest, "--resume"}, {"--export="},
	} {
		if _, errs, code := run(t, env, args...); code != ExitUsage || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d %q", args, code, errs)
		}
	}
	a, _ := appFor(t, env, 80, 24, "--rules", "classic", "--seed", "8", "--speed", "instant")
	playHuman(t, a, 3)
	out, errs, code := run(t, env, "--export", dest)
	if code != 0 || !strings.Contains(out, dest) {
		t.Fatalf("--export: %d %q %q", code, out, errs)
	}
	sv, err := store.ReadFile(dest)
	if err != nil || sv.Game.StateText() != a.Match().Game().StateText() {
		t.Fatalf("the export is not the game: %v", err)
	}
	if _, errs, code := run(t, env, "--export", dest); code != ExitUsage || !strings.Contains(errs, "exists already") {
		t.Errorf("export over a file: %d %q", code, errs)
	}
}

// replay FILE: a file that cannot be read is one line and exit status 2,
// and is not moved; no record yet is said so.
func TestReplayBadFile(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": 1, "app": "mahjong"`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", bad}, "bad.json: the file ends too early"},
		{[]string{"replay", filepath.Join(dir, "none.json")}, "none.json: cannot read the file"},
		{[]string{"replay"}, "no finished game to replay yet"},
		{[]string{"replay", "a", "b"}, "replay takes one file"},
		{[]string{"replay", "--tiles", "ascii", bad}, `--tiles: "ascii"`},
	} {
		out, errs, code := run(t, env, c.args...)
		if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want one line with %q", c.args, code, errs, c.want)
		}
	}
	if _, err := os.Stat(bad); err != nil {
		t.Errorf("the bad file was moved: %v", err)
	}
	out, _, code := run(t, env, "replay", "--help")
	if code != 0 || !strings.Contains(out, "mahjong replay") {
		t.Errorf("replay --help: %d %q", code, out)
	}
}

// An autosave that cannot be read at all (here a directory in its place)
// stays where it is: the menu says why, a new game is played but not
// saved over it, and the table says so.
func TestUnreadableAutosaveIsLeftAlone(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	if err := os.MkdirAll(filepath.Join(st.AutosavePath(), "keep"), 0o700); err != nil {
		t.Fatal(err)
	}
	a, _ := appFor(t, env, 100, 30, "--speed", "instant")
	if c := flat(screen(a)); !strings.Contains(c, "autosave.json: not a regular file but a directory") {
		t.Fatalf("no notice:\n%s", screen(a))
	}
	press(a, "enter")
	playHuman(t, a, 2)
	if c := flat(screen(a)); !strings.Contains(c, "Not saved") {
		t.Errorf("the table does not say the game is not saved:\n%s", screen(a))
	}
	if _, err := os.Stat(filepath.Join(st.AutosavePath(), "keep")); err != nil {
		t.Errorf("the unreadable autosave was touched: %v", err)
	}
}

// A game saved with the person at seat 2 resumes with the person at seat
// 2 (the bots at the others, at the saved level), and is saved again
// with the same seats.
func TestResumeAtSeatTwo(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	v, _ := rules.VariantByName(rules.VariantHK)
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	seats := [4]string{"expert", "expert", store.KindHuman, "expert"}
	if err := st.Save(store.Start(g, 2, seats, time.Now()), time.Now()); err != nil {
		t.Fatal(err)
	}
	a, _ := appFor(t, env, 100, 30, "--resume", "--tiles", "letters", "--speed", "instant")
	if a.Match() == nil || a.Match().Me() != 2 {
		t.Fatalf("resumed with the person at %v", a.Match())
	}
	playHuman(t, a, 6)
	mine := 0
	for _, act := range a.Match().Game().Actions() {
		if act.Seat == 2 {
			mine++
		}
	}
	if mine == 0 {
		t.Fatal("the person at seat 2 played nothing")
	}
	press(a, "q", "y")
	sv, err := st.LoadAutosave(time.Now())
	if err != nil || sv == nil {
		t.Fatal(sv, err)
	}
	if sv.HumanSeat != 2 || sv.Seats != seats || len(sv.Game.Actions()) != len(a.Match().Game().Actions()) {
		t.Errorf("saved again with the person at %d, seats %q, %d actions", sv.HumanSeat, sv.Seats, len(sv.Game.Actions()))
	}
}
