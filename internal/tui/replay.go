package tui

import (
	"github.com/mahjong-tui/mahjong/internal/tui/replay"
	"github.com/mahjong-tui/mahjong/rules"
)

// NewReplay builds the viewer of a game (mahjong replay: a record, the
// game as it ended or as far as it was played), at its first position:
// an App with the replay screen in front, every hand face up; q leaves.
func NewReplay(g *rules.Game, s Settings) (*App, error) {
	a := newApp(s, Options{})
	r, err := replay.New(a.sh, g)
	if err != nil {
		return nil, err
	}
	a.front = r
	return a, nil
}

// RunReplay opens the viewer on a game until the player quits (q). A
// signal on term.Stop restores the terminal and ends it with an
// *Interrupted.
func RunReplay(g *rules.Game, s Settings, term Terminal) error {
	a, err := NewReplay(g, s)
	if err != nil {
		return err
	}
	final, err := runProgram(a, s, term, nil)
	if err != nil {
		return err
	}
	if fa, ok := final.(*App); ok && fa.Signal() != nil {
		return &Interrupted{Signal: fa.Signal()}
	}
	return nil
}
