package rules

import (
	"errors"
	"testing"
)

// Scoring for three players (RULES.md "Three players"): two losers in
// every payment rule, the Norths set aside as bonus tiles, no 2m-8m in
// any hand. Each case names the RULES.md line or the seed sentence it
// checks; "RULES.md 3p" is the "Three players" section.

// threeScorer returns the scorer of a rule set's three-player variant
// with more options.
func threeScorer(t *testing.T, name string, o Options) Scorer {
	t.Helper()
	o = withOption(o, "players", "3")
	v, err := NewVariant(name, o)
	if err != nil {
		t.Fatal(err)
	}
	s, err := v.NewScorer()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestScoreHKThree(t *testing.T) {
	hk3 := threeScorer(t, "hk", Options{})
	seven := threeScorer(t, "hk", MustParseOptions("seven-pairs"))
	half := threeScorer(t, "hk", MustParseOptions("ladder=half"))
	cases := []scoreCase{
		{source: "RULES.md 3p « Payments as the variant says, with two losers instead of three »; seed 000 « Gagnez par auto-pioche [...] les trois adversaires vous paient chacun le montant de base »: each of the two others pays B",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E self three", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "dragon_pung:1@555z", "no_bonus:1"},
			pay:   pays(24, -12, -12, 0)},
		{source: "RULES.md 3p two losers, self-drawn by a seat other than East: East and the other pay B",
			hand: "123s 456s 789s 333z 9p +9p", ctx: "W self three", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "seat_wind_pung:1@333z", "no_bonus:1"},
			pay:   pays(-12, -12, 24, 0)},
		{source: "seed 000 « Gagnez sur une défausse et seul le joueur qui a jeté la tuile paie — mais le double du montant de base, les deux autres ne payant rien »: with three players, the one other pays nothing",
			hand: "123p 456p 789p 11z 22z +2z", ctx: "S from:W three", total: 6, exact: true,
			items: []string{"half_flush:3", "fully_concealed:1", "seat_wind_pung:1@222z", "no_bonus:1"},
			pay:   pays(0, 48, -48, 0)},
		{source: "RULES.md 3p « A North set aside counts as a bonus tile: hk 1 fan each [...] and the hand loses \"no bonus tiles\" »",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E self three norths:2", total: 5, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "dragon_pung:1@555z", "north:1@4z", "north:1@4z"},
			pay:   pays(32, -16, -16, 0)},
		{source: "RULES.md 3p « bonus-tile fan: outside the minimum »; RULES.md hk « Minimum 3, counted without the bonus-tile fan »: four Norths do not make a 2-fan hand win",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E from:S three norths:4", total: 6, reason: ReasonBelowMinimum, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1@555z", "north:1", "north:1", "north:1", "north:1"}},
		{source: "RULES.md hk « no bonus tiles | 1 » is bonus-tile fan: with no North and no flower a 2-fan hand stays below 3",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E from:S three", total: 3, reason: ReasonBelowMinimum, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1@555z", "no_bonus:1"}},
		{source: "RULES.md 3p « exactly like flowers »: a North and the seat's own flower each score their fan",
			hand: "123p 456p 789p 555z 9s 1f +9s", ctx: "E self three norths:1", total: 5, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "dragon_pung:1@555z", "own_flower:1@1f", "north:1@4z"},
			pay:   pays(32, -16, -16, 0)},
		{source: "RULES.md 3p « Full game: prevailing wind E, S, W »: the West round's prevailing-wind pung",
			hand: "123s 456s 789p 333z 1p +1p", ctx: "S self round:W three", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "prevailing_wind_pung:1@333z", "no_bonus:1"},
			pay:   pays(-12, 24, -12, 0)},
		{source: "RULES.md 3p « characters 2m-8m removed »: 1m and 9m stay, all terminals (limit 10) plus self-drawn, paid by two",
			hand: "111m 999m 111p 999p 1s +1s", ctx: "E self three", total: 11, exact: true,
			items: []string{"all_terminals:10", "self_drawn:1"},
			pay:   pays(256, -128, -128, 0)},
		{source: "RULES.md hk limit hands « the highest of them plus the winning-condition fan [...] and nothing else »: Norths set aside do not add to a limit",
			hand: "111z 222z 333z 555z 6z +6z", ctx: "W self three norths:3", total: 11, exact: true,
			items: []string{"all_honours:10", "self_drawn:1"},
			pay:   pays(-128, -128, 256, 0)},
		{source: "RULES.md 3p « Thirteen orphans keeps 1m and 9m », but it needs a North, which is set aside « exactly like flowers »: the hand cannot be held",
			hand: "19m19p19s1234567z +1m", ctx: "E self three", reason: ReasonNotComplete},
		{source: "RULES.md 3p « characters 2m-8m removed »: a hand holding 5m is not a hand of the set",
			hand: "123p 456p 789p 555m 9s +9s", ctx: "E self three", reason: ReasonNotComplete},
		{source: "RULES.md 3p « the chow rule is unchanged [...] so never in characters »: 1m with two jokers is no chow (and hk has no jokers)",
			hand: "123m 123p 456p 789p 9s +9s", ctx: "E self three", reason: ReasonNotComplete},
		{source: "RULES.md « robbing the kong [...] the robbed player pays as the discarder », with three players",
			hand: "123p 456p 78p 555z 11s +9p", ctx: "E from:S rob three", total: 4, exact: true,
			items: []string{"robbing_kong:1", "fully_concealed:1", "dragon_pung:1@555z", "no_bonus:1"},
			pay:   pays(24, -24, 0, 0)},
		{source: "seed 000 « gagner sur cette tuile de remplacement vaut deux fan », a North set aside as well; two losers",
			hand: "123p 456p (7777s) 555z 1s +1s", ctx: "S self rep:1 three norths:1", total: 5, exact: true,
			items: []string{"kong_replacement:2", "fully_concealed:1", "dragon_pung:1@555z", "north:1@4z"},
			pay:   pays(-16, 32, -16, 0)},
		{source: "RULES.md hk « seven pairs in hk only as an option », three players: 1m and 9m pairs",
			hand: "11m 99m 11p 99p 11s 55z 6z +6z", ctx: "S from:E three", scorer: seven, total: 7, exact: true,
			items: []string{"seven_pairs:4", "fully_concealed:1", "mixed_terminals:1", "no_bonus:1"},
			pay:   pays(-64, 64, 0, 0)},
		{source: "RULES.md hk « half spicy » ladder (5:24), self-drawn with three players: each of the two pays 24",
			hand: "123p 456p 789p 555z 9s 1f +9s", ctx: "E self three norths:1", scorer: half, total: 5,
			items: []string{"north:1@4z"}, pay: pays(48, -24, -24, 0)},
	}
	runScoreCases(t, "hk", hk3, cases)
}

