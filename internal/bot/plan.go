package bot

import (
	"math"

	"github.com/mahjong-tui/mahjong/rules"
)

// planKind is a target a hand may be built toward.
type planKind uint8

// The plans: any complete hand; a half flush (one suit and honours); a
// full flush (one suit); all pungs.
const (
	planFree planKind = iota
	planHalf
	planFull
	planPungs
)

// plan is a target: its kind, the suit of a flush, and the kinds it keeps.
type plan struct {
	kind planKind
	suit int
	mask rules.KindSet
}

const (
	honourMask rules.KindSet = 0x7f << 27
	allMask    rules.KindSet = 1<<rules.NumKinds - 1
)

func suitMask(s int) rules.KindSet { return 0x1ff << (9 * s) }

// shape is a hand as the evaluator sees it: the concealed tiles and a
// summary of the declared melds.
type shape struct {
	c      rules.Counts
	jokers int
	melds  int
	open   bool
	// declGroups has a bit per group (0-2 suits, 3 honours) holding a
	// declared meld; declChow is set when a declared meld is a chow.
	declGroups uint8
	declChow   bool
	declValue  int // value weight of the declared honour pungs and kongs
	declPoints int // classic points of the declared melds
	declPungs  int // declared pungs and kongs
	bonus      int // bonus tiles set aside
	ownBonus   int // own flower and season
}

// restrict returns the hand's tiles that plan p keeps.
func restrict(c *rules.Counts, mask rules.KindSet) rules.Counts {
	if mask == allMask {
		return *c
	}
	var r rules.Counts
	for k := range rules.Tile(rules.NumKinds) {
		if mask.Has(k) {
			r[k] = c[k]
		}
	}
	return r
}

