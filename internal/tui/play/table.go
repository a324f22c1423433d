package play

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// ID is the table's.
const ID kit.ScreenID = "table"

// TableScreen is the table: the match it shows, the human's selection in
// the hand, the choice under the cursor in a prompt, the declaring toggle
// and the coach. It never changes the game: it returns intents for the
// root to carry out.
type TableScreen struct {
	// Match is the game shown (nil for a table drawn from a view-model
	// built by someone else: a lesson's, the replay's).
	Match     *Match
	keys      tableKeys
	sel       int  // selected tile of the hand row (concealed tiles, then the drawn tile)
	lastPick  int  // the digit pressed last (a second press discards), -1 none
	choice    int  // the choice under the cursor in a claim prompt
	declaring bool // the next discard declares ready/calling
	coach     bool
	// hint: the coach's advice asked once (the t key, the coach off),
	// shown until the person is asked something new.
	hint bool
	// Notice is a catalogue key said once (an illegal move ...).
	Notice string
	words  struct{ discard, choose, enter string }
	cache  *frameCache // shared by the screen's copies; nil: none
}

// NewTableScreen makes the table screen of a match in the catalogue's
// language, the coach on or off.
func NewTableScreen(sh *kit.Context, m *Match, coachOn bool) *TableScreen {
	t := &TableScreen{Match: m, keys: newTableKeys(sh.Cat), lastPick: -1, coach: coachOn && !sh.Spectator, cache: &frameCache{}}
	t.keys.Export.SetEnabled(sh.CanExport)
	t.keys.Coach.SetEnabled(!sh.Spectator)
	t.keys.enableAids(sh)
	t.words.discard, t.words.choose, t.words.enter = sh.Cat.T("key.discard"), sh.Cat.T("key.choose_one"), sh.Cat.T("keyname.enter")
	return t
}

// Play asks the root to play the person's action.
type Play struct{ Action rules.Action }

// Choice is one answer the human can give besides discarding: in a claim
// window every legal claim and pass; on the turn a win or a kong.
type Choice struct {
	Action rules.Action
	key    string // catalogue key of its name
	tiles  []rules.Tile
	short  string // its key: a digit in a claim prompt, w or k on the turn
}

// HandTiles is the human's hand row: the concealed tiles, then the drawn
// tile set apart.
func HandTiles(v rules.View) (tiles []rules.Tile, drawn bool) {
	me := v.Players[v.Seat]
	tiles = slices.Clone(me.Concealed)
	if me.Drawn != rules.NoTile {
		return append(tiles, me.Drawn), true
	}
	return tiles, false
}

// ClaimWindow reports whether the human is asked about a discard or an
// added kong.
func ClaimWindow(v rules.View) bool {
	return (v.Phase == rules.PhaseClaim || v.Phase == rules.PhaseRobKong) && len(v.Legal) > 0
}

// MyTurn reports whether the human is to discard (or win, or kong).
func MyTurn(v rules.View) bool {
	return v.Phase == rules.PhaseTurn && v.Turn == v.Seat && len(v.Legal) > 0
}

// Choices lists the answers of the moment, strongest first.
func Choices(v rules.View) []Choice {
	var out []Choice
	rank := func(a rules.Action) int {
		switch a.Kind {
		case rules.ActWin:
			return 0
		case rules.ActKong, rules.ActConcealedKong, rules.ActAddedKong:
			return 1
		case rules.ActPung:
			return 2
		case rules.ActChow:
			return 3
		}
		return 4
	}
	claim := ClaimWindow(v)
	for _, a := range v.Legal {
		c := Choice{Action: a}
		switch a.Kind {
		case rules.ActWin:
			c.key = "call.mahjong"
		case rules.ActKong, rules.ActConcealedKong, rules.ActAddedKong:
			c.key, c.tiles = "choice.kong", a.Meld().Tiles()
			if a.Kind != rules.ActKong {
				c.tiles = []rules.Tile{a.Tile, a.Tile, a.Tile, a.Tile}
			}
		case rules.ActPung:
			c.key, c.tiles = "choice.pung", a.Meld().Tiles()
		case rules.ActChow:
			c.key, c.tiles = "choice.chow", a.Meld().Tiles()
		case rules.ActPass:
			c.key = "choice.pass"
		default:
			continue
		}
		if !claim && a.Kind == rules.ActPass {
			continue
		}
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b Choice) int { return rank(a.Action) - rank(b.Action) })
	for i := range out {
		switch {
		case claim:
			out[i].short = strconv.Itoa((i + 1) % 10)
		case out[i].Action.Kind == rules.ActWin:
			out[i].short = "w"
		default:
			out[i].short = "k"
		}
	}
	return out
}

