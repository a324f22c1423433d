package reviewscreen

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Words word a review's decisions from the catalogues: tiles in the
// style chosen, seats by their wind, amounts in the rule set's unit. The
// screen and `mahjong review` (internal/cli) both word it with them.
type Words struct {
	Cat     *i18n.Catalog
	Glyphs  *kit.Glyphs
	Variant rules.Variant
}

// tile is a tile's face, its padding trimmed.
func (w Words) tile(t rules.Tile) string { return strings.TrimSpace(w.Glyphs.Face(t)) }

// Action words an action ("discard 5m", "pung 7s", "pass").
func (w Words) Action(a rules.Action) string {
	key := "review.act." + a.Kind.String()
	if a.Declare {
		key += "_declare"
	}
	if a.Tile == rules.NoTile {
		return w.Cat.T(key, "")
	}
	return w.Cat.T(key, w.tile(a.Tile))
}

// Amount words a figure in the rule set's unit ("3.2 points"; the
// family game's chance to win, "12 %").
func (w Words) Amount(x float64) string {
	if w.Variant.Scoring == rules.ScoringNone {
		return w.Cat.T("review.chance", w.Decimal(100*x))
	}
	return w.Cat.T("review.amount", w.Decimal(x))
}

// Kind words a kind of loss ("defence").
func (w Words) Kind(k review.Kind) string { return w.Cat.T("review.kind." + string(k)) }

// Phase words where a decision was taken ("your turn").
func (w Words) Phase(p rules.Phase) string { return w.Cat.T("review.phase." + p.String()) }

// Reason words why the best action is better: the coach's tip when the
// coach plays it, else what the samples say.
func (w Words) Reason(d *review.Decision) string {
	if d.Taken == d.Best {
		return w.Cat.T("review.why.agreed")
	}
	why := w.why(d)
	if d.Close {
		why += " " + w.Cat.T("review.why.close")
	}
	return why
}

// why words the reason itself: the coach's tip, or the samples'
// figures for the decision's kind.
func (w Words) why(d *review.Decision) string {
	if d.Coach != nil {
		wd := coach.Wording{Cat: w.Cat, Tile: w.tile, Tiles: w.tiles, Option: w.Action,
			Seat: func(s rules.Seat) string { return w.Cat.T("wind." + d.Winds[s&3].String()) }}
		return w.Cat.T("review.why.coach", coach.ReasonText(wd, d.Coach, w.Variant))
	}
	t, b := &d.TakenEst, &d.BestEst
	switch d.Kind {
	case review.Defence:
		one, in := review.Rate(t.DealIns[d.Threat], d.N)
		bone, bin := review.Rate(b.DealIns[d.Threat], d.N)
		return w.Cat.T("review.why.defence", w.Cat.T("wind."+d.ThreatWind.String()), w.rate(one, in), w.rate(bone, bin))
	case review.Speed, review.Claims:
		one, in := review.Rate(t.Wins, d.N)
		bone, bin := review.Rate(b.Wins, d.N)
		return w.Cat.T("review.why.speed", w.rate(one, in), w.rate(bone, bin))
	}
	if t.Wins == 0 && b.Wins == 0 { // no win to weigh: what the hand ends at
		return w.Cat.T("review.why.result", w.Amount(t.Mean), w.Amount(b.Mean))
	}
	return w.Cat.T("review.why.value", w.Amount(t.WinMean()), w.Amount(b.WinMean()))
}

// rate words "1 time in 5" ("never" for 0).
func (w Words) rate(one, in int) string {
	if one == 0 {
		return w.Cat.T("review.never")
	}
	return w.Cat.T("review.rate", in)
}

// tiles words a list of tiles.
func (w Words) tiles(ts []rules.Tile) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = w.tile(t)
	}
	return strings.Join(parts, " ")
}

// Figure words a bare figure (an interval's half-width: the unit is
// said once, by the cost before it); the family game's in points of
// percentage.
func (w Words) Figure(x float64) string {
	if w.Variant.Scoring == rules.ScoringNone {
		x *= 100
	}
	return w.Decimal(x)
}

// Decimal writes x with one decimal, the language's decimal point.
func (w Words) Decimal(x float64) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', 1, 64), ".", w.Cat.T("stats.decimal_point"), 1)
}
