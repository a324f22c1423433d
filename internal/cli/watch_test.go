package cli

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
)

// watchAppFor builds the App the watch command would, from its flags,
// and lets it play (instant speed: to the standings).
func watchAppFor(t *testing.T, env map[string]string, w, h int, args ...string) *tui.App {
	t.Helper()
	e := Env{Getenv: func(k string) string { return env[k] }}
	wa, code, done := parseWatch(args, e, i18n.MustLoad("en"), store.Settings{})
	if done {
		t.Fatalf("%v: stopped with %d", args, code)
	}
	a, err := tui.New(wa.settings, watchOptions(store.FromEnv(e.Getenv), wa))
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(a, a.Init())
	return a
}

// mahjong watch --rules hk --length east --speed instant --seed 3:
// the bots play the East round to the final standings with the chart;
// the record is kept, a watched game's (no person's seat, every seat's
// level), mahjong replay opens it naming nobody "you"; nothing else is
// written: no autosave, no history. The same seed plays the same game.
func TestWatchCommand(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a := watchAppFor(t, env, 80, 24, "--rules", "hk", "--length", "east", "--speed", "instant", "--seed", "3", "--bots", "expert,club,beginner,club")
	c := screen(a)
	for _, want := range []string{"Final standings", "East round", "|", "+1---", "records"} {
		if !strings.Contains(c, want) {
			t.Errorf("the end of the watched game lacks %q:\n%s", want, c)
		}
	}
	recs, err := st.Records()
	if err != nil || len(recs) != 1 {
		t.Fatalf("records: %v %v", recs, err)
	}
	data, _ := os.ReadFile(recs[0].Path)
	if !bytes.Contains(data, []byte(`"watched": true`)) || !bytes.Contains(data, []byte(`"expert"`)) || bytes.Contains(data, []byte(`"human"`)) {
		t.Errorf("the record:\n%s", data)
	}
	sv, err := st.LoadRecord(recs[0].Name, time.Now())
	if err != nil || !sv.Watched || !sv.Game.Over() || sv.Game.Variant().Length().String() != "east" {
		t.Fatalf("the record read back: %v %+v", err, sv)
	}
	if auto, err := st.ReadAutosave(); err != nil || auto != nil {
		t.Errorf("a watched game autosaved: %v %v", auto, err)
	}
	if h, _, _ := st.ReadHistory(); len(h) != 0 {
		t.Errorf("a watched game has a history: %v", h)
	}
	s := tui.DefaultSettings()
	s.Rules, s.Options, s.Seat, s.Watch, s.Colour = "hk", sv.Game.Variant().Options, sv.HumanSeat, sv.Watched, false
	r, err := tui.NewReplay(sv.Game, s)
	if err != nil {
		t.Fatal(err)
	}
	r.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if c := screen(r); strings.Contains(c, "You") || !strings.Contains(c, "Jun") {
		t.Errorf("the replay of a watched game:\n%s", c)
	}
	b := watchAppFor(t, env, 80, 24, "--rules", "hk", "--length", "east", "--speed", "instant", "--seed", "3", "--bots", "expert,club,beginner,club")
	if !slices.Equal(a.Match().Game().Actions(), b.Match().Game().Actions()) {
		t.Error("the same seed watched twice played two games")
	}
}

// Bad input to mahjong watch is one line and status 2: an option the
// rule set does not have (--length at family), a list of seats of the
// wrong length, an argument; without a terminal too.
func TestWatchBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"watch", "--rules", "family", "--length", "east"}, "--length"},
		{[]string{"watch", "--bots", "club,club"}, "--bots"},
		{[]string{"watch", "--rules", "hk", "--players", "3", "--bots", "club,club,club,club"}, "--bots"},
		{[]string{"watch", "--speed", "warp"}, "--speed"},
		{[]string{"watch", "now"}, "now"},
	} {
		_, errs, code := runTTY(t, nil, c.args...)
		if code != ExitUsage || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: %d %q", c.args, code, errs)
		}
	}
	if _, errs, code := run(t, nil, "watch", "--seed", "3"); code != ExitUsage || !strings.Contains(errs, "terminal") {
		t.Errorf("without a terminal: %d %q", code, errs)
	}
	out, _, code := run(t, nil, "watch", "--help")
	if code != 0 || !strings.Contains(out, "mahjong watch") || !strings.Contains(out, "--length") {
		t.Errorf("--help: %d %q", code, out)
	}
}
