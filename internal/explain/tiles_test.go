package explain

import (
	"regexp"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// Every tile of the set has a name in words in both languages, the
// seed's French words among them, and no name is notation.
func TestTileNames(t *testing.T) {
	code := regexp.MustCompile(`\b[0-9][mpszfj]\b`)
	want := map[string]map[string]string{
		"en": {"5p": "5 of circles", "7z": "Red dragon", "1z": "East wind", "1f": "Plum", "8f": "Winter", "9m": "9 of characters", "0j": "Joker"},
		"fr": {"5p": "5 de cercles", "7z": "Dragon rouge", "1z": "Vent d'Est", "1f": "Prunier", "8f": "Hiver", "1s": "1 de bambous", "0j": "Joker"},
	}
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		tiles := append(playingKinds(), rules.Flower, rules.Flower+7, rules.Joker)
		for _, x := range tiles {
			name := TileName(cat, x)
			if name == "" || code.MatchString(name) || name == "tile."+x.String() {
				t.Errorf("%s %v: %q", lang, x, name)
			}
		}
		for n, w := range want[lang] {
			x, _ := rules.ParseTile(n)
			if got := TileName(cat, x); got != w {
				t.Errorf("%s %s: %q, want %q", lang, n, got, w)
			}
		}
	}
}

// playingKinds lists the playing kinds, the suits then the honours.
func playingKinds() []rules.Tile {
	out := make([]rules.Tile, rules.NumKinds)
	for i := range out {
		out[i] = rules.Tile(i)
	}
	return out
}
