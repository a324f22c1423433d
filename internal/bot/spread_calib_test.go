//go:build calibrate

package bot_test

import (
	"math/bits"
	"os"
	"strconv"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/rules"
)

// TestSpread prints how a rule set's winning hands spread by what the
// winner receives (bands of powers of two: the hands, their share of all
// that was won) and how many won more than 13 points, over BOTSPREAD
// hands of four clubs (not a test): the figures behind TestStrength's
// pow2 yardstick.
//
//	BOTSPREAD=40000 BOTTUNE=pow2 go test -tags calibrate -run '^$' -bench CalibSpread -benchtime 1x -v ./internal/bot/
func BenchmarkCalibSpread(t *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("BOTSPREAD"))
	if n <= 0 {
		t.Skip()
	}
	name := os.Getenv("BOTTUNE")
	if name == "" {
		name = "pow2"
	}
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	var count [64]int
	var sum [64]float64
	total, wins, over := 0.0, 0, 0
	for i := range n {
		seed := sim.HandSeed(5, i)
		var bots [rules.NumSeats]bot.Bot
		for s := range rules.Seat(rules.NumSeats) {
			bots[s] = bot.New(bot.Club, v, sim.BotSeed(seed, s))
		}
		o, err := sim.PlayHand(v, seed, bots)
		if err != nil {
			t.Fatal(err)
		}
		if o.Drawn {
			continue
		}
		wins++
		if o.Points > 13 {
			over++
		}
		g := o.Score[o.Winner]
		band := bits.Len(uint(max(g, 1))) - 1
		count[band]++
		sum[band] += float64(g)
		total += float64(g)
	}
	for b := range count {
		if count[b] > 0 {
			t.Logf("won 2^%-2d to 2^%-2d: %6d hands, %5.1f%% of all won", b, b+1, count[b], 100*sum[b]/total)
		}
	}
	t.Logf("%s: %d hands, %d won, %d of them over 13 points", name, n, wins, over)
}
