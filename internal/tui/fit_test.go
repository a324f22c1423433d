package tui

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/fittest"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// fitSizes are the terminal sizes every screen must fit.
var fitSizes = [][2]int{{80, 24}, {100, 30}, {120, 40}}

// fitScreen is a screen reached from a new App of a size and language.
type fitScreen struct {
	name  string
	reach func(t *testing.T, s Settings, w, h int) *App
	// ownKeys: the screen words its own keys on its last line (a
	// drill), without the help key.
	ownKeys bool
	// wants are catalogue keys of lines the screen must show whole (the
	// prompt under a long notice).
	wants []string
}

// fit is a screen whose last line holds the help key.
func fit(name string, reach func(*testing.T, Settings, int, int) *App) fitScreen {
	return fitScreen{name: name, reach: reach}
}

// longNotice is the longest kind of notice a table shows: a save file's
// full path (a second copy's autosave), said once.
const longNotice = "The game is open in another copy: this one saves to /home/a-person-with-a-long-name/.local/state/mahjong/autosave-2.json."

// fitScreens are the screens the sweep draws.
func fitScreens() []fitScreen {
	table := func(rulesName, opts string, turns int, keys ...string) func(*testing.T, Settings, int, int) *App {
		return func(t *testing.T, s Settings, w, h int) *App {
			s.Rules, s.Seed, s.SkipMenu, s.Options = rulesName, 42, true, rules.MustParseOptions(opts)
			a := newTestApp(t, s, coachBots, w, h)
			playTurns(t, a, turns)
			press(a, keys...)
			return a
		}
	}
	learn := func(keys ...string) func(*testing.T, Settings, int, int) *App {
		return func(t *testing.T, s Settings, w, h int) *App {
			a := newTestApp(t, s, passBots, w, h)
			press(a, "down", "down", "down", "down", "down", "down", "down", "down", "enter") // Learn
			press(a, keys...)
			return a
		}
	}
	toDrills := strings.Split(strings.TrimSpace(strings.Repeat("down ", 27)), " ")
	return []fitScreen{
		{name: "learn", reach: learn()},
		{name: "lesson", reach: learn("enter", "enter")},
		{name: "drill", reach: learn(append(toDrills, "enter")...), ownKeys: true},
		fit("menu", func(t *testing.T, s Settings, w, h int) *App { return newTestApp(t, s, passBots, w, h) }),
		fit("options", func(t *testing.T, s Settings, w, h int) *App {
			a := newTestApp(t, s, passBots, w, h)
			press(a, "down", "down", "enter")
			return a
		}),
		fit("your turn", table("hk", "", 6)),
		fit("coach on", table("hk", "", 6, "c")),
		{name: "notice", reach: func(t *testing.T, s Settings, w, h int) *App {
			a := table("hk", "", 6)(t, s, w, h)
			a.sh.Flash = longNotice
			return a
		}, wants: []string{"prompt.turn"}},
		fit("open hands", table("family", "open", 3)),
		fit("three players", table("hk", "players=3", 4)),
		fit("pow2", table("pow2", "min-points=3", 6, "c")),
		fit("classic jokers", table("classic", "jokers", 6)),
		fit("declared", func(t *testing.T, s Settings, w, h int) *App {
			s.Rules, s.Seed, s.SkipMenu, s.Options = "pow2", 3, true, rules.MustParseOptions("dealer-stays")
			a := newTestApp(t, s, declareBots, w, h)
			for range 60 {
				v := a.match.View()
				if declared(v) || a.front.ID() != play.ID {
					break
				}
				playTurns(t, a, 1)
			}
			if !declared(a.match.View()) {
				t.Fatal("nobody called")
			}
			return a
		}),
		fit("help", table("hk", "", 2, "?")),
		fit("claim", func(t *testing.T, s Settings, w, h int) *App {
			a := newTestApp(t, s, passBots, w, h)
			drive(a, a.StartWith(claimGame(t), s))
			return a
		}),
		fit("score sheet", func(t *testing.T, s Settings, w, h int) *App {
			a := newTestApp(t, s, passBots, w, h)
			drive(a, a.StartWith(winGame(t), s))
			press(a, "enter", "w")
			return a
		}),
		fit("standings", func(t *testing.T, s Settings, w, h int) *App {
			g := playedGame(t, "hk", "players=3 length=east", 21, -1)
			s.Options = g.Variant().Options
			a := newTestApp(t, s, passBots, w, h)
			drive(a, a.StartWith(g, s))
			press(a, "enter")
			return a
		}),
		fit("replay", func(t *testing.T, s Settings, w, h int) *App {
			g := playedGame(t, "classic", "", 8, 2)
			s.Rules, s.Seed = g.Variant().Name, g.Seed()
			r, err := NewReplay(g, s)
			if err != nil {
				t.Fatal(err)
			}
			r.Update(teaSize(w, h))
			viewer(r).GoTo(r.sh, 30)
			return r
		}),
	}
}

