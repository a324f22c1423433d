package rules

import "testing"

func hkWith(f func(*hkScoring)) Scorer {
	s := newHKScoring()
	f(&s)
	return s
}

// Seed 000 ladder B: 3:8 4:12 5:16 6:24 7:32 8:48 9:64 10:96 11:128
// 12:192 13:256. Self-drawn: each other seat pays B; on a discard the
// discarder pays 2B.
func TestScoreHK(t *testing.T) {
	half := hkWith(func(s *hkScoring) { s.Ladder = ladderHalf })
	full := hkWith(func(s *hkScoring) { s.Ladder = ladderFull })
	sevenPairs := hkWith(func(s *hkScoring) { s.Forms = defaultForms | FormSevenPairs })
	cases := []scoreCase{
		{source: "RULES.md check: West, discard from North, 3f is West's flower; seed 000 « une Couleur Mixte y suffit à elle seule »",
			hand: "123m 456m 789m 11z 22z 3f +2z", ctx: "W from:N", total: 5, exact: true,
			items: []string{"half_flush:3", "fully_concealed:1", "own_flower:1@3f"},
			pay:   pays(0, 0, 32, -32), decomp: "123m 456m 789m *222z 11z"},
		{source: "seed 000 « Auto-pioche (自摸) : ... Les trois adversaires vous paient. +1 point. »",
			hand: "123m 456m 789m 11z 22z 3f +2z", ctx: "W self", total: 6, exact: true,
			items: []string{"self_drawn:1", "half_flush:3", "fully_concealed:1", "own_flower:1@3f"},
			pay:   pays(-24, -24, 72, -24)},
		{source: "RULES.md ladder option « half spicy » (.. 4:16, 5:24 ..)",
			hand: "123m 456m 789m 11z 22z 3f +2z", ctx: "W from:N", scorer: half, total: 5,
			items: []string{"half_flush:3"}, pay: pays(0, 0, 48, -48)},
		{source: "RULES.md ladder option « full spicy » (2^fan)",
			hand: "123m 456m 789m 11z 22z 3f +2z", ctx: "W from:N", scorer: full, total: 5,
			items: []string{"half_flush:3"}, pay: pays(0, 0, 64, -64)},
		{source: "seed 000 « Une main à un ou deux fan n'est pas encore gagnante » (complete, 2 fan)",
			hand: "123m 456m 234p 678s 5p 2f +5p", ctx: "E from:S", total: 2, reason: ReasonBelowMinimum, exact: true,
			items: []string{"fully_concealed:1", "all_chows:1"}},
		{source: "RULES.md « Minimum 3, counted without the bonus-tile fan »: own flower makes 3 but does not count",
			hand: "123m 456m 234p 678s 5p 1f +5p", ctx: "E from:S", total: 3, reason: ReasonBelowMinimum, exact: true,
			items: []string{"fully_concealed:1", "all_chows:1", "own_flower:1@1f"}},
		{source: "RULES.md: « no bonus tiles » is bonus-tile fan, left out of the minimum",
			hand: "123m 456m 234p 678s 5p +5p", ctx: "E from:S", total: 3, reason: ReasonBelowMinimum, exact: true,
			items: []string{"fully_concealed:1", "all_chows:1", "no_bonus:1"}},
		{source: "RULES.md rows self-drawn, fully concealed, all chows: exactly the minimum",
			hand: "123m 456m 234p 678s 5p 2f +5p", ctx: "E self", total: 3, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "all_chows:1"}, pay: pays(24, -8, -8, -8)},
		{source: "RULES.md row fully concealed « (no claimed meld; a discard may complete it; concealed kongs allowed) »",
			hand: "123m 456m 789m (1111z) 2z +2z", ctx: "W from:N", total: 6, exact: true,
			items: []string{"fully_concealed:1", "prevailing_wind_pung:1@(1111z)", "half_flush:3", "no_bonus:1"},
			pay:   pays(0, 0, 48, -48)},
		{source: "RULES.md row fully concealed: an exposed meld loses it",
			hand: "123m 456m [789m] 11z 22z +2z", ctx: "W from:N", total: 4, exact: true,
			items: []string{"half_flush:3", "no_bonus:1"}, pay: pays(0, 0, 24, -24)},
		{source: "seed 000 « vous pouvez voler le Kong et gagner dessus, pour un fan supplémentaire »; RULES.md: the robbed player pays as the discarder",
			hand: "123m 456m 78m 222z 11z +9m", ctx: "W from:S rob", total: 6, exact: true,
			items: []string{"robbing_kong:1", "fully_concealed:1", "half_flush:3", "no_bonus:1"},
			pay:   pays(0, -48, 48, 0)},
		{source: "RULES.md row « win on the last wall tile » (self-drawn)",
			hand: "123m 456m 234p 678s 5p 2f +5p", ctx: "E self last", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "all_chows:1", "last_tile:1"}, pay: pays(36, -12, -12, -12)},
		{source: "RULES.md row « or on the discard right after it »",
			hand: "123m 456m 234p 678s 5p 2f +5p", ctx: "E from:W last", total: 3, exact: true,
			items: []string{"fully_concealed:1", "all_chows:1", "last_tile:1"}, pay: pays(16, 0, -16, 0)},
		{source: "seed 000 « gagner sur cette tuile de remplacement vaut deux fan » (includes the self-draw)",
			hand: "123m 456m 234p (8888s) 5p 2f +5p", ctx: "E self rep:1", total: 3, exact: true,
			items: []string{"kong_replacement:2", "fully_concealed:1"}, pay: pays(24, -8, -8, -8)},
		{source: "seed 000 « gagner sur un second remplacement consécutif en vaut neuf »",
			hand: "123m 456m [2222p] (8888s) 5p 2f +5p", ctx: "E self rep:2", total: 9, exact: true,
			items: []string{"second_replacement:9"}, pay: pays(192, -64, -64, -64)},
		{source: "RULES.md row « each dragon pung or kong »: a pung",
			hand: "234m 456p 789s 555z 1z +1z", ctx: "S self", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "dragon_pung:1@555z", "no_bonus:1"}, pay: pays(-12, 36, -12, -12)},
		{source: "RULES.md row « each dragon pung or kong »: a kong",
			hand: "234m 456p 555z [7777z] 1z +1z", ctx: "S self", total: 4, exact: true,
			items: []string{"self_drawn:1", "dragon_pung:1@555z", "dragon_pung:1@[7777z]", "no_bonus:1"}, pay: pays(-12, 36, -12, -12)},
		{source: "RULES.md row « seat-wind pung or kong » (completed by the discard: still fully concealed)",
			hand: "234m 456m 789m 22z 55m +2z", ctx: "S from:N", total: 6, exact: true,
			items: []string{"fully_concealed:1", "seat_wind_pung:1@222z", "no_bonus:1", "half_flush:3"}, pay: pays(0, 48, 0, -48)},
		{source: "RULES.md row « prevailing-wind pung or kong »",
			hand: "[222z] 234m 456p 777z 5p +5p", ctx: "W self round:S", total: 4, exact: true,
			items: []string{"self_drawn:1", "dragon_pung:1@777z", "prevailing_wind_pung:1@[222z]", "no_bonus:1"}, pay: pays(-12, -12, 36, -12)},
		{source: "RULES.md row « (both when the same wind) »",
			hand: "[111z] 234m 456p 789s 5p +5p", ctx: "E self", total: 4, exact: true,
			items: []string{"self_drawn:1", "seat_wind_pung:1@[111z]", "prevailing_wind_pung:1@[111z]", "no_bonus:1"}, pay: pays(36, -12, -12, -12)},
		{source: "RULES.md row « own flower; own season »: 8f is North's season",
			hand: "123m 456m 789m 11z 22z 8f +2z", ctx: "N from:W", total: 5, exact: true,
			items: []string{"fully_concealed:1", "own_season:1@8f", "half_flush:3"}, pay: pays(0, 0, -32, 32)},
		{source: "RULES.md row « own flower; own season 1 each »: South's 2f and 6f",
			hand: "123m 456m 789m 11z 77z 2f 6f +7z", ctx: "S from:E", total: 7, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1@777z", "own_flower:1@2f", "own_season:1@6f", "half_flush:3"},
			pay:   pays(-64, 64, 0, 0)},
		{source: "RULES.md row « a full set of four flowers (replaces that family's own-tile fan) »",
			hand: "123m 456m 789m 11z 77z 1234f +7z", ctx: "S from:E", total: 7, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1@777z", "flower_set:2@1234f", "half_flush:3"},
			pay:   pays(-64, 64, 0, 0)},
		{source: "RULES.md row « a full set ... of four seasons »: the own flower still counts",
			hand: "123m 456m 789m 11z 77z 2f 5678f +7z", ctx: "S from:E", total: 8, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1", "own_flower:1@2f", "season_set:2@5678f", "half_flush:3"},
			pay:   pays(-96, 96, 0, 0)},
		{source: "RULES.md row « 2 each »: both sets",
			hand: "123m 456m 789m 11z 77z 12345678f +7z", ctx: "N from:E", total: 9, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1", "flower_set:2", "season_set:2", "half_flush:3"},
			pay:   pays(-128, 0, 0, 128)},
		{source: "RULES.md rows « mixed terminals and honours » 1 and « all pungs » 3",
			hand: "111m 999p [111s] 777z 2z +2z", ctx: "E from:W", total: 6, exact: true,
			items: []string{"dragon_pung:1@777z", "no_bonus:1", "mixed_terminals:1", "all_pungs:3"}, pay: pays(48, 0, -48, 0)},
		{source: "RULES.md row « all pungs » 3",
			hand: "222m 333p 444s [666m] 5z +5z", ctx: "E from:S", total: 4, exact: true,
			items: []string{"no_bonus:1", "all_pungs:3"}, pay: pays(24, -24, 0, 0)},
		{source: "RULES.md row « full flush (one suit, no honours; replaces half flush) » 7",
			hand: "123p 456p 789p 234p 5p +5p", ctx: "E self", total: 11, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "no_bonus:1", "all_chows:1", "full_flush:7"},
			pay:   pays(384, -128, -128, -128)},
		{source: "RULES.md row « small three dragons (includes its two dragon pungs) » 5",
			hand: "555z 666z 7z 123m 456m +7z", ctx: "E from:S", total: 10, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "half_flush:3", "small_three_dragons:5"}, pay: pays(192, -192, 0, 0)},
		{source: "RULES.md row « great three dragons (includes its three dragon pungs) » 8",
			hand: "555z 666z 77z 123m 44m +7z", ctx: "E from:S", total: 13, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "half_flush:3", "great_three_dragons:8"}, pay: pays(512, -512, 0, 0)},
		{source: "RULES.md « Limit 13 »; seed 000 « Les scores sont plafonnés à la limite de treize fan »: 14 capped",
			hand: "555z 666z 77z 123m 44m +7z", ctx: "E self", total: 13, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "no_bonus:1", "half_flush:3", "great_three_dragons:8"},
			pay:   pays(768, -256, -256, -256)},
		{source: "RULES.md row « small four winds » 6 (the prevailing-wind pung still counts)",
			hand: "111z 222z 333z 4z 123m +4z", ctx: "N from:S", total: 12, exact: true,
			items: []string{"fully_concealed:1", "prevailing_wind_pung:1@111z", "no_bonus:1", "half_flush:3", "small_four_winds:6"},
			pay:   pays(0, -384, 0, 384)},
		{source: "RULES.md row « great four winds » 13, a limit: nothing else counts",
			hand: "111z 222z 333z 444z 5p +5p", ctx: "E from:S", total: 13, exact: true,
			items: []string{"great_four_winds:13"}, pay: pays(512, -512, 0, 0)},
		{source: "RULES.md limit-hand rule: all honours 10 < the ordinary count 12 (small three dragons 5, all pungs 3, seat and prevailing wind 1 each, fully concealed 1, no bonus tiles 1)",
			hand: "111z 222z 555z 666z 7z +7z", ctx: "S from:E", total: 12, exact: true,
			items: []string{"fully_concealed:1", "seat_wind_pung:1", "prevailing_wind_pung:1", "no_bonus:1", "all_pungs:3", "small_three_dragons:5"},
			pay:   pays(-384, 384, 0, 0)},
		{source: "RULES.md limit-hand rule: all honours self-drawn 10+1 < the ordinary count 13",
			hand: "111z 222z 555z 666z 7z +7z", ctx: "S self", total: 13, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "seat_wind_pung:1", "prevailing_wind_pung:1", "no_bonus:1", "all_pungs:3", "small_three_dragons:5"},
			pay:   pays(-256, 768, -256, -256)},
		{source: "RULES.md row « all terminals » 10",
			hand: "[111m] 999m 111p 999p 1s +1s", ctx: "W from:N", total: 10, exact: true,
			items: []string{"all_terminals:10"}, pay: pays(0, 0, 192, -192)},
		{source: "RULES.md limit plus winning conditions: all terminals, self-drawn on the last tile",
			hand: "[111m] 999m 111p 999p 1s +1s", ctx: "W self last", total: 12, exact: true,
			items: []string{"self_drawn:1", "last_tile:1", "all_terminals:10"}, pay: pays(-192, -192, 576, -192)},
		{source: "RULES.md row « four concealed pungs » 10 (the discard completes the pair)",
			hand: "222m 333p 444s 666m 5z +5z", ctx: "E from:S", total: 10, exact: true,
			items: []string{"four_concealed_pungs:10"}, pay: pays(192, -192, 0, 0)},
		{source: "RULES.md row « four concealed pungs »: a pung completed by the discard is not concealed",
			hand: "222m 333p 444s 66m 55z +6m", ctx: "E from:S", total: 5, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "all_pungs:3"}, pay: pays(32, -32, 0, 0)},
		{source: "RULES.md row « four concealed pungs », self-drawn: 10 + 1",
			hand: "222m 333p 444s 66m 55z +6m", ctx: "E self", total: 11, exact: true,
			items: []string{"self_drawn:1", "four_concealed_pungs:10"}, pay: pays(384, -128, -128, -128)},
		{source: "RULES.md row « nine gates » 10",
			hand: "1112345678999m +5m", ctx: "E from:S", total: 10, exact: true,
			items: []string{"nine_gates:10"}, pay: pays(192, -192, 0, 0)},
		{source: "SCORING.md: nine gates needs the nine-way wait; otherwise a full flush",
			hand: "1112345678899m +9m", ctx: "E from:S", total: 9, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "full_flush:7"}, pay: pays(128, -128, 0, 0)},
		{source: "RULES.md row « all kongs » 13",
			hand: "[1111m] [2222p] (3333s) [4444z] 5z +5z", ctx: "E from:S", total: 13, exact: true,
			items: []string{"all_kongs:13"}, pay: pays(512, -512, 0, 0)},
		{source: "RULES.md row « thirteen orphans » 13",
			hand: "19m19p19s1234567z +1m", ctx: "S from:W", total: 13, exact: true,
			items: []string{"thirteen_orphans:13"}, pay: pays(0, 512, -512, 0)},
		{source: "RULES.md « capped at 13 »: thirteen orphans self-drawn",
			hand: "19m19p19s1234567z +1m", ctx: "S self", total: 13, exact: true,
			items: []string{"self_drawn:1", "thirteen_orphans:13"}, pay: pays(-256, 768, -256, -256)},
		{source: "RULES.md row « heavenly hand » 13",
			hand: "123m 456p 789s 234m 5p +5p", ctx: "E self heavenly", total: 13, exact: true,
			items: []string{"self_drawn:1", "heavenly:13"}, pay: pays(768, -256, -256, -256)},
		{source: "RULES.md row « earthly hand » 13",
			hand: "123m 456p 789s 234m 5p +5p", ctx: "S from:E earthly", total: 13, exact: true,
			items: []string{"earthly:13"}, pay: pays(-512, 512, 0, 0)},
		{source: "RULES.md « capped at 13 »: four concealed pungs on a second replacement (10 + 9)",
			hand: "(2222m) 333p 444s 666m 5z +5z", ctx: "E self rep:2", total: 13, exact: true,
			items: []string{"second_replacement:9", "four_concealed_pungs:10"}, pay: pays(768, -256, -256, -256)},
		{source: "RULES.md « seven pairs in hk only as an option (off by default) »",
			hand: "1122m3344p5566s7z +7z", ctx: "E from:S", reason: ReasonNotComplete},
		{source: "RULES.md seven pairs option; SCORING.md: 4 fan",
			hand: "1122m3344p5566s7z +7z", ctx: "E from:S", scorer: sevenPairs, total: 6, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "seven_pairs:4"}, pay: pays(48, -48, 0, 0)},
		{source: "best reading: seven pairs (6 fan) over all chows (3)",
			hand: "112233m445566p7z +7z", ctx: "E from:S", scorer: sevenPairs, total: 6, exact: true,
			items: []string{"fully_concealed:1", "no_bonus:1", "seven_pairs:4"}, pay: pays(48, -48, 0, 0)},
		{source: "best reading: 111222333m as three chows (all chows, 4 fan) rather than three pungs (3 fan)",
			hand: "111222333m 789p 5z +5z", ctx: "E self", total: 4, exact: true,
			items: []string{"self_drawn:1", "fully_concealed:1", "no_bonus:1", "all_chows:1"}, pay: pays(36, -12, -12, -12),
			decomp: "123m 123m 123m 789p *55z"},
		{source: "best reading: 111222333m as three pungs (all pungs, 9 fan) rather than three chows (6)",
			hand: "111222333m 77z 55z +7z", ctx: "E from:S", total: 9, exact: true,
			items: []string{"fully_concealed:1", "dragon_pung:1@777z", "no_bonus:1", "all_pungs:3", "half_flush:3"},
			pay:   pays(128, -128, 0, 0), decomp: "111m 222m 333m *777z 55z"},
		{source: "seed 000 « vos 13 tuiles forment 4 combinaisons + 1 paire »: not complete",
			hand: "123m 456p 789s 234m 5p +6p", ctx: "E from:S", reason: ReasonNotComplete},
	}
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	runScoreCases(t, "hk", newHKScoring(), cases)
}

