package rules

import (
	"math/bits"
	"slices"
)

// event adds an event of kind k about seat s to the events of the action
// being played and returns it for the caller to fill in; it returns nil
// when the events are not built (Play, NewGame: evs is nil). The pointer
// is good until the next event is added.
func event(evs *[]Event, k EventKind, s Seat) *Event {
	if evs == nil {
		return nil
	}
	*evs = append(*evs, Event{})
	e := &(*evs)[len(*evs)-1]
	e.Kind, e.Seat, e.From, e.Tile, e.Dealer, e.Break.Wall = k, s, NoSeat, NoTile, NoSeat, NoSeat
	return e
}

// after returns the seat that plays i turns after s (0 <= i < seats).
func (g *Game) after(s Seat, i int) Seat {
	s += Seat(i)
	if s >= g.seats {
		s -= g.seats
	}
	return s
}

// private reports whether a seat's tiles are hidden from the others.
func (g *Game) private() bool { return !g.v.OpenHands }

// startHand shuffles, rolls, deals and sets aside the bonus tiles, leaving
// the dealer to play; the opening's events are added to evs (nil: not
// built). Its error is only for a fixed wall the set cannot make
// (NewGame).
func (g *Game) startHand(evs *[]Event) error {
	var fixed *FixedWall
	if g.hands == 0 {
		fixed = g.fixedWall
	}
	st := new(handStore)
	w, dice, brk, err := newWall(g.v, newRNG(g.seed, uint64(g.hands)+1), g.dealer, fixed, st)
	if err != nil {
		return err
	}
	g.hands++
	g.h = handState{phase: PhaseTurn, wall: w, dice: dice, brk: brk, turn: g.dealer, drawn: NoTile,
		pend: NoTile, pendFrom: NoSeat, robMeld: -1}
	h := &g.h
	for i := range h.p {
		p := &h.p[i]
		p.discards, p.melds, p.bonus = st.discards[i][:0], st.melds[i][:0], st.bonus[i][:0]
		p.groups.three = g.v.Forms&FormThreePlayer != 0
	}
	if e := event(evs, EvHandStarted, NoSeat); e != nil {
		e.Hand, e.Dealer, e.Prevailing, e.Dice, e.Break = g.hands-1, g.dealer, g.Prevailing(), slices.Clone(dice), brk
	}

	// The deal: blocks to each seat from the dealer, then one each, then
	// one more to the dealer.
	n := int(g.seats)
	seatAt := func(i int) Seat { return g.after(g.dealer, i) }
	give := func(s Seat, n int) {
		for range n {
			t, _ := h.wall.drawLive()
			h.p[s].add(t)
			if s == g.dealer {
				h.drawn = t
			}
		}
	}
	for range g.v.DealBlockRounds {
		for i := range n {
			give(seatAt(i), g.v.DealBlock)
		}
	}
	for i := range n {
		give(seatAt(i), 1)
	}
	give(g.dealer, 1)
	for i := range n {
		s := seatAt(i)
		if e := event(evs, EvDealt, s); e != nil {
			e.Tiles, e.Count, e.Private = h.p[s].concealedTiles(), h.p[s].n, g.private()
		}
	}
	// Bonus tiles (the three-player Norths among them): in rounds, each
	// seat in turn order from the dealer sets aside all its bonus tiles,
	// in tile order, and draws as many replacements from the wall end;
	// again while a replacement was a bonus tile.
	if g.bonusKinds != 0 {
		for more := true; more; {
			more = false
			for i := range n {
				s := seatAt(i)
				p := &h.p[s]
				found := 0
				for held := p.held & g.bonusKinds; held != 0; held &= held - 1 {
					b := Tile(bits.TrailingZeros64(held))
					for p.conc[b] > 0 {
						p.remove(b)
						p.bonus = append(p.bonus, b)
						found++
						if e := event(evs, EvBonus, s); e != nil {
							e.Tile = b
						}
					}
				}
				for range found {
					t, ok := h.wall.drawReplacement()
					if !ok {
						g.drawnHand(evs)
						return nil
					}
					p.add(t)
					if s == g.dealer {
						h.drawn = t
					}
					if e := event(evs, EvDraw, s); e != nil {
						e.Tile, e.Private, e.Replacement = t, g.private(), true
					}
					if g.bonusKinds>>t&1 != 0 {
						more = true
					}
				}
			}
		}
	}
	h.firstTurn = true
	return nil
}

