package reviewscreen

import (
	"context"
	"sync/atomic"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/eval"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// ID is the review screen's.
const ID kit.ScreenID = "review"

// Budget is what the screen spends weighing a game: a number of worlds
// (samples) a decision, never a time, so that the same game gives the
// same review on any machine.
type Budget struct {
	// Samples is the evaluator's worlds a decision at most; Work, when
	// set, shares Work worlds over the decisions (a long game gets fewer
	// a decision), but never fewer than Min a decision.
	Samples, Min, Work int
	// Seed makes the evaluator's worlds.
	Seed uint64
	// Eval sets the evaluator's players (nil: its default, club bots).
	Eval eval.Config
}

// DefaultBudget is the screen's budget: a rough review in seconds. A
// hand is about 30 decisions of the person's, a world of a decision 9 to
// 14 ms on one core (`mahjong review --samples 16` of a hand: 4 s; the
// screen's 24 worlds of the same hand on a busy machine: 10 s): 16
// worlds a decision up to 40 decisions (a hand: about 5 s), then 640
// worlds shared over the decisions (under 10 s), 3 a decision at least
// (a game of 16 hands: about 20 s).
var DefaultBudget = Budget{Samples: 16, Min: 3, Work: 640, Seed: 1}

// samples is a decision's worlds for a review of n decisions.
func (b Budget) samples(n int) int {
	s := b.Samples
	if b.Work > 0 && n > 0 {
		s = min(s, max(b.Work/n, b.Min, 1))
	}
	return s
}

// tickEvery is how often the progress bar is drawn again while the
// review thinks.
const tickEvery = 100 * time.Millisecond

// Screen is a seat's review of a game: thinking (a progress bar), then
// the decisions and the summary.
type Screen struct {
	keys   keys
	back   kit.Screen
	game   *rules.Game
	seat   rules.Seat
	budget Budget
	words  Words
	turn   []int // by move: the seat's turn in its hand
	run    *run  // the review thinking; nil once it is over or stopped
	rv     *review.Review
	err    error
	offset int // the first decision shown
	shown  int // the decisions the last frame showed (a page)
}

// run is one review thinking: its context's cancel, its progress.
type run struct {
	ctx         context.Context
	cancel      context.CancelFunc
	done, total atomic.Int64
	// progressed, if set, is told after each decision (tests).
	progressed func(done int)
}

// tickMsg draws the progress again; resultMsg is the review's end.
type (
	tickMsg   struct{ run *run }
	resultMsg struct {
		run *run
		rv  *review.Review
		err error
	}
)

// New builds the review of seat's decisions in game (a record: the game
// as it ended, or as far as it was played), opened from back (Esc goes
// back to it). Start begins the weighing.
func New(sh *kit.Context, game *rules.Game, seat rules.Seat, back kit.Screen, b Budget) *Screen {
	if b.Samples <= 0 {
		b = DefaultBudget
	}
	return &Screen{keys: newKeys(sh.Cat), back: back, game: game, seat: seat, budget: b,
		words: Words{Cat: sh.Cat, Glyphs: sh.Glyphs, Variant: game.Variant()}, turn: turns(game.Actions(), seat)}
}

// Start begins the weighing in a command, within parent (the program's
// life): a progress bar until its result comes.
func (s *Screen) Start(parent context.Context) tea.Cmd {
	s.stop()
	ctx, cancel := context.WithCancel(parent)
	r := &run{ctx: ctx, cancel: cancel}
	s.run, s.rv, s.err, s.offset = r, nil, nil, 0
	return tea.Batch(s.work(r), r.tick())
}

// work is the command that weighs the game: it counts the decisions,
// then reviews them, telling r its progress.
func (s *Screen) work(r *run) tea.Cmd {
	rec, scorer, b, seat := s.game.Record(), s.game.Config().Scorer, s.budget, s.seat
	return func() tea.Msg {
		defer r.cancel()
		n, err := review.Count(rec, scorer, seat)
		if err != nil {
			return resultMsg{run: r, err: err}
		}
		r.total.Store(int64(n))
		cfg := review.Config{Seat: seat, Samples: b.samples(n), Seed: b.Seed, Eval: b.Eval,
			Progress: func(d, _ int) {
				r.done.Store(int64(d))
				if r.progressed != nil {
					r.progressed(d)
				}
			}}
		rv, err := review.Run(r.ctx, rec, scorer, cfg)
		return resultMsg{run: r, rv: rv, err: err}
	}
}

// tick draws the progress again in a while.
func (r *run) tick() tea.Cmd {
	return tea.Tick(tickEvery, func(time.Time) tea.Msg { return tickMsg{run: r} })
}

// stop cancels the review thinking, if any.
func (s *Screen) stop() {
	if s.run != nil {
		s.run.cancel()
		s.run = nil
	}
}

// Thinking reports whether the review is still weighing.
func (s *Screen) Thinking() bool { return s.run != nil }

// Review is the review once weighed (nil before, or when it failed).
func (s *Screen) Review() *review.Review { return s.rv }

// Seat is the seat reviewed.
func (s *Screen) Seat() rules.Seat { return s.seat }

// ID is the review screen's.
func (s *Screen) ID() kit.ScreenID { return ID }

// Window: the review's title, no clicks.
func (s *Screen) Window(sh *kit.Context) (string, bool) {
	return sh.Cat.T("review.screen.window"), false
}

// KeyMap is the screen's bindings.
func (s *Screen) KeyMap(*kit.Context) help.KeyMap { return s.keys }

// Update follows the review's progress and result, scrolls the list;
// Esc stops the review and goes back.
func (s *Screen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		if msg.run == s.run && s.run != nil {
			return nil, s.run.tick()
		}
	case resultMsg:
		if msg.run == s.run && s.run != nil {
			s.run, s.rv, s.err = nil, msg.rv, msg.err
		}
	case tea.KeyPressMsg:
		return s.key(msg)
	}
	return nil, nil
}

