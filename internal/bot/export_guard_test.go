package bot

import (
	"github.com/mahjong-tui/mahjong/rules"
)

// NewUnguarded returns the expert without the guards of issue 23 (no
// claim vetoed for cutting the minimum, no safe tile forced against a
// flush shown): the reference of TestGuards.
func NewUnguarded(v rules.Variant, seed uint64) Bot {
	b := New(Expert, v, seed).(*player)
	b.st.cutGuard, b.st.flushGuard = false, false
	return b
}
