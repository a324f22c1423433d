package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every "$ mahjong ..." example in the README runs (the command in a
// process of its own, as a person runs it), and prints what the
// README shows under it (when it shows anything).
func TestReadmeExamples(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	type example struct {
		cmd  string
		want []string
	}
	var examples []example
	inBlock, cur := false, -1 // cur: the example whose output the lines are
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock, cur = !inBlock, -1
		case inBlock && strings.HasPrefix(line, "$ mahjong"), inBlock && strings.HasPrefix(line, "$ env ") && strings.Contains(line, " mahjong"):
			examples = append(examples, example{cmd: strings.TrimPrefix(line, "$ ")})
			cur = len(examples) - 1
		case inBlock && strings.HasPrefix(line, "$ "):
			cur = -1 // another program: closes the previous output
		case inBlock && cur >= 0:
			examples[cur].want = append(examples[cur].want, line)
		}
	}
	n := 0
	for _, e := range examples {
		n++
		words, err := shellWords(e.cmd)
		if err != nil {
			t.Fatalf("%q: %v", e.cmd, err)
		}
		// The examples never touch the player's own files: the state and
		// data directories are temporary, and the README's demo data
		// directory holds the fixture history.
		env := map[string]string{"MAHJONG_STATE_DIR": t.TempDir(), "MAHJONG_DATA_DIR": t.TempDir()}
		if words[0] == "env" {
			words = words[1:]
			for len(words) > 0 && strings.Contains(words[0], "=") {
				k, v, _ := strings.Cut(words[0], "=")
				if k == "MAHJONG_DATA_DIR" {
					v = demoDataDir(t)
				}
				env[k] = v
				words = words[1:]
			}
		}
		if len(words) == 0 || words[0] != "mahjong" {
			t.Fatalf("%q: not a mahjong command", e.cmd)
		}
		out, errs, code := runProgram(t, env, words[1:]...)
		if code != 0 {
			t.Errorf("%s: exit %d: %s", e.cmd, code, errs)
			continue
		}
		if len(e.want) == 0 {
			continue
		}
		if got := strings.TrimRight(out, "\n"); got != strings.Join(e.want, "\n") {
			t.Errorf("%s prints\n%s\nthe README shows\n%s", e.cmd, got, strings.Join(e.want, "\n"))
		}
	}
	if n < 5 {
		t.Errorf("only %d examples found in the README", n)
	}
}

// demoDataDir is a data directory holding the README's demo history.
func demoDataDir(t *testing.T) string {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "readme-history.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "history.jsonl"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
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
