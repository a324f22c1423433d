package coach

import (
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// ClaimKind is what a claimable tile would make.
type ClaimKind uint8

// The claim kinds, strongest first.
const (
	ClaimWin ClaimKind = iota + 1
	ClaimKong
	ClaimPung
	ClaimChow
)

// Claimable is a tile kind the hand could claim if it were discarded now.
type Claimable struct {
	Tile rules.Tile
	Kind ClaimKind
}

// Advice is everything the coach has to say about a position: the
// strategy's advice (the move the club bot would play, its tip, the
// waits, the claim advice, the defence), and what the coach adds to
// present it.
type Advice struct {
	strategy.Advice
	// Visible is the number of copies of Discard already visible (the
	// figure of tip 3).
	Visible int
	// Claimables are the kinds the hand could claim if discarded now
	// (between turns).
	Claimables []Claimable
	// ReadyReminder: classic, the suggested discard declares ready and
	// the seat has not declared. CallReminder: pow2, it declares calling.
	ReadyReminder bool
	CallReminder  bool
	// Complete: on the seat's turn its hand is a legal win (Mah-Jong!):
	// any discard would throw the win away.
	Complete bool
	// Opponents are the readings of the hands the view shows (open
	// hands); DealIns the tiles of the hand that would let one of them
	// win if discarded.
	Opponents []Reading
	DealIns   []DealIn
}

// Advise reads a seat's view. v is the variant being played (its forms,
// its declaration, its scorer).
func Advise(view rules.View, v rules.Variant) Advice {
	adv := Advice{Advice: strategy.Advise(view, v)}
	for _, o := range adv.Discards {
		if o.Tile == adv.Discard {
			adv.Visible = o.Seen
		}
	}
	if adv.Declare && !view.Players[view.Seat].Declared {
		if v.Declaration == rules.DeclareReady {
			adv.ReadyReminder = true
		} else {
			adv.CallReminder = true
		}
	}
	adv.Complete = view.Phase == rules.PhaseTurn && adv.Action.Kind == rules.ActWin
	if view.Open && view.Phase != rules.PhaseHandOver && view.Phase != rules.PhaseGameOver {
		adv.Opponents = ReadOpponents(view, v)
		adv.DealIns = dealIns(&view, adv.Opponents)
	}
	if view.Phase != rules.PhaseTurn && view.Phase != rules.PhaseHandOver && view.Phase != rules.PhaseGameOver {
		me := &view.Players[view.Seat]
		c := rules.CountsOf(me.Concealed)
		// Only a wait whose win on a discard the engine would accept is
		// claimable to win (hk's minimum, classic's ready rule, pow2's
		// last discard).
		var win rules.KindSet
		for _, w := range adv.Waits {
			if w.OnDiscard {
				win.Add(w.Tile)
			}
		}
		adv.Claimables = claimables(&c, win)
	}
	return adv
}

// WinningWaits returns the waits of the advice a win on which is legal.
func (a *Advice) WinningWaits() []strategy.Wait {
	var out []strategy.Wait
	for _, w := range a.Waits {
		if w.Wins {
			out = append(out, w)
		}
	}
	return out
}

// claimables lists the kinds a 13-tile hand could claim now: wins (win,
// the waits a discard may complete legally), kongs and pungs (three or
// two in hand) and chows (only from the previous seat, which the
// caller's window decides; listed for any seat).
func claimables(c *rules.Counts, win rules.KindSet) []Claimable {
	var out []Claimable
	for t := rules.Tile(0); t < rules.NumKinds; t++ {
		switch {
		case win.Has(t):
			out = append(out, Claimable{t, ClaimWin})
		case c[t] == 3:
			out = append(out, Claimable{t, ClaimKong})
		case c[t] == 2:
			out = append(out, Claimable{t, ClaimPung})
		case t.IsSuited() && chowable(c, t):
			out = append(out, Claimable{t, ClaimChow})
		}
	}
	return out
}

// chowable reports whether two tiles of the hand make a chow with t.
func chowable(c *rules.Counts, t rules.Tile) bool {
	r := int(t % 9)
	has := func(d int) bool {
		rr := r + d
		return rr >= 0 && rr <= 8 && c[int(t)+d] > 0
	}
	return has(-2) && has(-1) || has(-1) && has(1) || has(1) && has(2)
}
