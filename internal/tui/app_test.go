package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// Colour only repeats what the characters say: the coloured screen with
// its colours stripped is the plain (NO_COLOR) screen, blank for blank.
func TestColourOnlyRepeatsText(t *testing.T) {
	soak.OneGoroutine(t)
	for _, style := range TileStyles {
		plain := testSettings("hk", 42)
		plain.SkipMenu, plain.Tiles = true, style
		coloured := plain
		coloured.Colour = true
		a := newTestApp(t, plain, coachBots, 100, 30)
		b := newTestApp(t, coloured, coachBots, 100, 30)
		playTurns(t, a, 4)
		playTurns(t, b, 4)
		press(a, "c")
		press(b, "c")
		pc, cc := content(a), content(b)
		if strings.Contains(pc, "\x1b[") {
			t.Errorf("%s: the plain theme writes escape sequences", style)
		}
		if !strings.Contains(cc, "\x1b[") {
			t.Errorf("%s: the coloured theme has no colour", style)
		}
		if got := trimLines(ansi.Strip(cc)); got != trimLines(pc) {
			t.Errorf("%s: the coloured screen says something else:\n%s\n---\n%s", style, got, pc)
		}
	}
}

// trimLines drops the blanks at the end of each line (a coloured blank
// is as invisible as a plain one).
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// Every glyph set loads and pads every face to two cells.
func TestGlyphSets(t *testing.T) {
	soak.OneGoroutine(t)
	for _, style := range TileStyles {
		g, err := kit.LoadGlyphs(style)
		if err != nil {
			t.Fatal(err)
		}
		for tl := rules.Tile(0); tl <= rules.Joker; tl++ {
			if w := ansi.StringWidth(g.Face(tl)); w != kit.FaceWidth {
				t.Errorf("%s: %s is %d cells", style, tl, w)
			}
		}
	}
	if f := kit.MustGlyphs(TilesLetters).Face(rules.Red); f != "Rd" {
		t.Errorf("letters red dragon %q", f)
	}
}

// click sends a left click at a cell.
func click(a *App, x, y int) {
	_, cmd := a.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	drive(a, cmd)
}

// find returns the cell of the first hit zone with an id.
func find(t *testing.T, a *App, id string) (int, int) {
	t.Helper()
	c := a.front.Draw(a.sh)
	for y := 0; y < a.sh.Height; y++ {
		for x := 0; x < a.sh.Width; x++ {
			if c.Hit(x, y) == id {
				return x, y
			}
		}
	}
	t.Fatalf("no zone %q on the screen", id)
	return 0, 0
}

func TestMouse(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 80, 24)
	if !play.MyTurn(a.match.View()) {
		t.Skip("the human does not start this seed's first turn")
	}
	x, y := find(t, a, "hand:2")
	click(a, x, y)
	if a.table().Selected() != 2 {
		t.Fatalf("click selected %d, want 2", a.table().Selected())
	}
	tiles, _ := play.HandTiles(a.match.View())
	before := len(a.match.View().Players[a.match.Me()].Discards)
	x, y = find(t, a, "hand:2")
	click(a, x, y)
	d := a.match.View().Players[a.match.Me()].Discards
	if len(d) != before+1 || d[len(d)-1].Tile != tiles[2] {
		t.Fatalf("a second click did not discard %v: %v", tiles[2], d)
	}
	// A prompt's choice is clicked.
	a2 := newTestApp(t, testSettings("hk", 5), passBots, 80, 24)
	drive(a2, a2.StartWith(claimGame(t), testSettings("hk", 5)))
	x, y = find(t, a2, "choice:0")
	click(a2, x, y)
	if m := a2.match.View().Players[a2.match.Me()].Melds; len(m) != 1 || m[0].Meld.Kind != rules.Chow {
		t.Fatalf("clicking the first choice did not chow: %v", m)
	}
}

