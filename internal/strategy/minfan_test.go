package strategy

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// The advisor reads the hk minimum from the scorer's terms (the min-fan
// option), never a 3 of its own: at min-fan 0 no hand needs value, at
// 1-5 the minimum is the table's.
func TestAdvisorReadsTheMinimum(t *testing.T) {
	for _, c := range []struct {
		options string
		minimum int
	}{{"", 3}, {"min-fan=0", 0}, {"min-fan=1", 1}, {"min-fan=5", 5}} {
		v, err := rules.NewVariant("hk", rules.MustParseOptions(c.options))
		if err != nil {
			t.Fatal(err)
		}
		a := New(v)
		if a.values.Terms.Minimum != c.minimum || a.NeedsValue() != (c.minimum > 0) {
			t.Errorf("%q: minimum %d, needs value %v", c.options, a.values.Terms.Minimum, a.NeedsValue())
		}
	}
}