func TestScoreClassicThree(t *testing.T) {
	c3 := threeScorer(t, "classic", Options{})
	jok3 := threeScorer(t, "classic", MustParseOptions("jokers"))
	lim3 := threeScorer(t, "classic", MustParseOptions("limit=100"))
	cases := []scoreCase{
		{source: "RULES.md 3p « classic 4 points each, like a flower »; RULES.md classic « each flower or season | 4 »",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E self declared three norths:2", total: 144, exact: true,
			items: []string{"mahjong:20", "pung_terminal_concealed:8@555z", "chow:0", "chow:0", "chow:0", "north:4@4z", "north:4@4z",
				"double_dragon_pung:1@555z", "double_concealed:1"},
			pay: pays(144, 0, 0, 0)},
		{source: "RULES.md classic « Only the winner scores », with three players: a self-drawn win is paid by nobody",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "S self declared three", total: 112,
			items: []string{"mahjong:20", "pung_terminal_concealed:8@555z"}, pay: pays(0, 112, 0, 0)},
		{source: "RULES.md 3p Norths « like a flower »: a North and a flower, 4 points each",
			hand: "123p 456p 789p 555z 9s 1f +9s", ctx: "E self declared three norths:1", total: 144,
			items: []string{"flower:4@1f", "north:4@4z"}, pay: pays(144, 0, 0, 0)},
		{source: "RULES.md 3p « Thirteen orphans keeps 1m and 9m »: a concealed pung of 1m is a terminal pung (8), 9m too",
			hand: "111m 999m 123p 456p 7s +7s", ctx: "S from:E declared three", total: 72, exact: true,
			items: []string{"mahjong:20", "pung_terminal_concealed:8@111m", "pung_terminal_concealed:8@999m", "chow:0", "chow:0", "double_concealed:1"},
			pay:   pays(0, 72, 0, 0)},
		{source: "RULES.md classic « pung of terminals | 4 | 8 »: an exposed 9m pung, three players",
			hand: "[999m] 111m 123p 456p 7s +7s", ctx: "W self declared three", total: 32, exact: true,
			items: []string{"mahjong:20", "pung_terminal_exposed:4@[999m]", "pung_terminal_concealed:8@111m", "chow:0", "chow:0"},
			pay:   pays(0, 0, 32, 0)},
		{source: "RULES.md classic « kong of terminals | 16 | 32 »: a concealed 1m kong",
			hand: "(1111m) 999m 123p 456p 7s +7s", ctx: "E self declared three", total: 120,
			items: []string{"kong_terminal_concealed:32@(1111m)", "double_concealed:1"}, pay: pays(120, 0, 0, 0)},
		{source: "RULES.md 3p « Thirteen orphans keeps 1m and 9m » but needs a North, a bonus tile: not a hand of the set",
			hand: "19m19p19s1234567z +1m", ctx: "E self declared three", reason: ReasonNotComplete},
		{source: "RULES.md 3p « characters 2m-8m removed »: 2m-4m make no chow",
			hand: "234m 123p 456p 789p 9s +9s", ctx: "E self declared three", reason: ReasonNotComplete},
		{source: "RULES.md classic ready rule, three players: an undeclared win does not count",
			hand: "111m 999m 123p 456p 7s +7s", ctx: "S from:E undeclared three", total: 72, reason: ReasonUndeclared},
		{source: "RULES.md classic doublings « a pung or kong of own wind »: West is the third seat",
			hand: "123s 456s 789p 333z 1p +1p", ctx: "W self declared three", total: 112,
			items: []string{"double_seat_wind_pung:1@333z", "double_concealed:1"}, pay: pays(0, 0, 112, 0)},
		{source: "RULES.md 3p « prevailing wind E, S, W » with classic « a pung or kong of the prevailing wind »: twice for West in the West round",
			hand: "123s 456s 789p [333z] 1p +1p", ctx: "W self declared round:W three", total: 96,
			items: []string{"pung_terminal_exposed:4@[333z]", "double_seat_wind_pung:1@[333z]", "double_prevailing_wind_pung:1@[333z]"},
			pay:   pays(0, 0, 96, 0)},
		{source: "RULES.md classic « a hand of one family »: circles, three players",
			hand: "111p 234p 567p 888p 9p +9p", ctx: "S self declared three", total: 128,
			items: []string{"pung_terminal_concealed:8@111p", "pung_simple_concealed:4@888p", "double_one_family:1", "double_concealed:1"},
			pay:   pays(0, 128, 0, 0)},
		{source: "RULES.md classic « pair of dragons » and 3p Norths: 20 + 2 + 3 x 4, fully concealed",
			hand: "123p 456p 789p 123s 5z +5z", ctx: "E from:S declared three norths:3", total: 68,
			items: []string{"pair_dragon:2@55z", "north:4", "double_concealed:1"}, pay: pays(68, 0, 0, 0)},
		{source: "RULES.md 3p jokers: a joker stands for 1m (a pung scoring as exposed), never for a removed tile",
			hand: "11m 0j 999m 123p 456p 7s +7s", ctx: "E self declared three", scorer: jok3, total: 64, exact: true,
			items: []string{"mahjong:20", "pung_terminal_exposed:4", "pung_terminal_concealed:8@999m", "chow:0", "chow:0", "double_concealed:1"},
			pay:   pays(64, 0, 0, 0)},
		{source: "RULES.md classic « --limit N caps the total », three players with Norths",
			hand: "123p 456p 789p 555z 9s +9s", ctx: "E self declared three norths:2", scorer: lim3, total: 100,
			items: []string{"north:4@4z"}, pay: pays(100, 0, 0, 0)},
	}
	runScoreCases(t, "classic", c3, cases)
}

