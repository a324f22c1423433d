package bot

import (
	"github.com/mahjong-tui/mahjong/rules"
)

// holdForSelfDraw reports whether the expert lets a win on the discard
// on offer pass, to win the same hand self-drawn (pow2, style.hold): a
// discard that completes a meld makes it claimed, so a concealed hand
// loses its concealment points on it and earns the self-draw point
// besides; won self-drawn, it may pay several times as much. It passes
// when its chance to win later (pWin, the waits' unseen copies), times
// what a later win pays (self-drawn holdSelf of the time), less what it
// may lose meanwhile (holdLoss a hand), is worth holdMargin times the
// win on offer.
func (b *player) holdForSelfDraw() bool {
	v := &b.view
	if v.Phase != rules.PhaseClaim || v.Pending >= rules.NumKinds || b.adv.Scorer() == nil {
		return false
	}
	b.adv.Read(v)
	t := b.pos()
	sh := b.adv.BaseShape()
	waits := rules.Waits(&sh.C, sh.Jokers, sh.Melds, b.variant.Forms)
	if !waits.Has(v.Pending) {
		return false
	}
	me := &v.Players[v.Seat]
	// The win on offer, exactly.
	h, ctx := b.adv.ReadyHand(&sh)
	h.Winning = v.Pending
	ctx.Declared = me.Declared
	ctx.SelfDrawn, ctx.Discarder = false, t.Opp[v.PendingFrom].Wind
	now := b.adv.Scorer().Score(h, ctx)
	if !now.Winning {
		return false
	}
	gain := float64(now.Payments[t.SeatWind])
	// A later win: its waits, the copies still unseen. A wait that cannot
	// win both ways: take what is offered.
	p, later, both := b.readyOdds(&sh, waits, me.Declared, b.st.holdSelf)
	if !both || later == 0 {
		return false
	}
	return p*later-(1-p)*b.st.holdLoss > b.st.holdMargin*gain
}
