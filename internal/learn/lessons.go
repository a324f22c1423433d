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

// step makes a lesson's n-th step (its key "learn.<id>.<n>").
func step(id, n string, e Expect, tip ...strategy.Tip) Step {
	s := Step{Key: "learn." + id + "." + n, Expect: e}
	if len(tip) > 0 {
		s.Tip = tip[0]
	}
	return s
}

// Lessons returns the lessons in the order of the Learn menu: the
// basics, the six tips of the classic rule book (seed 001), then scoring
// in hk, classic and pow2.
func Lessons() []Lesson {
	return []Lesson{
		{ID: "tiles", Rules: "family",
			Hands: [4]string{"123m 456p 789s 55z 99m 4z"},
			Steps: []Step{step("tiles", "1", discard("4z"))}},
		{ID: "melds", Rules: "family",
			Hands: [4]string{"123m 555p 789s 11z 34s 9p"},
			Draws: "1p 2p 3p 2s",
			Steps: []Step{step("melds", "1", discard("9p")), step("melds", "2", win)}},
		{ID: "turn", Rules: "family",
			Hands: [4]string{"123m 567p 24s 88s 99p 7z 1z"},
			Draws: "1p 2p 3p 3s",
			Steps: []Step{step("turn", "1", discard("1z", "7z")), step("turn", "2", discard("1z", "7z"))}},
		{ID: "claims", Rules: "family",
			Hands: [4]string{"23m 46p 77z 111s 999s 5s 4z"},
			Draws: "7z 9m 8p 5p",
			Steps: []Step{
				step("claims", "1", discard("4z")),
				step("claims", "2", claim(rules.ActPung, "7z")),
				step("claims", "3", discard("5s")),
				step("claims", "4", claim(rules.ActChow, "4p")),
				step("claims", "5", discard("1s", "9s")),
			}},
		{ID: "kongs", Rules: "family",
			Hands: [4]string{"5555p 123m 888s 11z 3s 6z"},
			Draws: "4s 8s 9p",
			Steps: []Step{
				step("kongs", "1", claim(rules.ActConcealedKong, "5p")),
				step("kongs", "2", discard("6z")),
				step("kongs", "3", claim(rules.ActKong, "8s")),
				step("kongs", "4", discard("9p")),
			}},
		{ID: "winning", Rules: "family",
			Hands: [4]string{"123m 456m 789p 22s 34s 5z"},
			Draws: "5s",
			Steps: []Step{step("winning", "1", discard("5z")), step("winning", "2", win)}},
		{ID: "tip1", Rules: "hk",
			Hands: [4]string{"123m 456p 78s 99s 2m 5p 1p 3z"},
			Steps: []Step{step("tip1", "1", discard("3z"), strategy.TipIsolated)}},
		{ID: "tip2", Rules: "hk",
			Hands: [4]string{"123m 456m 11z 45p 13p 68s"},
			Steps: []Step{step("tip2", "1", discard("1p"), strategy.TipTwoSided)}},
		{ID: "tip3", Rules: "hk",
			Hands: [4]string{"123m 456m 789m 12p 5p 9s 7z"},
			Draws: "9s 9s 1s 3p",
			Steps: []Step{step("tip3", "1", discard("7z")), step("tip3", "2", discard("9s"), strategy.TipReadDiscards)}},
		{ID: "tip4", Rules: "pow2",
			Hands:  [4]string{"258m 258p 258s 2367z 4z", "123m 456m 789m 11p 23s"},
			Draws:  "8s 1z 4p 9p",
			Script: []string{"1 declare 8s"},
			Steps:  []Step{step("tip4", "1", discard("4z")), step("tip4", "2", discard("8s"), strategy.TipDefend)}},
		{ID: "tip5", Rules: "hk",
			Hands: [4]string{"123m 46p 79p 11s 22s 3z 4z 7z"},
			Draws: "2s",
			Steps: []Step{step("tip5", "1", discard("3z", "4z", "7z")), step("tip5", "2", claim(rules.ActPass), strategy.TipClaimPurpose)}},
		{ID: "tip6", Rules: "hk",
			Hands: [4]string{"123m 456m 77z 99p 58s 1p 2z"},
			Draws: "7z",
			Steps: []Step{
				step("tip6", "1", discard("1p", "2z")),
				step("tip6", "2", claim(rules.ActPung, "7z"), strategy.TipHonourPairs),
				step("tip6", "3", discard("1p", "2z", "5s", "8s")),
			}},
		{ID: "score_hk", Rules: "hk",
			Hands: [4]string{"234m 567m 777z 11z 34m 9p"},
			Draws: "5m",
			Steps: []Step{step("score_hk", "1", discard("9p")), step("score_hk", "2", win)}},
		{ID: "score_classic", Rules: "classic",
			Hands: [4]string{"123m 456p 789s 55z 34s 1z"},
			Draws: "2s",
			Steps: []Step{step("score_classic", "1", declare("1z")), step("score_classic", "2", win)}},
		{ID: "score_pow2", Rules: "pow2",
			Hands: [4]string{"123m 456p 789s 55z 34s 1z"},
			Draws: "2s",
			Steps: []Step{step("score_pow2", "1", declare("1z")), step("score_pow2", "2", win)}},
	}
}
