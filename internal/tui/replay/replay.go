package replay

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// ID is the viewer's.
const ID kit.ScreenID = "replay"

// replaySnapshot is the match at a position.
type replaySnapshot struct {
	pos int
	m   *play.Match
}

// Screen is the viewer: the record, the position shown and how it steps.
type Screen struct {
	keys    replayKeys
	game    *rules.Game // the record (the v key reviews it)
	actions []rules.Action
	phases  []rules.Phase // the phase at each position, 0..len(actions)
	sheets  []int         // the positions where a hand is over
	snaps   []replaySnapshot
	over    bool // the record is of a finished game

	pos       int
	standings bool // past the last sheet of a finished game
	every     bool // step through every action (passes included), not only the moves
	cur       *play.Match
	said      string // what the last step did, worded
}

// New builds the viewer of a game (a record: the game as it ended, or as
// far as it was played) in the session, at its first position.
func New(sh *kit.Context, g *rules.Game) (*Screen, error) {
	fresh, err := rules.NewGame(g.Config())
	if err != nil {
		return nil, err
	}
	r := &Screen{game: g, actions: g.Actions()}
	sh.Seat(g)
	r.keys = newReplayKeys(sh.Cat)
	m := play.WatchMatchAs(fresh, sh.Settings, sh.Spectator) // a game of bots watched: nobody is the person
	r.snaps = append(r.snaps, replaySnapshot{0, m.Clone()})
	r.phases = append(r.phases, fresh.Phase())
	for i, a := range r.actions {
		if err := m.Apply(a); err != nil {
			return nil, err
		}
		p := m.Game().Phase()
		r.phases = append(r.phases, p)
		switch {
		case a.Kind == rules.ActNextHand:
			r.snaps = append(r.snaps, replaySnapshot{i + 1, m.Clone()})
		case p == rules.PhaseHandOver || p == rules.PhaseGameOver:
			r.sheets = append(r.sheets, i+1)
		}
	}
	r.over = m.Game().Over()
	r.goTo(sh, 0)
	return r, nil
}

// Positions is the number of positions after the first: the actions.
func (r *Screen) Positions() int { return len(r.actions) }

// Position is the position shown (the number of actions played).
func (r *Screen) Position() int { return r.pos }

// Game returns the game at the position shown (for tests: it must not
// be changed).
func (r *Screen) Game() *rules.Game { return r.cur.Game() }

// Sheets are the positions where a hand is over.
func (r *Screen) Sheets() []int { return r.sheets }

// GoTo shows position k (clamped to the record).
func (r *Screen) GoTo(sh *kit.Context, k int) { r.goTo(sh, k) }

// goTo shows position k: the nearest snapshot before it, cloned, then
// the actions up to k; the actions since the previous stop (the step
// that led to k) are worded on the prompt line.
func (r *Screen) goTo(sh *kit.Context, k int) {
	k = min(max(k, 0), len(r.actions))
	from := max(k-1, 0)
	for from > 0 && !r.stop(from) {
		from--
	}
	i, _ := slices.BinarySearchFunc(r.snaps, from, func(s replaySnapshot, k int) int { return s.pos - k })
	if i == len(r.snaps) || r.snaps[i].pos > from {
		i--
	}
	m := r.snaps[i].m.Clone()
	var step []rules.Event
	for j := r.snaps[i].pos; j < k; j++ {
		evs, err := m.ApplyEvents(r.actions[j])
		if err != nil {
			break // cannot happen: the same actions replayed when the viewer was built
		}
		if j >= from {
			step = append(step, evs...)
		}
	}
	r.pos, r.cur, r.standings = k, m, false
	r.said = r.describe(sh, k, step)
}

// describe words what the step to position k did.
func (r *Screen) describe(sh *kit.Context, k int, evs []rules.Event) string {
	cat := sh.Cat
	if k == 0 {
		return cat.T("replay.start")
	}
	var parts []string
	for _, e := range evs {
		if line := play.LogLine(sh, sh.Painter(), e); line != "" {
			parts = append(parts, line)
		}
	}
	if len(parts) == 0 {
		a := r.actions[k-1]
		key := "replay.pass"
		if a.Kind != rules.ActPass {
			key = "replay.plays"
		}
		parts = append(parts, cat.T(kit.SeatKey(sh, key, a.Seat), kit.SeatName(sh, a.Seat)))
	}
	return strings.Join(parts, " · ")
}

