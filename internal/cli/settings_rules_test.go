package cli

import (
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// chooseRules moves the menu's rule set to name, the cursor on New game
// before and after.
func chooseRules(t *testing.T, a *tui.App, name string) {
	t.Helper()
	press(a, "down")
	for range len(rules.RuleSets()) {
		if a.Settings().Rules == name {
			break
		}
		press(a, "right")
	}
	press(a, "up")
	if got := a.Settings().Rules; got != name {
		t.Fatalf("the menu's rule set is %s, want %s", got, name)
	}
}

// setOption sets an option of the chosen rule set on the options page,
// the cursor on New game before and after.
func setOption(t *testing.T, a *tui.App, name, value string) {
	t.Helper()
	rs, err := rules.RuleSetByName(a.Settings().Rules)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(rs.Options, func(s rules.OptionSpec) bool { return s.Name == name })
	if i < 0 {
		t.Fatalf("%s has no option %s", rs.Name, name)
	}
	spec := rs.Options[i]
	press(a, "down", "down", "enter")
	for range i {
		press(a, "down")
	}
	for range len(spec.Values) {
		if spec.Value(a.Settings().Options) == value {
			break
		}
		press(a, "right")
	}
	press(a, "esc", "up", "up")
	if got := spec.Value(a.Settings().Options); got != value {
		t.Fatalf("%s %s is %s, want %s", rs.Name, name, got, value)
	}
}

// players is the number of players of the settings' table.
func players(t *testing.T, s tui.Settings) int {
	t.Helper()
	v, err := s.Variant()
	if err != nil {
		t.Fatal(err)
	}
	return v.Players
}

// Each rule set remembers its own options, on the menu and from one
// start to the next: three players chosen for family is no choice of
// three players for classic or hk, and choosing family again brings its
// three players back; the language and the other player-wide choices
// are one for every rule set.
func TestEachRuleSetRemembersItsOptions(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	a, _ := appFor(t, env, 100, 30)
	chooseRules(t, a, rules.VariantFamily)
	setOption(t, a, "players", "3")
	chooseRules(t, a, rules.VariantClassic)
	if n := players(t, a.Settings()); n != 4 {
		t.Errorf("classic after three players chosen for family: %d players", n)
	}
	setOption(t, a, "jokers", "on")
	chooseRules(t, a, rules.VariantFamily)
	if n := players(t, a.Settings()); n != 3 {
		t.Errorf("family chosen again: %d players, want its 3 back", n)
	}
	chooseRules(t, a, rules.VariantClassic)
	press(a, "down", "down", "down", "down", "right", "up", "up", "up", "up") // Language: French

	// The next start: classic as left, with its jokers and four players;
	// family has its three, hk none of them; French for all.
	b, _ := appFor(t, env, 100, 30)
	s := b.Settings()
	if v, err := s.Variant(); err != nil || s.Rules != rules.VariantClassic || v.Players != 4 || !v.Tiles.Jokers || s.Lang != "fr" {
		t.Fatalf("the next start: %s %q %s (%v)", s.Rules, s.Options, s.Lang, err)
	}
	chooseRules(t, b, rules.VariantFamily)
	if n := players(t, b.Settings()); n != 3 || b.Settings().Lang != "fr" {
		t.Errorf("family at the next start: %d players, %s", n, b.Settings().Lang)
	}
	chooseRules(t, b, rules.VariantHK)
	if n := players(t, b.Settings()); n != 4 {
		t.Errorf("hk at the next start: %d players", n)
	}
	// --rules reads the rule set's own remembered options.
	for name, want := range map[string]int{rules.VariantHK: 4, rules.VariantFamily: 3, rules.VariantClassic: 4} {
		c, _ := appFor(t, env, 100, 30, "--rules", name)
		if n := players(t, c.Settings()); n != want {
			t.Errorf("--rules %s: %d players, want %d", name, n, want)
		}
	}
}

// The file is untrusted: an entry's words are read one by one, a word
// out of bounds, of no option or of an option of another rule set left
// out and the others kept; an entry of no rule set is read by none.
func TestRememberedOptionsBounded(t *testing.T) {
	t.Parallel()
	r := store.Settings{Rules: "family", Options: map[string]string{
		rules.VariantFamily:  "players=99 open length=east",
		rules.VariantClassic: "jokers=maybe ready=off " + strings.Repeat("x", 300),
		rules.VariantHK:      "\x1b[31m min-fan=1",
		"nope":               "players=3",
	}}
	s := applyRemembered(tui.DefaultSettings(), r)
	for name, want := range map[string]string{
		rules.VariantFamily: "open", rules.VariantClassic: "ready=off", rules.VariantHK: "min-fan=1", rules.VariantPow2: "",
	} {
		if got := s.OptionsOf(name).String(); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
