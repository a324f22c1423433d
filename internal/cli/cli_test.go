package cli

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/store"
)

// run calls Main as the binary would, with an English environment unless
// env says otherwise.
func run(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runEnv(t, env, false, args...)
}

// runTTY is run with stdin and stdout said to be a terminal: for what
// the game does before its screen opens (the screen itself needs a real
// terminal).
func runTTY(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runEnv(t, env, true, args...)
}

func runEnv(t *testing.T, env map[string]string, tty bool, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	if _, ok := env[store.EnvConfigDir]; !ok {
		// Never the player's own remembered settings.
		env = maps.Clone(env)
		if env == nil {
			env = map[string]string{}
		}
		env[store.EnvConfigDir] = t.TempDir()
	}
	var out, errb bytes.Buffer
	code = Main(args, Env{
		Stdin:         strings.NewReader(""),
		Stdout:        &out,
		Stderr:        &errb,
		Getenv:        func(k string) string { return env[k] },
		IsTerminal:    tty,
		StdinTerminal: tty,
	})
	return out.String(), errb.String(), code
}

func TestAnalyzeJSONReady(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "analyze", "--json", "123m456m789p2345s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep analyzeReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if rep.Tiles != 13 || rep.Shanten != 0 || !slices.Equal(rep.Waits, []string{"2s", "5s"}) {
		t.Errorf("got %+v", rep)
	}
	// The hand holds one 2s and one 5s: three of each unseen.
	if rep.WaitsUnseen["2s"] != 3 || rep.WaitsUnseen["5s"] != 3 {
		t.Errorf("unseen %v", rep.WaitsUnseen)
	}
}

func TestAnalyzeJSONThirteenOrphans(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "analyze", "--json", "19m19p19s1234567z")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep analyzeReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	want := []string{"1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"}
	if rep.Shanten != 0 || rep.ShantenByForm["thirteen_orphans"] != 0 || !slices.Equal(rep.Waits, want) {
		t.Errorf("got %+v", rep)
	}
}

func TestAnalyzeComplete(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "analyze", "--json", "123m456m789p [222s] 55z")
	if code != 0 {
		t.Fatal(out)
	}
	var rep analyzeReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Complete == nil || !*rep.Complete || rep.Shanten != -1 {
		t.Fatalf("got %+v", rep)
	}
	want := [][]string{{"123m", "456m", "789p", "[222s]", "55z"}}
	if len(rep.Decomps) != 1 || !slices.Equal(rep.Decomps[0], want[0]) {
		t.Errorf("decompositions %q, want %q", rep.Decomps, want)
	}
}

func TestAnalyzeDiscards(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "analyze", "--json", "123m456m789p2345s9p")
	if code != 0 {
		t.Fatal(out)
	}
	var rep analyzeReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Complete == nil || *rep.Complete || len(rep.Discards) == 0 {
		t.Fatalf("got %+v", rep)
	}
	// Best first: discarding the 9p (or the 78-9p end) leaves a ready hand.
	if rep.Discards[0].Shanten != 0 {
		t.Errorf("best discard %+v", rep.Discards[0])
	}
}

func TestAnalyzeBadInput(t *testing.T) {
	t.Parallel()
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "123m456m789p2345x"}, `"123m456m789p2345x": unknown suit letter`},
		{[]string{"analyze", "123m"}, "13 or 14 tiles"},
		{[]string{"analyze", "11111m 22m"}, "more copies"},
		{[]string{"analyze", "--rules", "xx", "123m456m789p2345s"}, `unknown rule set "xx"`},
		{[]string{"analyze", "--bogus", "123m456m789p2345s"}, "bogus"},
		{[]string{"analyze"}, "analyze takes one hand"},
		{[]string{"analyze", "123m456m789p2345s", "--visible", "2222s"}, "more copies"},
		{[]string{"analyze", "0j23m456m789p2345s"}, "jokers"},
	}
	for _, c := range cases {
		out, errs, code := run(t, nil, c.args...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d, want 2 (stdout %q)", c.args, code, out)
		}
		if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: stderr %q, want one line containing %q", c.args, errs, c.want)
		}
	}
}

func TestAnalyzeFrench(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, map[string]string{"LANG": "fr_FR.UTF-8"}, "analyze", "123m456m789p2345s")
	if code != 0 || !strings.Contains(out, "Attentes") {
		t.Errorf("exit %d: %s", code, out)
	}
}
