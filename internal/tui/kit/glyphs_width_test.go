package kit

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/rules"
)

// stableWide reports whether a character measured two cells wide is one
// every terminal draws two cells wide: an East Asian ideograph or
// syllable (wide since Unicode's first tables). An emoji such as the
// U+1F004 red dragon is not: its width changed with Unicode 9, and
// terminals, multiplexers and consoles still disagree on it, so a row
// holding it shifts.
func stableWide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
}

// Every face of every tile style takes FaceWidth cells, as lipgloss's
// width library (x/ansi, graphemes and wcwidth alike) measures it, and
// is drawn only from characters whose width terminals agree on: narrow
// ones padded, or East Asian wide ones.
func TestEveryFaceSameWidth(t *testing.T) {
	for _, style := range TileStyles {
		g := MustGlyphs(style)
		for tile := range NumTiles {
			face := g.Face(rules.Tile(tile))
			if w, wc := ansi.StringWidth(face), ansi.StringWidthWc(face); w != FaceWidth || wc != FaceWidth {
				t.Errorf("%s %s: %q is %d cells (wcwidth %d), want %d", style, rules.Tile(tile), face, w, wc, FaceWidth)
			}
			for _, r := range face {
				if ansi.StringWidth(string(r)) > 1 && !stableWide(r) {
					t.Errorf("%s %s: %q (U+%04X) is wide in some terminals only", style, rules.Tile(tile), string(r), r)
				}
			}
		}
	}
}

// Where tmux is installed, the terminal's own width report agrees: each
// style's row of every face, printed in a tmux pane, leaves the cursor
// at FaceWidth cells a face.
func TestFacesWidthInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil || testing.Short() {
		t.Skip("no tmux")
	}
	sock := "mahjong-faces-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	tmux := func(args ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-L", sock}, args...)...).Output()
		return strings.TrimSpace(string(out)), err
	}
	for _, style := range TileStyles {
		g := MustGlyphs(style)
		var row strings.Builder
		for tile := range NumTiles {
			row.WriteString(g.Face(rules.Tile(tile)))
		}
		if _, err := tmux("new-session", "-d", "-x", "200", "-y", "5", "printf '%s' '"+row.String()+"'; sleep 10"); err != nil {
			t.Skipf("tmux does not start: %v", err)
		}
		want := strconv.Itoa(NumTiles * FaceWidth)
		var got string
		for range 50 {
			got, _ = tmux("display", "-p", "#{cursor_x}")
			if got == want {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		_, _ = tmux("kill-server")
		if got != want {
			t.Errorf("%s: tmux puts the cursor at %s after %d faces, want %s", style, got, NumTiles, want)
		}
	}
}
