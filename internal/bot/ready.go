package bot

import (
	"math/bits"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// keepReady holds the expert to a ready hand: when a discard keeps the
// hand ready and able to win on a live wait, a discard that does not is
// played only against a threat (an opponent that declared, or shows
// three melds: folding may be sound) or toward a value every such ready
// hand lacks, already in hand (all the tiles left in one suit, with or
// without honours, or pungs and pairs only). Every other discard falls
// below the ready ones, whatever the valuation says: giving up a ready
// hand for a plan still several tiles away was the expert's most
// visible blunder.
func (b *player) keepReady(sh *strategy.Shape, cands []strategy.Candidate) {
	ready := shapeFits{}
	any := false
	for i := range cands {
		c := &cands[i]
		if c.Tile < rules.NumKinds && c.Tiles > 0 && b.adv.ReadyToWin(sh, c) {
			any = true
			ready = ready.or(b.fitsAfter(sh, c.Tile))
		}
	}
	if !any || b.threatened() {
		return
	}
	for i := range cands {
		c := &cands[i]
		if c.Tile >= rules.NumKinds || c.Tiles > 0 && b.adv.ReadyToWin(sh, c) {
			continue
		}
		if !b.values.Scores || !b.fitsAfter(sh, c.Tile).gains(ready) {
			c.Score = -1e17
		}
	}
}

// threatened reports whether an opponent declared or shows three melds.
func (b *player) threatened() bool { return b.pos().Threatened() }

// shapeFits says which valued patterns a hand fits as it stands: one
// suit with honours, one suit alone, pungs and pairs only.
type shapeFits struct{ half, full, pungs bool }

func (a shapeFits) or(o shapeFits) shapeFits {
	return shapeFits{a.half || o.half, a.full || o.full, a.pungs || o.pungs}
}

// gains reports whether a fits a pattern that o does not.
func (a shapeFits) gains(o shapeFits) bool {
	return a.half && !o.half || a.full && !o.full || a.pungs && !o.pungs
}

// fitsAfter returns the patterns the hand fits after discarding x.
func (b *player) fitsAfter(sh *strategy.Shape, x rules.Tile) shapeFits {
	c := sh.C
	c[x]--
	groups := uint(sh.DeclGroups)
	singles := 0
	for k := range rules.Tile(rules.NumKinds) {
		if c[k] > 0 {
			groups |= 1 << strategy.Group(k)
		}
		if c[k] == 1 {
			singles++
		}
	}
	suits := bits.OnesCount(groups & 7)
	honours := groups&8 != 0
	return shapeFits{half: suits <= 1 && honours, full: suits <= 1 && !honours, pungs: !sh.DeclChow && singles <= 1}
}
