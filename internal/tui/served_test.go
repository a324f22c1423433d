package tui

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// loop runs a model the way its program would: messages from a mailbox
// (the program's Send), commands in goroutines, each message through
// Update on the loop's goroutine only. After every message, act says
// which keys the person presses; the loop ends when done says so, the
// model quits, or the time is up.
type loop struct {
	box chan tea.Msg
}

func newLoop() *loop { return &loop{box: make(chan tea.Msg, 64)} }

// send is the program's Send.
func (l *loop) send(msg tea.Msg) { l.box <- msg }

// run runs cmd in a goroutine, its message (a batch's too) to the box.
func (l *loop) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		switch msg := cmd().(type) {
		case nil:
		case tea.BatchMsg:
			for _, c := range msg {
				l.run(c)
			}
		default:
			l.box <- msg
		}
	}()
}

// play runs m until done(m) or a quit, pressing act's keys; false when
// the time ran out.
func (l *loop) play(m tea.Model, act func() []string, done func() bool, limit time.Duration) bool {
	l.run(m.Init())
	// press presses the person's keys while there are some: the person
	// may be asked again at once (a pass, then the person's own turn),
	// with no message in between.
	press := func() {
		for range 100 {
			keys := act()
			if len(keys) == 0 {
				return
			}
			for _, k := range keys {
				_, cmd := m.Update(keyMsg(k))
				l.run(cmd)
			}
		}
	}
	press()
	deadline := time.After(limit)
	for !done() {
		select {
		case msg := <-l.box:
			if _, ok := msg.(tea.QuitMsg); ok {
				return true
			}
			_, cmd := m.Update(msg)
			l.run(cmd)
			press()
			_ = m.View() // every message is drawn, as the program would
		case <-deadline:
			return false
		}
	}
	return true
}

// personKeys is a person who discards the tile drawn and passes every
// claim (Mah-Jong when offered), pressing keys when asked.
func personKeys(a *App) []string {
	if a.front.ID() != play.ID || !a.match.HumanToPlay() {
		return nil
	}
	v := a.match.View()
	for _, l := range v.Legal {
		if l.Kind == rules.ActWin {
			return []string{"w"}
		}
	}
	switch {
	case play.ClaimWindow(v):
		return []string{"p"}
	case play.MyTurn(v):
		return []string{"enter"}
	}
	return nil
}

// servedTable seats sessions at a table of bots: people at the seats
// given (with their settings), the others passBots.
func servedTable(t *testing.T, g *rules.Game, people map[rules.Seat]Settings) (*table.Table, map[rules.Seat]*Session) {
	t.Helper()
	var seats [rules.NumSeats]table.Participant
	for s := range rules.Seat(rules.NumSeats) {
		seats[s] = table.Choose(passBot{})
	}
	tb := table.New(g, seats, table.Options{})
	sessions := map[rules.Seat]*Session{}
	for s, set := range people {
		sess, err := NewSession(set, SessionOptions{Table: tb, Seat: s, Names: [4]string{"ann", "\x1b[31mbob\x1b[0m", "", "a-very-long-player-name"}})
		if err != nil {
			t.Fatal(err)
		}
		tb.Swap(s, sess)
		sessions[s] = sess
	}
	return tb, sessions
}

// A served table: two people (seats 0 and 2, English and French, other
// sizes and tile styles) and a spectator follow one table the test runs
// in the background, as a server would (PlayHand); each session draws
// from its own copy of the game, answers when the table asks it, and
// shows the score sheet at the end of the hand. The spectator never sees
// a concealed tile of a hand in progress, nor "You".
func TestServedTable(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: mustVariant(t, "hk"), Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	en := testSettings("hk", 0)
	fr := testSettings("hk", 0)
	fr.Lang, fr.Tiles, fr.Coach = "fr", TilesLetters, true
	tb, people := servedTable(t, g, map[rules.Seat]Settings{0: en, 2: fr})
	watcher := testSettings("hk", 0)
	watcher.Tiles, watcher.Seat = TilesLetters, 1
	spec, err := NewSession(watcher, SessionOptions{Table: tb, Seat: rules.NoSeat})
	if err != nil {
		t.Fatal(err)
	}
	stop := tb.Watch(spec)
	defer stop()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	played := make(chan error, 1)
	go func() { played <- tb.PlayHand(ctx) }()

	var wg sync.WaitGroup
	sizes := map[rules.Seat][2]int{0: {80, 24}, 2: {120, 40}}
	for s, sess := range people {
		wg.Go(func() {
			a := sess.Model().(*App)
			l := newLoop()
			a.Update(tea.WindowSizeMsg{Width: sizes[s][0], Height: sizes[s][1]})
			sess.Attach(l.send)
			if !l.play(a, func() []string { return personKeys(a) }, func() bool { return a.front.ID() == sheet.ID }, 20*time.Second) {
				t.Errorf("seat %d: no score sheet; screen %v:\n%s", s, a.front.ID(), content(a))
				return
			}
			if testing.Verbose() {
				t.Logf("seat %d's sheet:\n%s", s, content(a))
			}
			if a.match.Me() != s || a.match.Game().StateText() != stateOf(tb) {
				t.Errorf("seat %d: the copy of the game is not the table's", s)
			}
		})
	}
	wg.Go(func() {
		a := spec.Model().(*App)
		l := newLoop()
		a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		spec.Attach(l.send)
		frames := 0
		ok := l.play(a, func() []string {
			if a.front.ID() == play.ID && a.match.Game().Phase() != rules.PhaseHandOver {
				frames++
				c := content(a)
				if strings.Contains(c, "You") {
					t.Errorf("the spectator is called You:\n%s", c)
				}
				for s := range rules.Seat(rules.NumSeats) {
					if v := a.match.View(); v.Players[s].Concealed != nil {
						t.Errorf("the spectator sees seat %d's hand", s)
					}
				}
			}
			return nil
		}, func() bool { return a.front.ID() == sheet.ID }, 20*time.Second)
		if testing.Verbose() {
			t.Logf("spectator, %d frames; the sheet:\n%s", frames, content(a))
		}
		if !ok || frames < 10 {
			t.Errorf("the spectator saw %d frames, sheet %v:\n%s", frames, ok, content(a))
		}
	})
	wg.Wait()
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	if f := tb.Fallbacks(); f != [4]int{} {
		t.Errorf("fallbacks %v: a person's answer was refused", f)
	}
	// The names: cleaned of escapes, cut; the person's own seat is You.
	c := content(people[0].Model())
	if !strings.Contains(c, "bob") || strings.Contains(c, "\x1b") || strings.Contains(c, "a-very-long-player-name") {
		t.Errorf("names not cleaned:\n%s", c)
	}
}

