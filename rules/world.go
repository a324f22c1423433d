package rules

import (
	"fmt"
	"slices"
)

// Worlds: a table rebuilt from what one seat sees, the hidden tiles
// filled in by the caller. A search (internal/eval) samples the tiles the
// seat cannot see, rebuilds the table with them, and plays the hand out
// from there as many times as it likes; the engine keeps its one home
// for every rule, and the caller's sampling stays outside this package
// (no randomness here).

// WorldError is returned by NewWorld for hidden tiles that do not fit
// the view.
type WorldError struct{ Reason string }

func (e *WorldError) Error() string { return "rules: world: " + e.Reason }

// UnseenTiles returns the tiles the view does not show, in tile order: the
// variant's set less the seat's own concealed tiles, every discard still
// in a pool, every declared meld, every bonus tile set aside and, with
// open hands, every concealed hand shown. They are the other seats'
// concealed tiles and the wall, shuffled as the seat must imagine them.
// An error says the view does not fit the variant's set.
func UnseenTiles(v Variant, view *View) ([]Tile, error) {
	n := v.Tiles.copies()
	take := func(t Tile) error {
		if int(t) >= numAllKinds || n[t] == 0 {
			return &WorldError{fmt.Sprintf("the view shows more %s than the set has", t)}
		}
		n[t]--
		return nil
	}
	for s := range view.Players {
		p := &view.Players[s]
		shown := p.Concealed
		if p.Drawn != NoTile {
			shown = append(slices.Clip(shown), p.Drawn)
		}
		for _, group := range [][]Tile{shown, p.Bonus} {
			for _, t := range group {
				if err := take(t); err != nil {
					return nil, err
				}
			}
		}
		for _, d := range p.Discards {
			if !d.Claimed {
				if err := take(d.Tile); err != nil {
					return nil, err
				}
			}
		}
		for _, m := range p.Melds {
			for _, t := range m.Meld.Tiles() {
				if err := take(t); err != nil {
					return nil, err
				}
			}
		}
	}
	var out []Tile
	for k, c := range n {
		for range c {
			out = append(out, Tile(k))
		}
	}
	return out, nil
}

// Hidden reports whether the view hides seat s's concealed tiles: a seat
// in play, not the viewer's, its hand not shown.
func (view *View) Hidden(s Seat) bool {
	return int(s) < view.SeatsInPlay && s != view.Seat && view.Players[s].Concealed == nil
}

// IsBonus reports whether t is set aside as a bonus tile in the variant
// (flowers and seasons; the three-player Norths): a concealed hand never
// holds one.
func (v Variant) IsBonus(t Tile) bool { return int(t) < numAllKinds && v.Tiles.isBonusTile(t) }

// NewWorld rebuilds the table the view shows, at the same point of the
// same hand, with hands[s] as the concealed tiles of each seat the view
// hides (View.Hidden; ConcealedCount tiles, no bonus tile) and wall as
// the tiles left to draw, live end first (TilesLeft tiles; the
// replacement end draws them from the other end). Together they must be
// the view's UnseenTiles. scorer nil is the variant's own. The seat to
// decide is asked again: in a claim or robbing window every seat's
// options are offered afresh. What the view cannot tell is taken as
// plain: no kong replacement drawn this turn, and another seat's last
// discard barred it (the ready rule) only if its hand is ready
// undeclared. The world plays the rest of the hand; the game it is in
// ends with it (no next hand).
func NewWorld(v Variant, scorer Scorer, view *View, hands [NumSeats][]Tile, wall []Tile) (*Game, error) {
	if err := v.validate(); err != nil {
		return nil, err
	}
	if view.Phase != PhaseTurn && view.Phase != PhaseClaim && view.Phase != PhaseRobKong {
		return nil, &WorldError{"the hand is over"}
	}
	if view.SeatsInPlay != v.Players || view.Variant != v.Name {
		return nil, &WorldError{"the view is of another table"}
	}
	if scorer == nil {
		sc, err := v.NewScorer()
		if err != nil {
			return nil, err
		}
		scorer = sc
	}
	v.MaxHands = view.Hand + 1 // the world's game ends with its hand
	g := &Game{v: v, scorer: scorer, seats: Seat(v.Players), bonusKinds: v.Tiles.bonusKinds(),
		hands: view.Hand + 1, dealer: view.Dealer, firstDealer: view.Dealer, scores: view.Scores}
	g.passes = int(view.Prevailing) * v.Players
	g.nextPasses = g.passes
	if err := g.fillWorld(view, hands, wall); err != nil {
		return nil, err
	}
	return g, nil
}