// NewDecision resets the selection when the human is asked something new:
// the drawn tile (or the last one) selected, the cursor on a win when
// there is one, on pass otherwise; with the coach on, the cursor on the
// option it advises (the claim it names).
func (t *TableScreen) NewDecision(v rules.View, adv *coach.Advice) {
	tiles, _ := HandTiles(v)
	t.sel = max(0, len(tiles)-1)
	t.lastPick = -1
	t.declaring = false
	t.hint = false
	t.choice = 0
	if cs := Choices(v); ClaimWindow(v) {
		t.choice = len(cs) - 1
		for i, c := range cs {
			if c.Action.Kind == rules.ActWin {
				t.choice = i
			}
		}
		if adv != nil && adv.Claim != nil {
			for i, c := range cs {
				if c.Action == adv.Claim.Action {
					t.choice = i
				}
			}
		}
	}
}

// canDeclare reports whether some discard may declare now.
func canDeclare(v rules.View) bool {
	for _, a := range v.Legal {
		if a.Kind == rules.ActDiscard && a.Declare {
			return true
		}
	}
	return false
}

// discardAction finds the legal discard of a tile, declaring or not.
func discardAction(v rules.View, t rules.Tile, declare bool) (rules.Action, bool) {
	for _, a := range v.Legal {
		if a.Kind == rules.ActDiscard && a.Tile == t && a.Declare == declare {
			return a, true
		}
	}
	return rules.Action{}, false
}

// setKeys enables the bindings that apply to the view.
func (t *TableScreen) setKeys(v rules.View) {
	claim, turn := ClaimWindow(v), MyTurn(v)
	cs := Choices(v)
	has := func(kinds ...rules.ActionKind) bool {
		for _, c := range cs {
			if slices.Contains(kinds, c.Action.Kind) {
				return true
			}
		}
		return false
	}
	k := &t.keys
	k.Left.SetEnabled(turn)
	k.Right.SetEnabled(turn)
	k.Discard.SetEnabled(claim || turn)
	k.Discard.SetHelp(t.words.enter, t.discardHelp(claim))
	k.Pick.SetEnabled(claim || turn)
	k.Up.SetEnabled(claim)
	k.Down.SetEnabled(claim)
	k.Win.SetEnabled(has(rules.ActWin))
	k.Kong.SetEnabled(!claim && has(rules.ActConcealedKong, rules.ActAddedKong))
	k.Declare.SetEnabled(turn && canDeclare(v))
	k.Pass.SetEnabled(claim)
}

// discardHelp words Enter: discard on the turn, choose in a prompt.
func (t *TableScreen) discardHelp(claim bool) string {
	if claim {
		return t.words.choose
	}
	return t.words.discard
}

// ID is the table's.
func (t *TableScreen) ID() kit.ScreenID { return ID }

// Update handles a key or a click on the table; the coach's switch is
// kept in the settings (a saved game keeps it).
func (t *TableScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	switch msg.(type) {
	case tea.KeyPressMsg, tea.MouseClickMsg:
	default:
		return nil, nil // nothing else moves the table
	}
	m := t.Match
	var in kit.Intent
	*t, in = t.Handle(msg, m.View(), m.HumanToPlay(), func(x, y int) string { return t.Draw(sh).Hit(x, y) })
	sh.Settings.Coach = t.coach
	return in, nil
}

