package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// sheetHand is a hand just over, as the score sheet reads it: the game
// and the seat of the person.
type sheetHand struct {
	g  *rules.Game
	me rules.Seat
}

func (h sheetHand) View() rules.View  { return h.g.View(h.me) }
func (h sheetHand) Me() rules.Seat    { return h.me }
func (h sheetHand) Game() *rules.Game { return h.g }

// wrappedCommands counts the commands read over more than one line.
var wrappedCommands int

// pastedCommand is the score command as a person copies it off a drawn
// screen: from "mahjong score" to the end of its line, and the next
// lines while one ends in a backslash, joined as a shell joins them.
func pastedCommand(screen string) (string, bool) {
	lines := strings.Split(ansi.Strip(screen), "\n")
	for i, l := range lines {
		at := strings.Index(l, "mahjong score")
		if at < 0 {
			continue
		}
		cmd := strings.TrimRight(l[at:], " ")
		for strings.HasSuffix(cmd, `\`) && i+1 < len(lines) {
			wrappedCommands++
			i++
			cmd = strings.TrimSuffix(cmd, `\`) + strings.TrimRight(lines[i], " ")
		}
		return cmd, true
	}
	return "", false
}

// The score sheet's "score it again" command, copied off the screen at
// 80 columns (and 100) and pasted into `mahjong score`, scores the
// hand as the game did: it is broken only between arguments, each
// broken line ending in a continuation. The first two wins of a
// three-player hk game of club bots, a classic one with jokers and a
// pow2 one, in English and French.
func TestSheetCommandPastes(t *testing.T) {
	t.Parallel()
	pasted := 0
	wrappedCommands = 0
	for _, c := range []struct{ rules, opts string }{{"hk", "players=3"}, {"classic", "jokers"}, {"pow2", "min-points=3"}} {
		v, err := rules.NewVariant(c.rules, rules.MustParseOptions(c.opts))
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		wins := 0
		for !g.Over() && wins < 2 {
			if g.Phase() == rules.PhaseHandOver {
				if r := g.Result(); !r.Drawn {
					wins++
					pasted += pasteSheets(t, g, r)
				}
				if err := g.Play(rules.Action{Seat: 0, Kind: rules.ActNextHand, Tile: rules.NoTile}); err != nil {
					t.Fatal(err)
				}
				continue
			}
			s := actorSeat(g)
			if err := g.Play(bot.New(bot.Club, v, uint64(s)).Act(g.View(s))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if pasted < 8 || wrappedCommands == 0 {
		t.Errorf("only %d commands pasted, %d of them wrapped", pasted, wrappedCommands)
	}
	t.Logf("%d commands pasted, %d line breaks read", pasted, wrappedCommands)
}

// pasteSheets draws a win's sheet at each size and language and pastes
// its command back; it returns the number pasted.
func pasteSheets(t *testing.T, g *rules.Game, r *rules.HandResult) int {
	t.Helper()
	n := 0
	for _, lang := range []string{"en", "fr"} {
		for _, size := range [][2]int{{80, 24}, {80, 40}, {100, 30}} {
			s := kit.DefaultSettings()
			s.Lang, s.Colour = lang, false
			sh := kit.NewContext(s)
			sh.Width, sh.Height = size[0], size[1]
			screen := sheet.New(sh, sheetHand{g: g, me: r.Winner}).Draw(sh).Render(sh)
			cmd, ok := pastedCommand(screen)
			if !ok {
				if size[1] >= 40 {
					t.Errorf("%s %dx%d: no command on the sheet:\n%s", lang, size[0], size[1], screen)
				}
				continue
			}
			for _, l := range strings.Split(screen, "\n") {
				if w := ansi.StringWidth(l); w > size[0] {
					t.Errorf("%s %dx%d: a line of %d cells: %q", lang, size[0], size[1], w, l)
				}
			}
			words, err := shellWords(cmd)
			if err != nil || len(words) < 3 || words[0] != "mahjong" || words[1] != "score" {
				t.Errorf("%s %dx%d: %q does not read back: %v", lang, size[0], size[1], cmd, err)
				continue
			}
			out, errs, code := run(t, nil, append([]string{"score", "--json"}, words[2:]...)...)
			var rep scoreReport
			if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Total != r.Score.Total {
				t.Errorf("%s %dx%d: pasted %q: exit %d, total %d (want %d) %s\n%s", lang, size[0], size[1], cmd, code, rep.Total, r.Score.Total, errs, screen)
			}
			n++
		}
	}
	return n
}
