package fittest

import (
	"slices"
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"autosave-2.json", []string{"autosave", "json"}},
		{"l'était", []string{"l", "était"}},
		{"[1s2sJ*] 東 HHHH", []string{"s", "s", "J", "HHHH"}},
		{"--norths 1", []string{"norths"}},
	}
	for _, c := range cases {
		if got := Words(c.text); !slices.Equal(got, c.want) {
			t.Errorf("Words(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// A frame with a word broken by a hard wrap is named, with the word it
// makes; the same text wrapped at a space passes.
func TestProblemsNameABrokenWord(t *testing.T) {
	v, err := NewVocabulary("en", "saves to /home/a/autosave-2.json")
	if err != nil {
		t.Fatal(err)
	}
	f := Frame{Width: 20, Height: 5, Words: v}
	if p := f.Problems("Your turn: discard\nsaves to /home/a/\nautosave-2.json"); len(p) != 0 {
		t.Errorf("a frame wrapped at word boundaries: %q", p)
	}
	p := f.Problems("Your turn: disc\nard · HHHH")
	if len(p) != 2 || !strings.Contains(p[0], `"discard" is broken`) || !strings.Contains(p[1], `"discard" is broken`) {
		t.Errorf("a broken discard: %q", p)
	}
	if p := f.Problems("Your tu\nrn, a long line of text…\n3\n4\n5\n6"); len(p) != 5 {
		t.Errorf("a frame of every fault (6 lines, one wide, one cut, a word broken): %q", p)
	}
}
