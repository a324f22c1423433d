package bot

import "github.com/mahjong-tui/mahjong/rules"

// table is what a bot reads of its View, in counts: its own hand, what is
// visible of the table, and what each opponent has shown. It is built
// from the View alone.
type table struct {
	v    *rules.View
	seat rules.Seat

	hand   rules.Counts // own concealed playing tiles, the drawn tile included
	jokers int          // own concealed jokers
	melds  int          // own declared melds (concealed kongs included)
	open   bool         // a claimed meld: the hand is no longer concealed
	drawn  rules.Tile

	// visible counts the tiles seen outside the own concealed hand: every
	// discard still in a pool and every declared meld (own included).
	visible rules.Counts
	// unseen is the number of playing tiles the seat cannot see: the wall
	// and the other concealed hands.
	unseen int

	seatWind   rules.Wind
	prevailing rules.Wind
	left       int // tiles left in the wall
	turns      int // own discards so far

	opp [rules.NumSeats]opponent
	// full asks read for everything the expert reads (the tiles each
	// opponent let pass); the other levels do without.
	full bool
}

// opponent is what an opponent has shown.
type opponent struct {
	discarded rules.KindSet // kinds it discarded (claimed or not): its genbutsu
	discards  int
	// late holds the kinds discarded by anyone after this opponent
	// declared or last claimed: tiles it let pass once its hand settled.
	late      rules.KindSet
	melds     int
	openMelds int
	// suitDisc counts its discards by group (0-2 suits, 3 honours);
	// meldSuit its declared melds by group.
	suitDisc [4]int
	meldSuit [4]int
	declared bool
	wind     rules.Wind
	// valueHonours counts its declared pungs and kongs of a dragon, its
	// seat wind or the prevailing wind.
	valueHonours int
	concealed    int // concealed tile count
}

// group returns 0-2 for a suit, 3 for an honour.
func group(t rules.Tile) int {
	if t >= rules.East {
		return 3
	}
	return int(t) / 9
}

// read fills t from the view (full: everything the expert reads).
func (t *table) read(v *rules.View, full bool) {
	*t = table{v: v, seat: v.Seat, drawn: rules.NoTile, prevailing: v.Prevailing, left: v.TilesLeft, full: full}
	me := &v.Players[v.Seat]
	t.seatWind = me.Wind
	for _, x := range me.Concealed {
		t.addOwn(x)
	}
	if me.Drawn != rules.NoTile {
		t.drawn = me.Drawn
		t.addOwn(me.Drawn)
	}
	t.melds = len(me.Melds)
	for _, m := range me.Melds {
		if m.Meld.Open {
			t.open = true
		}
	}
	t.turns = len(me.Discards)
	total := 4 * rules.NumKinds
	t.visible = v.Seen()
	t.unseen = total
	for k := range rules.NumKinds {
		t.unseen -= int(t.visible[k]) + int(t.hand[k])
	}
	// What each opponent has shown, and the tiles discarded since its last
	// claim (read off the pools in the order play went round).
	for s := range v.Players {
		if rules.Seat(s) == v.Seat {
			continue
		}
		p := &v.Players[s]
		o := &t.opp[s]
		o.wind = p.Wind
		o.declared = p.Declared
		o.melds = len(p.Melds)
		o.concealed = p.ConcealedCount
		o.discards = len(p.Discards)
		for _, d := range p.Discards {
			if d.Tile.IsPlaying() {
				o.discarded.Add(d.Tile)
				o.suitDisc[group(d.Tile)]++
			}
		}
		for _, m := range p.Melds {
			if m.Meld.Open {
				o.openMelds++
			}
			o.meldSuit[group(m.Meld.Tile)]++
			if m.Meld.Kind != rules.Chow && t.isValueFor(m.Meld.Tile, p.Wind) {
				o.valueHonours++
			}
		}
		// The tiles let pass since it declared, or since its last claim:
		// every pool's tiles of a later go-round (a pool's index is the
		// go-round it was discarded in). Only the expert reads them.
		if !t.full {
			continue
		}
		if a := anchor(v, rules.Seat(s)); a >= 0 {
			for q := range v.Players {
				d := v.Players[q].Discards
				for i := a + 1; i < len(d); i++ {
					if d[i].Tile.IsPlaying() {
						o.late.Add(d[i].Tile)
					}
				}
			}
		}
	}
}

// anchor returns the go-round after which seat s's hand is known to have
// settled: the discard that declared, or else the discard it claimed
// last; -1 when neither is known.
func anchor(v *rules.View, s rules.Seat) int {
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

func (t *table) addOwn(x rules.Tile) {
	switch {
	case x.IsPlaying():
		t.hand[x]++
	case x.IsJoker():
		t.jokers++
	}
}

// isValueFor reports whether a pung of x scores for a seat of wind w: a
// dragon, w's wind or the prevailing wind.
func (t *table) isValueFor(x rules.Tile, w rules.Wind) bool {
	return x.IsDragon() || x == w.Tile() || x == t.prevailing.Tile()
}

// honourWeight is how many doublings (classic) or fan/points (hk, pow2)
// a pung of x is worth to the bot: 1 for a dragon, 1 for its seat wind, 1
// for the prevailing wind (2 when both), 0 otherwise.
func (t *table) honourWeight(x rules.Tile) int {
	if x.IsDragon() {
		return 1
	}
	n := 0
	if x == t.seatWind.Tile() {
		n++
	}
	if x == t.prevailing.Tile() {
		n++
	}
	return n
}

// unseenOf returns the copies of x the bot cannot see.
func (t *table) unseenOf(x rules.Tile) int { return rules.Unseen(x, &t.hand, &t.visible) }

// size returns the hand's size with melds counting 3 (13 or 14).
func (t *table) size() int {
	n := t.jokers + 3*t.melds
	for _, c := range t.hand {
		n += int(c)
	}
	return n
}
