// Package strategy owns the six strategy tips of the classic rule book
// (seed 001) as one decision: Advise reads a seat's View and answers the
// move, with what explains it. The club bot plays the move
// (internal/bot); the coach shows it (internal/tui/coach); the expert
// builds on the same reading of the hand. There is one set of
// thresholds: LateTiles says when the hand is late, DefendFrom how far
// from ready a late hand defends.
//
// It reads only the View (nothing hidden), and asks the rules package
// for every rule fact: the legal actions, Shanten, Discards and Waits
// for the hand, View.Seen for what is visible, the variant's scorer for
// whether a ready hand can win (the hk fan minimum, pow2's agreed
// minimum) and for every value it weighs (Values, read from the scorer's
// rows with rules.TermsOf).
//
// # The decision
//
// A legal win is taken. On the seat's turn, a kong that costs nothing
// (TipKong: the hand stays as close to ready and, ready, keeps every
// live wait of its best ready discard, in hk still able to win) is
// declared; otherwise each legal discard is measured (key) by
//
//  1. its steps: the shanten of the hand left toward the target (any
//     hand; in hk, with little value in hand, a half flush or all
//     pungs within a step or two of the fastest hand: Target; a ready
//     hand that can win needs no target), half a step more for breaking
//     a pair of value honours that may still become a pung where the
//     rule set scores it (tip 6), and a ready hand that no wait can win
//     falls behind (the scorer says so: TipMinimum);
//  2. then the unseen tiles it accepts toward the target (tip 2: a
//     two-sided wait beats a closed one; tip 3: tiles whose copies are
//     visible count for nothing);
//  3. then the tile's order (tip 1: isolated honours, other than value
//     honours, first, then isolated 1s and 9s, 2s and 8s; the middle
//     tiles last).
//
// Tip 2 is looked at one draw further for a hand one or two steps from
// ready (second.go): of the two discards as close that keep the most
// tiles (nearly as many), the one whose accepted draws bring the most
// tiles in turn is kept.
//
// Late in the hand (LateTiles) or once an opponent has declared, the
// threat is the most advanced opponent (declared, else the most
// claimed melds, then the most discards); where a deal-in costs the
// discarder more than another loser (Values.DealInShare, read from the
// scorer: hk, pow2), a hand DefendFrom or more from ready then discards
// the best tile the threat discarded itself (tip 4, genbutsu). In
// classic only the winner scores and the family game scores nothing:
// the threat is named, and the hand plays on (Defends). The discard
// declares whenever the rules ask (classic: an undeclared win is
// refused) or may (pow2 calling).
//
// In a claim window the seat claims with a purpose only (tip 5): a pung
// or kong of a value honour (a dragon, its seat wind, the prevailing
// wind) where the rule set scores it; a claim after which a discard leaves a hand one step away ready
// and able to win (never a ready hand that stays as close); in hk, a
// claim that brings a target two steps away to one. Where any complete
// hand wins (no minimum: classic, pow2, family) finishing is the
// purpose of every claim that brings the hand a step closer (the best
// of them), and a kong claimed on a pung held that keeps every live
// wait (speed.go: measured in paired play, the concealment a claim
// gives up is worth less than the turns it saves), except that a
// concealed hand the rule set pays for (classic, pow2) claims no kong
// and no chow that leaves it three steps or more from ready. Everything
// else is a pass, and the advice names the exact legal action either
// way. In pow2, where n points pay 2^n, the hand builds toward a half
// flush or all pungs at most a step behind the fastest hand (Target).
//
// # API
//
// Advise(view, variant) returns an Advice: Action (one of the legal
// actions), Tip and TipSeat (why), Shanten, Target, Discard and Declare,
// Discards (every legal discard as a DiscardOption: shanten, acceptance,
// steps, copies seen, safe), Waits (each with the copies left and
// whether a win on it is legal), Claim (a ClaimAdvice: Take, the exact
// Action, Tip, Ready), Late, Threat and Safe. An Advisor (New) answers
// many views without allocating: Advise for the whole advice, Move for
// the decision alone (the bots). Its exported pieces (Read, Position,
// BaseShape, ListCandidates, Kong, Target, Steps, PlanShanten, CanWin,
// PurposeClaim, ClaimShape, ReadyHand, Values) are what the expert
// weighs on top.
package strategy
