package rules

import (
	"encoding/binary"
	"errors"
	"slices"
	"testing"
)

// FuzzApply decodes bytes into a game and a sequence of choices among
// legal and illegal actions: the engine must never panic, must keep its
// invariants, and must refuse an illegal action without changing state.
//
// Byte 0 picks the variant (with options), bytes 1-8 the seed; then each
// byte < 0xC0 picks the legal action at that index (modulo), and a byte
// >= 0xC0 makes an action from the next three bytes (seat, kind, tile,
// flags), legal or not.
func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add([]byte{1, 2, 0, 0, 0, 0, 0, 0, 0, 0xC0, 0, 1, 4, 0xFF, 3, 3, 3, 0, 0, 0, 0})
	f.Add([]byte{2, 3, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5})
	f.Add([]byte{3, 4, 0, 0, 0, 0, 0, 0, 0, 0xC1, 1, 6, 13, 7, 7, 7, 7, 7, 7})
	f.Add([]byte{4, 5, 0, 0, 0, 0, 0, 0, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0xEE, 2, 2, 2})
	f.Add([]byte{8, 6, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0xC3, 3, 5, 1})
	f.Add([]byte{9, 7, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0xD0, 2, 6, 30})
	f.Add([]byte{10, 8, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1})
	f.Add([]byte{11, 9, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3})
	jok, _ := ClassicVariant().With(MustParseOptions("jokers ready=off"))
	open, _ := FamilyVariant().With(MustParseOptions("open"))
	stays, _ := Pow2Variant().With(MustParseOptions("dealer-stays"))
	seven, _ := HKVariant().With(MustParseOptions("seven-pairs"))
	// Three players (RULES.md): each rule set that has it.
	hk3, _ := HKVariant().With(MustParseOptions("players=3 seven-pairs"))
	classic3, _ := ClassicVariant().With(MustParseOptions("players=3"))
	jok3, _ := ClassicVariant().With(MustParseOptions("players=3 jokers"))
	family3, _ := FamilyVariant().With(MustParseOptions("players=3 open"))
	variants := []Variant{HKVariant(), ClassicVariant(), FamilyVariant(), Pow2Variant(), jok, open, stays, seven,
		hk3, classic3, jok3, family3}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		v := variants[int(data[0])%len(variants)]
		g, err := NewGame(Config{Variant: v, Seed: binary.LittleEndian.Uint64(data[1:9])})
		if err != nil {
			t.Fatal(err)
		}
		checkGame(t, g)
		data = data[9:]
		for len(data) > 0 && !g.Over() {
			b := data[0]
			data = data[1:]
			legal := allLegal(g)
			var a Action
			if b < 0xC0 || len(data) < 3 {
				if len(legal) == 0 {
					t.Fatalf("nobody can act\n%s", g.StateText())
				}
				a = legal[int(b)%len(legal)]
			} else {
				x, y, z := data[0], data[1], data[2]
				data = data[3:]
				a = Action{Seat: Seat(x % 5), Kind: ActionKind(y % 11), Tile: Tile(z % 45),
					Declare: x&0x80 != 0, JokerMask: (y >> 4) & 7}
				if a.Tile == 44 {
					a.Tile = NoTile
				}
			}
			isLegal := a.Seat < NumSeats && slices.Contains(g.LegalActions(a.Seat), a.Normalized())
			before := ""
			if !isLegal {
				before = string(g.snapshot(nil))
			}
			_, err := g.Apply(a)
			if isLegal {
				if err != nil {
					t.Fatalf("legal %s refused: %v", a, err)
				}
			} else {
				var ie *IllegalActionError
				if !errors.As(err, &ie) {
					t.Fatalf("illegal %+v accepted: %v", a, err)
				}
				if string(g.snapshot(nil)) != before {
					t.Fatalf("refused %s changed the state", a)
				}
			}
			checkGame(t, g)
		}
	})
}
