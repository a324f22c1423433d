package blunder

import (
	"fmt"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Counts are the visible mistakes of a bot over Hands hands, counted by
// watching its decisions (watch):
//   - GiveUps: on its turn, a hand that a legal discard keeps ready and
//     able to win (a live wait, the scorer allows a win) is given up (the
//     action leaves it not ready), while no opponent has declared or
//     shows three melds, and the hand kept builds toward no value the
//     ready hands lack (a flush or all pungs that they do not have);
//   - KongCuts: a kong (concealed, added or claimed) after which a live
//     wait of the ready hand is gone: of the ready discards with the most
//     unseen winning tiles (several when they tie: 11678m 889p with
//     [999p] waits on 1m and 8p or on 7p), the kong keeps the live waits
//     of none;
//   - FlushDealIns (where a deal-in costs more than the same win
//     otherwise: Values.DealInShare): a discard won on by an opponent
//     showing a flush (strategy.Opponent.ShownFlush) while the hand held a tile safe
//     against it (another suit, or one it discarded), the tile given
//     being neither; a ready hand pushing (the tile given keeps it ready
//     to win, no safe tile does) is counted apart (FlushPushes);
//   - ClaimCuts (where a win needs a minimum: hk's fan): a claim after
//     which no discard leaves a hand ready to win, by a hand that was
//     ready to win before (ClaimWins: it lost its winning waits), or,
//     the claim bringing the hand one step from ready or closer, after
//     which no discard keeps a way to the minimum wayDepth draws ahead
//     where the hand had one (strategy.Advisor.WayToMinimum);
//   - DeadHands (the same rule sets): a hand kept deadRun turns running
//     ready on waits none of which the scorer lets win (while no opponent
//     declared or shows three melds), counted once a hand.
type Counts struct {
	Hands, GiveUps, KongCuts           int
	FlushDealIns, ClaimCuts, DeadHands int
	ClaimWins, FlushPushes             int
	Examples                           []string       // the first few of each kind
	shown                              map[string]int // examples kept by kind
}

// deadRun is how many turns running a hand ready on waits that cannot
// win makes a dead hand kept.
const deadRun = 4

// blunder kinds, as the watcher reports them.
const (
	whyGiveUp    = "gave up a ready hand"
	whyKongCut   = "a kong cut a live wait"
	whyFlush     = "dealt in to a flush holding a safe tile"
	whyFlushPush = "dealt in to a flush pushing a ready hand"
	whyClaimWin  = "a claim lost the winning waits"
	whyClaimMin  = "a claim left no way to the minimum"
	whyDeadHand  = "kept a hand that cannot win"
)

// count adds one blunder of a kind.
func (b *Counts) count(why string) {
	switch why {
	case whyGiveUp:
		b.GiveUps++
	case whyKongCut:
		b.KongCuts++
	case whyFlush:
		b.FlushDealIns++
	case whyFlushPush:
		b.FlushPushes++
	case whyClaimWin:
		b.ClaimCuts++
		b.ClaimWins++
	case whyClaimMin:
		b.ClaimCuts++
	case whyDeadHand:
		b.DeadHands++
	}
}

// Per1000 is a count per 1,000 hands.
func (b *Counts) Per1000(n int) float64 { return 1000 * float64(n) / float64(max(b.Hands, 1)) }

// String says the counts per 1,000 hands, each kind with its count.
func (b *Counts) String() string {
	return fmt.Sprintf("per 1,000 hands: ready hands given up %.1f, kongs that cut a live wait %.1f, "+
		"deal-ins to a flush holding a safe tile %.1f (%d; ready hands pushing besides %.1f), "+
		"claims cutting the win %.1f (%d, %d of them losing winning waits), dead hands kept %.1f (%d) (%d hands)",
		b.Per1000(b.GiveUps), b.Per1000(b.KongCuts), b.Per1000(b.FlushDealIns), b.FlushDealIns, b.Per1000(b.FlushPushes),
		b.Per1000(b.ClaimCuts), b.ClaimCuts, b.ClaimWins, b.Per1000(b.DeadHands), b.DeadHands, b.Hands)
}

// The limits per 1,000 hands: ready hands given up for nothing by any
// level (a kong that cuts a live wait: none at all); each kind of issue
// 23 by a strong level (expert, master), where it applies.
const (
	GiveUpLimit = 5
	StrongLimit = 2
)

// Faults lists the counts over their limits, in words: a strong level's
// also against StrongLimit, deal-ins to a flush where a deal-in costs
// more than the same win (strategy.Advisor.Defends), claims cutting the
// win and dead hands kept where a win needs a minimum (NeedsValue).
func (b *Counts) Faults(v rules.Variant, strong bool) []string {
	var out []string
	over := func(n, limit int, what string) {
		if b.Per1000(n) > float64(limit) {
			out = append(out, fmt.Sprintf("%d %s in %d hands (at most %d per 1,000)", n, what, b.Hands, limit))
		}
	}
	over(b.GiveUps, GiveUpLimit, "ready hands given up")
	over(b.KongCuts, 0, "kongs cutting a live wait")
	if !strong {
		return out
	}
	adv := strategy.New(v)
	if adv.Defends() {
		over(b.FlushDealIns, StrongLimit, "deal-ins to a flush holding a safe tile")
	}
	if adv.NeedsValue() {
		over(b.ClaimCuts, StrongLimit, "claims cutting the win")
		over(b.DeadHands, StrongLimit, "dead hands kept")
	}
	return out
}
