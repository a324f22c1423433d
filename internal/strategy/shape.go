package strategy

import "github.com/mahjong-tui/mahjong/rules"

// PlanKind is a target a hand may be built toward.
type PlanKind uint8

// The plans: any complete hand; a half flush (one suit and honours); a
// full flush (one suit); all pungs.
const (
	PlanAny PlanKind = iota
	PlanHalfFlush
	PlanFullFlush
	PlanAllPungs
)

// Plan is a target: its kind, the suit of a flush (0-2), and the kinds it
// keeps.
type Plan struct {
	Kind PlanKind
	Suit int
	Keep rules.KindSet
}

// Masks of kinds: the honours, every kind, a suit's nine kinds.
const (
	HonourKinds rules.KindSet = 0x7f << 27
	AllKinds    rules.KindSet = 1<<rules.NumKinds - 1
)

// SuitKinds returns the nine kinds of suit s (0-2).
func SuitKinds(s int) rules.KindSet { return 0x1ff << (9 * s) }

// AnyHand is the plan of any complete hand.
var AnyHand = Plan{Kind: PlanAny, Keep: AllKinds}

// Shape is a hand as the strategy weighs it: the concealed tiles and a
// summary of the declared melds (a claim being weighed included).
type Shape struct {
	C      rules.Counts
	Jokers int
	Melds  int
	Open   bool
	// DeclGroups has a bit per group (0-2 suits, 3 honours) holding a
	// declared meld; DeclChow is set when a declared meld is a chow.
	DeclGroups uint8
	DeclChow   bool
	DeclValue  int // HonourWeight of the declared pungs and kongs
	DeclPoints int // classic points of the declared melds (from the scorer's rows)
	DeclPungs  int // declared pungs and kongs
	Bonus      int // bonus tiles set aside
	OwnBonus   int // own flower and season
}

// Restrict returns the tiles of c whose kinds are in keep.
func Restrict(c *rules.Counts, keep rules.KindSet) rules.Counts {
	if keep == AllKinds {
		return *c
	}
	var r rules.Counts
	for k := range rules.Tile(rules.NumKinds) {
		if keep.Has(k) {
			r[k] = c[k]
		}
	}
	return r
}

// Fits reports whether the declared melds allow plan p.
func (sh *Shape) Fits(p Plan) bool {
	switch p.Kind {
	case PlanHalfFlush:
		return sh.DeclGroups&^(1<<p.Suit|1<<3) == 0
	case PlanFullFlush:
		return sh.DeclGroups&^(1<<p.Suit) == 0
	case PlanAllPungs:
		return !sh.DeclChow
	}
	return true
}

// pungsDist returns the shanten of hand c toward all pungs (4 - melds
// pungs and a pair), counting only the copies that are still to be had
// (avail[k]: copies held plus unseen).
func pungsDist(c *rules.Counts, jokers, melds int, avail *[rules.NumKinds]uint8) int {
	need := 4 - melds
	// Kinds by how many tiles a pung of them lacks (0-3), and whether a
	// pair of them is possible.
	var pung [4]int
	for k := range rules.NumKinds {
		n := int(c[k])
		if int(avail[k]) < 3 {
			continue // no pung possible
		}
		pung[3-min(n, 3)]++
	}
	missing, taken := 0, 0
	for cost := 0; cost < 4 && taken < need; cost++ {
		n := min(pung[cost], need-taken)
		missing += n * cost
		taken += n
		pung[cost] -= n
	}
	if taken < need {
		return rules.NoShanten
	}
	// The pair: the cheapest of what is left (a kind used for a pung is
	// gone; a fourth copy of a pung kind cannot pair).
	pair := 3
	for cost := 0; cost < 4; cost++ {
		if pung[cost] > 0 {
			pair = max(0, cost-1) // a kind lacking cost tiles for a pung lacks cost-1 for a pair
			break
		}
	}
	// Kinds with only two copies available still make a pair.
	for k := range rules.NumKinds {
		if int(avail[k]) == 2 {
			pair = min(pair, 2-min(int(c[k]), 2))
		}
	}
	missing += pair
	return max(missing-jokers, 0) - 1
}
