//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// TestThreePlayers plays a whole family hand at a table of three with
// open hands (--players 3 --open), at 80x24 then 120x40, to its result
// and the final standings: the person takes 14 tiles and starts, the
// seat that plays next sits on the right (Lin, South), the one before on
// the left (Hao, West), the place across is shown empty, no fourth
// player is ever named and no tile is face down.
func TestThreePlayers(t *testing.T) {
	tx := newTmux(t)
	tm := startGame(tx, "three", t.TempDir(), 80, 24, played("--rules", "family", "--players", "3", "--open", "--seed", "7")...)
	tm.waitFor("Family · East round · Hand 1 · Dealer: You")
	tm.waitFor(yourTurn)
	s := tm.stable()
	threeSeats(tm, s)
	// The person took 14 tiles (the row above the digits that pick them)
	// and starts.
	hand := strings.NewReplacer("[", "", "]", "").Replace(rowAbove(s, `^ +1 +2 +3 +4`))
	if n := len(strings.Fields(hand)); n != 14 {
		tm.fatalf("the person does not hold 14 tiles (%d): %s", n, hand)
	}
	if matches("[2-8]m").MatchString(s) {
		tm.fatalf("a character 2-8 at a table of three")
	}
	tm.send("Enter")
	tm.waitFor(`^(Your turn: discard a tile\.|Claim )`)
	threeSeats(tm, tm.stable())

	// A larger terminal lays the same table out again.
	tm.resize(120, 40)
	tm.waitFor(`^ {50,}\(empty seat\)`)
	threeSeats(tm, tm.stable())

	tm.playHand(gameExited)
	if strings.Contains(tm.screen(), "Mei") {
		tm.fatalf("the result names a fourth player")
	}
	tm.send("Enter")
	if s := tm.waitFor("Final standings"); strings.Contains(s, "Mei") {
		tm.fatalf("the standings name a fourth player")
	}
	tm.send("q")
	tm.waitFor("mahjong exited with 0")
}

// threeSeats checks that the screen s is a table of three: the empty
// place across, Hao (West) on the left, Lin (South) on the right, nobody
// called Mei, no North seat, every tile face up.
func threeSeats(tm *term, s string) {
	tm.t.Helper()
	if rows := strings.Split(s, "\n"); len(rows) < 2 || !strings.Contains(rows[1], "(empty seat)") {
		tm.fatalf("no empty seat across the table")
	}
	if !matches(`^(  |> )W  Hao`).MatchString(s) {
		tm.fatalf("Hao (West) is not on the left")
	}
	if !matches(`(  |> )S  Lin( |$)`).MatchString(s) {
		tm.fatalf("Lin (South) is not on the right")
	}
	if strings.Contains(s, "Mei") {
		tm.fatalf("a fourth player is named")
	}
	if matches(`(  |> )N  [A-Z]`).MatchString(s) {
		tm.fatalf("a seat of North")
	}
	if strings.Contains(s, "#") {
		tm.fatalf("open hands: no tile should be face down")
	}
}

// rowAbove is the row of s just above the first that matches re (that
// row itself when it is the first; "" when none matches), as grep -B1
// | head -1 reads it.
func rowAbove(s, re string) string {
	rows, rx := strings.Split(s, "\n"), matches(re)
	for i, r := range rows {
		if rx.MatchString(r) {
			return rows[max(i-1, 0)]
		}
	}
	return ""
}
