package tui

import (
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// toMyTurn plays (the drawn tile discarded, claims passed, wins taken,
// the sheets left) until the person is to discard; false if the game
// ended first.
func toMyTurn(t *testing.T, a *App) bool {
	t.Helper()
	for step := 0; step < 2000; step++ {
		if a.front.ID() == sheet.StandingsID {
			return false
		}
		if a.front.ID() != play.ID {
			press(a, "enter")
			continue
		}
		v := a.match.View()
		switch {
		case hasWin(v):
			press(a, "w")
		case play.ClaimWindow(v):
			press(a, "p")
		case play.MyTurn(v):
			return true
		default:
			t.Fatalf("the person has nothing to play (phase %v)", v.Phase)
		}
	}
	t.Fatal("never the person's turn")
	return false
}

// playUntil plays as toMyTurn does, discarding the drawn tile, until
// done holds (checked before every key).
func playUntil(t *testing.T, a *App, done func() bool) {
	t.Helper()
	for step := 0; !done(); step++ {
		if step > 5000 || a.front.ID() == sheet.StandingsID {
			t.Fatal("the game ended first")
		}
		v := a.match.View()
		switch {
		case a.front.ID() != play.ID:
			press(a, "enter")
		case hasWin(v):
			press(a, "w")
		case play.ClaimWindow(v):
			press(a, "p")
		default:
			press(a, "enter")
		}
	}
}

// handOver reports the score sheet of hand h (from 0) in front.
func handOver(a *App, h int) func() bool {
	return func() bool { return a.front.ID() == sheet.ID && a.match.Game().HandNumber() == h }
}

// Taking a discard back (u) puts the game back before it, the same
// tiles in hand, a practice game now; played on the same way, the game
// is the one played without the take-back: the bots answer as they did
// (they are asked again from their seeds, reseeded at every hand). In
// the first hand and a later one; from a hand's score sheet, the hand is
// played again from the person's last decision.
func TestTakeBack(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu, s.Bots = true, bot.Beginner // the real bots; the beginner draws from its seed
	ref := newTestApp(t, s, nil, 80, 24)
	playUntil(t, ref, handOver(ref, 1))
	want := ref.match.Game().Actions()

	a := newTestApp(t, s, nil, 80, 24)
	for hand := 0; hand < 2; hand++ {
		turns := 0
		playUntil(t, a, func() bool {
			if a.front.ID() == play.ID && play.MyTurn(a.match.View()) && a.match.Game().HandNumber() == hand {
				turns++
			}
			return turns == 4
		})
		n := a.match.Game().NumActions()
		concealed := a.match.View().Players[a.match.Me()].Concealed
		press(a, "enter")
		press(a, "u")
		if got := a.match.Game().NumActions(); got != n || a.front.ID() != play.ID {
			t.Fatalf("hand %d: taken back to %d actions on %v, want %d on the table", hand, got, a.front.ID(), n)
		}
		if !slices.Equal(a.match.View().Players[a.match.Me()].Concealed, concealed) || !play.MyTurn(a.match.View()) {
			t.Fatalf("hand %d: not the same position after the take-back", hand)
		}
		if !a.sh.Settings.Practice || !strings.Contains(content(a), "practice") {
			t.Errorf("hand %d: not a practice game:\n%s", hand, content(a))
		}
		playUntil(t, a, handOver(a, hand))
		got := a.match.Game().Actions()
		if len(got) > len(want) || !slices.Equal(got, want[:len(got)]) {
			t.Fatalf("hand %d: the game played on after the take-back is not the one played without it", hand)
		}
	}
	// From the score sheet: back into the hand, before the last decision.
	h := a.match.Game().HandNumber()
	press(a, "u")
	if a.front.ID() != play.ID || a.match.Game().HandNumber() != h || a.match.Game().Phase() == rules.PhaseHandOver {
		t.Fatalf("u on the sheet: screen %v, hand %d (was %d), phase %v", a.front.ID(), a.match.Game().HandNumber(), h, a.match.Game().Phase())
	}
}

// Nothing to take back before the person's first decision (the bots
// have played, the person not yet): u says so and the game stays one
// played through.
func TestTakeBackNothing(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 80, 24)
	if _, ok := a.match.TakeBackPoint(); ok {
		t.Fatalf("a take-back point before the person played: %v", a.match.Game().Actions())
	}
	press(a, "u")
	if !strings.Contains(content(a), "Nothing to take back") || a.sh.Settings.Practice {
		t.Errorf("u before any move:\n%s", content(a))
	}
}

