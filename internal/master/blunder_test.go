package master_test

import (
	"flag"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/blunder"
	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
)

var blunderHands = flag.Int("master.blunders", 0, "hands of the master's blunder count per rule set (0: skipped)")

// The master makes no more visible blunders than a strong level may
// (blunder.Counts.Faults): the same counter, hands and seeds as the
// bot package's TestBlunders, in every rule set of the registry (or those -master.rules names). Not a
// test of make test (the master weighs its decisions by playouts): make
// strength-master runs it (-master.blunders N).
func TestMasterBlunders(t *testing.T) {
	if *blunderHands <= 0 {
		t.Skip("-master.blunders N counts the master's blunders (make strength-master)")
	}
	for _, v := range variants(t) {
		name := v.Name
		b := blunder.Count(v, sim.Level(bot.Master), *blunderHands, 99)
		t.Logf("%-7s master %v", name, b)
		for _, e := range b.Examples {
			t.Logf("    %s", e)
		}
		for _, f := range b.Faults(v, true) {
			t.Errorf("%s master: %s", name, f)
		}
	}
}
