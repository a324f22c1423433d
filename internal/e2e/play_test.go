//go:build e2e

package e2e

import (
	"strings"
	"time"
)

// What the table's screen says, as patterns.
const (
	yourTurn  = `^Your turn: discard a tile\.`
	aClaim    = `^(Claim .* from .*\?|Rob the kong)`
	winClaim  = `w Mah-Jong!|^(Claim .* from .*\?|Rob the kong).*Mah-Jong!`
	handOver  = `Drawn hand|Mah-Jong! (You win|.+ wins)`
	handRowRe = `^ +(\[?([1-9][mps]|[ESWN] |Wd|Gd|Rd)\]? +){10,}`
)

// myTurn waits until the person is asked to discard, passing claims.
func (tm *term) myTurn() {
	tm.t.Helper()
	turn, claim := matches(yourTurn), matches(aClaim)
	for end := time.Now().Add(*stepTimeout); time.Now().Before(end); {
		s := tm.screen()
		switch {
		case turn.MatchString(s):
			return
		case claim.MatchString(s):
			tm.send("p")
		default:
			time.Sleep(100 * time.Millisecond)
		}
	}
	tm.fatalf("not the person's turn after %v", *stepTimeout)
}

// handStep answers what the table asks: Mah-Jong when offered, pass
// other claims, discard the tile drawn. It reports true once the hand's
// result is shown; it fails when the screen matches exited (the program
// or the connection gone).
func (tm *term) handStep(exited string) bool {
	tm.t.Helper()
	s := tm.screen()
	switch {
	case matches(handOver).MatchString(s):
		return true
	case matches(exited).MatchString(s):
		tm.fatalf("the game exited during the hand")
	case matches(winClaim).MatchString(s):
		tm.send("w")
	case matches(aClaim).MatchString(s):
		tm.send("p")
	case matches(yourTurn).MatchString(s):
		tm.send("Enter")
	default:
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// playHand answers every question of the hand until its result.
func (tm *term) playHand(exited string) {
	tm.t.Helper()
	for end := time.Now().Add(*handTimeout); time.Now().Before(end); {
		if tm.handStep(exited) {
			return
		}
	}
	tm.fatalf("the hand did not end in %v", *handTimeout)
}

// handRow is the person's hand as the screen shows it (plain tiles): the
// last row that reads as one, or "".
func handRow(screen string) string {
	rx, row := matches(handRowRe), ""
	for _, l := range strings.Split(screen, "\n") {
		if rx.MatchString(l) {
			row = l
		}
	}
	return row
}
