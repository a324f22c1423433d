package cli

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// `mahjong replay` alone opens the newest record of a finished game,
// never an unfinished one; `mahjong replay ID` finds the record of the
// ID that `mahjong stats` prints, without .json.
func TestReplayOpensFinishedGames(t *testing.T) {
	t.Parallel()
	_, st := testEnv(t)
	cat := i18n.MustLoad("en")
	v, _ := rules.VariantByName("family")
	done, err := rules.NewGame(rules.Config{Variant: v, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for !done.Over() {
		s := actorSeat(done)
		if err := done.Play(bot.New(bot.Club, v, 1).Act(done.View(s))); err != nil {
			t.Fatal(err)
		}
	}
	open, _ := rules.NewGame(rules.Config{Variant: v, Seed: 4})
	seats := [4]string{store.KindHuman, "club", "club", "club"}
	write := func(g *rules.Game, id string, at time.Time) {
		sv := store.Start(g, 0, seats, at)
		sv.ID = id
		path := filepath.Join(st.RecordsDir(), id+".json")
		if err := st.Export(sv, path); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(st.RecordsDir(), 0o700); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	write(done, "finished-game", now.Add(-time.Hour))
	write(open, "unfinished-game", now)
	sv, err := openRecord(st, nil, cat)
	if err != nil || sv.ID != "finished-game" {
		t.Fatalf("replay alone opened %v (%v), want the finished game", sv, err)
	}
	sv, err = openRecord(st, []string{"finished-game"}, cat)
	if err != nil || sv.ID != "finished-game" {
		t.Errorf("replay ID opened %v (%v)", sv, err)
	}
}
