package tui

import (
	"errors"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/rules"
)

// The help, the quit dialog and the export dialog are a stack over the
// screen: the one on top takes the keys, the table stays drawn under a
// dialog (not under the help, which fills the terminal), and closing one
// gives the keys back to what is below.
func TestOverlayStack(t *testing.T) {
	soak.OneGoroutine(t)
	var written []string
	fail := true
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a, err := New(s, Options{Bots: passBots, Hooks: Hooks{
		Export: func(_ *rules.Game, _ Settings, name string) (string, error) {
			if fail {
				return "", errors.New("disk full")
			}
			written = append(written, name)
			return "/tmp/" + name, nil
		},
	}})
	if err != nil {
		t.Fatal(err)
	}
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	drive(a, a.Init())
	table := content(a)

	// The help hides the table; q closes it (and does not quit).
	press(a, "?")
	if c := content(a); !strings.Contains(c, "back to the game") || strings.Contains(c, "Wall:") {
		t.Fatalf("the help does not fill the terminal:\n%s", c)
	}
	press(a, "q")
	if a.Quitting() || content(a) != table {
		t.Fatalf("q did not close the help back to the same table:\n%s", content(a))
	}

	// The export dialog over the table: the table shows around it.
	press(a, "e")
	c := content(a)
	if !strings.Contains(c, "Export this game") || !strings.Contains(c, "Wall:") {
		t.Fatalf("no export dialog over the table:\n%s", c)
	}
	// It edits text: q is typed, not a quit.
	before := a.overlays.Top().(*dialog.Export).Name()
	press(a, "q")
	if a.Quitting() || a.overlays.Top().(*dialog.Export).Name() != before+"q" {
		t.Fatalf("q in the dialog: quitting %v, name %q", a.Quitting(), a.overlays.Top().(*dialog.Export).Name())
	}
	press(a, "enter")
	if !strings.Contains(content(a), "disk full") || len(a.overlays) != 1 {
		t.Fatalf("the failure is not said in the dialog:\n%s", content(a))
	}
	fail = false
	press(a, "enter")
	if len(written) != 1 || len(a.overlays) != 0 || !strings.Contains(content(a), "Game written to /tmp/") {
		t.Fatalf("written %v, overlays %d:\n%s", written, len(a.overlays), content(a))
	}

	// The quit dialog: n gives the table back, y leaves.
	press(a, "q")
	if !strings.Contains(content(a), "Leave the game?") || !strings.Contains(content(a), "Wall:") {
		t.Fatalf("no quit dialog over the table:\n%s", content(a))
	}
	press(a, "n")
	if len(a.overlays) != 0 || a.Quitting() {
		t.Fatal("n did not close the dialog")
	}
	press(a, "q", "y")
	if !a.Quitting() {
		t.Error("y did not leave")
	}
}
