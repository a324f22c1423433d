package rules

import (
	"slices"
	"strings"
	"testing"
)

// Each case is a complete-hand shape of RULES.md or a seed; want lists
// every decomposition as its groups, the winning tile's group starred.
func TestDecompose(t *testing.T) {
	all := FormStandard | FormThirteenOrphans | FormSevenPairs
	cases := []struct {
		source string
		hand   string
		forms  Forms
		want   []string
	}{
		{"RULES.md notation example (score command)", "123m 456m 789m 11z 22z 3f +2z", all,
			[]string{"123m 456m 789m *222z 11z"}},
		{"seed 001: 4 combinations + 1 pair; two readings of 111222333", "111222333m 789p 55z", all,
			[]string{"111m 222m 333m 789p 55z", "123m 123m 123m 789p 55z"}},
		{"RULES.md: [777z] exposed, (5555p) concealed kong, +9s winning tile", "123m 456s 9s [777z] (5555p) +9s", all,
			[]string{"123m 456s [777z] (5555p) *99s"}},
		{"RULES.md: thirteen orphans in every variant", "19m19p19s123456z 7z +7z", all,
			[]string{"*19m19p19s12345677z"}},
		{"thirteen orphans, the doubled tile not the winning one", "119m19p19s12345z 6z +7z", all,
			[]string{"*119m19p19s1234567z"}},
		{"RULES.md: seven pairs only where the variant allows it", "112233m445566p7z +7z", all,
			[]string{"11m 22m 33m 44p 55p 66p *77z", "123m 123m 456p 456p *77z"}},
		{"seven pairs not allowed: standard reading only", "112233m445566p7z +7z", FormStandard | FormThirteenOrphans,
			[]string{"123m 123m 456p 456p *77z"}},
		{"seven pairs are distinct pairs", "1111m 2233p 445566s", all, nil},
		{"no winning tile: analyze form", "123m456m789p22345s", FormStandard,
			[]string{"123m 456m 789p 345s 22s"}},
		{"incomplete hand", "123m456m789p2345s 9s", all, nil},
		{"joker in a pung or in the pair", "123m 456p 789s 11z 5p0j +5p", FormStandard,
			[]string{"123m *456p 0j55p 789s 11z", "123m *456p 789s 0j11z 55p", "123m 456p *0j55p 789s 11z",
				"123m 456p 789s 0j11z *55p", "123m 4p0j6p *555p 789s 11z"}},
		{"joker never makes a fifth copy", "5555p 0j 123m 456m 789m", FormStandard, nil},
	}
	for _, c := range cases {
		h, err := ParseHand(c.hand)
		if err != nil {
			t.Fatalf("%s: %v", c.source, err)
		}
		var got []string
		for _, d := range Decompose(h, c.forms) {
			got = append(got, describe(d))
		}
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q\n got  %q\n want %q", c.source, c.hand, got, want)
		}
	}
}

// Two jokers may be the pair, or stand in melds while real tiles pair
// with them: every reading is a decomposition.
func TestDecomposeJokerPair(t *testing.T) {
	h, _ := ParseHand("123m 456m 789m 123p 00j")
	ds := Decompose(h, FormStandard)
	var got []string
	for _, d := range ds {
		got = append(got, describe(d))
		if d.pair().Kind != Pair || len(d.Groups) != 5 {
			t.Errorf("bad decomposition %s", describe(d))
		}
	}
	if !slices.Contains(got, "123m 456m 789m 123p 00j") || len(got) != 26 {
		t.Errorf("got %d: %q", len(got), got)
	}
}

// The winning tile may complete either of two groups; scoring needs both
// readings (a pung completed by a discard counts as exposed).
func TestDecomposeWinningGroup(t *testing.T) {
	h, _ := ParseHand("345m 55m 666p 777s 11z +5m")
	var got []string
	for _, d := range Decompose(h, FormStandard) {
		got = append(got, describe(d))
	}
	slices.Sort(got)
	want := []string{"*345m 555m 666p 777s 11z", "345m *555m 666p 777s 11z"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func describe(d Decomposition) string {
	var parts []string
	for i, g := range d.Groups {
		s := g.String()
		if i == d.Winning {
			s = "*" + s
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
