package bot

import (
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

func discardOf(t *testing.T, b Bot, v rules.View) rules.Tile {
	t.Helper()
	a := b.Act(v)
	if a.Kind != rules.ActDiscard {
		t.Fatalf("played %v, not a discard", a)
	}
	return a.Tile
}

var classic = rules.ClassicVariant()

// Tip 1: isolated honours go first, then terminals; the middle tiles
// stay. The beginner keeps its isolated honours through its first
// discards.
func TestTipIsolatedHonoursThenTerminals(t *testing.T) {
	honour := scene{Variant: classic, Hand: "234m 567p 234s 55s 9m 4z", Drawn: "1p"}.Turn(t)
	if got := discardOf(t, New(Club, classic, 1), honour); got != tile(t, "4z") {
		t.Errorf("club discards %v, want the isolated honour 4z", got)
	}
	if got := discardOf(t, New(Beginner, classic, 1), honour); got == tile(t, "4z") {
		t.Error("the beginner threw its isolated honour on its first discard")
	}
	terminal := scene{Variant: classic, Hand: "234m 678p 234s 55s 9m 1p", Drawn: "6s"}.Turn(t)
	if got := discardOf(t, New(Club, classic, 1), terminal); !got.IsTerminal() {
		t.Errorf("club discards %v, want a terminal (9m or 1p)", got)
	}
}

// Tip 2: between two ready hands, the two-sided wait (3m-6m, 8 tiles)
// beats the closed one (6m, 4 tiles).
func TestTipTwoSidedWaits(t *testing.T) {
	v := scene{Variant: classic, Hand: "567p 234s 678s 55s 4m 5m", Drawn: "7m"}.Turn(t)
	for _, l := range []Level{Club, Expert} {
		if got := discardOf(t, New(l, classic, 1), v); got != tile(t, "7m") {
			t.Errorf("%s discards %v, want 7m (keeps the 45m two-sided wait)", l, got)
		}
	}
}

// Tip 3: what is visible counts: of two isolated dragons, the one whose
// other three copies are discarded can never pair and goes first.
func TestTipVisibleTiles(t *testing.T) {
	sc := scene{Variant: classic, Hand: "234m 567p 234s 55s 1p 5z", Drawn: "6z"}
	if got := discardOf(t, New(Club, classic, 1), sc.Turn(t)); got != tile(t, "5z") {
		t.Fatalf("control: club discards %v, want 5z", got)
	}
	sc.Discards = [4]string{"", "6z", "6z", "6z"}
	if got := discardOf(t, New(Club, classic, 1), sc.Turn(t)); got != tile(t, "6z") {
		t.Errorf("club discards %v, want the dead 6z", got)
	}
}

// Tip 4: late in the hand, far from ready, the club discards a tile the
// most advanced opponent discarded itself (genbutsu); early, it plays
// for its hand.
func TestTipLateDefence(t *testing.T) {
	sc := scene{Variant: classic, Hand: "24m 57p 36s 77z 1p 9m 6s 2z", Drawn: "9s",
		Discards: [4]string{"", "1z 9p 3m 6s 8m 4p 1s 5m", "", ""},
		Melds:    [4][]rules.Meld{nil, {pung(t, "5z"), pung(t, "1m")}, nil, nil}}
	sc.Left = 70
	early := discardOf(t, New(Club, classic, 1), sc.Turn(t))
	sc.Left = 20
	late := discardOf(t, New(Club, classic, 1), sc.Turn(t))
	if early != tile(t, "2z") {
		t.Errorf("early, club discards %v, want its isolated honour 2z", early)
	}
	if late != tile(t, "6s") {
		t.Errorf("late, club discards %v, want 6s, which the opponent with two pungs discarded", late)
	}
}

// Tip 5: the club claims only with a purpose: a dragon pung, a claim that
// makes the hand ready; not a plain pung. The beginner claims every pung.
func TestTipClaimWithPurpose(t *testing.T) {
	far := scene{Variant: classic, Hand: "55m 28p 36s 9s 147m 3z 4z"}
	plain := far.Claim(t, "5m", 2, rules.Action{Kind: rules.ActPung, Tile: tile(t, "5m")})
	if a := New(Club, classic, 1).Act(plain); a.Kind != rules.ActPass {
		t.Errorf("club plays %v on a plain pung, want pass", a)
	}
	if a := New(Beginner, classic, 1).Act(plain); a.Kind != rules.ActPung {
		t.Errorf("beginner plays %v on a plain pung, want the pung", a)
	}
	dragon := scene{Variant: classic, Hand: "77z 28p 36s 9s 147m 3z 4z"}.Claim(t, "7z", 2,
		rules.Action{Kind: rules.ActPung, Tile: tile(t, "7z")})
	if a := New(Club, classic, 1).Act(dragon); a.Kind != rules.ActPung {
		t.Errorf("club plays %v on a red dragon pung, want the pung", a)
	}
	// 234m 567p 99s 1z and 46s: the chow of 5s from the left makes it ready.
	finish := scene{Variant: classic, Hand: "234m 567p 99s 46s 78s 1z"}.Claim(t, "5s", 3,
		rules.Action{Kind: rules.ActChow, Tile: tile(t, "4s")})
	if a := New(Club, classic, 1).Act(finish); a.Kind != rules.ActChow {
		t.Errorf("club plays %v on a chow that makes it ready, want the chow", a)
	}
}

// Tip 6: the club keeps a dragon pair where it breaks any other pair.
func TestTipKeepHonourPairs(t *testing.T) {
	b := New(Club, classic, 1).(*player)
	b.Act(scene{Variant: classic, Hand: "234m 567p 23s 77z 44z 6s", Drawn: "8s"}.Turn(t))
	score := map[rules.Tile]float64{}
	for _, c := range b.adv.Candidates() {
		score[c.Tile] = c.Score
	}
	if score[tile(t, "7z")] >= score[tile(t, "4z")] {
		t.Errorf("breaking the red dragon pair scores %v, the north wind pair %v", score[tile(t, "7z")], score[tile(t, "4z")])
	}
}
