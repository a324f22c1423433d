package cli

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// helpWidth is the width every --help is laid out to: 80 columns, what a
// terminal has at least.
const helpWidth = 80

// glue is a space the help's layout never breaks a line at, written out
// as a plain space: the code that builds a span meant to be read (and
// found) whole, such as score's "hk --ladder, --seven-pairs", joins its
// words with it. The catalogues hold none.
const glue = "\u00a0"

// printHelp writes a command's --help, laid out to helpWidth by
// layoutHelp; synopsis says the text opens with the command's usage.
func printHelp(w io.Writer, text string, synopsis bool) {
	fmt.Fprintln(w, layoutHelp(text, helpWidth, synopsis))
}

// layoutHelp lays out a help text to width display columns. The
// catalogues write it as lines of three kinds, and each is laid out by
// its rule:
//
//   - the synopsis, when synopsis is set: the first paragraph (up to the
//     first blank line), "Usage: mahjong score --rules R [--seat E|S|W|N]
//     ...", refilled as one whole, its lines after the first hanging
//     under the command's first argument (the first word that begins
//     with "[", "-" or a quote; under the word after "Usage:" when that
//     argument is past the middle of the line);
//   - a two-column line, a term and its description after two spaces or
//     more ("  --bots LEVEL    the opponents' strength..." or a line of
//     the table of commands), with the lines after it that are indented
//     more and are not two-column lines themselves: the description is
//     refilled, its lines hanging under its first column;
//   - any other line: kept as written when it fits, else wrapped, its
//     lines after the first hanging at its own indent.
//
// A line breaks at a space only: never inside a [...] group nor a "..."
// quote, at a glue space, before French typography's spaced marks
// (: ; ! ? ») nor after «.
// A word wider than a line is left whole on a line of its own.
func layoutHelp(text string, width int, synopsis bool) string {
	lines := strings.Split(text, "\n")
	var out []string
	i := 0
	if synopsis {
		end := 0
		for end < len(lines) && strings.TrimSpace(lines[end]) != "" {
			end++
		}
		out = append(out, layoutSynopsis(lines[:end], width)...)
		i = end
	}
	for i < len(lines) {
		line := lines[i]
		i++
		indent := indentOf(line)
		if col, ok := descColumn(line); ok {
			desc := []string{line[col:]}
			for i < len(lines) && indentOf(lines[i]) > indent && strings.TrimSpace(lines[i]) != "" {
				if _, two := descColumn(lines[i]); two {
					break
				}
				desc = append(desc, strings.TrimSpace(lines[i]))
				i++
			}
			head, hang := line[:col], ansi.StringWidth(line[:col])
			if width-hang < width/4 { // too narrow a column: the description below the term
				out = append(out, strings.TrimRight(head, " "))
				head, hang = strings.Repeat(" ", indent+4), indent+4
			}
			out = append(out, fill(head, helpUnits(strings.Join(desc, " ")), hang, width)...)
			continue
		}
		if ansi.StringWidth(line) <= width {
			out = append(out, line)
			continue
		}
		out = append(out, fill(line[:indent], helpUnits(line[indent:]), indent, width)...)
	}
	return strings.Join(out, "\n")
}

// layoutSynopsis refills a command's usage lines to width, the lines
// after the first hanging under the command's first argument.
func layoutSynopsis(lines []string, width int) []string {
	if len(lines) == 0 {
		return nil
	}
	var words []string
	for _, l := range lines {
		words = append(words, strings.TrimSpace(l))
	}
	units := helpUnits(strings.Join(words, " "))
	hang, col := 0, 0
	for _, u := range units {
		if strings.ContainsAny(u[:1], `[-"`) {
			hang = col
			break
		}
		col += ansi.StringWidth(u) + 1
	}
	if hang == 0 || hang > width/2 {
		hang = ansi.StringWidth(units[0]) + 1
	}
	return fill("", units, hang, width)
}

// descColumn is the byte offset of a two-column line's description: after
// the first run of two spaces or more that follows the line's first word.
func descColumn(line string) (int, bool) {
	start := indentOf(line)
	gap := strings.Index(line[start:], "  ")
	if gap < 0 {
		return 0, false
	}
	col := start + gap
	for col < len(line) && line[col] == ' ' {
		col++
	}
	return col, col < len(line)
}

// indentOf is the number of spaces a line begins with.
func indentOf(line string) int {
	return len(line) - len(strings.TrimLeft(line, " "))
}

// helpUnits cuts a text at the spaces a line may break at: not inside a
// [...] group nor a "..." quote (an example hand, a command to type), not
// at a glue space, not before a spaced French mark nor after «.
func helpUnits(text string) []string {
	var units []string
	depth, quoted := 0, false
	for _, w := range strings.Split(text, " ") {
		if w == "" {
			continue
		}
		n := len(units)
		switch {
		case n > 0 && (depth > 0 || quoted || strings.HasSuffix(units[n-1], "«") || isSpacedMark(w)):
			units[n-1] += " " + w
		default:
			units = append(units, w)
		}
		depth = max(0, depth+strings.Count(w, "[")-strings.Count(w, "]"))
		quoted = quoted != (strings.Count(w, `"`)%2 == 1)
	}
	return units
}

// isSpacedMark reports whether a word is a mark French typography spaces
// from the word before it (and that a line must not begin with).
func isSpacedMark(w string) bool {
	rest := strings.TrimLeft(w, ":;!?»")
	return rest != w && strings.IndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// fill lays units out in lines of at most width columns, one space
// between two: the first line after prefix, the others after hang
// spaces. A unit wider than a line is alone on its line. Glue spaces are
// written as plain spaces.
func fill(prefix string, units []string, hang, width int) []string {
	var lines []string
	line, w, empty := prefix, ansi.StringWidth(prefix), true
	for _, u := range units {
		u = strings.ReplaceAll(u, glue, " ")
		uw := ansi.StringWidth(u)
		if !empty && w+1+uw > width {
			lines = append(lines, line)
			line, w, empty = strings.Repeat(" ", hang), hang, true
		}
		if !empty {
			line += " "
			w++
		}
		line, w, empty = line+u, w+uw, false
	}
	return append(lines, line)
}
