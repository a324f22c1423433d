package rules

import "math/bits"

// Scoring is table driven. Each variant is a value holding rows
// (scoreRow): its name, the Pattern the row recognises, its value
// and how it interacts with other rows (Replaces, Flags). The engine below
// evaluates the rows of a variant against every decomposition of a hand,
// keeps the best one and itemises it. See SCORING.md for the rules
// choices made where RULES.md is silent.

// Pattern is something a hand, one of its sets or one of its bonus tiles
// may show, as the scoring tables name it. A row of a table pairs a
// pattern with a value; a pattern that concerns sets (a dragon pung) or
// bonus tiles (a flower) matches once per set or tile.
type Pattern uint8

// The patterns. Set patterns match each meld (or the pair) they describe;
// bonus patterns each bonus tile; the others the hand once.
const (
	PatternNone Pattern = iota

	// How the hand was won.
	PatternSelfDrawn          // won on a tile drawn from the wall (replacement included)
	PatternRobbingKong        // won on the tile of another seat's added kong
	PatternLastTile           // won on the last wall tile (hk: or on the discard after it)
	PatternReplacement        // won on a kong replacement tile (the first)
	PatternSecondReplacement  // won on a second consecutive replacement tile
	PatternAnyReplacement     // won on a first or second replacement tile
	PatternWinningFiveCircles // the winning tile is the 5 of circles (5p)
	PatternHeavenly           // the dealer won on the dealt hand
	PatternEarthly            // won on the dealer's first discard
	PatternCalling            // the winner had declared calling (pow2; a payment rule)
	PatternNineStones         // nine stones liability applies (pow2; a payment rule)

	// Concealment.
	PatternFullyConcealed // no claimed meld; the winning discard may complete one
	PatternAllConcealed   // no claimed meld, the winning discard completing a meld counting as a claim
	PatternAllClaimed     // every meld claimed, the winning discard counting as a claim

	// Sets (per meld or pair).
	PatternDragonSet             // pung or kong of a dragon
	PatternSeatWindSet           // pung or kong of the seat wind
	PatternPrevailingWindSet     // pung or kong of the prevailing wind
	PatternPungSimpleExposed     // classic: exposed pung of 2-8
	PatternPungSimpleConcealed   // classic: concealed pung of 2-8
	PatternPungTerminalExposed   // classic: exposed pung of 1, 9, winds or dragons
	PatternPungTerminalConcealed // classic: concealed pung of 1, 9, winds or dragons
	PatternKongSimpleExposed     // classic: exposed kong of 2-8
	PatternKongSimpleConcealed   // classic: concealed kong of 2-8
	PatternKongTerminalExposed   // classic: exposed kong of 1, 9, winds or dragons
	PatternKongTerminalConcealed // classic: concealed kong of 1, 9, winds or dragons
	PatternChow                  // each chow
	PatternPairDragon            // the pair is a dragon
	PatternPairSeatWind          // the pair is the seat wind
	PatternPairPrevailingWind    // the pair is the prevailing wind
	PatternMahjong               // a complete standard hand (classic: 20 for mah-jong)
	PatternNoBonus               // no flower and no season
	PatternOwnFlower             // the flower of the seat
	PatternOwnSeason             // the season of the seat
	PatternFlowerSet             // all four flowers
	PatternSeasonSet             // all four seasons
	PatternFlower                // each flower (bonus tile)
	PatternSeason                // each season (bonus tile)
	PatternChickenHand           // chows and pungs mixed (pow2: counts only alone)
	PatternAllChows              // four chows
	PatternAllPungs              // four pungs or kongs
	PatternMixedTerminals        // only terminals and honours, both present
	PatternNoHonours             // no wind or dragon
	PatternHalfFlush             // one suit and honours
	PatternFullFlush             // one suit, no honours
	PatternSmallThreeDragons     // two dragon sets and a dragon pair
	PatternGreatThreeDragons     // three dragon sets
	PatternSmallFourWinds        // three wind sets and a wind pair
	PatternGreatFourWinds        // four wind sets
	PatternAllHonours            // winds and dragons only
	PatternAllTerminals          // 1s and 9s only
	PatternNineGates             // 1112345678999 of one suit, concealed, plus any tile of it
	PatternFourConcealedPungs    // four pungs or kongs, none claimed
	PatternAllKongs              // four kongs
	PatternThirteenOrphans       // the special hand
	PatternSevenPairs            // the special hand (hk option)
	PatternNorth                 // each North set aside as a bonus tile (three players: WinContext.Norths)
	numPatterns
)