// take draws a tile for s from the live end (or the replacement end),
// setting aside bonus tiles and drawing their replacements, and makes it
// s's turn. It returns false when the wall ran out: the hand is drawn.
func (g *Game) take(s Seat, replacement bool, evs *[]Event) bool {
	h := &g.h
	p := &h.p[s]
	for {
		var t Tile
		var ok bool
		if replacement {
			t, ok = h.wall.drawReplacement()
		} else {
			t, ok = h.wall.drawLive()
		}
		if !ok {
			g.drawnHand(evs)
			return false
		}
		if e := event(evs, EvDraw, s); e != nil {
			e.Tile, e.Private, e.Replacement = t, g.private(), replacement
		}
		if g.bonusKinds>>t&1 == 0 {
			p.add(t)
			h.drawn = t
			break
		}
		p.bonus = append(p.bonus, t)
		if e := event(evs, EvBonus, s); e != nil {
			e.Tile = t
		}
		replacement = true
	}
	h.phase = PhaseTurn
	h.turn = s
	h.afterClaim = false
	g.clearWindow()
	return true
}

func (g *Game) clearWindow() {
	h := &g.h
	if h.pend == NoTile && h.pendFrom == NoSeat && h.robMeld == -1 {
		return // already clear
	}
	h.pend, h.pendFrom, h.robMeld = NoTile, NoSeat, -1
	for i := range NumSeats {
		// A seat's win score is set only with its win option, listed
		// first.
		if h.nopts[i] > 0 && h.opts[i][0].Kind == ActWin {
			h.winScore[i] = Score{}
		}
	}
	h.nopts, h.answered, h.answer, h.refused = [NumSeats]uint8{}, [NumSeats]bool{}, [NumSeats]Action{}, [NumSeats]ScoreReason{}
}

// discard plays a discard, with its declaration, and opens the claim
// window.
func (g *Game) discard(a Action, evs *[]Event) {
	h := &g.h
	s := a.Seat
	p := &h.p[s]
	p.remove(a.Tile)
	p.discards = append(p.discards, Discard{Tile: a.Tile, Declared: a.Declare})
	h.discards++
	h.chain = 0
	h.firstTurn = false
	h.drawn = NoTile
	h.afterClaim = false
	if e := event(evs, EvDiscard, s); e != nil {
		e.Tile = a.Tile
	}
	if a.Declare {
		p.declared = true
		if e := event(evs, EvDeclare, s); e != nil {
			e.Declaration = g.v.Declaration
		}
	}
	if g.v.ReadyRequired && g.v.Declaration == DeclareReady && !p.declared {
		p.missed = g.waitsOf(s, NoTile) != 0
	} else {
		p.missed = false
	}
	g.openWindow(PhaseClaim, a.Tile, s, evs)
}

// openWindow asks each other seat what it can claim of tile t offered by
// from; when nobody can, play goes on at once.
func (g *Game) openWindow(phase Phase, t Tile, from Seat, evs *[]Event) {
	h := &g.h
	g.clearWindow()
	h.phase = phase
	h.pend, h.pendFrom = t, from
	asked := false
	for s, n := from, g.seats; ; {
		if s++; s == n {
			s = 0
		}
		if s == from {
			break
		}
		g.claimOptions(s, phase)
		if h.nopts[s] > 0 {
			asked = true
		}
	}
	if !asked {
		g.resolveWindow(evs)
	}
}

