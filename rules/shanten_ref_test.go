package rules

// An independent reference for the shanten tests: the exchange distance
// computed from its definition, by exhaustive search over complete target
// hands with branch-and-bound. It shares no code with the tables of
// tables.go or the combinations of shanten.go.
//
// The distance of a hand H to complete is min over targets T of |T \ H|:
// T is the tiles of 4-melds melds and a pair, no kind more than 4 times.
// A joker in H matches any tile of T, so the distance is that of the real
// tiles minus the jokers. The shanten number is the distance minus one.
//
// The targets split by group (each suit and the honours), and so does
// |T \ H|, so refShanten searches each group's targets apart (memoised by
// the group's counts) and then tries every way to share the melds and the
// pair among the groups. refWhole searches targets over all 34 kinds at
// once, to check that split on a sample.

import (
	"math/rand/v2"
	"sync"
)

// refGroupDist[j][p]: least tiles missing for j melds and p pairs.
type refGroupDist [5][2]int

// refSearch searches targets over the kinds 0..n-1 of v (chows may start
// at the kinds of chowMask): a pair on pairKind (none when negative), then
// up to maxJ melds in a fixed order of types (each meld type by its lowest
// kind, a chow before the pung), so that every multiset of melds is met
// once. best[j] holds an upper bound on the least number of tiles missing
// for j melds; the search looks only below it and returns the improved
// bounds. It is iterative over local arrays (no pointers), which keeps it
// fast under the race detector.
func refSearch(v [NumKinds]int, n int, chowMask uint64, pairKind int, best [5]int, maxJ int) [5]int {
	var t [NumKinds]int
	cost := 0
	if pairKind >= 0 {
		cost = max(0, 2-v[pairKind])
		t[pairKind] = 2
	}
	best[0] = min(best[0], cost)
	var kinds [2 * NumKinds]int
	var chow [2 * NumKinds]bool
	nt := 0
	for r := range n {
		if chowMask>>r&1 != 0 {
			kinds[nt], chow[nt] = r, true
			nt++
		}
		kinds[nt] = r
		nt++
	}
	// A node of m melds at cost c, placing further melds from type start
	// on, may beat a bound only if the hand's tiles from kinds[start] on
	// that the target does not cover yet can make up for the missing.
	// (Written out twice below, to keep every access on local arrays.)
	if maxJ == 0 || nt == 0 {
		return best
	}
	{
		free := 0
		for r := range n {
			free += max(0, v[r]-t[r])
		}
		hope := false
		for j := 1; j <= maxJ; j++ {
			if cost+max(0, 3*j-free) < best[j] {
				hope = true
			}
		}
		if !hope {
			return best
		}
	}
	var next, placed [6]int
	var costs [6]int
	costs[0] = cost
	m := 0
	for {
		i := next[m]
		if i >= nt {
			if m == 0 {
				return best
			}
			m--
			r := kinds[placed[m]]
			if chow[placed[m]] {
				t[r]--
				t[r+1]--
				t[r+2]--
			} else {
				t[r] -= 3
			}
			continue
		}
		next[m] = i + 1
		r := kinds[i]
		c := costs[m]
		if chow[i] {
			if t[r] >= 4 || t[r+1] >= 4 || t[r+2] >= 4 {
				continue
			}
			for x := r; x < r+3; x++ {
				if t[x] >= v[x] {
					c++
				}
				t[x]++
			}
		} else {
			if t[r] > 1 {
				continue
			}
			c += max(0, t[r]+3-v[r]) - max(0, t[r]-v[r])
			t[r] += 3
		}
		best[m+1] = min(best[m+1], c)
		hope := false
		if m+1 < maxJ {
			free := 0
			for x := kinds[i]; x < n; x++ {
				free += max(0, v[x]-t[x])
			}
			for j := m + 2; j <= maxJ; j++ {
				if c+max(0, 3*(j-m-1)-free) < best[j] {
					hope = true
				}
			}
		}
		if hope {
			placed[m] = i
			m++
			costs[m] = c
			next[m] = i
			continue
		}
		if chow[i] {
			t[r]--
			t[r+1]--
			t[r+2]--
		} else {
			t[r] -= 3
		}
	}
}

var (
	refMu   sync.Mutex
	refMemo = map[uint64]refGroupDist{}
)

// refGroup returns the distances of one group's counts (9 ranks of a
// suit, or 7 honours; the three-player tests also ask for 2 and 6
// honour-like kinds), memoised.
func refGroup(v []int, suit bool) refGroupDist {
	var key uint64
	for _, x := range v {
		key = key*5 + uint64(x)
	}
	if suit {
		key |= 1 << 62
	}
	key |= uint64(len(v)) << 56 // groups of other sizes (the three-player set's) are other groups
	refMu.Lock()
	d, ok := refMemo[key]
	refMu.Unlock()
	if ok {
		return d
	}
	d = refGroupSearch(v, suit)
	refMu.Lock()
	refMemo[key] = d
	refMu.Unlock()
	return d
}

