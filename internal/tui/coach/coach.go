package coach

import (
	"slices"

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
	// AvoidsDealIn: the strategy's discard would deal in to an open hand
	// and Discard is the best one that does not (a shown hand wins for
	// sure: no step toward ready is worth that); Further: it leaves the
	// hand further from ready than the one avoided. DealInRisk: every
	// legal discard deals in, Discard among them (the coach says so).
	AvoidsDealIn, Further, DealInRisk bool
}

// Advise reads a seat's view. v is the variant being played (its forms,
// its declaration, its scorer).
func Advise(view rules.View, v rules.Variant) Advice {
	adv := Advice{Advice: strategy.Advise(view, v)}
	if view.Open && view.Phase != rules.PhaseHandOver && view.Phase != rules.PhaseGameOver {
		adv.Opponents = ReadOpponents(view, v)
		adv.DealIns = dealIns(&view, adv.Opponents)
		adv.avoidDealIn(view, v)
		// A tile the threat threw may still be its wait (no rule forbids
		// winning on a tile one threw before): shown, it is not safe.
		adv.Safe = slices.DeleteFunc(slices.Clone(adv.Safe), func(t rules.Tile) bool {
			return slices.ContainsFunc(adv.DealIns, func(d DealIn) bool { return d.Tile == t })
		})
	}
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
	if view.Phase == rules.PhaseClaim || view.Phase == rules.PhaseRobKong {
		adv.readWindow(&view)
	}
	if view.Phase == rules.PhaseRobKong {
		// A robbing window offers the win on the kong's tile and nothing
		// else: no chow, pung nor kong of it, nor of any other tile.
		adv.Claimables = nil
		if slices.ContainsFunc(view.Legal, func(a rules.Action) bool { return a.Kind == rules.ActWin }) {
			adv.Claimables = []Claimable{{Tile: view.Pending, Kind: ClaimWin}}
		}
		return adv
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
		if view.Phase == rules.PhaseClaim {
			adv.Claimables = pendingClaim(adv.Claimables, &view)
		}
	}
	return adv
}

// readWindow takes the engine's word for the tile on offer in a claim or
// robbing window: a win on it is a wait that wins on this discard
// exactly when the window's legal actions hold the win (robbing a kong
// adds value a discard would not have).
func (adv *Advice) readWindow(view *rules.View) {
	if view.PendingFrom == view.Seat || len(view.Legal) == 0 {
		return // not offered to this seat, or answered already
	}
	offered := slices.ContainsFunc(view.Legal, func(a rules.Action) bool { return a.Kind == rules.ActWin })
	for i := range adv.Waits {
		w := &adv.Waits[i]
		if w.Tile == view.Pending {
			w.OnDiscard = offered
			w.Wins = w.SelfDrawn || w.OnDiscard
			adv.CanWin = adv.CanWin || w.Wins
		}
	}
}

// pendingClaim makes the claimable kinds agree with the window's legal
// actions on the tile on offer: its entry is the strongest claim the
// engine offers on it, or none.
func pendingClaim(cs []Claimable, view *rules.View) []Claimable {
	best := ClaimKind(0)
	for _, a := range view.Legal {
		k := ClaimKind(0)
		switch a.Kind {
		case rules.ActWin:
			k = ClaimWin
		case rules.ActKong:
			k = ClaimKong
		case rules.ActPung:
			k = ClaimPung
		case rules.ActChow:
			k = ClaimChow
		}
		if k != 0 && (best == 0 || k < best) {
			best = k
		}
	}
	out := slices.DeleteFunc(cs, func(c Claimable) bool { return c.Tile == view.Pending })
	if best == 0 {
		return out
	}
	out = append(out, Claimable{Tile: view.Pending, Kind: best})
	slices.SortStableFunc(out, func(a, b Claimable) int { return int(a.Tile) - int(b.Tile) })
	return out
}

// avoidDealIn, with open hands on the seat's turn, keeps the coach from
// suggesting a discard that deals in while another does not: the
// strategy is asked again with the dealing-in discards left out of the
// legal moves. When every discard deals in, the advice stands and says
// so (DealInRisk).
func (adv *Advice) avoidDealIn(view rules.View, v rules.Variant) {
	if view.Phase != rules.PhaseTurn || adv.Discard == rules.NoTile || !slices.ContainsFunc(adv.DealIns, func(d DealIn) bool { return d.Tile == adv.Discard }) {
		return
	}
	// The discards that deal in nobody (the advice was a discard: the
	// kongs it passed over stay passed over).
	safe := slices.DeleteFunc(slices.Clone(view.Legal), func(a rules.Action) bool {
		return a.Kind != rules.ActDiscard || slices.ContainsFunc(adv.DealIns, func(d DealIn) bool { return d.Tile == a.Tile })
	})
	if len(safe) > 0 {
		alt := view
		alt.Legal = safe
		other := strategy.Advise(alt, v)
		if other.Discard != rules.NoTile {
			further := other.Shanten > adv.Shanten
			adv.Advice, adv.AvoidsDealIn, adv.Further = other, true, further
			return
		}
	}
	adv.DealInRisk = true
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
