package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
)

// hostileHistory writes a history whose names, hands and item keys hold
// s, some on lines the stats count, some on lines they skip.
func hostileHistory(t *testing.T, dir, s string) {
	t.Helper()
	q, _ := json.Marshal(s)
	win := `"win":{"total":9,"unit":"fan","items":[{"key":` + string(q) + `,"value":9,"tiles":` + string(q) + `}],"hand":` + string(q) + `}`
	lines := []string{
		`{"format":1,"game":` + string(q) + `,"rules":"hk","hand":0,"seat_wind":"E","outcome":"self_drawn","delta":9,` + win + `}`,
		`{"format":1,"game":"g","rules":` + string(q) + `,"hand":1,"seat_wind":"E","outcome":"drawn","delta":0}`,
		`{"format":1,"game":"g","rules":"hk","hand":2,"seat_wind":` + string(q) + `,"outcome":"drawn","delta":0}`,
		`{"format":` + string(q) + `}`,
		s,
	}
	if err := os.WriteFile(filepath.Join(dir, store.HistoryName), []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// hostileSave writes a save whose action, bots and id hold s.
func hostileSave(t *testing.T, path, field, s string) {
	t.Helper()
	q, _ := json.Marshal(s)
	doc := map[string]string{
		"actions": `["0 discard 9s", ` + string(q) + `]`,
		"bots":    `[` + string(q) + `,"club","club"]`,
		"rules":   string(q),
		"options": string(q),
	}
	body := `{"format":1,"app":"mahjong","rules":"hk","seed":1,"bots":["club","club","club"],"human_seat":0,"actions":[]}`
	body = strings.Replace(body, `"`+field+`":`, `"`+field+`":`+doc[field]+`,"x`+field+`":`, 1)
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}

// rawLines is safetext.Raw of printed lines, their own line breaks
// allowed.
func rawLines(s string) string { return safetext.Raw(strings.ReplaceAll(s, "\n", "")) }

// Every printer of the command line is given every string of the escape
// corpus, wherever a file, a flag or an argument reaches it: nothing of
// it comes out raw on stdout or stderr (it is written out: \x1b ...).
func TestEscapeCorpusThroughEveryPrinter(t *testing.T) {
	t.Parallel()
	for i, s := range safetext.Corpus {
		env, st := testEnv(t)
		dir := t.TempDir()
		if err := os.MkdirAll(st.DataDir, 0o700); err != nil {
			t.Fatal(err)
		}
		hostileHistory(t, st.DataDir, s)
		var files []string
		for _, field := range []string{"actions", "bots", "rules", "options"} {
			p := filepath.Join(dir, field+".json")
			hostileSave(t, p, field, s)
			files = append(files, p)
		}
		hand := "123m 456m 789m 11z 22z +2z"
		calls := [][]string{
			{"analyze", s}, {"analyze", "123m" + s}, {"analyze", "--visible", s, hand}, {"analyze", "--rules", s, hand},
			{"analyze", "--json", s}, {"analyze", "--" + s},
			{"score", s}, {"score", "--rules", s, hand}, {"score", "--ladder", s, hand}, {"score", "--seat", s, hand},
			{"sim", "--options", s, "--hands", "1"}, {"sim", "--bots", s}, {"sim", "--rules", s}, {"sim", s},
			{"stats"}, {"stats", "--rules", s}, {"stats", s},
			{"replay", filepath.Join(dir, s)}, {"replay", s}, {"replay", "--tiles", s}, {"replay", "--lang", s},
			{"--lang", s}, {"--tiles", s}, {"--rules", s}, {"--bots", s}, {"--seed", s}, {s}, {"--" + s},
			{"--export", filepath.Join(dir, s)}, {"--export", filepath.Join(dir, "none", s)},
		}
		for _, f := range files {
			calls = append(calls, []string{"replay", f})
		}
		for _, args := range calls {
			out, errs, _ := run(t, env, args...)
			if r := rawLines(out + errs); r != "" {
				t.Errorf("corpus %d, %q: raw %q in\n%s%s", i, args, r, out, errs)
			}
		}
		// --export of a save in progress into a name holding s: refused,
		// and said safely.
		if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
			t.Fatal(err)
		}
		a, _ := appFor(t, env, 80, 24, "--rules", "hk", "--seed", "1", "--speed", "instant")
		playHuman(t, a, 1)
		out, errs, code := run(t, env, "--export", filepath.Join(dir, "x"+s+".json"))
		if code != ExitUsage || rawLines(out+errs) != "" {
			t.Errorf("corpus %d: --export: %d %q %q", i, code, out, errs)
		}
	}
}
