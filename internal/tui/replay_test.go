package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/replay"
	"github.com/mahjong-tui/mahjong/rules"
)

// recordedGame plays a game with the coach's bots at every seat until
// hands hands are over (0: to the end): a record to replay.
func recordedGame(t *testing.T, name string, seed uint64, hands int) *rules.Game {
	t.Helper()
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return recordedVariant(t, v, seed, hands)
}

// recordedVariant is recordedGame of a variant (its options set).
func recordedVariant(t *testing.T, v rules.Variant, seed uint64, hands int) *rules.Game {
	t.Helper()
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	b := coachBot{v}
	for steps := 0; !g.Over(); steps++ {
		if steps > 20000 {
			t.Fatal("the game does not end")
		}
		if g.Phase() == rules.PhaseHandOver && hands > 0 && g.HandNumber()+1 >= hands {
			break
		}
		moved := false
		for s := range rules.Seat(rules.NumSeats) {
			if len(g.LegalActions(s)) == 0 {
				continue
			}
			a := b.Act(g.View(s))
			a.Seat = s
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
			moved = true
			break
		}
		if !moved {
			t.Fatalf("nobody can play in phase %v", g.Phase())
		}
	}
	return g
}

func newTestReplay(t *testing.T, g *rules.Game, tiles TileStyle, w, h int) *App {
	t.Helper()
	s := testSettings(g.Variant().Name, g.Seed())
	s.Tiles = tiles
	r, err := NewReplay(g, s)
	if err != nil {
		t.Fatal(err)
	}
	r.Update(teaSize(w, h))
	return r
}

// viewer is the replay screen in front of an App.
func viewer(a *App) *replay.Screen { return a.front.(*replay.Screen) }

func replayKeysPress(r *App, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = r.Update(keyMsg(k))
	}
	return cmd
}

