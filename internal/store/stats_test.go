package store

import (
	"math"
	"testing"
)

func win(game string, hand int, o Outcome, delta, total int) HandEntry {
	return HandEntry{Format: 1, Game: game, Rules: "hk", Hand: hand, Wind: "E", Outcome: o, Delta: delta,
		Win: &WinScore{Total: total, Unit: "fan", Items: []Item{{Key: "score.hk.self_drawn", Value: total}}, Hand: "x"}}
}

func lose(rulesName, game string, hand int, o Outcome, delta int) HandEntry {
	return HandEntry{Format: 1, Game: game, Rules: rulesName, Hand: hand, Wind: "S", Outcome: o, Delta: delta}
}

// The figures of a small history worked out by hand: a hand listed twice
// counts once, the streak runs across games and breaks on a drawn hand,
// the best hand is the earliest of the highest.
func TestComputeByHand(t *testing.T) {
	entries := []HandEntry{
		win("a", 0, WonSelfDrawn, 24, 4),
		win("a", 1, WonOnDiscard, 16, 6),
		lose("pow2", "p", 0, DealtIn, -8),
		win("a", 1, WonOnDiscard, 16, 6), // listed twice
		lose("hk", "a", 2, Drawn, 0),
		win("b", 0, WonOnDiscard, 64, 6), // same total as a/1: not the best
		win("b", 1, WonSelfDrawn, 48, 3),
		win("b", 2, WonSelfDrawn, 48, 3),
		lose("hk", "b", 3, DealtIn, -32),
		lose("hk", "b", 4, OtherWin, -8),
	}
	s := Compute(entries)
	if len(s.RuleSets) != 2 || s.RuleSets[0].Rules != "hk" || s.RuleSets[1].Rules != "pow2" {
		t.Fatalf("rule sets %+v", s.RuleSets)
	}
	hk := s.For("hk")
	if hk.Games != 2 || hk.Hands != 8 || hk.Wins != 5 || hk.SelfDrawn != 3 || hk.DealtIn != 1 || hk.ScoreSum != 160 {
		t.Errorf("counts %+v", hk)
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	if !near(hk.WinRate, 5.0/8) || !near(hk.SelfDrawnShare, 3.0/5) || !near(hk.DealInRate, 1.0/8) || !near(hk.AvgScore, 20) {
		t.Errorf("rates %+v", hk)
	}
	if hk.LongestStreak != 3 {
		t.Errorf("streak %d, want 3 (b/0 to b/2)", hk.LongestStreak)
	}
	if hk.Best == nil || hk.Best.Game != "a" || hk.Best.Hand != 1 || hk.Best.Win.Total != 6 {
		t.Errorf("best %+v", hk.Best)
	}
	p := s.For("pow2")
	if p.Hands != 1 || p.Wins != 0 || p.SelfDrawnShare != 0 || p.Best != nil || p.LongestStreak != 0 || p.DealInRate != 1 {
		t.Errorf("pow2 %+v", p)
	}
	if s.For("classic") != nil {
		t.Error("classic has no hand")
	}
	if len(Compute(nil).RuleSets) != 0 {
		t.Error("figures from nothing")
	}
	// The best hand is a copy: changing the entries changes nothing.
	entries[1].Win.Items[0].Value = 99
	if hk.Best.Win.Items[0].Value != 6 {
		t.Error("best hand shares the entry's items")
	}
}

// A game with a hand marked practice is counted apart, every one of its
// hands: none in the figures, all in Practice; a practice hand listed
// twice (played again after a move taken back) counts at its last.
func TestComputePracticeApart(t *testing.T) {
	practiced := func(e HandEntry) HandEntry { e.Practice = true; return e }
	entries := []HandEntry{
		win("a", 0, WonSelfDrawn, 24, 4),
		lose("hk", "p", 0, DealtIn, -8), // game p: practice from its second hand on
		practiced(lose("hk", "p", 1, DealtIn, -16)),
		practiced(win("p", 1, WonOnDiscard, 32, 5)), // hand 1 played again
		win("a", 1, WonOnDiscard, 16, 6),
	}
	s := Compute(entries)
	hk := s.For("hk")
	if hk == nil || hk.Games != 1 || hk.Hands != 2 || hk.ScoreSum != 40 {
		t.Fatalf("the games played: %+v", hk)
	}
	if len(s.Practice) != 1 {
		t.Fatalf("practice %+v", s.Practice)
	}
	p := s.Practice[0]
	if p.Rules != "hk" || p.Games != 1 || p.Hands != 2 || p.Wins != 1 || p.DealtIn != 1 || p.ScoreSum != 24 {
		t.Errorf("the practice game: %+v", p)
	}
	if g := Games(entries, "hk", 0); len(g) != 1 || g[0] != (GameResult{Game: "a", Hands: 2, Delta: 40}) {
		t.Errorf("games %+v", g)
	}
}

// Games: in the order first played, each hand once, the last n.
func TestGames(t *testing.T) {
	entries := []HandEntry{
		win("a", 0, WonSelfDrawn, 24, 4),
		lose("hk", "b", 0, DealtIn, -8),
		win("a", 0, WonSelfDrawn, 24, 4), // listed twice
		lose("pow2", "c", 0, DealtIn, -8),
		lose("hk", "a", 1, OtherWin, -4),
		win("d", 0, WonOnDiscard, 10, 3),
	}
	got := Games(entries, "hk", 0)
	want := []GameResult{{"a", 2, 20}, {"b", 1, -8}, {"d", 1, 10}}
	if len(got) != len(want) {
		t.Fatalf("%+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("game %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if last := Games(entries, "hk", 2); len(last) != 2 || last[0].Game != "b" || last[1].Game != "d" {
		t.Errorf("the last two: %+v", last)
	}
}
