package rules

import "fmt"

// DealWall returns the fixed wall that deals these hands under the
// variant's deal pattern: hands[i] goes to the seat i places after the
// dealer in turn order, the dealer's 14 tiles first (its last one is the
// tile it holds as drawn), then 13 each; at a table of three, hands[3]
// is empty. draws follow the deal on the live end; reps lie at the
// replacement end (none for a pile). A lesson or a test sets a table up
// with it (Config.FixedWall with Config.FirstDealer).
func DealWall(v Variant, hands [NumSeats][]Tile, draws, reps []Tile) (*FixedWall, error) {
	n := v.Players
	if n <= 0 || n > NumSeats {
		n = NumSeats
	}
	for i, h := range hands {
		want := 13 + b2i(i == 0)
		if i >= n {
			want = 0
		}
		if len(h) != want {
			return nil, &FixedWallError{fmt.Sprintf("hand %d has %d tiles, the deal gives %d", i, len(h), want)}
		}
	}
	var out []Tile
	var next [NumSeats]int
	take := func(i, n int) {
		out = append(out, hands[i][next[i]:next[i]+n]...)
		next[i] += n
	}
	for range v.DealBlockRounds {
		for i := range n {
			take(i, v.DealBlock)
		}
	}
	for i := range n {
		take(i, 1)
	}
	take(0, 1)
	out = append(out, draws...)
	return &FixedWall{Draw: out, Replacement: append([]Tile(nil), reps...)}, nil
}
