package rules

// winHow is how a winning tile reached the winner.
type winHow uint8

const (
	winSelf    winHow = iota // drawn from the wall (a replacement included)
	winDiscard               // claimed from a discard
	winRob                   // robbed from an added kong
)

// claimOptions fills seat s's options (handState.options) with what it
// may claim of the pending tile: a win (if the scorer accepts it), then
// kongs, pungs and chows (claim window only). It also records the score
// of the win or why it is refused.
func (g *Game) claimOptions(s Seat, phase Phase) {
	h := &g.h
	t, from := h.pend, h.pendFrom
	p := &h.p[s]
	how := winDiscard
	if phase == PhaseRobKong {
		how = winRob
	}
	opts := h.opts[s][:0]
	r := g.winCheck(s, t, how, from, &h.winScore[s])
	if r == ReasonNone {
		opts = append(opts, Action{Seat: s, Kind: ActWin, Tile: NoTile})
	}
	h.refused[s] = r
	if phase == PhaseClaim && h.wall.left() > 0 && t.IsPlaying() {
		real, jokers := int(p.conc[t]), int(p.conc[Joker])
		locked := g.v.Declaration == DeclareCalling && p.declared
		if real+jokers >= 2 { // else no kong nor pung
			// Kongs: three from the hand, jokers standing in for some.
			for j := 0; j <= min(3, jokers); j++ {
				if real >= 3-j {
					opts = append(opts, Action{Seat: s, Kind: ActKong, Tile: t, JokerMask: lowBits(uint8(j))})
				}
			}
			if !locked {
				for j := 0; j <= min(2, jokers); j++ {
					if real >= 2-j {
						opts = append(opts, Action{Seat: s, Kind: ActPung, Tile: t, JokerMask: lowBits(uint8(j))})
					}
				}
			}
		}
		if !locked && s == g.after(from, 1) && t.IsSuited() {
			opts = g.chowOptions(opts, s, t)
		}
	}
	h.nopts[s] = uint8(len(opts))
}

// chowOptions adds the chows seat s can make with t: each chow holding t,
// lowest first, its other two places from the hand, at most one of them
// a joker (a chow of one real tile and two jokers would read as a pung):
// both real, then a joker in the first other place, then in the second.
func (g *Game) chowOptions(opts []Action, s Seat, t Tile) []Action {
	p := &g.h.p[s]
	jokers := p.conc[Joker] > 0
	r := t % 9
	// base: the chow's lowest tile; a, b: its other places (positions).
	try := func(base Tile, a, b uint8) {
		ha, hb := p.conc[base+Tile(a)] > 0, p.conc[base+Tile(b)] > 0
		if ha && hb {
			opts = append(opts, Action{Seat: s, Kind: ActChow, Tile: base})
		}
		if jokers && hb {
			opts = append(opts, Action{Seat: s, Kind: ActChow, Tile: base, JokerMask: 1 << a})
		}
		if jokers && ha {
			opts = append(opts, Action{Seat: s, Kind: ActChow, Tile: base, JokerMask: 1 << b})
		}
	}
	if r >= 2 {
		try(t-2, 0, 1)
	}
	if r >= 1 && r <= 7 {
		try(t-1, 0, 2)
	}
	if r <= 6 {
		try(t, 1, 2)
	}
	return opts
}

// rankWinners picks the winner among seats (listed in turn order after the
// seat that offered the tile) claiming t to win: the first, or in pow2
// the one whose hand t completes best, pung > chow > pair, then the first.
func (g *Game) rankWinners(seats []Seat, t Tile) Seat {
	if g.v.WinRanking != RankByCompletion || len(seats) == 1 {
		return seats[0]
	}
	best, bestRank := seats[0], -1
	for _, s := range seats {
		r := completionRank(Decompose(g.winHand(s, t, winDiscard), g.v.Forms))
		if r > bestRank {
			best, bestRank = s, r
		}
	}
	return best
}

// completionRank is the best of what the winning tile completes over the
// decompositions: 3 a pung, 2 a chow, 1 a pair (or a special hand).
func completionRank(ds []Decomposition) int {
	best := 0
	for _, d := range ds {
		r := 1
		if d.Winning >= 0 {
			switch d.Groups[d.Winning].Kind {
			case Pung, Kong:
				r = 3
			case Chow:
				r = 2
			}
		}
		best = max(best, r)
	}
	return best
}

// winCheck decides whether seat s wins with t (how: self-drawn, on the
// discard of from, or robbing from's kong); a legal win's score goes to
// out (nil: not wanted).
func (g *Game) winCheck(s Seat, t Tile, how winHow, from Seat, out *Score) ScoreReason {
	h := &g.h
	p := &h.p[s]
	var complete bool
	switch {
	case how == winSelf:
		complete = g.selfComplete(s)
	case t.IsPlaying():
		complete = g.waitsOf(s, NoTile).Has(t)
	default: // a joker offered: complete with it added
		p.conc[t]++
		complete = Shanten(p.counts(), int(p.conc[Joker]), len(p.melds), g.v.Forms) == -1
		p.conc[t]--
	}
	if !complete {
		return ReasonNotComplete
	}
	if how == winDiscard && !g.v.DiscardWinOpen(h.wall.left()) {
		return ReasonLastDiscard
	}
	// The ready rule is the table's: only the engine knows whether the
	// seat's own discard left its hand ready undeclared. The scorer sees
	// the answer in WinContext.Declared.
	if g.barred(p) {
		return ReasonUndeclared
	}
	ctx := g.winContext(s, from, how)
	if g.v.Declaration == DeclareReady {
		// The table's ready rule is met (above): a seat that never had
		// the chance to declare counts as declared for the scorer's.
		ctx.Declared = true
	}
	sc := g.scorer.Score(g.winHand(s, t, how), ctx)
	if !sc.Winning {
		if sc.Reason == ReasonNone {
			return ReasonNotComplete
		}
		return sc.Reason
	}
	if out != nil {
		*out = sc
	}
	return ReasonNone
}

