package cli

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// helpColumns is what every --help must fit: an 80-column terminal.
const helpColumns = 80

// Every --help, the game's and that of every command of the table, in
// every language of the catalogues, run as a person runs it, fits
// helpColumns display columns, line by line.
func TestHelpFitsTheTerminal(t *testing.T) {
	t.Parallel()
	invocations := [][]string{{"--help"}}
	for _, c := range commands {
		invocations = append(invocations, []string{c.name, "--help"})
	}
	for _, args := range invocations {
		first := ""
		for _, lang := range i18n.Languages {
			out, errs, code := run(t, map[string]string{"LANG": lang}, args...)
			if code != ExitOK || out == "" || errs != "" {
				t.Errorf("%s %v: exit %d, stdout %q, stderr %q", lang, args, code, out, errs)
				continue
			}
			if lang == i18n.Languages[0] {
				first = out
			} else if out == first {
				t.Errorf("%s %v is the %s help", lang, args, i18n.Languages[0])
			}
			for n, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if w := ansi.StringWidth(line); w > helpColumns {
					t.Errorf("%s %v, line %d: %d columns, more than %d:\n%s", lang, args, n+1, w, helpColumns, line)
				}
			}
		}
	}
}

// mahjong --help names every command of the table, in every language, and
// the game's flags, the catalogue's and the registry's, share one column.
func TestHelpNamesEveryCommand(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages {
		out, _, _ := run(t, map[string]string{"LANG": lang}, "--help")
		for _, c := range commands {
			if !strings.Contains(out, "mahjong "+c.name) {
				t.Errorf("%s --help does not name mahjong %s", lang, c.name)
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if col, _ := descColumn(line); strings.HasPrefix(line, "  --") && col != playFlagColumn {
				t.Errorf("%s --help, a flag's description at column %d, not %d:\n%s", lang, col, playFlagColumn, line)
			}
		}
	}
}

// The help's layout, rule by rule, at a few narrow widths.
func TestLayoutHelp(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		width    int
		synopsis bool
		in, want string
	}{
		{"synopsis: refilled whole, under the first argument, never inside [...]", 36, true,
			"Usage: mahjong go [--a N] [--bb X [--c]]\n  [--dd] \"HAND\"\n\nText.",
			"Usage: mahjong go [--a N]\n" +
				"                  [--bb X [--c]]\n" +
				"                  [--dd] \"HAND\"\n\nText."},
		{"synopsis: under \"Usage:\" when its first argument is past the middle", 30, true,
			"Usage: mahjong go [--a N] [--bb X [--c]]",
			"Usage: mahjong go [--a N]\n" +
				"       [--bb X [--c]]"},
		{"French synopsis: « Usage : » stays whole", 38, true,
			"Usage : mahjong go [--aaaa] [--bbbbbbb]",
			"Usage : mahjong go [--aaaa]\n" +
				"                   [--bbbbbbb]"},
		{"option: the description hangs under its column, its lines refilled", 30, false,
			"  --bots L   the strength of the\n             bots, or exec:PATH for a program\n  --seed N   a fixed game",
			"  --bots L   the strength of\n" +
				"             the bots, or\n" +
				"             exec:PATH for a\n" +
				"             program\n" +
				"  --seed N   a fixed game"},
		{"prose: kept when it fits, else wrapped at its indent; glue and French marks hold", 30, false,
			"Short line.\nhk" + glue + "--ladder," + glue + "--seven-pairs; classic --jokers\n  Une phrase longue : « motlong » et ? fin",
			"Short line.\n" +
				"hk --ladder, --seven-pairs;\n" +
				"classic --jokers\n" +
				"  Une phrase longue :\n" +
				"  « motlong » et ? fin"},
		{"a quote holds whole", 30, false,
			"A hand such as \"123m 456m 789m 11z\" here",
			"A hand such as\n\"123m 456m 789m 11z\" here"},
		{"a word wider than a line has a line of its own", 30, false,
			"see internal/botproto/PROTOCOL.md/and/more now",
			"see\ninternal/botproto/PROTOCOL.md/and/more\nnow"},
	}
	for _, c := range cases {
		if got := layoutHelp(c.in, c.width, c.synopsis); got != c.want {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}