// refGroupSearch computes the distances of one group by refSearch.
func refGroupSearch(v []int, suit bool) (d refGroupDist) {
	var a [NumKinds]int
	copy(a[:], v)
	var mask uint64
	if suit {
		mask = 0x7f // chows start at ranks 1-7
	}
	var best [5]int
	for j := range 5 {
		best[j] = 3 * j
	}
	best = refSearch(a, len(v), mask, -1, best, 4)
	for j := range 5 {
		d[j][0] = best[j]
		best[j] += 2 // a pair costs at most 2 more
	}
	for r := range v {
		best = refSearch(a, len(v), mask, r, best, 4)
	}
	for j := range 5 {
		d[j][1] = best[j]
	}
	return d
}

// refStandardDist is the least |T \ c| over standard targets of k melds
// and a pair: every way to share the melds and the pair among the groups.
// (It works on a copy of the counts, which keeps it fast under the race
// detector.)
func refStandardDist(cp *Counts, k int) int {
	c := *cp
	var g [4]refGroupDist
	for s := range 4 {
		n, suit := 9, true
		if s == 3 {
			n, suit = 7, false
		}
		var v [9]int
		for r := range n {
			v[r] = int(c[9*s+r])
		}
		g[s] = refGroup(v[:n], suit)
	}
	return refSplit(&g, k)
}

// refSplit is the least distance of k melds and a pair shared among four
// groups of the given distances.
func refSplit(g *[4]refGroupDist, k int) int {
	best := 1 << 30
	for j0 := 0; j0 <= k; j0++ {
		for j1 := 0; j0+j1 <= k; j1++ {
			for j2 := 0; j0+j1+j2 <= k; j2++ {
				j3 := k - j0 - j1 - j2
				// Every group without the pair, then the cheapest group to
				// hold it.
				sum := g[0][j0][0] + g[1][j1][0] + g[2][j2][0] + g[3][j3][0]
				pair := min(g[0][j0][1]-g[0][j0][0], g[1][j1][1]-g[1][j1][0],
					g[2][j2][1]-g[2][j2][0], g[3][j3][1]-g[3][j3][0])
				best = min(best, sum+pair)
			}
		}
	}
	return best
}

// refShanten is the standard-form shanten: jokers are wildcards that fill
// missing places of the target.
func refShanten(c *Counts, jokers, melds int) int {
	return refStandardDist(c, 4-melds) - jokers - 1
}

// refSevenPairs and refOrphans are the usual formulas.
func refSevenPairs(cp *Counts) int {
	c := *cp
	pairs, kinds := 0, 0
	for _, n := range c {
		if n >= 2 {
			pairs++
		}
		if n >= 1 {
			kinds++
		}
	}
	return 6 - pairs + max(0, 7-kinds)
}

func refOrphans(cp *Counts) int {
	c := *cp
	kinds, pair := 0, 0
	for _, t := range [13]Tile{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33} {
		if c[t] >= 1 {
			kinds++
		}
		if c[t] >= 2 {
			pair = 1
		}
	}
	return 13 - kinds - pair
}

// refForms is the shanten of each form (NoShanten where it cannot apply).
type refForms [3]int // standard, thirteen orphans, seven pairs

func refByForm(c *Counts, jokers, melds int) refForms {
	r := refForms{refShanten(c, jokers, melds), NoShanten, NoShanten}
	if melds == 0 {
		r[1], r[2] = refOrphans(c), refSevenPairs(c)
	}
	return r
}

// of returns the least shanten over the forms of f.
func (r refForms) of(f Forms) int {
	best := NoShanten
	for i := range 3 {
		if f&(1<<i) != 0 {
			best = min(best, r[i])
		}
	}
	return best
}

// refAll is the shanten over the forms of f (special forms only without
// declared melds; jokers are dead in them).
func refAll(c *Counts, jokers, melds int, f Forms) int {
	return refByForm(c, jokers, melds).of(f)
}

// refComplete reports whether the hand is a complete standard hand of
// 4-melds melds and a pair, jokers standing for any tile (never a fifth
// copy), by the usual decomposition: the lowest real tile left is in a
// pair, a pung or a chow, with jokers for what is lacking (using a real
// tile where one is left is never worse: the joker could take that
// tile's place elsewhere). What is left at the end is jokers alone.
func refComplete(c *Counts, jokers, melds int) bool {
	var left refCounts
	for i := range left {
		left[i] = int8(c[i])
	}
	return refDecompose(left, refCounts{}, 4-melds, 1, jokers)
}

type refCounts [NumKinds]int8

