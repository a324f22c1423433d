package tui

import (
	"os"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// The replay viewer (mahjong replay FILE) shows a recorded game position
// by position with every hand face up: the table as it stood after each
// step, the score sheet when a hand is over, the final standings after
// the last sheet of a finished game. It draws with the table and the
// sheet of the game itself; only the help line and the prompt line
// (which step this is and what it did) are its own.
//
// A position is the game after its first k actions. The viewer keeps a
// snapshot of the match (Game.Clone, the log and the calls) at the start
// of every hand and replays from the nearest one, so that a step costs
// at most one hand's actions whatever the length of the game.

// replaySnapshot is the match at a position.
type replaySnapshot struct {
	pos int
	m   *Match
}

// Replay is the viewer's root model.
type Replay struct {
	sh      *shared
	keys    replayKeys
	actions []rules.Action
	phases  []rules.Phase // the phase at each position, 0..len(actions)
	sheets  []int         // the positions where a hand is over
	snaps   []replaySnapshot
	over    bool // the record is of a finished game

	pos       int
	standings bool // past the last sheet of a finished game
	every     bool // step through every action (passes included), not only the moves
	cur       *Match
	said      string // what the last step did, worded
	overlays  overlays
	signal    os.Signal
}

// NewReplay builds the viewer of a game (a record: the game as it ended,
// or as far as it was played), at its first position.
func NewReplay(g *rules.Game, s Settings) (*Replay, error) {
	fresh, err := rules.NewGame(g.Config())
	if err != nil {
		return nil, err
	}
	r := &Replay{sh: newShared(s), actions: g.Actions()}
	r.sh.seat(g)
	r.keys = newReplayKeys(r.sh.cat)
	m := watchMatch(fresh, s)
	r.snaps = append(r.snaps, replaySnapshot{0, m.clone()})
	r.phases = append(r.phases, fresh.Phase())
	for i, a := range r.actions {
		if err := m.Apply(a); err != nil {
			return nil, err
		}
		p := m.game.Phase()
		r.phases = append(r.phases, p)
		switch {
		case a.Kind == rules.ActNextHand:
			r.snaps = append(r.snaps, replaySnapshot{i + 1, m.clone()})
		case p == rules.PhaseHandOver || p == rules.PhaseGameOver:
			r.sheets = append(r.sheets, i+1)
		}
	}
	r.over = m.game.Over()
	r.goTo(0)
	return r, nil
}

// Positions is the number of positions after the first: the actions.
func (r *Replay) Positions() int { return len(r.actions) }

// Position is the position shown (the number of actions played).
func (r *Replay) Position() int { return r.pos }

// Game returns the game at the position shown (for tests: it must not
// be changed).
func (r *Replay) Game() *rules.Game { return r.cur.game }

// goTo shows position k: the nearest snapshot before it, cloned, then
// the actions up to k; the actions since the previous stop (the step
// that led to k) are worded on the prompt line.
func (r *Replay) goTo(k int) {
	k = min(max(k, 0), len(r.actions))
	from := max(k-1, 0)
	for from > 0 && !r.stop(from) {
		from--
	}
	i, _ := slices.BinarySearchFunc(r.snaps, from, func(s replaySnapshot, k int) int { return s.pos - k })
	if i == len(r.snaps) || r.snaps[i].pos > from {
		i--
	}
	m := r.snaps[i].m.clone()
	var step []rules.Event
	for j := r.snaps[i].pos; j < k; j++ {
		evs, err := m.apply(r.actions[j])
		if err != nil {
			break // cannot happen: the same actions replayed when the viewer was built
		}
		if j >= from {
			step = append(step, evs...)
		}
	}
	r.pos, r.cur, r.standings = k, m, false
	r.said = r.describe(k, step)
}

// describe words what the step to position k did.
func (r *Replay) describe(k int, evs []rules.Event) string {
	sh, cat := r.sh, r.sh.cat
	if k == 0 {
		return cat.T("replay.start")
	}
	var parts []string
	for _, e := range evs {
		if line := logLine(sh, sh.painter(), e); line != "" {
			parts = append(parts, line)
		}
	}
	if len(parts) == 0 {
		a := r.actions[k-1]
		key := "replay.pass"
		if a.Kind != rules.ActPass {
			key = "replay.plays"
		}
		parts = append(parts, cat.T(seatKey(sh, key, a.Seat), seatName(sh, a.Seat)))
	}
	return strings.Join(parts, " · ")
}

// stop reports whether position k is one a step lands on: every position
// when stepping through every action; otherwise none inside a claim
// window (the passes are stepped over with the discard they answer).
func (r *Replay) stop(k int) bool {
	if r.every || k == 0 || k == len(r.actions) {
		return true
	}
	p := r.phases[k]
	return p != rules.PhaseClaim && p != rules.PhaseRobKong
}

// next moves one step forward; past the last sheet of a finished game,
// the standings.
func (r *Replay) next() {
	for k := r.pos + 1; k <= len(r.actions); k++ {
		if r.stop(k) {
			r.goTo(k)
			return
		}
	}
	if r.over {
		r.standings = true
	}
}

// prev moves one step back.
func (r *Replay) prev() {
	if r.standings {
		r.standings = false
		return
	}
	for k := r.pos - 1; k >= 0; k-- {
		if r.stop(k) {
			r.goTo(k)
			return
		}
	}
}

// nextHand goes to the next score sheet (the end of this hand, or of the
// next when this one's is shown); after the last, the end of the record.
func (r *Replay) nextHand() {
	i, found := slices.BinarySearch(r.sheets, r.pos)
	if found {
		i++
	}
	switch {
	case i < len(r.sheets):
		r.goTo(r.sheets[i])
	case r.pos < len(r.actions):
		r.goTo(len(r.actions))
	case r.over:
		r.standings = true
	}
}

// prevHand goes to the previous hand's score sheet, or the first
// position.
func (r *Replay) prevHand() {
	if r.standings {
		r.standings = false
		return
	}
	i, _ := slices.BinarySearch(r.sheets, r.pos)
	if i > 0 {
		r.goTo(r.sheets[i-1])
		return
	}
	r.goTo(0)
}

// Init does nothing: the viewer waits for keys.
func (r *Replay) Init() tea.Cmd { return nil }

// Update moves through the record.
func (r *Replay) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.sh.width, r.sh.height = msg.Width, msg.Height
	case signalMsg:
		r.signal = msg.sig
		return r, tea.Quit
	case tea.KeyPressMsg:
		k := r.keys
		if top := r.overlays.top(); top != nil {
			switch in, _ := top.update(r.sh, msg); in.(type) {
			case closeIntent:
				r.overlays.pop()
			case quitIntent:
				return r, tea.Quit
			}
			return r, nil
		}
		switch {
		case key.Matches(msg, k.Quit):
			return r, tea.Quit
		case key.Matches(msg, k.Help):
			r.overlays.push(&replayHelp{keys: r.keys})
		case key.Matches(msg, k.Next):
			r.next()
		case key.Matches(msg, k.Prev):
			r.prev()
		case key.Matches(msg, k.NextHand):
			r.nextHand()
		case key.Matches(msg, k.PrevHand):
			r.prevHand()
		case key.Matches(msg, k.First):
			r.goTo(0)
		case key.Matches(msg, k.Last):
			r.goTo(len(r.actions))
		case key.Matches(msg, k.Every):
			r.every = !r.every
		}
	}
	return r, nil
}

