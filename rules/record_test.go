package rules

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestActionNotation(t *testing.T) {
	cases := []struct {
		text string
		a    Action
	}{
		{"0 discard 5m", Action{Seat: 0, Kind: ActDiscard, Tile: 4}},
		{"3 declare 7z", Action{Seat: 3, Kind: ActDiscard, Tile: Red, Declare: true}},
		{"1 ckong 9s", Action{Seat: 1, Kind: ActConcealedKong, Tile: 26}},
		{"2 akong 1z", Action{Seat: 2, Kind: ActAddedKong, Tile: East}},
		{"1 win", Action{Seat: 1, Kind: ActWin, Tile: NoTile}},
		{"2 pass", Action{Seat: 2, Kind: ActPass, Tile: NoTile}},
		{"0 next", Action{Seat: 0, Kind: ActNextHand, Tile: NoTile}},
		{"1 chow 345m", Action{Seat: 1, Kind: ActChow, Tile: 2}},
		{"1 chow 3m0j5m", Action{Seat: 1, Kind: ActChow, Tile: 2, JokerMask: 2}},
		{"1 chow 0j45m", Action{Seat: 1, Kind: ActChow, Tile: 2, JokerMask: 1}},
		{"2 pung 777z", Action{Seat: 2, Kind: ActPung, Tile: Red}},
		{"2 pung 0j55p", Action{Seat: 2, Kind: ActPung, Tile: 13, JokerMask: 1}},
		{"3 kong 5555p", Action{Seat: 3, Kind: ActKong, Tile: 13}},
		{"3 kong 00j55p", Action{Seat: 3, Kind: ActKong, Tile: 13, JokerMask: 3}},
	}
	for _, c := range cases {
		a, err := ParseAction(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if a != c.a {
			t.Errorf("%q: parsed %+v, want %+v", c.text, a, c.a)
		}
		if s := c.a.String(); s != c.text {
			t.Errorf("%+v: written %q, want %q", c.a, s, c.text)
		}
	}
	for _, bad := range []string{"", "0", "4 win", "0 discard", "0 discard 5x", "0 win 5m", "1 chow 357m",
		"1 pung 345m", "1 kong 555m", "0 fly", "x pass", "0 chow 0j0j5m"} {
		var ae *ActionSyntaxError
		if _, err := ParseAction(bad); !errors.As(err, &ae) {
			t.Errorf("%q: want a syntax error, got %v", bad, err)
		}
	}
}

// playRandom plays n random legal actions (or until the game is over).
func playRandom(t testing.TB, g *Game, r *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		a := randomPolicy(r, allLegal(g))
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func TestRecordRoundTrip(t *testing.T) {
	jok, _ := ClassicVariant().With(MustParseOptions("jokers ready=off limit=1000 open"))
	pow, _ := Pow2Variant().With(MustParseOptions("min-points=3 dealer-stays"))
	hk, _ := HKVariant().With(MustParseOptions("seven-pairs ladder=half"))
	d := Seat(2)
	cfgs := []Config{
		{Variant: hk, Seed: 1},
		{Variant: jok, Seed: 2, FirstDealer: &d},
		{Variant: FamilyVariant(), Seed: 3},
		{Variant: pow, Seed: 4, FixedWall: &FixedWall{Draw: tilesOf(t, "1m 1m 2m 3z 5p"), Replacement: tilesOf(t, "9s 9p")}},
	}
	r := rand.New(rand.NewPCG(1, 1))
	for _, cfg := range cfgs {
		g, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, g, r, 400)
		text, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		g2, err := ParseGame(text, nil)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if g.StateText() != g2.StateText() {
			t.Fatalf("%s: replayed state differs", cfg.Variant.Name)
		}
		var g3 Game
		if err := g3.UnmarshalText(text); err != nil || g3.StateText() != g.StateText() {
			t.Fatalf("UnmarshalText: %v", err)
		}
		text2, _ := g2.MarshalText()
		if string(text2) != string(text) {
			t.Fatalf("record not stable:\n%s\n%s", text, text2)
		}
		if !strings.HasPrefix(string(text), "mahjong-record 1\n") {
			t.Fatalf("no version line:\n%s", text)
		}
	}
}

func TestRecordErrors(t *testing.T) {
	g, _ := NewGame(Config{Variant: HKVariant(), Seed: 9})
	r := rand.New(rand.NewPCG(2, 2))
	playRandom(t, g, r, 30)
	text, _ := g.MarshalText()
	lines := strings.Split(string(text), "\n")
	// Replace the first action by one the engine refuses: a seat out of turn.
	for i, l := range lines {
		if l == "actions" {
			a, _ := ParseAction(lines[i+1])
			a.Seat = a.Seat.Next()
			lines[i+1] = a.String()
			_, err := ParseGame([]byte(strings.Join(lines, "\n")), nil)
			var re *RecordError
			var ie *IllegalActionError
			if !errors.As(err, &re) || re.Line != i+2 || !errors.As(err, &ie) {
				t.Fatalf("want a record error on line %d, got %v", i+2, err)
			}
			break
		}
	}
	for _, bad := range []string{
		"mahjong-record 2\nvariant hk\nseed 1\nactions\n",
		"chess 1\n",
		"mahjong-record 1\nvariant go\nseed 1\nactions\n",
		"mahjong-record 1\nvariant hk\noptions jokers\nseed 1\nactions\n",
		"mahjong-record 1\nvariant hk\nseed x\nactions\n",
		"mahjong-record 1\nvariant hk\nseed 1\n",
		"mahjong-record 1\nvariant hk\nseed 1\nactions\n0 fly\n",
		"mahjong-record 1\nvariant hk\nseed 1\nwall 1m 1m 1m 1m 1m\nactions\n",
	} {
		var re *RecordError
		if _, err := ParseGame([]byte(bad), nil); !errors.As(err, &re) {
			t.Errorf("%q: want a record error, got %v", bad, err)
		}
	}
	// A variant that is not a predefined one with options cannot be written.
	v := HKVariant()
	v.Dice = 2
	g, err := NewGame(Config{Variant: v, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.MarshalText(); err == nil {
		t.Error("custom variant marshalled")
	}
}

func TestEventsJSON(t *testing.T) {
	jok, _ := ClassicVariant().With(MustParseOptions("jokers"))
	for _, v := range []Variant{HKVariant(), jok, FamilyVariant(), Pow2Variant()} {
		g, _ := NewGame(Config{Variant: v, Seed: 21, Scorer: payScorer{v.Forms}})
		r := rand.New(rand.NewPCG(5, 5))
		n := 0
		for !g.Over() && n < 3000 {
			evs, err := g.Apply(randomPolicy(r, allLegal(g)))
			if err != nil {
				t.Fatal(err)
			}
			n++
			for _, e := range evs {
				for _, x := range []Event{e, e.Redact(0)} {
					b, err := json.Marshal(x)
					if err != nil {
						t.Fatalf("%v: %v", x, err)
					}
					var y Event
					if err := json.Unmarshal(b, &y); err != nil {
						t.Fatalf("%s: %v", b, err)
					}
					if !reflect.DeepEqual(normEvent(x), normEvent(y)) {
						t.Fatalf("JSON round trip\n%+v\n%+v\n%s", x, y, b)
					}
					if x.String() == "" {
						t.Fatal("empty log line")
					}
				}
			}
		}
	}
}

// normEvent clears the differences JSON does not keep (nil and empty
// slices).
func normEvent(e Event) Event {
	e = e.Clone()
	if len(e.Tiles) == 0 {
		e.Tiles = nil
	}
	if len(e.Dice) == 0 {
		e.Dice = nil
	}
	if e.Result != nil {
		if len(e.Result.Score.Items) == 0 {
			e.Result.Score.Items = nil
		}
		if len(e.Result.Score.Decomposition.Groups) == 0 {
			e.Result.Score.Decomposition.Groups = nil
		}
		e.Result.Hand = cloneHandNorm(e.Result.Hand)
	}
	return e
}

func cloneHandNorm(h Hand) Hand {
	if len(h.Concealed) == 0 {
		h.Concealed = nil
	}
	if len(h.Melds) == 0 {
		h.Melds = nil
	}
	if len(h.Bonus) == 0 {
		h.Bonus = nil
	}
	return h
}

// A copy of a game kept elsewhere catches up with ActionsSince: applied
// in order, they bring it to the same state.
func TestActionsSince(t *testing.T) {
	g, err := NewGame(Config{Variant: HKVariant(), Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	copyOf, _ := NewGame(g.Config())
	r := rand.New(rand.NewPCG(2, 2))
	for step := 0; step < 6 && !g.Over(); step++ {
		playRandom(t, g, r, 30+step)
		since := g.ActionsSince(copyOf.NumActions())
		if len(since) != g.NumActions()-copyOf.NumActions() {
			t.Fatalf("%d actions since %d, game at %d", len(since), copyOf.NumActions(), g.NumActions())
		}
		for _, a := range since {
			if _, err := copyOf.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if copyOf.StateText() != g.StateText() {
			t.Fatalf("step %d: the copy differs", step)
		}
	}
	if g.ActionsSince(g.NumActions()) != nil || g.ActionsSince(-1) != nil {
		t.Error("actions since the end, or before the start")
	}
}