// answerWindow records a claim or a pass, and resolves the window once
// every asked seat has answered.
func (g *Game) answerWindow(a Action, evs *[]Event) {
	h := &g.h
	h.answered[a.Seat] = true
	h.answer[a.Seat] = a
	for s := range Seat(NumSeats) {
		if h.nopts[s] > 0 && !h.answered[s] {
			return
		}
	}
	g.resolveWindow(evs)
}

// resolveWindow applies the winning answer of a claim or robbing window,
// or goes on when everyone passed.
func (g *Game) resolveWindow(evs *[]Event) {
	h := &g.h
	from, t := h.pendFrom, h.pend
	// Answers in turn order after the one who offered the tile.
	var winners []Seat
	claim := Action{}
	for s, n := from, g.seats; ; {
		if s++; s == n {
			s = 0
		}
		if s == from {
			break
		}
		if !h.answered[s] {
			continue
		}
		switch a := h.answer[s]; a.Kind {
		case ActWin:
			winners = append(winners, s)
		case ActPung, ActKong:
			if claim.Kind == 0 || claim.Kind == ActChow {
				claim = a
			}
		case ActChow:
			if claim.Kind == 0 {
				claim = a
			}
		}
	}
	if len(winners) > 0 {
		w := g.rankWinners(winners, t)
		sc := h.winScore[w]
		if h.phase == PhaseRobKong {
			// The kong falls back to a pung; its fourth tile goes to the robber.
			p := &h.p[from]
			p.melds[h.robMeld].Meld.Kind = Pung
			p.melds[h.robMeld].Kong = 0
			if e := event(evs, EvRobbed, w); e != nil {
				e.From, e.Tile = from, t
			}
			g.endWin(w, from, t, winRob, sc, evs)
		} else {
			g.markClaimed(from)
			g.endWin(w, from, t, winDiscard, sc, evs)
		}
		return
	}
	if h.phase == PhaseRobKong {
		// Nobody robbed: the kong stands and its owner draws a replacement.
		h.chain++
		g.take(from, true, evs)
		return
	}
	if claim.Kind == 0 {
		g.take(g.after(from, 1), false, evs)
		return
	}
	// A chow, pung or kong.
	s := claim.Seat
	p := &h.p[s]
	m := claim.Meld()
	// The meld's tiles but the claimed one leave the hand: each place holds
	// a joker (JokerMask) or the tile it stands for.
	claimed := false
	for i := range m.Size() {
		x := m.Tile
		switch {
		case m.JokerMask&(1<<i) != 0:
			x = Joker
		case m.Kind == Chow:
			x += Tile(i)
		}
		if x == t && !claimed {
			claimed = true
			continue
		}
		p.remove(x)
	}
	em := ExposedMeld{Meld: m, From: from}
	if m.Kind == Kong {
		em.Kong = KongClaimed
	}
	p.melds = append(p.melds, em)
	g.markClaimed(from)
	if e := event(evs, EvClaim, s); e != nil {
		e.From, e.Meld, e.Tile = from, m, t
	}
	if m.Kind == Kong {
		h.chain = 1
		g.take(s, true, evs)
		return
	}
	h.phase = PhaseTurn
	h.turn = s
	h.drawn = NoTile
	h.afterClaim = true
	h.chain = 0
	g.clearWindow()
}

// markClaimed marks the last discard of from as taken.
func (g *Game) markClaimed(from Seat) {
	d := g.h.p[from].discards
	d[len(d)-1].Claimed = true
}

// concealedKong declares four tiles of the hand and draws a replacement.
func (g *Game) concealedKong(a Action, evs *[]Event) {
	h := &g.h
	p := &h.p[a.Seat]
	for range 4 {
		p.remove(a.Tile)
	}
	m := Meld{Kind: Kong, Tile: a.Tile}
	p.melds = append(p.melds, ExposedMeld{Meld: m, From: NoSeat, Kong: KongConcealed})
	if e := event(evs, EvKong, a.Seat); e != nil {
		e.Meld, e.Kong, e.Tile = m, KongConcealed, a.Tile
	}
	h.firstTurn = false
	h.chain++
	g.take(a.Seat, true, evs)
}