// stateOf reads the table's game.
func stateOf(tb *table.Table) string {
	var s string
	tb.Read(func(g *rules.Game) { s = g.StateText() })
	return s
}

func mustVariant(t *testing.T, name string) rules.Variant {
	t.Helper()
	v, err := rules.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// A served seat with a time limit: the person does not answer, the table
// plays the bot's move, and the screen says so; a closed session's seat
// falls back at once.
func TestServedTimeout(t *testing.T) {
	g := claimGame(t)
	s := testSettings("hk", 5)
	s.Tiles = TilesLetters
	tb, people := servedTable(t, g, map[rules.Seat]Settings{0: s})
	tb.SetLimit(0, 50*time.Millisecond)
	sess := people[0]
	a := sess.Model().(*App)
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	l := newLoop()
	sess.Attach(l.send)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// The dealer's 5s is offered to the person (two chows): nobody answers.
	if _, err := tb.Step(ctx); err != nil { // the dealer discards
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for tb.Fallbacks()[0] == 0 {
			if _, err := tb.Step(ctx); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	said := false
	l.play(a, func() []string { return nil }, func() bool {
		said = strings.Contains(content(a), "Time's up")
		return said
	}, 5*time.Second)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !said {
		t.Errorf("the timeout is not said:\n%s", content(a))
	}
	// Closed: the next decision of the seat falls back at once.
	sess.Close()
	tb.SetLimit(0, 0)
	before := tb.Fallbacks()[0]
	if err := tb.PlayHand(ctx); err != nil {
		t.Fatal(err)
	}
	if tb.Fallbacks()[0] == before {
		t.Error("the closed session's seat never fell back")
	}
}

var _ table.Participant = (*Session)(nil)
var _ table.Observer = (*Session)(nil)

// Lines said at a served table (Say) show in the log, among the moves in
// the order they came, their escapes written out; a table too small for
// the log still keeps them.
func TestServedSay(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: mustVariant(t, "hk"), Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	s := testSettings("hk", 0)
	s.Tiles = TilesLetters
	tb, people := servedTable(t, g, map[rules.Seat]Settings{0: s})
	sess := people[0]
	a := sess.Model().(*App)
	a.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	l := newLoop()
	sess.Attach(l.send)
	sess.Say("bob: \x1b[31mhello\x1b[0m")
	// Sync: the line is in the log, after the opening's moves.
	l.play(a, func() []string { return nil }, func() bool { return strings.Contains(content(a), "bob: ") }, 5*time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := tb.Step(ctx); err != nil { // the dealer discards
		t.Fatal(err)
	}
	sess.Say("ann: well played")
	l.play(a, func() []string { return nil }, func() bool { return strings.Contains(content(a), "ann: well played") }, 5*time.Second)
	c := content(a)
	bob, ann := strings.Index(c, `bob: \x1b[31mhello\x1b[0m`), strings.Index(c, "ann: well played")
	if bob < 0 || ann < 0 || strings.Contains(c, "\x1b[31m") {
		t.Fatalf("the lines said are not in the log, escapes written out:\n%s", c)
	}
	lines := a.table().LogLines(a.sh, a.sh.Painter(), a.match)
	i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "bob: ") })
	j := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "ann: ") })
	if i < 0 || j != len(lines)-1 || j-i < 2 {
		t.Fatalf("the lines said are not among the moves in order: %q", lines)
	}
}

// A long line said at a served table (the server's notice that a bot
// plays a seat left) reads whole in the log at 100x30 and 120x40 (80x24 has no room for a log), wrapped
// under its dot rather than cut.
func TestServedNoticeWhole(t *testing.T) {
	g, err := rules.NewGame(rules.Config{Variant: mustVariant(t, "hk"), Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		s := testSettings("hk", 0)
		s.Tiles, s.Lang = TilesLetters, lang
		_, people := servedTable(t, g.Clone(), map[rules.Seat]Settings{0: s})
		sess := people[0]
		a := sess.Model().(*App)
		l := newLoop()
		sess.Attach(l.send)
		said := a.sh.Cat.T("serve.notice.left_bot", "Bernadette")
		sess.Say(said)
		for _, size := range [][2]int{{100, 30}, {120, 40}} {
			a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			l.play(a, func() []string { return nil }, func() bool { return strings.Contains(content(a), "Bernadette") }, 5*time.Second)
			words := strings.Join(strings.Fields(ansi.Strip(content(a))), " ")
			if !strings.Contains(words, said) {
				t.Errorf("%s %dx%d: the notice %q is not read whole:\n%s", lang, size[0], size[1], said, ansi.Strip(content(a)))
			}
		}
	}
}
