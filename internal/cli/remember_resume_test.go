package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// A resumed game's options are remembered for its own rule set at most,
// never spread to the others: a three-player family game taken up again
// is no choice of three players for classic. And a remembered choice
// that does not go with the flags given (a --bots list for a table of
// another size) is one line and status 2, never a panic.
func TestResumedOptionsStayWithTheirRules(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	start := tui.DefaultSettings()
	start.Rules = "hk"
	r := newRememberer(st, store.Settings{}, start)
	resumed := start
	resumed.Rules, resumed.Options = "family", rules.MustParseOptions("open players=3")
	if err := r.changed(resumed); err != nil {
		t.Fatal(err)
	}
	rem, err := st.LoadSettings(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range rem.Options {
		if name != "family" && o != "" {
			t.Errorf("the family game's options were remembered for %s: %q", name, o)
		}
	}

	// Remembered: classic at three. --bots names three seats: four players
	// on the command line's own, too many at three.
	if err := st.SaveSettings(store.Settings{Rules: "classic", Options: map[string]string{"classic": "players=3"}}); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runTTY(t, env, "--rules", "classic", "--bots", "club,club,club")
	if code != ExitUsage || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "--bots") {
		t.Errorf("a remembered table of three with three --bots: exit %d, %q", code, errs)
	}
}
