package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// The example: 5 fan (half flush 3, fully concealed 1, own flower
// 1), W +32, N -32, E 0, S 0.
func TestScoreJSONExample(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "score", "--rules", "hk", "--seat", "W", "--from", "N", "--json", "123m 456m 789m 11z 22z 3f +2z")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep["winning"] != true || rep["total"] != 5.0 || rep["unit"] != "fan" {
		t.Errorf("got %v", rep)
	}
	pay := rep["payments"].(map[string]any)
	if pay["W"] != 32.0 || pay["N"] != -32.0 || pay["E"] != 0.0 || pay["S"] != 0.0 {
		t.Errorf("payments %v", pay)
	}
	names := map[string]float64{}
	for _, it := range rep["items"].([]any) {
		m := it.(map[string]any)
		names[m["name"].(string)] = m["value"].(float64)
	}
	if names["Half flush"] != 3 || names["Fully concealed hand"] != 1 || names["Own flower 3f"] != 1 || len(names) != 3 {
		t.Errorf("items %v", names)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("not exactly one object: %q", out)
	}
}

// The seed 004 example: North, 7 points on South's discard.
func TestScorePow2SeedExample(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "score", "--rules", "pow2", "--seat", "N", "--from", "S", "--json", "123m 234m 46m 678m 99m +5m")
	var rep scoreReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	want := map[string]int{"E": -256, "S": -256, "W": -128, "N": 640}
	for k, v := range want {
		if rep.Payments[k] != v {
			t.Errorf("%s pays %d, want %d", k, rep.Payments[k], v)
		}
	}
	if rep.Total != 7 || rep.Unit != "points" {
		t.Errorf("total %d %s", rep.Total, rep.Unit)
	}
}

// A complete hand worth 2 fan is not a win in hk: the report says why.
func TestScoreBelowMinimum(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "score", "--rules", "hk", "--from", "S", "--json", "123m 456m 789p 5s [111z] +5s")
	var rep scoreReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	if rep.Winning || !strings.HasPrefix(rep.Reason, "below this table's minimum to win, 3 fan") {
		t.Errorf("got %+v", rep)
	}
	for _, v := range rep.Payments {
		if v != 0 {
			t.Errorf("payments %v for a refused win", rep.Payments)
		}
	}
}

func TestScoreBadInput(t *testing.T) {
	t.Parallel()
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"score", "--rules", "classic", "--ladder", "half", "123m 456m 789m 11z 22z +2z"}, "--ladder"},
		{[]string{"score", "--rules", "hk", "--limit", "500", "123m 456m 789m 11z 22z +2z"}, "--limit"},
		{[]string{"score", "--rules", "classic", "--calling", "123m 456m 789m 11z 22z +2z"}, "--calling"},
		{[]string{"score", "--rules", "hk", "--undeclared", "123m 456m 789m 11z 22z +2z"}, "--undeclared"},
		{[]string{"score", "--rules", "pow2", "--ladder", "full", "123m 456m 789m 11z 22z +2z"}, "--ladder"},
		{[]string{"score", "--rules", "family", "123m 456m 789m 11z 22z +2z"}, "the family rules have no score: score takes hk, classic, pow2"},
		{[]string{"score", "123m 456m 789m 11z 2z +2z"}, "this hand has 13"},
		{[]string{"score", "123m 456m 789m 11z 22z 2z"}, "winning tile"},
		{[]string{"score", "123m 456m 789m 11z 22q +2z"}, `"22q": unknown suit letter`},
		{[]string{"score", "11111m 456m 789m 11z +2z"}, "more copies"},
		{[]string{"score", "--self-drawn", "--from", "N", "123m 456m 789m 11z 22z +2z"}, "--from"},
		{[]string{"score", "--seat", "X", "123m 456m 789m 11z 22z +2z"}, "not a wind"},
		{[]string{"score", "--replacement", "3", "123m 456m 789m 11z 22z +2z"}, "--replacement"},
		{[]string{"score", "--rules", "pow2", "123m 456m 789m 11z 22z 1f +2z"}, "flowers"},
		{[]string{"score"}, "score takes one hand"},
	}
	for _, c := range cases {
		wantUsage(t, c.args, c.want)
	}
}

// Three players (RULES.md "Three players"): --players comes from the
// rule-set registry, --norths is a context flag of three-player tables.
// hk: a self-drawn 4-fan hand with two Norths set aside (5 fan): East
// and West pay 16 each, there is no North seat.
func TestScoreThreePlayers(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "score", "--rules", "hk", "--players", "3", "--norths", "2", "--seat", "S", "--json", "123p 456p 789p 555z 9s +9s")
	var rep scoreReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if !rep.Winning || rep.Total != 5 || len(rep.Payments) != 3 || rep.Payments["E"] != -16 || rep.Payments["S"] != 32 || rep.Payments["W"] != -16 {
		t.Errorf("got %+v", rep)
	}
	north := 0
	for _, it := range rep.Items {
		if it.Name == "North (bonus tile) 4z" && it.Value == 1 {
			north++
		}
		if it.Name == "No bonus tiles" {
			t.Errorf("no bonus tiles with two Norths set aside")
		}
	}
	if north != 2 {
		t.Errorf("items %+v", rep.Items)
	}
	// classic: 4 points a North, only the winner scores.
	out, _, code = run(t, nil, "score", "--rules", "classic", "--players", "3", "--norths", "1", "123p 456p 789p 555z 9s +9s")
	if code != 0 || !strings.Contains(out, "North (bonus tile) 4z") || !strings.Contains(out, "E +128  S 0  W 0\n") {
		t.Errorf("classic, exit %d:\n%s", code, out)
	}
	// French: the sheet and its items in the catalogue.
	out, _, code = run(t, map[string]string{"LANG": "fr_FR.UTF-8"}, "score", "--rules", "classic", "--players", "3", "--norths", "1", "123p 456p 789p 555z 9s +9s")
	if code != 0 || !strings.Contains(out, "Nord (tuile bonus) 4z") {
		t.Errorf("classic fr, exit %d:\n%s", code, out)
	}
}

