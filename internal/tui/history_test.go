package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/fittest"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/history"
	"github.com/mahjong-tui/mahjong/internal/tui/menu"
	"github.com/mahjong-tui/mahjong/internal/tui/replay"
	"github.com/mahjong-tui/mahjong/rules"
)

// pastGamesStore keeps two finished games (an hk game an hour older
// than a family one), a record of garbage bytes and a symbolic link
// (never followed, not listed).
func pastGamesStore(t *testing.T) *store.Store {
	t.Helper()
	st := store.New(t.TempDir(), t.TempDir())
	t0 := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	for i, g := range []*rules.Game{shortGame(t, 1, 35), recordedGame(t, "family", 3, 1)} {
		at := t0.Add(time.Duration(i) * time.Hour)
		path, err := st.WriteRecord(store.Start(g, 0, [rules.NumSeats]string{store.KindHuman, "club", "expert", "club"}, at), at)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	bad := filepath.Join(st.RecordsDir(), "19990101-000000-1-hk.json")
	if err := os.WriteFile(bad, []byte("{\x1b[2J not a record"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(bad, filepath.Join(st.RecordsDir(), "19990101-000001-1-hk.json")); err != nil {
		t.Fatal(err)
	}
	old := t0.Add(-24 * time.Hour)
	for _, n := range []string{"19990101-000000-1-hk.json"} {
		if err := os.Chtimes(filepath.Join(st.RecordsDir(), n), old, old); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// openPastGames starts an App on the menu with st's records and opens
// the past games by the menu's entry, as a person does.
func openPastGames(t *testing.T, st *store.Store, lang string, w, h int) *App {
	t.Helper()
	s := testSettings("hk", 1)
	s.Lang = lang
	a, err := New(s, Options{Hooks: Hooks{Records: st}, NewSeed: func() uint64 { return 1 }, Review: quickReview})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(a, a.Init())
	entry := "› " + a.sh.Cat.T("menu.history")
	for range 20 {
		if strings.Contains(ansi.Strip(content(a)), entry) {
			break
		}
		press(a, "down")
	}
	press(a, "enter")
	if a.front.ID() != history.ID {
		t.Fatalf("the menu's entry opened %v:\n%s", a.front.ID(), ansi.Strip(content(a)))
	}
	return a
}

// The past games, from the start menu, in English and French at every
// size: the games newest first with their rule sets, an unreadable
// record named as such and the others still open; enter replays the
// game under the cursor and q comes back to the list; v reviews it and
// esc comes back to the list; esc goes back to the menu. An empty
// history says so.
func TestPastGames(t *testing.T) {
	soak.OneGoroutine(t)
	st := pastGamesStore(t)
	words := map[string]*fittest.Vocabulary{}
	for _, lang := range []string{"en", "fr"} {
		v, err := fittest.NewVocabulary(lang, longNotice, "19990101-000000-1-hk.json")
		if err != nil {
			t.Fatal(err)
		}
		words[lang] = v
	}
	for _, lang := range []string{"en", "fr"} {
		for _, size := range fitSizes {
			a := openPastGames(t, st, lang, size[0], size[1])
			cat := a.sh.Cat
			what := "past games " + lang
			out := ansi.Strip(content(a))
			checkFits(t, what, content(a), size[0], size[1], "? ", cat.T("prompt.thinking", ""), words[lang])
			family, hk := strings.Index(out, cat.T("rules.family")), strings.Index(out, cat.T("rules.hk"))
			if family < 0 || hk < 0 || family > hk {
				t.Errorf("%s: not the two games newest first (family at %d, hk at %d):\n%s", what, family, hk, out)
			}
			if n := strings.Count(out, cat.T("pastgames.unreadable", "")); n != 1 || strings.Contains(out, "000001") {
				t.Errorf("%s: %d unreadable records listed, want the garbage one (the link is never followed):\n%s", what, n, out)
			}
			if strings.Contains(content(a), "\x1b[2J") {
				t.Errorf("%s: a record's bytes reach the terminal", what)
			}
			press(a, "enter")
			if a.front.ID() != replay.ID || !strings.Contains(ansi.Strip(content(a)), strings.SplitN(cat.T("replay.step", 0, 0), " 0", 2)[0]) {
				t.Fatalf("%s: enter opened %v:\n%s", what, a.front.ID(), ansi.Strip(content(a)))
			}
			press(a, "q")
			if a.front.ID() != history.ID {
				t.Fatalf("%s: q from the replay led to %v", what, a.front.ID())
			}
			list := a.front
			_, cmd := a.Update(keyMsg("v"))
			rs := reviewing(a)
			if rs == nil || rs.Seat() != 0 {
				t.Fatalf("%s: v opened %v", what, a.front.ID())
			}
			drive(a, cmd)
			if rs.Review() == nil {
				t.Fatalf("%s: the review did not arrive", what)
			}
			press(a, "esc")
			if a.front != list {
				t.Fatalf("%s: esc from the review led to %v", what, a.front.ID())
			}
			press(a, "end", "enter", "v")
			if a.front != list {
				t.Errorf("%s: an unreadable record opened %v", what, a.front.ID())
			}
			press(a, "esc")
			if a.front.ID() != menu.ID {
				t.Errorf("%s: esc led to %v, not the menu", what, a.front.ID())
			}
		}
	}
	a := openPastGames(t, store.New(t.TempDir(), t.TempDir()), "en", 80, 24)
	if out := ansi.Strip(content(a)); !strings.Contains(out, a.sh.Cat.T("pastgames.empty")) {
		t.Errorf("an empty history:\n%s", out)
	}
}

// Pgdown moves the cursor by the rows the list shows, pgup back: at
// 80x24, from the newest of 45 games, pgdown puts the cursor on the 21st
// (the first one the list did not show), pgup back on the first.
func TestPastGamesPage(t *testing.T) {
	soak.OneGoroutine(t)
	st := store.New(t.TempDir(), t.TempDir())
	g := recordedGame(t, "family", 3, 1)
	t0 := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	for i := range 45 {
		at := t0.Add(-time.Duration(i) * time.Minute)
		path, err := st.WriteRecord(store.Start(g, 0, [rules.NumSeats]string{store.KindHuman, "club", "club", "club"}, at), at)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	a := openPastGames(t, st, "en", 80, 24)
	cursorAt := func(want time.Time) {
		t.Helper()
		mark := "> " + want.Local().Format("2006-01-02 15:04")
		if out := ansi.Strip(content(a)); !strings.Contains(out, mark) {
			t.Errorf("the cursor is not on the game of %s:\n%s", want.Local().Format("15:04"), out)
		}
	}
	cursorAt(t0)
	press(a, "pgdown")
	cursorAt(t0.Add(-20 * time.Minute))
	press(a, "pgup")
	cursorAt(t0)
}
