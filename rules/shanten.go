package rules

import (
	"encoding/binary"
	"math/bits"
)

// Forms is a set of hand forms a variant accepts.
type Forms uint8

// The hand forms. A variant accepts a set of them; shanten and waits are
// computed over the forms of the set.
const (
	// FormStandard is 4 melds and a pair (declared melds reduce the 4).
	// Jokers may stand for any tile of it, never for a fifth copy of a kind.
	FormStandard Forms = 1 << iota
	// FormThirteenOrphans is the 13 terminals and honours plus a second
	// copy of one of them; only with no declared meld. Jokers are dead in it.
	FormThirteenOrphans
	// FormSevenPairs is seven distinct pairs (four of a kind is not two
	// pairs); only with no declared meld. Jokers are dead in it.
	FormSevenPairs
	// FormThreePlayer is not a form: it says that the forms are read over
	// the three-player set (TileSetOptions.ThreePlayer), where no hand
	// holds 2m-8m (removed) or North (a bonus tile). So the characters 1
	// and 9 make no chow (pungs and pairs only, like honours), no joker
	// stands for a kind out of play, those kinds are never waited for,
	// never accepted, and thirteen orphans (which needs a North) is never
	// reached. A hand holding a kind out of play cannot exist. The
	// variant's Forms carry it, so every caller of the analysis that
	// passes them counts the removed tiles as absent.
	FormThreePlayer
)

// effective returns the forms that can complete under f: thirteen
// orphans is dropped over the three-player set.
func (f Forms) effective() Forms {
	if f&FormThreePlayer != 0 {
		f &^= FormThirteenOrphans
	}
	return f
}

// outOf returns the kinds no hand holds under f (threeOut over the
// three-player set, else none).
func (f Forms) outOf() KindSet {
	if f&FormThreePlayer != 0 {
		return threeOut
	}
	return 0
}

// holdsOut reports whether c holds a kind out of play under f.
func holdsOut(c *Counts, f Forms) bool {
	return f&FormThreePlayer != 0 && (binary.LittleEndian.Uint64(c[0:8])&^0xff != 0 || c[North] != 0)
}

// NoShanten is returned for a form that cannot apply (e.g. seven pairs
// with a declared meld), for an empty set of forms, and for a hand that
// cannot exist (see Shanten).
const NoShanten = 99

// Shanten returns the shanten number of concealed tiles c plus `jokers`
// jokers held in hand, with `melds` declared melds (exposed melds and
// concealed kongs, each counting as 3 tiles), the minimum over the forms
// in f. 0 = ready (one tile from complete), -1 = complete.
//
// The shanten number is the least number of tiles to exchange to reach a
// complete hand, minus one: the target is 4-melds melds and a pair (or a
// special hand), with no kind more than four times, and the hand's tiles
// that it lacks are drawn. It works for hand sizes 3n+1 and 3n+2 (13/14
// tiles minus 3 per declared meld); a smaller hand simply lacks more.
// The declared melds' own tiles are not known here and do not count
// against the four copies of a kind.
//
// A hand that cannot exist returns NoShanten: a count above 4, negative
// jokers, melds outside 0-4, more than 14 tiles with each declared meld
// counting as 3, or (FormThreePlayer) a kind out of play.
func Shanten(c *Counts, jokers, melds int, f Forms) int {
	if _, ok := checkHand(c, jokers, melds); !ok {
		return NoShanten
	}
	if f&FormThreePlayer != 0 {
		if holdsOut(c, f) {
			return NoShanten
		}
		f &^= FormThirteenOrphans // see effective
	}
	var cl [4]class
	if f&FormStandard != 0 {
		cl = groupClasses(c, f)
	}
	return shantenOf(c, &cl, jokers, melds, f)
}

// shantenOf is Shanten for a valid hand whose groups have the classes
// cl (read for the standard form only).
func shantenOf(c *Counts, cl *[4]class, jokers, melds int, f Forms) int {
	best := NoShanten
	if f&FormStandard != 0 {
		best = classShanten(cl, jokers, melds)
	}
	if melds == 0 && f&(FormThirteenOrphans|FormSevenPairs) != 0 {
		st := statsOf(c)
		if f&FormThirteenOrphans != 0 {
			best = min(best, st.orphansDist()-1)
		}
		if f&FormSevenPairs != 0 {
			best = min(best, st.pairsDist()-1)
		}
	}
	return best
}