// fillWorld sets the hand's state from the view and the hidden tiles.
func (g *Game) fillWorld(view *View, hands [NumSeats][]Tile, wallTiles []Tile) error {
	st := new(handStore)
	h := &g.h
	*h = handState{phase: view.Phase, turn: view.Turn, drawn: NoTile, pend: NoTile, pendFrom: NoSeat, robMeld: -1,
		dice: slices.Clone(view.Dice), brk: view.Break}
	if err := g.fillWall(view, wallTiles, st); err != nil {
		return err
	}
	for s := range Seat(NumSeats) {
		pv := &view.Players[s]
		p := &h.p[s]
		p.discards = append(st.discards[s][:0], pv.Discards...)
		p.melds = append(st.melds[s][:0], pv.Melds...)
		p.bonus = append(st.bonus[s][:0], pv.Bonus...)
		p.declared = pv.Declared
		p.groups.three = g.v.Forms&FormThreePlayer != 0
		h.discards += len(pv.Discards)
		conc := pv.Concealed
		if view.Hidden(s) {
			conc = hands[s]
		} else if len(hands[s]) > 0 {
			return &WorldError{fmt.Sprintf("seat %d's tiles are not hidden", s)}
		}
		for _, t := range conc {
			if g.bonusKinds>>t&1 != 0 {
				return &WorldError{"a bonus tile in a concealed hand"}
			}
			p.add(t)
		}
		if pv.Drawn != NoTile {
			p.add(pv.Drawn)
		}
		if p.n != pv.ConcealedCount {
			return &WorldError{fmt.Sprintf("seat %d holds %d tiles, the view shows %d", s, p.n, pv.ConcealedCount)}
		}
	}
	return g.openWorld(view)
}

// fillWall lays the tiles left in a wall of the view's size: the tiles
// already drawn from either end are marked taken.
func (g *Game) fillWall(view *View, tiles []Tile, st *handStore) error {
	if len(tiles) != view.TilesLeft {
		return &WorldError{fmt.Sprintf("%d tiles for a wall of %d", len(tiles), view.TilesLeft)}
	}
	total := view.TilesLeft + view.LiveDrawn + view.ReplacementDrawn
	if total > maxTiles {
		return &WorldError{"the wall is larger than any set"}
	}
	w := wall{tiles: st.tiles[:total], taken: st.taken[:total], pile: g.v.Pile,
		liveDrawn: view.LiveDrawn, repDrawn: view.ReplacementDrawn}
	// The draws taken as the wall takes them: the replacement end's
	// positions first (a pile has none), then the live end's.
	for n := 0; n < w.repDrawn; w.repNext++ {
		if p := repPos(w.repNext, total); !w.taken[p] {
			w.taken[p] = true
			n++
		}
	}
	for n := 0; n < w.liveDrawn; w.liveNext++ {
		if !w.taken[w.liveNext] {
			w.taken[w.liveNext] = true
			n++
		}
	}
	j := 0
	for i := range w.tiles {
		w.tiles[i] = NoTile
		if !w.taken[i] {
			w.tiles[i] = tiles[j]
			j++
		}
	}
	g.h.wall = w
	return nil
}

// openWorld sets the turn or the window the view is in.
func (g *Game) openWorld(view *View) error {
	h := &g.h
	for s := range g.seats {
		if p := &h.p[s]; s != view.Seat && g.v.ReadyRule() && !p.declared {
			p.missed = g.waitsOf(s, NoTile) != 0
		}
	}
	h.p[view.Seat].missed = view.Barred == ReasonUndeclared
	if view.Phase == PhaseTurn {
		h.drawn = view.Players[view.Turn].Drawn
		h.afterClaim = h.drawn == NoTile
		h.firstTurn = h.discards == 0 && view.Turn == view.Dealer && !anyMelds(view)
		if h.p[view.Turn].size() != 14 {
			return &WorldError{"the seat to play does not hold 14 tiles"}
		}
		return nil
	}
	from := view.PendingFrom
	if from >= g.seats || view.Pending == NoTile {
		return &WorldError{"a window without its tile"}
	}
	g.openWindow(view.Phase, view.Pending, from, nil)
	if view.Phase == PhaseRobKong {
		for i, m := range h.p[from].melds {
			if m.Kong == KongAdded && m.Meld.Tile == view.Pending {
				h.robMeld = i
			}
		}
	}
	if h.phase != view.Phase {
		return &WorldError{"nobody may answer the window"}
	}
	return nil
}

// anyMelds reports whether any seat has declared a meld.
func anyMelds(view *View) bool {
	for s := range view.Players {
		if len(view.Players[s].Melds) > 0 {
			return true
		}
	}
	return false
}
