package rules

import (
	"errors"
	"slices"
	"testing"
)

func TestScoreHand(t *testing.T) {
	type want struct {
		fact    WinFact
		reason  ContextReason
		hand    ScoreHandReason
		badOpt  bool // the rule set refuses the option (OptionError)
		noScore bool // the rule set does not score (NoScoreError)
	}
	cases := []struct {
		name    string
		variant string
		hand    string
		ctx     string
		opts    string
		want    want
		total   int
	}{
		{"hk defaults", "hk", "123m 456m 789m 11z 22z 3f +2z", "W from:N", "", want{}, 5},
		{"hk half ladder", "hk", "123m 456m 789m 11z 22z 3f +2z", "W from:N", "ladder=half", want{}, 5},
		{"classic limit", "classic", "555z 666z [111z] 123m 9m +9m", "E self declared", "limit=500", want{}, 500},
		{"classic declaration off", "classic", "[222m] 123m 345p 678s 9s +9s", "E from:S", "ready=off", want{}, 22},
		{"pow2 min points", "pow2", "[111m] 555m 777m 666z 9m +9m", "N from:S", "min-points=3", want{}, 7},
		{"unknown variant", "family", "123m 456m 789m 11z 22z +2z", "W from:N", "", want{noScore: true}, 0},
		{"ladder on classic", "classic", "123m 456m 789m 11z 22z +2z", "W from:N", "ladder=half", want{badOpt: true}, 0},
		{"ladder on pow2", "pow2", "123m 456m 789m 11z 22z +2z", "W from:N", "ladder=full", want{badOpt: true}, 0},
		{"unknown ladder", "hk", "123m 456m 789m 11z 22z +2z", "W from:N", "ladder=mild", want{badOpt: true}, 0},
		{"limit on hk", "hk", "123m 456m 789m 11z 22z +2z", "W from:N", "limit=10", want{badOpt: true}, 0},
		{"limit on pow2", "pow2", "123m 456m 789m 11z 22z +2z", "W from:N", "limit=10", want{badOpt: true}, 0},
		{"negative limit", "classic", "123m 456m 789m 11z 22z +2z", "W from:N", "limit=-1", want{badOpt: true}, 0},
		{"min points on classic", "classic", "123m 456m 789m 11z 22z +2z", "W from:N", "min-points=3", want{badOpt: true}, 0},
		{"min points on hk", "hk", "123m 456m 789m 11z 22z +2z", "W from:N", "min-points=3", want{badOpt: true}, 0},
		{"negative min points", "pow2", "123m 456m 789m 11z 22z +2z", "W from:N", "min-points=-2", want{badOpt: true}, 0},
		{"declaration rule on hk", "hk", "123m 456m 789m 11z 22z +2z", "W from:N", "ready=off", want{badOpt: true}, 0},
		{"last tile on classic", "classic", "123m 456m 789m 11z 22z +2z", "W from:N last", "", want{fact: FactLastTile, reason: ContextNotRead}, 0},
		{"replacement on classic", "classic", "123m 456m 789m 11z 22z +2z", "W self rep:1", "", want{fact: FactReplacement, reason: ContextNotRead}, 0},
		{"robbing on classic", "classic", "123m 456m 789m 11z 22z +2z", "W from:N rob", "", want{fact: FactRobbingKong, reason: ContextNotRead}, 0},
		{"heavenly on classic", "classic", "123m 456m 789m 11z 22z +2z", "E self heavenly", "", want{fact: FactHeavenly, reason: ContextNotRead}, 0},
		{"earthly on classic", "classic", "123m 456m 789m 11z 22z +2z", "S from:E earthly", "", want{fact: FactEarthly, reason: ContextNotRead}, 0},
		{"replacement 3", "hk", "123m 456m 789m 11z 22z +2z", "W self rep:3", "", want{fact: FactReplacement, reason: ContextOutOfRange}, 0},
		{"replacement on a discard", "hk", "123m 456m 789m 11z 22z +2z", "W from:N rep:1", "", want{fact: FactReplacement, reason: ContextConflict}, 0},
		{"own discard", "hk", "123m 456m 789m 11z 22z +2z", "W from:W", "", want{fact: FactDiscarder, reason: ContextConflict}, 0},
		{"robbing self-drawn", "pow2", "123m 456m 789m 11z 22z +2z", "W self rob", "", want{fact: FactRobbingKong, reason: ContextConflict}, 0},
		{"heavenly not East", "hk", "123m 456m 789m 11z 22z +2z", "W self heavenly", "", want{fact: FactHeavenly, reason: ContextConflict}, 0},
		{"heavenly on a discard", "hk", "123m 456m 789m 11z 22z +2z", "E from:S heavenly", "", want{fact: FactHeavenly, reason: ContextConflict}, 0},
		{"earthly not from East", "pow2", "123m 456m 789m 11z 22z +2z", "W from:S earthly", "", want{fact: FactEarthly, reason: ContextConflict}, 0},
		{"earthly for East", "hk", "123m 456m 789m 11z 22z +2z", "E from:S earthly", "", want{fact: FactEarthly, reason: ContextConflict}, 0},
		{"13 tiles", "hk", "123m 456m 789m 11z 2z +2z", "W from:N", "", want{hand: HandWrongSize}, 0},
		{"kongs count as 3", "hk", "[1111m] [2222p] (3333s) [4444z] 5z +5z", "E from:S", "", want{}, 13},
		{"no winning tile", "hk", "123m 456m 789m 11z 222z", "W from:N", "", want{hand: HandNoWinningTile}, 0},
		{"jokers in hk", "hk", "55z0j 123m 345p 678s 9s +9s", "E from:S", "", want{hand: HandJokers}, 0},
		{"jokers in classic", "classic", "55z0j 123m 345p 678s 9s +9s", "E from:S declared", "jokers", want{}, 96},
		{"jokers without the option", "classic", "55z0j 123m 345p 678s 9s +9s", "E from:S declared", "", want{hand: HandJokers}, 0},
		{"hk seven pairs", "hk", "1122m 3344p 5566s 7z +7z", "E from:S", "seven-pairs", want{}, 6}, // seven pairs 4, fully concealed 1, no bonus tiles 1 (RULES.md hk table)
		{"hk seven pairs off", "hk", "1122m 3344p 5566s 7z +7z", "E from:S", "", want{}, 0},
		{"bonus tiles in pow2", "pow2", "123m 456m 789m 11z 22z 3f +2z", "W from:N", "", want{hand: HandBonusTiles}, 0},
		// Issue 21: a robbed added kong of 5p is four 5p on the table; with
		// 55p and the winning 5p the win needs six.
		{"robbed kong's copies", "hk", "55p 123m 456m 789s 11z +5p", "E from:S rob", "", want{hand: HandTooManyCopies}, 0},
		{"robbed kong, one copy left", "hk", "123m 456m 789s 11z 46p +5p", "E from:S rob", "", want{}, 4},
		{"incomplete is not an error", "hk", "123m 456p 789s 234m 5p +6p", "E from:S", "", want{}, 0},
	}
	for _, c := range cases {
		h, err := ParseHand(c.hand)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got Score
		o, err := ParseOptions(c.opts)
		var v Variant
		if err == nil {
			v, err = NewVariant(c.variant, o)
		}
		if err == nil {
			got, err = ScoreHand(v, h, ctxOf(t, c.ctx))
		}
		var ce *WinContextError
		var he *ScoreHandError
		var ve *OptionError
		var ne *NoScoreError
		switch {
		case c.want.badOpt:
			if !errors.As(err, &ve) {
				t.Errorf("%s: error %v, want an option error", c.name, err)
			}
		case c.want.noScore:
			if !errors.As(err, &ne) || ne.Variant != c.variant {
				t.Errorf("%s: error %v, want no score", c.name, err)
			}
		case c.want.fact != 0:
			if !errors.As(err, &ce) || ce.Fact != c.want.fact || ce.Reason != c.want.reason {
				t.Errorf("%s: error %v, want %s refused (%d)", c.name, err, c.want.fact, c.want.reason)
			}
		case c.want.hand != 0:
			if !errors.As(err, &he) || he.Reason != c.want.hand {
				t.Errorf("%s: error %v, want reason %d", c.name, err, c.want.hand)
			}
		default:
			if err != nil || got.Total != c.total {
				t.Errorf("%s: %v total %d, want %d", c.name, err, got.Total, c.total)
			}
		}
		if err != nil && err.Error() == "" {
			t.Errorf("%s: empty message", c.name)
		}
	}
	var he *ScoreHandError
	h, _ := ParseHand("123m 456m 789m 11z 2z +2z")
	if _, err := ScoreHand(HKVariant(), h, WinContext{Discarder: WindSouth}); !errors.As(err, &he) || he.Size != 13 {
		t.Errorf("size: %v", err)
	}
}

