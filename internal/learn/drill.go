package learn

import (
	"fmt"
	"strconv"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// DrillKind is a kind of drill.
type DrillKind uint8

// The drills: pick a discard, name the waits, score a won hand.
const (
	DrillDiscard DrillKind = iota + 1
	DrillWaits
	DrillScore
)

// String names the kind (the progress file's word).
func (k DrillKind) String() string {
	switch k {
	case DrillDiscard:
		return "discard"
	case DrillWaits:
		return "waits"
	case DrillScore:
		return "score"
	}
	return "?"
}

// Prompt is the catalogue key of the drill's question.
func (k DrillKind) Prompt() string { return "learn.drill." + k.String() }

// Drill is a position drawn from simulated play, and its question.
type Drill struct {
	Kind    DrillKind
	Variant rules.Variant
	// View is the position as the player sees it (a discard: its turn,
	// 14 tiles; waits: between turns, a ready hand; score: the hand
	// over, Result the won hand).
	View   rules.View
	Result *rules.HandResult
	// Game is the game at the position (a copy), for a screen to draw
	// the table from.
	Game *rules.Game
}

// NewDrill draws a drill of a kind from the club bots' play of a rule
// set, the n-th suitable position of the games from a seed: every
// drill is a real position, and the same seed and n give the same one.
// Score drills need a rule set that scores.
func NewDrill(kind DrillKind, v rules.Variant, seed uint64, n int) (*Drill, error) {
	if kind == DrillScore && v.Scoring == rules.ScoringNone {
		return nil, fmt.Errorf("learn: the %s rules have no score", v.Name)
	}
	found := 0
	for game := range uint64(200) {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed + game})
		if err != nil {
			return nil, err
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range bots {
			bots[s] = bot.New(bot.Club, v, seed+game*8+uint64(s))
		}
		for g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong {
			seat := actor(g)
			view := g.View(seat)
			if kind != DrillScore {
				mine := g.View(Player)
				if suits(kind, v, &mine) {
					if found == n {
						return &Drill{Kind: kind, Variant: v, View: mine, Game: g.Clone()}, nil
					}
					found++
				}
			}
			if err := g.Play(bots[seat].Act(view)); err != nil {
				return nil, err
			}
		}
		if kind == DrillScore {
			if r := g.Result(); r != nil && !r.Drawn {
				if found == n {
					return &Drill{Kind: kind, Variant: v, View: g.View(Player), Result: r, Game: g.Clone()}, nil
				}
				found++
			}
		}
	}
	return nil, fmt.Errorf("learn: no %s drill found", kind)
}

// actor returns the seat to play: the turn's, else the first seat asked
// about a tile.
func actor(g *rules.Game) rules.Seat {
	if g.Phase() != rules.PhaseTurn {
		for q := range rules.Seat(rules.NumSeats) {
			if len(g.LegalActions(q)) > 0 {
				return q
			}
		}
	}
	return g.Turn()
}

// suits reports whether a view of the player makes a drill of a kind: a
// discard drill, a turn with choices that differ, not too far from
// ready; a waits drill, a ready hand between turns with several waits.
func suits(kind DrillKind, v rules.Variant, view *rules.View) bool {
	switch kind {
	case DrillDiscard:
		if view.Phase != rules.PhaseTurn || view.Turn != view.Seat || len(view.Legal) == 0 {
			return false
		}
		adv := strategy.Advise(*view, v)
		ds := adv.Discards
		return adv.Action.Kind == rules.ActDiscard && len(ds) > 3 && ds[0].Shanten <= 2 &&
			ds[len(ds)-1].Steps > ds[0].Steps
	case DrillWaits:
		if view.Phase != rules.PhaseClaim || view.PendingFrom != view.Seat {
			return false // the hand just discarded: 13 tiles, between turns
		}
		as := *view
		as.Legal = nil
		adv := strategy.Advise(as, v)
		return adv.Shanten == 0 && len(adv.Waits) >= 2
	}
	return false
}

// Measure words how a discard leaves the hand: ready with the tiles that
// win, or how far from ready with the tiles that help.
func Measure(o *strategy.DiscardOption) Note {
	if o.Shanten <= 0 {
		return Note{Key: "learn.drill.measure_ready", Args: []any{o.Tiles}}
	}
	return Note{Key: "learn.drill.measure_away", Args: []any{o.Shanten, o.Tiles}}
}

// JudgeDiscard judges a discard: right when it is as far from ready as
// the strategy's choice toward the same target (its steps: the value a
// hand needs counts) and keeps at least nine tenths of the tiles that
// help. The notes say how each leaves the hand; the strategy's choice
// and tip come with a wrong answer. The notes' nested measures are in
// Args as Notes.
func (d *Drill) JudgeDiscard(t rules.Tile) (bool, []Note) {
	adv := strategy.Advise(d.View, d.Variant)
	if len(adv.Discards) == 0 {
		return false, nil
	}
	best := &adv.Discards[0]
	var chosen *strategy.DiscardOption
	for i := range adv.Discards {
		if adv.Discards[i].Tile == t {
			chosen = &adv.Discards[i]
		}
	}
	if chosen == nil {
		return false, []Note{{Key: "learn.not_legal"}}
	}
	if chosen.Steps <= best.Steps && 10*chosen.Tiles >= 9*best.Tiles {
		return true, []Note{{Key: "learn.drill.good_discard", Args: []any{t, Measure(chosen)}}}
	}
	return false, []Note{{Key: "learn.drill.bad_discard", Args: []any{t, Measure(chosen), best.Tile, Measure(best)}}}
}

// Waits returns the drill's answer: the tiles that complete the hand.
func (d *Drill) Waits() rules.KindSet {
	as := d.View
	as.Legal = nil
	var set rules.KindSet
	for _, w := range strategy.Advise(as, d.Variant).Waits {
		set.Add(w.Tile)
	}
	return set
}

// JudgeWaits judges the waits named: right when they are exactly the
// tiles that complete the hand. The notes' Args are KindSets.
func (d *Drill) JudgeWaits(named rules.KindSet) (bool, []Note) {
	want := d.Waits()
	if named == want {
		return true, []Note{{Key: "learn.drill.good_waits", Args: []any{want}}}
	}
	return false, []Note{{Key: "learn.drill.bad_waits", Args: []any{want, named}}}
}

// JudgeScore judges a total given for the won hand: right when it is
// the scorer's.
func (d *Drill) JudgeScore(total int) (bool, []Note) {
	sc := d.Result.Score
	if total == sc.Total {
		return true, []Note{{Key: "learn.drill.good_score", Args: []any{amount(sc)}}}
	}
	return false, []Note{{Key: "learn.drill.bad_score", Args: []any{amount(sc), strconv.Itoa(total)}}}
}

// amount is a total with its unit, as a Note the screen words ("5 fan").
func amount(sc rules.Score) Note {
	if sc.Unit == rules.Fan {
		return Note{Key: "learn.drill.amount_fan", Args: []any{sc.Total}}
	}
	return Note{Key: "learn.drill.amount_points", Args: []any{sc.Total}}
}
