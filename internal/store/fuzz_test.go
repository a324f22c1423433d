package store

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// FuzzUnmarshal feeds the save reader arbitrary bytes: it never panics,
// and it either loads a game whose save reads back to the same state or
// returns an *Error naming the file.
func FuzzUnmarshal(f *testing.F) {
	good := validSave(f)
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte(`{"format":1,"app":"mahjong","rules":"family","options":"","seed":1,"bots":["club","club","club"],"human_seat":0,"actions":["0 discard 1m"]}`))
	f.Add([]byte(`{"format":1,"app":"mahjong","rules":"classic","options":"jokers","seed":18446744073709551615,"first_dealer":2,"wall":"0j 0j","bots":["beginner","club","expert"],"human_seat":3,"actions":[]}`))
	f.Add([]byte(`{"format":2}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(``))
	for _, c := range corruptCases(f) {
		if len(c.data) < 64<<10 {
			f.Add(c.data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sv, err := Unmarshal("fuzz.json", data)
		if err != nil {
			var se *Error
			if !errors.As(err, &se) || se.File != "fuzz.json" || !strings.HasPrefix(se.Key, "store.error.") {
				t.Fatalf("not an *Error: %#v", err)
			}
			_ = se.Message(english)
			return
		}
		out, err := Marshal(sv)
		if err != nil {
			t.Fatalf("a loaded game does not save: %v", err)
		}
		back, err := Unmarshal("again.json", out)
		if err != nil {
			t.Fatalf("a saved game does not load: %v", err)
		}
		if back.Game.StateText() != sv.Game.StateText() {
			t.Fatal("state changed through a save")
		}
	})
}

// FuzzParseHistory: arbitrary history bytes never panic, and every entry
// returned is a valid one.
func FuzzParseHistory(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"g","rules":"hk","hand":0,"seat_wind":"E","outcome":"drawn","delta":0}` + "\n"))
	f.Add([]byte(`{"format":1,"game":"g","rules":"hk","hand":0,"outcome":"self_drawn","win":{"total":3}}` + "\n{\"form"))
	f.Add([]byte("\n\n\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		es, _, err := ParseHistory("h", bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			if !e.Outcome.valid() || e.Game == "" || e.Format != HistoryFormat || e.Outcome.Won() && e.Win == nil {
				t.Fatalf("invalid entry %+v", e)
			}
		}
		_ = Compute(es)
	})
}

// A quick pass over random mutations of a good save, run with the tests
// (the fuzz targets run longer with make fuzz).
func TestRandomMutationsNoPanic(t *testing.T) {
	good := validSave(t)
	r := rand.New(rand.NewPCG(5, 6))
	loaded, n := 0, soak.Size(1000, 30000)
	for range n {
		data := append([]byte{}, good...)
		for range 1 + r.IntN(4) {
			i := r.IntN(len(data))
			switch r.IntN(3) {
			case 0:
				data[i] = byte(r.IntN(256))
			case 1:
				data = append(data[:i], data[i+1:]...)
			default:
				data = append(data[:i], append([]byte{"0123456789\",:[]{} nm"[r.IntN(20)]}, data[i:]...)...)
			}
		}
		sv, err := Unmarshal("m.json", data)
		var se *Error
		switch {
		case err == nil:
			loaded++
			if sv.Game == nil || sv.Game.Variant().Name == "" {
				t.Fatal("loaded without a game")
			}
		case !errors.As(err, &se):
			t.Fatalf("not an *Error: %v", err)
		}
	}
	t.Logf("%d of %d mutations still loaded", loaded, n)
}
