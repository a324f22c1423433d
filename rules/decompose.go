package rules

import (
	"math/bits"
	"slices"
)

// Decomposition is one way a complete hand splits into groups.
type Decomposition struct {
	// Form is FormStandard, FormSevenPairs or FormThirteenOrphans.
	Form Forms
	// Groups lists the groups: for the standard form, the melds formed in
	// the hand (sorted), then the declared melds in their order, then the
	// pair; for seven pairs, the seven pairs; for thirteen orphans, one
	// group.
	Groups []Meld
	// Winning is the index in Groups of the group the winning tile
	// completes, or -1 when the hand has no winning tile.
	Winning int
}

// pair returns the pair of a standard decomposition (the last group).
func (d Decomposition) pair() Meld { return d.Groups[len(d.Groups)-1] }

// melds returns the four melds of a standard decomposition.
func (d Decomposition) melds() []Meld { return d.Groups[:len(d.Groups)-1] }

// Strings writes each group in notation.
func (d Decomposition) Strings() []string {
	out := make([]string, len(d.Groups))
	for i, g := range d.Groups {
		out[i] = g.String()
	}
	return out
}

// Decompose lists every decomposition of a complete hand: its concealed
// tiles and winning tile split into groups that, with the declared
// melds, make 4 melds and a pair (kongs counting as one meld), or seven
// pairs or thirteen orphans when f allows them and no meld is declared.
// jokers stand in for any tile of a chow, pung, kong or the pair, never
// as a fifth copy of a kind; a group of jokers alone is a wildcard group
// (Tile Joker). When the hand has a winning tile, each group the winning
// tile could have completed gives its own decomposition, since scoring
// depends on it. An incomplete hand has none. With FormThreePlayer, a
// hand holding a kind out of play (2m-8m, North) has none, and no joker
// stands for one of them (so no chow is made in characters).
func Decompose(h Hand, f Forms) []Decomposition {
	if h.Size() != 14 {
		return nil
	}
	f = f.effective()
	out3 := f.outOf()
	if out3 != 0 && handKinds(&h)&out3 != 0 {
		return nil
	}
	c := CountsOf(h.Concealed)
	jokers := JokersIn(h.Concealed)
	switch {
	case h.Winning == Joker:
		jokers++
	case h.Winning != NoTile:
		c[h.Winning]++
	}
	var out []Decomposition
	if len(h.Melds) == 0 && jokers == 0 {
		if f&FormThirteenOrphans != 0 {
			if d, ok := thirteenOrphans(&c); ok {
				out = append(out, d)
			}
		}
		if f&FormSevenPairs != 0 {
			if d, ok := sevenPairs(&c); ok {
				out = append(out, d)
			}
		}
	}
	if f&FormStandard != 0 {
		var stands Counts
		for b := uint64(out3); b != 0; b &= b - 1 {
			stands[bits.TrailingZeros64(b)] = 4 // no group may stand for one
		}
		for _, m := range h.Melds {
			for _, t := range m.stands() {
				if t.IsPlaying() {
					stands[t]++
				}
			}
		}
		e := decomposer{c: c, jokers: jokers, need: 4 - len(h.Melds), stands: stands, declared: h.Melds, found: out}
		e.search()
		out = e.found
	}
	if h.Winning != NoTile {
		out = placeWinningTile(out, h.Winning, len(h.Melds))
	}
	return dedupe(out)
}

// handKinds returns the playing kinds a hand holds or stands for:
// concealed, winning and the declared melds' tiles.
func handKinds(h *Hand) KindSet {
	var k KindSet
	for _, t := range h.Concealed {
		k.Add(t)
	}
	k.Add(h.Winning)
	for _, m := range h.Melds {
		for _, t := range m.stands() {
			k.Add(t)
		}
	}
	return k
}

// placeWinningTile expands each decomposition into one per group (not a
// declared meld) that holds the winning tile; of identical groups only
// the first is taken, the others giving the same reading.
func placeWinningTile(ds []Decomposition, win Tile, declared int) []Decomposition {
	var out []Decomposition
	for _, d := range ds {
		for i, g := range d.Groups {
			if d.Form == FormStandard && i >= len(d.Groups)-1-declared && i < len(d.Groups)-1 {
				continue // a declared meld was complete before the winning tile
			}
			if g.holds(win) && !slices.Contains(d.Groups[:i], g) {
				d2 := d
				d2.Winning = i
				out = append(out, d2)
			}
		}
	}
	return out
}

// dedupe drops repeated decompositions: the jokers' alternatives may build
// the same reading twice. Groups are in canonical order, so equal
// readings have equal group lists.
func dedupe(ds []Decomposition) []Decomposition {
	out := ds[:0]
	for _, d := range ds {
		if !slices.ContainsFunc(out, func(o Decomposition) bool {
			return o.Form == d.Form && o.Winning == d.Winning && slices.Equal(o.Groups, d.Groups)
		}) {
			out = append(out, d)
		}
	}
	return out
}

func thirteenOrphans(c *Counts) (Decomposition, bool) {
	pair := NoTile
	for _, t := range orphanKinds {
		switch c[t] {
		case 1:
		case 2:
			if pair != NoTile {
				return Decomposition{}, false
			}
			pair = t
		default:
			return Decomposition{}, false
		}
	}
	if pair == NoTile || c.total() != 14 {
		return Decomposition{}, false
	}
	return Decomposition{Form: FormThirteenOrphans, Groups: []Meld{{Kind: ThirteenOrphansGroup, Tile: pair}}, Winning: -1}, true
}

