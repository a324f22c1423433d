package store

import (
	"math"
	"slices"

	"github.com/mahjong-tui/mahjong/rules"
)

// Stats are the person's figures, one set a rule set.
type Stats struct {
	// RuleSets holds the rule sets with at least one hand: hk, classic,
	// family, pow2 in that order, then any other name alphabetically.
	RuleSets []RuleStats
	// Practice holds the same figures of the practice games (a move
	// taken back: an entry marked Practice), counted apart: none of
	// their hands is in RuleSets.
	Practice []RuleStats
}

// For returns the figures of one rule set, nil when it has no hand.
func (s Stats) For(rulesName string) *RuleStats {
	for i := range s.RuleSets {
		if s.RuleSets[i].Rules == rulesName {
			return &s.RuleSets[i]
		}
	}
	return nil
}

// RuleStats are the figures of one rule set. Rates are fractions (0 to
// 1); a rate over no hand (or a share of no win) is 0.
type RuleStats struct {
	Rules string
	Games int // distinct game IDs
	Hands int
	Wins  int // hands won (self-drawn or on a discard)
	// SelfDrawn counts the wins on a drawn tile; DealtIn the hands another
	// seat won on the person's tile.
	SelfDrawn int
	DealtIn   int
	// ScoreSum is the sum of the person's score changes.
	ScoreSum       int
	WinRate        float64 // Wins / Hands
	SelfDrawnShare float64 // SelfDrawn / Wins
	DealInRate     float64 // DealtIn / Hands
	AvgScore       float64 // ScoreSum / Hands
	// Best is the won hand with the highest total (the earliest of equal
	// ones); nil when no hand was won.
	Best *HandEntry
	// LongestStreak is the longest run of hands won one after the other,
	// in the order played (across games).
	LongestStreak int
}

// Compute computes the figures from history entries in the order played.
// A hand listed twice (same game ID and hand number) counts once, at its
// first place; a practice game's hand at its last (a hand played again
// after a move taken back). A game with a practice entry is a practice
// game: every one of its hands is counted in Practice, none in RuleSets.
// It is a pure function: the end-of-game screen gives it the game just
// played (GameEntries), the stats command the whole history.
func Compute(entries []HandEntry) Stats {
	practice := PracticeGames(entries)
	var played, practised []HandEntry
	last := map[handKey]int{}
	for i, e := range entries {
		if practice[e.Game] {
			last[handKey{e.Game, e.Hand}] = i
		}
	}
	for i, e := range entries {
		switch {
		case !practice[e.Game]:
			played = append(played, e)
		case last[handKey{e.Game, e.Hand}] == i:
			practised = append(practised, e)
		}
	}
	return Stats{RuleSets: compute(played), Practice: compute(practised)}
}

// PracticeGames are the IDs of the games with a practice entry.
func PracticeGames(entries []HandEntry) map[string]bool {
	out := map[string]bool{}
	for _, e := range entries {
		if e.Practice {
			out[e.Game] = true
		}
	}
	return out
}

// handKey names a hand of the history: its game and number.
type handKey struct {
	game string
	hand int
}

// compute is Compute over entries of one kind (played or practice).
func compute(entries []HandEntry) []RuleStats {
	type key = handKey
	seen := map[key]bool{}
	byRules := map[string]*RuleStats{}
	games := map[string]map[string]bool{}
	streak := map[string]int{}
	for i := range entries {
		e := &entries[i]
		k := key{e.Game, e.Hand}
		if seen[k] {
			continue
		}
		seen[k] = true
		rs := byRules[e.Rules]
		if rs == nil {
			rs = &RuleStats{Rules: e.Rules}
			byRules[e.Rules] = rs
			games[e.Rules] = map[string]bool{}
		}
		games[e.Rules][e.Game] = true
		rs.Hands++
		rs.ScoreSum = addSat(rs.ScoreSum, e.Delta)
		if e.Outcome == DealtIn {
			rs.DealtIn++
		}
		if !e.Outcome.Won() {
			streak[e.Rules] = 0
			continue
		}
		rs.Wins++
		if e.Outcome == WonSelfDrawn {
			rs.SelfDrawn++
		}
		streak[e.Rules]++
		rs.LongestStreak = max(rs.LongestStreak, streak[e.Rules])
		if e.Win != nil && (rs.Best == nil || e.Win.Total > rs.Best.Win.Total) {
			best := *e
			best.Win = &WinScore{Total: e.Win.Total, Unit: e.Win.Unit, Items: slices.Clone(e.Win.Items), Hand: e.Win.Hand}
			rs.Best = &best
		}
	}
	var out []RuleStats
	for name, rs := range byRules {
		rs.Games = len(games[name])
		rs.WinRate = ratio(rs.Wins, rs.Hands)
		rs.SelfDrawnShare = ratio(rs.SelfDrawn, rs.Wins)
		rs.DealInRate = ratio(rs.DealtIn, rs.Hands)
		rs.AvgScore = ratio(rs.ScoreSum, rs.Hands)
		out = append(out, *rs)
	}
	order := func(name string) int {
		if i := slices.Index(rules.VariantNames(), name); i >= 0 {
			return i
		}
		return len(rules.VariantNames())
	}
	slices.SortFunc(out, func(a, b RuleStats) int {
		if oa, ob := order(a.Rules), order(b.Rules); oa != ob {
			return oa - ob
		}
		if a.Rules < b.Rules {
			return -1
		}
		if a.Rules > b.Rules {
			return 1
		}
		return 0
	})
	return out
}

// addSat adds without overflow: the sum stops at the largest or smallest
// int.
func addSat(a, b int) int {
	s := a + b
	switch {
	case b > 0 && s < a:
		return math.MaxInt
	case b < 0 && s > a:
		return math.MinInt
	}
	return s
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// GameResult is one game of the history as the person played it: its
// ID, its hands and the person's net result over them.
type GameResult struct {
	Game  string
	Hands int
	Delta int
}

// Games returns the games of a rule set in the order they were first
// played, each hand counted once (as Compute counts it), the practice
// games left out; at most the last n (n <= 0: all).
func Games(entries []HandEntry, rulesName string, n int) []GameResult {
	practice := PracticeGames(entries)
	seen := map[handKey]bool{}
	at := map[string]int{}
	var out []GameResult
	for _, e := range entries {
		k := handKey{e.Game, e.Hand}
		if e.Rules != rulesName || practice[e.Game] || seen[k] {
			continue
		}
		seen[k] = true
		i, ok := at[e.Game]
		if !ok {
			i = len(out)
			at[e.Game] = i
			out = append(out, GameResult{Game: e.Game})
		}
		out[i].Hands++
		out[i].Delta = addSat(out[i].Delta, e.Delta)
	}
	if n > 0 && len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}