// Draw lays the table out from the person's View.
func (t *TableScreen) Draw(sh *kit.Context) *kit.Canvas {
	return DrawTable(t.vm(sh), sh.Painter(), sh.Width, sh.Height)
}

// KeyMap is every binding of the table (the help lists them all).
func (t *TableScreen) KeyMap(sh *kit.Context) help.KeyMap {
	tk := newTableKeys(sh.Cat)
	tk.Export.SetEnabled(sh.CanExport)
	tk.enableAids(sh)
	return tk
}

// vm builds the table's view-model from the person's View.
func (t *TableScreen) vm(sh *kit.Context) VM {
	m := t.Match
	return BuildVM(Input{
		Ctx: sh, Match: m, View: m.View(), Screen: *t,
		HumanToPlay: m.HumanToPlay(), Thinking: m.thinking, Width: sh.Width, Alert: sh.Alert(),
	})
}

// Handle handles a key or a click on the table. humanToPlay is false
// while a bot is thinking: then only the selection, the coach, help and
// quit answer.
func (t TableScreen) Handle(msg tea.Msg, v rules.View, humanToPlay bool, hit func(x, y int) string) (TableScreen, kit.Intent) {
	t.setKeys(v)
	m := moment{v: v, cs: Choices(v), human: humanToPlay}
	m.tiles, _ = HandTiles(v)
	m.claim = humanToPlay && ClaimWindow(v)
	m.turn = humanToPlay && MyTurn(v)
	t.sel = min(max(t.sel, 0), max(len(m.tiles)-1, 0))
	t.choice = min(max(t.choice, 0), max(len(m.cs)-1, 0))
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		t.Notice = ""
		return t.key(msg, m)
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft || hit == nil {
			break
		}
		t.Notice = ""
		return t.click(hit(msg.X, msg.Y), m)
	}
	return t, nil
}

// moment is what the person may do now: the view, the hand row, the
// choices; whether the person may play (no bot thinking), answers a claim
// window or plays the turn.
type moment struct {
	v                  rules.View
	tiles              []rules.Tile
	cs                 []Choice
	human, claim, turn bool
}

// key handles a key: the ones that always apply, then a claim window's
// or the turn's.
func (t TableScreen) key(msg tea.KeyPressMsg, m moment) (TableScreen, kit.Intent) {
	k := t.keys
	switch {
	case key.Matches(msg, k.Quit):
		return t, kit.Quit{}
	case key.Matches(msg, k.Help):
		return t, kit.Help{}
	case key.Matches(msg, k.Coach):
		t.coach = !t.coach
	case key.Matches(msg, k.Export):
		return t, kit.Export{}
	case key.Matches(msg, k.TakeBack):
		return t, kit.TakeBack{}
	case key.Matches(msg, k.Hint):
		t.hint = m.human && (m.claim || m.turn)
	case aidKey(msg, k.Aids) != "":
		return t, kit.Switch{Name: aidKey(msg, k.Aids)}
	case key.Matches(msg, k.Win):
		for _, c := range m.cs {
			if c.Action.Kind == rules.ActWin && m.human {
				return t, Play{c.Action}
			}
		}
	case m.claim:
		return t.claimKey(msg, m)
	case m.turn:
		return t.turnKey(msg, m)
	}
	return t, nil
}

// aidKey is the name of the toggle the key switches ("" for none).
func aidKey(msg tea.KeyPressMsg, aids []key.Binding) string {
	i := 0
	for _, t := range kit.Toggles {
		if !t.Aid {
			continue
		}
		if i < len(aids) && key.Matches(msg, aids[i]) {
			return t.Name
		}
		i++
	}
	return ""
}

