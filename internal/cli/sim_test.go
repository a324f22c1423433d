package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// simJSONOut is the report of sim --json args, the command run in a
// process of its own (sim's workers are raced in internal/sim).
func simJSONOut(t *testing.T, args ...string) simReport {
	t.Helper()
	out, errs, code := runProgram(t, nil, append([]string{"sim", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if errs != "" {
		t.Errorf("stderr: %q", errs)
	}
	var rep simReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return rep
}

func TestSimJSON(t *testing.T) {
	t.Parallel()
	rep := simJSONOut(t, "--rules", "pow2", "--hands", "40", "--seed", "3", "--bots", "expert,club,club,club")
	if rep.Rules != "pow2" || rep.Hands != 40 || rep.Seed != 3 || rep.InvariantViolations != 0 || rep.IllegalActions != 0 {
		t.Errorf("got %+v", rep)
	}
	if len(rep.Bots) != 2 || rep.Bots[0].Level != "expert" || rep.Bots[1].Level != "club" {
		t.Fatalf("bots %+v", rep.Bots)
	}
	ex, cl := rep.Bots[0], rep.Bots[1]
	if ex.Seats != 1 || ex.Hands != 40 || cl.Seats != 3 || cl.Hands != 120 {
		t.Errorf("seats and hands: %+v %+v", ex, cl)
	}
	for _, b := range rep.Bots {
		lo, hi := b.WinRateCI[0], b.WinRateCI[1]
		if !(lo <= b.WinRate && b.WinRate <= hi) || lo < 0 || hi > 1 {
			t.Errorf("%s: win rate %v outside [%v, %v]", b.Level, b.WinRate, lo, hi)
		}
		if b.SelfDrawn > b.Wins {
			t.Errorf("%s: %d self-drawn of %d wins", b.Level, b.SelfDrawn, b.Wins)
		}
	}
	// pow2 payments add up to zero.
	if ex.AvgScore == nil || cl.AvgScore == nil {
		t.Fatalf("no average score in pow2: %+v %+v", ex, cl)
	}
	if sum := *ex.AvgScore*float64(ex.Hands) + *cl.AvgScore*float64(cl.Hands); sum > 0.5 || sum < -0.5 {
		t.Errorf("payments add up to %v", sum)
	}
	if rep.HandsPerSecond <= 0 {
		t.Errorf("hands per second %v", rep.HandsPerSecond)
	}
}

// The same seed gives the same figures, with one worker or several.
func TestSimDeterministic(t *testing.T) {
	t.Parallel()
	a := simJSONOut(t, "--rules", "hk", "--hands", "24", "--seed", "9", "--bots", "beginner,club,expert,club", "--workers", "1")
	b := simJSONOut(t, "--rules", "hk", "--hands", "24", "--seed", "9", "--bots", "beginner,club,expert,club", "--workers", "3")
	a.HandsPerSecond, b.HandsPerSecond = 0, 0
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Errorf("1 worker: %s\n3 workers: %s", ja, jb)
	}
}

func TestSimText(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "sim", "--rules", "family", "--hands", "8", "--bots", "beginner")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if errs != "" {
		t.Errorf("a progress bar or a message on stderr without a terminal: %q", errs)
	}
	for _, want := range []string{"family rules: 8 hands, seed 1, bots beginner, beginner, beginner, beginner",
		"win rate", "95% interval", "Exhaustive draws:", "hands per second", "Engine invariant violations: 0; illegal bot actions: 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	fr, _, _ := run(t, map[string]string{"LANG": "fr_FR.UTF-8"}, "sim", "--rules", "classic", "--hands", "4", "--bots", "club")
	if !strings.Contains(fr, "joueur de club") || !strings.Contains(fr, "taux de gain") {
		t.Errorf("French output:\n%s", fr)
	}
}

func TestSimBadInput(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--hands", "0"},
		{"--hands", "x"},
		{"--bots", "grandmaster"},
		{"--bots", "club,club"},
		{"--rules", "riichi"},
		{"--workers", "-1"},
		{"--options", "jokers"}, // hk has no jokers
		{"--frobnicate"},
		{"extra"},
	} {
		out, errs, code := run(t, nil, append([]string{"sim"}, args...)...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, ExitUsage)
		}
		if out != "" || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "mahjong: ") {
			t.Errorf("%v: stdout %q, stderr %q", args, out, errs)
		}
	}
	out, _, code := run(t, nil, "sim", "--help")
	if code != 0 || !strings.Contains(out, "mahjong sim") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
}

// Table options reach the engine: classic with jokers plays.
func TestSimOptions(t *testing.T) {
	t.Parallel()
	rep := simJSONOut(t, "--rules", "classic", "--options", "jokers", "--hands", "12", "--bots", "expert,club,beginner,club")
	if rep.Options != "jokers" || rep.IllegalActions != 0 || rep.InvariantViolations != 0 {
		t.Errorf("got %+v", rep)
	}
}

