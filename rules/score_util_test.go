package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// scoreCase is one row of a variant's scoring table test. Its source
// names where the expectation comes from: a seed sentence (quoted in
// French) or a RULES.md row.
type scoreCase struct {
	source string
	hand   string
	ctx    string // see ctxOf
	scorer Scorer // nil: the variant's defaults
	total  int
	reason ScoreReason // ReasonNone: a legal win
	// items lists expected items as "key:value" or "key:value@tiles",
	// the row name without its "<variant>." prefix. With exact, the
	// items are exactly these (in any order); otherwise they are among
	// the items.
	items []string
	exact bool
	pay   [4]int // E, S, W, N
	// win, when set, is the group the winning tile must complete in the
	// decomposition returned ("*123m" style groups, see describe).
	decomp string
}

// ctxOf reads a context: the winner's seat wind first, then tokens:
// self (self-drawn), from:X (discarder), round:X (prevailing wind,
// default E), last, rep:1|2, rob, heavenly, earthly, declared (or
// calling), undeclared, three (a three-player table), norths:N (Norths
// set aside).
func ctxOf(t testing.TB, spec string) WinContext {
	t.Helper()
	f := strings.Fields(spec)
	seat, ok := ParseWind(f[0])
	if !ok {
		t.Fatalf("bad seat in %q", spec)
	}
	ctx := WinContext{SeatWind: seat}
	for _, tok := range f[1:] {
		k, v, _ := strings.Cut(tok, ":")
		switch k {
		case "self":
			ctx.SelfDrawn = true
		case "from":
			ctx.Discarder, ok = ParseWind(v)
		case "round":
			ctx.PrevailingWind, ok = ParseWind(v)
		case "last":
			ctx.LastTile = true
		case "rep":
			ctx.Replacement, _ = strconv.Atoi(v)
		case "rob":
			ctx.RobbingKong = true
		case "heavenly":
			ctx.Heavenly = true
		case "earthly":
			ctx.Earthly = true
		case "declared", "calling":
			ctx.Declared = true
		case "undeclared":
			ctx.Declared = false
		case "three":
			ctx.Players = 3
		case "norths":
			ctx.Norths, _ = strconv.Atoi(v)
		default:
			ok = false
		}
		if !ok {
			t.Fatalf("bad token %q in %q", tok, spec)
		}
	}
	return ctx
}

func itemString(prefix string, it ScoreItem) string {
	s := fmt.Sprintf("%s:%d", strings.TrimPrefix(it.Row, prefix), it.Value)
	return s
}

func runScoreCases(t *testing.T, variant string, def Scorer, cases []scoreCase) {
	t.Helper()
	prefix := variant + "."
	for i, c := range cases {
		name := fmt.Sprintf("%02d %s", i, c.hand)
		t.Run(name, func(t *testing.T) {
			h, err := ParseHand(c.hand)
			if err != nil {
				t.Fatalf("%s: %v", c.source, err)
			}
			s := c.scorer
			if s == nil {
				s = def
			}
			got := s.Score(h, ctxOf(t, c.ctx))
			where := fmt.Sprintf("source: %s\nhand %q ctx %q", c.source, c.hand, c.ctx)
			if got.Reason != c.reason || got.Winning != (c.reason == ReasonNone) {
				t.Errorf("%s\nwinning %v reason %q, want reason %q", where, got.Winning, got.Reason, c.reason)
			}
			if got.Total != c.total {
				t.Errorf("%s\ntotal %d, want %d; items %v", where, got.Total, c.total, got.Items)
			}
			if got.Payments != c.pay {
				t.Errorf("%s\npayments %v, want %v", where, got.Payments, c.pay)
			}
			checkPayLines(t, where, s, got, ctxOf(t, c.ctx))
			var have []string
			for _, it := range got.Items {
				have = append(have, itemString(prefix, it))
			}
			var want []string
			for _, w := range c.items {
				key, tiles, hasTiles := strings.Cut(w, "@")
				found := false
				for _, it := range got.Items {
					if itemString(prefix, it) == key && (!hasTiles || it.Tiles == tiles) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s\nmissing item %s in %q", where, w, have)
				}
				want = append(want, key)
			}
			if c.exact {
				slices.Sort(have)
				slices.Sort(want)
				if !slices.Equal(have, want) {
					t.Errorf("%s\nitems %q, want exactly %q", where, have, want)
				}
			}
			if c.decomp != "" && describe(got.Decomposition) != c.decomp {
				t.Errorf("%s\ndecomposition %q, want %q", where, describe(got.Decomposition), c.decomp)
			}
			if c.reason != ReasonNotComplete && len(got.Decomposition.Groups) == 0 {
				t.Errorf("%s\nno decomposition returned", where)
			}
		})
	}
}

// pays builds a payments array E, S, W, N.
func pays(e, s, w, n int) [4]int { return [4]int{e, s, w, n} }