// claimKey answers a claim window: move between the choices, take one
// (by its number or Enter), pass.
func (t TableScreen) claimKey(msg tea.KeyPressMsg, m moment) (TableScreen, kit.Intent) {
	k, cs := t.keys, m.cs
	switch {
	case key.Matches(msg, k.Up):
		t.choice = max(0, t.choice-1)
	case key.Matches(msg, k.Down):
		t.choice = min(len(cs)-1, t.choice+1)
	case key.Matches(msg, k.Pick):
		if i := pickIndex(msg.String()); i < len(cs) {
			return t, Play{cs[i].Action}
		}
	case key.Matches(msg, k.Discard):
		if len(cs) > 0 {
			return t, Play{cs[t.choice].Action}
		}
	case key.Matches(msg, k.Pass):
		for _, c := range cs {
			if c.Action.Kind == rules.ActPass {
				return t, Play{c.Action}
			}
		}
	}
	return t, nil
}

// turnKey plays the turn: select a tile (the arrows, its digit), discard
// it (Enter, or its digit again), a kong, the declaring toggle.
func (t TableScreen) turnKey(msg tea.KeyPressMsg, m moment) (TableScreen, kit.Intent) {
	k, tiles := t.keys, m.tiles
	switch {
	case key.Matches(msg, k.Left):
		t.sel = max(0, t.sel-1)
		t.lastPick = -1
	case key.Matches(msg, k.Right):
		t.sel = min(len(tiles)-1, t.sel+1)
		t.lastPick = -1
	case key.Matches(msg, k.Pick):
		i := pickIndex(msg.String())
		if i >= len(tiles) {
			break
		}
		if t.sel == i && t.lastPick == i {
			return t.discard(m.v, tiles)
		}
		t.sel, t.lastPick = i, i
	case key.Matches(msg, k.Discard):
		return t.discard(m.v, tiles)
	case key.Matches(msg, k.Kong):
		return t.kong(m.cs, tiles)
	case key.Matches(msg, k.Declare):
		if canDeclare(m.v) {
			t.declaring = !t.declaring
		}
	}
	return t, nil
}

// click takes a choice of the prompt, or selects a tile of the hand (a
// second click discards it).
func (t TableScreen) click(id string, m moment) (TableScreen, kit.Intent) {
	if i, ok := kit.ZoneIndex(id, "choice:"); ok && m.human && i < len(m.cs) {
		return t, Play{m.cs[i].Action}
	}
	if i, ok := kit.ZoneIndex(id, "hand:"); ok && m.turn && i < len(m.tiles) {
		if t.sel == i {
			return t.discard(m.v, m.tiles)
		}
		t.sel, t.lastPick = i, -1
	}
	return t, nil
}

// discard plays the selected tile (declaring when the toggle is on).
func (t TableScreen) discard(v rules.View, tiles []rules.Tile) (TableScreen, kit.Intent) {
	if t.sel >= len(tiles) {
		return t, nil
	}
	if a, ok := discardAction(v, tiles[t.sel], t.declaring); ok {
		if _, win := WinAction(v); win {
			return t, ConfirmDiscard{a} // the hand is complete: ask first
		}
		return t, Play{a}
	}
	switch {
	case t.declaring:
		t.Notice = "notice.not_ready"
	case v.Players[v.Seat].Declared:
		t.Notice = "notice.locked"
	default:
		t.Notice = "notice.cannot_discard"
	}
	return t, nil
}

// kong plays the kong of the selected tile, or the first one offered.
func (t TableScreen) kong(cs []Choice, tiles []rules.Tile) (TableScreen, kit.Intent) {
	var first *rules.Action
	for i, c := range cs {
		if c.Action.Kind != rules.ActConcealedKong && c.Action.Kind != rules.ActAddedKong {
			continue
		}
		if t.sel < len(tiles) && c.Action.Tile == tiles[t.sel] {
			return t, Play{c.Action}
		}
		if first == nil {
			first = &cs[i].Action
		}
	}
	if first != nil {
		return t, Play{*first}
	}
	return t, nil
}

// pickIndex turns "1".."9", "0" into 0..9.
func pickIndex(s string) int {
	if s == "0" {
		return 9
	}
	return int(s[0] - '1')
}

