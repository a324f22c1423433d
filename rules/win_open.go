package rules

// DiscardWinOpen reports whether a discard may be claimed to win with
// tilesLeft tiles left in the wall: always while the wall lasts; after
// it, only where the rule set lets the last discard win (not pow2).
func (v Variant) DiscardWinOpen(tilesLeft int) bool { return tilesLeft > 0 || v.LastDiscardWin }

// ReadyRule reports whether the rule set refuses the win of a hand
// whose own discard left it ready without declaring (classic's ready
// rule, on unless the ready option is off): until its next discard, that hand
// may not win (View.Barred).
func (v Variant) ReadyRule() bool { return v.ReadyRequired && v.Declaration == DeclareReady }

// barred reports whether the table's ready rule refuses p any win until
// its next discard: classic, its last discard left its hand ready
// without declaring (View.Barred).
func (g *Game) barred(p *player) bool {
	return g.v.ReadyRule() && !p.declared && p.missed
}
