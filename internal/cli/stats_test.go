package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// makeHistory writes a history of random hands of several games in
// several rule sets through the store, as the game writes it, and
// returns the entries in the order written.
func makeHistory(t *testing.T, dir string, seed uint64) []store.HandEntry {
	t.Helper()
	st := store.New(filepath.Join(dir, "state"), dir)
	r := rand.New(rand.NewPCG(seed, 1))
	items := map[string][]store.Item{
		"hk":      {{Key: "score.hk.self_drawn", Value: 1}, {Key: "score.hk.dragon_pung", Value: 1, Tiles: "[777z]"}, {Key: "score.hk.half_flush", Value: 3}},
		"classic": {{Key: "score.classic.mahjong", Value: 20}, {Key: "score.classic.double_dragon_pung", Value: 2, Doublings: 1, Tiles: "[555z]"}},
		"pow2":    {{Key: "score.pow2.all_chows", Value: 1}, {Key: "score.pow2.full_flush", Value: 6}},
		"family":  nil,
	}
	outcomes := []store.Outcome{store.WonSelfDrawn, store.WonOnDiscard, store.DealtIn, store.OtherWin, store.Drawn}
	var out []store.HandEntry
	for g := range 9 {
		names := rules.VariantNames()
		rulesName := names[r.IntN(len(names))]
		id := fmt.Sprintf("2026010%d-120000-%d-%s", g, r.IntN(1000), rulesName)
		hands := 1 + r.IntN(12)
		if rulesName == "family" {
			hands = 1
		}
		for h := range hands {
			// Wins come in runs now and then, so that streaks vary.
			o := outcomes[r.IntN(len(outcomes))]
			if r.IntN(3) == 0 {
				o = store.WonOnDiscard
			}
			e := store.HandEntry{Game: id, Rules: rulesName, Hand: h, Wind: "ESWN"[h%4 : h%4+1], Outcome: o}
			switch {
			case o.Won():
				its := items[rulesName][:r.IntN(len(items[rulesName])+1)]
				total := 0
				for _, it := range its {
					total += it.Value
				}
				e.Win = &store.WinScore{Total: total, Unit: map[bool]string{true: "fan", false: "points"}[rulesName == "hk"],
					Items: its, Hand: "123m456m789p111z22z +2z"}
				e.Delta = 8 * (1 + total)
			case o == store.DealtIn:
				e.Delta = -8 * (1 + r.IntN(5))
			case o == store.OtherWin:
				e.Delta = -r.IntN(9)
			}
			if err := st.AppendHand(e); err != nil {
				t.Fatal(err)
			}
			e.Format = store.HistoryFormat
			out = append(out, e)
		}
	}
	return out
}

// expected recomputes the figures of one rule set from the entries
// straightforwardly, apart from the store's code.
type expected struct {
	games, hands, wins, self, dealtIn, streak int
	sum                                       int
	best                                      *store.HandEntry
}

func recompute(entries []store.HandEntry) map[string]*expected {
	out := map[string]*expected{}
	games := map[string]bool{}
	run := map[string]int{}
	for i, e := range entries {
		x := out[e.Rules]
		if x == nil {
			x = &expected{}
			out[e.Rules] = x
		}
		if !games[e.Game] {
			games[e.Game] = true
			x.games++
		}
		x.hands++
		x.sum += e.Delta
		won := e.Outcome == store.WonSelfDrawn || e.Outcome == store.WonOnDiscard
		if won {
			x.wins++
			run[e.Rules]++
			if run[e.Rules] > x.streak {
				x.streak = run[e.Rules]
			}
			if x.best == nil || e.Win.Total > x.best.Win.Total {
				x.best = &entries[i]
			}
		} else {
			run[e.Rules] = 0
		}
		if e.Outcome == store.WonSelfDrawn {
			x.self++
		}
		if e.Outcome == store.DealtIn {
			x.dealtIn++
		}
	}
	return out
}

