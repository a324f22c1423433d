package bot_test

import (
	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

// baseline is the yardstick of the bots' strength claims: a plain
// efficiency bot of the kind a hobbyist writes in an afternoon. It is not
// a level players see. It
//   - discards for the lowest shanten, then the most unseen tiles
//     accepted, an isolated honour of no value first;
//   - always wins when it can;
//   - claims value-honour pungs (dragons, its seat wind, the prevailing
//     wind), other claims only when they lower the shanten and keep the
//     minimum to win reachable;
//   - declares a kong only when it keeps the waits (the shanten, and the
//     waits of a ready hand);
//   - declares ready or calling whenever it can;
//   - never defends.
type baseline struct {
	v rules.Variant
}

func newBaseline(_ bot.Level, v rules.Variant, _ uint64) bot.Bot { return baseline{v: v} }

// hand is the seat's concealed tiles as counts, with the jokers apart.
type hand struct {
	c      rules.Counts
	jokers int
	melds  int
}

func handOf(v *rules.View) hand {
	me := &v.Players[v.Seat]
	var h hand
	add := func(t rules.Tile) {
		switch {
		case t == rules.Joker:
			h.jokers++
		case t.IsPlaying():
			h.c[t]++
		}
	}
	for _, t := range me.Concealed {
		add(t)
	}
	if me.Drawn != rules.NoTile {
		add(me.Drawn)
	}
	h.melds = len(me.Melds)
	return h
}

func (b baseline) Act(v rules.View) rules.Action {
	for _, a := range v.Legal {
		if a.Kind == rules.ActWin || a.Kind == rules.ActNextHand {
			return a
		}
	}
	switch v.Phase {
	case rules.PhaseTurn:
		return b.turn(&v)
	case rules.PhaseClaim:
		return b.claim(&v)
	}
	return pass(v.Legal)
}

func pass(legal []rules.Action) rules.Action {
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return legal[0]
}

// valueHonour reports whether a pung of t scores on its own: a dragon,
// the seat's wind, the prevailing wind.
func valueHonour(v *rules.View, t rules.Tile) bool {
	return t.IsDragon() || t == v.Players[v.Seat].Wind.Tile() || t == v.Prevailing.Tile()
}

// bestDiscard returns the best discard of a 3n+2 hand and its shanten and
// acceptance: lowest shanten, then most unseen tiles, an isolated
// worthless honour first.
func (b baseline) bestDiscard(v *rules.View, h hand) (rules.DiscardChoice, bool) {
	var out [rules.NumKinds + 1]rules.DiscardChoice
	vis := v.Seen()
	n := rules.Discards(&h.c, h.jokers, h.melds, b.v.Forms, &vis, &out)
	if n == 0 {
		return rules.DiscardChoice{}, false
	}
	best := out[0]
	for _, c := range out[1:n] {
		if c.Shanten == best.Shanten && c.Tiles == best.Tiles && isolatedWorthless(v, &h, c.Tile) && !isolatedWorthless(v, &h, best.Tile) {
			best = c
		}
	}
	return best, true
}

func isolatedWorthless(v *rules.View, h *hand, t rules.Tile) bool {
	return t.IsHonour() && h.c[t] == 1 && !valueHonour(v, t)
}

func (b baseline) turn(v *rules.View) rules.Action {
	h := handOf(v)
	best, ok := b.bestDiscard(v, h)
	if !ok {
		return v.Legal[0]
	}
	for _, a := range v.Legal {
		if (a.Kind == rules.ActConcealedKong || a.Kind == rules.ActAddedKong) && b.kongKeepsWaits(v, h, a, best) {
			return a
		}
	}
	var plain *rules.Action
	for i, a := range v.Legal {
		if a.Kind != rules.ActDiscard || a.Tile != best.Tile {
			continue
		}
		if a.Declare {
			return a // declares whenever it can
		}
		plain = &v.Legal[i]
	}
	if plain != nil {
		return *plain
	}
	for _, a := range v.Legal {
		if a.Kind == rules.ActDiscard {
			return a // locked by a declaration: the drawn tile
		}
	}
	return v.Legal[0]
}

// kongKeepsWaits: the hand left by the kong is as close to winning as
// the hand left by the best discard, and waits on at least the same tiles
// when ready.
func (b baseline) kongKeepsWaits(v *rules.View, h hand, a rules.Action, best rules.DiscardChoice) bool {
	k := h
	switch a.Kind {
	case rules.ActConcealedKong:
		if k.c[a.Tile] < 4 {
			return false
		}
		k.c[a.Tile] -= 4
		k.melds++
	default:
		k.c[a.Tile]--
	}
	s := rules.Shanten(&k.c, k.jokers, k.melds, b.v.Forms)
	if s > best.Shanten {
		return false
	}
	if best.Shanten > 0 {
		return true
	}
	before := h
	if best.Tile == rules.Joker {
		before.jokers--
	} else {
		before.c[best.Tile]--
	}
	wb := rules.Waits(&before.c, before.jokers, before.melds, b.v.Forms)
	wk := rules.Waits(&k.c, k.jokers, k.melds, b.v.Forms)
	return wb&^wk == 0
}

func (b baseline) claim(v *rules.View) rules.Action {
	h := handOf(v)
	now := rules.Shanten(&h.c, h.jokers, h.melds, b.v.Forms)
	var take *rules.Action
	takeShanten, takeTiles := now, -1
	for i, a := range v.Legal {
		if a.JokerMask != 0 {
			continue
		}
		after := h
		after.melds++
		switch a.Kind {
		case rules.ActPung:
			after.c[a.Tile] -= 2
		case rules.ActKong:
			after.c[a.Tile] -= 3
		case rules.ActChow:
			for r := range rules.Tile(3) {
				if t := a.Tile + r; t != v.Pending {
					after.c[t]--
				}
			}
		default:
			continue
		}
		if a.Kind == rules.ActPung && valueHonour(v, a.Tile) {
			return a
		}
		if a.Kind == rules.ActKong {
			// A claimed kong draws a replacement: it keeps the waits when
			// the hand without the three is as close as before and, ready,
			// waits on the same tiles.
			keeps := rules.Shanten(&after.c, after.jokers, after.melds, b.v.Forms) <= now
			if keeps && now == 0 {
				wb := rules.Waits(&h.c, h.jokers, h.melds, b.v.Forms)
				keeps = wb&^rules.Waits(&after.c, after.jokers, after.melds, b.v.Forms) == 0
			}
			if keeps && (valueHonour(v, a.Tile) || b.minimumReachable(v, after, a)) {
				return a
			}
			continue
		}
		best, ok := b.bestDiscard(v, after)
		if !ok || best.Shanten >= now || !b.minimumReachable(v, after, a) {
			continue
		}
		if best.Shanten < takeShanten || best.Shanten == takeShanten && best.Tiles > takeTiles {
			take, takeShanten, takeTiles = &v.Legal[i], best.Shanten, best.Tiles
		}
	}
	if take != nil {
		return *take
	}
	return pass(v.Legal)
}

// minimumReachable says whether the hand after a claim can still reach
// the rule set's minimum, as a hobbyist counts it: in hk, a value-honour
// pung held or claimed (or a pair of one, to be claimed), plus a flush
// when every suited tile is of one suit, plus all pungs when no chow is
// claimed, make 3 fan. Rule sets without a minimum always can.
func (b baseline) minimumReachable(v *rules.View, after hand, a rules.Action) bool {
	if b.v.MinFan == 0 {
		return true
	}
	me := &v.Players[v.Seat]
	melds := make([]rules.Meld, 0, len(me.Melds)+1)
	for _, m := range me.Melds {
		melds = append(melds, m.Meld)
	}
	kind := rules.Pung
	if a.Kind == rules.ActChow {
		kind = rules.Chow
	}
	melds = append(melds, rules.Meld{Kind: kind, Tile: a.Tile, Open: true})
	fan := 0
	suits := map[int]bool{}
	chow := false
	for _, m := range melds {
		if m.Kind == rules.Chow {
			chow = true
		}
		if m.Kind != rules.Chow && valueHonour(v, m.Tile) {
			fan++
		}
		if !m.Tile.IsHonour() {
			suits[int(m.Tile)/9] = true
		}
	}
	for t := range rules.Tile(rules.NumKinds) {
		if after.c[t] == 0 {
			continue
		}
		if t.IsHonour() {
			if after.c[t] >= 2 && valueHonour(v, t) {
				fan++
			}
			continue
		}
		suits[int(t)/9] = true
	}
	if len(suits) <= 1 {
		fan += 3
	}
	if !chow {
		pairs := 0
		for t := range rules.Tile(rules.NumKinds) {
			if after.c[t] >= 2 {
				pairs++
			}
		}
		if pairs+len(melds) >= 4 {
			fan += 3
		}
	}
	return fan >= b.v.MinFan
}