// Family has no score (RULES.md « first complete hand wins, no score »):
// with three players a complete hand of the set wins and pays nothing,
// whatever the Norths set aside; a hand out of the set does not win.
func TestScoreFamilyThree(t *testing.T) {
	v, err := NewVariant("family", MustParseOptions("players=3"))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := v.NewScorer()
	cases := []struct {
		source, hand, ctx string
		win               bool
	}{
		{"RULES.md family « First complete hand (4 melds + a pair) wins »; 3p « family nothing » for Norths", "123p 456p 789p 555z 9s +9s", "E self three norths:3", true},
		{"RULES.md family, won on a discard: nobody pays", "111m 999m 123p 456p 7s +7s", "S from:W three", true},
		{"RULES.md 3p « characters 2m-8m removed »", "123m 456p 789p 555z 9s +9s", "E self three", false},
		{"RULES.md 3p « Thirteen orphans keeps 1m and 9m », and needs a North", "19m19p19s1234567z +1m", "E self three", false},
		{"RULES.md 3p « The four Norths (4z) are bonus tiles [...] (in family too) »", "123p 456p 789p 444z 9s +9s", "E self three", false},
	}
	for _, c := range cases {
		h, err := ParseHand(c.hand)
		if err != nil {
			t.Fatal(err)
		}
		sc := s.Score(h, ctxOf(t, c.ctx))
		if sc.Winning != c.win || sc.Total != 0 || sc.Payments != [4]int{} || len(sc.Items) != 0 {
			t.Errorf("%s\n%s: winning %v total %d payments %v items %v", c.source, c.hand, sc.Winning, sc.Total, sc.Payments, sc.Items)
		}
	}
}