// declareBot declares (calls, ready) whenever it may, else plays as the
// coach says.
type declareBot struct{ v rules.Variant }

func (b declareBot) Act(v rules.View) rules.Action {
	for _, a := range v.Legal {
		if a.Kind == rules.ActDiscard && a.Declare {
			return a
		}
	}
	return coachBot(b).Act(v)
}

func declareBots(_ bot.Level, v rules.Variant, _ uint64) bot.Bot { return declareBot{v} }

// declared reports whether a seat other than the person's has declared.
func declared(v rules.View) bool {
	for s, p := range v.Players {
		if rules.Seat(s) != v.Seat && p.Declared {
			return true
		}
	}
	return false
}

// playedGames are the games playedGame played, by their arguments: a
// game is played once for the package's tests, each taking a copy.
var playedGames sync.Map

// playedGame is a game of coach bots: hands whole hands played (-1: to
// its end); a copy of the one played for the same arguments, if any (it
// is deterministic).
func playedGame(t *testing.T, rulesName, opts string, seed uint64, hands int) *rules.Game {
	t.Helper()
	key := fmt.Sprint(rulesName, "|", opts, "|", seed, "|", hands)
	if g, ok := playedGames.Load(key); ok {
		return g.(*rules.Game).Clone()
	}
	g := playGame(t, rulesName, opts, seed, hands)
	playedGames.Store(key, g)
	return g.Clone()
}

// playGame plays the game of playedGame.
func playGame(t *testing.T, rulesName, opts string, seed uint64, hands int) *rules.Game {
	t.Helper()
	v, err := rules.NewVariant(rulesName, rules.MustParseOptions(opts))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var seats [rules.NumSeats]table.Participant
	for s := range v.Players {
		seats[s] = table.Choose(coachBot{v})
	}
	tb := table.New(g, seats, table.Options{})
	if hands < 0 {
		if err := tb.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		return g
	}
	for range hands {
		if err := tb.PlayHand(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := tb.NextHand(0); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// Every screen at every size, in both languages, fits (each screen
// reached at 80x24, then the terminal resized): no line wider
// than the terminal (x/ansi's width), no more lines than it has, no
// line cut short (the … of a cut; "Lin is playing…" is no cut), and the help key on the last line
// (the way to every other key and out).
func TestEveryScreenFits(t *testing.T) {
	soak.OneGoroutine(t)
	n := 0
	words := map[string]*fittest.Vocabulary{}
	for _, lang := range []string{"en", "fr"} {
		words[lang] = fitWords(t, lang)
	}
	for _, sc := range fitScreens() {
		for _, lang := range []string{"en", "fr"} {
			s := testSettings("hk", 1)
			s.Lang = lang
			a := sc.reach(t, s, fitSizes[0][0], fitSizes[0][1])
			for _, size := range fitSizes {
				a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]}) // the terminal resized
				help := "? " + a.sh.Cat.T("key.help")
				if sc.ownKeys {
					help = ""
				}
				checkFits(t, sc.name+" "+lang, content(a), size[0], size[1], help, a.sh.Cat.T("prompt.thinking", ""), words[lang])
				for _, k := range sc.wants {
					if !strings.Contains(ansi.Strip(content(a)), a.sh.Cat.T(k)) {
						t.Errorf("%s %s %dx%d: %q is not shown whole:\n%s", sc.name, lang, size[0], size[1], a.sh.Cat.T(k), ansi.Strip(content(a)))
					}
				}
				n++
			}
		}
	}
	t.Logf("%d frames checked", n)
}

// fitWords is a language's screen vocabulary, with the long notice the
// fit tests show (read once a language).
func fitWords(t *testing.T, lang string) *fittest.Vocabulary {
	t.Helper()
	fitWordsMu.Lock()
	defer fitWordsMu.Unlock()
	if v := fitWordsOf[lang]; v != nil {
		return v
	}
	v, err := fittest.NewVocabulary(lang, longNotice)
	if err != nil {
		t.Fatal(err)
	}
	fitWordsOf[lang] = v
	return v
}

var (
	fitWordsMu sync.Mutex
	fitWordsOf = map[string]*fittest.Vocabulary{}
)

// checkFits checks one frame: fittest's checks (the size, no "…" cut
// but the thinking line's, every run of letters a word of the
// vocabulary) and the help key on the last line.
func checkFits(t *testing.T, what, frame string, w, h int, helpKey, thinking string, words *fittest.Vocabulary) {
	t.Helper()
	for _, p := range (fittest.Frame{Width: w, Height: h, Words: words, Trailing: []string{thinking}}).Problems(frame) {
		t.Errorf("%s %dx%d: %s", what, w, h, p)
	}
	lines := strings.Split(strings.TrimRight(frame, "\n"), "\n")
	if last := strings.TrimSpace(ansi.Strip(lines[len(lines)-1])); last == "" || !strings.Contains(ansi.Strip(frame), helpKey) {
		t.Errorf("%s %dx%d: no help key on screen:\n%s", what, w, h, ansi.Strip(frame))
	}
}