// Which facts of a win each rule set's scorer reads (RULES.md: the
// winning conditions of each table, the declarations, three players).
func TestReads(t *testing.T) {
	table := map[WinFact][3]bool{ // hk, classic, pow2
		FactSeatWind: {true, true, true}, FactPrevailingWind: {true, true, true},
		FactSelfDrawn: {true, true, true}, FactDiscarder: {true, true, true},
		FactLastTile: {true, false, true}, FactReplacement: {true, false, true}, FactRobbingKong: {true, false, true},
		FactHeavenly: {true, false, true}, FactEarthly: {true, false, true},
		FactDeclared: {false, true, true},
		FactNorths:   {false, false, false}, // three players only (below)
	}
	for f := FactSeatWind; f <= FactNorths; f++ {
		if _, ok := table[f]; !ok || f.String() == "?" {
			t.Errorf("fact %d (%s) not in the table", f, f)
		}
	}
	for f, want := range table {
		for i, v := range []Variant{HKVariant(), ClassicVariant(), Pow2Variant()} {
			if v.Reads(f) != want[i] {
				t.Errorf("%s on %s: %v", f, v.Name, !want[i])
			}
		}
	}
	for _, name := range []string{"hk", "classic"} {
		v, _ := NewVariant(name, MustParseOptions("players=3"))
		if !v.Reads(FactNorths) {
			t.Errorf("Norths not read for %s with three players", name)
		}
	}
	noReady, _ := NewVariant("classic", MustParseOptions("ready=off"))
	if HKVariant().Reads(WinFact(99)) || FamilyVariant().Reads(FactSeatWind) || noReady.Reads(FactDeclared) {
		t.Error("unknown fact, family or the declaration without the ready rule read")
	}
}

// Pattern names are unique and every pattern has one.
func TestPatternNames(t *testing.T) {
	var names []string
	for p := PatternNone; p < numPatterns; p++ {
		if p.String() == "" || p.String() == "?" {
			t.Errorf("pattern %d unnamed", p)
		}
		names = append(names, p.String())
	}
	slices.Sort(names)
	if len(slices.Compact(names)) != int(numPatterns) {
		t.Error("duplicate pattern names")
	}
	if Pattern(200).String() != "?" {
		t.Error("out of range")
	}
}