// Every position of the viewer is the game after that many actions,
// whatever the order positions are visited in (the snapshots at each
// hand's start are cloned, never changed).
func TestReplayPositions(t *testing.T) {
	soak.OneGoroutine(t)
	g := recordedGame(t, "pow2", 5, 3)
	r := newTestReplay(t, g, TilesLetters, 80, 24)
	n := viewer(r).Positions()
	if n != len(g.Actions()) || len(viewer(r).Sheets()) != 3 {
		t.Fatalf("%d positions for %d actions, %d sheets", n, len(g.Actions()), len(viewer(r).Sheets()))
	}
	want := make([]string, n+1)
	ref, err := rules.NewGame(g.Config())
	if err != nil {
		t.Fatal(err)
	}
	want[0] = ref.StateText()
	for i, a := range g.Actions() {
		if _, err := ref.Apply(a); err != nil {
			t.Fatal(err)
		}
		want[i+1] = ref.StateText()
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range soak.Size(60, 2000) { // jumps, each position drawn
		k := rnd.IntN(n + 1)
		viewer(r).GoTo(r.sh, k)
		if viewer(r).Position() != k || viewer(r).Game().StateText() != want[k] {
			t.Fatalf("position %d is not the game after %d actions", viewer(r).Position(), k)
		}
		_ = r.View()
	}
	// Stepping through every action visits every position in order.
	replayKeysPress(r, "g", "a")
	for k := 1; k <= n; k++ {
		replayKeysPress(r, "right")
		if viewer(r).Position() != k || viewer(r).Game().StateText() != want[k] {
			t.Fatalf("step %d landed on %d", k, viewer(r).Position())
		}
	}
	for k := n - 1; k >= 0; k-- {
		replayKeysPress(r, "left")
		if viewer(r).Position() != k {
			t.Fatalf("back to %d landed on %d", k, viewer(r).Position())
		}
	}
}

// Stepping by moves never stops inside a claim window; hand by hand goes
// from score sheet to score sheet; every hand is face up; q quits.
func TestReplayViewer(t *testing.T) {
	soak.OneGoroutine(t)
	g := recordedGame(t, "hk", 8, 2)
	r := newTestReplay(t, g, TilesLetters, 100, 30)
	if c := content(r); !strings.Contains(c, "Step 0 of") || !strings.Contains(c, "replay") {
		t.Fatalf("first position:\n%s", c)
	}
	for range 30 {
		replayKeysPress(r, "right")
		if p := viewer(r).Game().Phase(); p == rules.PhaseClaim || p == rules.PhaseRobKong {
			t.Fatalf("a move step stopped in phase %v", p)
		}
		c := content(r)
		if viewer(r).Game().Phase() == rules.PhaseTurn && strings.Contains(c, "#") {
			t.Fatalf("a hand is face down in the replay:\n%s", c)
		}
	}
	// Every seat's concealed tiles are on the screen: seat 1's are (the
	// first of them: the side column wraps).
	v := viewer(r).Game().View(1)
	var faces []string
	for _, tl := range v.Players[1].Concealed[:5] {
		faces = append(faces, kit.MustGlyphs(TilesLetters).Face(tl))
	}
	if c := content(r); !strings.Contains(c, strings.Join(faces, " ")) {
		t.Errorf("seat 1's hand %v is not on the screen:\n%s", faces, c)
	}
	replayKeysPress(r, "g", "down")
	if viewer(r).Position() != viewer(r).Sheets()[0] || !strings.Contains(content(r), "Hand 1 ·") {
		t.Fatalf("down: position %d, want the first sheet %d:\n%s", viewer(r).Position(), viewer(r).Sheets()[0], content(r))
	}
	if c := content(r); !strings.Contains(c, "Payment") {
		t.Errorf("no score sheet:\n%s", c)
	}
	replayKeysPress(r, "down")
	if viewer(r).Position() != viewer(r).Sheets()[1] || !strings.Contains(content(r), "Hand 2 ·") {
		t.Fatalf("second down: position %d, want %d", viewer(r).Position(), viewer(r).Sheets()[1])
	}
	replayKeysPress(r, "up")
	if viewer(r).Position() != viewer(r).Sheets()[0] {
		t.Fatalf("up: position %d, want %d", viewer(r).Position(), viewer(r).Sheets()[0])
	}
	replayKeysPress(r, "right")
	if viewer(r).Game().HandNumber() != 1 || !strings.Contains(content(r), "Hand 2") {
		t.Fatalf("the step after a sheet is not the next hand's start:\n%s", content(r))
	}
	replayKeysPress(r, "up", "up")
	if viewer(r).Position() != 0 {
		t.Fatalf("up from the first sheet: position %d", viewer(r).Position())
	}
	replayKeysPress(r, "?")
	if !strings.Contains(content(r), "every action") {
		t.Errorf("no help:\n%s", content(r))
	}
	replayKeysPress(r, "esc")
	if cmd := replayKeysPress(r, "q"); cmd == nil {
		t.Error("q does not quit")
	} else if _, ok := cmd().(tea.QuitMsg); !ok {
		t.Error("q does not quit")
	}
}

// A finished game ends on its last score sheet, then the standings with
// the game's figures.
func TestReplayFinishedGame(t *testing.T) {
	soak.OneGoroutine(t)
	g := recordedGame(t, "family", 3, 0)
	r := newTestReplay(t, g, TilesBoxed, 80, 24)
	replayKeysPress(r, "end")
	if viewer(r).Position() != viewer(r).Positions() || !strings.Contains(content(r), "Mah-Jong!") && !strings.Contains(content(r), "Drawn hand") {
		t.Fatalf("end:\n%s", content(r))
	}
	replayKeysPress(r, "right")
	c := content(r)
	for _, want := range []string{"Final standings", "Hands played", "Hands won"} {
		if !strings.Contains(c, want) {
			t.Errorf("the standings lack %q:\n%s", want, c)
		}
	}
	replayKeysPress(r, "left")
	if strings.Contains(content(r), "Final standings") {
		t.Error("left did not go back to the last sheet")
	}
}

func TestGoldenReplay(t *testing.T) {
	soak.OneGoroutine(t)
	g := recordedGame(t, "hk", 8, 1)
	r := newTestReplay(t, g, TilesLetters, 80, 24)
	replayKeysPress(r, "right", "right", "right", "right", "right", "right")
	golden.RequireEqual(t, content(r))
}