func TestLadders(t *testing.T) {
	seed := []int{8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256}
	half := []int{8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384}
	for fan := 3; fan <= 13; fan++ {
		if got := ladderSeed.Amount(fan); got != seed[fan-3] {
			t.Errorf("seed %d fan: %d, want %d", fan, got, seed[fan-3])
		}
		if got := ladderHalf.Amount(fan); got != half[fan-3] {
			t.Errorf("half %d fan: %d, want %d", fan, got, half[fan-3])
		}
		if got := ladderFull.Amount(fan); got != 1<<fan {
			t.Errorf("full %d fan: %d", fan, got)
		}
	}
	if ladderSeed.Amount(20) != 256 || ladderSeed.Amount(-1) != 3 {
		t.Error("ladder ends")
	}
	for _, n := range []string{"", "seed", "half", "full"} {
		if _, ok := ladderByName(n); !ok {
			t.Errorf("ladder %q", n)
		}
	}
	if _, ok := ladderByName("hot"); ok {
		t.Error("unknown ladder accepted")
	}
}

// The minimum is configurable: MinFan 0 accepts the 2-fan hand.
func TestHKMinFanOption(t *testing.T) {
	s := newHKScoring()
	s.MinFan = 0
	h, _ := ParseHand("123m 456m 234p 678s 5p 2f +5p")
	got := s.Score(h, WinContext{SeatWind: WindEast, Discarder: WindSouth})
	if !got.Winning || got.Total != 2 || got.Payments != pays(12, -12, 0, 0) {
		t.Errorf("got %+v", got)
	}
}
