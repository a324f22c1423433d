package menu

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// menuItem is a line of the start menu.
type menuItem uint8

const (
	itemContinue menuItem = iota
	itemNewGame
	itemLearn
	itemHistory
	itemWatch
	itemWatchBots
	itemRules
	itemOptions
	itemBots
	itemLang
	itemTiles
	itemSpeed
	itemQuit
)

// ID is the start menu's.
const ID kit.ScreenID = "menu"

// Intents of the menu.
type (
	// Start deals a new game with the settings.
	Start struct{ Settings kit.Settings }
	// Learn opens the Learn screen.
	Learn struct{}
	// History opens the past games.
	History struct{}
	// Continue resumes the saved game.
	Continue struct{}
	// Watch leaves to watch the game another copy has open.
	Watch struct{}
	// WatchBots deals a game of bots to watch with the settings.
	WatchBots struct{ Settings kit.Settings }
	// SettingsChanged takes the settings chosen (language, tiles ...).
	SettingsChanged struct{ Settings kit.Settings }
)

// Screen is the start menu: Continue (when a saved game exists), New
// game, Watch the other game (when another copy of the program has one
// open), the rule set, its options (a page of their own), the opponents,
// the display settings, Quit.
type Screen struct {
	keys     kit.ListKeys
	items    []menuItem
	cursor   int
	settings kit.Settings
	// options: the options page of the rule set is in front; optCursor is
	// its line (len(options): Back).
	options   bool
	optCursor int
	// Err is a worded text shown on the menu (a saved game that failed
	// to load), in place of the rule set's summary.
	Err string
}

// New builds the start menu: Continue when a saved game exists (hasSaved),
// Watch when another copy of the program has one open (watch).
func New(sh *kit.Context, hasSaved, watch bool) *Screen {
	m := &Screen{keys: kit.NewListKeys(sh.Cat), settings: sh.Settings}
	if hasSaved {
		m.items = append(m.items, itemContinue)
	}
	m.items = append(m.items, itemNewGame)
	if watch {
		m.items = append(m.items, itemWatch)
	}
	m.items = append(m.items, itemRules, itemOptions, itemBots, itemLang, itemTiles, itemSpeed, itemWatchBots, itemLearn, itemHistory, itemQuit)
	return m
}

// Settings are the choices made on the menu.
func (m *Screen) Settings() kit.Settings { return m.settings }

// Relabel follows a change of language.
func (m *Screen) Relabel(sh *kit.Context) { m.keys = kit.NewListKeys(sh.Cat) }

// ruleSet is the registry's entry of the rule set chosen.
func (m Screen) ruleSet() rules.RuleSet {
	rs, err := rules.RuleSetByName(m.settings.Rules)
	if err != nil {
		rs = rules.RuleSets()[0]
	}
	return rs
}

func (m Screen) move(d int) Screen {
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
func (m Screen) change(d int) (Screen, kit.Intent) {
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
		return m, SettingsChanged{m.settings}
	}
	switch m.items[m.cursor] {
	case itemRules:
		*s = s.WithRules(cycle(rules.VariantNames(), s.Rules, d))
	case itemOptions:
		m.options, m.optCursor = true, 0
		return m, nil
	case itemBots:
		s.Bots = cycle(seat.Levels(), s.Bots, d)
	case itemLang:
		s.Lang = cycle(i18n.Languages, s.Lang, d)
	case itemTiles:
		s.Tiles = cycle(kit.TileStyles, s.Tiles, d)
	case itemSpeed:
		s.Speed = cycle(kit.Speeds, s.Speed, d)
	default:
		return m, nil
	}
	return m, SettingsChanged{m.settings}
}

// activate carries out the item under the cursor.
func (m Screen) activate() (Screen, kit.Intent) {
	if m.options {
		if m.optCursor >= len(m.ruleSet().Options) {
			m.options = false // Back
			return m, nil
		}
		return m.change(1)
	}
	switch m.items[m.cursor] {
	case itemContinue:
		return m, Continue{}
	case itemNewGame:
		return m, Start{m.settings}
	case itemLearn:
		return m, Learn{}
	case itemHistory:
		return m, History{}
	case itemWatch:
		return m, Watch{}
	case itemWatchBots:
		return m, WatchBots{m.settings}
	case itemQuit:
		return m, kit.Quit{}
	}
	return m.change(1)
}

// ID is the menu's.
func (m *Screen) ID() kit.ScreenID { return ID }

// Update handles a key or a click on the menu.
func (m *Screen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	var in kit.Intent
	*m, in = m.handle(msg, func(x, y int) string { return m.Draw(sh).Hit(x, y) })
	return in, nil
}

// Draw lays the menu out, with its error text.
func (m *Screen) Draw(sh *kit.Context) *kit.Canvas { return m.layout(sh, m.Err) }

// KeyMap is the menu's bindings.
func (m *Screen) KeyMap(*kit.Context) help.KeyMap { return m.keys }

func (m Screen) handle(msg tea.Msg, hit func(x, y int) string) (Screen, kit.Intent) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		switch {
		case m.options && key.Matches(msg, m.keys.Back):
			m.options = false
			return m, nil
		case msg.String() == "esc":
			return m, kit.AskQuit{} // Esc asks; q and the Quit item leave
		case key.Matches(msg, m.keys.Quit):
			return m, kit.Quit{}
		case key.Matches(msg, m.keys.Help):
			return m, kit.Help{}
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
		if i, ok := kit.ZoneIndex(hit(msg.X, msg.Y), "option:"); ok && m.options && i <= len(m.ruleSet().Options) {
			m.optCursor = i
			return m.activate()
		}
		if i, ok := kit.ZoneIndex(hit(msg.X, msg.Y), "menu:"); ok && !m.options && i < len(m.items) {
			m.cursor = i
			return m.activate()
		}
	}
	return m, nil
}

