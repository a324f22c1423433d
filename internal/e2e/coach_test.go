//go:build e2e

package e2e

import (
	"testing"
	"time"
)

// TestCoachReadsOpenHands is the teaching table: a family hand with open
// hands (--open) at 100x30, where each opponent's line says what a
// teacher would: how far from ready, and when ready its waits. The hand
// is played by discarding the drawn tile and passing claims until an
// opponent's line reads "ready: waits ..." naming the tiles; then the
// game is left.
func TestCoachReadsOpenHands(t *testing.T) {
	tx := newTmux(t)
	tm := startGame(tx, "coach", t.TempDir(), 100, 30, played("--rules", "family", "--open", "--bots", "beginner", "--seed", "7")...)
	tm.waitFor("Family · East round · Hand 1")
	tm.waitFor("[0-9] tiles? from ready")

	waits := matches(`ready: waits( ([1-9][mps]|[ESWN]|Wd|Gd|Rd))+`)
	ended := matches(`Drawn hand|Mah-Jong! (You win|[A-Z][a-z]+ wins)`)
	throw, claim, turn := matches(`throw the win away\?`), matches(aClaim), matches(yourTurn)
	found := ""
	for end := time.Now().Add(*handTimeout); found == "" && time.Now().Before(end); {
		s := tm.screen()
		switch {
		case waits.MatchString(s):
			found = waits.FindString(s)
		case ended.MatchString(s):
			tm.fatalf("the hand ended before any opponent was ready")
		case throw.MatchString(s):
			tm.send("w")
		case claim.MatchString(s):
			tm.send("p")
		case turn.MatchString(s):
			tm.send("Enter")
		default:
			time.Sleep(100 * time.Millisecond)
		}
	}
	if found == "" {
		tm.fatalf("no opponent's line said its waits in %v", *handTimeout)
	}
	t.Logf("an opponent's line reads %q", found)
	tm.send("q")
	tm.waitFor(`Leave the game\?`)
	tm.send("y")
	tm.waitFor("mahjong exited with 0")
}
