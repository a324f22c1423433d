package fittest

import (
	"fmt"
	"io/fs"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/assets"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// Vocabulary is the set of words a screen may show in one language,
// compared without case.
type Vocabulary struct{ words map[string]bool }

// NewVocabulary returns the words of a language: its catalogues (the
// placeholders {0} carry no letters; a plural form {0|tile|tiles} gives
// both words), its help pages, the tile faces, the registry's names, and
// the words of each extra text (a name or notice the test chose).
func NewVocabulary(lang string, extra ...string) (*Vocabulary, error) {
	cat, err := i18n.Load(lang)
	if err != nil {
		return nil, err
	}
	v := &Vocabulary{words: map[string]bool{}}
	for _, k := range cat.Keys() {
		v.Add(cat.T(k))
	}
	if err := v.addFiles("help/*."+lang+".txt", false); err != nil {
		return nil, err
	}
	if err := v.addFiles("tiles/*.txt", true); err != nil {
		return nil, err
	}
	for _, r := range rules.RuleSets() {
		v.Add(r.Name)
		for _, o := range r.Options {
			v.Add(o.Name)
			v.Add(o.Default)
			v.Add(strings.Join(o.Values, " "))
		}
	}
	for _, e := range extra {
		v.Add(e)
	}
	return v, nil
}

// addFiles adds the words of the embedded files matching pattern; faces:
// the files are lines "notation = face" (comments left out).
func (v *Vocabulary) addFiles(pattern string, faces bool) error {
	files, err := fs.Glob(assets.FS, pattern)
	if err != nil {
		return err
	}
	for _, f := range files {
		b, err := fs.ReadFile(assets.FS, f)
		if err != nil {
			return err
		}
		for _, l := range strings.Split(string(b), "\n") {
			if faces && (strings.HasPrefix(l, "#") || !strings.Contains(l, "=")) {
				continue
			}
			v.Add(l)
		}
	}
	return nil
}

// Add adds the words of a text.
func (v *Vocabulary) Add(text string) {
	for _, w := range Words(text) {
		v.words[strings.ToLower(w)] = true
	}
}

// Has reports whether word is in the vocabulary.
func (v *Vocabulary) Has(word string) bool { return v.words[strings.ToLower(word)] }

// Words returns the maximal runs of Latin letters of a text, in order,
// a run also ending where a small letter meets a capital (tile notation
// "2sJ*": "s" and "J"; a hard wrap never cuts a word there):
// "autosave-2.json" gives "autosave" and "json", "l'était" "l" and
// "était". Other scripts (the Chinese tile faces) and marks are no
// letters here: a hard wrap cannot cut inside a wide glyph.
func Words(text string) []string {
	var out []string
	start := -1
	prev := rune(0)
	for i, r := range text {
		letter := unicode.Is(unicode.Latin, r)
		switch {
		case letter && start < 0:
			start = i
		case letter && unicode.IsLower(prev) && unicode.IsUpper(r):
			out = append(out, text[start:i])
			start = i
		case !letter && start >= 0:
			out = append(out, text[start:i])
			start = -1
		}
		prev = r
	}
	if start >= 0 {
		out = append(out, text[start:])
	}
	return out
}

// Shown reports whether a run of letters of a frame may be shown: a word
// of the vocabulary, one letter (a key, a suit of the notation, a wind),
// or one capital repeated (a chart's line of marks, "HHHH").
func (v *Vocabulary) Shown(run string) bool {
	if v.Has(run) || utf8.RuneCountInString(run) == 1 {
		return true
	}
	first, _ := utf8.DecodeRuneInString(run)
	return unicode.IsUpper(first) && strings.Trim(run, string(first)) == ""
}

// Frame is what a frame must fit.
type Frame struct {
	// Width and Height are the terminal's cells and rows.
	Width, Height int
	// Words are the words the screen may show.
	Words *Vocabulary
	// Trailing are line endings in "…" that are no cut ("Lin is
	// playing…").
	Trailing []string
}

// Problems returns what does not fit in a frame, one line each naming
// the line: a line wider than the terminal (x/ansi's width), more lines
// than rows, a line cut with "…", a run of letters that is no word of
// the vocabulary (a word broken by a hard wrap: the message says the
// word it makes with the next or the previous line when it makes one).
func (f Frame) Problems(frame string) []string {
	var out []string
	lines := strings.Split(strings.TrimRight(frame, "\n"), "\n")
	if len(lines) > f.Height {
		out = append(out, fmt.Sprintf("%d lines for %d rows", len(lines), f.Height))
	}
	plain := make([]string, len(lines))
	for i, l := range lines {
		plain[i] = strings.TrimRight(ansi.Strip(l), " ")
	}
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > f.Width {
			out = append(out, fmt.Sprintf("line %d is %d cells: %q", i, w, plain[i]))
		}
		if strings.HasSuffix(plain[i], "…") && !f.trails(plain[i]) {
			out = append(out, fmt.Sprintf("line %d is cut: %q", i, plain[i]))
		}
		if f.Words != nil {
			out = append(out, f.brokenWords(plain, i)...)
		}
	}
	return out
}

// trails reports whether a line ends in one of the allowed endings.
func (f Frame) trails(line string) bool {
	for _, t := range f.Trailing {
		if t != "" && strings.HasSuffix(line, t) {
			return true
		}
	}
	return false
}

// brokenWords names the runs of letters of line i that are no word.
func (f Frame) brokenWords(plain []string, i int) []string {
	var out []string
	words := Words(plain[i])
	for j, w := range words {
		if f.Words.Shown(w) {
			continue
		}
		joined := ""
		if j == len(words)-1 && i+1 < len(plain) {
			if next := Words(plain[i+1]); len(next) > 0 && f.Words.Has(w+next[0]) {
				joined = w + "|" + next[0]
			}
		}
		if j == 0 && joined == "" && i > 0 {
			if prev := Words(plain[i-1]); len(prev) > 0 && f.Words.Has(prev[len(prev)-1]+w) {
				joined = prev[len(prev)-1] + "|" + w
			}
		}
		if joined != "" {
			out = append(out, fmt.Sprintf("line %d: the word %q is broken across lines: %q", i, strings.ReplaceAll(joined, "|", ""), joined))
		} else {
			out = append(out, fmt.Sprintf("line %d: %q is no word the screen may show (a word cut?): %q", i, w, plain[i]))
		}
	}
	return out
}
