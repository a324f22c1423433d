package serve

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// Nothing hidden leaks. A family hand on a fixed wall: alice (seat 0,
// the dealer) is dealt the four red dragons, bob (seat 1) the four green
// ones, so that neither tile can ever be seen by anyone else while the
// hand is played (each only discards the tile drawn and passes every
// claim: the dragons never leave their hands). Both play by keys over
// real SSH sessions in the letters tile style, which makes every tile
// greppable in what a session is sent (Rd, Gd); carol watches. Until the
// hand ends (the result shows every hand), bob's and carol's screens
// never receive Rd, alice's and carol's never Gd; alice's does show her
// Rd, bob's his Gd (the check can fail).
func TestNothingHiddenLeaks(t *testing.T) {
	s, addr, logs := startServer(t, t.TempDir(), nil)
	rd, _ := rules.ParseTile("Rd")
	gd, _ := rules.ParseTile("Gd")
	if rd == rules.NoTile || gd == rules.NoTile {
		rd, gd = mustTiles(t, "7z")[0], mustTiles(t, "6z")[0]
	}
	s.newGame = func(c rules.Config) (*rules.Game, error) {
		c.FixedWall = &rules.FixedWall{Draw: []rules.Tile{rd, rd, rd, rd, gd, gd, gd, gd}}
		return rules.NewGame(c)
	}
	alice := open(t, dial(t, addr, "alice", newKey(t)), false, "new family --tiles letters --lang en")
	alice.waitFor(t, "start the game")
	code := s.hall.all()[0].code
	bob := open(t, dial(t, addr, "bob", newKey(t)), false, code+" --tiles letters --lang en")
	bob.waitFor(t, "Seat 2")
	carol := open(t, dial(t, addr, "carol", nil), false, "--tiles letters --lang en")
	carol.waitFor(t, code)
	r, _ := s.hall.find(code)
	if _, err := carol.keys.Write([]byte("w")); err != nil {
		t.Fatal(err)
	}
	carol.waitFor(t, "1 watching")

	// The moment the hand ends, the bytes each screen had received: only
	// those are checked (the result that follows shows every hand).
	var mu sync.Mutex
	var seen map[*term]int
	s.applied = func(_ *room, g *rules.Game) {
		if p := g.Phase(); (p == rules.PhaseHandOver || p == rules.PhaseGameOver) && seen == nil {
			mu.Lock()
			seen = map[*term]int{alice: alice.out.Len(), bob: bob.out.Len(), carol: carol.out.Len()}
			mu.Unlock()
		}
	}
	if _, err := alice.keys.Write([]byte("s")); err != nil {
		t.Fatal(err)
	}
	alice.waitFor(t, "Hand 1")
	// Play by keys: whoever the table asks discards the tile drawn
	// (Enter) or passes a claim (p).
	deadline := time.Now().Add(60 * time.Second)
	for {
		mu.Lock()
		over := seen != nil
		mu.Unlock()
		if over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the hand did not end")
		}
		for _, d := range r.t.Decisions() {
			who := map[rules.Seat]*term{0: alice, 1: bob}[d.Seat]
			if who == nil {
				continue
			}
			k := "p"
			if d.View.Phase == rules.PhaseTurn {
				k = "\r"
			}
			if _, err := who.keys.Write([]byte(k)); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(30 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	check := func(name string, tm *term, mustNot, must string) {
		shown := tm.out.Bytes()[:seen[tm]]
		if i := bytes.Index(shown, []byte(mustNot)); i >= 0 {
			t.Errorf("%s's screen was sent %s, a tile another seat hides, at byte %d: %q", name, mustNot, i,
				shown[max(0, i-200):min(len(shown), i+50)])
		}
		if must != "" && !bytes.Contains(shown, []byte(must)) {
			t.Errorf("%s's screen never showed %s, in their own hand", name, must)
		}
	}
	check("bob", bob, "Rd", "Gd")
	check("alice", alice, "Gd", "Rd")
	check("carol", carol, "Rd", "")
	check("carol", carol, "Gd", "")
	if !strings.Contains(logs.String(), "msg=start table="+code) {
		t.Fatalf("log:\n%s", logs)
	}
}

func mustTiles(t *testing.T, s string) []rules.Tile {
	t.Helper()
	ts, err := rules.ParseTiles(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}
