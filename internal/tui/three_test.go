package tui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// threeVariant is a rule set's three-player game.
func threeVariant(t *testing.T, name string) rules.Variant {
	t.Helper()
	v, err := rules.NewVariant(name, rules.MustParseOptions("players=3"))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// threeSettings are testSettings for a three-player game.
func threeSettings(rulesName string, seed uint64) Settings {
	s := testSettings(rulesName, seed)
	s.Options = rules.MustParseOptions("players=3")
	return s
}

// threeClaimGame deals a three-player hk hand turned k seats on: the
// dealer (at k = 0 seat 2, the seat before seat 0) discards 5s first and
// seat 0 holds 3s 4s 6s: two chows. No hand holds a flower or a North,
// so the deal is exactly this one.
func threeClaimGame(t *testing.T, k rules.Seat) *rules.Game {
	t.Helper()
	hands := [3]string{
		0: "3s4s6s 123p 789p 11m 9m 6z",
		1: "99m 2p 4p 6p 8p 1s 9s 2z 3z 6z 77z",
		2: "111z 222z 333z 99p 1s 5z 5s",
	}
	turned := make([]string, 3)
	for s, h := range hands {
		turned[(rules.Seat(s)+k)%3] = h
	}
	dealer := (2 + k) % 3
	g, err := rules.NewGame(rules.Config{Variant: threeVariant(t, "hk"), Seed: 5, FirstDealer: &dealer,
		FixedWall: dealWallOf(t, dealer, turned, "")})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The person may sit at any of the three seats: with the person at seat
// k of the game turned k seats on, every screen of a whole hand, to its
// score sheet, is the one the person at seat 0 sees (the same names,
// winds, discards, calls and log), at both sizes, the large one with the
// coach on. No bot is asked for the person's seat or the empty seat.
func TestThreePersonAtAnySeat(t *testing.T) {
	soak.OneGoroutine(t)
	for _, size := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		play := func(me rules.Seat) (*App, *seatBots) {
			sb := &seatBots{asked: map[rules.Seat]int{}}
			s := threeSettings("hk", 5)
			s.Tiles, s.Seat = TilesLetters, me
			a := newTestApp(t, s, sb.factory, size.w, size.h)
			drive(a, a.StartWith(threeClaimGame(t, me), s))
			if size.w > 100 {
				press(a, "c")
			}
			return a, sb
		}
		a, _ := play(0)
		ref := recordHand(t, a, fmt.Sprintf("%dx%d, person at seat 0", size.w, size.h)) // played once a size
		for _, k := range []rules.Seat{1, 2} {
			b, sb := play(k)
			if b.match.Me() != k || b.match.View().Seat != k {
				t.Fatalf("the person sits at %d", b.match.Me())
			}
			screens := matchHand(t, ref, b, fmt.Sprintf("%dx%d, person at seat %d", size.w, size.h, k))
			if sb.asked[k] != 0 || sb.asked[3] != 0 || sb.asked[(k+1)%3] == 0 || sb.asked[(k+2)%3] == 0 {
				t.Errorf("person at %d: bots asked by seat: %v", k, sb.asked)
			}
			t.Logf("%dx%d, person at %d: %d screens, bots %v", size.w, size.h, k, screens, sb.asked)
			if screens < 10 {
				t.Errorf("only %d screens:\n%s", screens, content(a))
			}
		}
	}
}

// At a table of three the person is at the bottom, the seat that plays
// next on the right (Lin), the one before on the left (Hao), and the
// place across says it is empty: no screen of a whole hand (the log of
// the large table included) names a fourth player or shows a North seat,
// whichever seat the person takes; the score sheet lists three seats.
func TestThreeLayout(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range []string{"en", "fr"} {
		for me := range rules.Seat(3) {
			s := threeSettings("hk", 11)
			s.Seat, s.Tiles, s.Lang, s.SkipMenu = me, TilesLetters, lang, true
			a := newTestApp(t, s, passBots, 120, 40)
			press(a, "c")
			cat := a.sh.Cat
			empty, across := cat.T("table.empty_seat"), cat.T("seat.name2")
			right, left := cat.T("seat.name1"), cat.T("seat.name3")
			screens := 0
			for ; screens < 400 && a.front.ID() == play.ID; screens++ {
				frame := content(a) // drawn once a screen
				lines := strings.Split(frame, "\n")
				if !strings.Contains(lines[1], empty) {
					t.Fatalf("%s seat %d: no empty seat across:\n%s", lang, me, frame)
				}
				if strings.Contains(frame, across) {
					t.Fatalf("%s seat %d: the empty seat is named %q:\n%s", lang, me, across, frame)
				}
				v := a.match.View()
				// The seats' headers: the left one starts the line, the
				// right one is at the right edge's block.
				rightWind := cat.T("wind.short."+v.Players[(me+1)%3].Wind.String()) + "  " + right
				leftWind := cat.T("wind.short."+v.Players[(me+2)%3].Wind.String()) + "  " + left
				if !strings.Contains(lines[2][len(lines[2])-30:], rightWind) || !strings.HasPrefix(lines[2][2:], leftWind) {
					t.Fatalf("%s seat %d: want %q on the left and %q on the right:\n%s", lang, me, leftWind, rightWind, frame)
				}
				switch {
				case play.ClaimWindow(v):
					press(a, "p")
				case play.MyTurn(v):
					press(a, "enter")
				default:
					t.Fatalf("screen %d: nothing to play", screens)
				}
			}
			if a.front.ID() != sheet.ID {
				t.Fatalf("%s seat %d: screen %v after %d screens", lang, me, a.front.ID(), screens)
			}
			sheet := content(a)
			rows := 0
			for _, n := range []string{cat.T("seat.you"), right, left} {
				if strings.Contains(sheet, n) {
					rows++
				}
			}
			if rows != 3 || strings.Contains(sheet, across) || strings.Contains(sheet, cat.T("wind.N")) {
				t.Errorf("%s seat %d: the sheet does not list the three seats:\n%s", lang, me, sheet)
			}
		}
	}
}

// The family game of three: the person takes 14 tiles and starts,
// whichever seat the person takes.
func TestThreeFamilyPersonStarts(t *testing.T) {
	soak.OneGoroutine(t)
	for me := range rules.Seat(3) {
		s := threeSettings("family", 3)
		s.SkipMenu, s.Seat = true, me
		a := newTestApp(t, s, passBots, 80, 24)
		v := a.match.View()
		if v.SeatsInPlay != 3 || v.Dealer != me || v.Turn != me || !play.MyTurn(v) || v.Players[me].ConcealedCount != 14 {
			t.Errorf("seat %d: %d seats, dealer %d, turn %d, %d tiles", me, v.SeatsInPlay, v.Dealer, v.Turn, v.Players[me].ConcealedCount)
		}
	}
	// A seat a table of three does not play (kept from a game of four)
	// gives the person seat 0.
	s := threeSettings("family", 3)
	s.SkipMenu, s.Seat = true, 3
	a := newTestApp(t, s, passBots, 80, 24)
	if me := a.match.Me(); me != 0 || a.match.View().Dealer != 0 {
		t.Errorf("person at %d, dealer %d", me, a.match.View().Dealer)
	}
}

// A three-player hk hand in progress, in English and French, at 80x24
// and 120x40 (the large one with the coach on): the person at the
// bottom, the seats in play on the sides, the empty seat across.
func TestGoldenThree(t *testing.T) {
	soak.OneGoroutine(t)
	for _, c := range []struct {
		name, lang string
		w, h       int
		coach      bool
	}{{"en_80x24", "en", 80, 24, false}, {"en_120x40", "en", 120, 40, true},
		{"fr_80x24", "fr", 80, 24, false}, {"fr_120x40", "fr", 120, 40, true}} {
		t.Run(c.name, func(t *testing.T) {
			s := threeSettings("hk", 42)
			s.SkipMenu, s.Lang = true, c.lang
			a := newTestApp(t, s, passBots, c.w, c.h)
			playTurns(t, a, 6)
			if c.coach {
				press(a, "c")
			}
			requireGolden(t, a)
		})
	}
}

// threeWinGame deals a three-player hk hand the person (dealer, East)
// wins by drawing 9m: 123p 456p 789p, an East pung and 9m, waiting on the
// pair, with a North set aside at the deal.
func threeWinGame(t *testing.T) *rules.Game {
	t.Helper()
	dealer := rules.Seat(0)
	wall := dealWallOf(t, dealer, []string{
		0: "123p 456p 789p 111z 9m 4z",
		1: "11p 2p 4p 6p 8p 1s 3s 5s 7s 9s 2z 3z",
		2: "2p 3p 7p 9p 2s 4s 6s 8s 55z 6z 7z 3z",
	}, "2s 3s 9m")
	wall.Replacement = []rules.Tile{tileOf(t, "5s")}
	g, err := rules.NewGame(rules.Config{Variant: threeVariant(t, "hk"), Seed: 9, FirstDealer: &dealer, FixedWall: wall})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The score sheet of a three-player hk hand, in English and French: the
// North set aside scored as a bonus tile, a self-drawn win paid by the
// two other seats, three seats listed.
func TestGoldenThreeSheet(t *testing.T) {
	soak.OneGoroutine(t)
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			s := threeSettings("hk", 9)
			s.Lang = lang
			a := newTestApp(t, s, passBots, 80, 24)
			drive(a, a.StartWith(threeWinGame(t), s))
			if b := a.match.View().Players[0].Bonus; len(b) != 1 || b[0] != rules.North {
				t.Fatalf("bonus tiles %v, want the North", b)
			}
			press(a, "enter") // discard 5s, the replacement drawn
			v := a.match.View()
			if !play.MyTurn(v) || v.Players[0].Drawn != tileOf(t, "9m") {
				t.Fatalf("the person has not drawn 9m: phase %v turn %d legal %v", v.Phase, v.Turn, v.Legal)
			}
			press(a, "w")
			if a.front.ID() != sheet.ID {
				t.Fatalf("screen %v, want the score sheet", a.front.ID())
			}
			r := a.match.View().Result
			if r == nil || r.Winner != 0 || r.From != rules.NoSeat || r.Payments[3] != 0 || r.Payments[1] >= 0 || r.Payments[2] >= 0 {
				t.Fatalf("result %+v", r)
			}
			requireGolden(t, a)
		})
	}
}