// addedKong promotes an exposed pung and opens the robbing window.
func (g *Game) addedKong(a Action, evs *[]Event) {
	h := &g.h
	p := &h.p[a.Seat]
	i := pungIndex(p, a.Tile)
	p.remove(a.Tile)
	p.melds[i].Meld.Kind = Kong
	p.melds[i].Kong = KongAdded
	if e := event(evs, EvKong, a.Seat); e != nil {
		e.Meld, e.Kong, e.Tile = p.melds[i].Meld, KongAdded, a.Tile
	}
	h.firstTurn = false
	h.drawn = NoTile
	g.openWindow(PhaseRobKong, a.Tile, a.Seat, evs)
	if h.phase == PhaseRobKong {
		h.robMeld = i
	}
}

// winSelfDrawn ends the hand on a self-drawn win.
func (g *Game) winSelfDrawn(s Seat, evs *[]Event) {
	var sc Score
	g.winCheck(s, g.h.drawn, winSelf, NoSeat, &sc)
	g.endWin(s, NoSeat, g.h.drawn, winSelf, sc, evs)
}

// endWin records a win: the winning tile joins the winner's hand, the
// payments are made, and the hand ends.
func (g *Game) endWin(w, from Seat, t Tile, how winHow, sc Score, evs *[]Event) {
	h := &g.h
	p := &h.p[w]
	ctx := g.winContext(w, from, how)
	hd := g.winHand(w, t, how)
	if how != winSelf {
		p.add(t)
	}
	r := &HandResult{Winner: w, From: from, Tile: t, Context: ctx, Score: cloneScore(sc), Hand: hd}
	for s := range g.seats {
		r.Payments[s] = sc.Payments[g.Wind(s)]
		g.scores[s] += r.Payments[s]
	}
	h.result = r
	if e := event(evs, EvWin, w); e != nil {
		e.From, e.Tile, e.Result, e.Scores = from, t, r.clone(), g.scores
	}
	g.finishHand(w, evs)
}

// drawnHand ends the hand without a winner.
func (g *Game) drawnHand(evs *[]Event) {
	h := &g.h
	h.result = &HandResult{Drawn: true, Winner: NoSeat, From: NoSeat, Tile: NoTile, Hand: Hand{Winning: NoTile}}
	if e := event(evs, EvDrawnHand, NoSeat); e != nil {
		e.Result, e.Scores = h.result.clone(), g.scores
	}
	g.finishHand(NoSeat, evs)
}

// finishHand passes the deal as the variant says and ends the hand or the
// game.
func (g *Game) finishHand(winner Seat, evs *[]Event) {
	h := &g.h
	g.clearWindow()
	h.drawn = NoTile
	g.nextPasses = g.passes
	switch {
	case winner == NoSeat:
		if !g.v.DealerStaysOnDraw {
			g.nextPasses++
		}
	case winner == g.dealer:
		if !g.v.DealerStaysOnWin {
			g.nextPasses++
		}
	default:
		g.nextPasses++
	}
	h.phase = PhaseHandOver
	if g.gameEnds() {
		h.phase = PhaseGameOver
		if e := event(evs, EvGameOver, NoSeat); e != nil {
			e.Scores = g.scores
		}
	}
}

// gameEnds reports whether the hand just over is the game's last
// (Variant.Length): its last round has ended (the deal has gone round
// the table Rounds times), or MaxHands hands have been played, drawn
// hands counting.
func (g *Game) gameEnds() bool {
	rounds := g.v.Rounds > 0 && g.nextPasses >= int(g.seats)*g.v.Rounds
	hands := g.v.MaxHands > 0 && g.hands >= g.v.MaxHands
	return rounds || hands
}
