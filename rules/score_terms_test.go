package rules

import "testing"

// TermsOf reads a scorer's rows, minimum and cap, options included, and
// leaves the scorer's tables as they are.
func TestTermsOf(t *testing.T) {
	v, err := NewVariant(VariantHK, MustParseOptions("ladder=half"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := v.NewScorer()
	if err != nil {
		t.Fatal(err)
	}
	hk, ok := TermsOf(s)
	if !ok || hk.Unit != Fan || hk.Minimum != 3 || hk.Cap != 13 || hk.Ladder.name != "half" {
		t.Errorf("hk terms %+v %v", hk, ok)
	}
	if v, ok := hk.Value(PatternHalfFlush); !ok || v != 3 {
		t.Errorf("hk half flush %d %v", v, ok)
	}
	if _, ok := hk.Value(PatternMahjong); ok {
		t.Error("hk has a mah-jong row")
	}

	p := newPow2Scoring()
	p.MinPoints = 3
	pow2, ok := TermsOf(&p)
	if !ok || pow2.Minimum != 3 || len(pow2.rows) != len(p.Table)+len(p.GrandHands) {
		t.Errorf("pow2 terms: minimum %d, %d rows", pow2.Minimum, len(pow2.rows))
	}
	if v, _ := pow2.Value(PatternAllHonours); v != 10 {
		t.Errorf("pow2 all honours %d, want the grand hand's 10", v)
	}

	c := newClassicScoring()
	c.Limit = 1000
	c.HouseDoublings = []scoreRow{{name: "house", Pattern: PatternAllChows, Value: 1}}
	table := len(c.Table)
	classic, ok := TermsOf(c)
	if !ok || classic.Cap != 1000 || classic.Unit != Points || len(classic.rows) != table+1 {
		t.Errorf("classic terms: cap %d, %d rows", classic.Cap, len(classic.rows))
	}
	if last := classic.rows[len(classic.rows)-1]; last.Flags&rowDoubling == 0 {
		t.Error("a house doubling is not a doubling row")
	}
	if c.HouseDoublings[0].Flags != 0 || len(c.Table) != table || len(classicTable) != table {
		t.Error("TermsOf changed the scorer's tables")
	}

	if _, ok := TermsOf(newStandIn(FamilyVariant())); ok {
		t.Error("the family stand-in has terms")
	}
}