func sevenPairs(c *Counts) (Decomposition, bool) {
	var groups []Meld
	for k, v := range c {
		switch v {
		case 0:
		case 2:
			groups = append(groups, Meld{Kind: Pair, Tile: Tile(k)})
		default:
			return Decomposition{}, false
		}
	}
	if len(groups) != 7 {
		return Decomposition{}, false
	}
	return Decomposition{Form: FormSevenPairs, Groups: groups, Winning: -1}, true
}

// decomposer searches the standard form: groups are taken at the lowest
// remaining real tile, so each grouping is built in one order only; the
// jokers' alternatives may still give the same grouping twice, which
// Decompose removes.
type decomposer struct {
	c        Counts
	jokers   int
	need     int    // melds still to form
	stands   Counts // tiles stood for by groups so far and the declared melds
	groups   []Meld // current path; the pair, once chosen, is kept in pair
	pair     Meld
	paired   bool
	declared []Meld          // the hand's declared melds, placed after the groups found
	found    []Decomposition // readings found so far
}

func (e *decomposer) search() {
	i := 0
	for i < NumKinds && e.c[i] == 0 {
		i++
	}
	if i == NumKinds {
		e.finishWithJokers()
		return
	}
	t := Tile(i)
	// The pair.
	if !e.paired {
		for real := 2; real >= 1; real-- {
			e.try(Meld{Kind: Pair, Tile: t, JokerMask: lowBits(uint8(2 - real))}, [3]Tile{t, t}, real)
		}
	}
	if len(e.groups) == e.need {
		return
	}
	// Pungs.
	for real := 3; real >= 1; real-- {
		e.try(Meld{Kind: Pung, Tile: t, JokerMask: lowBits(uint8(3 - real))}, [3]Tile{t, t, t}, real)
	}
	// Chows holding t, with jokers below it when t is not first.
	if !t.IsSuited() {
		return
	}
	rank := int(t % 9)
	for pos := 0; pos < 3; pos++ {
		if rank-pos < 0 || rank-pos > 6 {
			continue
		}
		base := t - Tile(pos)
		// Places below pos are jokers (t is the lowest real tile left);
		// place pos is t; each place above is a real tile or a joker.
		above := 2 - pos
		for choice := 0; choice < 1<<above; choice++ {
			mask := lowBits(uint8(pos))
			use := [3]Tile{t}
			realN := 1
			for q := 0; q < above; q++ {
				p := pos + 1 + q
				if choice>>q&1 == 1 {
					mask |= 1 << p
				} else {
					use[realN] = base + Tile(p)
					realN++
				}
			}
			e.try(Meld{Kind: Chow, Tile: base, JokerMask: mask}, use, realN)
		}
	}
}

// try takes group g, using the first `real` tiles of use from the hand and
// jokers for its other places, searches on, then puts everything back.
func (e *decomposer) try(g Meld, use [3]Tile, real int) {
	jok := g.Size() - real
	if jok > e.jokers {
		return
	}
	for k := 0; k < real; k++ {
		if e.c[use[k]] == 0 {
			for k2 := 0; k2 < k; k2++ {
				e.c[use[k2]]++
			}
			return
		}
		e.c[use[k]]--
	}
	e.jokers -= jok
	var stood [4]Tile
	n := g.Size()
	for i := range n {
		stood[i] = g.Tile
		if g.Kind == Chow {
			stood[i] += Tile(i)
		}
	}
	over := false
	for _, s := range stood[:n] {
		e.stands[s]++
		if e.stands[s] > 4 {
			over = true
		}
	}
	if !over {
		if g.Kind == Pair {
			e.pair, e.paired = g, true
			e.search()
			e.paired = false
		} else {
			e.groups = append(e.groups, g)
			e.search()
			e.groups = e.groups[:len(e.groups)-1]
		}
	}
	for _, s := range stood[:n] {
		e.stands[s]--
	}
	e.jokers += jok
	for k := 0; k < real; k++ {
		e.c[use[k]]++
	}
}

// finishWithJokers completes the search once no real tile is left: the
// remaining jokers must make whole wildcard groups.
func (e *decomposer) finishWithJokers() {
	j := e.jokers
	groups := make([]Meld, len(e.groups), 5+len(e.declared))
	copy(groups, e.groups)
	pair, paired := e.pair, e.paired
	if !paired {
		if j < 2 {
			return
		}
		pair, paired = Meld{Kind: Pair, Tile: Joker, JokerMask: 0b11}, true
		j -= 2
	}
	for j >= 3 && len(groups) < e.need {
		groups = append(groups, Meld{Kind: Pung, Tile: Joker, JokerMask: 0b111})
		j -= 3
	}
	if j != 0 || len(groups) != e.need {
		return
	}
	slices.SortFunc(groups, func(a, b Meld) int {
		if a.Tile != b.Tile {
			return int(a.Tile) - int(b.Tile)
		}
		if a.Kind != b.Kind {
			return int(a.Kind) - int(b.Kind)
		}
		return int(a.JokerMask) - int(b.JokerMask)
	})
	groups = append(append(groups, e.declared...), pair)
	e.found = append(e.found, Decomposition{Form: FormStandard, Groups: groups, Winning: -1})
}