// An outside program sits at a seat (exec:PATH): one that stops at once
// leaves every decision to the club bot, counted; one that cannot start,
// and a time limit that is not positive, are one-line errors.
func TestSimOutsideProgram(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("a shell script")
	}
	script := filepath.Join(t.TempDir(), "quits")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	rep := simJSONOut(t, "--rules", "classic", "--hands", "8", "--bots", "club,exec:"+script+",club,club", "--workers", "1")
	if len(rep.Bots) != 2 || rep.Bots[1].Program != "exec:"+script || rep.Bots[1].Level != "club" ||
		rep.Bots[1].Fallbacks == 0 || rep.Bots[1].Hands != 8 || rep.IllegalActions != 0 {
		t.Errorf("bots %+v, illegal %d", rep.Bots, rep.IllegalActions)
	}
	out, _, code := run(t, nil, "sim", "--hands", "4", "--bots", "exec:"+script, "--workers", "1")
	if code != 0 || !strings.Contains(out, "exec:"+script) {
		t.Errorf("exit %d:\n%s", code, out)
	}
	for _, args := range [][]string{
		{"--bots", "exec:" + filepath.Join(t.TempDir(), "none")},
		{"--bots", "exec:" + script, "--bot-limit", "0s"},
		{"--bots", "exec:"},
	} {
		_, errs, code := run(t, nil, append([]string{"sim", "--hands", "2"}, args...)...)
		if code == 0 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// The seats follow the player count: at every rule set's three-player
// table (the registry's), sim plays with the default seats and with one
// level a seat; a rule set without a table of three refuses --players 3
// in one line, status 2.
func TestSimThreePlayers(t *testing.T) {
	t.Parallel()
	for _, name := range rules.VariantNames() {
		_, err := rules.NewVariant(name, rules.MustParseOptions("players=3"))
		for _, bots := range [][]string{nil, {"--bots", "expert,club,beginner"}, {"--bots", "expert"}} {
			args := append([]string{"sim", "--players", "3", "--rules", name, "--hands", "6", "--json"}, bots...)
			out, errs, code := runProgram(t, nil, args...)
			if err != nil {
				if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 {
					t.Errorf("%v: exit %d, stdout %q, stderr %q; want one line, status 2", args, code, out, errs)
				}
				continue
			}
			var rep simReport
			if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
				t.Errorf("%v: exit %d, stderr %q", args, code, errs)
				continue
			}
			seats := 0
			for _, b := range rep.Bots {
				seats += b.Seats
			}
			if seats != 3 || rep.Hands != 6 {
				t.Errorf("%v: %d seats, %d hands: %+v", args, seats, rep.Hands, rep.Bots)
			}
		}
	}
	// Four levels at a table of three are one too many.
	_, errs, code := runProgram(t, nil, "sim", "--players", "3", "--bots", "club,club,club,club")
	if code != ExitUsage || !strings.Contains(errs, "3") {
		t.Errorf("four levels for three seats: exit %d, %q", code, errs)
	}
}

// A rule set without a score (family) has no average score: not in the
// table, not in the JSON; every other rule set has one.
func TestSimAverageScoreOnlyWhenScored(t *testing.T) {
	t.Parallel()
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		scored := v.Scoring != rules.ScoringNone
		out, errs, code := runProgram(t, nil, "sim", "--rules", name, "--hands", "4", "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d, %s", name, code, errs)
		}
		if got := strings.Contains(out, `"avg_score"`); got != scored {
			t.Errorf("%s (scored %v): avg_score in the JSON %v: %s", name, scored, got, out)
		}
		text, _, _ := runProgram(t, nil, "sim", "--rules", name, "--hands", "4")
		if got := strings.Contains(text, "avg score"); got != scored {
			t.Errorf("%s (scored %v): an average score column %v:\n%s", name, scored, got, text)
		}
	}
}

// sim --games N plays N whole games of the length the option gives:
// the games, their length and each bot's placings in the JSON, the
// figures of every hand of them; --games with --hands, or out of
// bounds, is one line and status 2.
func TestSimGames(t *testing.T) {
	t.Parallel()
	out, errs, code := runProgram(t, nil, "sim", "--rules", "hk", "--length", "4", "--games", "3", "--seed", "5", "--bots", "expert,club,club,club", "--json")
	if code != 0 {
		t.Fatalf("%d %s", code, errs)
	}
	var rep simReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Games != 3 || rep.Hands != 12 || rep.Length != "4" || rep.HandsPerGame != 4 || len(rep.Bots) != 2 {
		t.Fatalf("report %+v", rep)
	}
	share := 0.0
	for _, b := range rep.Bots {
		if b.Games != 3*b.Seats || b.FirstShare == nil || b.AvgPlace == nil || *b.AvgPlace < 1 || *b.AvgPlace > 4 {
			t.Errorf("bot %+v", b)
		}
		share += *b.FirstShare * float64(b.Games)
	}
	if share < 2.99 || share > 3.01 {
		t.Errorf("first places add up to %.2f games of 3", share)
	}
	text, _, _ := runProgram(t, nil, "sim", "--rules", "hk", "--length", "east", "--games", "2", "--seed", "5")
	for _, want := range []string{"2 whole games (length east)", "avg place", "Every hand of those games"} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	for _, args := range [][]string{{"sim", "--games", "2", "--hands", "5"}, {"sim", "--games", "0"}, {"sim", "--rules", "family", "--length", "east", "--games", "2"}} {
		_, errs, code := runProgram(t, nil, args...)
		if code != ExitUsage || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: %d %q", args, code, errs)
		}
	}
}