// selfComplete reports whether the turn seat's 14 tiles are complete,
// through the waits of the hand before the drawn tile when possible.
func (g *Game) selfComplete(s Seat) bool {
	h := &g.h
	p := &h.p[s]
	if t := h.drawn; t.IsPlaying() && p.conc[t] > 0 {
		return g.waitsOf(s, t).Has(t)
	}
	return Shanten(p.counts(), int(p.conc[Joker]), len(p.melds), g.v.Forms) == -1
}

// waitsOf returns the kinds that complete seat s's concealed hand, less
// the tile without when it is not NoTile: cached by hand version (see
// player).
func (g *Game) waitsOf(s Seat, without Tile) KindSet {
	p := &g.h.p[s]
	if p.wvalid && p.wver == p.ver && p.wwithout == without && p.wmelds == len(p.melds) {
		return p.waits
	}
	key := p.conc
	c := (*Counts)(key[:NumKinds])
	jokers := int(key[Joker])
	var shanten int
	switch {
	case without == NoTile && jokers == 0 && isolatedCount(KindSet(p.held), KindSet(p.multi)) >= 2:
		// Not ready in the standard form (see isolatedCount): only the
		// special forms can be.
		shanten = shantenOf(c, nil, 0, len(p.melds), g.v.Forms&^FormStandard)
	case without == NoTile:
		shanten = shantenOf(c, p.groups.classes(p.counts()), jokers, len(p.melds), g.v.Forms)
	default:
		key[without]--
		jokers = int(key[Joker])
		shanten = Shanten(c, jokers, len(p.melds), g.v.Forms)
	}
	var w KindSet
	if shanten == 0 {
		w = Waits(c, jokers, len(p.melds), g.v.Forms)
	}
	p.wvalid, p.wver, p.wwithout, p.wmelds, p.waits = true, p.ver, without, len(p.melds), w
	return w
}

// readyAfterDiscard reports whether seat s's hand is one tile from
// winning once t is discarded.
func (g *Game) readyAfterDiscard(s Seat, t Tile) bool {
	g.readyDiscards(s)
	return g.h.p[s].readyAfter(t)
}

// readyDiscards fills seat s's ready cache (see player): the discards
// that leave its hand one tile from winning.
func (g *Game) readyDiscards(s Seat) {
	p := &g.h.p[s]
	if p.rvalid && p.rver == p.ver && p.rmelds == len(p.melds) {
		return
	}
	forms, jokers := g.v.Forms, int(p.conc[Joker])
	var cl *[4]class
	if jokers == 0 && isolatedCount(KindSet(p.held), KindSet(p.multi)) >= 3 {
		// No discard leaves the standard form ready (see isolatedCount).
		forms &^= FormStandard
	} else {
		cl = p.groups.classes(p.counts())
	}
	p.ready, p.readyJoker = readyDiscardsOf(p.counts(), cl, jokers, len(p.melds), forms)
	p.rvalid, p.rver, p.rmelds = true, p.ver, len(p.melds)
}

// winHand is the winner's hand as the scorer reads it: the concealed tiles
// without the winning tile, the declared melds, the bonus tiles (the
// flowers and seasons: the Norths set aside are WinContext.Norths) and
// the winning tile.
func (g *Game) winHand(s Seat, t Tile, how winHow) Hand {
	p := &g.h.p[s]
	conc := p.concealedTiles()
	if how == winSelf {
		for i, x := range conc {
			if x == t {
				conc = append(conc[:i], conc[i+1:]...)
				break
			}
		}
	}
	var bonus []Tile
	for _, b := range p.bonus {
		if b != North { // a North set aside is counted in WinContext.Norths
			bonus = append(bonus, b)
		}
	}
	sortTiles(bonus)
	return Hand{Concealed: conc, Melds: p.meldList(), Bonus: bonus, Winning: t}
}

// winContext fills in how seat s wins.
func (g *Game) winContext(s, from Seat, how winHow) WinContext {
	h := &g.h
	ctx := WinContext{SeatWind: g.Wind(s), PrevailingWind: g.Prevailing(), Declared: h.p[s].declared}
	if g.seats == 3 {
		ctx.Players = 3 // four is written 0
	}
	for _, b := range h.p[s].bonus {
		if b == North {
			ctx.Norths++
		}
	}
	switch how {
	case winSelf:
		ctx.SelfDrawn = true
		ctx.Discarder = g.Wind(s)
		ctx.LastTile = h.wall.left() == 0
		ctx.Replacement = min(h.chain, 2)
		ctx.Heavenly = h.firstTurn && s == g.dealer
	case winDiscard:
		ctx.Discarder = g.Wind(from)
		ctx.LastTile = h.wall.left() == 0
		ctx.Earthly = h.discards == 1 && from == g.dealer
	case winRob:
		ctx.Discarder = g.Wind(from)
		ctx.RobbingKong = true
	}
	return ctx
}