func TestHooks(t *testing.T) {
	soak.OneGoroutine(t)
	saved := claimGame(t)
	applied, quitSaved := 0, 0
	var loaded bool
	s := testSettings("hk", 5)
	a, err := New(s, Options{Bots: passBots, Hooks: Hooks{
		HasSavedGame:  func() bool { return true },
		LoadSavedGame: func() (*rules.Game, Settings, error) { loaded = true; return saved, s, nil },
		ActionApplied: func(*rules.Game, Settings) error { applied++; return nil },
		BeforeQuit:    func(*rules.Game, Settings) error { quitSaved++; return nil },
	}})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if !strings.Contains(content(a), "Continue the saved game") {
		t.Fatalf("no Continue on the menu:\n%s", content(a))
	}
	press(a, "enter") // Continue is the first item
	if !loaded || a.front.ID() != play.ID {
		t.Fatal("Continue did not resume the saved game")
	}
	press(a, "p")
	if applied == 0 {
		t.Error("ActionApplied never called")
	}
	press(a, "q")
	if !strings.Contains(content(a), "It will be saved") {
		t.Fatalf("no confirm dialog:\n%s", content(a))
	}
	press(a, "n")
	if a.Quitting() {
		t.Fatal("n quit")
	}
	press(a, "q", "y")
	if !a.Quitting() || quitSaved != 1 {
		t.Errorf("quitting %v, BeforeQuit called %d times", a.Quitting(), quitSaved)
	}
}

// classic: the human, ready after discarding, declares with r then Enter.
func TestDeclareReady(t *testing.T) {
	soak.OneGoroutine(t)
	dealer := rules.Seat(0)
	wall := dealWall(t, dealer, [4]string{
		0: "123m 456m 789m 123p 5p 9s",
		1: "11p 2p 4p 6p 8p 1s 3s 5s 7s 2z 3z 4z",
		2: "2p 3p 7p 9p 2s 4s 6s 8s 4z 55z 6z 7z",
		3: "4p 6p 7p 8p 2s 3s 4s 6s 7s 8s 7z 6z 1z",
	}, "")
	v, _ := rules.VariantByName("classic")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 3, FirstDealer: &dealer, FixedWall: wall})
	if err != nil {
		t.Fatal(err)
	}
	s := testSettings("classic", 3)
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.StartWith(g, s))
	press(a, "c")
	if !strings.Contains(content(a), "You are ready: press r") {
		t.Errorf("no ready reminder:\n%s", content(a))
	}
	press(a, "r")
	if !strings.Contains(content(a), "Declaring ready") {
		t.Fatalf("no declaring prompt:\n%s", content(a))
	}
	press(a, "enter") // the drawn 9s
	if !a.match.View().Players[a.match.Me()].Declared {
		t.Fatal("not declared")
	}
	if !strings.Contains(content(a), "READY") {
		t.Error("the header does not say READY")
	}
}

// Help shows every binding of the table and the rule set's page.
func TestHelpScreen(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("pow2", 1)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 100, 30)
	press(a, "?")
	c := content(a)
	for _, want := range []string{"Help", "coach", "pass", "French club rules"} {
		if !strings.Contains(c, want) {
			t.Errorf("help lacks %q:\n%s", want, c)
		}
	}
	press(a, "esc")
	if strings.Contains(content(a), "French club rules") {
		t.Error("Esc did not close the help")
	}
}

// A concealed kong with k: the kong shows (two faces between two backs)
// and the human plays on with the replacement tile.
func TestConcealedKong(t *testing.T) {
	soak.OneGoroutine(t)
	dealer := rules.Seat(0)
	wall := dealWall(t, dealer, [4]string{
		0: "1111m 456m 789p 23s 5z 9s",
		1: "11p 2p 4p 6p 8p 1s 3s 5s 7s 2z 3z 4z",
		2: "2p 3p 7p 9p 2s 4s 6s 8s 4z 55z 6z 7z",
		3: "4p 6p 7p 8p 2s 3s 4s 6s 7s 8s 7z 6z 1z",
	}, "")
	wall.Replacement = []rules.Tile{rules.Tile(9 + 8)}
	v, _ := rules.VariantByName("hk")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 4, FirstDealer: &dealer, FixedWall: wall})
	if err != nil {
		t.Fatal(err)
	}
	s := testSettings("hk", 4)
	s.Tiles = TilesLetters
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.StartWith(g, s))
	if !strings.Contains(content(a), "k kong") {
		t.Errorf("the help line does not offer the kong:\n%s", content(a))
	}
	press(a, "k")
	me := a.match.View().Players[a.match.Me()]
	if len(me.Melds) != 1 || me.Melds[0].Kong != rules.KongConcealed || me.Drawn != rules.Tile(9+8) {
		t.Fatalf("after k: melds %v drawn %v", me.Melds, me.Drawn)
	}
	if !strings.Contains(content(a), "[##1m1m##]") {
		t.Errorf("the concealed kong is not shown:\n%s", content(a))
	}
	if !play.MyTurn(a.match.View()) {
		t.Error("the turn did not go on after the kong")
	}
}
