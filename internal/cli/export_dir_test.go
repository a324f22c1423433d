package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
)

// An export named by a bare file name goes into the data directory's
// exports folder, never into the current directory, and the message
// names the full path written; a name with a folder is taken as given.
// Both the e key's offered name and --export FILE.
func TestExportIntoDataDir(t *testing.T) {
	env, st := testEnv(t)
	cwd := t.TempDir()
	t.Chdir(cwd)
	a, _ := appFor(t, env, 100, 30, "--rules", "hk", "--seed", "3", "--speed", "instant")
	playHuman(t, a, 2)
	press(a, "e")
	press(a, "enter") // the offered name, a bare file name
	entries, _ := os.ReadDir(st.ExportsDir())
	if len(entries) != 1 {
		t.Fatalf("%d files in %s after the e key:\n%s", len(entries), st.ExportsDir(), screen(a))
	}
	written := filepath.Join(st.ExportsDir(), entries[0].Name())
	if !inColumn(screen(a), "Game written to "+written) {
		t.Errorf("the confirmation does not name %s:\n%s", written, screen(a))
	}
	if here, _ := os.ReadDir(cwd); len(here) != 0 {
		t.Errorf("the export dropped %s into the current directory", here[0].Name())
	}
	out, errs, code := run(t, env, "--export", "game.json")
	want := filepath.Join(st.ExportsDir(), "game.json")
	if code != 0 || !strings.Contains(out, want) {
		t.Fatalf("--export game.json: %d %q %q (want %s)", code, out, errs, want)
	}
	if _, err := store.ReadFile(want); err != nil {
		t.Errorf("--export game.json: %v", err)
	}
	// replay finds it by the same bare name.
	if _, err := openRecord(st, []string{"game.json"}, i18n.MustLoad("en")); err != nil {
		t.Errorf("replay game.json: %v", err)
	}
	out, errs, code = run(t, env, "--export", "./here.json")
	if want := filepath.Join(cwd, "here.json"); code != 0 || !strings.Contains(out, want) {
		t.Errorf("--export ./here.json: %d %q %q (want %s)", code, out, errs, want)
	}
}

// inColumn reports whether want is shown on the screen as a block of
// text wrapped in a column: from some cell of a line to the first gap of
// two blanks, then the next lines from the same cell, joined (the
// breaks after a slash or at a space, as kit.WrapPath breaks them).
func inColumn(screen, want string) bool {
	lines := strings.Split(ansi.Strip(screen), "\n")
	cells := make([][]string, len(lines))
	for i, l := range lines {
		for _, g := range graphemes(l) {
			cells[i] = append(cells[i], g)
			for range ansi.StringWidth(g) - 1 {
				cells[i] = append(cells[i], "")
			}
		}
	}
	segment := func(i, c int) string {
		var b strings.Builder
		blanks := 0
		for _, g := range cells[i][min(c, len(cells[i])):] {
			if g == " " {
				blanks++
				if blanks == 2 {
					break
				}
			} else {
				blanks = 0
			}
			b.WriteString(g)
		}
		return strings.TrimRight(b.String(), " ")
	}
	for i := range cells {
		for c := range cells[i] {
			text := ""
			for j := i; j < len(cells) && j < i+8; j++ {
				s := segment(j, c)
				if s == "" {
					break
				}
				if text != "" && !strings.HasSuffix(text, "/") && !strings.HasSuffix(text, "-") {
					text += " "
				}
				text += s
				if strings.Contains(text, want) {
					return true
				}
			}
		}
	}
	return false
}

// graphemes splits a line into its characters, a zero-width one (a
// combining mark, a variation selector) kept with the one before.
func graphemes(s string) []string {
	var out []string
	for _, r := range s {
		if n := len(out); n > 0 && ansi.StringWidth(string(r)) == 0 {
			out[n-1] += string(r)
			continue
		}
		out = append(out, string(r))
	}
	return out
}