// tileOf reads a tile.
func tileOf(t *testing.T, s string) rules.Tile {
	t.Helper()
	tile, err := rules.ParseTile(s)
	if err != nil {
		t.Fatal(err)
	}
	return tile
}

// The standings of a whole three-player hk game (the coach's moves at
// every seat, played at a table) rank the three seats in play, and name
// nobody at the empty seat.
func TestThreeStandings(t *testing.T) {
	soak.OneGoroutine(t)
	g, err := rules.NewGame(rules.Config{Variant: threeVariant(t, "hk"), Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	var seats [rules.NumSeats]table.Participant
	for s := range 3 {
		seats[s] = table.Choose(coachBot{g.Variant()})
	}
	if err := table.New(g, seats, table.Options{}).Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.HandNumber() < 3 {
		t.Fatalf("the game is not over, or too short: %d hands", g.HandNumber()+1)
	}
	t.Logf("%d hands", g.HandNumber()+1)
	for _, lang := range []string{"en", "fr"} {
		s := threeSettings("hk", 21)
		s.Lang, s.Tiles = lang, TilesLetters
		a := newTestApp(t, s, passBots, 80, 24)
		drive(a, a.StartWith(g, s))
		if a.front.ID() == sheet.ID {
			press(a, "enter")
		}
		if a.front.ID() != sheet.StandingsID {
			t.Fatalf("screen %v, not the standings", a.front.ID())
		}
		cat, text := a.sh.Cat, content(a)
		var names []string
		for _, line := range strings.Split(text, "\n") {
			// The ranking's rows: rank, name, wind, total, then the
			// chart beside them (its axis).
			rank, _, chart := strings.Cut(line, "|")
			f := strings.Fields(rank)
			if chart && len(f) >= 4 && (f[0] == "1" || f[0] == "2" || f[0] == "3" || f[0] == "4") {
				names = append(names, f[1], f[2])
			}
		}
		want := []string{cat.T("seat.you"), cat.T("seat.name1"), cat.T("seat.name3"), cat.T("wind.E"), cat.T("wind.S"), cat.T("wind.W")}
		slices.Sort(names)
		slices.Sort(want)
		if !slices.Equal(names, want) {
			t.Errorf("%s: the standings list %v, want %v:\n%s", lang, names, want, text)
		}
	}
}

// The replay of a three-player game shows the table of three at every
// step, every hand face up: the empty seat across, never named.
func TestThreeReplay(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: threeVariant(t, "classic"), Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	var seats [rules.NumSeats]table.Participant
	for s := range 3 {
		seats[s] = table.Choose(coachBot{g.Variant()})
	}
	tb := table.New(g, seats, table.Options{})
	for range 3 {
		if err := tb.PlayHand(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := tb.NextHand(0); err != nil {
			t.Fatal(err)
		}
	}
	r := newTestReplay(t, g, TilesLetters, 100, 30)
	cat := r.sh.Cat
	tables := 0
	for k := 0; k <= viewer(r).Positions(); k += 7 {
		viewer(r).GoTo(r.sh, k)
		text := content(r)
		if strings.Contains(text, cat.T("seat.name2")) {
			t.Fatalf("position %d names the empty seat:\n%s", k, text)
		}
		if strings.Contains(text, cat.T("replay.bar")) {
			tables++
			if lines := strings.Split(text, "\n"); !strings.Contains(lines[1], cat.T("table.empty_seat")) {
				t.Fatalf("position %d: no empty seat across:\n%s", k, text)
			}
		}
	}
	t.Logf("%d positions, %d hands", viewer(r).Positions(), g.HandNumber()+1)
	if tables < 10 {
		t.Errorf("%d table positions seen", tables)
	}
}

// A served table of three: the empty seat is nobody's (NewSession
// refuses it), and a spectator whose viewpoint is that seat watches from
// seat 0.
func TestThreeServedSeats(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: threeVariant(t, "hk"), Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(g, [rules.NumSeats]table.Participant{}, table.Options{})
	if _, err := NewSession(testSettings("hk", 1), SessionOptions{Table: tb, Seat: 3}); err == nil {
		t.Error("a session at the empty seat")
	}
	s := testSettings("hk", 1)
	s.Seat = 3
	sess, err := NewSession(s, SessionOptions{Table: tb, Seat: rules.NoSeat})
	if err != nil {
		t.Fatal(err)
	}
	app := sess.Model().(*App)
	app.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := app.match.View(); v.Seat != 0 || !strings.Contains(content(app), "(empty seat)") {
		t.Errorf("spectator's viewpoint %d:\n%s", v.Seat, content(app))
	}
	sess.Close()
}