// ShantenByForm returns the shanten of each form separately (NoShanten
// where it cannot apply, and all three NoShanten for a hand that cannot
// exist, as for Shanten), over the four-player set.
func ShantenByForm(c *Counts, jokers, melds int) (standard, orphans, sevenPairs int) {
	if _, ok := checkHand(c, jokers, melds); !ok {
		return NoShanten, NoShanten, NoShanten
	}
	standard, orphans, sevenPairs = standardShanten(c, jokers, melds), NoShanten, NoShanten
	if melds == 0 {
		st := statsOf(c)
		orphans, sevenPairs = st.orphansDist()-1, st.pairsDist()-1
	}
	return standard, orphans, sevenPairs
}

// standardShanten is Shanten for the standard form of a valid hand.
func standardShanten(c *Counts, jokers, melds int) int {
	cl := groupClasses(c, 0)
	return classShanten(&cl, jokers, melds)
}

// classShanten is the standard form's shanten of a hand whose groups have
// the classes cl.
func classShanten(cl *[4]class, jokers, melds int) int {
	x := convTab[int(cl[0])<<8|int(cl[1])]
	y := convTab[int(cl[2])<<8|int(cl[3])]
	return int(finalTab[4-melds][int(x)<<8|int(y)]) - jokers - 1
}

const (
	lowBytes  = 0x0101010101010101
	highBytes = 0x8080808080808080
)

// countWords reads the 34 counts as five little-endian words (the last
// holds kinds 32 and 33).
func countWords(c *Counts) [5]uint64 {
	return [5]uint64{
		binary.LittleEndian.Uint64(c[0:8]),
		binary.LittleEndian.Uint64(c[8:16]),
		binary.LittleEndian.Uint64(c[16:24]),
		binary.LittleEndian.Uint64(c[24:32]),
		uint64(c[32]) | uint64(c[33])<<8,
	}
}

// checkHand validates a hand (see Shanten) and returns its number of
// real tiles.
func checkHand(c *Counts, jokers, melds int) (int, bool) {
	w := countWords(c)
	var bad uint64
	total := 0
	for _, x := range w {
		// A byte of 5 or more sets its top bit in x+0x7b; a byte of 0x80 or
		// more has it already.
		bad |= (x + 0x7b7b7b7b7b7b7b7b | x) & highBytes
		total += int(x * lowBytes >> 56)
	}
	if bad != 0 || jokers < 0 || jokers > 14 || melds < 0 || melds > 4 || total+jokers+3*melds > 14 {
		return 0, false
	}
	return total, true
}

// suitCodes returns the low and high codes of suit s (see lowRank).
func suitCodes(c *Counts, s int) (lo, hi uint16) {
	b := c[9*s : 9*s+9]
	lo = uint16(b[0]) + 5*uint16(b[1]) + 25*uint16(b[2]) + 125*uint16(b[3]) + 625*uint16(b[4])
	hi = uint16(b[5]) + 5*uint16(b[6]) + 25*uint16(b[7]) + 125*uint16(b[8])
	return lo, hi
}

// honourKey returns the index of the honours in honourClass.
func honourKey(c *Counts) uint16 {
	h := c[27:34]
	return honourWeight[h[0]] + honourWeight[h[1]] + honourWeight[h[2]] +
		honourWeight[h[3]] + honourWeight[h[4]] + honourWeight[h[5]] + honourWeight[h[6]]
}

// terminalKey returns the index in honourClass of the characters of the
// three-player set: 1m and 9m make no chow, so they are read as two
// honours. (The honours' class counts seven kinds, so it allows pungs
// of kinds the group lacks, here 2m-8m, as it allows a North pung in
// the honours of three players. No target needs one: the melds and the
// pair cover at most 15 of the 18 circles and bamboo, and a meld or a
// pair on a kind none of them uses costs no more than on a kind out of
// play. So the least number of missing tiles is exact; the comparison
// test checks it against a search over the three-player set.)
func terminalKey(c *Counts) uint16 { return honourWeight[c[0]] + honourWeight[c[8]] }

// groupClasses returns the classes of the three suits and the honours,
// over the three-player set when f says so.
func groupClasses(c *Counts, f Forms) (cl [4]class) {
	s := 0
	if f&FormThreePlayer != 0 {
		cl[0], s = honourClass[terminalKey(c)], 1
	}
	for ; s < 3; s++ {
		cl[s] = suitClassOf((*[9]uint8)(c[9*s : 9*s+9]))
	}
	cl[3] = honourClass[honourKey(c)]
	return cl
}

// suitClassOf returns the class of one suit's counts.
func suitClassOf(b *[9]uint8) class {
	lo := uint16(b[0]) + 5*uint16(b[1]) + 25*uint16(b[2]) + 125*uint16(b[3]) + 625*uint16(b[4])
	hi := uint16(b[5]) + 5*uint16(b[6]) + 25*uint16(b[7]) + 125*uint16(b[8])
	// The low part's tile count, summed here rather than read from
	// lowRank, saves a dependent load.
	n := b[0] + b[1] + b[2] + b[3] + b[4]
	return suitTable[lowRank[lo]&0xffffff+highRank[n][hi]]
}