// fits reports whether the declared melds allow plan p.
func (sh *shape) fits(p plan) bool {
	switch p.kind {
	case planHalf:
		return sh.declGroups&^(1<<p.suit|1<<3) == 0
	case planFull:
		return sh.declGroups&^(1<<p.suit) == 0
	case planPungs:
		return !sh.declChow
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

// winTable is the chance that a hand goes on to win, by its shanten
// after the discard (0 = ready) and the bot's draws left (tiles left / 4),
// measured over 8,000 hands of four club bots (classic, where every
// complete hand wins), smoothed: monotone in both, the thin cells
// extrapolated (internal/bot/calib_test.go measures it again). It
// counts the other players' chances to win first.
var winTable = [7][25]float64{
	{0.0720, 0.1910, 0.2290, 0.2800, 0.3030, 0.3200, 0.3410, 0.3550, 0.3640, 0.3780, 0.3950, 0.4020, 0.4160, 0.4410, 0.4720, 0.4960, 0.5310, 0.5630, 0.5910, 0.6150, 0.6220, 0.6220, 0.6220, 0.6220, 0.6220},
	{0.0456, 0.0570, 0.0712, 0.0890, 0.1120, 0.1290, 0.1400, 0.1510, 0.1580, 0.1610, 0.1780, 0.2010, 0.2200, 0.2390, 0.2630, 0.3000, 0.3340, 0.3730, 0.4150, 0.4500, 0.4960, 0.5270, 0.5287, 0.5287, 0.5287},
	{0.0049, 0.0061, 0.0077, 0.0096, 0.0120, 0.0170, 0.0250, 0.0320, 0.0470, 0.0520, 0.0580, 0.0720, 0.0830, 0.0960, 0.1120, 0.1350, 0.1660, 0.1980, 0.2320, 0.2740, 0.3220, 0.3600, 0.4140, 0.4140, 0.4140},
	{0.0019, 0.0024, 0.0029, 0.0037, 0.0046, 0.0058, 0.0072, 0.0080, 0.0090, 0.0100, 0.0110, 0.0140, 0.0180, 0.0230, 0.0360, 0.0450, 0.0620, 0.0890, 0.1310, 0.1650, 0.2010, 0.2460, 0.2720, 0.2720, 0.2720},
	{0.0007, 0.0009, 0.0011, 0.0013, 0.0017, 0.0021, 0.0026, 0.0033, 0.0041, 0.0051, 0.0064, 0.0080, 0.0095, 0.0115, 0.0160, 0.0220, 0.0350, 0.0450, 0.0680, 0.1110, 0.1420, 0.1730, 0.2010, 0.2010, 0.2010},
	{0.0006, 0.0007, 0.0009, 0.0011, 0.0014, 0.0018, 0.0022, 0.0028, 0.0035, 0.0044, 0.0054, 0.0068, 0.0080, 0.0095, 0.0120, 0.0187, 0.0256, 0.0320, 0.0400, 0.0590, 0.0900, 0.1110, 0.1180, 0.1180, 0.1180},
	{0.0005, 0.0005, 0.0006, 0.0007, 0.0009, 0.0011, 0.0014, 0.0017, 0.0021, 0.0027, 0.0034, 0.0042, 0.0052, 0.0066, 0.0076, 0.0102, 0.0128, 0.0160, 0.0200, 0.0295, 0.0450, 0.0555, 0.0590, 0.0590, 0.0590},
}

// winHalfHK and winPungsHK are winTable for an hk hand built toward a
// half flush, and toward all pungs: the distance is the shanten of the
// plan's tiles (calib_test.go, 10,000 hands of club bots, which claim
// toward those targets). They convert far better than a free hand at
// the same distance: claims are free, and the table's opponents stall
// on hands short of 3 fan.
var (
	winHalfHK = [7][25]float64{
		{0.0550, 0.1800, 0.2770, 0.3490, 0.3960, 0.4310, 0.4670, 0.4810, 0.5060, 0.5260, 0.5590, 0.6020, 0.6220, 0.6540, 0.6850, 0.6850, 0.7040, 0.7450, 0.7720, 0.7720, 0.7720, 0.7720, 0.7720, 0.7720, 0.7720},
		{0.0080, 0.0100, 0.0560, 0.0890, 0.1340, 0.1620, 0.1960, 0.2300, 0.2600, 0.2840, 0.3170, 0.3360, 0.3730, 0.4110, 0.4500, 0.4970, 0.5350, 0.5730, 0.5840, 0.6110, 0.6290, 0.6290, 0.6290, 0.6290, 0.6290},
		{0.0019, 0.0024, 0.0030, 0.0160, 0.0210, 0.0490, 0.0650, 0.0840, 0.1150, 0.1510, 0.1720, 0.2040, 0.2310, 0.2670, 0.3030, 0.3430, 0.3830, 0.4280, 0.4710, 0.5193, 0.5346, 0.5346, 0.5346, 0.5346, 0.5346},
		{0.0012, 0.0015, 0.0019, 0.0024, 0.0030, 0.0130, 0.0170, 0.0250, 0.0280, 0.0540, 0.0820, 0.1020, 0.1390, 0.1590, 0.1900, 0.2270, 0.2560, 0.2960, 0.3300, 0.3870, 0.4210, 0.4545, 0.4545, 0.4545, 0.4545},
		{0.0010, 0.0013, 0.0016, 0.0020, 0.0026, 0.0072, 0.0090, 0.0100, 0.0100, 0.0130, 0.0250, 0.0390, 0.0580, 0.0860, 0.1100, 0.1390, 0.1610, 0.1990, 0.2280, 0.2610, 0.2980, 0.3480, 0.3680, 0.3680, 0.3680},
		{0.0009, 0.0011, 0.0014, 0.0017, 0.0022, 0.0029, 0.0036, 0.0045, 0.0056, 0.0070, 0.0090, 0.0090, 0.0260, 0.0330, 0.0510, 0.0740, 0.0980, 0.1160, 0.1440, 0.1740, 0.2010, 0.2220, 0.2520, 0.2520, 0.2520},
		{0.0005, 0.0005, 0.0007, 0.0009, 0.0011, 0.0013, 0.0017, 0.0021, 0.0026, 0.0033, 0.0041, 0.0051, 0.0064, 0.0080, 0.0110, 0.0180, 0.0440, 0.0690, 0.0890, 0.1020, 0.1310, 0.1560, 0.1760, 0.1760, 0.1760},
	}
	winPungsHK = [7][25]float64{
		{0.0570, 0.1850, 0.2620, 0.3250, 0.3720, 0.4050, 0.4220, 0.4410, 0.4840, 0.4840, 0.5430, 0.5650, 0.6150, 0.6280, 0.6610, 0.7050, 0.7450, 0.8110, 0.8110, 0.8110, 0.8110, 0.8110, 0.8110, 0.8110, 0.8110},
		{0.0030, 0.0200, 0.0520, 0.0710, 0.1120, 0.1300, 0.1620, 0.1820, 0.2130, 0.2360, 0.2660, 0.2870, 0.3170, 0.3630, 0.3950, 0.4160, 0.4420, 0.4650, 0.5710, 0.5940, 0.5940, 0.5940, 0.5940, 0.5940, 0.5940},
		{0.0026, 0.0077, 0.0096, 0.0120, 0.0290, 0.0500, 0.0540, 0.0560, 0.0790, 0.1090, 0.1200, 0.1460, 0.1730, 0.2030, 0.2480, 0.2860, 0.3080, 0.3190, 0.3600, 0.4050, 0.4970, 0.5049, 0.5049, 0.5049, 0.5049},
		{0.0012, 0.0015, 0.0019, 0.0024, 0.0030, 0.0090, 0.0230, 0.0320, 0.0320, 0.0490, 0.0620, 0.0740, 0.1000, 0.1200, 0.1370, 0.1760, 0.2070, 0.2430, 0.2650, 0.2950, 0.3430, 0.3680, 0.4250, 0.4250, 0.4250},
		{0.0010, 0.0013, 0.0016, 0.0020, 0.0026, 0.0076, 0.0170, 0.0170, 0.0190, 0.0190, 0.0210, 0.0390, 0.0470, 0.0640, 0.0710, 0.0930, 0.1290, 0.1550, 0.1750, 0.1980, 0.2310, 0.2730, 0.2800, 0.2800, 0.2800},
		{0.0009, 0.0011, 0.0014, 0.0017, 0.0022, 0.0065, 0.0094, 0.0118, 0.0147, 0.0161, 0.0179, 0.0288, 0.0360, 0.0450, 0.0480, 0.0610, 0.0680, 0.0960, 0.1100, 0.1470, 0.1590, 0.1880, 0.1980, 0.1980, 0.1980},
		{0.0008, 0.0009, 0.0012, 0.0015, 0.0018, 0.0041, 0.0051, 0.0064, 0.0080, 0.0100, 0.0125, 0.0156, 0.0195, 0.0244, 0.0305, 0.0381, 0.0476, 0.0595, 0.0744, 0.0930, 0.1070, 0.1480, 0.1670, 0.1670, 0.1670},
	}
)

// typical acceptance (unseen tiles) at each shanten: measured for the
// standard hands of club play (calib_test.go), estimated for flushes
// (fewer kinds) and all pungs (pairs and pungs only).
var (
	typicalFree  = [7]float64{4.8, 13.6, 24.0, 39.9, 66.4, 80.4, 96.8}
	typicalFlush = [7]float64{4.5, 10, 17, 26, 38, 48, 55}
	typicalPungs = [7]float64{4, 7, 10, 13, 16, 19, 22}
)

// pWin returns the chance that a hand dist from ready (0 = ready) with
// rounds own draws left wins, from winTable, adjusted by its acceptance
// relative to the typical one at that shanten: the measured effect is
// about the 0.6th power of the ratio, and saturates.
func pWin(table *[7][25]float64, dist, rounds int, accept float64, typical *[7]float64) float64 {
	if dist < 0 {
		return 1
	}
	r := min(max(rounds, 0), len(table[0])-1)
	d := min(dist, len(table)-1)
	p := table[d][r]
	for range dist - d {
		p *= 0.5
	}
	ratio := min(max(accept/typical[d], 0.15), 1.6)
	return p * math.Pow(ratio, 0.6)
}

// interp returns f at a fractional x by linear interpolation of f at the
// integers around it.
func interp(x float64, f func(int) float64) float64 {
	if x < 0 {
		x = 0
	}
	lo := math.Floor(x)
	a := f(int(lo))
	if x == lo {
		return a
	}
	return a + (x-lo)*(f(int(lo)+1)-a)
}
