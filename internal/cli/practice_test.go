package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// hasAction reports whether the view offers an action of kind k.
func hasAction(v rules.View, k rules.ActionKind) bool {
	for _, a := range v.Legal {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// The practice aids through the play command's hooks: at the first turn
// a hint with the coach off, then a discard taken back; auto-pass on,
// the hand played to its end with the claims passed for the person; the
// record of the game says "practice", and mahjong stats counts it apart
// from the games played through.
func TestPracticeGame(t *testing.T) {
	t.Parallel()
	env, st := testEnv(t)
	a, _ := appFor(t, env, 80, 24, "--rules", "family", "--seed", "6", "--speed", "instant")
	myTurn := func() bool { v := a.Match().View(); return hasAction(v, rules.ActDiscard) && v.Turn == v.Seat }
	for i := 0; !myTurn(); i++ {
		if i > 50 {
			t.Fatal("never the person's turn")
		}
		press(a, "p")
	}
	before := screen(a)
	press(a, "t")
	if screen(a) == before || !strings.Contains(screen(a), "^") || strings.Contains(screen(a), "· coach") {
		t.Fatalf("no hint with the coach off:\n%s", screen(a))
	}
	n := a.Match().Game().NumActions()
	press(a, "enter")
	if a.Match().Game().NumActions() == n {
		t.Fatal("the discard was not played")
	}
	press(a, "u")
	if a.Match().Game().NumActions() != n || !myTurn() {
		t.Fatalf("not taken back: %d actions, want %d", a.Match().Game().NumActions(), n)
	}
	press(a, "a")
	for i := 0; a.Match() != nil && !a.Match().Game().Over(); i++ {
		if i > 500 {
			t.Fatal("the hand does not end")
		}
		v := a.Match().View()
		if hasAction(v, rules.ActPass) && !hasAction(v, rules.ActWin) && !hasAction(v, rules.ActDiscard) {
			t.Fatalf("a claim asked with auto-pass on:\n%s", screen(a))
		}
		if hasAction(v, rules.ActWin) {
			press(a, "w")
		} else {
			press(a, "enter")
		}
	}
	if len(a.Match().Auto()) == 0 {
		t.Fatal("no claim was passed by auto-pass: choose another seed")
	}
	press(a, "enter") // the standings
	recs, err := st.Records()
	if err != nil || len(recs) != 1 {
		t.Fatalf("records %v %v", recs, err)
	}
	data, _ := os.ReadFile(recs[0].Path)
	if !bytes.Contains(data, []byte(`"practice": true`)) {
		t.Errorf("the record does not say practice:\n%s", data)
	}
	sv, err := st.LoadRecord(recs[0].Name, time.Now())
	if err != nil || !sv.Practice || !sv.Game.Over() {
		t.Fatalf("the record read back: %v %+v", err, sv)
	}
	out, _, code := runEnv(t, env, false, "stats", "--json")
	var rep struct {
		RuleSets []ruleStatsReport `json:"rule_sets"`
		Practice []ruleStatsReport `json:"practice"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("stats --json: %d %v %s", code, err, out)
	}
	if len(rep.RuleSets) != 0 || len(rep.Practice) != 1 || rep.Practice[0].Games != 1 || rep.Practice[0].Rules != "family" {
		t.Errorf("the practice game is not counted apart: %s", out)
	}
	text, _, _ := runEnv(t, env, false, "stats")
	if !strings.Contains(text, "family rules, practice games") {
		t.Errorf("stats does not say practice:\n%s", text)
	}
}