// Isolated tiles. A tile held once with no tile of its suit within two
// ranks (an honour: held once) can join a group of a complete hand only
// as a pair with the one tile the hand lacks. So a hand of 3n+1 tiles
// without jokers that holds two of them is not ready in the standard
// form, and one of 3n+2 tiles that holds three has no discard leaving it
// ready (a discard takes away at most one, and makes none less
// isolated). The table engine tells most hands in play so, without the
// tables.

// Masks of the suited kinds, and of the first and last rank of each suit.
const (
	suitedKinds KindSet = 1<<27 - 1
	firstRanks  KindSet = 1<<0 | 1<<9 | 1<<18
	lastRanks   KindSet = 1<<8 | 1<<17 | 1<<26
)

// isolatedCount counts the isolated tiles of a hand given as the kinds it
// holds (at least once) and the kinds it holds at least twice.
func isolatedCount(held, multi KindSet) int {
	m := held & suitedKinds
	// near: the suited kinds within two ranks of a held one, in its suit.
	near := (m<<1&^firstRanks | m<<2&^(firstRanks|firstRanks<<1) |
		m>>1&^lastRanks | m>>2&^(lastRanks|lastRanks>>1)) & suitedKinds
	iso := (held &^ multi) & (allKinds &^ near)
	return iso.Len()
}

// groupCache keeps the classes of a hand's groups for a caller that
// changes the hand a tile at a time (the table engine): touch marks the
// group of a changed kind, and classes looks up again only the groups
// marked since its last call. It is over the three-player set when three
// is set (the hand's table sets it).
type groupCache struct {
	cl    [4]class
	valid uint8 // bit g: cl[g] is of the hand's current tiles
	three bool
}

// touch records a change in the count of t (only a playing kind counts).
func (gc *groupCache) touch(t Tile) {
	if t < NumKinds {
		gc.valid &^= 1 << groupOf(t)
	}
}

// classes returns the classes of the groups of c, the hand the cache
// follows.
func (gc *groupCache) classes(c *Counts) *[4]class {
	for stale := ^gc.valid & 0xf; stale != 0; stale &= stale - 1 {
		switch g := bits.TrailingZeros8(stale); {
		case g == 3:
			gc.cl[3] = honourClass[honourKey(c)]
		case g == 0 && gc.three:
			gc.cl[0] = honourClass[terminalKey(c)]
		default:
			gc.cl[g] = suitClassOf((*[9]uint8)(c[9*g : 9*g+9]))
		}
	}
	gc.valid = 0xf
	return &gc.cl
}

// handStats holds what the special forms look at.
type handStats struct {
	kinds, pairs         int // kinds held at least once, at least twice
	orphans, orphanPairs int // the same among the terminals and honours
}

// orphanMask marks the terminals and honours in countWords' layout.
var orphanMask = [5]uint64{
	0x80,               // 1m (kinds 0-7)
	0x8080,             // 9m, 1p (kinds 8-15)
	0x808000,           // 9p, 1s (kinds 16-23)
	0x8080808080800000, // 9s, East-White (kinds 24-31)
	0x8080,             // Green, Red (kinds 32-33)
}

// statsOf counts the kinds and pairs of a valid hand.
func statsOf(c *Counts) handStats {
	w := countWords(c)
	// The top bit of each byte of ge1 (ge2) is set for a count of 1 (2)
	// or more; the five words' top bits are gathered in distinct bit
	// positions for one popcount each.
	var ge1, ge2, o1, o2 uint64
	for i, x := range w {
		a := (x + 0x7f7f7f7f7f7f7f7f) & highBytes
		b := (x + 0x7e7e7e7e7e7e7e7e) & highBytes
		ge1 |= a >> (7 - i)
		ge2 |= b >> (7 - i)
		o1 |= a & orphanMask[i] >> (7 - i)
		o2 |= b & orphanMask[i] >> (7 - i)
	}
	return handStats{
		kinds:       bits.OnesCount64(ge1),
		pairs:       bits.OnesCount64(ge2),
		orphans:     bits.OnesCount64(o1),
		orphanPairs: bits.OnesCount64(o2),
	}
}

// orphansDist is the number of tiles thirteen orphans lacks.
func (st *handStats) orphansDist() int {
	d := 14 - st.orphans
	if st.orphanPairs > 0 {
		d--
	}
	return d
}

// pairsDist is the number of tiles seven distinct pairs lack.
func (st *handStats) pairsDist() int {
	if st.pairs >= 7 {
		return 0
	}
	need := 7 - st.pairs
	singles := st.kinds - st.pairs
	if singles >= need {
		return need
	}
	return singles + 2*(need-singles)
}
