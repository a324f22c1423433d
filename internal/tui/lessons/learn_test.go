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
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
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
// (teatest) by pressing the keys its own steps ask for, in English and
// in French; before each step's move, a legal move the step does not ask
// for is tried, and the screen shows the step's explanation, and the
// lesson stays at that step. Each lesson's last screen shows its closing
// words, and a lesson that ends on a scored win its score sheet (the
// total and the score command). The progress records the lessons done.
func TestLessonsPlayedByTheirInstructions(t *testing.T) {
	for _, lang := range i18n.Languages {
		t.Run(lang, func(t *testing.T) { playLessons(t, lang) })
	}
}

// playLessons plays every lesson in a language (see above).
func playLessons(t *testing.T, lang string) {
	cat := i18n.MustLoad(lang)
	var saved store.Progress
	s := testSettings("family", 1)
	s.Lang = lang
	words := kit.NewContext(s)
	app := newHarness(s, Progress{Save: func(p store.Progress) error { saved = p; return nil }})
	type probeMsg struct{ screen bool }
	answers := make(chan learnState, 1)
	filter := func(m tea.Model, msg tea.Msg) tea.Msg {
		if pm, ok := msg.(probeMsg); ok {
			h := m.(*harness)
			var st learnState
			if pm.screen {
				st.screen = flatten(h.View().Content) // drawn only when read: drawing is the costly part
			}
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
	probe := func(screen bool) learnState {
		tm.Send(probeMsg{screen})
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
	for i := range lessons {
		les := &lessons[i]
		if i == 0 {
			send(keyMsg("enter")) // the first lesson is under the cursor
		}
		if st := probe(true); st.mode != learnIntro || !strings.Contains(st.screen, flatten(cat.T(les.Title()))) {
			t.Fatalf("%s: not on its opening words: %q", les.ID, st.screen)
		}
		send(keyMsg("enter"))
		// The steps are played (TestLessonFramesNameTilesInWords tries
		// every step's wrong move in both languages); English tries them
		// here too, through the program, under MAHJONG_SOAK.
		playSteps(t, words, les, probe, send, soak.On() && lang == i18n.Languages[0])
		st := probe(true)
		if !strings.Contains(st.screen, flatten(lessonText(words, les, les.Done()))) {
			t.Errorf("%s: the closing words are not shown:\n%s", les.ID, st.screen)
		}
		if last := les.Steps[len(les.Steps)-1]; last.Expect.Kind == rules.ActWin && les.Rules != "family" {
			if !strings.Contains(st.screen, flatten(cat.T("score.total"))) || !strings.Contains(st.screen, flatten(cat.T("sheet.item"))) {
				t.Errorf("%s: the lesson ends on a win, and no score sheet shows:\n%s", les.ID, st.screen)
			}
		}
		send(keyMsg("enter")) // the next lesson's opening words (the last: the list)
	}
	if st := probe(false); st.mode != learnList {
		t.Errorf("after the last lesson: mode %d, want the list", st.mode)
	}
	tm.Send(keyMsg("esc"))
	tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second))
	if len(saved.Lessons) != len(lessons) {
		t.Errorf("progress saved %v, want the %d lessons", saved.Lessons, len(lessons))
	}
}

// playSteps plays a lesson's steps by the keys they ask for, a wrong
// move first at each when wrong is set.
func playSteps(t *testing.T, words *kit.Context, les *learn.Lesson, probe func(bool) learnState, send func(...tea.KeyPressMsg), wrong bool) {
	t.Helper()
	for n := 0; ; n++ {
		st := probe(false)
		if st.done {
			return
		}
		if n > 20 || st.step == nil {
			t.Fatalf("%s: stuck: %q", les.ID, st.screen)
		}
		// A wrong move first: the explanation, the same step.
		for _, a := range st.view.Legal {
			if !wrong || st.step.Expect.Matches(a) || a.Kind == rules.ActDiscard && a.Declare {
				continue
			}
			send(keysFor(t, st.view, st.sel, a)...)
			after := probe(true)
			if why := flatten(lessonText(words, les, st.step.Key+".why")); !strings.Contains(after.screen, why) || after.step != st.step {
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
		send(keysFor(t, st.view, probe(false).sel, *move)...)
	}
}

// Every kind of drill opens from the list at the level chosen, offers
// its choices, takes an answer by its number, says whether it is right
// with the reason, and draws the next one on enter; after ten, the run's
// result shows and the progress keeps it.
func TestDrillsAnswered(t *testing.T) {
	var saved store.Progress
	s := testSettings("hk", 1)
	a := newHarness(s, Progress{Save: func(p store.Progress) error { saved = p; return nil }})
	a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	n := len(learn.Lessons())
	for i, kind := range learn.DrillKinds {
		for range n + i {
			press(a, "down")
		}
		if i == 1 {
			press(a, "right") // medium
		}
		press(a, "enter")
		l := a.screen.(*learnScreen)
		if l.mode != learnDrill || l.drills.drill == nil || l.drills.drill.Kind != kind {
			t.Fatalf("drill %v did not open:\n%s", kind, content(a))
		}
		for run := range learn.RunLength {
			d := l.drills.drill
			press(a, "1")
			c := flatten(content(a))
			if !l.drills.answered || len(l.drills.notes) == 0 {
				t.Fatalf("drill %v %d: no verdict:\n%s", kind, run, content(a))
			}
			if right, _ := d.Judge(0); right != l.drills.right {
				t.Errorf("drill %v %d: the screen's verdict %v, the drill's %v", kind, run, l.drills.right, right)
			}
			if run == learn.RunLength-1 {
				if !strings.Contains(c, flatten(a.sh.Cat.T("learn.drill.run_done", l.drills.run.Right(), learn.RunLength, saved.Runs[l.drills.run.Key()].Best))) {
					t.Errorf("drill %v: no run result:\n%s", kind, content(a))
				}
				break
			}
			press(a, "enter")
			if l.drills.drill == d || l.drills.answered {
				t.Errorf("drill %v %d: enter did not draw the next one", kind, run)
			}
		}
		press(a, "esc")
		l.cursor = 0
	}
	if len(saved.Drills) != len(learn.DrillKinds) || len(saved.Runs) != len(learn.DrillKinds) {
		t.Errorf("progress %+v, want each kind of drill counted and its run kept", saved)
	}
}
