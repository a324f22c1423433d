//go:build e2e

package e2e

import "testing"

// TestHongKongHand plays a whole hk hand by keys at 100x30 (the coach
// asked once), reads its score sheet, starts the next hand and leaves
// through the confirm dialog.
func TestHongKongHand(t *testing.T) {
	tx := newTmux(t)
	tm := startGame(tx, "hk", t.TempDir(), 100, 30, played("--rules", "hk", "--bots", "expert", "--seed", "42")...)
	tm.waitFor("Hong Kong · East round · Hand 1")
	s := tm.waitFor(yourTurn)
	// The hand is plain text: 13 or 14 tiles such as 5m, E, Rd.
	if !matches(handRowRe).MatchString(s) {
		tm.fatalf("no readable hand on the screen")
	}
	if !matches("#").MatchString(s) {
		tm.fatalf("the bots' tiles should be hidden (#)")
	}
	tm.send("c")
	tm.waitFor("Coach: ")
	tm.send("c")
	tm.playHand(gameExited)
	tm.waitFor("(Total|Drawn hand)")
	tm.waitFor("Player +Wind +Payment +Total")
	tm.send("Enter")
	tm.waitFor("Hand 2")
	tm.send("q")
	tm.waitFor(`Leave the game\?`)
	tm.send("y")
	tm.waitFor("mahjong exited with 0")
}

// TestFamilyOpenHand plays a whole family hand with every hand face up,
// to the final standings.
func TestFamilyOpenHand(t *testing.T) {
	tx := newTmux(t)
	tm := startGame(tx, "family", t.TempDir(), 100, 30, played("--rules", "family", "--open", "--seed", "7")...)
	tm.waitFor("Family · East round · Hand 1")
	s := tm.waitFor(yourTurn)
	if matches("#").MatchString(s) {
		tm.fatalf("open hands: no tile should be face down")
	}
	if !matches(`^ +W +Mei`).MatchString(s) {
		tm.fatalf("no seat across the table")
	}
	tm.playHand(gameExited)
	tm.send("Enter")
	tm.waitFor("Final standings")
	tm.send("q")
	tm.waitFor("mahjong exited with 0")
}
