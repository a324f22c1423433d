package tui

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// fixedGame starts a game of a rule set from a fixed deal (the dealer's
// hand first), the person at seat me, the coach on, plain letters.
func fixedGame(t *testing.T, name string, dealer, me rules.Seat, hands [4]string, w, h int) *App {
	t.Helper()
	return fixedGameWith(t, name, rules.Options{}, passBots, dealer, me, hands, w, h)
}

// fixedGameWith is fixedGame with table options and bots.
func fixedGameWith(t *testing.T, name string, o rules.Options, bots seat.Factory, dealer, me rules.Seat, hands [4]string, w, h int) *App {
	t.Helper()
	v, err := rules.NewVariant(name, o)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 3, FirstDealer: &dealer, FixedWall: dealWall(t, dealer, hands, "")})
	if err != nil {
		t.Fatal(err)
	}
	s := testSettings(name, 3)
	s.Seat, s.Coach, s.Tiles, s.Options = me, true, TilesLetters, o
	a := newTestApp(t, s, bots, w, h)
	drive(a, a.StartWith(g, s))
	return a
}

// The complete hand of the issue (family, 11555789p 123555s on drawing
// 8p): the coach announces Mah-Jong and warns; Enter on the drawn tile
// asks first, n goes back, w from the question wins.
func TestCompleteHandAnnouncedAndConfirmed(t *testing.T) {
	soak.OneGoroutine(t)
	a := fixedGame(t, "family", 0, 0, [4]string{
		"11p 555p 79p 123s 555s 8p",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 1z 2z 3z 4z",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 5z 6z 7z 1z",
		"2p 3p 4p 6p 2p 3p 4p 6p 4s 6s 7s 8s 9s",
	}, 80, 24)
	c := flatScreen(a)
	if !strings.Contains(c, "Mah-Jong! Press w to win.") || !strings.Contains(c, "discarding throws the win away") {
		t.Fatalf("no announcement:\n%s", content(a))
	}
	press(a, "enter") // the drawn 8p is selected
	if c := flatScreen(a); !strings.Contains(c, "Discard 8p and throw the win away?") {
		t.Fatalf("no question before discarding the winning draw:\n%s", content(a))
	}
	press(a, "n")
	if c := flatScreen(a); strings.Contains(c, "throw the win away?") || len(a.match.View().Players[0].Discards) != 0 {
		t.Fatalf("n did not go back to the table:\n%s", content(a))
	}
	press(a, "enter", "w")
	if r := a.match.Game().Result(); r == nil || r.Winner != 0 {
		t.Fatalf("w from the question did not win:\n%s", content(a))
	}
}

// y from the question discards anyway.
func TestConfirmDiscardAnyway(t *testing.T) {
	soak.OneGoroutine(t)
	a := fixedGame(t, "family", 0, 0, [4]string{
		"11p 555p 79p 123s 555s 8p",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 1z 2z 3z 4z",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 5z 6z 7z 1z",
		"2p 3p 4p 6p 2p 3p 4p 6p 4s 6s 7s 8s 9s",
	}, 100, 30)
	press(a, "enter", "y")
	if d := a.match.View().Players[0].Discards; len(d) != 1 || d[0].Tile != rules.Tile(9+7) {
		t.Fatalf("y did not discard 8p: %v\n%s", d, content(a))
	}
}

// In hk the coach's "ready" counts only the waits that reach 3 fan:
// 123m 456p 789s 11z 99s after throwing 4z waits on 1z (East's pung, the
// seat's and the round's wind, concealed: 3 fan) and on 6s and 9s (1 or
// 2 fan): the coach lists 1z to win and names 6s and 9s (in words) as under the
// minimum.
func TestHKCoachReadyOnlyAboveMinimum(t *testing.T) {
	soak.OneGoroutine(t)
	a := fixedGame(t, "hk", 0, 0, [4]string{
		"123m 456p 789s 11z 99s 4z",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 2z 3z 5z 6z",
		"1m 2m 3m 4m 5m 6m 7m 8m 9m 2z 3z 5z 6z",
		"1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s 3s 7z",
	}, 100, 30)
	c := flatScreen(a)
	if !strings.Contains(c, "Coach: ready") || !strings.Contains(c, "Waits: East wind (2 left)") ||
		!strings.Contains(c, "Not a win under the minimum of 3 fan: 6 of bamboos, 9 of bamboos") {
		t.Fatalf("hk coach:\n%s", content(a))
	}
	if i := strings.Index(c, "Waits:"); strings.Contains(c[i:i+40], "9 of bamboos") {
		t.Errorf("9s among the waits to win:\n%s", content(a))
	}
}

// The claim the coach advises is the option under the prompt's cursor,
// and the coach names it as the prompt labels it.
func TestClaimAdviceAndCursorAgree(t *testing.T) {
	soak.OneGoroutine(t)
	a := fixedGame(t, "classic", 0, 1, [4]string{
		"1p 2p 3p 4p 6p 7p 8p 9p 1s 2s 3s 4s 5s 5p",
		"123m 456m 78m 55p 99s 7s",
		"1z 1z 2z 2z 3z 3z 4z 4z 5z 5z 6z 6z 7z",
		"1z 1z 2z 2z 3z 3z 4z 4z 5z 5z 6z 6z 7z",
	}, 100, 30)
	v := a.match.View()
	if !play.ClaimWindow(v) || v.Pending != rules.Tile(9+4) {
		t.Fatalf("no claim window on 5p:\n%s", content(a))
	}
	tb := a.table()
	cs := play.Choices(v)
	got := cs[tb.Cursor()]
	if got.Action.Kind != rules.ActPung {
		t.Errorf("the cursor is on %v, the coach advises the pung", got.Action)
	}
	label := play.ShortLabel(a.sh, a.sh.Painter(), got)
	if c := flatScreen(a); !strings.Contains(c, "Take it ("+label+")") {
		t.Errorf("the coach does not name the option under the cursor (%q):\n%s", label, content(a))
	}
	press(a, "enter")
	if m := a.match.View().Players[1].Melds; len(m) != 1 || m[0].Meld.Kind != rules.Pung {
		t.Errorf("enter on the advised option did not pung: %v", m)
	}
}

// flatScreen is the screen with its runs of spaces and line ends as one
// space (wrapped lines read as one).
func flatScreen(a *App) string { return strings.Join(strings.Fields(content(a)), " ") }

// With open hands the coach explains a bot's claim from its hand: Lin
// pungs the Red dragons the person throws, a step closer to ready (tip
// 5: in the family game a pung of dragons scores nothing).
func TestBotClaimExplained(t *testing.T) {
	soak.OneGoroutine(t)
	a := fixedGameWith(t, "family", rules.MustParseOptions("open"), coachBots, 0, 0, [4]string{
		"123m 456m 789m 11p 23p 7z",
		"77z 1s 2s 3s 4s 5s 6s 7s 8s 9s 1p 9p",
		"1m 2m 3m 4m 5m 6m 1z 2z 3z 4z 5z 6z 1z",
		"2p 3p 4p 5p 6p 7p 8p 9p 1p 4p 5p 6p 7p",
	}, 100, 30)
	press(a, "enter") // throw the drawn Red dragon
	// (The coach's players avoid discards that let a shown hand win, so
	// Mei's pung of East comes next; its claim is the one explained.)
	if c := flatScreen(a); !strings.Contains(c, "claimed pung of East wind: tip 5") {
		t.Fatalf("the claim is not explained:\n%s", content(a))
	}
}
