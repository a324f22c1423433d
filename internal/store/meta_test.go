package store

import (
	"bytes"
	"testing"

	"github.com/mahjong-tui/mahjong/rules"
)

// The screen's settings (speed, coach) are written only when set, read
// back as written, and a file without them (as the first version wrote)
// still loads, with them unset.
func TestMetaSpeedAndCoach(t *testing.T) {
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