// Advice asks the coach about the human's view (nil when the coach is
// off), once per position of the game: the frames drawn between two
// actions share it.
func (t TableScreen) Advice(v rules.View, g *rules.Game) *coach.Advice {
	if !t.coach && !t.hint {
		return nil
	}
	c := t.cache
	if c == nil {
		a := coach.Advise(v, g.Variant())
		return &a
	}
	if c.adv == nil || c.advGame != g || c.advAt != g.NumActions() {
		a := coach.Advise(v, g.Variant())
		c.adv, c.advGame, c.advAt = &a, g, g.NumActions()
	}
	return c.adv
}

// readings reads the opponents' open hands (nil when they are hidden
// or the hand is over), once per position: the coach's own when it is
// on.
func (t TableScreen) readings(v rules.View, g *rules.Game, adv *coach.Advice) []coach.Reading {
	if !v.Open || v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver {
		return nil
	}
	if adv != nil {
		return adv.Opponents
	}
	c := t.cache
	if c == nil {
		return coach.ReadOpponents(v, g.Variant())
	}
	if c.readGame != g || c.readAt != g.NumActions() {
		c.read, c.readGame, c.readAt = coach.ReadOpponents(v, g.Variant()), g, g.NumActions()
	}
	return c.read
}

// frameCache keeps what a table screen's frames share between two
// changes: the coach's advice of a position, the help line of a set of
// keys.
type frameCache struct {
	adv     *coach.Advice
	advGame *rules.Game
	advAt   int
	// read are the open hands' readings of a position (coach off).
	read     []coach.Reading
	readGame *rules.Game
	readAt   int
	helpFor  string // the keys and width the help line was drawn for
	help     string
	// log are the log's lines worded for the match at its action seq
	// (logLen events, logNotes notes), a screen logHeight high.
	log                                 []string
	logMatch                            *Match
	logSeq, logLen, logNotes, logHeight int
}

// LogLines words the last lines of the match's log a large table may
// show (at most a screenful): once per action applied.
func (t TableScreen) LogLines(sh *kit.Context, p kit.Painter, m *Match) []string {
	c := t.cache
	if c != nil && c.logMatch == m && c.logSeq == m.seq && c.logLen == len(m.log) && c.logNotes == m.logged+len(m.notes) && c.logHeight == sh.Height {
		return c.log
	}
	var lines []string
	n := len(m.notes) - 1
	// notesAfter adds the notes said after the event numbered at (from
	// the first logged), newest first.
	notesAfter := func(at int) {
		for ; n >= 0 && m.notes[n].after > at && len(lines) < sh.Height; n-- {
			lines = append(lines, m.notes[n].text)
		}
	}
	first := m.logged - len(m.log)
	for i := len(m.log) - 1; i >= 0 && len(lines) < sh.Height; i-- {
		notesAfter(first + i)
		if line := LogLine(sh, p, m.log[i]); line != "" && len(lines) < sh.Height {
			lines = append(lines, line)
		}
	}
	notesAfter(-1)
	slices.Reverse(lines)
	if c != nil {
		c.log, c.logMatch, c.logSeq, c.logLen, c.logNotes, c.logHeight = lines, m, m.seq, len(m.log), m.logged+len(m.notes), sh.Height
	}
	return lines
}

// helpLine is the help line of the bindings enabled, w cells wide.
func (t TableScreen) helpLine(sh *kit.Context, keys tableKeys, w int) string {
	bindings := keys.ShortHelp()
	var b strings.Builder
	b.WriteString(strconv.Itoa(w))
	for _, k := range bindings {
		if k.Enabled() {
			b.WriteString("|" + k.Help().Key + ":" + k.Help().Desc)
		}
	}
	id := b.String()
	if t.cache != nil && t.cache.helpFor == id {
		return t.cache.help
	}
	line := kit.HelpLine(sh.Help, w, bindings)
	if t.cache != nil {
		t.cache.helpFor, t.cache.help = id, line
	}
	return line
}

var (
	_ kit.Screen  = (*TableScreen)(nil)
	_ kit.Overlay = (*WinDialog)(nil)
)

// Selected is the index of the tile selected in the hand row.
func (t TableScreen) Selected() int { return t.sel }

// Cursor is the index of the choice under the cursor in a prompt
// (Choices).
func (t TableScreen) Cursor() int { return t.choice }
