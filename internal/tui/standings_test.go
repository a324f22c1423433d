package tui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// shortGame plays a whole hk game of a few hands, the coach's moves at
// every seat, at a table.
func shortGame(t *testing.T, hands int, seed uint64) *rules.Game {
	t.Helper()
	return playGame(t, rules.VariantHK, "length="+strconv.Itoa(hands), seed, -1)
}

// standingsOf shows a finished game's standings.
func standingsOf(t *testing.T, g *rules.Game, s Settings, w, h int) *App {
	t.Helper()
	a := newTestApp(t, s, passBots, w, h)
	drive(a, a.StartWith(g, s))
	if a.front.ID() == sheet.ID {
		press(a, "enter")
	}
	if a.front.ID() != sheet.StandingsID {
		t.Fatalf("screen %v, not the standings", a.front.ID())
	}
	return a
}

// The final standings of a six-hand hk game with its story: the chart of
// the running totals beside the ranking, the table of the hands, at
// 80x24 and 120x40, in English and French, with and without colour.
func TestGoldenStandings(t *testing.T) {
	soak.OneGoroutine(t)
	g := shortGame(t, 6, 3)
	for _, lang := range []string{"en", "fr"} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			for _, colour := range []bool{false, true} {
				name := fmt.Sprintf("%s_%dx%d_%s", lang, size[0], size[1], map[bool]string{false: "plain", true: "colour"}[colour])
				t.Run(name, func(t *testing.T) {
					s := testSettings("hk", 3)
					s.Lang, s.Colour = lang, colour
					a := standingsOf(t, g, s, size[0], size[1])
					requireGolden(t, a)
				})
			}
		}
	}
}

// The table of the hands scrolls when they do not all fit (the arrows, a
// page at a time), tab shows the person's figures and back; every hand
// of the game is in the table once scrolled through.
func TestStandingsScroll(t *testing.T) {
	soak.OneGoroutine(t)
	g := shortGame(t, 12, 5)
	a := standingsOf(t, g, testSettings("hk", 5), 80, 24)
	if !strings.Contains(content(a), "hands 1 to ") {
		t.Fatalf("no scrolled range shown:\n%s", content(a))
	}
	seen := map[string]bool{}
	rowRe := regexp.MustCompile(`(?m)^   (\d+) `)
	for range 12 {
		for _, m := range rowRe.FindAllStringSubmatch(content(a), -1) {
			seen[m[1]] = true
		}
		press(a, "down")
	}
	for n := 1; n <= g.HandNumber()+1; n++ {
		if !seen[strconv.Itoa(n)] {
			t.Errorf("hand %d never shown", n)
		}
	}
	press(a, "tab")
	if c := content(a); !strings.Contains(c, "Hands won") || !strings.Contains(c, "Best hand") || strings.Contains(c, "Winner") {
		t.Errorf("tab does not show the figures:\n%s", c)
	}
	press(a, "tab")
	if !strings.Contains(content(a), "Winner") {
		t.Errorf("tab again does not show the hands:\n%s", content(a))
	}
}