// key handles a key press.
func (s *Screen) key(msg tea.KeyPressMsg) (kit.Intent, tea.Cmd) {
	k, page := s.keys, max(1, s.shown)
	switch {
	case key.Matches(msg, k.Back):
		s.stop()
		return kit.Show{Screen: s.back}, nil
	case key.Matches(msg, k.Quit):
		s.stop()
		return kit.Quit{}, nil
	case key.Matches(msg, k.Help):
		return kit.Help{}, nil
	case key.Matches(msg, k.Up):
		s.offset--
	case key.Matches(msg, k.Down):
		s.offset++
	case key.Matches(msg, k.PageUp):
		s.offset -= page
	case key.Matches(msg, k.PageDown):
		s.offset += page
	case key.Matches(msg, k.Home):
		s.offset = 0
	}
	return nil, nil // the offset is bounded when drawn
}

// turns are, by move of the record, the seat's turn in its hand: one
// more than its discards in the hand before that move.
func turns(actions []rules.Action, seat rules.Seat) []int {
	out := make([]int, len(actions))
	n := 0
	for i, a := range actions {
		out[i] = n + 1
		switch {
		case a.Kind == rules.ActNextHand:
			n = 0
		case a.Seat == seat && a.Kind == rules.ActDiscard:
			n++
		}
	}
	return out
}

// keys are the screen's bindings, shown by bubbles/help.
type keys struct {
	Up, Down, PageUp, PageDown, Home key.Binding
	Scroll                           key.Binding // the help's line for the four
	Back, Help, Quit                 key.Binding
}

// ShortHelp is the line at the bottom.
func (k keys) ShortHelp() []key.Binding { return []key.Binding{k.Scroll, k.Back, k.Help, k.Quit} }

// FullHelp is the help's columns.
func (k keys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.PageUp, k.PageDown, k.Home}, {k.Back, k.Help, k.Quit}}
}

// newKeys are the screen's bindings worded in the catalogue's language.
func newKeys(cat *i18n.Catalog) keys {
	return keys{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", cat.T("key.scroll"))),
		Down:     key.NewBinding(key.WithKeys("down", "j")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", cat.T("key.scroll"))),
		PageDown: key.NewBinding(key.WithKeys("pgdown", "space"), key.WithHelp("pgdown", cat.T("key.scroll"))),
		Home:     key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", cat.T("review.screen.key_top"))),
		Scroll:   key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", cat.T("key.scroll"))),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp(cat.T("keyname.esc"), cat.T("review.screen.key_back"))),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

var (
	_ kit.Screen   = (*Screen)(nil)
	_ kit.Windowed = (*Screen)(nil)
)