// faceUp is the person's view of the game (seat me) with every other
// hand shown (a drawn tile last): the replay shows every hand face up.
func faceUp(g *rules.Game, me rules.Seat) rules.View {
	v := g.View(me)
	for _, s := range seatingOf(me, g.Variant().Players).seats()[1:] {
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

// frame draws the position: the score sheet when a hand is over, the
// standings past the end, the table otherwise.
func (r *Replay) frame() *canvas {
	sh := r.sh
	w, h := sh.width, sh.height
	var c *canvas
	switch {
	case r.standings:
		s := newStandings(sh, r.cur, "", "")
		s.help = r.keys
		c = s.layout(sh)
	case r.phases[r.pos] == rules.PhaseHandOver || r.phases[r.pos] == rules.PhaseGameOver:
		s := newSheet(sh, r.cur)
		s.help = r.keys
		c = s.layout(sh)
		c.put(0, h-2, sh.th.Dim.Render(r.where()))
	default:
		vm := buildTableVM(tableInput{
			sh: sh, m: r.cur, v: faceUp(r.cur.game, r.cur.Me()), t: *newTableScreen(sh, false),
			thinking: rules.NoSeat, width: w,
		})
		vm.bar += " · " + sh.cat.T("replay.bar")
		for i := range vm.hand {
			vm.hand[i].mark = "" // no digits to pick with, no coach
		}
		vm.prompt = r.where()
		vm.choices = nil
		hm := sh.help
		hm.SetWidth(w)
		vm.help = hm.ShortHelpView(r.keys.ShortHelp())
		c = drawTable(vm, sh.painter(), w, h)
	}
	return c
}

// where is the prompt line: the step and what it did.
func (r *Replay) where() string {
	cat := r.sh.cat
	step := cat.T("replay.step", r.pos, len(r.actions))
	if r.every {
		step += " " + cat.T("replay.every_on")
	}
	return step + " · " + r.said
}

// replayHelp lists every key of the viewer in a box over the position;
// ? or Esc closes it, q leaves the viewer.
type replayHelp struct{ keys replayKeys }

func (h *replayHelp) opaque() bool   { return false }
func (h *replayHelp) editing() bool  { return false }
func (h *replayHelp) resize(*shared) {}

// update closes the help, or leaves; other keys do nothing.
func (h *replayHelp) update(_ *shared, msg tea.Msg) (intent, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	switch {
	case !ok:
	case key.Matches(k, h.keys.Help, h.keys.Close):
		return closeIntent{}, nil
	case key.Matches(k, h.keys.Quit):
		return quitIntent{}, nil
	}
	return nil, nil
}

// draw draws the box over the position.
func (h *replayHelp) draw(sh *shared, below *canvas) *canvas {
	hm := sh.help
	hm.SetWidth(max(20, sh.width-8))
	text := sh.th.Heading.Render(sh.cat.T("replay.help_title")) + "\n\n" +
		strings.Join(wrap(sh.cat.T("replay.about"), max(20, min(70, sh.width-8))), "\n") + "\n\n" +
		hm.FullHelpView(h.keys.FullHelp())
	below.layers = append(below.layers, boxLayer(sh, text, 2))
	return below
}

// View draws the position.
func (r *Replay) View() tea.View {
	sh := r.sh
	var content string
	switch {
	case sh.width == 0:
	case sh.width < minWidth || sh.height < minHeight:
		content = smallView(sh)
	default:
		content = r.overlays.draw(sh, r.frame).render(sh)
	}
	v := tea.NewView(content)
	v.AltScreen = true
	v.WindowTitle = sh.cat.T("replay.title")
	return v
}

// RunReplay opens the viewer on a game until the player quits (q). A
// signal on term.Stop restores the terminal and ends it with an
// *Interrupted.
func RunReplay(g *rules.Game, s Settings, term Terminal) error {
	r, err := NewReplay(g, s)
	if err != nil {
		return err
	}
	final, err := runProgram(r, s, term, nil)
	if err != nil {
		return err
	}
	if rp, ok := final.(*Replay); ok && rp.signal != nil {
		return &Interrupted{Signal: rp.signal}
	}
	return nil
}

// replayKeys are the viewer's bindings, shown by bubbles/help.
type replayKeys struct {
	Next, Prev         key.Binding
	NextHand, PrevHand key.Binding
	First, Last        key.Binding
	Every              key.Binding
	Help, Close        key.Binding
	Quit               key.Binding
}

// ShortHelp is the line at the bottom.
func (k replayKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Prev, k.NextHand, k.PrevHand, k.First, k.Every, k.Help, k.Quit}
}

// FullHelp is the help's columns.
func (k replayKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Next, k.Prev, k.NextHand, k.PrevHand}, {k.First, k.Last, k.Every, k.Help, k.Quit}}
}

func newReplayKeys(cat *i18n.Catalog) replayKeys {
	return replayKeys{
		Next:     key.NewBinding(key.WithKeys("right", "l", "space"), key.WithHelp("→", cat.T("replay.key.next"))),
		Prev:     key.NewBinding(key.WithKeys("left", "h", "backspace"), key.WithHelp("←", cat.T("replay.key.prev"))),
		NextHand: key.NewBinding(key.WithKeys("down", "j", "pgdown", "n"), key.WithHelp("↓", cat.T("replay.key.next_hand"))),
		PrevHand: key.NewBinding(key.WithKeys("up", "k", "pgup", "p"), key.WithHelp("↑", cat.T("replay.key.prev_hand"))),
		First:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", cat.T("replay.key.first"))),
		Last:     key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", cat.T("replay.key.last"))),
		Every:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a", cat.T("replay.key.every"))),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Close:    key.NewBinding(key.WithKeys("esc"), key.WithHelp(cat.T("keyname.esc"), cat.T("key.close"))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}
