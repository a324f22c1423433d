package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every "$ mahjong ..." example in the README runs, and prints what the
// README shows under it (when it shows anything).
func TestReadmeExamples(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	type example struct {
		cmd  string
		want []string
	}
	var examples []example
	inBlock := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock = !inBlock
		case inBlock && strings.HasPrefix(line, "$ mahjong"):
			examples = append(examples, example{cmd: strings.TrimPrefix(line, "$ mahjong")})
		case inBlock && len(examples) > 0 && !strings.HasPrefix(line, "$ "):
			e := &examples[len(examples)-1]
			e.want = append(e.want, line)
		case inBlock:
			examples = append(examples, example{}) // another program: closes the previous output
		}
	}
	n := 0
	for _, e := range examples {
		if e.cmd == "" {
			continue
		}
		n++
		args, err := shellWords(e.cmd)
		if err != nil {
			t.Fatalf("%q: %v", e.cmd, err)
		}
		out, errs, code := run(t, nil, args...)
		if code != 0 {
			t.Errorf("mahjong%s: exit %d: %s", e.cmd, code, errs)
			continue
		}
		if len(e.want) == 0 {
			continue
		}
		if got := strings.TrimRight(out, "\n"); got != strings.Join(e.want, "\n") {
			t.Errorf("mahjong%s prints\n%s\nthe README shows\n%s", e.cmd, got, strings.Join(e.want, "\n"))
		}
	}
	if n < 5 {
		t.Errorf("only %d examples found in the README", n)
	}
}

// shellWords splits a command line as a shell would for the README's
// examples: words separated by spaces, double or single quotes grouping.
func shellWords(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, os.ErrInvalid
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out, nil
}
