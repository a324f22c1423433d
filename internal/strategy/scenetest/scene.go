package scenetest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// Tiles parses tiles in notation ("" is none).
func Tiles(t testing.TB, s string) []rules.Tile {
	t.Helper()
	if s == "" {
		return nil
	}
	ts, err := rules.ParseTiles(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return ts
}

// Tile parses one tile.
func Tile(t testing.TB, s string) rules.Tile { return Tiles(t, s)[0] }

// Pung returns a claimed pung of a tile.
func Pung(t testing.TB, s string) rules.Meld {
	return rules.Meld{Kind: rules.Pung, Tile: Tile(t, s), Open: true}
}

// Scene is a position set up by hand: seat 0 (East, the dealer, East
// round) holds Hand and, on its turn, drew Drawn.
type Scene struct {
	Variant rules.Variant // its name goes in the view
	Hand    string
	Drawn   string
	Left    int // tiles left in the wall (0: 70)
	// Discards of each seat, in notation; Melds of each seat (a claimed
	// meld comes from the seat before); Declared seats.
	Discards [rules.NumSeats]string
	Melds    [rules.NumSeats][]rules.Meld
	Declared [rules.NumSeats]bool
}

// Base returns seat 0's view of the scene, between turns.
func (sc Scene) Base(t testing.TB) rules.View {
	t.Helper()
	v := rules.View{Seat: 0, Variant: sc.Variant.Name, Dealer: 0, Prevailing: rules.WindEast,
		TilesLeft: sc.Left, Pending: rules.NoTile, PendingFrom: rules.NoSeat, SeatsInPlay: sc.Variant.Players}
	if v.TilesLeft == 0 {
		v.TilesLeft = 70
	}
	for s := range rules.Seat(rules.NumSeats) {
		p := rules.PlayerView{Seat: s, Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13 - 3*len(sc.Melds[s]),
			Declared: sc.Declared[s]}
		for _, x := range Tiles(t, sc.Discards[s]) {
			p.Discards = append(p.Discards, rules.Discard{Tile: x})
		}
		for _, m := range sc.Melds[s] {
			from := s.Prev()
			if !m.Open {
				from = rules.NoSeat
			}
			p.Melds = append(p.Melds, rules.ExposedMeld{Meld: m, From: from})
		}
		v.Players[s] = p
	}
	me := &v.Players[0]
	me.Concealed = Tiles(t, sc.Hand)
	slices.Sort(me.Concealed)
	me.ConcealedCount = len(me.Concealed)
	return v
}

// Turn is seat 0's turn: every tile held may be discarded.
func (sc Scene) Turn(t testing.TB) rules.View {
	t.Helper()
	v := sc.Base(t)
	v.Phase, v.Turn = rules.PhaseTurn, 0
	me := &v.Players[0]
	me.Drawn = Tile(t, sc.Drawn)
	me.ConcealedCount++
	held := append(slices.Clone(me.Concealed), me.Drawn)
	slices.Sort(held)
	for _, x := range slices.Compact(held) {
		v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActDiscard, Tile: x})
	}
	return v
}

// Claim offers seat 0 the discard x of seat from, with the claims given
// (and pass).
func (sc Scene) Claim(t testing.TB, x string, from rules.Seat, claims ...rules.Action) rules.View {
	t.Helper()
	v := sc.Base(t)
	v.Phase, v.Turn = rules.PhaseClaim, from
	v.Pending, v.PendingFrom = Tile(t, x), from
	p := &v.Players[from]
	p.Discards = append(p.Discards, rules.Discard{Tile: v.Pending})
	for _, a := range claims {
		a.Seat = 0
		v.Legal = append(v.Legal, a)
	}
	v.Legal = append(v.Legal, rules.Action{Seat: 0, Kind: rules.ActPass, Tile: rules.NoTile})
	return v
}

// OnlyTheView checks that the Go code (not the tests) of the current
// directory never names the game: it cannot reach anything but the View
// it is given. At least minFiles files must be read.
func OnlyTheView(t *testing.T, minFiles int) {
	t.Helper()
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		ast.Inspect(file, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "rules" {
				switch sel.Sel.Name {
				case "Game", "NewGame", "Config", "FixedWall", "ParseGame", "Event":
					t.Errorf("%s: uses rules.%s", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
	if checked < minFiles {
		t.Errorf("only %d files checked", checked)
	}
}
