package explain

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// TileName names a tile in words, in the catalogue's language, as a
// sentence names it: "5 of circles", "Red dragon", "Plum" ("5 de
// cercles", "Dragon rouge", "Prunier" in French: the words of seed 001).
// Prose names tiles so; notation stays for what is copied (the score
// command, records).
func TileName(cat *i18n.Catalog, t rules.Tile) string {
	switch {
	case t.IsSuited():
		return cat.T("tile.suit."+suitLetter(t), strconv.Itoa(int(t%9)+1))
	case t == rules.NoTile:
		return "—"
	}
	return cat.T("tile." + t.String())
}

// TileNames names tiles in words, joined as a list ("2 of circles, Red
// dragon").
func TileNames(cat *i18n.Catalog, ts []rules.Tile) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = TileName(cat, t)
	}
	return strings.Join(out, ", ")
}

// suitLetter is the notation letter of a suited tile's suit, the
// catalogue's key for its family.
func suitLetter(t rules.Tile) string {
	s := t.String()
	return s[len(s)-1:]
}

// MeldName names a meld in words: "chow 3-4-5 of bamboos", "pung of Red
// dragon", "kong of 5 of circles" (French "Chow 3-4-5 de bambous", "Pung
// de Dragon rouge").
func MeldName(cat *i18n.Catalog, m rules.Meld) string {
	switch m.Kind {
	case rules.Chow:
		r := int(m.Tile%9) + 1
		return cat.T("meld.chow", cat.T("tile.suit."+suitLetter(m.Tile), fmt.Sprintf("%d-%d-%d", r, r+1, r+2)))
	case rules.Kong:
		return cat.T("meld.kong", TileName(cat, m.Tile))
	case rules.Pair:
		return cat.T("meld.pair", TileName(cat, m.Tile))
	}
	return cat.T("meld.pung", TileName(cat, m.Tile))
}