// The flags the three-player table refuses, each with one clear line.
func TestScoreThreePlayersBadInput(t *testing.T) {
	t.Parallel()
	hand := "123p 456p 789p 555z 9s +9s"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"score", "--rules", "pow2", "--players", "3", hand}, "--players"},
		{[]string{"score", "--rules", "hk", "--players", "5", hand}, "4 or 3"},
		{[]string{"score", "--rules", "hk", "--norths", "1", hand}, "it needs --players 3"},
		{[]string{"score", "--rules", "hk", "--players", "4", "--norths", "1", hand}, "--norths"},
		{[]string{"score", "--rules", "hk", "--players", "3", "--norths", "5", hand}, "--norths"},
		{[]string{"score", "--rules", "hk", "--players", "3", "--seat", "N", hand}, "--seat"},
		{[]string{"score", "--rules", "hk", "--players", "3", "--from", "N", hand}, "--from"},
		{[]string{"score", "--rules", "hk", "--players", "3", "123m 456p 789p 555z 9s +9s"}, "three-player set"},
		{[]string{"score", "--rules", "classic", "--players", "3", "19m19p19s1234567z +1m"}, "Norths are bonus tiles"},
	}
	for _, c := range cases {
		wantUsage(t, c.args, c.want)
	}
}

// wantUsage runs a command that must fail as a usage error: exit status
// 2 and one line on stderr containing want.
func wantUsage(t *testing.T, args []string, want string) {
	t.Helper()
	out, errs, code := run(t, nil, args...)
	if code != ExitUsage {
		t.Errorf("%v: exit %d, want 2 (stdout %q)", args, code, out)
	}
	if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, want) {
		t.Errorf("%v: stderr %q, want one line containing %q", args, errs, want)
	}
}

// The hk limit-hand rule and --min-fan at the calculator (issue 22,
// RULES.md "hk: fan"): the limit hand of RULES.md is 12 fan with the
// line that says why; the all-chows hand (1 fan toward the minimum, 2 in
// all) wins at --min-fan 1 and not without it; --min-fan is hk's only.
func TestScoreLimitAndMinFan(t *testing.T) {
	t.Parallel()
	out, _, code := run(t, nil, "score", "--rules", "hk", "--from", "S", "111222p 5556777z 2f +6z")
	if code != 0 || !strings.Contains(out, "Total                  12 fan") ||
		!strings.Contains(out, "Limit hand: Four concealed pungs 10 < ordinary count 12: 12 fan") {
		t.Errorf("limit hand: exit %d\n%s", code, out)
	}
	chows := "[123m] 456p 789s 234s 5m +5m"
	for _, c := range []struct {
		args    []string
		wins    bool
		minimum string
	}{
		{[]string{"--min-fan", "1"}, true, ""}, {nil, false, "3 fan"}, {[]string{"--min-fan", "3"}, false, "3 fan"},
		{[]string{"--min-fan", "0"}, true, ""}, {[]string{"--min-fan", "5"}, false, "5 fan"},
	} {
		args := append(append([]string{"score", "--rules", "hk", "--json", "--from", "S"}, c.args...), chows)
		out, errs, code := run(t, nil, args...)
		var rep scoreReport
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Fatalf("%v: exit %d %s %s", c.args, code, out, errs)
		}
		if rep.Winning != c.wins || rep.Total != 2 {
			t.Errorf("%v: winning %v total %d, want %v", c.args, rep.Winning, rep.Total, c.wins)
		}
		if !c.wins && !strings.Contains(rep.Reason, "minimum to win, "+c.minimum+" ") {
			t.Errorf("%v: reason %q does not give the table's minimum", c.args, rep.Reason)
		}
	}
	for _, args := range [][]string{
		{"score", "--rules", "classic", "--min-fan", "1", chows},
		{"score", "--rules", "hk", "--min-fan", "6", chows},
	} {
		if out, errs, code := run(t, nil, args...); code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q %q", args, code, out, errs)
		}
	}
}

// A hand whose tiles and context need more than four copies of a tile is
// refused with one line naming it (issue 21): a robbed added kong of 5p
// is four 5p, and the hand holds three more.
func TestScoreTooManyCopies(t *testing.T) {
	t.Parallel()
	out, errs, code := run(t, nil, "score", "55p 123m 456m 789s 11z +5p", "--robbing-kong", "--from", "S")
	if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "more than four 5p") {
		t.Errorf("exit %d, %q %q", code, out, errs)
	}
	out, errs, code = run(t, nil, "analyze", "--visible", "5p 5p", "555p 123m 456m 789s 1z")
	if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, `"5p"`) {
		t.Errorf("analyze: exit %d, %q %q", code, out, errs)
	}
}
