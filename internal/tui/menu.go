package tui

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/rules"
)

// menuItem is a line of the start menu.
type menuItem uint8

const (
	itemContinue menuItem = iota
	itemNewGame
	itemLearn
	itemWatch
	itemRules
	itemOptions
	itemBots
	itemLang
	itemTiles
	itemSpeed
	itemQuit
)

// Intents of the menu.
type (
	startIntent    struct{ settings Settings }
	learnIntent    struct{}
	continueIntent struct{}
	watchIntent    struct{}
	settingsIntent struct{ settings Settings }
)

// menuScreen is the start menu: Continue (when a saved game exists), New
// game, Watch the other game (when another copy of the program has one
// open), the rule set, its options (a page of their own), the opponents,
// the display settings, Quit.
type menuScreen struct {
	keys     menuKeys
	items    []menuItem
	cursor   int
	settings Settings
	// options: the options page of the rule set is in front; optCursor is
	// its line (len(options): Back).
	options   bool
	optCursor int
}

func newMenu(sh *shared, hasSaved, watch bool) *menuScreen {
	m := &menuScreen{keys: newMenuKeys(sh.cat), settings: sh.settings}
	if hasSaved {
		m.items = append(m.items, itemContinue)
	}
	m.items = append(m.items, itemNewGame)
	if watch {
		m.items = append(m.items, itemWatch)
	}
	m.items = append(m.items, itemRules, itemOptions, itemBots, itemLang, itemTiles, itemSpeed, itemLearn, itemQuit)
	return m
}

// relabel follows a change of language.
func (m *menuScreen) relabel(sh *shared) { m.keys = newMenuKeys(sh.cat) }

// ruleSet is the registry's entry of the rule set chosen.
func (m menuScreen) ruleSet() rules.RuleSet {
	rs, err := rules.RuleSetByName(m.settings.Rules)
	if err != nil {
		rs = rules.RuleSets()[0]
	}
	return rs
}

func (m menuScreen) move(d int) menuScreen {
	if m.options {
		n := len(m.ruleSet().Options) + 1
		m.optCursor = (m.optCursor + d + n) % n
		return m
	}
	m.cursor = (m.cursor + d + len(m.items)) % len(m.items)
	return m
}

// cycle returns the next (d = 1) or previous (d = -1) value in a list.
func cycle[T comparable](list []T, cur T, d int) T {
	i := slices.Index(list, cur)
	return list[(i+d+len(list))%len(list)]
}

// change moves the value of the item under the cursor.
func (m menuScreen) change(d int) (menuScreen, intent) {
	s := &m.settings
	if m.options {
		opts := m.ruleSet().Options
		if m.optCursor >= len(opts) {
			return m, nil
		}
		spec := opts[m.optCursor]
		// A number given on the command line outside the menu's steps
		// steps on from the start of the list.
		if err := spec.Set(&s.Options, cycle(spec.Values, spec.Value(s.Options), d)); err != nil {
			return m, nil
		}
		return m, settingsIntent{m.settings}
	}
	switch m.items[m.cursor] {
	case itemRules:
		s.Rules = cycle(rules.VariantNames(), s.Rules, d)
	case itemOptions:
		m.options, m.optCursor = true, 0
		return m, nil
	case itemBots:
		s.Bots = cycle(seat.Levels(), s.Bots, d)
	case itemLang:
		s.Lang = cycle(i18n.Languages, s.Lang, d)
	case itemTiles:
		s.Tiles = cycle(TileStyles, s.Tiles, d)
	case itemSpeed:
		s.Speed = cycle(Speeds, s.Speed, d)
	default:
		return m, nil
	}
	return m, settingsIntent{m.settings}
}

// activate carries out the item under the cursor.
func (m menuScreen) activate() (menuScreen, intent) {
	if m.options {
		if m.optCursor >= len(m.ruleSet().Options) {
			m.options = false // Back
			return m, nil
		}
		return m.change(1)
	}
	switch m.items[m.cursor] {
	case itemContinue:
		return m, continueIntent{}
	case itemNewGame:
		return m, startIntent{m.settings}
	case itemLearn:
		return m, learnIntent{}
	case itemWatch:
		return m, watchIntent{}
	case itemQuit:
		return m, quitIntent{}
	}
	return m.change(1)
}

func (m *menuScreen) id() screenID { return screenMenu }

// update handles a key or a click on the menu.
func (m *menuScreen) update(a *App, msg tea.Msg) intent {
	var in intent
	*m, in = m.handle(msg, a.hit)
	return in
}

// draw lays the menu out, with the App's error text.
func (m *menuScreen) draw(a *App) *canvas { return m.layout(a.sh, a.err) }

// keyMap is the menu's bindings.
func (m *menuScreen) keyMap(*App) help.KeyMap { return m.keys }

