package rules

import (
	"math/bits"
	"slices"
)

// View is what one seat may see of the table. It is a deep copy: changing
// it changes nothing in the game, and it holds no pointer into the game.
type View struct {
	Seat    Seat   // whose view this is
	Variant string // the variant's name
	// Scoring is how the rule set scores (ScoringNone: no score, the
	// family game).
	Scoring ScoringKind
	Open    bool // open hands: every concealed hand is shown
	// SeatsInPlay is the number of seats in play (Variant.Players): 4,
	// or 3 (seats 0-2; seat 3 is then empty: its PlayerView holds
	// nothing, its Wind reads North).
	SeatsInPlay int
	// OutOfPlay are the playing kinds no hand holds (three players:
	// 2m-8m, not in the set, and North, a bonus tile); Seen counts their
	// four copies, so that nothing counts them as unseen.
	OutOfPlay KindSet

	Hand       int  // hand number, from 0
	Dealer     Seat // East of this hand
	Prevailing Wind
	Scores     [NumSeats]int // running scores by seat (the empty seat: 0)

	Phase Phase
	// Turn is the seat to play; in a claim or robbing window, the seat
	// that offered the tile.
	Turn Seat
	// Pending is the discard (claim window) or added-kong tile (robbing
	// window) on offer, NoTile otherwise; PendingFrom its seat.
	Pending     Tile
	PendingFrom Seat

	TilesLeft        int
	LiveDrawn        int   // tiles drawn from the live end, the deal included
	ReplacementDrawn int   // tiles drawn from the replacement end
	Dice             []int // nil for a pile
	Break            Break // Wall NoSeat for a pile

	// Players holds every seat, the empty one of a three-player table
	// included.
	Players [NumSeats]PlayerView

	// Legal lists the actions this seat may play now.
	Legal []Action
	// Result is how the hand ended (hand over, game over); every hand is
	// face up then.
	Result   *HandResult
	GameOver bool
	// Barred says why the table refuses the viewer any win until its next
	// discard, whatever tile comes (ReasonUndeclared: classic's ready
	// rule, its last discard left its hand ready without declaring);
	// ReasonNone otherwise. The scorer's minimum is not in it.
	Barred ScoreReason
}

// PlayerView is one seat as the viewer sees it.
type PlayerView struct {
	Seat Seat
	Wind Wind
	// Concealed holds the concealed tiles, sorted, without Drawn, when the
	// viewer may see them (its own seat, open hands, hand over); nil
	// otherwise.
	Concealed []Tile
	// Drawn is the tile just drawn (the viewer's own seat, when it is its
	// turn and it drew), NoTile otherwise.
	Drawn Tile
	// ConcealedCount is the number of concealed tiles, Drawn included.
	ConcealedCount int
	// Melds are the declared melds in order; a concealed kong is shown as
	// a kong of its tile (two of its faces are shown at the table).
	Melds    []ExposedMeld
	Bonus    []Tile
	Discards []Discard
	Declared bool // declared ready (classic) or calling (pow2)
}

