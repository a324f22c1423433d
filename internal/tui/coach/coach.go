package coach

import (
	"slices"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tip numbers the six strategy tips of the rule book (seed 001).
type Tip uint8

// The tips.
const (
	TipNone         Tip = iota
	TipIsolated         // 1: discard isolated honours first, then 1s and 9s
	TipTwoSided         // 2: prefer two-sided waits, keep the most tiles coming
	TipReadDiscards     // 3: read the discards: dead tiles are worth little
	TipDefend           // 4: late in the hand, discard what the leader discarded
	TipClaimPurpose     // 5: claim a discard only with a clear purpose
	TipHonourPairs      // 6: keep your pairs of honours
)

// Wait is a tile that completes a ready hand and how many copies the seat
// has not seen.
type Wait struct {
	Tile rules.Tile
	Left int
}

// ClaimKind is what a claimable tile would make.
type ClaimKind uint8

// The claim kinds, strongest first.
const (
	ClaimWin ClaimKind = iota + 1
	ClaimKong
	ClaimPung
	ClaimChow
)

// Claimable is a tile kind the hand could claim if it were discarded now.
type Claimable struct {
	Tile rules.Tile
	Kind ClaimKind
}

// ClaimAdvice is the advice in a claim window.
type ClaimAdvice struct {
	Take   bool         // claim (true) or pass
	Action rules.Action // the claim to make when Take
	Tip    Tip          // the reason: TipClaimPurpose or TipHonourPairs
	Ready  bool         // the claim leaves the hand ready (or wins)
}

// Advice is everything the coach has to say about a position.
type Advice struct {
	// Shanten of the hand: on the seat's turn, after the suggested
	// discard; otherwise of the hand held. 0 is ready, -1 complete.
	Shanten int
	// Waits of a ready hand (after the suggested discard on the turn),
	// with the copies left unseen.
	Waits []Wait
	// Discard is the suggested discard on the seat's turn (NoTile
	// otherwise); Tip says why, TipTile is the tile the reason is about
	// (the discard itself, or the leader's discard for TipDefend) and
	// TipSeat the seat it is about (TipDefend: the leader).
	Discard rules.Tile
	Tip     Tip
	TipSeat rules.Seat
	Visible int // copies of Discard already visible (TipReadDiscards)
	// Late is set in the last part of the wall; Safe then lists the tiles
	// of the hand the leader (the most advanced other seat, Threat) has
	// discarded himself: they cannot make him win.
	Late   bool
	Threat rules.Seat
	Safe   []rules.Tile
	// Claimables are the kinds the hand could claim if discarded now.
	Claimables []Claimable
	// Claim is the advice in a claim window (nil otherwise).
	Claim *ClaimAdvice
	// ReadyReminder: classic, the seat may declare ready with a discard
	// and has not declared.
	ReadyReminder bool
}

// LateTiles is the number of tiles left in the wall below which the hand
// is "late" (the defence tip applies).
const LateTiles = 20

// Advise reads a seat's view. v is the variant being played (for its hand
// forms and its declaration).
func Advise(view rules.View, v rules.Variant) Advice {
	me := view.Players[view.Seat]
	hand := slices.Clone(me.Concealed)
	if me.Drawn != rules.NoTile {
		hand = append(hand, me.Drawn)
	}
	c := rules.CountsOf(hand)
	jokers := rules.JokersIn(hand)
	melds := len(me.Melds)
	visible := visibleCounts(view)
	adv := Advice{Discard: rules.NoTile, Threat: rules.NoSeat, TipSeat: rules.NoSeat}

	adv.Late = view.TilesLeft <= LateTiles && view.Phase != rules.PhaseHandOver && view.Phase != rules.PhaseGameOver
	adv.Threat = leader(view)
	if adv.Late && adv.Threat != rules.NoSeat {
		threat := view.Players[adv.Threat]
		seen := map[rules.Tile]bool{}
		for _, d := range threat.Discards {
			seen[d.Tile] = true
		}
		for _, t := range hand {
			if seen[t] && !slices.Contains(adv.Safe, t) {
				adv.Safe = append(adv.Safe, t)
			}
		}
		slices.Sort(adv.Safe)
	}

	var legalDiscards []rules.Tile
	for _, a := range view.Legal {
		if a.Kind == rules.ActDiscard {
			if !slices.Contains(legalDiscards, a.Tile) {
				legalDiscards = append(legalDiscards, a.Tile)
			}
			if a.Declare && !me.Declared && v.Declaration == rules.DeclareReady {
				adv.ReadyReminder = true
			}
		}
	}

	if len(legalDiscards) > 0 && view.Phase == rules.PhaseTurn {
		adv.suggestDiscard(view, v, &c, jokers, melds, &visible, legalDiscards)
	} else {
		adv.Shanten = rules.Shanten(&c, jokers, melds, v.Forms)
		if adv.Shanten == 0 {
			adv.Waits = waits(&c, jokers, melds, v.Forms, &visible)
		}
		adv.Claimables = claimables(view, &c, jokers, melds, v.Forms)
		if view.Phase == rules.PhaseClaim || view.Phase == rules.PhaseRobKong {
			adv.Claim = claimAdvice(view, v, &c, jokers, melds, adv.Shanten)
		}
	}
	return adv
}

// suggestDiscard picks the discard and its reason.
func (adv *Advice) suggestDiscard(view rules.View, v rules.Variant, c *rules.Counts, jokers, melds int, visible *rules.Counts, legal []rules.Tile) {
	var out [rules.NumKinds + 1]rules.DiscardChoice
	n := rules.Discards(c, jokers, melds, v.Forms, visible, &out)
	var choices []rules.DiscardChoice
	for _, ch := range out[:n] {
		if slices.Contains(legal, ch.Tile) {
			choices = append(choices, ch)
		}
	}
	if len(choices) == 0 {
		// Only a tile the analysis does not list (a bonus tile cannot
		// be here; a lone joker): take the first legal one.
		adv.Discard, adv.Tip = legal[0], TipTwoSided
		return
	}
	best := choices[0]
	pick, tip := best, TipTwoSided

	// Tip 4: late, far from ready, a leader to fear: a tile he discarded.
	if adv.Late && adv.Threat != rules.NoSeat && best.Shanten >= 1 {
		for _, ch := range choices {
			if slices.Contains(adv.Safe, ch.Tile) {
				pick, tip = ch, TipDefend
				adv.TipSeat = adv.Threat
				break
			}
		}
	}
	if tip != TipDefend {
		// Near-equal choices: the same shanten, nearly as many tiles.
		margin := max(1, best.Tiles/8)
		var near []rules.DiscardChoice
		for _, ch := range choices {
			if ch.Shanten == best.Shanten && ch.Tiles >= best.Tiles-margin {
				near = append(near, ch)
			}
		}
		// Tip 1: an isolated honour, then an isolated terminal.
		if ch, ok := firstIsolated(near, c, true); ok {
			pick, tip = ch, TipIsolated
		} else if ch, ok := firstIsolated(near, c, false); ok {
			pick, tip = ch, TipIsolated
		}
		// Tip 6: do not break a pair of valued honours when another
		// near-equal discard exists.
		me := view.Players[view.Seat]
		if valued(pick.Tile, me.Wind, view.Prevailing) && c[pick.Tile] == 2 {
			for _, ch := range near {
				if !(valued(ch.Tile, me.Wind, view.Prevailing) && c[ch.Tile] >= 2) {
					pick, tip = ch, TipHonourPairs
					break
				}
			}
		}
		// Tip 3: the tile's partners are already on the table.
		if tip == TipTwoSided && pick.Tile.IsPlaying() && visible[pick.Tile] >= 2 {
			tip = TipReadDiscards
		}
	}
	adv.Discard, adv.Tip = pick.Tile, tip
	if pick.Tile.IsPlaying() {
		adv.Visible = int(visible[pick.Tile])
	}
	adv.Shanten = pick.Shanten
	if pick.Shanten == 0 {
		left := *c
		if pick.Tile.IsPlaying() {
			left[pick.Tile]--
		}
		j := jokers
		if pick.Tile == rules.Joker {
			j--
		}
		adv.Waits = waits(&left, j, melds, v.Forms, visible)
	}
}

// firstIsolated returns the first choice that is a lone honour (honours)
// or a lone terminal with no suit neighbour within two ranks.
func firstIsolated(choices []rules.DiscardChoice, c *rules.Counts, honours bool) (rules.DiscardChoice, bool) {
	for _, ch := range choices {
		t := ch.Tile
		if !t.IsPlaying() || c[t] != 1 {
			continue
		}
		if honours && t.IsHonour() {
			return ch, true
		}
		if !honours && t.IsTerminal() && !hasNeighbour(c, t) {
			return ch, true
		}
	}
	return rules.DiscardChoice{}, false
}

// hasNeighbour reports whether a suited tile has another tile of its suit
// within two ranks.
func hasNeighbour(c *rules.Counts, t rules.Tile) bool {
	base := t / 9 * 9
	for d := -2; d <= 2; d++ {
		u := int(t) + d
		if d == 0 || u < int(base) || u > int(base)+8 {
			continue
		}
		if c[u] > 0 {
			return true
		}
	}
	return false
}

// valued reports whether a pung of t doubles a hand: a dragon, the seat's
// wind, the prevailing wind.
func valued(t rules.Tile, seat, prevailing rules.Wind) bool {
	return t.IsDragon() || t == seat.Tile() || t == prevailing.Tile()
}

// waits lists the waits of a ready 13-tile hand with the copies unseen.
func waits(c *rules.Counts, jokers, melds int, f rules.Forms, visible *rules.Counts) []Wait {
	var out []Wait
	for _, t := range rules.Waits(c, jokers, melds, f).Tiles() {
		out = append(out, Wait{Tile: t, Left: rules.Unseen(t, c, visible)})
	}
	return out
}

// visibleCounts counts the tiles the seat sees outside its hand: the
// discards still in a pool, every declared meld, and the other hands when
// they are shown.
func visibleCounts(view rules.View) rules.Counts {
	c := view.Seen()
	for s, p := range view.Players {
		if rules.Seat(s) != view.Seat {
			for _, t := range p.Concealed {
				if t.IsPlaying() {
					c[t]++
				}
			}
		}
	}
	return c
}

// leader returns the other seat closest to winning as the table shows it:
// a declared seat first, then the one with the most declared melds (two at
// least); NoSeat when nobody looks close.
func leader(view rules.View) rules.Seat {
	best, bestScore := rules.NoSeat, 1
	for s, p := range view.Players {
		if rules.Seat(s) == view.Seat {
			continue
		}
		score := len(p.Melds)
		if p.Declared {
			score += 10
		}
		if score > bestScore {
			best, bestScore = rules.Seat(s), score
		}
	}
	return best
}

// claimables lists the kinds a 13-tile hand could claim now: wins (its
// waits), kongs and pungs (three or two in hand) and chows (only from the
// previous seat, which the caller's window decides; listed for any seat).
func claimables(view rules.View, c *rules.Counts, jokers, melds int, f rules.Forms) []Claimable {
	var out []Claimable
	win := rules.Waits(c, jokers, melds, f)
	for t := rules.Tile(0); t < rules.NumKinds; t++ {
		switch {
		case win.Has(t):
			out = append(out, Claimable{t, ClaimWin})
		case c[t] == 3:
			out = append(out, Claimable{t, ClaimKong})
		case c[t] == 2:
			out = append(out, Claimable{t, ClaimPung})
		case t.IsSuited() && chowable(c, t):
			out = append(out, Claimable{t, ClaimChow})
		}
	}
	return out
}

// chowable reports whether two tiles of the hand make a chow with t.
func chowable(c *rules.Counts, t rules.Tile) bool {
	r := int(t % 9)
	has := func(d int) bool {
		rr := r + d
		return rr >= 0 && rr <= 8 && c[int(t)+d] > 0
	}
	return has(-2) && has(-1) || has(-1) && has(1) || has(1) && has(2)
}

// claimAdvice weighs the claims of a window: win always; a claim that
// leaves the hand ready, or a pung of a valued honour, is worth it; any
// other claim exposes the hand for little (tip 5).
func claimAdvice(view rules.View, v rules.Variant, c *rules.Counts, jokers, melds, shanten int) *ClaimAdvice {
	me := view.Players[view.Seat]
	var claims []rules.Action
	for _, a := range view.Legal {
		switch a.Kind {
		case rules.ActWin:
			return &ClaimAdvice{Take: true, Action: a, Tip: TipClaimPurpose, Ready: true}
		case rules.ActPung, rules.ActKong, rules.ActChow:
			claims = append(claims, a)
		}
	}
	if len(claims) == 0 {
		return nil
	}
	var best *ClaimAdvice
	for _, a := range claims {
		left := *c
		j := jokers
		for i, t := range a.Meld().Stands() {
			if i == 0 && a.Kind != rules.ActChow || a.Kind == rules.ActChow && t == view.Pending {
				continue // the claimed tile itself
			}
			if a.JokerMask&(1<<i) != 0 {
				j--
			} else {
				left[t]--
			}
		}
		after := rules.Shanten(&left, j, melds+1, v.Forms)
		// after is the shanten of the 3n+2 hand left: 0 means the
		// discard that follows the claim can leave it ready.
		if after <= 0 {
			if best == nil || !best.Ready {
				best = &ClaimAdvice{Take: true, Action: a, Tip: TipClaimPurpose, Ready: true}
			}
			continue
		}
		if a.Kind != rules.ActChow && valued(a.Tile, me.Wind, view.Prevailing) && after <= shanten {
			if best == nil {
				best = &ClaimAdvice{Take: true, Action: a, Tip: TipHonourPairs}
			}
		}
	}
	if best != nil {
		return best
	}
	return &ClaimAdvice{Take: false, Tip: TipClaimPurpose}
}
