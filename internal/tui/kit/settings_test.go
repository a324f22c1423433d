package kit

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Every rule set of the registry has a place in Kept.
func TestKeptHoldsTheRegistry(t *testing.T) {
	if n := len(rules.RuleSets()); n > MaxRuleSets {
		t.Fatalf("%d rule sets, Settings keeps options for %d: raise MaxRuleSets", n, MaxRuleSets)
	}
}

// Choosing another rule set keeps the options of the one left and
// brings back the chosen one's own; the same choices are equal settings.
func TestWithRulesKeepsEachRuleSetsOptions(t *testing.T) {
	s := DefaultSettings()
	s = s.WithRules(rules.VariantFamily)
	s.Options = rules.MustParseOptions("players=3 open")
	s = s.WithRules(rules.VariantClassic)
	if !s.Options.IsZero() {
		t.Errorf("classic after family at three: %q", s.Options)
	}
	s.Options = rules.MustParseOptions("jokers")
	first := s
	s = s.WithRules(rules.VariantFamily)
	if got := s.Options.String(); got != "open players=3" {
		t.Errorf("family again: %q", got)
	}
	if got := s.OptionsOf(rules.VariantClassic).String(); got != "jokers" {
		t.Errorf("classic kept: %q", got)
	}
	if s = s.WithRules(rules.VariantClassic); s != first {
		t.Errorf("back to classic: %+v, want %+v", s, first)
	}
	s.SetOptionsOf(rules.VariantHK, rules.MustParseOptions("jokers min-fan=1"))
	if got := s.OptionsOf(rules.VariantHK).String(); got != "min-fan=1" {
		t.Errorf("hk set with an option of classic: %q", got)
	}
}