// `mahjong stats --json` over a history the test wrote gives the figures
// the test works out on its own, per rule set, the best hand worded from
// the catalogue; --rules keeps one rule set.
func TestStatsJSON(t *testing.T) {
	t.Parallel()
	for seed := range uint64(4) {
		dir := t.TempDir()
		entries := makeHistory(t, dir, seed)
		want := recompute(entries)
		out, errs, code := run(t, map[string]string{"MAHJONG_DATA_DIR": dir}, "stats", "--json")
		if code != 0 || errs != "" {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var rep statsReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		if len(rep.RuleSets) != len(want) {
			t.Fatalf("seed %d: %d rule sets, want %d", seed, len(rep.RuleSets), len(want))
		}
		near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
		frac := func(a, b int) float64 {
			if b == 0 {
				return 0
			}
			return float64(a) / float64(b)
		}
		for _, got := range rep.RuleSets {
			w := want[got.Rules]
			if w == nil {
				t.Fatalf("unexpected rule set %q", got.Rules)
			}
			if got.Games != w.games || got.Hands != w.hands || got.LongestStreak != w.streak ||
				!near(got.WinRate, frac(w.wins, w.hands)) || !near(got.SelfDrawnShare, frac(w.self, w.wins)) ||
				!near(got.DealInRate, frac(w.dealtIn, w.hands)) || !near(got.AvgScore, frac(w.sum, w.hands)) {
				t.Errorf("seed %d %s: got %+v, want %+v", seed, got.Rules, got, *w)
			}
			switch {
			case w.best == nil && got.BestHand != nil:
				t.Errorf("%s: best hand %+v without a win", got.Rules, got.BestHand)
			case w.best != nil:
				b := got.BestHand
				if b == nil || b.Total != w.best.Win.Total || b.Game != w.best.Game || b.Number != w.best.Hand ||
					b.Hand != w.best.Win.Hand || len(b.Items) != len(w.best.Win.Items) {
					t.Errorf("%s: best %+v, want %+v", got.Rules, b, w.best)
					continue
				}
				for i, it := range b.Items {
					if it.Value != w.best.Win.Items[i].Value || strings.Contains(it.Name, "score.") {
						t.Errorf("%s: item %+v", got.Rules, it)
					}
				}
			}
		}
		// One rule set only.
		out, _, code = run(t, map[string]string{"MAHJONG_DATA_DIR": dir}, "stats", "--json", "--rules", rep.RuleSets[0].Rules)
		var one statsReport
		if err := json.Unmarshal([]byte(out), &one); code != 0 || err != nil || len(one.RuleSets) != 1 ||
			one.RuleSets[0].Rules != rep.RuleSets[0].Rules || one.RuleSets[0].Hands != rep.RuleSets[0].Hands {
			t.Errorf("--rules: %d %v %s", code, err, out)
		}
	}
}

// The best hand's items are worded from the catalogue, with the set they
// are about.
func TestStatsBestHandWording(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st := store.New(dir, dir)
	e := store.HandEntry{Game: "g", Rules: "hk", Wind: "E", Outcome: store.WonSelfDrawn, Delta: 48,
		Win: &store.WinScore{Total: 2, Unit: "fan", Hand: "123m +1m", Items: []store.Item{
			{Key: "score.hk.self_drawn", Value: 1}, {Key: "score.hk.dragon_pung", Value: 1, Tiles: "[777z]"}}}}
	if err := st.AppendHand(e); err != nil {
		t.Fatal(err)
	}
	out, _, _ := run(t, map[string]string{"MAHJONG_DATA_DIR": dir}, "stats", "--json")
	if !strings.Contains(out, `"items":[{"name":"Self-drawn","value":1},{"name":"Dragon pung [777z]","value":1}]`) {
		t.Errorf("json %s", out)
	}
	out, _, _ = run(t, map[string]string{"MAHJONG_DATA_DIR": dir, "LANG": "fr_FR.UTF-8"}, "stats")
	for _, s := range []string{"Règles hk : 1 partie, 1 main", "Mains gagnées", "1 (100,0 % des mains)", "+48,0", "2 fan : 123m +1m (partie g, main 1)"} {
		if !strings.Contains(out, s) {
			t.Errorf("French text lacks %q:\n%s", s, out)
		}
	}
}

// A damaged history is read past with a warning on stderr; an empty one
// says so; bad flags are usage errors (exit 2, one line).
func TestStatsEdges(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"MAHJONG_DATA_DIR": dir}
	out, errs, code := run(t, env, "stats", "--json")
	if code != 0 || strings.TrimSpace(out) != `{"rule_sets":[],"practice":[]}` || errs != "" {
		t.Errorf("empty: %d %q %q", code, out, errs)
	}
	out, _, code = run(t, env, "stats")
	if code != 0 || !strings.Contains(out, "No finished hands yet") || !strings.Contains(out, filepath.Join(dir, "history.jsonl")) {
		t.Errorf("empty text: %d %q", code, out)
	}
	makeHistory(t, dir, 9)
	f, err := os.OpenFile(filepath.Join(dir, "history.jsonl"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"format":1,"game":"x","ru`)
	f.Close()
	out, errs, code = run(t, env, "stats")
	if code != 0 || !strings.Contains(errs, "unfinished last line") || strings.Count(errs, "\n") != 1 || !strings.Contains(out, "Hands won") {
		t.Errorf("damaged: %d %q %q", code, out, errs)
	}
	for _, args := range [][]string{{"stats", "--rules", "riichi"}, {"stats", "extra"}, {"stats", "--bogus"}} {
		out, errs, code := run(t, env, args...)
		if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "mahjong: ") {
			t.Errorf("%v: %d %q %q", args, code, out, errs)
		}
	}
	if out, _, code := run(t, env, "stats", "--help"); code != 0 || !strings.Contains(out, "mahjong stats") {
		t.Errorf("help: %d %q", code, out)
	}
}
