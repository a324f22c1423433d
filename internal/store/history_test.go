package store

import (
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/rules"
)

// playedGame plays a game of the variant to its end, or for at most
// limit actions, calling HandOver after every action as the interface
// does after each hand (and sometimes twice).
func playedGame(t *testing.T, st *Store, name string, seed uint64, limit int) *Saved {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 99))
	g := randomGame(t, name, r)
	sv := &Saved{Game: g, Meta: randomMeta(g, r)}
	for range limit {
		a, ok := greedyStep(g, r)
		if !ok {
			break
		}
		evs, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Kind == rules.EvWin || e.Kind == rules.EvDrawnHand {
				for range 1 + r.IntN(2) {
					if err := st.HandOver(sv, t0); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	return sv
}

// The history written hand by hand is the game's hands (GameEntries
// computes the same from the actions); the person's deltas add up to the
// final score; seen from each of the four seats, every hand has one
// winner (or none when drawn) and the deltas are the payments.
func TestHistoryMatchesGames(t *testing.T) {
	st := testStore(t)
	var all []HandEntry
	wins := 0
	for i, name := range []string{rules.VariantPow2, rules.VariantClassic, rules.VariantHK, rules.VariantFamily, rules.VariantPow2} {
		sv := playedGame(t, st, name, uint64(i), 1500)
		entries, err := GameEntries(sv)
		if err != nil {
			t.Fatal(err)
		}
		// Every hand started has an entry, the one in play excepted.
		if want := sv.Game.HandNumber() + btoi(sv.Game.Result() != nil); len(entries) != want {
			t.Errorf("%s: %d entries for %d hands over", name, len(entries), want)
		}
		sum := 0
		for h, e := range entries {
			if e.Hand != h || e.Game != sv.ID || e.Rules != name || e.Format != HistoryFormat {
				t.Errorf("%s: entry %d: %+v", name, h, e)
			}
			sum += e.Delta
			if e.Outcome.Won() {
				wins++
				if e.Win == nil || e.Win.Hand == "" || e.Win.Unit == "" {
					t.Errorf("%s: a win without its score: %+v", name, e)
				}
				if name != rules.VariantFamily && len(e.Win.Items) == 0 {
					t.Errorf("%s: a win without score items", name)
				}
			} else if e.Win != nil {
				t.Errorf("%s: a score on a hand not won: %+v", name, e)
			}
		}
		if want := sv.Game.Scores()[sv.HumanSeat]; sum != want {
			t.Errorf("%s: deltas add to %d, score %d", name, sum, want)
		}
		// Seen from every seat.
		var bySeat [rules.NumSeats][]HandEntry
		for s := range rules.Seat(rules.NumSeats) {
			other := &Saved{Game: sv.Game, Meta: sv.Meta}
			other.HumanSeat = s
			if bySeat[s], err = GameEntries(other); err != nil {
				t.Fatal(err)
			}
		}
		for h := range entries {
			winners, dealtIn, drawn, pay := 0, 0, 0, 0
			for s := range rules.Seat(rules.NumSeats) {
				e := bySeat[s][h]
				pay += e.Delta
				switch {
				case e.Outcome.Won():
					winners++
				case e.Outcome == DealtIn:
					dealtIn++
				case e.Outcome == Drawn:
					drawn++
				}
			}
			if drawn != 0 && (drawn != 4 || pay != 0) || drawn == 0 && (winners != 1 || dealtIn > 1) {
				t.Errorf("%s hand %d: %d winners, %d dealt in, %d drawn, payments %d", name, h, winners, dealtIn, drawn, pay)
			}
			if name != rules.VariantClassic && pay != 0 {
				t.Errorf("%s hand %d: payments add to %d", name, h, pay)
			}
		}
		all = append(all, entries...)
	}
	if wins == 0 {
		t.Error("the person never won: the test proves little")
	}
	got, warns, err := st.ReadHistory()
	if err != nil || len(warns) != 0 {
		t.Fatal(err, warns)
	}
	// HandOver was called once or twice a hand: the same hands, counted
	// once.
	for i := range got {
		if !got[i].At.Equal(t0) {
			t.Fatalf("line %d at %v", i, got[i].At)
		}
		got[i].At = time.Time{}
	}
	if !reflect.DeepEqual(Compute(got), Compute(all)) {
		t.Errorf("history stats\n%+v\ngame stats\n%+v", Compute(got), Compute(all))
	}
	if len(got) <= len(all) {
		t.Errorf("%d lines for %d hands: no hand was recorded twice", len(got), len(all))
	}
	t.Logf("%d hands, %d won", len(all), wins)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A cut-off last line (a crash while appending) is skipped with a
// warning, and the next append starts a line of its own; damaged lines,
// lines of a later format and overlong lines are skipped the same way.
func TestHistoryDamagedLines(t *testing.T) {
	st := testStore(t)
	e := HandEntry{Game: "g1", Rules: "hk", Hand: 0, Wind: "E", Outcome: Drawn, At: t0}
	if err := st.AppendHand(e); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(st.HistoryPath(), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"format":1,"game":"g1","rules":"hk","hand":1,"outc`)
	f.Close()
	got, warns, err := st.ReadHistory()
	if err != nil || len(got) != 1 || len(warns) != 1 || warns[0].Key != "store.warning.truncated_line" || warns[0].Line != 2 {
		t.Fatalf("got %v %v %v", got, warns, err)
	}
	e.Hand = 1
	if err := st.AppendHand(e); err != nil {
		t.Fatal(err)
	}
	f, _ = os.OpenFile(st.HistoryPath(), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("not json\n\n")
	f.WriteString(`{"format":2,"game":"g1","rules":"hk","hand":5,"outcome":"drawn","new":[1]}` + "\n")
	f.WriteString(`{"format":1,"game":"g1","rules":"hk","hand":6,"outcome":"vanished"}` + "\n")
	f.WriteString(`{"format":1,"game":"g1","rules":"hk","hand":7,"outcome":"self_drawn"}` + "\n")
	f.WriteString(`{"format":1,"game":"` + strings.Repeat("x", maxHistoryLine) + `"}` + "\n")
	f.Close()
	e.Hand = 2
	if err := st.AppendHand(e); err != nil {
		t.Fatal(err)
	}
	got, warns, err = st.ReadHistory()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Hand != 0 || got[1].Hand != 1 || got[2].Hand != 2 {
		t.Errorf("entries %+v", got)
	}
	var keys []string
	for _, w := range warns {
		keys = append(keys, w.Key[len("store.warning."):]+":"+itoa(w.Line))
	}
	want := "bad_line:2 bad_line:4 future_line:6 bad_line:7 bad_line:8 bad_line:9"
	if strings.Join(keys, " ") != want {
		t.Errorf("warnings %v, want %s", keys, want)
	}
	for _, w := range warns {
		if msg := w.Message(english); !strings.Contains(msg, st.HistoryPath()) || strings.Contains(msg, "store.warning") {
			t.Errorf("warning message %q", msg)
		}
	}
}

// An append that fails leaves the history as it was.
func TestAppendFailure(t *testing.T) {
	st := testStore(t)
	if err := st.AppendHand(HandEntry{Game: "g", Rules: "hk", Outcome: Drawn}); err != nil {
		t.Fatal(err)
	}
	before := readBytes(t, st.HistoryPath())
	st.FS = failFS{step: "append"}
	if err := st.AppendHand(HandEntry{Game: "g", Rules: "hk", Hand: 1, Outcome: Drawn}); !errors.Is(err, errInjected) {
		t.Fatal(err)
	}
	if string(readBytes(t, st.HistoryPath())) != string(before) {
		t.Error("history changed")
	}
	// No history at all is an empty one.
	empty := testStore(t)
	if got, warns, err := empty.ReadHistory(); got != nil || warns != nil || err != nil {
		t.Errorf("got %v %v %v", got, warns, err)
	}
}

// EntryFor says nothing while a hand is played.
func TestEntryForDuringPlay(t *testing.T) {
	sv := savedGame(t, 6, 5)
	if sv.Game.Phase() == rules.PhaseHandOver {
		t.Skip("hand over already")
	}
	if _, ok := EntryFor(sv, time.Time{}); ok {
		t.Error("an entry for a hand in play")
	}
}

// Lines the program never writes are skipped with a warning naming what
// is wrong: an unknown rule set, numbers out of range (a delta that
// would overflow the sum, a negative doubling that would panic the
// printer); the sums of sound lines saturate rather than wrap.
func TestHistoryBounds(t *testing.T) {
	win := `"win":{"total":3,"unit":"fan","items":[{"key":"score.hk.half_flush","value":3}],"hand":"123m +4m"}`
	lines := []string{
		`{"format":1,"game":"g1","rules":"hk","hand":0,"seat_wind":"E","outcome":"drawn","delta":9223372036854775807}`,
		`{"format":1,"game":"g1","rules":"xx","hand":1,"seat_wind":"E","outcome":"drawn","delta":0}`,
		`{"format":1,"game":"g1","rules":"hk","hand":-5,"seat_wind":"E","outcome":"drawn","delta":0}`,
		`{"format":1,"game":"g1","rules":"hk","hand":3,"seat_wind":"Q","outcome":"drawn","delta":0}`,
		`{"format":1,"game":"g1","rules":"classic","hand":4,"seat_wind":"E","outcome":"self_drawn","delta":8,"win":{"total":8,"unit":"points","items":[{"key":"k","value":4,"doublings":-1}],"hand":"123m +4m"}}`,
		`{"format":1,"game":"g1","rules":"hk","hand":5,"seat_wind":"E","outcome":"self_drawn","delta":8,"win":{"total":-1,"unit":"fan","items":[],"hand":"1m"}}`,
		`{"format":1,"game":"g1","rules":"hk","hand":6,"seat_wind":"E","outcome":"self_drawn","delta":8,"win":{"total":1,"unit":"zorkmids","items":[],"hand":"1m"}}`,
		`{"format":1,"game":"g1","rules":"hk","hand":7,"seat_wind":"E","outcome":"self_drawn","delta":8,"win":{"total":1,"unit":"fan","items":[],"hand":"` + strings.Repeat("1m", 200) + `"}}`,
		`{"format":1,"game":"g1","rules":"hk","hand":8,"seat_wind":"S","outcome":"self_drawn","delta":1099511627776,` + win + `}`,
		`{"format":1,"game":"g1","rules":"hk","hand":9,"seat_wind":"S","outcome":"self_drawn","delta":1099511627776,` + win + `}`,
	}
	entries, warns, err := ParseHistory("h", strings.NewReader(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || len(warns) != len(lines)-2 {
		t.Fatalf("%d entries, warnings %v", len(entries), warns)
	}
	for i, want := range []string{"(delta)", `("xx")`, "(hand)", "(seat_wind)", "(win.items.doublings)", "(win.total)", "(win.unit)", "(win.hand)"} {
		if msg := warns[i].String(); !strings.Contains(msg, want) || !strings.Contains(msg, "line "+strconv.Itoa(i+1)) {
			t.Errorf("warning %d: %q, want %s", i, msg, want)
		}
	}
	// Sums at the edge saturate.
	if got := addSat(math.MaxInt-1, 5); got != math.MaxInt {
		t.Errorf("addSat up: %d", got)
	}
	if got := addSat(math.MinInt+1, -5); got != math.MinInt {
		t.Errorf("addSat down: %d", got)
	}
	many := []HandEntry{
		{Game: "g", Rules: "hk", Outcome: Drawn, Delta: maxScore},
		{Game: "x", Rules: "hk", Outcome: Drawn, Delta: math.MaxInt},
	}
	if rs := Compute(many).For("hk"); rs.ScoreSum != math.MaxInt || rs.AvgScore <= 0 {
		t.Errorf("sum %d, average %v", rs.ScoreSum, rs.AvgScore)
	}
}
