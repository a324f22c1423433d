package kit

import (
	"bufio"
	"fmt"
	"strings"
	"sync"

	"github.com/mahjong-tui/mahjong/assets"
	"github.com/mahjong-tui/mahjong/rules"
)

// NumTiles is the number of tile values with a face (playing kinds,
// bonus tiles, the joker).
const NumTiles = int(rules.Joker) + 1

// Glyphs is a tile style's faces, read from assets/tiles/STYLE.txt. Every
// face is padded to exactly two cells (FaceWidth), whatever width the
// glyph itself has, so that rows of tiles line up.
type Glyphs struct {
	Style TileStyle
	Boxed bool // the hand and the last discard are drawn in boxes
	faces [NumTiles]string
	back  string
}

// FaceWidth is the width of every tile face in cells.
const FaceWidth = 2

// glyphCache holds the styles read, each once: many screens (a server's
// sessions) share them, read only.
var glyphCache sync.Map // TileStyle -> *Glyphs

// LoadGlyphs reads the faces of a tile style from the embedded assets,
// once; it is safe for concurrent use, and the Glyphs it returns are
// never changed.
func LoadGlyphs(style TileStyle) (*Glyphs, error) {
	if g, ok := glyphCache.Load(style); ok {
		return g.(*Glyphs), nil
	}
	g, err := readGlyphs(style)
	if err != nil {
		return nil, err
	}
	actual, _ := glyphCache.LoadOrStore(style, g)
	return actual.(*Glyphs), nil
}

// readGlyphs reads the faces of a tile style from the embedded assets.
func readGlyphs(style TileStyle) (*Glyphs, error) {
	f, err := assets.FS.Open("tiles/" + string(style) + ".txt")
	if err != nil {
		return nil, fmt.Errorf("tile style %q: %w", style, err)
	}
	defer f.Close()
	g := &Glyphs{Style: style}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("tiles/%s.txt: %q is not key = face", style, line)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "boxed":
			g.Boxed = v == "yes"
		case "back":
			g.back = v
		default:
			t, err := rules.ParseTile(k)
			if err != nil {
				return nil, fmt.Errorf("tiles/%s.txt: %q: %w", style, k, err)
			}
			g.faces[t] = Pad(v, FaceWidth)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for t := range g.faces {
		if g.faces[t] == "" {
			return nil, fmt.Errorf("tiles/%s.txt: no face for %s", style, rules.Tile(t))
		}
	}
	g.back = Pad(g.back, 1)
	return g, nil
}

// MustGlyphs is LoadGlyphs for the styles the assets ship; the tests make
// sure they load.
func MustGlyphs(style TileStyle) *Glyphs {
	g, err := LoadGlyphs(style)
	if err != nil {
		panic(err)
	}
	return g
}

// Pad pads s with spaces to n cells (as lipgloss measures them).
func Pad(s string, n int) string {
	if w := Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// Face returns a tile's face, two cells wide.
func (g *Glyphs) Face(t rules.Tile) string {
	if int(t) < NumTiles {
		return g.faces[t]
	}
	return "??"
}

// Back returns a concealed tile seen from behind.
func (g *Glyphs) Back() string { return g.back }

// BackWidth is the width of a back in cells.
func (g *Glyphs) BackWidth() int { return Width(g.back) }
