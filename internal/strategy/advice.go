package strategy

import "github.com/mahjong-tui/mahjong/rules"

// Tip is the reason behind a move: one of the six strategy tips of the
// classic rule book (seed 001), or what the rule set itself asks.
type Tip uint8

// The tips, numbered as in the rule book, then the reasons the rules
// give.
const (
	TipNone         Tip = iota
	TipIsolated         // 1: discard isolated honours first, then lone 1s and 9s; keep the middle tiles
	TipTwoSided         // 2: prefer two-sided waits: keep the most tiles that help
	TipReadDiscards     // 3: read the discards: a tile whose copies are out is worth little
	TipDefend           // 4: late in the hand, discard what the most advanced opponent discarded
	TipClaimPurpose     // 5: claim a discard only with a purpose: to finish, or a pung of value
	TipHonourPairs      // 6: keep pairs of dragons and of your winds: a pung of them scores
	// TipTarget: build toward a hand that reaches the rule set's minimum
	// (hk: a half flush or all pungs, Advice.Target).
	TipTarget
	// TipMinimum: a ready hand that no wait can win (below the minimum)
	// is not ready; the move keeps or makes one that can.
	TipMinimum
	TipWin  // a legal win: take it
	TipKong // a kong that costs the hand nothing: declare it, and draw a replacement
	// TipDeclared: the hand has declared (classic ready, pow2 calling):
	// it waits for its win and claims nothing else.
	TipDeclared
	// TipValue: of ready hands nearly as wide, the one whose waits score
	// the most (the scorer says what each wait pays).
	TipValue
	// TipTargetValue: build toward a hand worth far more, within a step
	// of the fastest (pow2: a half flush or all pungs, 3 points, pays
	// eight times as much).
	TipTargetValue
)

// LateTiles is the wall count at and below which the hand is late: the
// defence of tip 4 applies from then (or from an opponent's
// declaration) to a hand still DefendFrom tiles or more from ready.
const LateTiles = 32

// DefendFrom is the shanten from which a late hand defends (tip 4): a
// hand one tile from ready or ready plays on.
const DefendFrom = 2

// Advice is the strategy's answer to a view: the move, and what explains
// it.
type Advice struct {
	// Action is the move: one of the view's legal actions (a pass of the
	// seat when it has none). The club bot plays it.
	Action rules.Action
	// Tip is the reason for Action; TipSeat the seat it is about (the
	// threat for TipDefend), NoSeat otherwise.
	Tip     Tip
	TipSeat rules.Seat

	// Shanten of the hand: on the seat's turn, after the suggested
	// discard; otherwise of the hand held. 0 is ready, -1 complete.
	Shanten int
	// Target is what the hand is built toward: any hand, or a half flush
	// or all pungs (hk: that reaches the minimum; pow2: for its value).
	Target Plan

	// Discard is the suggested discard on the seat's turn, the tile of
	// Action (NoTile when the move is not a discard); Declare is set when
	// it declares (classic ready, pow2 calling).
	Discard rules.Tile
	Declare bool
	// Discards lists the legal discards in the strategy's order: Discard
	// first, then by the tips' measure (fewest Steps, most tiles, tip 1's
	// order); filled by Advise, not by Move.
	Discards []DiscardOption
	// Waits of a ready hand (after Discard on the turn), with the copies
	// unseen and whether a win on each is legal; filled by Advise.
	Waits []Wait
	// CanWin: the hand (after Discard on the turn) is ready and a win on
	// one of its waits is legal: what "ready" means to a player. A hand
	// with Shanten 0 and no winning wait is one tile from a complete
	// shape that the rules would refuse (Barred, or under the minimum).
	CanWin bool
	// Barred is the table's reason to refuse the seat any win until its
	// next discard (View.Barred: classic's ready rule).
	Barred rules.ScoreReason
	// Dead lists the kinds that would complete the ready hand but have no
	// copy left unseen (all four in sight, the hand's own among them): no
	// wait, since none can come.
	Dead rules.KindSet

	// Claim is the advice in a claim or robbing window (nil otherwise).
	Claim *ClaimAdvice

	// Late is set when the wall is down to LateTiles. Threat is the
	// opponent the hand defends against (tip 4) when late or once an
	// opponent has declared (NoSeat otherwise): a declared one, else the
	// one with the most claimed melds, then the most discards. Safe lists
	// the kinds of the hand Threat discarded itself, in order.
	Late   bool
	Threat rules.Seat
	Safe   []rules.Tile
}