// refDecompose reports whether the tiles left and the jokers make m melds
// and p pairs exactly, t holding the target counts so far. The arrays are
// passed by value (this keeps it fast under the race detector).
func refDecompose(left, t refCounts, m, p, j int) bool {
	x := 0
	for x < NumKinds && left[x] == 0 {
		x++
	}
	if x == NumKinds {
		return j == 3*m+2*p
	}
	// take places a group of the given kinds (one entry per tile).
	take := func(kinds [3]int, n int, m2, p2 int) bool {
		if m2 > m || p2 > p {
			return false
		}
		l, tt, jk := left, t, 0
		for _, y := range kinds[:n] {
			tt[y]++
			if tt[y] > 4 {
				return false
			}
			if l[y] > 0 {
				l[y]--
			} else {
				jk++
			}
		}
		return jk <= j && refDecompose(l, tt, m-m2, p-p2, j-jk)
	}
	if take([3]int{x, x}, 2, 0, 1) || take([3]int{x, x, x}, 3, 1, 0) {
		return true
	}
	// A chow holding x: x is its lowest real tile, the places below it
	// (if any) are jokers.
	for low := x - 2; low <= x; low++ {
		if x < 27 && low >= x/9*9 && low%9 <= 6 && take([3]int{low, low + 1, low + 2}, 3, 1, 0) {
			return true
		}
	}
	return false
}

// refWaitsByForms returns, for each set of forms, the kinds whose draw
// makes the hand complete.
func refWaitsByForms(c *Counts, jokers, melds int) (w [allForms + 1]KindSet) {
	for t := range Tile(NumKinds) {
		if c[t] >= 4 {
			continue
		}
		c[t]++
		var r refForms
		if refComplete(c, jokers, melds) {
			r[0] = -1
		}
		if melds == 0 {
			r[1], r[2] = refOrphans(c), refSevenPairs(c)
		} else {
			r[1], r[2] = NoShanten, NoShanten
		}
		c[t]--
		for f := Forms(1); f <= allForms; f++ {
			if r.of(f) == -1 {
				w[f] |= 1 << t
			}
		}
	}
	return w
}

// refWaits are the kinds whose draw makes the hand complete.
func refWaits(c *Counts, jokers, melds int, f Forms) KindSet {
	return refWaitsByForms(c, jokers, melds)[f]
}

// refWhole is the standard distance searched over all 34 kinds at once
// (no split by group), jokers as wildcards, looking only below bound.
func refWhole(c *Counts, jokers, melds, bound int) int {
	var v [NumKinds]int
	var mask uint64
	for i := range v {
		v[i] = int(c[i])
		if i < 27 && i%9 <= 6 {
			mask |= 1 << i
		}
	}
	k := 4 - melds
	// Only k melds count: fewer melds bound nothing.
	var best [5]int
	for j := range k {
		best[j] = -1
	}
	best[k] = bound + jokers
	for r := range NumKinds {
		best = refSearch(v, NumKinds, mask, r, best, k)
	}
	return best[k] - jokers
}

// refJokerSubst is the standard shanten with each joker replaced by a
// real tile, the best replacement (no fifth copy).
func refJokerSubst(c *Counts, jokers, melds int) int {
	if jokers == 0 {
		return refShanten(c, 0, melds)
	}
	var rec func(from Tile, left int) int
	rec = func(from Tile, left int) int {
		if left == 0 {
			return refShanten(c, 0, melds)
		}
		best := NoShanten
		for t := from; t < NumKinds; t++ {
			if c[t] >= 4 {
				continue
			}
			c[t]++
			best = min(best, rec(t, left-1))
			c[t]--
		}
		return best
	}
	return rec(0, jokers)
}

// randomHand draws n tiles of the 136 playing tiles.
func randomHand(r *rand.Rand, n int) Counts {
	var wall [136]Tile
	for i := range wall {
		wall[i] = Tile(i / 4)
	}
	var c Counts
	for i := range n {
		j := i + r.IntN(len(wall)-i)
		wall[i], wall[j] = wall[j], wall[i]
		c[wall[i]]++
	}
	return c
}

// readyHands builds n ready 13-tile hands: a random complete hand (a pair
// and four melds drawn from what the 136 tiles have left) less one tile.
func readyHands(r *rand.Rand, n int) []Counts {
	out := make([]Counts, 0, n)
	for len(out) < n {
		var c Counts
		ok := true
		// The pair.
		p := Tile(r.IntN(NumKinds))
		c[p] += 2
		for range 4 {
			placed := false
			for range 20 {
				x := Tile(r.IntN(NumKinds))
				if r.IntN(2) == 0 && x < 27 && x%9 <= 6 {
					if c[x] < 4 && c[x+1] < 4 && c[x+2] < 4 {
						c[x]++
						c[x+1]++
						c[x+2]++
						placed = true
						break
					}
				} else if c[x] <= 1 {
					c[x] += 3
					placed = true
					break
				}
			}
			ok = ok && placed
		}
		if !ok {
			continue
		}
		// Take one tile out.
		tiles := c.Tiles()
		c[tiles[r.IntN(len(tiles))]]--
		out = append(out, c)
	}
	return out
}