var patternNames = [numPatterns]string{
	"none", "self_drawn", "robbing_kong", "last_tile", "replacement", "second_replacement",
	"any_replacement", "winning_five_circles", "heavenly", "earthly", "calling", "nine_stones",
	"fully_concealed", "all_concealed", "all_claimed",
	"dragon_set", "seat_wind_set", "prevailing_wind_set",
	"pung_simple_exposed", "pung_simple_concealed", "pung_terminal_exposed", "pung_terminal_concealed",
	"kong_simple_exposed", "kong_simple_concealed", "kong_terminal_exposed", "kong_terminal_concealed",
	"chow", "pair_dragon", "pair_seat_wind", "pair_prevailing_wind", "mahjong",
	"no_bonus", "own_flower", "own_season", "flower_set", "season_set", "flower", "season",
	"chicken_hand", "all_chows", "all_pungs", "mixed_terminals", "no_honours", "half_flush", "full_flush",
	"small_three_dragons", "great_three_dragons", "small_four_winds", "great_four_winds",
	"all_honours", "all_terminals", "nine_gates", "four_concealed_pungs", "all_kongs",
	"thirteen_orphans", "seven_pairs", "north",
}

// String names the pattern (developer text).
func (p Pattern) String() string {
	if p < numPatterns {
		return patternNames[p]
	}
	return "?"
}

// patternScope says what a pattern's matches are about.
type patternScope uint8

const (
	scopeHand  patternScope = iota // the hand, once
	scopeGroup                     // each matching group of the decomposition
	scopeBonus                     // each matching bonus tile
	scopeCount                     // each of a number the context gives (the Norths set aside)
)

func (p Pattern) scope() patternScope {
	if p < numPatterns {
		return patternScopes[p]
	}
	return scopeHand
}

var patternScopes = func() (t [numPatterns]patternScope) {
	for _, p := range []Pattern{PatternDragonSet, PatternSeatWindSet, PatternPrevailingWindSet,
		PatternPungSimpleExposed, PatternPungSimpleConcealed, PatternPungTerminalExposed, PatternPungTerminalConcealed,
		PatternKongSimpleExposed, PatternKongSimpleConcealed, PatternKongTerminalExposed, PatternKongTerminalConcealed,
		PatternChow, PatternPairDragon, PatternPairSeatWind, PatternPairPrevailingWind} {
		t[p] = scopeGroup
	}
	for _, p := range []Pattern{PatternOwnFlower, PatternOwnSeason, PatternFlower, PatternSeason} {
		t[p] = scopeBonus
	}
	t[PatternNorth] = scopeCount
	return t
}()

// rowFlags say how a row combines with the others.
type rowFlags uint8

// The row flags.
const (
	// rowCondition marks a winning-condition row (hk): kept with a limit hand.
	rowCondition rowFlags = 1 << iota
	// rowBonus marks bonus-tile fan (hk): not counted toward the minimum.
	rowBonus
	// rowLimit marks a limit hand (hk, rows worth 10 or 13): only the
	// highest limit and the winning-condition rows count.
	rowLimit
	// rowAlone marks a row that counts only when no other row scores
	// (pow2 chicken hand).
	rowAlone
	// rowFlat marks a flat-score hand (classic thirteen orphans): the
	// row's value (or the limit) is the total, nothing else counts.
	rowFlat
	// rowNote marks a row worth nothing that records a payment rule
	// (pow2 calling, nine stones).
	rowNote
	// rowDoubling marks a classic doubling: each match doubles the total
	// Value times.
	rowDoubling
)

// scoreRow is one row of a scoring table.
type scoreRow struct {
	name    string  // the row's name, its table's first: "hk.half_flush"
	Pattern Pattern // what the row recognises
	// Value is fan (hk), points or a number of doublings (classic), or
	// points (pow2), for each match of the pattern.
	Value int
	// Replaces lists the patterns whose rows this row removes when it
	// applies (full flush replaces half flush).
	Replaces []Pattern
	Flags    rowFlags
}

