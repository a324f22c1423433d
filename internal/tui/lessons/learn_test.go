package lessons

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/learn"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// learnState is what the probe reads of the Learn screen, from inside
// the program's loop.
type learnState struct {
	screen string
	mode   learnMode
	view   rules.View
	step   *learn.Step
	done   bool
	sel    int // the tile selected in the hand row
}

// keysFor are the keys that play a move at the table, as the lesson's
// words tell: a tile selected with ←/→ then enter (r first to declare),
// a claim by its number in the prompt, k for a kong, w to win, p to
// pass.
func keysFor(t *testing.T, v rules.View, sel int, a rules.Action) []tea.KeyPressMsg {
	t.Helper()
	key := func(s string) tea.KeyPressMsg { return keyMsg(s) }
	switch a.Kind {
	case rules.ActDiscard:
		tiles, _ := play.HandTiles(v)
		i := slices.Index(tiles, a.Tile)
		if i < 0 {
			t.Fatalf("%v is not in the hand %v", a.Tile, tiles)
		}
		var out []tea.KeyPressMsg
		if a.Declare {
			out = append(out, key("r"))
		}
		for ; sel > i; sel-- {
			out = append(out, key("left"))
		}
		for ; sel < i; sel++ {
			out = append(out, key("right"))
		}
		return append(out, key("enter"))
	case rules.ActConcealedKong, rules.ActAddedKong:
		return []tea.KeyPressMsg{key("k")}
	case rules.ActWin:
		return []tea.KeyPressMsg{key("w")}
	case rules.ActPass:
		return []tea.KeyPressMsg{key("p")}
	}
	for i, c := range play.Choices(v) {
		if c.Action == a {
			return []tea.KeyPressMsg{key(string(rune('1' + i)))}
		}
	}
	t.Fatalf("no choice for %v", a)
	return nil
}

// Every lesson is played to its end through the real program loop
// (teatest) by pressing the keys its own steps ask for; before each
// step's move, a legal move the step does not ask for is tried, and the
// screen shows the step's explanation, and the lesson stays at that
// step. The progress records the lessons done.
func TestLessonsPlayedByTheirInstructions(t *testing.T) {
	cat := i18n.MustLoad("en")
	var saved store.Progress
	s := testSettings("family", 1)
	app := newHarness(s, Progress{Save: func(p store.Progress) error { saved = p; return nil }})
	type probeMsg struct{}
	answers := make(chan learnState, 1)
	filter := func(m tea.Model, msg tea.Msg) tea.Msg {
		if _, ok := msg.(probeMsg); ok {
			h := m.(*harness)
			st := learnState{screen: flatten(h.View().Content)}
			if l, ok := h.screen.(*learnScreen); ok {
				st.mode = l.mode
				if l.table != nil {
					st.sel = l.table.Selected()
				}
				if l.session != nil {
					st.view = l.session.View()
					st.step, _ = l.session.Step()
					st.done = l.session.Done()
				}
			}
			answers <- st
			return nil
		}
		return msg
	}
	tm := teatest.NewTestModel(t, app, teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithFilter(filter)))
	probe := func() learnState {
		tm.Send(probeMsg{})
		select {
		case st := <-answers:
			return st
		case <-time.After(5 * time.Second):
			t.Fatal("the program does not answer")
		}
		return learnState{}
	}
	send := func(keys ...tea.KeyPressMsg) {
		for _, k := range keys {
			tm.Send(k)
		}
	}
	lessons := learn.Lessons()
	for i, les := range lessons {
		if i == 0 {
			send(keyMsg("enter")) // the first lesson is under the cursor
		}
		if st := probe(); st.mode != learnIntro || !strings.Contains(st.screen, flatten(cat.T(les.Title()))) {
			t.Fatalf("%s: not on its opening words: %q", les.ID, st.screen)
		}
		send(keyMsg("enter"))
		for n := 0; ; n++ {
			st := probe()
			if st.done {
				break
			}
			if n > 20 || st.step == nil {
				t.Fatalf("%s: stuck: %q", les.ID, st.screen)
			}
			// A wrong move first: the explanation, the same step.
			for _, a := range st.view.Legal {
				if st.step.Expect.Matches(a) || a.Kind == rules.ActDiscard && a.Declare {
					continue
				}
				send(keysFor(t, st.view, st.sel, a)...)
				after := probe()
				if why := flatten(cat.T(st.step.Key + ".why")); !strings.Contains(after.screen, why) || after.step != st.step {
					t.Errorf("%s %s: the wrong move %v is not explained (want %q):\n%s", les.ID, st.step.Key, a, why, after.screen)
				}
				break
			}
			// Then the move the step asks for.
			var move *rules.Action
			for _, a := range st.view.Legal {
				if st.step.Expect.Matches(a) {
					move = &a
					break
				}
			}
			if move == nil {
				t.Fatalf("%s %s: no legal move matches the step", les.ID, st.step.Key)
			}
			send(keysFor(t, st.view, probe().sel, *move)...)
		}
		if st := probe(); !strings.Contains(st.screen, flatten(cat.T(les.Done()))) {
			t.Errorf("%s: the closing words are not shown:\n%s", les.ID, st.screen)
		}
		send(keyMsg("enter")) // the next lesson's opening words (the last: the list)
	}
	if st := probe(); st.mode != learnList {
		t.Errorf("after the last lesson: mode %d, want the list", st.mode)
	}
	tm.Send(keyMsg("esc"))
	tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second))
	if len(saved.Lessons) != len(lessons) {
		t.Errorf("progress saved %v, want the %d lessons", saved.Lessons, len(lessons))
	}
}

// The drills open from the list, take an answer each (a discard, the
// waits named, a total typed), say whether it is right with the reason,
// count it, and draw the next one on enter.
func TestDrillsAnswered(t *testing.T) {
	var saved store.Progress
	s := testSettings("hk", 1)
	a := newHarness(s, Progress{Save: func(p store.Progress) error { saved = p; return nil }})
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	n := len(learn.Lessons())
	for i, answer := range [][]string{{"enter"}, {"enter", "w"}, {"7", "enter"}} {
		for range n + i {
			press(a, "down")
		}
		press(a, "enter")
		l := a.screen.(*learnScreen)
		if l.mode != learnDrill || l.drill == nil {
			t.Fatalf("drill %d did not open:\n%s", i, content(a))
		}
		first := l.drill
		press(a, answer...)
		c := flatten(content(a))
		if !l.answered || len(l.notes) == 0 || !strings.Contains(c, "enter: next drill") {
			t.Fatalf("drill %d (%v, mode %d, answered %v): no verdict:\n%s", i, l.drill.Kind, l.mode, l.answered, content(a))
		}
		if i == 0 && !strings.Contains(c, "Good: ") && !strings.Contains(c, "is weaker:") {
			t.Errorf("the discard drill's verdict gives no reason:\n%s", content(a))
		}
		press(a, "enter")
		if l.drill == first || l.answered {
			t.Errorf("drill %d: enter did not draw the next one", i)
		}
		press(a, "esc")
		l.cursor = 0
	}
	if len(saved.Drills) != 3 {
		t.Errorf("progress %+v, want the three kinds of drill counted", saved.Drills)
	}
}
