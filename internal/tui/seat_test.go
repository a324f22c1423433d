package tui

import (
	"fmt"
	"sync"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// turnedClaimGame is claimGame's deal turned k seats on: every hand, the
// dealer and so the dice's wall sit k seats further round the table.
func turnedClaimGame(t *testing.T, k rules.Seat) *rules.Game {
	t.Helper()
	hands := [4]string{
		0: "3s4s6s 123p 789p 567m 4z",
		1: "44m 5m 88m 9m 2p 4p 6p 1s 9s 2z 3z",
		2: "6m 2p 3p 55p 6p 7s 88s 9s 5z 6z 7z",
		3: "111m 222m 333m 999p 1z 5s",
	}
	var turned [4]string
	for s, h := range hands {
		turned[(rules.Seat(s)+k)&3] = h
	}
	dealer := (3 + k) & 3
	v, _ := rules.VariantByName("hk")
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 5, FirstDealer: &dealer, FixedWall: dealWall(t, dealer, turned, "")})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// seatBots are passBots that note every seat they are asked for.
type seatBots struct {
	mu    sync.Mutex
	asked map[rules.Seat]int
}

func (sb *seatBots) factory(bot.Level, rules.Variant, uint64) bot.Bot { return sb }

func (sb *seatBots) Act(v rules.View) rules.Action {
	sb.mu.Lock()
	sb.asked[v.Seat]++
	sb.mu.Unlock()
	return passBot{}.Act(v)
}

// The person may sit at any seat. With the person at seat 2 of the game
// turned two seats on, every screen of a whole hand, to its score sheet,
// is the screen the person at seat 0 sees in the game itself: the person
// at the bottom, the others where they sit from there (the same names,
// winds, discards, calls and log). Seat 2's moves are the person's keys;
// no bot is asked for seat 2.
func TestPersonAtSeatTwo(t *testing.T) {
	soak.OneGoroutine(t)
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}} {
		playAt := func(me rules.Seat) (*App, *seatBots) {
			sb := &seatBots{asked: map[rules.Seat]int{}}
			s := testSettings("hk", 5)
			s.Tiles, s.Seat = TilesLetters, me
			a := newTestApp(t, s, sb.factory, size.w, size.h)
			drive(a, a.StartWith(turnedClaimGame(t, me), s))
			return a, sb
		}
		a, _ := playAt(0)
		b, sb := playAt(2)
		if b.match.Me() != 2 || b.match.View().Seat != 2 {
			t.Fatalf("the person sits at %d", b.match.Me())
		}
		press(a, "c")
		press(b, "c")
		screens := playAlike(t, a, b, fmt.Sprintf("%dx%d, person at seat 2", size.w, size.h))
		if sb.asked[2] != 0 || sb.asked[0] == 0 || sb.asked[1] == 0 || sb.asked[3] == 0 {
			t.Errorf("bots asked by seat: %v", sb.asked)
		}
		mine := 0
		for _, act := range b.match.Game().Actions() {
			if act.Seat == 2 {
				mine++
			}
		}
		if mine < 10 || screens < 10 {
			t.Errorf("the person played %d actions over %d screens", mine, screens)
		}
		t.Logf("%dx%d: %d screens, %d actions of the person, bots %v", size.w, size.h, screens, mine, sb.asked)
		// The person goes on to the next hand from the sheet.
		press(b, "enter")
		if b.front.ID() != play.ID || b.match.Game().HandNumber() != 1 {
			t.Errorf("after the sheet: screen %v, hand %d", b.front.ID(), b.match.Game().HandNumber())
		}
	}
}

// playAlike plays a hand on two Apps with the same keys (the first chow
// offered, then passes and discards of the selected tile), requiring the
// same screen on both at every step and the same score sheet at the end;
// it returns the number of screens.
func playAlike(t *testing.T, a, b *App, label string) int {
	t.Helper()
	return matchHand(t, recordHand(t, a, label), b, label)
}

// handSeen is a hand as one App showed it: each screen and the key
// pressed on it, then the score sheet.
type handSeen struct {
	frames, keys []string
	sheet        string
}

// recordHand plays a hand on a as playAlike does, keeping its screens:
// the reference a test plays once and matches several Apps against.
func recordHand(t *testing.T, a *App, label string) handSeen {
	t.Helper()
	var h handSeen
	for screens := 0; screens < 400 && a.front.ID() == play.ID; screens++ {
		var k string
		switch v := a.match.View(); {
		case play.ClaimWindow(v) && screens == 0:
			k = "1" // the first chow
		case play.ClaimWindow(v):
			k = "p"
		case play.MyTurn(v):
			k = "enter"
		default:
			t.Fatalf("%s: screen %d: the person has nothing to play (phase %v)", label, screens, v.Phase)
		}
		h.frames, h.keys = append(h.frames, content(a)), append(h.keys, k)
		press(a, k)
	}
	if a.front.ID() != sheet.ID {
		t.Fatalf("%s: after %d screens: screen %v, not the score sheet", label, len(h.frames), a.front.ID())
	}
	h.sheet = content(a)
	return h
}

// matchHand plays the recorded hand's keys on b, requiring its screens
// one by one and its score sheet; it returns the number of screens.
func matchHand(t *testing.T, h handSeen, b *App, label string) int {
	t.Helper()
	for i, want := range h.frames {
		if got := content(b); got != want {
			t.Fatalf("%s: screen %d differs:\n%s\n--- %s:\n%s", label, i, want, label, got)
		}
		press(b, h.keys[i])
	}
	if b.front.ID() != sheet.ID {
		t.Fatalf("%s: after %d screens: screen %v, not the score sheet", label, len(h.frames), b.front.ID())
	}
	if got := content(b); got != h.sheet {
		t.Fatalf("%s: the score sheets differ:\n%s\n--- %s:\n%s", label, h.sheet, label, got)
	}
	return len(h.frames)
}