// scoreFacts is one decomposition of a hand, in its context, as the
// pattern detectors read it. Group masks have bit i for Groups[i].
type scoreFacts struct {
	h    *Hand
	ctx  *WinContext
	d    *Decomposition
	self bool // self-drawn (a replacement or the heavenly hand included)
	seat Wind
	prev Wind

	std      bool
	pair     int   // index of the pair (standard form)
	melds    uint8 // the four melds (standard form)
	declared uint8 // the declared melds
	pungs    uint8 // pungs and kongs, wildcard pungs included
	kongs    uint8
	chows    uint8
	claimed  uint8 // open declared melds and a meld the winning discard completes
	jokers   uint8 // groups holding a joker (wildcard groups included)
	wild     uint8 // groups of jokers alone

	// Groups by their tile (not chows, not wildcard groups).
	dragon, wind, seatT, prevT, term uint8

	suits     uint8 // bit per suit among the real tiles stood for
	honours   bool
	terminals bool
	simples   bool
}

// makeFacts reads one decomposition (returned by value so that the
// pointers it holds stay on the caller's stack).
func makeFacts(h *Hand, ctx *WinContext, self bool, d *Decomposition) scoreFacts {
	f := scoreFacts{h: h, ctx: ctx, d: d, self: self, seat: ctx.SeatWind & 3, prev: ctx.PrevailingWind & 3}
	f.std = d.Form == FormStandard
	n := len(d.Groups)
	if f.std {
		f.pair = n - 1
		f.melds = uint8(1)<<(n-1) - 1
		nd := len(h.Melds)
		f.declared = f.melds &^ (uint8(1)<<(n-1-nd) - 1)
	}
	for i, g := range d.Groups {
		bit := uint8(1) << i
		if g.JokerMask != 0 {
			f.jokers |= bit
		}
		if f.melds&bit != 0 {
			switch g.Kind {
			case Pung:
				f.pungs |= bit
			case Kong:
				f.pungs |= bit
				f.kongs |= bit
			case Chow:
				f.chows |= bit
			}
			if f.declared&bit != 0 {
				if g.Open {
					f.claimed |= bit
				}
			} else if i == d.Winning && !self {
				f.claimed |= bit
			}
		}
		if g.Tile == Joker {
			f.wild |= bit
			continue
		}
		if g.Kind != Chow && g.Kind != ThirteenOrphansGroup {
			switch t := g.Tile; {
			case t.IsDragon():
				f.dragon |= bit
			case t == f.seat.Tile() && t == f.prev.Tile():
				f.wind, f.seatT, f.prevT = f.wind|bit, f.seatT|bit, f.prevT|bit
			case t == f.seat.Tile():
				f.wind, f.seatT = f.wind|bit, f.seatT|bit
			case t == f.prev.Tile():
				f.wind, f.prevT = f.wind|bit, f.prevT|bit
			case t.IsWind():
				f.wind |= bit
			}
			if g.Tile.IsTerminalOrHonour() {
				f.term |= bit
			}
		}
		switch g.Kind {
		case Chow:
			f.suits |= 1 << g.Tile.Suit()
			f.simples = true
			if r := g.Tile.Rank(); r == 1 || r == 7 {
				f.terminals = true
			}
		case ThirteenOrphansGroup:
			f.suits |= 7
			f.honours, f.terminals = true, true
		default:
			switch {
			case g.Tile.IsHonour():
				f.honours = true
			case g.Tile.IsTerminal():
				f.suits |= 1 << g.Tile.Suit()
				f.terminals = true
			default:
				f.suits |= 1 << g.Tile.Suit()
				f.simples = true
			}
		}
	}
	return f
}

// pairBit is the pair's bit (standard form), else 0.
func (f *scoreFacts) pairBit() uint8 {
	if !f.std {
		return 0
	}
	return 1 << f.pair
}

// classicSets returns the pungs (kind Pung) or kongs (kind Kong) of
// terminals and honours (term) or of simples, exposed or concealed. A
// meld scores as exposed when claimed or holding a joker; a wildcard
// pung scores as an exposed pung of simples.
func (f *scoreFacts) classicSets(kind MeldKind, term, exposed bool) uint8 {
	m := f.pungs &^ f.kongs
	if kind == Kong {
		m = f.kongs
	}
	if term {
		m &= f.term
	} else {
		m &^= f.term
	}
	if exposed {
		return m & (f.claimed | f.jokers)
	}
	return m &^ (f.claimed | f.jokers)
}

