package learn

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// follow returns the legal move of the player that a step expects.
func follow(t *testing.T, s *Session, st *Step) rules.Action {
	t.Helper()
	for _, a := range s.View().Legal {
		if st.Expect.Matches(a) {
			return a
		}
	}
	t.Fatalf("lesson %s, %s: no legal move matches %+v; legal %v", s.Lesson().ID, st.Key, st.Expect, s.View().Legal)
	return rules.Action{}
}

// wrongMove returns a legal move of the player that the step does not
// expect (false when there is none).
func wrongMove(s *Session, st *Step) (rules.Action, bool) {
	for _, a := range s.View().Legal {
		if !st.Expect.Matches(a) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// Every lesson can be played to its end by its own steps, every wrong
// move is refused with the step's explanation, and the six-tips lessons
// ask exactly what the strategy advises, for the tip they teach.
func TestLessonsFollowTheirSteps(t *testing.T) {
	for _, l := range Lessons() {
		t.Run(l.ID, func(t *testing.T) {
			s, err := l.Start()
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done() {
				st, i := s.Step()
				v := s.View()
				if st.Tip != strategy.TipNone {
					variant, _ := l.Variant()
					adv := strategy.Advise(v, variant)
					if !st.Expect.Matches(adv.Action) || adv.Tip != st.Tip && (adv.Claim == nil || adv.Claim.Tip != st.Tip) {
						t.Errorf("step %d: the strategy advises %v (tip %d), the lesson asks %+v for tip %d", i+1, adv.Action, adv.Tip, st.Expect, st.Tip)
					}
				}
				if w, ok := wrongMove(s, st); ok {
					good, why, err := s.Try(w)
					if err != nil || good || len(why) == 0 || why[0].Key != st.Key+".why" {
						t.Errorf("step %d: wrong move %v: ok %v, notes %+v, %v", i+1, w, good, why, err)
					}
				}
				good, _, err := s.Try(follow(t, s, st))
				if err != nil || !good {
					t.Fatalf("step %d: the expected move is refused: %v", i+1, err)
				}
			}
			// A lesson that ends on a win ends with the hand won: the
			// sheet has a result to show (classic's and pow2's once ended
			// with the claim window still open).
			if last := l.Steps[len(l.Steps)-1]; last.Expect.Kind == rules.ActWin {
				if r := s.Game().Result(); r == nil || r.Drawn || r.Winner != Player {
					t.Errorf("the lesson ends on a win, the hand's result is %+v (phase %v)", r, s.Game().Phase())
				}
			}
		})
	}
}

// Every lesson's words are in both catalogues: its title, its opening
// and closing words, each step and its explanation.
func TestLessonTexts(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		cat := i18n.MustLoad(lang)
		for _, l := range Lessons() {
			keys := []string{l.Title(), l.Intro(), l.Done()}
			for _, st := range l.Steps {
				keys = append(keys, st.Key, st.Key+".why")
			}
			for _, k := range keys {
				if !cat.Has(k) {
					t.Errorf("%s: no %s", lang, k)
				}
			}
		}
	}
}

// Every move a step accepts leads to the lesson's end: each accepted
// legal move of each step is followed, from a fresh deal replaying the
// moves before it, until the last step (a lesson that accepts 1s or 9s
// must end whichever is played).
func TestLessonsEveryAcceptedPath(t *testing.T) {
	for _, l := range Lessons() {
		t.Run(l.ID, func(t *testing.T) {
			paths := 0
			var walk func(prefix []rules.Action)
			walk = func(prefix []rules.Action) {
				s, err := l.Start()
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range prefix {
					if ok, _, err := s.Try(a); !ok || err != nil {
						t.Fatalf("replaying %v: %v %v", prefix, ok, err)
					}
				}
				st, i := s.Step()
				if st == nil {
					paths++
					return
				}
				var moves []rules.Action
				for _, a := range s.View().Legal {
					if st.Expect.Matches(a) && !slices.Contains(moves, a) {
						moves = append(moves, a)
					}
				}
				if len(moves) == 0 {
					t.Fatalf("after %v, step %d: no legal move matches %+v (legal %v)", prefix, i+1, st.Expect, s.View().Legal)
				}
				for _, a := range moves {
					walk(append(slices.Clone(prefix), a))
				}
			}
			walk(nil)
			if paths == 0 {
				t.Error("no path ends the lesson")
			}
		})
	}
}

// The course is at least 25 lessons, each rule set introduced by the
// first lesson that plays it (its intro names the table), and no lesson
// text names a tile in notation: prose names tiles in words (the
// catalogue's tile names), in both languages.
func TestCourse(t *testing.T) {
	ls := Lessons()
	if len(ls) < 25 {
		t.Errorf("%d lessons, want at least 25", len(ls))
	}
	code := regexp.MustCompile(`\b[0-9]+[mpszfj]\b`)
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		seen := map[string]bool{}
		for _, l := range ls {
			if !seen[l.Rules] && l.Rules != "family" {
				if !cat.Has(l.Intro()) {
					t.Errorf("%s: %s has no intro", lang, l.ID)
				}
			}
			seen[l.Rules] = true
			keys := []string{l.Title(), l.Intro(), l.Done()}
			for _, st := range l.Steps {
				keys = append(keys, st.Key, st.Key+".why")
			}
			for _, k := range keys {
				if m := code.FindString(cat.T(k, "3 fan")); m != "" {
					t.Errorf("%s %s: %q names a tile in notation", lang, k, m)
				}
			}
		}
	}
	for _, k := range i18n.MustLoad("en").Keys() {
		for _, lang := range i18n.Languages {
			if text := i18n.MustLoad(lang).T(k); len(k) > 6 && k[:6] == "learn." && code.MatchString(text) && k != "learn.tiles.intro" {
				t.Errorf("%s %s: %q names a tile in notation", lang, k, code.FindString(text))
			}
		}
	}
}

// The hk scoring lesson names its table's minimum, read from the scorer,
// not a 3 written in its text.
func TestIntroNamesTheMinimum(t *testing.T) {
	cat := i18n.MustLoad("en")
	unit := func(n int, u rules.Unit) string { return fmt.Sprintf("%d %s", n, cat.Count("unit."+u.String(), n)) }
	for _, l := range Lessons() {
		if l.ID != "score_hk" {
			continue
		}
		if got := cat.T(l.Intro(), l.IntroArgs(unit)...); !strings.Contains(got, "a win needs 3 fan at this table") {
			t.Errorf("intro %q", got)
		}
		l.Options = rules.MustParseOptions("min-fan=1")
		if got := cat.T(l.Intro(), l.IntroArgs(unit)...); !strings.Contains(got, "a win needs 1 fan at this table") {
			t.Errorf("min-fan=1: intro %q", got)
		}
		return
	}
	t.Fatal("no score_hk lesson")
}