// stop reports whether position k is one a step lands on: every position
// when stepping through every action; otherwise none inside a claim
// window (the passes are stepped over with the discard they answer).
func (r *Screen) stop(k int) bool {
	if r.every || k == 0 || k == len(r.actions) {
		return true
	}
	p := r.phases[k]
	return p != rules.PhaseClaim && p != rules.PhaseRobKong
}

// next moves one step forward; past the last sheet of a finished game,
// the standings.
func (r *Screen) next(sh *kit.Context) {
	for k := r.pos + 1; k <= len(r.actions); k++ {
		if r.stop(k) {
			r.goTo(sh, k)
			return
		}
	}
	if r.over {
		r.standings = true
	}
}

// prev moves one step back.
func (r *Screen) prev(sh *kit.Context) {
	if r.standings {
		r.standings = false
		return
	}
	for k := r.pos - 1; k >= 0; k-- {
		if r.stop(k) {
			r.goTo(sh, k)
			return
		}
	}
}

// nextHand goes to the next score sheet (the end of this hand, or of the
// next when this one's is shown); after the last, the end of the record.
func (r *Screen) nextHand(sh *kit.Context) {
	i, found := slices.BinarySearch(r.sheets, r.pos)
	if found {
		i++
	}
	switch {
	case i < len(r.sheets):
		r.goTo(sh, r.sheets[i])
	case r.pos < len(r.actions):
		r.goTo(sh, len(r.actions))
	case r.over:
		r.standings = true
	}
}

// prevHand goes to the previous hand's score sheet, or the first
// position.
func (r *Screen) prevHand(sh *kit.Context) {
	if r.standings {
		r.standings = false
		return
	}
	i, _ := slices.BinarySearch(r.sheets, r.pos)
	if i > 0 {
		r.goTo(sh, r.sheets[i-1])
		return
	}
	r.goTo(sh, 0)
}

// ID is the viewer's.
func (r *Screen) ID() kit.ScreenID { return ID }

// Window: the viewer's title, no clicks.
func (r *Screen) Window(sh *kit.Context) (string, bool) { return sh.Cat.T("replay.title"), false }

// KeyMap is the viewer's bindings.
func (r *Screen) KeyMap(*kit.Context) help.KeyMap { return r.keys }

// Update moves through the record.
func (r *Screen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := r.keys
	switch {
	case key.Matches(k, keys.Quit):
		return kit.Quit{}, nil
	case key.Matches(k, keys.Help):
		return kit.Open{Overlay: &replayHelp{keys: r.keys}}, nil
	case key.Matches(k, keys.Next):
		r.next(sh)
	case key.Matches(k, keys.Prev):
		r.prev(sh)
	case key.Matches(k, keys.NextHand):
		r.nextHand(sh)
	case key.Matches(k, keys.PrevHand):
		r.prevHand(sh)
	case key.Matches(k, keys.First):
		r.goTo(sh, 0)
	case key.Matches(k, keys.Last):
		r.goTo(sh, len(r.actions))
	case key.Matches(k, keys.Every):
		r.every = !r.every
	case key.Matches(k, keys.Review):
		return kit.Review{Game: r.game, Seat: sh.Seating().At(kit.PlaceMe)}, nil
	}
	return nil, nil
}

// faceUp is the person's view of the game (seat me) with every other
// hand shown (a drawn tile last): the replay shows every hand face up.
func faceUp(g *rules.Game, me rules.Seat) rules.View {
	v := g.View(me)
	for _, s := range kit.SeatingOf(me, g.Variant().Players).Seats()[1:] {
		pv := g.View(s).Players[s]
		tiles := slices.Clone(pv.Concealed)
		if pv.Drawn != rules.NoTile {
			tiles = append(tiles, pv.Drawn)
		}
		v.Players[s].Concealed = tiles
	}
	v.Legal = nil
	return v
}

// Draw draws the position: the score sheet when a hand is over, the
// standings past the end, the table otherwise.
func (r *Screen) Draw(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	var c *kit.Canvas
	switch {
	case r.standings:
		s := sheet.Standings(sh, r.cur, "", "")
		s.Help = r.keys
		c = s.Layout(sh)
	case r.phases[r.pos] == rules.PhaseHandOver || r.phases[r.pos] == rules.PhaseGameOver:
		s := sheet.New(sh, r.cur)
		s.Help = r.keys
		c = s.Layout(sh)
		c.Put(0, h-2, sh.Theme.Dim.Render(r.where(sh)))
	default:
		vm := play.BuildVM(play.Input{
			Ctx: sh, Match: r.cur, View: faceUp(r.cur.Game(), sh.Settings.Seat&3), Screen: *play.NewTableScreen(sh, r.cur, false),
			Thinking: rules.NoSeat, Width: w,
		})
		vm.Bar += " · " + sh.Cat.T("replay.bar")
		for i := range vm.Hand {
			vm.Hand[i].Mark = "" // no digits to pick with, no coach
		}
		vm.Prompt = r.where(sh)
		vm.Choices = nil
		vm.Help = kit.HelpLine(sh.Help, w, r.keys.ShortHelp())
		c = play.DrawTable(vm, sh.Painter(), w, h)
	}
	return c
}