func (f *scoreFacts) bonusMask(match func(Tile) bool) uint8 {
	var m uint8
	for i, t := range f.h.Bonus {
		if i < 8 && match(t) {
			m |= 1 << i
		}
	}
	return m
}

func (f *scoreFacts) hasAllBonus(first Tile) bool {
	n := 0
	for _, t := range f.h.Bonus {
		if t >= first && t < first+4 {
			n++
		}
	}
	return n == 4
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// detect reports how often pattern p matches (0 for not at all) and, for
// set and bonus patterns, which groups or bonus tiles match.
func (f *scoreFacts) detect(p Pattern) (int, uint8) {
	var m uint8
	switch p {
	case PatternSelfDrawn:
		return b2i(f.self), 0
	case PatternRobbingKong:
		return b2i(f.ctx.RobbingKong && !f.self), 0
	case PatternLastTile:
		return b2i(f.ctx.LastTile), 0
	case PatternReplacement:
		return b2i(f.ctx.Replacement == 1), 0
	case PatternSecondReplacement:
		return b2i(f.ctx.Replacement == 2), 0
	case PatternAnyReplacement:
		return b2i(f.ctx.Replacement == 1 || f.ctx.Replacement == 2), 0
	case PatternWinningFiveCircles:
		return b2i(f.h.Winning == fiveCircles), 0
	case PatternHeavenly:
		return b2i(f.ctx.Heavenly), 0
	case PatternEarthly:
		return b2i(f.ctx.Earthly), 0
	case PatternCalling:
		return b2i(f.ctx.Declared), 0
	case PatternNineStones:
		return b2i(f.nineStones()), 0
	case PatternFullyConcealed:
		for _, md := range f.h.Melds {
			if md.Open {
				return 0, 0
			}
		}
		return 1, 0
	case PatternAllConcealed:
		return b2i(f.std && f.claimed == 0 || !f.std && len(f.h.Melds) == 0), 0
	case PatternAllClaimed:
		return b2i(f.std && f.claimed == f.melds), 0
	case PatternDragonSet:
		m = f.pungs & f.dragon
	case PatternSeatWindSet:
		m = f.pungs & f.seatT
	case PatternPrevailingWindSet:
		m = f.pungs & f.prevT
	case PatternPungSimpleExposed:
		m = f.classicSets(Pung, false, true)
	case PatternPungSimpleConcealed:
		m = f.classicSets(Pung, false, false)
	case PatternPungTerminalExposed:
		m = f.classicSets(Pung, true, true)
	case PatternPungTerminalConcealed:
		m = f.classicSets(Pung, true, false)
	case PatternKongSimpleExposed:
		m = f.classicSets(Kong, false, true)
	case PatternKongSimpleConcealed:
		m = f.classicSets(Kong, false, false)
	case PatternKongTerminalExposed:
		m = f.classicSets(Kong, true, true)
	case PatternKongTerminalConcealed:
		m = f.classicSets(Kong, true, false)
	case PatternChow:
		m = f.chows
	case PatternPairDragon:
		m = f.pairBit() & f.dragon
	case PatternPairSeatWind:
		m = f.pairBit() & f.seatT
	case PatternPairPrevailingWind:
		m = f.pairBit() & f.prevT
	case PatternMahjong:
		return b2i(f.std), 0
	case PatternNoBonus:
		return b2i(len(f.h.Bonus) == 0 && f.ctx.Norths <= 0), 0
	case PatternOwnFlower:
		m = f.bonusMask(func(t Tile) bool { return t.IsFlower() && t.BonusWind() == f.seat })
	case PatternOwnSeason:
		m = f.bonusMask(func(t Tile) bool { return t.IsSeason() && t.BonusWind() == f.seat })
	case PatternFlowerSet:
		return b2i(f.hasAllBonus(Flower)), 0
	case PatternSeasonSet:
		return b2i(f.hasAllBonus(Flower + 4)), 0
	case PatternFlower:
		m = f.bonusMask(Tile.IsFlower)
	case PatternSeason:
		m = f.bonusMask(Tile.IsSeason)
	case PatternChickenHand:
		return b2i(f.std && f.chows != f.melds && f.pungs != f.melds), 0
	case PatternAllChows:
		return b2i(f.std && f.chows == f.melds), 0
	case PatternAllPungs:
		return b2i(f.std && f.pungs == f.melds), 0
	case PatternMixedTerminals:
		return b2i(f.wild == 0 && f.terminals && f.honours && !f.simples), 0
	case PatternNoHonours:
		return b2i(!f.honours && f.suits != 0), 0
	case PatternHalfFlush:
		return b2i(f.honours && bits.OnesCount8(f.suits) == 1), 0
	case PatternFullFlush:
		return b2i(!f.honours && bits.OnesCount8(f.suits) == 1), 0
	case PatternSmallThreeDragons:
		return b2i(bits.OnesCount8(f.pungs&f.dragon) == 2 && f.pairBit()&f.dragon != 0), 0
	case PatternGreatThreeDragons:
		return b2i(bits.OnesCount8(f.pungs&f.dragon) == 3), 0
	case PatternSmallFourWinds:
		return b2i(bits.OnesCount8(f.pungs&f.wind) == 3 && f.pairBit()&f.wind != 0), 0
	case PatternGreatFourWinds:
		return b2i(bits.OnesCount8(f.pungs&f.wind) == 4), 0
	case PatternAllHonours:
		return b2i(f.wild == 0 && f.honours && f.suits == 0), 0
	case PatternAllTerminals:
		return b2i(f.wild == 0 && f.terminals && !f.honours && !f.simples), 0
	case PatternNineGates:
		return b2i(f.nineGates()), 0
	case PatternFourConcealedPungs:
		return b2i(f.std && f.pungs == f.melds && f.claimed == 0 && f.wild == 0), 0
	case PatternAllKongs:
		return b2i(f.std && f.kongs == f.melds), 0
	case PatternThirteenOrphans:
		return b2i(f.d.Form == FormThirteenOrphans), 0
	case PatternSevenPairs:
		return b2i(f.d.Form == FormSevenPairs), 0
	case PatternNorth:
		return min(max(f.ctx.Norths, 0), 4), 0
	}
	return bits.OnesCount8(m), m
}

// nineGates: no declared meld, the 13 tiles before the winning tile are
// 1112345678999 of one suit and the winning tile is of that suit. (With
// no winning tile marked, the 14 tiles hold that pattern plus one.)
func (f *scoreFacts) nineGates() bool {
	h := f.h
	if len(h.Melds) != 0 || f.honours || bits.OnesCount8(f.suits) != 1 || f.jokers != 0 {
		return false
	}
	var c [9]int
	base := Tile(bits.TrailingZeros8(f.suits) * 9)
	for _, t := range h.Concealed {
		if t < base || t >= base+9 {
			return false
		}
		c[t-base]++
	}
	want := [9]int{3, 1, 1, 1, 1, 1, 1, 1, 3}
	if h.Winning == NoTile {
		extra := 0
		for i := range c {
			if c[i] < want[i] {
				return false
			}
			extra += c[i] - want[i]
		}
		return extra == 1
	}
	return c == want && h.Winning >= base && h.Winning < base+9
}

// nineStones: won on a discard (or a robbed kong) with a one-suit hand
// without honours, the winner having declared at least three melds of
// that suit (concealed kongs included: they lie on the table too).
func (f *scoreFacts) nineStones() bool {
	if f.self || f.honours || bits.OnesCount8(f.suits) != 1 || f.wild != 0 {
		return false
	}
	n := 0
	for _, md := range f.h.Melds {
		if md.Tile != Joker && md.Tile.IsSuited() && 1<<md.Tile.Suit() == f.suits {
			n++
		}
	}
	return n >= 3
}

// scoreHit is a row that matched: the row, its flags (with those its
// table adds), how often, and which groups or bonus tiles.
type scoreHit struct {
	row   *scoreRow
	flags rowFlags
	n     uint8
	sets  uint8
}

// patternSet is a set of patterns.
type patternSet uint64

// The patterns must fit in a patternSet.
var _ [64 - numPatterns]struct{}

func (s patternSet) has(p Pattern) bool { return s&(1<<p) != 0 }

// rowTable is a table of rows and flags added to each (a classic house
// doubling is a doubling whatever its flags).
type rowTable struct {
	rows []scoreRow
	add  rowFlags
}

// rowTables are the tables a variant evaluates, in order.
type rowTables [2]rowTable

// evalRows evaluates the rows of the tables against the facts and
// applies the rows' Replaces. It returns the hits in row order.
func evalRows(tables *rowTables, f *scoreFacts, buf []scoreHit) []scoreHit {
	hits := buf[:0]
	var removed patternSet
	for t := range tables {
		rows := tables[t].rows
		for i := range rows {
			r := &rows[i]
			n, sets := f.detect(r.Pattern)
			if n == 0 {
				continue
			}
			hits = append(hits, scoreHit{row: r, flags: r.Flags | tables[t].add, n: uint8(n), sets: sets})
			for _, p := range r.Replaces {
				removed |= 1 << p
			}
		}
	}
	if removed != 0 {
		out := hits[:0]
		for _, h := range hits {
			if !removed.has(h.row.Pattern) {
				out = append(out, h)
			}
		}
		hits = out
	}
	return hits
}

// itemise writes the items of the hits, in row order; a set or bonus
// row gives one item per set or tile. With bySet (classic), the items
// follow the hand instead: the sets in the decomposition's order, the
// bonus tiles, the hand's points, then the doublings the same way.
func itemise(hits []scoreHit, h *Hand, d *Decomposition, bySet bool) []ScoreItem {
	// refs name each item: its hit, the group or bonus tile it is about
	// (-1 for the hand), and its sort key.
	type ref struct {
		key int16
		hit uint8
		idx int8
	}
	var refs [64]ref
	n := 0
	for i, ht := range hits {
		base := int16(0)
		if bySet && ht.flags&rowDoubling != 0 {
			base = 1 << 8
		}
		switch ht.row.Pattern.scope() {
		case scopeGroup:
			for g := range len(d.Groups) {
				if ht.sets&(1<<g) != 0 && n < len(refs) {
					refs[n] = ref{base + int16(g), uint8(i), int8(g)}
					n++
				}
			}
		case scopeBonus:
			for b := range min(len(h.Bonus), 8) {
				if ht.sets&(1<<b) != 0 && n < len(refs) {
					refs[n] = ref{base + 16, uint8(i), int8(b)}
					n++
				}
			}
		case scopeCount: // with the bonus tiles, one item each
			for range ht.n {
				if n < len(refs) {
					refs[n] = ref{base + 16, uint8(i), -1}
					n++
				}
			}
		default:
			if n < len(refs) {
				refs[n] = ref{base + 32, uint8(i), -1}
				n++
			}
		}
	}
	if bySet { // stable: ties keep row order
		for i := 1; i < n; i++ {
			for j := i; j > 0 && refs[j].key < refs[j-1].key; j-- {
				refs[j], refs[j-1] = refs[j-1], refs[j]
			}
		}
	}
	items := make([]ScoreItem, n)
	for i, r := range refs[:n] {
		items[i] = itemOf(&hits[r.hit], int(r.idx), h, d)
	}
	return items
}

// itemOf writes the item of a hit about group or bonus tile idx (-1:
// about the hand).
func itemOf(ht *scoreHit, idx int, h *Hand, d *Decomposition) ScoreItem {
	r := ht.row
	it := ScoreItem{Row: r.name, Value: r.Value, Pattern: r.Pattern}
	if ht.flags&rowDoubling != 0 {
		it.Doublings = r.Value
	}
	switch r.Pattern.scope() {
	case scopeGroup:
		it.Tiles, it.Kong = groupText(d.Groups[idx]), d.Groups[idx].Kind == Kong
		return it
	case scopeBonus:
		it.Tiles = h.Bonus[idx].String()
		return it
	}
	switch r.Pattern {
	case PatternFlowerSet:
		it.Tiles = "1234f"
	case PatternSeasonSet:
		it.Tiles = "5678f"
	case PatternWinningFiveCircles:
		it.Tiles = "+5p"
	case PatternNorth:
		it.Tiles = "4z"
	}
	return it
}

// groupText writes a group of a decomposition in notation, as
// Meld.String does; groups without jokers come from a table built once.
func groupText(g Meld) string {
	if g.JokerMask != 0 || g.Kind < Chow || g.Kind > Pair || !g.Tile.IsPlaying() {
		return g.String()
	}
	style := 0
	switch {
	case g.Open:
		style = 1
	case g.Kind == Kong:
		style = 2
	}
	if s := groupTexts[g.Kind-Chow][g.Tile][style]; s != "" {
		return s
	}
	return g.String()
}

// groupTexts[kind-Chow][tile][style] is the notation of a chow, pung,
// kong or pair without jokers: style 0 plain, 1 exposed [..], 2
// concealed kong (..).
var groupTexts = func() (t [4][NumKinds][3]string) {
	for k := Chow; k <= Pair; k++ {
		for tile := range Tile(NumKinds) {
			if k == Chow && (!tile.IsSuited() || tile%9 > 6) {
				continue
			}
			for style := range 3 {
				m := Meld{Kind: k, Tile: tile, Open: style == 1}
				if style == 2 && k != Kong {
					continue
				}
				t[k-Chow][tile][style] = m.String()
			}
		}
	}
	return t
}()

// normalSelfDrawn: a replacement win and the heavenly hand are
// self-drawn; a robbed kong is not.
func normalSelfDrawn(ctx *WinContext) bool {
	if ctx.RobbingKong {
		return false
	}
	return ctx.SelfDrawn || ctx.Replacement > 0 || ctx.Heavenly
}

// candidate is the evaluation of one decomposition.
type candidate struct {
	d       int // index in the decompositions
	winning bool
	total   int
	hits    []scoreHit
	limit   LimitCount // hk: how the limit-hand rule settled it
}

// better reports whether a beats b: a legal win first, then the higher
// total; the first found wins ties.
func (a *candidate) better(b *candidate) bool {
	if a.winning != b.winning {
		return a.winning
	}
	return a.total > b.total
}

// hasJokers reports whether a hand holds a joker anywhere.
func hasJokers(h *Hand) bool {
	if h.Winning == Joker {
		return true
	}
	for _, t := range h.Concealed {
		if t == Joker {
			return true
		}
	}
	for _, m := range h.Melds {
		if m.JokerMask != 0 || m.Tile == Joker {
			return true
		}
	}
	return false
}

// scoreBuffers hold the hits of the best reading so far and of the one
// under evaluation; the variants' Score loops alternate between them.
// Each variant writes that short loop itself: called through an
// interface or a type parameter, settle would make the buffers escape to
// the heap.
type scoreBuffers [2][48]scoreHit

// beats reports whether c beats the best so far (none when best.d < 0).
func (c *candidate) beats(best *candidate) bool { return best.d < 0 || c.better(best) }

// fiveCircles is 5p, the "golden rooster" winning tile of pow2.
const fiveCircles = Tile(9 + 4)

// settler is a variant's scoring: settle applies its limit, cap and
// minimum to a reading's hits, giving the hits kept, the total and
// whether that reading is a legal win; hk says in lc how its limit-hand
// rule settled a limit hand.
type settler interface {
	settle(hits []scoreHit, lc *LimitCount) ([]scoreHit, int, bool)
}

// bestReading scores every decomposition (there is at least one) with the
// variant's tables and keeps the best in out: its decomposition, items and
// total, Reason cleared. It returns whether that reading is a legal win
// before the variant's own conditions, and the patterns it holds.
func bestReading(s settler, out *Score, h *Hand, ctx *WinContext, ds []Decomposition, tables *rowTables, bySet bool) (bool, patternSet) {
	self := normalSelfDrawn(ctx)
	var bufs scoreBuffers
	best, cur := candidate{d: -1}, 0
	for i := range ds {
		f := makeFacts(h, ctx, self, &ds[i])
		c := candidate{d: i, hits: evalRows(tables, &f, bufs[cur][:])}
		// A static call per variant keeps the buffers on the stack.
		switch s := s.(type) {
		case hkScoring:
			c.hits, c.total, c.winning = s.settle(c.hits, &c.limit)
		case classicScoring:
			c.hits, c.total, c.winning = s.settle(c.hits, &c.limit)
		case pow2Scoring:
			c.hits, c.total, c.winning = s.settle(c.hits, &c.limit)
		}
		if c.beats(&best) {
			best, cur = c, cur^1 // keep the best's hits; evaluate the next into the other buffer
		}
	}
	out.Reason = ReasonNone
	out.Decomposition = ds[best.d]
	out.Items = itemise(best.hits, h, &ds[best.d], bySet)
	out.Total = best.total
	out.Limit = best.limit
	var hit patternSet
	for _, ht := range best.hits {
		hit |= 1 << ht.row.Pattern
	}
	return best.winning, hit
}
