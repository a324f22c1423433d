package strategy

import "github.com/mahjong-tui/mahjong/rules"

// ShownFlush returns the suit the opponent shows a flush in (-1: none):
// its declared melds in one suit (honours aside), three of them, or two
// with an honour meld, or two with at least four discards none of which
// is of that suit. Such a hand is built in that suit: its winning tile
// is one of the suit or an honour.
func (o *Opponent) ShownFlush() int {
	suit := -1
	for s := range 3 {
		if o.SuitMelds[s] == 0 {
			continue
		}
		if suit >= 0 {
			return -1 // melds in two suits
		}
		suit = s
	}
	if suit < 0 {
		return -1
	}
	switch n := o.SuitMelds[suit]; {
	case n >= 3, n == 2 && o.SuitMelds[3] > 0, n == 2 && o.Discards >= 4 && o.SuitDiscards[suit] == 0:
		return suit
	}
	return -1
}

// SafeFrom reports whether x is safe against the opponent showing a flush
// in suit: a tile of another suit, or one it discarded.
func (o *Opponent) SafeFrom(suit int, x rules.Tile) bool {
	g := Group(x)
	return x < rules.NumKinds && (g != suit && g != 3 || o.Discarded.Has(x))
}
