package store

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// The screen's settings (speed, coach) are written only when set, read
// back as written, and a file without them (as the first version wrote)
// still loads, with them unset.
func TestMetaSpeedAndCoach(t *testing.T) {
	_, sv, plain := savedHK(t)
	if bytes.Contains(plain, []byte(`"speed"`)) || bytes.Contains(plain, []byte(`"coach"`)) {
		t.Errorf("unset speed and coach written:\n%s", plain)
	}
	got, err := Unmarshal("old.json", plain)
	if err != nil {
		t.Fatal(err)
	}
	if got.Speed != "" || got.Coach {
		t.Errorf("unset speed and coach read as %q %v", got.Speed, got.Coach)
	}
	sv.Speed, sv.Coach = "instant", true
	data, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"speed": "instant"`)) || !bytes.Contains(data, []byte(`"coach": true`)) {
		t.Errorf("speed and coach not written:\n%s", data)
	}
	if got, err = Unmarshal("new.json", data); err != nil {
		t.Fatal(err)
	}
	if got.Speed != "instant" || !got.Coach {
		t.Errorf("read speed %q coach %v", got.Speed, got.Coach)
	}
	bad := bytes.Replace(data, []byte(`"coach": true`), []byte(`"coach": "yes"`), 1)
	if _, err := Unmarshal("bad.json", bad); err == nil {
		t.Error("a coach that is not a boolean was accepted")
	}
}

// savedHK is a new hk game of seed 9 with the person at seat 0 and
// three club bots, and its file.
func savedHK(t *testing.T) (*rules.Game, *Saved, []byte) {
	t.Helper()
	v, _ := rules.VariantByName(rules.VariantHK)
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	sv := Start(g, 0, [4]string{KindHuman, "club", "club", "club"}, t0)
	plain, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	return g, sv, plain
}

// A format 1 file (the person's seat and the levels of the three bots
// after it) still loads: each bot at its seat, the person's seat a
// person's; saved again, it is written in the current format with the
// same seats and loads the same.
func TestFormat1Seats(t *testing.T) {
	old := []byte(`{"format": 1, "app": "mahjong", "id": "x", "rules": "hk", "options": "", "seed": 4,
		"bots": ["beginner", "club", "expert"], "human_seat": 2, "actions": ["0 discard 1z"]}`)
	v, _ := rules.VariantByName(rules.VariantHK)
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	old = bytes.Replace(old, []byte("0 discard 1z"), []byte(g.LegalActions(g.Turn())[0].String()), 1)
	sv, err := Unmarshal("old.json", old)
	if err != nil {
		t.Fatal(err)
	}
	want := [4]string{"club", "expert", KindHuman, "beginner"}
	if sv.HumanSeat != 2 || sv.Seats != want {
		t.Fatalf("seats %q, person at %d; want %q at 2", sv.Seats, sv.HumanSeat, want)
	}
	data, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"format": 2`)) || bytes.Contains(data, []byte(`"bots"`)) ||
		!bytes.Contains(data, []byte(`"seats": [`)) {
		t.Errorf("not written as format 2:\n%s", data)
	}
	again, err := Unmarshal("new.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if again.Seats != want || again.HumanSeat != 2 || len(again.Game.Actions()) != 1 {
		t.Errorf("read back %q at %d", again.Seats, again.HumanSeat)
	}
}

// A practice game and a watched game say so in their record and read
// back so; a watched game has no person's seat (one that names a
// person is refused) and writes no history; a game that is neither
// writes neither field.
func TestMetaPracticeAndWatched(t *testing.T) {
	g, sv, plain := savedHK(t)
	if bytes.Contains(plain, []byte(`"practice"`)) || bytes.Contains(plain, []byte(`"watched"`)) {
		t.Errorf("a game played through writes practice or watched:\n%s", plain)
	}
	sv.Practice = true
	data, err := Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Unmarshal("p.json", data); err != nil || !got.Practice || got.Watched {
		t.Fatalf("practice read back: %v %+v", err, got)
	}
	w := Start(g, 1, [4]string{"expert", "club", "club", "beginner"}, t0)
	if _, err := Marshal(w); err == nil {
		t.Error("a game without a person's seat written as played")
	}
	w.Watched = true
	data, err = Marshal(w)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal("w.json", data)
	if err != nil || !got.Watched || got.HumanSeat != 1 || got.Seats[0] != "expert" {
		t.Fatalf("watched read back: %v %+v", err, got)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for g.Phase() != rules.PhaseHandOver && g.Phase() != rules.PhaseGameOver {
		play(t, g, r, 1)
	}
	if _, ok := EntryFor(sv, t0); !ok {
		t.Fatal("the hand played has no history entry")
	}
	if _, ok := EntryFor(w, t0); ok {
		t.Error("a watched game has a history entry")
	}
	human := bytes.Replace(data, []byte(`"beginner"`), []byte(`"human"`), 1)
	if _, err := Unmarshal("h.json", human); err == nil {
		t.Error("a watched game with a person's seat was read")
	}
}
