package rules

import (
	"testing"
)

const allForms = FormStandard | FormThirteenOrphans | FormSevenPairs

// mustCounts reads concealed tiles in notation.
func mustCounts(t testing.TB, s string) (Counts, int) {
	t.Helper()
	tiles, err := ParseTiles(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return CountsOf(tiles), JokersIn(tiles)
}

// mustKinds reads a set of kinds in notation.
func mustKinds(t testing.TB, s string) KindSet {
	t.Helper()
	var set KindSet
	if s == "" {
		return 0
	}
	tiles, err := ParseTiles(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	for _, x := range tiles {
		set.Add(x)
	}
	return set
}

func kindsString(s KindSet) string { return FormatTiles(s.Tiles()) }

func TestShantenCases(t *testing.T) {
	cases := []struct {
		hand                     string
		melds                    int
		std, orphans, sevenPairs int
		forms                    Forms
		waits                    string // for 3n+1 hands, over forms
	}{
		{"123m456m789p2345s", 0, 0, 11, 6, allForms, "2s5s"},
		{"19m19p19s1234567z", 0, 8, 0, 6, allForms, "19m19p19s1234567z"},
		{"19m19p19s1234567z", 0, 8, 0, 6, FormStandard, ""},
		{"19m19p19s123456z7z", 0, 8, 0, 6, FormThirteenOrphans, "19m19p19s1234567z"},
		{"19m19p19s1234566z", 0, 7, 0, 5, allForms, "7z"},
		{"123m456m789m123p55p", 0, -1, 10, 5, allForms, ""},
		{"19m19p19s12345677z", 0, 7, -1, 5, allForms, ""},
		{"11223344556677m", 0, -1, 11, -1, allForms, ""},
		{"11223344556677z", 0, 3, 5, -1, allForms, ""},
		// A fifth copy is never a wait: 111m + 1m would wait on 1m, and
		// 1111m cannot be read otherwise here.
		{"1111m234p567p789p", 0, 1, 10, 4, FormStandard, ""},
		{"123m456p789s1111z", 0, 1, 9, 5, allForms, ""},
		{"1111m23m456p789p1z", 0, 0, 9, 5, FormStandard, "1z"},
		{"1112345678999m", 0, 0, 10, 4, FormStandard, "123456789m"},
		{"1112345678999m", 0, 0, 10, 4, allForms, "123456789m"},
		// Seven pairs only: six pairs and a single.
		{"1133m2255p1177s3z", 0, 3, 9, 0, allForms, "3z"},
		{"1133m2255p1177s3z", 0, 3, 9, 0, FormStandard, ""},
		{"1133m2255p1177s3z", 0, 3, 9, 0, FormSevenPairs, "3z"},
		// Four of a kind is not two pairs.
		{"1111m2255p1177s33z", 0, 2, 9, 1, allForms, ""},
		{"1111m2255p1177s3z", 0, 2, 9, 2, allForms, ""},
		// Declared melds: special forms do not apply.
		{"123m456p789s1z", 1, 0, NoShanten, NoShanten, allForms, "1z"},
		{"123m456p789s1z", 1, 0, NoShanten, NoShanten, FormSevenPairs, ""},
		{"1z", 4, 0, NoShanten, NoShanten, allForms, "1z"},
		{"11z", 4, -1, NoShanten, NoShanten, allForms, ""},
		{"12z", 4, 0, NoShanten, NoShanten, allForms, ""},
		{"1112z", 3, 0, NoShanten, NoShanten, allForms, "2z"},
		// Jokers stand for any tile of the standard form.
		{"123m456m789p234s0j", 0, 0, 11, 6, FormStandard, "123456789m123456789p123456789s1234567z"},
		{"123m456m789p11s2s0j", 0, 0, 9, 5, FormStandard, "1234s"},
		{"123m456m789p22s0j0j", 0, 0, 11, 5, FormStandard, "123456789m123456789p123456789s1234567z"},
		// ... but never for a fifth copy: 111m + 1m with a joker is no pair.
		{"1111m456m789p2s0j0j", 0, 0, 10, 5, FormStandard, "23m2s"},
		{"0j0j0j0j123m456m789m1z", 0, -1, 10, 6, FormStandard, ""},
		{"0j0j0j0j0j0j0j0j0j0j0j0j0j0j", 0, -1, 13, 13, FormStandard, ""},
		// Jokers are dead in the special forms.
		{"19m19p19s123456z0j", 0, 7, 1, 6, FormThirteenOrphans, ""},
		{"19m19p19s123456z0j", 0, 7, 1, 6, allForms, ""},
		{"1133m2255p1177s0j", 0, 2, 10, 1, FormSevenPairs, ""},
	}
	for _, tc := range cases {
		c, j := mustCounts(t, tc.hand)
		std, orph, sp := ShantenByForm(&c, j, tc.melds)
		if std != tc.std || orph != tc.orphans || sp != tc.sevenPairs {
			t.Errorf("%s (%d melds): by form %d %d %d, want %d %d %d", tc.hand, tc.melds, std, orph, sp, tc.std, tc.orphans, tc.sevenPairs)
		}
		if r := refShanten(&c, j, tc.melds); r != std {
			t.Errorf("%s: reference standard %d, Shanten %d", tc.hand, r, std)
		}
		want := NoShanten
		if tc.forms&FormStandard != 0 {
			want = min(want, tc.std)
		}
		if tc.forms&FormThirteenOrphans != 0 {
			want = min(want, tc.orphans)
		}
		if tc.forms&FormSevenPairs != 0 {
			want = min(want, tc.sevenPairs)
		}
		if got := Shanten(&c, j, tc.melds, tc.forms); got != want {
			t.Errorf("%s forms %b: Shanten %d, want %d", tc.hand, tc.forms, got, want)
		}
		if (c.total()+j+3*tc.melds)%3 == 1 {
			w := Waits(&c, j, tc.melds, tc.forms)
			if wantW := mustKinds(t, tc.waits); w != wantW {
				t.Errorf("%s forms %b: waits %s, want %s", tc.hand, tc.forms, kindsString(w), kindsString(wantW))
			}
		}
	}
}
