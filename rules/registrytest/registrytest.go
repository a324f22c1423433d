package registrytest

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
	"github.com/mahjong-tui/mahjong/rules/internal/extra"
)

// Option describes an option to add, as rules.OptionSpec describes one;
// RuleSets names the rule sets that take it (none: every one).
type Option struct {
	Name     string
	Kind     rules.OptionKind
	Default  string
	Values   []string
	Min, Max int
	Scoring  bool
	RuleSets []string
}

// Add adds the option to the registry until the test ends and returns it
// as the registry holds it. It fails the test for a name the registry
// has already, or when too many options are added at once; it panics in
// a parallel test (see the package's doc).
func Add(t testing.TB, o Option) rules.OptionSpec {
	t.Helper()
	// The testing package refuses t.Setenv in a parallel test, and runs
	// no parallel test while a serial one runs: so the tests running in
	// parallel never see the option.
	t.Setenv("MAHJONG_REGISTRYTEST_OPTION", o.Name)
	for _, rs := range rules.RuleSets() {
		if _, ok := rs.Option(o.Name); ok {
			t.Fatalf("registrytest: the registry has an option %q already", o.Name)
		}
	}
	remove, ok := extra.Add(extra.Option{Name: o.Name, Kind: uint8(o.Kind), Default: o.Default, Values: o.Values,
		Min: o.Min, Max: o.Max, Scoring: o.Scoring, RuleSets: o.RuleSets})
	if !ok {
		t.Fatalf("registrytest: more than %d options added at once", extra.Capacity)
	}
	t.Cleanup(remove)
	for _, rs := range rules.RuleSets() {
		if s, ok := rs.Option(o.Name); ok {
			return s
		}
	}
	t.Fatalf("registrytest: option %q is in no rule set (%v)", o.Name, o.RuleSets)
	return rules.OptionSpec{}
}