// The score calculator's checks for three players: the table's size
// comes from the variant, --norths only with three players and 0-4,
// seats E, S, W, no 2m-8m nor North in the hand.
func TestScoreHandThree(t *testing.T) {
	hk3, _ := NewVariant("hk", MustParseOptions("players=3"))
	hand := func(s string) Hand {
		h, err := ParseHand(s)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	good := hand("123p 456p 789p 555z 9s +9s")
	sc, err := ScoreHand(hk3, good, WinContext{SelfDrawn: true, Norths: 2})
	if err != nil || sc.Total != 5 || sc.Payments != pays(32, -16, -16, 0) {
		t.Errorf("hk 3p: %v total %d payments %v", err, sc.Total, sc.Payments)
	}
	// The same hand at a four-seat table: three pay.
	sc, err = ScoreHand(HKVariant(), good, WinContext{SelfDrawn: true, Players: 3})
	if err != nil || sc.Payments != pays(36, -12, -12, -12) {
		t.Errorf("hk 4p: %v payments %v", err, sc.Payments)
	}
	var ce *WinContextError
	for _, c := range []struct {
		v      Variant
		ctx    WinContext
		fact   WinFact
		reason ContextReason
	}{
		{HKVariant(), WinContext{SelfDrawn: true, Norths: 1}, FactNorths, ContextNotRead},
		{hk3, WinContext{SelfDrawn: true, Norths: 5}, FactNorths, ContextOutOfRange},
		{hk3, WinContext{SelfDrawn: true, SeatWind: WindNorth}, FactSeatWind, ContextOutOfRange},
		{hk3, WinContext{SelfDrawn: true, PrevailingWind: WindNorth}, FactPrevailingWind, ContextOutOfRange},
		{hk3, WinContext{Discarder: WindNorth}, FactDiscarder, ContextOutOfRange},
	} {
		_, err := ScoreHand(c.v, good, c.ctx)
		if !errors.As(err, &ce) || ce.Fact != c.fact || ce.Reason != c.reason {
			t.Errorf("%s %+v: %v, want %s refused (%d)", c.v.Name, c.ctx, err, c.fact, c.reason)
		}
	}
	var he *ScoreHandError
	for _, s := range []string{"19m19p19s1234567z +1m", "123p 456p 789p 555m 9s +9s", "[444z] 456p 789p 555z 9s +9s"} {
		if _, err := ScoreHand(hk3, hand(s), WinContext{SelfDrawn: true}); !errors.As(err, &he) || he.Reason != HandNotInSet {
			t.Errorf("%s: %v, want not in the set", s, err)
		}
	}
	// The four-player game keeps its thirteen orphans.
	if sc, err := ScoreHand(HKVariant(), hand("19m19p19s1234567z +1m"), WinContext{SelfDrawn: true}); err != nil || sc.Total != 13 {
		t.Errorf("thirteen orphans, four players: %v %d", err, sc.Total)
	}
}