// View returns what seat may see.
func (g *Game) View(seat Seat) View {
	h := &g.h
	v := View{
		Seat: seat, Variant: g.v.Name, Scoring: g.v.Scoring, Open: g.v.OpenHands,
		SeatsInPlay: g.v.Players, OutOfPlay: g.v.Tiles.OutOfPlay(),
		Hand: g.hands - 1, Dealer: g.dealer, Prevailing: g.Prevailing(), Scores: g.scores,
		Phase: h.phase, Turn: h.turn, Pending: NoTile, PendingFrom: NoSeat,
		TilesLeft: h.wall.left(), LiveDrawn: h.wall.liveDrawn, ReplacementDrawn: h.wall.repDrawn,
		Dice: slices.Clone(h.dice), Break: h.brk,
		Legal:    g.LegalActions(seat),
		Result:   h.result.clone(),
		GameOver: h.phase == PhaseGameOver,
	}
	if seat < NumSeats && g.barred(&h.p[seat]) {
		v.Barred = ReasonUndeclared
	}
	if h.phase == PhaseClaim || h.phase == PhaseRobKong {
		v.Pending, v.PendingFrom = h.pend, h.pendFrom
		v.Turn = h.pendFrom
	}
	over := h.phase == PhaseHandOver || h.phase == PhaseGameOver
	for s := range Seat(NumSeats) {
		p := &h.p[s]
		pv := PlayerView{
			Seat: s, Wind: g.Wind(s), Drawn: NoTile, ConcealedCount: p.n,
			Melds: slices.Clone(p.melds), Bonus: slices.Clone(p.bonus),
			Discards: slices.Clone(p.discards), Declared: p.declared,
		}
		if s == seat || g.v.OpenHands || over {
			pv.Concealed = p.concealedTiles()
			if h.phase == PhaseTurn && s == h.turn && h.drawn != NoTile {
				pv.Drawn = h.drawn
				if i := slices.Index(pv.Concealed, h.drawn); i >= 0 {
					pv.Concealed = slices.Delete(pv.Concealed, i, i+1)
				}
			}
		}
		v.Players[s] = pv
	}
	return v
}

// Seen counts the tiles the view shows outside the seat's own concealed
// hand: every discard still in a pool (a claimed one is counted in its
// meld) and every declared meld, the seat's own included, and the four
// copies of each kind out of play (OutOfPlay: they are never unseen).
// jokers are not counted. Others' concealed tiles shown by open hands are
// left to the caller.
func (v *View) Seen() Counts {
	var c Counts
	for b := uint64(v.OutOfPlay); b != 0; b &= b - 1 {
		c[bits.TrailingZeros64(b)] = 4
	}
	for s := range v.Players {
		p := &v.Players[s]
		for _, d := range p.Discards {
			if d.Tile.IsPlaying() && !d.Claimed {
				c[d.Tile]++
			}
		}
		for _, m := range p.Melds {
			for _, t := range m.Meld.Tiles() {
				if t.IsPlaying() {
					c[t]++
				}
			}
		}
	}
	return c
}

// InPlay reports whether seat s is played at the view's table: a table
// of three leaves seat 3 empty (a View without SeatsInPlay reads as a
// table of four).
func (v *View) InPlay(s Seat) bool { return int(s) < v.seatsInPlay() }

// NextSeat returns the seat in play after s (Variant.NextSeat of the
// view's table): the one s's discard is offered to first.
func (v *View) NextSeat(s Seat) Seat {
	if int(s)+1 >= v.seatsInPlay() {
		return 0
	}
	return s + 1
}

func (v *View) seatsInPlay() int {
	if v.SeatsInPlay == 3 {
		return 3
	}
	return NumSeats
}

// WinBase returns what every win of seat s gives the scorer besides its
// tiles, as the game gives it: the bonus tiles its Hand holds, and the
// WinContext's winds, table size and Norths (a North a three-player seat
// set aside is counted in WinContext.Norths, not among the Hand's bonus
// tiles). How the hand is won (SelfDrawn, Discarder, LastTile ...) and
// Declared are the caller's. The bonus tiles are the view's own slice,
// or, when Norths are taken out, appended to buf[:0].
func (v *View) WinBase(s Seat, buf []Tile) ([]Tile, WinContext) {
	p := &v.Players[s]
	ctx := WinContext{SeatWind: p.Wind, PrevailingWind: v.Prevailing}
	if v.SeatsInPlay != 3 {
		return p.Bonus, ctx
	}
	ctx.Players = 3
	bonus := p.Bonus
	for _, b := range p.Bonus {
		if b == North {
			ctx.Norths++
		}
	}
	if ctx.Norths > 0 {
		bonus = buf[:0]
		for _, b := range p.Bonus {
			if b != North {
				bonus = append(bonus, b)
			}
		}
	}
	return bonus, ctx
}
