package strategy

import "github.com/mahjong-tui/mahjong/rules"

// Position is what a seat's View shows, in counts: its own hand, what it
// can see of the table, and what each opponent has shown. It is read
// from the View alone.
type Position struct {
	View *rules.View // the view read
	Seat rules.Seat

	Hand   rules.Counts // own concealed playing tiles, the drawn tile included
	Jokers int          // own concealed jokers
	Melds  int          // own declared melds (concealed kongs included)
	Open   bool         // a claimed meld: the hand is no longer concealed
	Drawn  rules.Tile   // the tile just drawn, NoTile otherwise

	// Visible counts the tiles out of play outside the own concealed
	// hand: every discard still in a pool and every declared meld, own
	// included (View.Seen). The other hands, even shown (open hands), do
	// not count: what they hold may still be discarded, and claimed.
	Visible rules.Counts
	// Unseen is the number of playing tiles the seat cannot see: the wall
	// and the other concealed hands.
	Unseen int

	SeatWind   rules.Wind
	Prevailing rules.Wind
	// NextWind is the wind of the seat in play after this one (at a table
	// of three, West's is East's): the discarder of a win on the next
	// discard, the one the advice supposes.
	NextWind rules.Wind
	Left     int // tiles left in the wall
	Turns    int // own discards so far

	// Opp is what each opponent has shown, by seat; the own seat's entry
	// and the empty seat's of a table of three (View.InPlay) are empty.
	Opp [rules.NumSeats]Opponent
}

// Opponent is what an opponent has shown.
type Opponent struct {
	Discarded rules.KindSet // kinds it discarded (claimed or not): safe against it (genbutsu)
	Discards  int
	// Passed holds the kinds discarded by anyone after this opponent
	// declared or last claimed: tiles it let pass once its hand settled.
	Passed    rules.KindSet
	Melds     int
	OpenMelds int
	// SuitDiscards counts its discards by group (0-2 the suits, 3 the
	// honours); SuitMelds its declared melds by group.
	SuitDiscards [4]int
	SuitMelds    [4]int
	Declared     bool
	Wind         rules.Wind
	// ValueSets counts its declared pungs and kongs of a dragon, its seat
	// wind or the prevailing wind.
	ValueSets int
	Concealed int // concealed tile count
}

// Group returns a playing kind's group: 0-2 for a suit, 3 for an honour.
func Group(t rules.Tile) int {
	if t >= rules.East {
		return 3
	}
	return int(t) / 9
}

// read fills p from the view.
func (p *Position) read(v *rules.View) {
	*p = Position{View: v, Seat: v.Seat, Drawn: rules.NoTile, Prevailing: v.Prevailing, Left: v.TilesLeft}
	me := &v.Players[v.Seat]
	p.SeatWind = me.Wind
	p.NextWind = v.Players[v.NextSeat(v.Seat)].Wind
	for _, x := range me.Concealed {
		p.addOwn(x)
	}
	if me.Drawn != rules.NoTile {
		p.Drawn = me.Drawn
		p.addOwn(me.Drawn)
	}
	p.Melds = len(me.Melds)
	for _, m := range me.Melds {
		if m.Meld.Open {
			p.Open = true
		}
	}
	p.Turns = len(me.Discards)
	p.Visible = v.Seen()
	p.Unseen = 4 * rules.NumKinds
	for k := range rules.NumKinds {
		p.Unseen -= int(p.Visible[k]) + int(p.Hand[k])
	}
	for s := range v.Players {
		if rules.Seat(s) == v.Seat || !v.InPlay(rules.Seat(s)) {
			continue
		}
		p.readOpponent(v, rules.Seat(s))
	}
}

// readOpponent reads what seat s has shown, and the tiles discarded since
// its hand settled (read off the pools in the order play went round).
func (p *Position) readOpponent(v *rules.View, s rules.Seat) {
	pv := &v.Players[s]
	o := &p.Opp[s]
	o.Wind = pv.Wind
	o.Declared = pv.Declared
	o.Melds = len(pv.Melds)
	o.Concealed = pv.ConcealedCount
	o.Discards = len(pv.Discards)
	for _, d := range pv.Discards {
		if d.Tile.IsPlaying() {
			o.Discarded.Add(d.Tile)
			o.SuitDiscards[Group(d.Tile)]++
		}
	}
	for _, m := range pv.Melds {
		if m.Meld.Open {
			o.OpenMelds++
		}
		o.SuitMelds[Group(m.Meld.Tile)]++
		if m.Meld.Kind != rules.Chow && p.IsValueFor(m.Meld.Tile, pv.Wind) {
			o.ValueSets++
		}
	}
	// The tiles let pass since it declared, or since its last claim: every
	// pool's tiles of a later go-round (a pool's index is the go-round it
	// was discarded in).
	if a := settled(v, s); a >= 0 {
		for q := range v.Players {
			d := v.Players[q].Discards
			for i := a + 1; i < len(d); i++ {
				if d[i].Tile.IsPlaying() {
					o.Passed.Add(d[i].Tile)
				}
			}
		}
	}
}

// settled returns the go-round after which seat s's hand is known to
// have settled: the discard that declared, or else the discard it
// claimed last; -1 when neither is known.
func settled(v *rules.View, s rules.Seat) int {
	p := &v.Players[s]
	for i, d := range p.Discards {
		if d.Declared {
			return i
		}
	}
	if len(p.Melds) == 0 {
		return -1
	}
	m := p.Melds[len(p.Melds)-1]
	if m.From == rules.NoSeat || m.From >= rules.NumSeats {
		return -1
	}
	pool := v.Players[m.From].Discards
	for i := len(pool) - 1; i >= 0; i-- {
		if pool[i].Claimed && meldHolds(m.Meld, pool[i].Tile) {
			return i
		}
	}
	return -1
}

// meldHolds reports whether x is one of the meld's tiles.
func meldHolds(m rules.Meld, x rules.Tile) bool {
	for _, y := range m.Tiles() {
		if y == x {
			return true
		}
	}
	return false
}

func (p *Position) addOwn(x rules.Tile) {
	switch {
	case x.IsPlaying():
		p.Hand[x]++
	case x.IsJoker():
		p.Jokers++
	}
}

// IsValueFor reports whether x is a value honour for a seat of wind w
// (tips 5 and 6): a dragon, w's wind or the prevailing wind.
func (p *Position) IsValueFor(x rules.Tile, w rules.Wind) bool {
	return x.IsDragon() || x == w.Tile() || x == p.Prevailing.Tile()
}

// HonourWeight is how many times a pung of x counts as a value pung for
// the seat (tips 5 and 6): 1 for a dragon, 1 for its seat wind, 1 for
// the prevailing wind (2 when both), 0 otherwise.
func (p *Position) HonourWeight(x rules.Tile) int {
	if x.IsDragon() {
		return 1
	}
	n := 0
	if x == p.SeatWind.Tile() {
		n++
	}
	if x == p.Prevailing.Tile() {
		n++
	}
	return n
}

// UnseenOf returns the copies of x the seat cannot see.
func (p *Position) UnseenOf(x rules.Tile) int { return rules.Unseen(x, &p.Hand, &p.Visible) }

// Threatened reports whether an opponent declared or shows three melds:
// a hand close to winning, against which folding may be sound.
func (p *Position) Threatened() bool {
	for s := range p.Opp {
		if o := &p.Opp[s]; rules.Seat(s) != p.Seat && (o.Declared || o.Melds >= 3) {
			return true
		}
	}
	return false
}