// DiscardOption is one legal discard as the strategy weighs it.
type DiscardOption struct {
	Tile    rules.Tile
	Shanten int           // of the hand left
	Accept  rules.KindSet // kinds whose draw lowers it
	Tiles   int           // unseen copies of Accept
	// Steps is the effective shanten toward Advice.Target: a half step
	// more for breaking a pair of value honours (tip 6), one more for a
	// ready hand that no wait can win.
	Steps float64
	Seen  int  // copies of the tile already visible outside the hand
	Safe  bool // the threat discarded it (tip 4)
	// Declare: a declaring discard of the tile is legal; Plain: a plain
	// one is.
	Declare, Plain bool
}

// Wait is a tile that completes a ready hand.
type Wait struct {
	Tile rules.Tile
	Left int // copies the seat has not seen
	// Wins: a win on it is legal, self-drawn or on a discard (SelfDrawn
	// or OnDiscard). The engine's judges say so: the scorer (hk's fan
	// minimum, pow2's agreed one), the table's ready rule (View.Barred)
	// and whether the last discard may win (Variant.DiscardWinOpen).
	Wins bool
	// SelfDrawn: a win on it drawn from the wall is legal; OnDiscard: a
	// win on it claimed from a discard is.
	SelfDrawn, OnDiscard bool
	// Value is the scorer's total for a win on it (on a discard when that
	// wins, else self-drawn), in the scorer's unit; 0 when it does not win
	// or the rule set does not score.
	Value int
}

// ClaimAdvice is the advice in a claim window.
type ClaimAdvice struct {
	Take bool // claim (or win) rather than pass
	// Action is the exact legal action to play: the claim (which chow,
	// which joker use), the win, or the pass.
	Action rules.Action
	Tip    Tip
	// Ready: after the claim and the discard that follows, the hand is
	// ready and can win (or the claim wins).
	Ready bool
	// Weighed is the claim the advice is about: Action when it takes
	// one; when it passes, the legal claim it passed over (the strongest
	// kind first; its Kind is ActPass when there is none). Effect is
	// what Weighed does to the hand (filled by Advise, not by Move).
	Weighed rules.Action
	Effect  ClaimEffect
	// Before is the shanten of the hand as held; BeforeCanWin, whether it
	// is ready with a winning wait.
	Before       int
	BeforeCanWin bool
}

// ClaimEffect is what a claim does to the hand, in the rule set's terms:
// how close it leaves it, whether it can then win, what the meld is
// worth and what opening the hand gives up.
type ClaimEffect struct {
	// Shanten after the claim and the best discard that follows it
	// (Discard); -1 when the claim wins.
	Shanten int
	Discard rules.Tile
	// CanWin: ready after it, with a wait whose win is legal (hk's fan
	// minimum, pow2's agreed one: the scorer's word); WinTiles counts the
	// unseen copies of the winning waits.
	CanWin   bool
	WinTiles int
	// MeldValue is what the claimed meld scores by the value rows (a
	// pung of a dragon or of a seat's wind: hk fan, classic doublings,
	// pow2 points); 0 for the others.
	MeldValue int
	// Opens is what the hand gives up by its first claimed meld: hk's
	// fully concealed fan, classic's concealed doubling, pow2's all
	// concealed points (0 when it was open already).
	Opens int
	// Doublings: MeldValue and Opens count doublings of the total (each
	// x2: classic), not fan or points.
	Doublings bool
}
