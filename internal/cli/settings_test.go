//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/testproc"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// envChoices makes the test binary a first run of the game on the
// directories it names: it changes every choice of the start menu, turns
// the bell on at the table, quits, and says so.
const envChoices = "MAHJONG_TEST_MENU_CHOICES"

func TestMenuChoicesProcess(t *testing.T) {
	t.Parallel()
	dir := os.Getenv(envChoices)
	if dir == "" {
		t.Skip("the first run for TestMenuChoicesSurviveARestart")
	}
	a, _ := appFor(t, dirEnv(dir), 100, 30, "--speed", "instant")
	// New game, Rules, Options, Opponents, Language, Tiles, Speed.
	press(a, "down", "right")                    // Rules: hk -> classic
	press(a, "down", "enter")                    // the options page of classic
	press(a, "right", "esc")                     // its first option changed
	press(a, "down", "right")                    // Opponents: club -> expert
	press(a, "down", "right")                    // Language: English -> French
	press(a, "down", "right")                    // Tiles: boxed -> letters
	press(a, "down", "right")                    // Speed: instant -> slow
	press(a, "up", "up", "up", "up", "up", "up") // back up to New game
	s := a.Settings()
	fmt.Printf("chose %s|%s|%s|%s|%s|%s\n", s.Rules, s.Options, s.Bots, s.Lang, s.Tiles, s.Speed)
	press(a, "enter") // New game
	if a.Match() == nil {
		t.Fatal("no game")
	}
	press(a, "b", "q", "o") // the bell on; quit (o: oui)
	fmt.Println("done")
	_, _ = io.Copy(io.Discard, os.Stdin)
}

// The start menu's choices and the table's toggles survive a restart:
// a first process changes them and quits; the second starts from them
// (rule set, its options, opponents, language, tiles, speed, the bell),
// and a flag given on its command line wins over them. A broken settings
// file is moved aside, said in one line, and the game starts from its
// defaults.
func TestMenuChoicesSurviveARestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := dirEnv(dir)
	_, stdin, out := testproc.Start(t, "TestMenuChoicesProcess", envChoices, dir)
	chose := readLine(t, out, "chose ")
	readLine(t, out, "done")
	_ = stdin.Close()

	a, _ := appFor(t, env, 100, 30)
	s := a.Settings()
	got := fmt.Sprintf("%s|%s|%s|%s|%s|%s", s.Rules, s.Options, s.Bots, s.Lang, s.Tiles, s.Speed)
	if got != chose || s.Rules != rules.VariantClassic || s.Bots != bot.Expert || s.Lang != "fr" || s.Tiles != tui.TilesLetters || !s.Bell {
		t.Fatalf("after a restart: %s (bell %v), chosen %s", got, s.Bell, chose)
	}
	if c := flat(screen(a)); !strings.Contains(c, "Classique") || !strings.Contains(c, "expert") {
		t.Errorf("the menu does not show the choices:\n%s", screen(a))
	}
	b, _ := appFor(t, env, 100, 30, "--lang", "en", "--tiles", "boxed")
	if s := b.Settings(); s.Lang != "en" || s.Tiles != tui.TilesBoxed || s.Rules != rules.VariantClassic {
		t.Errorf("the flags do not win over the settings: %+v", s)
	}

	st := store.FromEnv(func(k string) string { return env[k] })
	// A flag is for its start only: changing the rule set writes the
	// rule set, not the speed the command line gave.
	press(b, "down", "down", "right") // past Continue (the first run left a game) and New game
	rem, err := st.LoadSettings(time.Now())
	if err != nil || rem.Rules == rules.VariantClassic || rem.Speed != "slow" || rem.Tiles != "letters" {
		t.Errorf("after a change with flags given, the file holds %+v (%v)", rem, err)
	}
	if err := os.WriteFile(st.SettingsPath(), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, _ := appFor(t, env, 100, 30)
	if s := c.Settings(); s.Rules != tui.DefaultSettings().Rules || s.Lang != "en" {
		t.Errorf("a broken settings file gave %+v", s)
	}
	if !strings.Contains(flat(screen(c)), "settings.json") {
		t.Errorf("the menu does not say the settings file was moved aside:\n%s", screen(c))
	}
	moved, _ := filepath.Glob(st.SettingsPath() + ".broken-*")
	if len(moved) != 1 {
		t.Errorf("the broken file was not moved aside: %v", moved)
	}
}

// readLine reads the child's lines until one starts with prefix; it
// returns the rest.
func readLine(t *testing.T, out *bufio.Reader, prefix string) string {
	t.Helper()
	for {
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("the first run stopped before %q: %v", prefix, err)
		}
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), prefix); ok {
			return rest
		}
	}
}
