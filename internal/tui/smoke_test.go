package tui

import (
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
)

// A whole family hand played through the real program loop (teatest):
// the real bots at instant speed, the human pressing Enter (discard the
// drawn tile; in a claim prompt, take the default: Mah-Jong when offered,
// else pass) until the score sheet shows, then Enter for the standings,
// then q. A program filter reads which screen is in front from the event
// loop itself, so the test never races the model.
func TestSmokeFamilyHand(t *testing.T) {
	s := testSettings("family", 2026)
	s.SkipMenu = true
	app, err := New(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// probeMsg asks the event loop which screen is in front; the filter
	// answers before Update sees it, after every earlier message.
	type probeMsg struct{}
	answers := make(chan kit.ScreenID, 1)
	filter := func(m tea.Model, msg tea.Msg) tea.Msg {
		if _, ok := msg.(probeMsg); ok {
			answers <- m.(*App).front.ID()
			return nil
		}
		return msg
	}
	tm := teatest.NewTestModel(t, app, teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithFilter(filter)))
	probe := func() kit.ScreenID {
		tm.Send(probeMsg{})
		select {
		case sc := <-answers:
			return sc
		case <-time.After(5 * time.Second):
			t.Fatal("the program does not answer")
		}
		return ""
	}
	enter := tea.KeyPressMsg{Code: tea.KeyEnter}
	deadline := time.Now().Add(30 * time.Second)
	sc := probe()
	for ; sc == play.ID; sc = probe() {
		if time.Now().After(deadline) {
			t.Fatal("the hand did not end")
		}
		tm.Send(enter)
		time.Sleep(2 * time.Millisecond)
	}
	// The output stream holds the screens drawn (as updates of cells).
	if out, _ := io.ReadAll(tm.Output()); len(out) == 0 {
		t.Error("nothing was drawn")
	}
	if sc == sheet.ID {
		tm.Send(enter)
		sc = probe()
	}
	if sc != sheet.StandingsID {
		t.Fatalf("screen %s after the sheet, want the standings", sc)
	}
	tm.Type("q")
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*App)
	if final.Match() == nil || !final.Match().Game().Over() {
		t.Fatal("the game is not over")
	}
	if !final.Quitting() {
		t.Error("q did not quit")
	}
	if r := final.Match().View().Result; r == nil {
		t.Error("no result")
	}
	if got := final.View().Content; !strings.Contains(got, "Final standings") {
		t.Errorf("the last screen is not the standings:\n%s", got)
	}
}
