package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/replay"
	"github.com/mahjong-tui/mahjong/internal/tui/reviewscreen"
	"github.com/mahjong-tui/mahjong/rules"
)

// quickReview is a review budget for tests: two worlds a decision,
// played out by the pass bots (the tests check the screens, not the
// figures, and run under the race detector).
var quickReview = reviewscreen.Budget{Samples: 2, Seed: 1,
	Eval: eval.Config{Players: func(rules.Variant, rules.Seat) bot.Bot { return passBot{} }}}

// reviewing is the review screen in front (nil when it is not).
func reviewing(a *App) *reviewscreen.Screen {
	rs, _ := a.front.(*reviewscreen.Screen)
	return rs
}

// openAndWeigh presses v on the screen in front and checks the review
// it opens: the progress first, then (its commands run) the summary and
// the list, each frame fitting the terminal; it returns the review's
// screen, weighed.
func openAndWeigh(t *testing.T, a *App, what string) *reviewscreen.Screen {
	t.Helper()
	cat := a.sh.Cat
	_, cmd := a.Update(keyMsg("v"))
	rs := reviewing(a)
	if rs == nil || !rs.Thinking() {
		t.Fatalf("%s: v opened %v, not the review thinking", what, a.front.ID())
	}
	fits := func(state string) {
		checkFits(t, what+" "+state, content(a), a.sh.Width, a.sh.Height, "? "+cat.T("key.help"), cat.T("prompt.thinking", ""), fitWords(t, a.sh.Settings.Lang))
	}
	if !strings.Contains(ansi.Strip(content(a)), cat.T("review.screen.esc")) {
		t.Errorf("%s: no progress while thinking:\n%s", what, ansi.Strip(content(a)))
	}
	fits("thinking")
	drive(a, cmd)
	if rs.Thinking() || rs.Review() == nil || reviewing(a) != rs {
		t.Fatalf("%s: the review did not arrive:\n%s", what, ansi.Strip(content(a)))
	}
	out := ansi.Strip(content(a))
	summary := strings.SplitN(cat.T("review.agreement", 0, 0, 0), " 0", 2)[0]
	list := cat.T("review.screen.list")
	if rs.Review().Agreed == len(rs.Review().Decisions) {
		list = cat.T("review.none")
	}
	for _, want := range []string{summary, strings.SplitN(cat.T("review.screen.by_kind", ""), ":", 2)[0], list} {
		if !strings.Contains(out, want) {
			t.Errorf("%s: %q is not shown:\n%s", what, want, out)
		}
	}
	fits("weighed")
	return rs
}

// listed fails unless the review lists a decision that cost (the games
// of the tests are chosen to have some, so that the list is drawn).
func listed(t *testing.T, rs *reviewscreen.Screen) {
	t.Helper()
	if rv := rs.Review(); rv.Agreed == len(rv.Decisions) {
		t.Fatalf("no decision cost: the list is not drawn (%d decisions)", len(rv.Decisions))
	}
}

// From the standings of a short finished game, in English and French at
// every size the screens fit: v opens the review of the person's
// decisions, its progress, then its summary and list; the arrows scroll
// it; esc goes back to the same standings.
func TestReviewFromStandings(t *testing.T) {
	soak.OneGoroutine(t)
	g := shortGame(t, 1, 35) // two decisions that cost, by the quick review
	for _, lang := range []string{"en", "fr"} {
		for _, size := range fitSizes {
			s := testSettings("hk", 35)
			s.Lang = lang
			a := standingsOf(t, g, s, size[0], size[1])
			a.opts.Review = quickReview
			if !strings.Contains(content(a), "v "+a.sh.Cat.T("key.review")) {
				t.Errorf("%s: the standings do not show the v key:\n%s", lang, content(a))
			}
			st := a.front
			rs := openAndWeigh(t, a, "standings "+lang)
			listed(t, rs)
			if rs.Seat() != 0 {
				t.Errorf("reviewed seat %d, not the person's", rs.Seat())
			}
			press(a, "down", "pgdown", "up")
			press(a, "esc")
			if a.front != st {
				t.Fatalf("esc led to %v, not back to the standings", a.front.ID())
			}
		}
	}
}

// In the replay (letter tiles, English and French at 80x24), the help
// line shows the v key; v reviews the seat at the bottom; esc goes back
// to the position shown.
func TestReviewFromReplay(t *testing.T) {
	soak.OneGoroutine(t)
	g := recordedGame(t, "hk", 35, 1)
	for _, lang := range []string{"en", "fr"} {
		s := testSettings("hk", 35)
		s.Tiles, s.Lang = TilesLetters, lang
		a, err := NewReplay(g, s)
		if err != nil {
			t.Fatal(err)
		}
		a.Update(teaSize(80, 24))
		a.opts.Review = quickReview
		press(a, "right", "right", "right")
		if !strings.Contains(content(a), "v "+a.sh.Cat.T("key.review")) {
			t.Errorf("%s: the replay's help line has no v key:\n%s", lang, content(a))
		}
		at := viewer(a).Position()
		listed(t, openAndWeigh(t, a, "replay "+lang))
		press(a, "esc")
		if a.front.ID() != replay.ID || viewer(a).Position() != at {
			t.Fatalf("esc led to %v, not back to the replay at %d", a.front.ID(), at)
		}
	}
}

// Esc while the review thinks goes back at once and stops it: the screen
// no longer thinks, and the command weighing it, run afterwards, finds
// its context cancelled and changes nothing. q while it thinks quits
// and cancels the App's life, under which the review weighs.
func TestReviewEscWhileThinking(t *testing.T) {
	soak.OneGoroutine(t)
	g := shortGame(t, 1, 34)
	a := standingsOf(t, g, testSettings("hk", 34), 80, 24)
	a.opts.Review = reviewscreen.Budget{Samples: 100_000, Seed: 1} // would weigh for hours
	st := a.front
	_, cmd := a.Update(keyMsg("v"))
	rs := reviewing(a)
	press(a, "esc")
	if a.front != st || rs.Thinking() {
		t.Fatalf("esc: %v in front, thinking %v", a.front.ID(), rs.Thinking())
	}
	drive(a, cmd) // returns: the review stopped before its first decision
	if a.front != st || rs.Review() != nil {
		t.Fatalf("the stopped review came back: %v", a.front.ID())
	}
	_, cmd = a.Update(keyMsg("v"))
	press(a, "q")
	if !a.Quitting() || a.ctx.Err() == nil {
		t.Fatal("q during the review did not quit and cancel")
	}
	drive(a, cmd)
}

// The review works in every rule set of the registry, at four and at
// three players: the decisions of the seat at the bottom of the replay.
func TestReviewEveryRuleSet(t *testing.T) {
	soak.OneGoroutine(t)
	for _, rs := range rules.RuleSets() {
		for _, opts := range []string{"", "players=3"} {
			v, err := rules.NewVariant(rs.Name, rules.MustParseOptions(opts))
			if err != nil {
				continue // a rule set that cannot be played at three
			}
			g := recordedVariant(t, v, 34, 1)
			s := testSettings(rs.Name, 34)
			s.Options = v.Options
			a, err := NewReplay(g, s)
			if err != nil {
				t.Fatal(err)
			}
			a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			a.opts.Review = quickReview
			scr := openAndWeigh(t, a, rs.Name+" "+opts)
			if got := scr.Review().Rules; got != rs.Name {
				t.Errorf("%s: reviewed %s", rs.Name, got)
			}
			if int(scr.Seat()) >= v.Players {
				t.Errorf("%s %s: seat %d is not in play", rs.Name, opts, scr.Seat())
			}
		}
	}
}
