package tui

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// tableScreen is the table: the human's selection in the hand, the choice
// under the cursor in a prompt, the declaring toggle and the coach. It
// never changes the game: it returns intents for the root to carry out.
type tableScreen struct {
	keys      tableKeys
	sel       int  // selected tile of the hand row (concealed tiles, then the drawn tile)
	lastPick  int  // the digit pressed last (a second press discards), -1 none
	choice    int  // the choice under the cursor in a claim prompt
	declaring bool // the next discard declares ready/calling
	coach     bool
	notice    string // a catalogue key said once (an illegal move ...)
	words     struct{ discard, choose, enter string }
	cache     *frameCache // shared by the screen's copies; nil: none
}

// newTableScreen makes the table screen in the catalogue's language.
func newTableScreen(sh *shared, coachOn bool) *tableScreen {
	t := &tableScreen{keys: newTableKeys(sh.cat), lastPick: -1, coach: coachOn && !sh.spectator, cache: &frameCache{}}
	t.keys.Export.SetEnabled(sh.canExport)
	t.keys.Coach.SetEnabled(!sh.spectator)
	t.words.discard, t.words.choose, t.words.enter = sh.cat.T("key.discard"), sh.cat.T("key.choose_one"), sh.cat.T("keyname.enter")
	return t
}

// intent is what a screen asks the root to do.
type intent interface{}

type (
	playIntent   struct{ action rules.Action }
	helpIntent   struct{}
	quitIntent   struct{}
	exportIntent struct{} // the e key: write the game to a file
	// confirmQuitIntent: the person confirmed leaving the game.
	confirmQuitIntent struct{}
	nextIntent        struct{} // score sheet / standings: go on
)

// choice is one answer the human can give besides discarding: in a claim
// window every legal claim and pass; on the turn a win or a kong.
type choice struct {
	action rules.Action
	key    string // catalogue key of its name
	tiles  []rules.Tile
	short  string // its key: a digit in a claim prompt, w or k on the turn
}

// handTiles is the human's hand row: the concealed tiles, then the drawn
// tile set apart.
func handTiles(v rules.View) (tiles []rules.Tile, drawn bool) {
	me := v.Players[v.Seat]
	tiles = slices.Clone(me.Concealed)
	if me.Drawn != rules.NoTile {
		return append(tiles, me.Drawn), true
	}
	return tiles, false
}

// claimWindow reports whether the human is asked about a discard or an
// added kong.
func claimWindow(v rules.View) bool {
	return (v.Phase == rules.PhaseClaim || v.Phase == rules.PhaseRobKong) && len(v.Legal) > 0
}

// myTurn reports whether the human is to discard (or win, or kong).
func myTurn(v rules.View) bool {
	return v.Phase == rules.PhaseTurn && v.Turn == v.Seat && len(v.Legal) > 0
}

