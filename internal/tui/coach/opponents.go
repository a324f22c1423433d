package coach

import (
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Reading is what a teacher says of an opponent whose hand shows (open
// hands): how far it is from ready, its waits when ready (judged by the
// engine as the coach judges the seat's own), and what it builds
// toward.
type Reading struct {
	Seat    rules.Seat
	Shanten int // of the hand it holds: 0 ready, -1 complete
	// Waits are its waits when ready; CanWin, whether a win on one is
	// legal (the minimum: a ready hand under it cannot win yet).
	Waits  []strategy.Wait
	CanWin bool
	// Target is what the hand builds toward (hk: a half flush or all
	// pungs when it holds little value).
	Target strategy.Plan
	// Best is the most a win on one of its waits scores (Unit), 0 when
	// none wins or the rule set does not score.
	Best int
	Unit rules.Unit
}

// DealIn is a tile of the seat's hand that would let an opponent win if
// discarded: a wait of a ready open hand whose win on a discard the
// engine accepts.
type DealIn struct {
	Tile  rules.Tile
	Seat  rules.Seat // the opponent it feeds (the first after the seat in turn order)
	Value int        // what that win scores, in the scorer's unit
}

// ReadOpponents reads every opponent whose concealed hand the view shows
// (open hands; every hand once the hand is over), in turn order after
// the seat.
func ReadOpponents(view rules.View, v rules.Variant) []Reading {
	var out []Reading
	unit := rules.Unit(0)
	if s, err := v.NewScorer(); err == nil && v.Scoring != rules.ScoringNone {
		if t, ok := rules.TermsOf(s); ok {
			unit = t.Unit
		}
	}
	for i := 1; i < rules.NumSeats; i++ {
		s := (view.Seat + rules.Seat(i)) & 3
		pv := &view.Players[s]
		if !view.InPlay(s) || pv.Concealed == nil && pv.ConcealedCount > 0 {
			continue // the empty seat of a table of three; a hidden hand
		}
		// The table as that seat sees it: its hand, nothing it may play
		// (its choices are its own). Its hand has not changed since its
		// last discard (a claim is followed by one): shown ready and
		// undeclared where the ready rule holds, that discard barred it
		// (the engine's View.Barred, read off what the table shows).
		as := view
		as.Seat, as.Legal, as.Barred = s, nil, rules.ReasonNone
		if v.ReadyRule() && !pv.Declared && len(pv.Concealed)%3 == 1 {
			c := rules.CountsOf(pv.Concealed)
			if rules.Waits(&c, rules.JokersIn(pv.Concealed), len(pv.Melds), v.Forms) != 0 {
				as.Barred = rules.ReasonUndeclared
			}
		}
		if as.Phase == rules.PhaseClaim || as.Phase == rules.PhaseRobKong {
			as.Phase = rules.PhaseTurn // read the hand held, not a claim
		}
		adv := strategy.Advise(as, v)
		r := Reading{Seat: s, Shanten: adv.Shanten, Waits: adv.Waits, CanWin: adv.CanWin, Target: adv.Target, Unit: unit}
		for _, w := range adv.Waits {
			if w.Wins {
				r.Best = max(r.Best, w.Value)
			}
		}
		out = append(out, r)
	}
	return out
}

// dealIns lists the tiles of the seat's hand (on its turn, those it may
// discard) that an opponent's reading says would win for it on a
// discard.
func dealIns(view *rules.View, readings []Reading) []DealIn {
	me := &view.Players[view.Seat]
	var held rules.KindSet
	for _, t := range me.Concealed {
		held.Add(t)
	}
	if me.Drawn != rules.NoTile {
		held.Add(me.Drawn)
	}
	if view.Phase == rules.PhaseTurn && view.Turn == view.Seat {
		// On the turn, the tiles it may discard (a declared hand discards
		// what it draws).
		held = 0
		for _, a := range view.Legal {
			if a.Kind == rules.ActDiscard {
				held.Add(a.Tile)
			}
		}
	}
	var out []DealIn
	var done rules.KindSet
	for _, r := range readings {
		for _, w := range r.Waits {
			if w.OnDiscard && held.Has(w.Tile) && !done.Has(w.Tile) {
				done.Add(w.Tile)
				out = append(out, DealIn{Tile: w.Tile, Seat: r.Seat, Value: w.Value})
			}
		}
	}
	return out
}

// WhyClaim explains an opponent's claim (act, a pung, kong, chow or win
// of the tile on offer in view) when its hand shows: the strategy's
// reading of that claim from the claimer's seat, as if the claim and a
// pass were its only choices. Take says whether the six tips would make
// it; Tip, Effect and Before say what it does. ok is false when the
// claimer's hand is hidden or view is not the claim window.
func WhyClaim(view rules.View, v rules.Variant, act rules.Action) (c strategy.ClaimAdvice, ok bool) {
	pv := &view.Players[act.Seat]
	if view.Pending == rules.NoTile || pv.Concealed == nil {
		return c, false
	}
	as := view
	as.Seat, as.Barred = act.Seat, rules.ReasonNone
	as.Legal = []rules.Action{act, {Seat: act.Seat, Kind: rules.ActPass, Tile: rules.NoTile}}
	adv := strategy.Advise(as, v)
	if adv.Claim == nil {
		return c, false
	}
	return *adv.Claim, true
}
