package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
	"github.com/mahjong-tui/mahjong/rules/registrytest"
)

// An option added to the registry, and nowhere else, is an option of the
// rule sets it names: in their options (after their own), written and
// read as words, applied to a Variant, kept in the record and in the
// game's state (StateText), refused by the other rule sets. A place of
// the rules package that kept a list of its own would lose it.
func TestFakeOptionInRules(t *testing.T) {
	registrytest.Add(t, registrytest.Option{Name: "house-switch", Kind: rules.OptionSwitch, Default: "off",
		Values: []string{"off", "on"}, RuleSets: []string{"hk", "classic"}})
	registrytest.Add(t, registrytest.Option{Name: "house-count", Kind: rules.OptionNumber, Default: "2", Min: 0, Max: 9,
		Values: []string{"2", "5"}, Scoring: true})
	for _, rs := range rules.RuleSets() {
		names := []string{}
		for _, s := range rs.Options {
			names = append(names, s.Name)
		}
		want := rs.Name == "hk" || rs.Name == "classic"
		if slices.Contains(names, "house-switch") != want || !slices.Contains(names, "house-count") {
			t.Errorf("%s: options %v", rs.Name, names)
		}
	}
	o, err := rules.ParseOptions("house-switch house-count=7 length=east")
	if err != nil || o.String() != "length=east house-switch house-count=7" {
		t.Fatalf("options %q %v", o.String(), err)
	}
	v, err := rules.NewVariant("hk", o)
	if err != nil || v.Options != o || v.Rounds != 1 {
		t.Fatalf("hk variant: %v %+v", err, v.Options)
	}
	if _, err := rules.NewVariant("pow2", o); err == nil || !strings.Contains(err.Error(), "house-switch") {
		t.Errorf("pow2 takes house-switch: %v", err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	text, err := g.MarshalText()
	if err != nil || !strings.Contains(string(text), "\noptions length=east house-switch house-count=7\n") {
		t.Fatalf("record %v:\n%s", err, text)
	}
	back, err := rules.ParseGame(text, nil)
	if err != nil || back.Variant() != v || back.StateText() != g.StateText() {
		t.Fatalf("record read back: %v %+v", err, back.Variant().Options)
	}
	plain, _ := rules.NewVariant("hk", rules.MustParseOptions("length=east"))
	g2, _ := rules.NewGame(rules.Config{Variant: plain, Seed: 9})
	if g2.StateText() == g.StateText() {
		t.Error("the state does not say the option: StateText keeps a list of its own")
	}
}
