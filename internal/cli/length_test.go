package cli

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// mahjong --rules classic --length 4 plays four hands, then shows the
// final standings (naming the length played), with the record kept and
// the four hands in the history.
func TestPlayFourHands(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a, _ := appFor(t, env, 80, 24, "--rules", "classic", "--length", "4", "--speed", "instant", "--seed", "8")
	sheets := 0
	for step := 0; !strings.Contains(screen(a), "Final standings"); step++ {
		if step > 3000 {
			t.Fatal("the game does not end")
		}
		v := a.Match().View()
		switch {
		case v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver:
			sheets++
			press(a, "enter")
		case hasAction(v, rules.ActWin):
			press(a, "w")
		default:
			press(a, "enter") // the drawn tile, or the default of a claim (pass)
		}
	}
	g := a.Match().Game()
	if !g.Over() || g.HandNumber() != 3 || sheets != 4 {
		t.Fatalf("the game ended after %d hands (%d sheets)", g.HandNumber()+1, sheets)
	}
	if c := flat(screen(a)); !strings.Contains(c, "Played: 4 hands") {
		t.Errorf("the standings do not name the length:\n%s", screen(a))
	}
	h, _, err := st.ReadHistory()
	if err != nil || len(h) != 4 {
		t.Errorf("history: %d entries, %v", len(h), err)
	}
	if recs, err := st.Records(); err != nil || len(recs) != 1 {
		t.Errorf("records %v %v", recs, err)
	}
}
