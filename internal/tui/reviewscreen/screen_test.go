package reviewscreen

import (
	"context"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// played is an hk game of hands hands, the coach's move at every seat.
func played(t *testing.T, hands int) *rules.Game {
	t.Helper()
	v, err := rules.NewVariant(rules.VariantHK, rules.MustParseOptions("length="+strconv.Itoa(hands)))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !g.Over(); steps++ {
		if steps > 20000 {
			t.Fatal("the game does not end")
		}
		for s := range rules.Seat(rules.NumSeats) {
			legal := g.LegalActions(s)
			if len(legal) == 0 {
				continue
			}
			a := legal[0]
			if a.Kind != rules.ActNextHand {
				a = coach.Advise(g.View(s), v).Action
			}
			a.Seat = s
			if err := g.Play(a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
			break
		}
	}
	return g
}

// drawnTile plays the evaluator's worlds quickly: it wins when it can,
// discards the tile it drew, passes every claim (the tests check the
// screen, not the figures).
type drawnTile struct{}

func (drawnTile) Act(v rules.View) rules.Action {
	var out *rules.Action
	for i, a := range v.Legal {
		switch {
		case a.Kind == rules.ActWin || a.Kind == rules.ActNextHand:
			return a
		case a.Kind == rules.ActDiscard && !a.Declare && (out == nil || a.Tile == v.Players[v.Seat].Drawn):
			out = &v.Legal[i]
		case a.Kind == rules.ActPass && out == nil:
			out = &v.Legal[i]
		}
	}
	if out == nil {
		return v.Legal[0]
	}
	return *out
}

// quick is a small budget with the quick players.
func quick(samples int) Budget {
	return Budget{Samples: samples, Seed: 1, Eval: eval.Config{Players: func(rules.Variant, rules.Seat) bot.Bot { return drawnTile{} }}}
}

// backScreen is the screen a review is opened from.
type backScreen struct{ kit.Screen }

func context80(t *testing.T) *kit.Context {
	t.Helper()
	s := kit.DefaultSettings()
	s.Colour = false
	sh := kit.NewContext(s)
	sh.Width, sh.Height = 80, 24
	return sh
}

func plain(sh *kit.Context, s *Screen) string { return ansi.Strip(s.Draw(sh).Render(sh)) }

// Esc while the review thinks cancels its context and goes back: the
// command weighing it returns at once with the decisions weighed so
// far (an incomplete review), rather than weighing on behind the
// person's back; its late result is not taken.
func TestEscCancelsTheReview(t *testing.T) {
	sh := context80(t)
	g := played(t, 2)
	back := &backScreen{}
	s := New(sh, g, 0, back, quick(6))
	s.Start(context.Background()) // its commands are run here, by hand
	r := s.run
	first, resume := make(chan struct{}), make(chan struct{})
	r.progressed = func(done int) {
		if done == 1 {
			close(first)
			<-resume // the weighing holds here until esc is pressed
		}
	}
	result := make(chan tea.Msg, 1)
	go func() { result <- s.work(r)() }()
	<-first // the review is weighing its decisions
	if !strings.Contains(plain(sh, s), "decisions weighed") {
		t.Errorf("no progress while thinking:\n%s", plain(sh, s))
	}
	in, _ := s.Update(sh, tea.KeyPressMsg{Code: tea.KeyEscape})
	if show, ok := in.(kit.Show); !ok || show.Screen != back {
		t.Fatalf("esc asked %#v, not to go back", in)
	}
	if r.ctx.Err() == nil {
		t.Fatal("esc left the review's context running")
	}
	close(resume)
	msg := (<-result).(resultMsg) // the command returned: no goroutine left weighing
	if msg.err != nil || msg.rv == nil || msg.rv.Complete {
		t.Fatalf("the stopped review: %+v, %v (want an incomplete review)", msg.rv, msg.err)
	}
	if n, total := len(msg.rv.Decisions), int(r.total.Load()); n != 1 || total < 2 {
		t.Errorf("%d of %d decisions weighed after esc, want 1", n, total)
	}
	s.Update(sh, msg)
	if s.Review() != nil || s.Thinking() {
		t.Error("the stopped review's result was taken")
	}
}

// The review's result replaces the progress: the summary and the list,
// the turn of each decision counted from the record.
func TestResultShown(t *testing.T) {
	sh := context80(t)
	g := played(t, 1)
	s := New(sh, g, 0, &backScreen{}, quick(2))
	s.Start(context.Background())
	if !s.Thinking() || !strings.Contains(plain(sh, s), "Finding the decisions") {
		t.Fatalf("not thinking:\n%s", plain(sh, s))
	}
	msg := s.work(s.run)()
	s.Update(sh, msg)
	if s.Thinking() || s.Review() == nil {
		t.Fatalf("no review: %+v", msg)
	}
	out := plain(sh, s)
	for _, want := range []string{"Agreement with the best action", "Estimated loss", "Losses by kind"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q not shown:\n%s", want, out)
		}
	}
	costly := 0
	for _, d := range s.Review().Decisions {
		if d.Taken != d.Best {
			costly++
		}
	}
	if costly > 0 && !strings.Contains(out, "1. Hand 1, turn ") {
		t.Errorf("the costliest decision is not listed:\n%s", out)
	}
}

// A decision's turn is the seat's: one more than its discards in the
// hand so far, counted again from each hand's start.
func TestTurns(t *testing.T) {
	d := func(s rules.Seat) rules.Action { return rules.Action{Kind: rules.ActDiscard, Seat: s} }
	acts := []rules.Action{d(0), d(1), d(0), {Kind: rules.ActPass, Seat: 0}, {Kind: rules.ActNextHand}, d(1), d(0)}
	got := turns(acts, 0)
	want := []int{1, 2, 2, 3, 3, 1, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("turns = %v, want %v", got, want)
		}
	}
}