// choices lists the answers of the moment, strongest first.
func choices(v rules.View) []choice {
	var out []choice
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
	claim := claimWindow(v)
	for _, a := range v.Legal {
		c := choice{action: a}
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
	slices.SortStableFunc(out, func(a, b choice) int { return rank(a.action) - rank(b.action) })
	for i := range out {
		switch {
		case claim:
			out[i].short = strconv.Itoa((i + 1) % 10)
		case out[i].action.Kind == rules.ActWin:
			out[i].short = "w"
		default:
			out[i].short = "k"
		}
	}
	return out
}

// newDecision resets the selection when the human is asked something new:
// the drawn tile (or the last one) selected, the cursor on a win when
// there is one, on pass otherwise; with the coach on, the cursor on the
// option it advises (the claim it names).
func (t *tableScreen) newDecision(v rules.View, adv *coach.Advice) {
	tiles, _ := handTiles(v)
	t.sel = max(0, len(tiles)-1)
	t.lastPick = -1
	t.declaring = false
	t.choice = 0
	if cs := choices(v); claimWindow(v) {
		t.choice = len(cs) - 1
		for i, c := range cs {
			if c.action.Kind == rules.ActWin {
				t.choice = i
			}
		}
		if adv != nil && adv.Claim != nil {
			for i, c := range cs {
				if c.action == adv.Claim.Action {
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
func (t *tableScreen) setKeys(v rules.View) {
	claim, turn := claimWindow(v), myTurn(v)
	cs := choices(v)
	has := func(kinds ...rules.ActionKind) bool {
		for _, c := range cs {
			if slices.Contains(kinds, c.action.Kind) {
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
func (t *tableScreen) discardHelp(claim bool) string {
	if claim {
		return t.words.choose
	}
	return t.words.discard
}

func (t *tableScreen) id() screenID { return screenTable }

// update handles a key or a click on the table; the coach's switch is
// kept in the settings (a saved game keeps it).
func (t *tableScreen) update(a *App, msg tea.Msg) intent {
	m := a.match
	var in intent
	*t, in = t.handle(msg, m.View(), m.humanToPlay(), a.hit)
	a.sh.settings.Coach = t.coach
	return in
}

// draw lays the table out from the person's View.
func (t *tableScreen) draw(a *App) *canvas {
	return drawTable(a.tableVM(t), a.sh.painter(), a.sh.width, a.sh.height)
}

// keyMap is every binding of the table (the help lists them all).
func (t *tableScreen) keyMap(a *App) help.KeyMap {
	tk := newTableKeys(a.sh.cat)
	tk.Export.SetEnabled(a.sh.canExport)
	return tk
}

// tableVM builds the table's view-model from the person's View.
func (a *App) tableVM(t *tableScreen) tableVM {
	m := a.match
	return buildTableVM(tableInput{
		sh: a.sh, m: m, v: m.View(), t: *t,
		humanToPlay: m.humanToPlay(), thinking: m.thinking, width: a.sh.width, alert: a.alert(),
	})
}

// handle handles a key or a click on the table. humanToPlay is false
// while a bot is thinking: then only the selection, the coach, help and
// quit answer.
func (t tableScreen) handle(msg tea.Msg, v rules.View, humanToPlay bool, hit func(x, y int) string) (tableScreen, intent) {
	t.setKeys(v)
	tiles, _ := handTiles(v)
	cs := choices(v)
	claim := humanToPlay && claimWindow(v)
	turn := humanToPlay && myTurn(v)
	t.sel = min(max(t.sel, 0), max(len(tiles)-1, 0))
	t.choice = min(max(t.choice, 0), max(len(cs)-1, 0))

	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		t.notice = ""
		k := t.keys
		switch {
		case key.Matches(msg, k.Quit):
			return t, quitIntent{}
		case key.Matches(msg, k.Help):
			return t, helpIntent{}
		case key.Matches(msg, k.Coach):
			t.coach = !t.coach
		case key.Matches(msg, k.Export):
			return t, exportIntent{}
		case claim && key.Matches(msg, k.Up):
			t.choice = max(0, t.choice-1)
		case claim && key.Matches(msg, k.Down):
			t.choice = min(len(cs)-1, t.choice+1)
		case claim && key.Matches(msg, k.Pick):
			i := pickIndex(msg.String())
			if i < len(cs) {
				return t, playIntent{cs[i].action}
			}
		case claim && key.Matches(msg, k.Discard):
			if len(cs) > 0 {
				return t, playIntent{cs[t.choice].action}
			}
		case claim && key.Matches(msg, k.Pass):
			for _, c := range cs {
				if c.action.Kind == rules.ActPass {
					return t, playIntent{c.action}
				}
			}
		case key.Matches(msg, k.Win):
			for _, c := range cs {
				if c.action.Kind == rules.ActWin && humanToPlay {
					return t, playIntent{c.action}
				}
			}
		case turn && key.Matches(msg, k.Left):
			t.sel = max(0, t.sel-1)
			t.lastPick = -1
		case turn && key.Matches(msg, k.Right):
			t.sel = min(len(tiles)-1, t.sel+1)
			t.lastPick = -1
		case turn && key.Matches(msg, k.Pick):
			i := pickIndex(msg.String())
			if i >= len(tiles) {
				break
			}
			if t.sel == i && t.lastPick == i {
				return t.discard(v, tiles)
			}
			t.sel, t.lastPick = i, i
		case turn && key.Matches(msg, k.Discard):
			return t.discard(v, tiles)
		case turn && key.Matches(msg, k.Kong):
			return t.kong(cs, tiles)
		case turn && key.Matches(msg, k.Declare):
			if canDeclare(v) {
				t.declaring = !t.declaring
			}
		}
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft || hit == nil {
			break
		}
		t.notice = ""
		id := hit(msg.X, msg.Y)
		if i, ok := zoneIndex(id, "choice:"); ok && humanToPlay && i < len(cs) {
			return t, playIntent{cs[i].action}
		}
		if i, ok := zoneIndex(id, "hand:"); ok && turn && i < len(tiles) {
			if turn && t.sel == i {
				return t.discard(v, tiles)
			}
			t.sel, t.lastPick = i, -1
		}
	}
	return t, nil
}

// discard plays the selected tile (declaring when the toggle is on).
func (t tableScreen) discard(v rules.View, tiles []rules.Tile) (tableScreen, intent) {
	if t.sel >= len(tiles) {
		return t, nil
	}
	if a, ok := discardAction(v, tiles[t.sel], t.declaring); ok {
		if _, win := winAction(v); win {
			return t, confirmDiscardIntent{a} // the hand is complete: ask first
		}
		return t, playIntent{a}
	}
	switch {
	case t.declaring:
		t.notice = "notice.not_ready"
	case v.Players[v.Seat].Declared:
		t.notice = "notice.locked"
	default:
		t.notice = "notice.cannot_discard"
	}
	return t, nil
}

// kong plays the kong of the selected tile, or the first one offered.
func (t tableScreen) kong(cs []choice, tiles []rules.Tile) (tableScreen, intent) {
	var first *rules.Action
	for i, c := range cs {
		if c.action.Kind != rules.ActConcealedKong && c.action.Kind != rules.ActAddedKong {
			continue
		}
		if t.sel < len(tiles) && c.action.Tile == tiles[t.sel] {
			return t, playIntent{c.action}
		}
		if first == nil {
			first = &cs[i].action
		}
	}
	if first != nil {
		return t, playIntent{*first}
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

// zoneIndex reads "prefix:N" hit IDs.
func zoneIndex(id, prefix string) (int, bool) {
	if len(id) <= len(prefix) || id[:len(prefix)] != prefix {
		return 0, false
	}
	n, err := strconv.Atoi(id[len(prefix):])
	return n, err == nil
}

// advice asks the coach about the human's view (nil when the coach is
// off), once per position of the game: the frames drawn between two
// actions share it.
func (t tableScreen) advice(v rules.View, g *rules.Game) *coach.Advice {
	if !t.coach {
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
func (t tableScreen) readings(v rules.View, g *rules.Game, adv *coach.Advice) []coach.Reading {
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

// logLines words the last lines of the match's log a large table may
// show (at most a screenful): once per action applied.
func (t tableScreen) logLines(sh *shared, p painter, m *Match) []string {
	c := t.cache
	if c != nil && c.logMatch == m && c.logSeq == m.seq && c.logLen == len(m.log) && c.logNotes == m.logged+len(m.notes) && c.logHeight == sh.height {
		return c.log
	}
	var lines []string
	n := len(m.notes) - 1
	// notesAfter adds the notes said after the event numbered at (from
	// the first logged), newest first.
	notesAfter := func(at int) {
		for ; n >= 0 && m.notes[n].after > at && len(lines) < sh.height; n-- {
			lines = append(lines, m.notes[n].text)
		}
	}
	first := m.logged - len(m.log)
	for i := len(m.log) - 1; i >= 0 && len(lines) < sh.height; i-- {
		notesAfter(first + i)
		if line := logLine(sh, p, m.log[i]); line != "" && len(lines) < sh.height {
			lines = append(lines, line)
		}
	}
	notesAfter(-1)
	slices.Reverse(lines)
	if c != nil {
		c.log, c.logMatch, c.logSeq, c.logLen, c.logNotes, c.logHeight = lines, m, m.seq, len(m.log), m.logged+len(m.notes), sh.height
	}
	return lines
}

// helpLine is the help line of the bindings enabled, w cells wide.
func (t tableScreen) helpLine(sh *shared, keys tableKeys, w int) string {
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
	hm := sh.help
	hm.SetWidth(w)
	line := hm.ShortHelpView(bindings)
	if t.cache != nil {
		t.cache.helpFor, t.cache.help = id, line
	}
	return line
}