// label and value of an item, worded.
func (m Screen) line(sh *kit.Context, it menuItem) (label, value string) {
	cat, s := sh.Cat, m.settings
	switch it {
	case itemContinue:
		return cat.T("menu.continue"), ""
	case itemNewGame:
		return cat.T("menu.new_game"), ""
	case itemLearn:
		return cat.T("menu.learn"), ""
	case itemHistory:
		return cat.T("menu.history"), ""
	case itemWatch:
		return cat.T("menu.watch"), ""
	case itemWatchBots:
		return cat.T("menu.watch_bots"), ""
	case itemRules:
		return cat.T("menu.rules"), kit.RulesName(sh, s.Rules)
	case itemOptions:
		return cat.T("menu.options"), kit.OptionsSummary(cat, m.ruleSet(), s.Options)
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

// layout lays the menu out: the title, a row of sample tiles in the
// chosen style, the items (or the options page), the selected rule
// set's summary (or errText), the help line.
func (m Screen) layout(sh *kit.Context, errText string) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	y := m.header(sh, c)
	lines, cursor, about := m.entries(sh)
	if m.options {
		title := sh.Theme.Heading.Render(sh.Cat.T("menu.options_of", kit.RulesName(sh, m.ruleSet().Name)))
		c.Put(centered(w, title), y, title)
		y += 2
	}
	y = m.drawEntries(sh, c, lines, cursor, y)
	y++
	if errText != "" {
		about = sh.Theme.Bad.Render(errText)
	}
	aboutLines := kit.Wrap(about, min(w-4, 76))
	c.Put(max(2, (w-min(w-4, 76))/2), y, kit.Fit(aboutLines, w-4, max(0, h-1-y))...)
	keys := m.keys.ShortHelp()
	if m.options {
		keys = m.keys.OptionsHelp()
	}
	c.Put(0, h-1, kit.HelpLine(sh.Help, w, keys))
	return c
}

// centered is the column that centres s in w cells.
func centered(w int, s string) int { return max(0, (w-kit.Width(s))/2) }

// header draws the title and a row of sample tiles in the chosen style;
// it returns the row after them.
func (m Screen) header(sh *kit.Context, c *kit.Canvas) int {
	p, w := sh.Painter(), sh.Width
	title := sh.Theme.Heading.Render(sh.Cat.T("menu.title"))
	sample := []rules.Tile{0, 13, 26, rules.East, rules.Red, rules.Green, rules.White, rules.Flower}
	var row string
	if sh.Glyphs.Boxed {
		var tops, mids, bots []string
		for _, t := range sample {
			b := p.Box(t)
			tops, mids, bots = append(tops, b[0]), append(mids, b[1]), append(bots, b[2])
		}
		row = strings.Join(tops, "") + "\n" + strings.Join(mids, "") + "\n" + strings.Join(bots, "")
	} else {
		row = p.Faces(sample)
	}
	y := 1
	c.Put(centered(w, title), y, title)
	y += 2
	for _, l := range strings.Split(row, "\n") {
		c.Put(centered(w, row), y, l)
		y++
	}
	return y + 1
}

// entry is a line of the menu or of the options page: its click zone,
// its label and its value.
type entry struct{ id, label, value string }

// entries are the lines shown (the items, or the options and Back), the
// one under the cursor, and what is said of it.
func (m Screen) entries(sh *kit.Context) ([]entry, int, string) {
	cat := sh.Cat
	var lines []entry
	cursor := m.cursor
	about := cat.T("about." + m.settings.Rules)
	if !m.options {
		for i, it := range m.items {
			label, value := m.line(sh, it)
			lines = append(lines, entry{"menu:" + strconv.Itoa(i), label, value})
		}
		return lines, cursor, about
	}
	rs := m.ruleSet()
	for i, spec := range rs.Options {
		lines = append(lines, entry{"option:" + strconv.Itoa(i), cat.T(i18n.OptionKey(spec.Name)), kit.OptionValue(cat, spec, m.settings.Options)})
	}
	lines = append(lines, entry{"option:" + strconv.Itoa(len(rs.Options)), cat.T("menu.back"), ""})
	cursor = m.optCursor
	if cursor < len(rs.Options) {
		about = cat.T(i18n.OptionKey(rs.Options[cursor].Name) + ".help")
	}
	return lines, cursor, about
}

// drawEntries draws the lines from row y, labels and values in columns,
// the cursor's line marked; it returns the row after them.
func (m Screen) drawEntries(sh *kit.Context, c *kit.Canvas, lines []entry, cursor, y int) int {
	labelW := 0
	for _, l := range lines {
		labelW = max(labelW, kit.Width(l.label))
	}
	x0 := max(2, (sh.Width-labelW-30)/2)
	for i, l := range lines {
		text := l.label
		if l.value != "" {
			text += strings.Repeat(" ", labelW-kit.Width(l.label)+3) + "‹ " + l.value + " ›"
		}
		if i == cursor {
			text = sh.Theme.Accent.Render("› " + text)
		} else {
			text = "  " + text
		}
		c.PutID(l.id, x0, y, text)
		y++
	}
	return y
}

var _ kit.Screen = (*Screen)(nil)