// where is the prompt line: the step and what it did.
func (r *Screen) where(sh *kit.Context) string {
	cat := sh.Cat
	step := cat.T("replay.step", r.pos, len(r.actions))
	if r.every {
		step += " " + cat.T("replay.every_on")
	}
	return step + " · " + r.said
}

// replayHelp lists every key of the viewer in a box over the position;
// ? or Esc closes it, q leaves the viewer.
type replayHelp struct{ keys replayKeys }

// Opaque: the position shows around the box.
func (h *replayHelp) Opaque() bool { return false }

// Editing: the help edits no text.
func (h *replayHelp) Editing() bool { return false }

// Resize: the box is centred when drawn.
func (h *replayHelp) Resize(*kit.Context) {}

// Update closes the help, or leaves; other keys do nothing.
func (h *replayHelp) Update(_ *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	switch {
	case !ok:
	case key.Matches(k, h.keys.Help, h.keys.Close):
		return kit.Close{}, nil
	case key.Matches(k, h.keys.Quit):
		return kit.Quit{}, nil
	}
	return nil, nil
}

// Draw draws the box over the position.
func (h *replayHelp) Draw(sh *kit.Context, below *kit.Canvas) *kit.Canvas {
	text := sh.Theme.Heading.Render(sh.Cat.T("replay.help_title")) + "\n\n" +
		strings.Join(kit.Wrap(sh.Cat.T("replay.about"), max(20, min(70, sh.Width-8))), "\n") + "\n\n" +
		kit.FullHelp(sh.Help, max(20, sh.Width-8), h.keys.FullHelp())
	below.Add(kit.BoxLayer(sh, text, 2))
	return below
}

// replayKeys are the viewer's bindings, shown by bubbles/help.
type replayKeys struct {
	Next, Prev         key.Binding
	NextHand, PrevHand key.Binding
	First, Last        key.Binding
	Every              key.Binding
	Review             key.Binding // the decisions of the seat at the bottom, weighed
	Help, Close        key.Binding
	Quit               key.Binding
}

// ShortHelp is the line at the bottom.
func (k replayKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Prev, k.Review, k.NextHand, k.PrevHand, k.First, k.Every, k.Help, k.Quit}
}

// FullHelp is the help's columns.
func (k replayKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Next, k.Prev, k.NextHand, k.PrevHand}, {k.First, k.Last, k.Every, k.Review, k.Help, k.Quit}}
}

// newReplayKeys are the viewer's bindings worded in the catalogue's language.
func newReplayKeys(cat *i18n.Catalog) replayKeys {
	return replayKeys{
		Next:     key.NewBinding(key.WithKeys("right", "l", "space"), key.WithHelp("→", cat.T("replay.key.next"))),
		Prev:     key.NewBinding(key.WithKeys("left", "h", "backspace"), key.WithHelp("←", cat.T("replay.key.prev"))),
		NextHand: key.NewBinding(key.WithKeys("down", "j", "pgdown", "n"), key.WithHelp("↓", cat.T("replay.key.next_hand"))),
		PrevHand: key.NewBinding(key.WithKeys("up", "k", "pgup", "p"), key.WithHelp("↑", cat.T("replay.key.prev_hand"))),
		First:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", cat.T("replay.key.first"))),
		Last:     key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", cat.T("replay.key.last"))),
		Every:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a", cat.T("replay.key.every"))),
		Review:   key.NewBinding(key.WithKeys("v"), key.WithHelp("v", cat.T("key.review"))),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Close:    key.NewBinding(key.WithKeys("esc"), key.WithHelp(cat.T("keyname.esc"), cat.T("key.close"))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

var (
	_ kit.Screen   = (*Screen)(nil)
	_ kit.Windowed = (*Screen)(nil)
	_ kit.Overlay  = (*replayHelp)(nil)
)
