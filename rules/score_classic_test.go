package rules

import (
	"strings"
	"testing"
)

func classicWith(f func(*classicScoring)) Scorer {
	s := newClassicScoring()
	f(&s)
	return s
}

// Classic: only the winner scores, so the payments hold the total at the
// winner's wind. Every context is declared (ready) unless it says
// undeclared.
func TestScoreClassic(t *testing.T) {
	limit := func(n int) Scorer { return classicWith(func(s *classicScoring) { s.Limit = n }) }
	noDeclaration := classicWith(func(s *classicScoring) { s.RequireDeclaration = false })
	allPungs := classicWith(func(s *classicScoring) {
		s.HouseDoublings = []scoreRow{{name: "test.house.all_pungs", Pattern: PatternAllPungs, Value: 1}}
	})
	chows3 := []string{"chow:0", "chow:0", "chow:0"}
	with := func(a []string, b ...string) []string { return append(append([]string(nil), a...), b...) }
	cases := []scoreCase{
		{source: "seed 001 « un brelan vaut 2 points » (exposed pung of 2-8)",
			hand: "[222m] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 22, exact: true,
			items: with(chows3, "pung_simple_exposed:2@[222m]", "mahjong:20"), pay: pays(22, 0, 0, 0)},
		{source: "seed 001 table « Pung simple (tuiles 2 à 8) | 2 points | 4 points » (concealed), doubled for a concealed hand",
			hand: "222m 123m 345p 678s 9s +9s", ctx: "E from:S", total: 48, exact: true,
			items: with(chows3, "pung_simple_concealed:4@222m", "mahjong:20", "double_concealed:1"), pay: pays(48, 0, 0, 0)},
		{source: "RULES.md « A pung completed by a discarded winning tile counts as exposed »",
			hand: "22m 456m 345p 678s 99s +2m", ctx: "E from:S", total: 44,
			items: []string{"pung_simple_exposed:2@222m", "double_concealed:1"}, pay: pays(44, 0, 0, 0)},
		{source: "RULES.md: the same pung completed by a drawn tile is concealed",
			hand: "22m 456m 345p 678s 99s +2m", ctx: "E self", total: 48,
			items: []string{"pung_simple_concealed:4@222m", "double_concealed:1"}, pay: pays(48, 0, 0, 0)},
		{source: "best reading: the winning 2m completes the chow, leaving the pung concealed (48, not 44)",
			hand: "22m 123m 345p 678s 99s +2m", ctx: "E from:S", total: 48,
			items: []string{"pung_simple_concealed:4@222m"}, pay: pays(48, 0, 0, 0), decomp: "*123m 222m 345p 678s 99s"},
		{source: "seed 001 table « Pung de terminaux (1 ou 9) ... | 4 points » exposed",
			hand: "[111p] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 24,
			items: []string{"pung_terminal_exposed:4@[111p]", "mahjong:20"}, pay: pays(24, 0, 0, 0)},
		{source: "seed 001 table « Pung de terminaux ... | 8 points » concealed",
			hand: "111p 123m 345p 678s 9s +9s", ctx: "E from:S", total: 56,
			items: []string{"pung_terminal_concealed:8@111p", "double_concealed:1"}, pay: pays(56, 0, 0, 0)},
		{source: "seed 001 table « Pung ... de vents » exposed, not the player's wind: no doubling",
			hand: "[333z] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 24, exact: true,
			items: with(chows3, "pung_terminal_exposed:4@[333z]", "mahjong:20"), pay: pays(24, 0, 0, 0)},
		{source: "seed 001 « chaque Pung ou Kong de dragon » doubles: exposed dragon pung",
			hand: "[555z] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 48,
			items: []string{"pung_terminal_exposed:4@[555z]", "double_dragon_pung:1@[555z]"}, pay: pays(48, 0, 0, 0)},
		{source: "seed 001: concealed dragon pung, doubled twice (dragon, concealed hand)",
			hand: "555z 123m 345p 678s 9s +9s", ctx: "E from:S", total: 112,
			items: []string{"pung_terminal_concealed:8@555z", "double_dragon_pung:1@555z", "double_concealed:1"}, pay: pays(112, 0, 0, 0)},
		{source: "seed 001 table « Kong simple (tuiles 2 à 8) | 8 points » exposed",
			hand: "[2222p] 123m 678m 345s 9s +9s", ctx: "E from:S", total: 28,
			items: []string{"kong_simple_exposed:8@[2222p]"}, pay: pays(28, 0, 0, 0)},
		{source: "seed 001 table « Kong simple | 16 points » concealed",
			hand: "(2222p) 123m 678m 345s 9s +9s", ctx: "E from:S", total: 72,
			items: []string{"kong_simple_concealed:16@(2222p)", "double_concealed:1"}, pay: pays(72, 0, 0, 0)},
		{source: "seed 001 table « Kong de terminaux, de vents ou de dragons | 16 points » exposed",
			hand: "[9999p] 123m 678m 345s 9s +9s", ctx: "E from:S", total: 36,
			items: []string{"kong_terminal_exposed:16@[9999p]"}, pay: pays(36, 0, 0, 0)},
		{source: "seed 001 table « Kong de ... dragons | 32 points » concealed, doubled (dragon, concealed)",
			hand: "(6666z) 123m 678m 345s 9s +9s", ctx: "E from:S", total: 208,
			items: []string{"kong_terminal_concealed:32@(6666z)", "double_dragon_pung:1", "double_concealed:1"}, pay: pays(208, 0, 0, 0)},
		{source: "seed 001 table « Chow (suite) | 0 point »; « la main entièrement cachée du gagnant » doubles",
			hand: "123m 456m 345p 678s 9s +9s", ctx: "E from:S", total: 40, exact: true,
			items: with(chows3, "chow:0", "mahjong:20", "double_concealed:1"), pay: pays(40, 0, 0, 0)},
		{source: "seed 001 table « Paire de dragons | 2 points »",
			hand: "123m 456m 345p 678s 7z +7z", ctx: "E from:S", total: 44,
			items: []string{"pair_dragon:2@77z"}, pay: pays(44, 0, 0, 0)},
		{source: "seed 001 table « Paire ... de son propre vent | 2 points »",
			hand: "123m 456m 345p 678s 2z +2z", ctx: "S from:E", total: 44,
			items: []string{"pair_seat_wind:2@22z"}, pay: pays(0, 44, 0, 0)},
		{source: "seed 001 table « Paire ... du vent dominant | 2 points »",
			hand: "123m 456m 345p 678s 1z +1z", ctx: "S from:W", total: 44,
			items: []string{"pair_prevailing_wind:2@11z"}, pay: pays(0, 44, 0, 0)},
		{source: "RULES.md « (4 for a pair of a wind that is both) »",
			hand: "123m 456m 345p 678s 1z +1z", ctx: "E from:S", total: 48,
			items: []string{"pair_seat_wind:2@11z", "pair_prevailing_wind:2@11z"}, pay: pays(48, 0, 0, 0)},
		{source: "seed 001: a pair of another wind scores nothing",
			hand: "123m 456m 345p 678s 4z +4z", ctx: "S from:E", total: 40, exact: true,
			items: with(chows3, "chow:0", "mahjong:20", "double_concealed:1"), pay: pays(0, 40, 0, 0)},
		{source: "seed 001 « chaque Fleur ou Saison 4 points »",
			hand: "[222m] 123m 345p 678s 9s 1f 6f +9s", ctx: "E from:S", total: 30,
			items: []string{"flower:4@1f", "season:4@6f", "pung_simple_exposed:2"}, pay: pays(30, 0, 0, 0)},
		{source: "seed 001 « le Pung ou Kong de son propre vent » doubles",
			hand: "[222z] 123m 345p 678s 9s +9s", ctx: "S from:E", total: 48,
			items: []string{"pung_terminal_exposed:4@[222z]", "double_seat_wind_pung:1@[222z]"}, pay: pays(0, 48, 0, 0)},
		{source: "seed 001 « le Pung ou Kong du vent dominant » doubles",
			hand: "[111z] 123m 345p 678s 9s +9s", ctx: "S from:E", total: 48,
			items: []string{"double_prevailing_wind_pung:1@[111z]"}, pay: pays(0, 48, 0, 0)},
		{source: "seed 001 « (deux doublements si c'est aussi son propre vent) »",
			hand: "[111z] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 96,
			items: []string{"double_seat_wind_pung:1@[111z]", "double_prevailing_wind_pung:1@[111z]"}, pay: pays(96, 0, 0, 0)},
		{source: "seed 001: a kong of a wind that is both, two doublings",
			hand: "[1111z] 123m 678m 345s 9s +9s", ctx: "E from:S", total: 144,
			items: []string{"kong_terminal_exposed:16@[1111z]", "double_seat_wind_pung:1", "double_prevailing_wind_pung:1"}, pay: pays(144, 0, 0, 0)},
		{source: "seed 001 « Certaines mains doublent le score (une main d'une seule famille, par exemple) »",
			hand: "[123m] 456m 789m 234m 5m +5m", ctx: "E from:S", total: 40, exact: true,
			items: with(chows3, "chow:0", "mahjong:20", "double_one_family:1"), pay: pays(40, 0, 0, 0)},
		{source: "RULES.md « a hand of one family (all tiles of one suit, no honours) »: honours spoil it",
			hand: "[123m] 456m 789m 111z 5m +5m", ctx: "S from:W", total: 56, exact: true,
			items: with(chows3, "pung_terminal_concealed:8@111z", "mahjong:20", "double_prevailing_wind_pung:1@111z"), pay: pays(0, 56, 0, 0)},
		{source: "seed 001: one family and fully concealed, two doublings",
			hand: "123m 456m 789m 234m 5m +5m", ctx: "E self", total: 80,
			items: []string{"double_one_family:1", "double_concealed:1"}, pay: pays(80, 0, 0, 0)},
		{source: "seed 001 « puis applique les doublements »: 40 points, four doublings (two dragons, East both ways)",
			hand: "555z 666z [111z] 123m 9m +9m", ctx: "E self", total: 640,
			items: []string{"pung_terminal_concealed:8@555z", "pung_terminal_concealed:8@666z", "pung_terminal_exposed:4@[111z]",
				"double_dragon_pung:1@555z", "double_dragon_pung:1@666z", "double_seat_wind_pung:1", "double_prevailing_wind_pung:1"},
			pay: pays(640, 0, 0, 0)},
		{source: "RULES.md « `--limit N` caps the total »",
			hand: "555z 666z [111z] 123m 9m +9m", ctx: "E self", scorer: limit(500), total: 500, pay: pays(500, 0, 0, 0)},
		{source: "RULES.md --limit: a total under the limit is unchanged",
			hand: "[222m] 123m 345p 678s 9s +9s", ctx: "E from:S", scorer: limit(500), total: 22, pay: pays(22, 0, 0, 0)},
		{source: "RULES.md « Thirteen orphans ... scores a flat 500 points »",
			hand: "19m19p19s1234567z +1m", ctx: "S from:W", total: 500, exact: true,
			items: []string{"thirteen_orphans:500"}, pay: pays(0, 500, 0, 0)},
		{source: "RULES.md « or the `--limit` when one is set » (above 500)",
			hand: "19m19p19s1234567z +1m", ctx: "S from:W", scorer: limit(1000), total: 1000, pay: pays(0, 1000, 0, 0)},
		{source: "RULES.md « or the `--limit` when one is set » (below 500)",
			hand: "19m19p19s1234567z +1m", ctx: "S self", scorer: limit(300), total: 300, pay: pays(0, 300, 0, 0)},
		{source: "RULES.md « doublings do not apply to it »: flat, bonus tiles left out too",
			hand: "19m19p19s1234567z 1f 2f +1m", ctx: "E self", total: 500, exact: true,
			items: []string{"thirteen_orphans:500"}, pay: pays(500, 0, 0, 0)},
		{source: "seed 001 « un joueur à qui il ne manque qu'une tuile pour gagner doit l'annoncer ... s'il oublie, son Mah-Jong ne comptera pas »",
			hand: "[222m] 123m 345p 678s 9s +9s", ctx: "E from:S undeclared", total: 22, reason: ReasonUndeclared},
		{source: "RULES.md « (rule on by default, can be turned off) »",
			hand: "[222m] 123m 345p 678s 9s +9s", ctx: "E from:S undeclared", scorer: noDeclaration, total: 22, pay: pays(22, 0, 0, 0)},
		{source: "SCORING.md: a heavenly hand needs no declaration (nobody can declare before the deal)",
			hand: "123m 456m 345p 678s 9s +9s", ctx: "E self heavenly undeclared", total: 40, pay: pays(40, 0, 0, 0)},
		{source: "RULES.md « A meld containing a joker scores as exposed » (concealed in the hand)",
			hand: "55z0j 123m 345p 678s 9s +9s", ctx: "E from:S", total: 96,
			items: []string{"pung_terminal_exposed:4", "double_dragon_pung:1", "double_concealed:1"}, pay: pays(96, 0, 0, 0)},
		{source: "RULES.md « A meld containing a joker scores as exposed » (declared)",
			hand: "[55z0j] 123m 345p 678s 9s +9s", ctx: "E from:S", total: 48,
			items: []string{"pung_terminal_exposed:4@[0j55z]", "double_dragon_pung:1"}, pay: pays(48, 0, 0, 0)},
		{source: "seed 001 « Seul le gagnant marque »: North wins",
			hand: "[222m] 123m 345p 678s 9s +9s", ctx: "N from:E", total: 22, pay: pays(0, 0, 0, 22)},
		{source: "seed 001 « Les joueurs peuvent convenir d'autres doublements » (none by default)",
			hand: "[222m] 333p 444s 666m 5z +5z", ctx: "E from:S", total: 36,
			items: []string{"pair_dragon:2@55z", "pung_simple_concealed:4@666m"}, pay: pays(36, 0, 0, 0)},
		{source: "RULES.md « House doublings ... are a list in the rule set »: all pungs agreed",
			hand: "[222m] 333p 444s 666m 5z +5z", ctx: "E from:S", scorer: allPungs, total: 72,
			items: []string{"test.house.all_pungs:1"}, pay: pays(72, 0, 0, 0)},
		{source: "best reading: 111222333m as three pungs (76) rather than three chows (44)",
			hand: "111222333m 789p 5z +5z", ctx: "E from:S", total: 76,
			items: []string{"pung_terminal_concealed:8@111m", "pung_simple_concealed:4@222m", "pair_dragon:2"},
			pay:   pays(76, 0, 0, 0), decomp: "111m 222m 333m 789p *55z"},
		{source: "seed 001 « Être le premier à compléter une main de 14 tuiles formée de 4 combinaisons de 3 tuiles + 1 paire »: not complete",
			hand: "123m 456p 789s 234m 5p +6p", ctx: "E from:S", reason: ReasonNotComplete},
	}
	for i := range cases {
		if !strings.Contains(cases[i].ctx, "undeclared") {
			cases[i].ctx += " declared"
		}
	}
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	runScoreCases(t, "classic", newClassicScoring(), cases)
}

// A doubling item carries Doublings; a points item does not.
func TestClassicDoublingItems(t *testing.T) {
	h, _ := ParseHand("555z 123m 345p 678s 9s +9s")
	got := newClassicScoring().Score(h, WinContext{SelfDrawn: true, Declared: true})
	for _, it := range got.Items {
		isDoubling := strings.Contains(it.Row, ".double_")
		if isDoubling != (it.Doublings == 1) {
			t.Errorf("%+v", it)
		}
	}
	// Sets first in the hand's order, then the hand's points, then doublings.
	want := []string{"classic.chow", "classic.chow", "classic.chow", "classic.pung_terminal_concealed",
		"classic.mahjong", "classic.double_dragon_pung", "classic.double_concealed"}
	var keys []string
	for _, it := range got.Items {
		keys = append(keys, it.Row)
	}
	if strings.Join(keys, " ") != strings.Join(want, " ") {
		t.Errorf("order %q", keys)
	}
}