func (m menuScreen) handle(msg tea.Msg, hit func(x, y int) string) (menuScreen, intent) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		switch {
		case m.options && key.Matches(msg, m.keys.Back):
			m.options = false
			return m, nil
		case key.Matches(msg, m.keys.Quit):
			return m, quitIntent{}
		case key.Matches(msg, m.keys.Help):
			return m, helpIntent{}
		case key.Matches(msg, m.keys.Up):
			return m.move(-1), nil
		case key.Matches(msg, m.keys.Down):
			return m.move(1), nil
		case key.Matches(msg, m.keys.Left):
			return m.change(-1)
		case key.Matches(msg, m.keys.Right):
			return m.change(1)
		case key.Matches(msg, m.keys.Select):
			return m.activate()
		}
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft || hit == nil {
			break
		}
		if i, ok := zoneIndex(hit(msg.X, msg.Y), "option:"); ok && m.options && i <= len(m.ruleSet().Options) {
			m.optCursor = i
			return m.activate()
		}
		if i, ok := zoneIndex(hit(msg.X, msg.Y), "menu:"); ok && !m.options && i < len(m.items) {
			m.cursor = i
			return m.activate()
		}
	}
	return m, nil
}

// label and value of an item, worded.
func (m menuScreen) line(sh *shared, it menuItem) (label, value string) {
	cat, s := sh.cat, m.settings
	switch it {
	case itemContinue:
		return cat.T("menu.continue"), ""
	case itemNewGame:
		return cat.T("menu.new_game"), ""
	case itemLearn:
		return cat.T("menu.learn"), ""
	case itemWatch:
		return cat.T("menu.watch"), ""
	case itemRules:
		return cat.T("menu.rules"), rulesName(sh, s.Rules)
	case itemOptions:
		return cat.T("menu.options"), optionsSummary(cat, m.ruleSet(), s.Options)
	case itemBots:
		return cat.T("menu.bots"), cat.T("level." + s.Bots.String())
	case itemLang:
		return cat.T("menu.lang"), cat.T("lang." + s.Lang)
	case itemTiles:
		return cat.T("menu.tiles"), cat.T("tiles." + string(s.Tiles))
	case itemSpeed:
		return cat.T("menu.speed"), cat.T("speed." + string(s.Speed))
	}
	return cat.T("menu.quit"), ""
}

// draw lays the menu out: the title, a row of sample tiles in the chosen
// style, the items, the selected rule set's summary, the help line.
func (m menuScreen) layout(sh *shared, errText string) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	p := sh.painter()
	cat := sh.cat
	title := sh.th.Heading.Render(cat.T("menu.title"))
	sample := []rules.Tile{0, 13, 26, rules.East, rules.Red, rules.Green, rules.White, rules.Flower}
	var row string
	if sh.g.Boxed {
		var tops, mids, bots []string
		for _, t := range sample {
			b := p.box(t)
			tops, mids, bots = append(tops, b[0]), append(mids, b[1]), append(bots, b[2])
		}
		row = strings.Join(tops, "") + "\n" + strings.Join(mids, "") + "\n" + strings.Join(bots, "")
	} else {
		row = p.faces(sample)
	}
	y := 1
	center := func(s string) int { return max(0, (w-lipgloss.Width(s))/2) }
	c.put(center(title), y, title)
	y += 2
	for _, l := range strings.Split(row, "\n") {
		c.put(center(row), y, l)
		y++
	}
	y++
	type line struct{ id, label, value string }
	var lines []line
	cursor := m.cursor
	about := cat.T("about." + m.settings.Rules)
	if m.options {
		rs := m.ruleSet()
		title := sh.th.Heading.Render(cat.T("menu.options_of", rulesName(sh, rs.Name)))
		c.put(center(title), y, title)
		y += 2
		for i, spec := range rs.Options {
			lines = append(lines, line{"option:" + strconv.Itoa(i), cat.T(spec.Key), optionValue(cat, spec, m.settings.Options)})
		}
		lines = append(lines, line{"option:" + strconv.Itoa(len(rs.Options)), cat.T("menu.back"), ""})
		cursor = m.optCursor
		if cursor < len(rs.Options) {
			about = cat.T(rs.Options[cursor].Key + ".help")
		}
	} else {
		for i, it := range m.items {
			label, value := m.line(sh, it)
			lines = append(lines, line{"menu:" + strconv.Itoa(i), label, value})
		}
	}
	labelW := 0
	for _, l := range lines {
		labelW = max(labelW, lipgloss.Width(l.label))
	}
	x0 := max(2, (w-labelW-30)/2)
	for i, l := range lines {
		text := l.label
		if l.value != "" {
			text += strings.Repeat(" ", labelW-lipgloss.Width(l.label)+3) + "‹ " + l.value + " ›"
		}
		if i == cursor {
			text = sh.th.Accent.Render("› " + text)
		} else {
			text = "  " + text
		}
		c.putID(l.id, x0, y, text)
		y++
	}
	y++
	if errText != "" {
		about = sh.th.Bad.Render(errText)
	}
	aboutLines := wrap(about, min(w-4, 76))
	c.put(max(2, (w-min(w-4, 76))/2), y, fit(aboutLines, w-4, max(0, h-1-y))...)
	keys := m.keys.ShortHelp()
	if m.options {
		keys = m.keys.OptionsHelp()
	}
	hm := sh.help
	hm.SetWidth(w)
	c.put(0, h-1, hm.ShortHelpView(keys))
	return c
}
