package learn

import (
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// tile reads one tile of the notation (the lessons' own, checked by the
// tests).
func tile(s string) rules.Tile {
	t, err := rules.ParseTile(s)
	if err != nil {
		panic("learn: bad tile " + s)
	}
	return t
}

// ts reads tiles of the notation, one by one ("4z", "1z").
func ts(ss ...string) []rules.Tile {
	out := make([]rules.Tile, len(ss))
	for i, s := range ss {
		out[i] = tile(s)
	}
	return out
}

// discard, claim and win are the steps' expectations.
func discard(tiles ...string) Expect { return Expect{Kind: rules.ActDiscard, Tiles: ts(tiles...)} }

func declare(tiles ...string) Expect {
	return Expect{Kind: rules.ActDiscard, Tiles: ts(tiles...), Declare: true}
}

func claim(k rules.ActionKind, tiles ...string) Expect { return Expect{Kind: k, Tiles: ts(tiles...)} }

var win = Expect{Kind: rules.ActWin}

// look marks the tiles a step is about: the screen highlights them in
// the hand.
func look(s Step, tiles ...string) Step {
	s.Look = ts(tiles...)
	return s
}

// step makes a lesson's n-th step (its key "learn.<id>.<n>").
func step(id, n string, e Expect, tip ...strategy.Tip) Step {
	s := Step{Key: "learn." + id + "." + n, Expect: e}
	if len(tip) > 0 {
		s.Tip = tip[0]
	}
	return s
}

// Lessons returns the course, in order: the family game's tiles, melds,
// turn, claims (two claimants shown), winning and waits; then the hk
// table (flowers and seasons, the kongs, robbing the kong), the tips of
// seed 001 that read a hand, the hk minimum as a plan and hk scoring;
// then classic (its ready declaration, its sheet), pow2 (calling, nine
// stones, defending against a calling hand, its payments) and the game
// at three. A rule set is introduced by the first lesson that plays it.
func Lessons() []Lesson {
	three, _ := rules.RuleSetByName("family")
	var threeOpts rules.Options
	if spec, ok := three.Option("players"); ok {
		_ = spec.Set(&threeOpts, "3")
	}
	return []Lesson{
		{ID: "tiles", Rules: "family",
			Hands: [4]string{"123m 456p 789s 55z 4z 2z 9p"},
			Draws: "1s 2s 3s 6z 4s 5s 6s 1p",
			Steps: []Step{
				step("tiles", "1", discard("4z", "2z")),
				look(step("tiles", "2", discard("6z")), "5z", "6z"),
				step("tiles", "3", discard("9p", "1p")),
			}},
		{ID: "melds", Rules: "family",
			Hands: [4]string{"123m 555p 789s 11z 34s 9p"},
			Draws: "1p 2p 3p 2s",
			Steps: []Step{step("melds", "1", discard("9p")), look(step("melds", "2", win), "2s", "3s", "4s")}},
		{ID: "turn", Rules: "family",
			Hands: [4]string{"123m 567p 24s 88s 99p 7z 1z"},
			Draws: "1p 2p 3p 3s 4m 5m 6m 9p",
			Steps: []Step{
				step("turn", "1", discard("1z", "7z")),
				look(step("turn", "2", discard("1z", "7z")), "2s", "3s", "4s"),
				look(step("turn", "3", win), "9p"),
			}},
		{ID: "claims", Rules: "family",
			Hands: [4]string{"23m 46p 77z 111s 999s 5s 4z"},
			Draws: "7z 9m 8p 5p",
			Steps: []Step{
				step("claims", "1", discard("4z")),
				look(step("claims", "2", claim(rules.ActPung, "7z")), "7z"),
				step("claims", "3", discard("5s")),
				look(step("claims", "4", claim(rules.ActChow, "4p")), "4p", "6p"),
				step("claims", "5", discard("1s", "9s")),
			}},
		{ID: "chows", Rules: "family",
			Hands: [4]string{"123m 789m 3467p 11z 5s 9s"},
			Draws: "2z 3z 5p 1s 2s 3s 5p",
			Steps: []Step{
				step("chows", "1", discard("9s", "5s")),
				look(step("chows", "2", claim(rules.ActChow, "3p", "5p")), "3p", "4p", "6p", "7p"),
				step("chows", "3", discard("5s", "9s")),
				step("chows", "4", win),
			}},
		{ID: "priority", Rules: "family",
			Hands:  [4]string{"46p 77s 123m 789m 11z 3z 9s", "", "55p 68s 2p 9p 3s 4m 6m 1z 2z 5z 6z"},
			Draws:  "2s 8m 5p 1p 1s 7s",
			Script: []string{"2 pung 555p", "2 chow 678s"},
			Steps: []Step{
				step("priority", "1", discard("3z", "9s")),
				look(step("priority", "2", claim(rules.ActChow, "4p")), "4p", "6p"),
				step("priority", "3", discard("9s", "3z", "1s")),
				look(step("priority", "4", claim(rules.ActPung, "7s")), "7s"),
				step("priority", "5", discard("9s", "3z", "1s")),
			}},
		{ID: "winning", Rules: "family",
			Hands: [4]string{"123m 456m 789p 22s 34s 5z"},
			Draws: "5s",
			Steps: []Step{step("winning", "1", discard("5z")), look(step("winning", "2", win), "3s", "4s")}},
		{ID: "waits", Rules: "family",
			Hands: [4]string{"123m 456m 789p 11s 46s 7z"},
			Draws: "1p 2p 3p 3s 4m 5m 6m 2s",
			Steps: []Step{
				step("waits", "1", discard("7z")),
				look(step("waits", "2", discard("6s")), "3s", "4s", "6s"),
				step("waits", "3", win),
			}},
		{ID: "hk_table", Rules: "hk",
			Hands: [4]string{"1f 123m 456p 789s 55z 2z 9p"},
			Draws: "1s 2s 3s 5f 4m 4m 6m",
			Reps:  "4z 3s",
			Steps: []Step{
				step("hk_table", "1", discard("2z", "4z")),
				step("hk_table", "2", discard("2z", "4z", "9p")),
			}},
		{ID: "kongs", Rules: "hk",
			Hands: [4]string{"5555p 123m 888s 11z 3s 6z"},
			Draws: "8s 9m 1p",
			Reps:  "4s 9p",
			Steps: []Step{
				look(step("kongs", "1", claim(rules.ActConcealedKong, "5p")), "5p"),
				step("kongs", "2", discard("6z")),
				look(step("kongs", "3", claim(rules.ActKong, "8s")), "8s"),
				step("kongs", "4", discard("9p")),
			}},
		{ID: "added_kong", Rules: "hk",
			Hands: [4]string{"77p 123m 456s 11z 9m 3z 34p"},
			Draws: "7p 8m 2s 1s 7p",
			Reps:  "9s",
			Steps: []Step{
				step("added_kong", "1", discard("3z", "9m")),
				look(step("added_kong", "2", claim(rules.ActPung, "7p")), "7p"),
				step("added_kong", "3", discard("3z", "9m")),
				look(step("added_kong", "4", claim(rules.ActAddedKong, "7p")), "7p"),
				step("added_kong", "5", discard("9s")),
			}},
		{ID: "rob_kong", Rules: "hk",
			Hands:  [4]string{"123m 678m 999m 11z 3m 4z 7p", "55m 1p 2p 3s 4s 6s 8s 9s 2z 3z 5z 6z"},
			Draws:  "8p 9p 5m 1s 2s 4m 5m",
			Script: []string{"1 pung 555m", "1 akong 5m"},
			Steps: []Step{
				step("rob_kong", "1", discard("7p", "4z")),
				look(step("rob_kong", "2", discard("7p", "4z")), "3m", "4m"),
				look(step("rob_kong", "3", win), "5m"),
			}},
		{ID: "tip1", Rules: "family",
			Hands: [4]string{"123m 456p 78s 99s 2m 5p 1p 3z"},
			Draws: "1s 2s 3s 4m",
			Steps: []Step{
				step("tip1", "1", discard("3z"), strategy.TipIsolated),
				step("tip1", "2", discard("1p")),
			}},
		{ID: "tip2", Rules: "family",
			Hands: [4]string{"123m 456m 11z 45p 13p 67s"},
			Steps: []Step{look(step("tip2", "1", discard("1p"), strategy.TipTwoSided), "1p", "3p", "4p", "5p")}},
		{ID: "tip3", Rules: "family",
			Hands: [4]string{"123m 456m 789m 12p 5p 9s 7z"},
			Draws: "9s 9s 1s 3p",
			Steps: []Step{step("tip3", "1", discard("7z")), look(step("tip3", "2", discard("9s"), strategy.TipReadDiscards), "9s", "5p")}},
		{ID: "tip5", Rules: "hk",
			Hands: [4]string{"123m 46p 79p 11s 22s 3z 4z 7z"},
			Draws: "2s",
			Steps: []Step{step("tip5", "1", discard("3z", "4z", "7z")), look(step("tip5", "2", claim(rules.ActPass), strategy.TipClaimPurpose), "2s")}},
		{ID: "tip6", Rules: "hk",
			Hands: [4]string{"123m 456m 77z 99p 58s 1p 2z"},
			Draws: "7z",
			Steps: []Step{
				look(step("tip6", "1", discard("1p", "2z")), "7z"),
				look(step("tip6", "2", claim(rules.ActPung, "7z"), strategy.TipHonourPairs), "7z"),
				step("tip6", "3", discard("1p", "2z", "5s", "8s")),
			}},
		{ID: "hk_minimum", Rules: "hk",
			Hands: [4]string{"123m 456m 78m 11z 55z 3p 7p"},
			Draws: "4s 5s 6s 5z 1s 2s 3s 9m",
			Steps: []Step{
				look(step("hk_minimum", "1", discard("3p", "7p")), "3p", "7p"),
				look(step("hk_minimum", "2", discard("3p", "7p")), "5z"),
				step("hk_minimum", "3", win),
			}},
		{ID: "score_hk", Rules: "hk",
			Hands: [4]string{"234m 567m 777z 11z 34m 9p"},
			Draws: "5m",
			Steps: []Step{step("score_hk", "1", discard("9p")), step("score_hk", "2", win)}},
		{ID: "classic_ready", Rules: "classic",
			Hands: [4]string{"123m 456p 789s 5z 34s 1z 9p"},
			Draws: "3m 1m 6p 5z 2s",
			Steps: []Step{
				step("classic_ready", "1", discard("1z")),
				look(step("classic_ready", "2", declare("9p")), "3s", "4s"),
				step("classic_ready", "3", win),
			}},
		{ID: "score_classic", Rules: "classic",
			Hands: [4]string{"777z 123m 456p 11z 34s 9p"},
			Draws: "5s",
			Steps: []Step{step("score_classic", "1", declare("9p")), step("score_classic", "2", win)}},
		{ID: "pow2_calling", Rules: "pow2",
			Hands:  [4]string{"123m 456m 789p 11z 2z 9m 6p", "55s 77s 99s 1m 2p 3z 4z 6z 1p 9m"},
			Draws:  "3m 5s 7s 9s 1s 2s 7p 8p",
			Script: []string{"1 pung 555s", "1 pung 777s", "1 pung 999s"},
			Steps: []Step{
				step("pow2_calling", "1", discard("2z", "9m")),
				look(step("pow2_calling", "2", declare("2z", "9m")), "6p", "7p"),
				step("pow2_calling", "3", win),
			}},
		{ID: "tip4", Rules: "pow2",
			Hands:  [4]string{"258m 258p 258s 2367z 4z", "123m 456m 789m 11p 23s"},
			Draws:  "8s 1z 4p 9p",
			Script: []string{"1 declare 8s"},
			Steps:  []Step{step("tip4", "1", discard("4z")), look(step("tip4", "2", discard("8s"), strategy.TipDefend), "8s")}},
		{ID: "defence", Rules: "hk",
			Hands:  [4]string{"123m 456s 789m 5z 3z 4p 8p 9s", "", "22p 66p 1m 4m 7m 1s 4s 7s 1z 3z 5z"},
			Draws:  "2p 6p 1s 7p 2m 3m 4m 9s",
			Script: []string{"2 pung 222p", "2 pung 666p"},
			Steps: []Step{
				step("defence", "1", discard("9s")),
				look(step("defence", "2", discard("5z", "3z")), "5z", "3z"),
				step("defence", "3", discard("5z", "3z")),
			}},
		{ID: "score_pow2", Rules: "pow2",
			Hands: [4]string{"123m 456p 789s 55z 34s 1z"},
			Draws: "2s",
			Steps: []Step{step("score_pow2", "1", declare("1z")), step("score_pow2", "2", win)}},
		{ID: "three", Rules: "family", Options: threeOpts,
			Hands: [4]string{"1m 9m 123p 456p 789s 11z 3z"},
			Draws: "2s 3s 4z 9m 9m",
			Steps: []Step{
				step("three", "1", discard("3z", "1m")),
				step("three", "2", discard("1m", "3z")),
				look(step("three", "3", win), "9m"),
			}},
	}
}
