package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/mahjong-tui/mahjong/internal/learn"
	"github.com/mahjong-tui/mahjong/internal/soak"
)

// flatten reads a screen or a text as words separated by one space.
func flatten(s string) string { return strings.Join(strings.Fields(s), " ") }

// The first screen of each lesson (its opening words) at 80x24, in
// English and French.
func TestGoldenLessonIntros(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range []string{"en", "fr"} {
		for i, les := range learn.Lessons() {
			t.Run(les.ID+"_"+lang, func(t *testing.T) {
				s := testSettings("family", 1)
				s.Lang = lang
				a, err := New(s, Options{Learn: true})
				if err != nil {
					t.Fatal(err)
				}
				a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
				for range i {
					press(a, "down")
				}
				press(a, "enter")
				golden.RequireEqual(t, content(a))
			})
		}
	}
}

// The first table of each lesson, its first step asked, at 80x24, in
// English and French.
func TestGoldenLessonFirstSteps(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range []string{"en", "fr"} {
		for i, les := range learn.Lessons() {
			t.Run(les.ID+"_"+lang, func(t *testing.T) {
				s := testSettings("family", 1)
				s.Lang = lang
				a, err := New(s, Options{Learn: true})
				if err != nil {
					t.Fatal(err)
				}
				a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
				for range i {
					press(a, "down")
				}
				press(a, "enter", "enter")
				golden.RequireEqual(t, content(a))
			})
		}
	}
}
