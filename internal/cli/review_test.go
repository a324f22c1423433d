package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// watchedRecord plays a watched game of club bots (watch's flags
// args) and returns the environment holding its record.
func watchedRecord(t *testing.T, args ...string) map[string]string {
	t.Helper()
	env, st := testEnv(t)
	watchAppFor(t, env, 80, 24, append([]string{"--speed", "instant", "--bots", "club"}, args...)...)
	if recs, err := st.Records(); err != nil || len(recs) != 1 {
		t.Fatalf("records: %v %v", recs, err)
	}
	return env
}

// mahjong review of a watched club game, seat 0: the decisions with
// their costs, costliest first, and the summary; --json gives the same
// review (the same decisions, costs and summary).
func TestReviewWatchedGame(t *testing.T) {
	t.Parallel()
	env := watchedRecord(t, "--rules", "hk", "--length", "1", "--seed", "3")
	args := []string{"review", "--seat", "0", "--samples", "1", "--budget", "1m", "--tiles", "letters"}
	out, errOut, code := runProgram(t, env, args...)
	if code != ExitOK {
		t.Fatalf("review: %d %s", code, errOut)
	}
	for _, want := range []string{"Review of seat 0, Hong Kong: 1 hand,", "Agreement with the best action", "Estimated loss", "speed:", "defence:", "claims:", "value:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the review lacks %q:\n%s", want, out)
		}
	}
	jsOut, errOut, code := runProgram(t, env, append(args, "--json")...)
	if code != ExitOK {
		t.Fatalf("review --json: %d %s", code, errOut)
	}
	var rep reviewReport
	if err := json.Unmarshal([]byte(jsOut), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Decisions == 0 || len(rep.List) != rep.Decisions || rep.Hands != 1 || !rep.Complete || rep.Unit != "points" {
		t.Fatalf("the JSON: %+v", rep)
	}
	shown := 0
	for i, d := range rep.List {
		if i > 0 && d.Cost > rep.List[i-1].Cost {
			t.Fatalf("not costliest first: %v after %v", d.Cost, rep.List[i-1].Cost)
		}
		if d.Taken != d.Best {
			shown++
			if !strings.Contains(out, "cost "+strings.TrimSuffix(strings.TrimRight(strconvF(d.Cost), "0"), ".")) {
				t.Errorf("the text lacks the cost %v of %s:\n%s", d.Cost, d.Taken, out)
			}
		}
	}
	if !strings.Contains(out, itoa(rep.Agreed)+" of "+itoa(rep.Decisions)) || strings.Count(out, ", your turn:")+strings.Count(out, ", a discard on offer:")+strings.Count(out, ", a kong to rob:") != shown {
		t.Errorf("the text and the JSON differ (%d shown, %d agreed of %d):\n%s", shown, rep.Agreed, rep.Decisions, out)
	}
}

// The review speaks French, at a table of three, every decision's line
// worded (no catalogue key left).
func TestReviewFrenchThree(t *testing.T) {
	t.Parallel()
	env := watchedRecord(t, "--rules", "classic", "--players", "3", "--length", "1", "--seed", "5")
	out, errOut, code := run(t, env, "review", "--lang", "fr", "--samples", "1", "--budget", "1m")
	if code != ExitOK {
		t.Fatalf("review: %d %s", code, errOut)
	}
	for _, want := range []string{"Revue de la place 0", "Accord avec la meilleure action", "Perte estimée", "vitesse"} {
		if !strings.Contains(out, want) {
			t.Errorf("the French review lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "review.") {
		t.Errorf("a key left unworded:\n%s", out)
	}
}

// Bad input: one line, exit status 2.
func TestReviewBadInput(t *testing.T) {
	t.Parallel()
	env, _ := testEnv(t)
	for _, args := range [][]string{
		{"review", "--seat", "9"},
		{"review", "--budget", "0s"},
		{"review", "--samples", "0"},
		{"review", "a", "b"},
		{"review", "/nonexistent/record.json"},
		{"review"}, // no record at all
	} {
		_, errOut, code := run(t, env, args...)
		if code != ExitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
	rec := watchedRecord(t, "--rules", "hk", "--players", "3", "--length", "1", "--seed", "2")
	if _, errOut, code := run(t, rec, "review", "--seat", "3"); code != ExitUsage {
		t.Errorf("seat 3 at three: exit %d %q", code, errOut)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func strconvF(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }
