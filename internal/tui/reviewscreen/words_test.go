package reviewscreen

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// A loss of value where neither action won in the samples (another's
// self-draw paid less, say) is worded by what the hand ends at, not by
// a win worth nothing on either side; where a win was weighed, by what
// it is worth. In every language.
func TestValueReason(t *testing.T) {
	v := rules.HKVariant()
	discard := func(s string) rules.Action {
		tile, err := rules.ParseTile(s)
		if err != nil {
			t.Fatal(err)
		}
		return rules.Action{Kind: rules.ActDiscard, Tile: tile}
	}
	d := review.Decision{Kind: review.Value, N: 10, Taken: discard("5p"), Best: discard("1m"),
		TakenEst: eval.Estimate{Mean: -24}, BestEst: eval.Estimate{Mean: 0}}
	for _, lang := range []string{"en", "fr"} {
		cat := i18n.MustLoad(lang)
		w := Words{Cat: cat, Glyphs: kit.MustGlyphs(kit.TilesLetters), Variant: v}
		if got, want := w.Reason(&d), cat.T("review.why.result", w.Amount(-24), w.Amount(0)); got != want {
			t.Errorf("%s, no win: %q, want %q", lang, got, want)
		}
		won := d
		won.TakenEst = eval.Estimate{Mean: 2, Wins: 2, WinValue: 16}
		won.BestEst = eval.Estimate{Mean: 4, Wins: 2, WinValue: 32}
		if got := w.Reason(&won); !strings.Contains(got, w.Amount(8)) || !strings.Contains(got, w.Amount(16)) {
			t.Errorf("%s, wins: %q lacks the wins' worth %s and %s", lang, got, w.Amount(8), w.Amount(16))
		}
	}
}
