package store

import (
	"bytes"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
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
	sv := Start(g, 0, [3]bot.Level{bot.Club, bot.Club, bot.Club}, t0)
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