// One hint (t) with the coach off: the coach's lines and its mark under
// the tile it advises, for this decision only; the coach stays off.
func TestHint(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a := newTestApp(t, s, coachBots, 80, 24)
	if !toMyTurn(t, a) {
		t.Fatal("the game ended")
	}
	before := content(a)
	press(a, "t")
	hinted := content(a)
	if hinted == before || !strings.Contains(hinted, "^") || strings.Contains(hinted, "· coach") {
		t.Fatalf("no hint, or the coach turned on:\nbefore\n%s\nafter\n%s", before, hinted)
	}
	if a.sh.Settings.Coach {
		t.Error("the hint turned the coach on")
	}
	press(a, "enter")
	if !toMyTurn(t, a) {
		t.Fatal("the game ended")
	}
	if c := content(a); strings.Contains(c, "^") && !a.sh.Settings.Coach {
		t.Errorf("the hint stays for the next decision:\n%s", c)
	}
}

// Auto-pass (a) passes every claim offered that is not a win, without
// asking; the status line says it is on; the answers it gave are the
// aids', never taken back as the person's own decision.
func TestAutoPass(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 5)
	s.SkipMenu = true
	a := newTestApp(t, s, coachBots, 80, 24)
	press(a, "a")
	if !a.sh.Settings.AutoPass || !strings.Contains(content(a), "auto-pass") {
		t.Fatalf("auto-pass not on:\n%s", content(a))
	}
	for a.front.ID() != sheet.StandingsID && len(a.match.Auto()) == 0 {
		if a.front.ID() != play.ID {
			press(a, "enter")
			continue
		}
		v := a.match.View()
		if play.ClaimWindow(v) && !hasWin(v) {
			t.Fatalf("a claim is asked with auto-pass on:\n%s", content(a))
		}
		if hasWin(v) {
			press(a, "w")
		} else {
			press(a, "enter")
		}
	}
	auto := a.match.Auto()
	if len(auto) == 0 {
		t.Fatal("no claim was auto-passed in the whole game")
	}
	if p := a.match.Game().Actions()[auto[0]]; p.Kind != rules.ActPass || p.Seat != a.match.Me() {
		t.Fatalf("the aid's answer is %v", p)
	}
	if n, ok := a.match.TakeBackPoint(); ok && slices.Contains(auto, n) {
		t.Errorf("the take-back point %d is an auto-pass", n)
	}
}

// Auto-win (m) takes a legal win at once.
func TestAutoWin(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 9)
	a := newTestApp(t, s, passBots, 80, 24)
	drive(a, a.StartWith(winGame(t), s))
	press(a, "m")
	press(a, "enter") // discard 5p: Lin's 9m then wins the hand for the person
	if a.front.ID() != sheet.ID || a.match.Game().Result() == nil || a.match.Game().Result().Winner != a.match.Me() {
		t.Fatalf("the win was not taken: %v\n%s", a.front.ID(), content(a))
	}
}

// The bell (b), off by default, rings (BEL) on the person's turn and on
// a claim offered; never when it is off.
func TestBell(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("hk", 42)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 80, 24)
	if a.sh.Settings.Bell {
		t.Fatal("the bell is on by default")
	}
	if !toMyTurn(t, a) {
		t.Fatal("the game ended")
	}
	_, cmd := a.Update(keyMsg("enter"))
	if rang(a, cmd) {
		t.Fatal("the bell rang while off")
	}
	if !toMyTurn(t, a) {
		t.Fatal("the game ended")
	}
	_, cmd = a.Update(keyMsg("b")) // on: rings at once, the person being asked
	if !rang(a, cmd) {
		t.Error("no bell when turned on at the person's turn")
	}
	_, cmd = a.Update(keyMsg("enter"))
	if !rang(a, cmd) {
		t.Error("no bell on the person's next turn")
	}
}

// rang runs cmd as drive does and reports whether a bell was written.
func rang(a *App, cmd tea.Cmd) bool {
	bell := false
	driveSeeing(a, cmd, func(m tea.RawMsg) { bell = bell || m.Msg == "\a" })
	return bell
}

// A practice game's mark ends with it: the next game dealt from the menu
// is played through until a move of it is taken back.
func TestPracticeEndsWithTheGame(t *testing.T) {
	soak.OneGoroutine(t)
	s := testSettings("family", 6)
	s.SkipMenu = true
	a := newTestApp(t, s, passBots, 80, 24)
	if !toMyTurn(t, a) {
		t.Fatal("the game ended")
	}
	press(a, "enter", "u")
	if !a.sh.Settings.Practice {
		t.Fatal("not a practice game after the take-back")
	}
	playUntil(t, a, func() bool { return a.front.ID() == sheet.StandingsID })
	press(a, "enter") // the menu
	press(a, "enter") // New game
	if a.match == nil || a.sh.Settings.Practice || strings.Contains(content(a), "practice") {
		t.Errorf("the next game is a practice game:\n%s", content(a))
	}
}
