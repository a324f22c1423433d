package serve

import (
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The session's screens' IDs.
const (
	lobbyID    kit.ScreenID = "lobby"
	codeID     kit.ScreenID = "code"
	passwordID kit.ScreenID = "password"
	createID   kit.ScreenID = "create"
	roomID     kit.ScreenID = "room"
)

// screen is what the session's screens share: the lobby state, the
// window (the game's title, no clicks) and any terminal size (a line
// too long is cut).
type screen struct{ l *lobby }

// Window: the game's title, no clicks.
func (screen) Window(sh *kit.Context) (string, bool) { return sh.Cat.T("app.title"), false }

// MinSize: the session's pages are cut to any terminal.
func (screen) MinSize() (int, int) { return 1, 1 }

// bindings are a screen's keys, for the help.
type bindings []key.Binding

// ShortHelp is the keys.
func (b bindings) ShortHelp() []key.Binding { return b }

// FullHelp is the keys, in one column.
func (b bindings) FullHelp() [][]key.Binding { return [][]key.Binding{b} }

// page draws a page's text from the top left, cut to the terminal (a
// line too long cut short).
func page(sh *kit.Context, text string) *kit.Canvas {
	c := kit.NewCanvas(sh.Width, sh.Height)
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, sh.Width, "")
	}
	c.Put(0, 0, lines...)
	return c
}

// pad fits s to w cells: cut, or filled with spaces.
func pad(s string, w int) string {
	s = ansi.Truncate(s, w, "…")
	if n := ansi.StringWidth(s); n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// rulesLabel words a table's rule set and its options.
func rulesLabel(sh *kit.Context, name string, o rules.Options) string {
	rs, err := rules.RuleSetByName(name)
	if err != nil {
		return name
	}
	label := sh.Cat.T(i18n.RuleSetKey(rs.Name))
	if rs.Only(o) != (rules.Options{}) {
		label += " · " + tui.OptionsSummary(sh.Cat, rs, o)
	}
	return label
}

// stateLabel words where a table is in its life.
func stateLabel(sh *kit.Context, t roomInfo) string {
	var s string
	switch {
	case t.State == stateWaiting:
		s = sh.Cat.T("serve.state.waiting")
	case t.Between:
		s = sh.Cat.T("serve.state.between", t.Hand+1)
	default:
		s = sh.Cat.T("serve.state.playing", t.Hand+1)
	}
	if t.Locked {
		s += " · " + sh.Cat.T("serve.state.locked")
	}
	return s
}

// people counts the people seated at a table.
func people(t roomInfo) int {
	n := 0
	for _, p := range t.People {
		if p != "" {
			n++
		}
	}
	return n
}

// alertLine is the flash, if any.
func (l *lobby) alertLine(sh *kit.Context) string {
	if l.flash == "" {
		return ""
	}
	return sh.Theme.Bad.Render(l.flash)
}

// botsLabel words the bots of a table: a level, or an outside program
// by its label (the club bot answers when it fails).
func botsLabel(sh *kit.Context, lv bot.Level, program string) string {
	if program != "" {
		return sh.Cat.T("serve.bots.program", program)
	}
	return sh.Cat.T("level." + lv.String())
}

// timerLabel words a turn timer.
func timerLabel(sh *kit.Context, d interface{ Seconds() float64 }) string {
	if d.Seconds() == 0 {
		return sh.Cat.T("menu.off")
	}
	return sh.Cat.T("serve.timer.seconds", int(d.Seconds()))
}

// lobbyScreen lists the open tables: join one, watch one, open a new
// one, type a code.
type lobbyScreen struct{ screen }

// ID is the lobby's.
func (s *lobbyScreen) ID() kit.ScreenID { return lobbyID }

// KeyMap is the lobby's keys.
func (s *lobbyScreen) KeyMap(*kit.Context) help.KeyMap {
	k := s.l.keys
	return bindings{k.Up, k.Join, k.Watch, k.New, k.Code, k.Quit}
}

// Update moves in the list and leaves it for a table, the form or the
// code prompt.
func (s *lobbyScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	l := s.l
	if _, ok := msg.(lobbyMsg); ok {
		l.readLobby()
		return nil, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		in, _ := l.message(sh, msg)
		return in, nil
	}
	if in, ok := l.firstKey(k); ok {
		return in, nil
	}
	n := len(l.tables)
	switch {
	case key.Matches(k, l.keys.Quit):
		return l.quit(), nil
	case key.Matches(k, l.keys.Up) && n > 0:
		l.cursor = (l.cursor + n - 1) % n
	case key.Matches(k, l.keys.Down) && n > 0:
		l.cursor = (l.cursor + 1) % n
	case key.Matches(k, l.keys.New):
		return kit.Show{Screen: l.form}, nil
	case key.Matches(k, l.keys.Code):
		return kit.Show{Screen: newCodeScreen(l)}, nil
	case key.Matches(k, l.keys.Join) && l.cursor < n:
		return kit.Show{Screen: l.joinCode(l.tables[l.cursor].Code, "", "", nil)}, nil
	case key.Matches(k, l.keys.Watch) && l.cursor < n:
		if to := l.watchCode(l.tables[l.cursor].Code); to != nil {
			return kit.Show{Screen: to}, nil
		}
	}
	return nil, nil
}

// Draw lists the tables: code, rules, people, spectators, state.
func (s *lobbyScreen) Draw(sh *kit.Context) *kit.Canvas {
	l, cat, th := s.l, sh.Cat, sh.Theme
	var b strings.Builder
	sessions := l.cl.srv.counts.live()
	b.WriteString(th.Heading.Render(cat.T("serve.lobby.title")) + "  " +
		th.Dim.Render(cat.T("serve.lobby.status", l.cl.pl.Name, sessions, len(l.tables))) + "\n\n")
	if len(l.tables) == 0 {
		b.WriteString("  " + cat.T("serve.lobby.empty") + "\n")
	} else {
		w := max(20, sh.Width-2-6-8-10-2)
		head := "  " + pad(cat.T("serve.lobby.code"), 6) + pad(cat.T("serve.lobby.rules"), min(w, 40)+1) +
			pad(cat.T("serve.lobby.people"), 8) + pad(cat.T("serve.lobby.watching"), 10) + cat.T("serve.lobby.state")
		b.WriteString(th.Dim.Render(head) + "\n")
		for i, t := range l.tables {
			row := pad(t.Code, 6) + pad(rulesLabel(sh, t.Rules, t.Options), min(w, 40)+1) +
				pad(strconv.Itoa(people(t))+"/"+strconv.Itoa(len(t.People)), 8) + pad(strconv.Itoa(t.Spectators), 10) + stateLabel(sh, t)
			if i == l.cursor {
				b.WriteString(th.Accent.Render("▸ "+row) + "\n")
			} else {
				b.WriteString("  " + row + "\n")
			}
		}
	}
	b.WriteString("\n" + l.alertLine(sh) + "\n")
	b.WriteString(kit.HelpLine(sh.Help, sh.Width, s.KeyMap(sh).ShortHelp()))
	return page(sh, b.String())
}

// promptScreen asks for a line: a table's code, or the password of the
// table target.
type promptScreen struct {
	screen
	id          kit.ScreenID
	title, hint string // catalogue keys
	field       textinput.Model
	target      string // the table the password is for
}

// newCodeScreen asks for a table's code (and a rejoin code after a dash).
func newCodeScreen(l *lobby) *promptScreen {
	f := kit.NewField(0, codeLen+1+rejoinLen)
	f.Focus()
	return &promptScreen{screen: screen{l}, id: codeID, title: "serve.code.title", hint: "serve.code.hint", field: f}
}

// newPasswordScreen asks for the password of the table of a code.
func newPasswordScreen(l *lobby, code string) *promptScreen {
	f := kit.NewSecretField(0, maxPassword)
	f.Focus()
	return &promptScreen{screen: screen{l}, id: passwordID, title: "serve.password.title", hint: "serve.password.hint",
		field: f, target: code}
}

// ID is the code's or the password's prompt.
func (s *promptScreen) ID() kit.ScreenID { return s.id }

// KeyMap is the prompt's keys.
func (s *promptScreen) KeyMap(*kit.Context) help.KeyMap {
	return bindings{s.l.keys.Join, s.l.keys.Back}
}

// Update types the line; Enter tries it, Esc goes back to the lobby.
func (s *promptScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	l := s.l
	switch k := msg.(type) {
	case tea.KeyPressMsg:
		if in, ok := l.firstKey(k); ok {
			return in, nil
		}
		switch k.String() {
		case "esc":
			return kit.Show{Screen: l.toLobby()}, nil
		case "enter":
			return kit.Show{Screen: s.try()}, nil
		}
	case tea.PasteMsg:
	default:
		in, _ := l.message(sh, msg)
		return in, nil
	}
	var cmd tea.Cmd
	s.field, cmd = s.field.Update(kit.Printable(msg))
	return nil, cmd
}

// try joins with the line typed.
func (s *promptScreen) try() kit.Screen {
	l := s.l
	if s.id == passwordID {
		return l.joinCode(s.target, "", s.field.Value(), s)
	}
	code, rejoin, ok := normCode(s.field.Value())
	if !ok {
		l.wrongTry(errUnknownCode)
		return s
	}
	return l.joinCode(code, rejoin, "", nil)
}

// Draw draws the prompt.
func (s *promptScreen) Draw(sh *kit.Context) *kit.Canvas {
	var b strings.Builder
	b.WriteString(sh.Theme.Heading.Render(sh.Cat.T(s.title)) + "\n\n")
	b.WriteString("  > " + s.field.View() + "\n\n")
	b.WriteString(s.l.alertLine(sh) + "\n")
	b.WriteString(sh.Theme.Dim.Render(sh.Cat.T(s.hint)))
	return page(sh, b.String())
}

// createScreen is the new-table form.
type createScreen struct {
	screen
	form createForm
}

// ID is the form's.
func (s *createScreen) ID() kit.ScreenID { return createID }

// KeyMap is the form's keys.
func (s *createScreen) KeyMap(*kit.Context) help.KeyMap {
	k := s.l.keys
	return bindings{k.Up, k.Left, k.Enter, k.Back}
}

// Update moves in the form, changes a value or types the password;
// Enter opens the table, Esc goes back to the lobby.
func (s *createScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	l, f := s.l, &s.form
	switch k := msg.(type) {
	case tea.KeyPressMsg:
		if in, ok := l.firstKey(k); ok {
			return in, nil
		}
		switch {
		case k.String() == "esc":
			return kit.Show{Screen: l.toLobby()}, nil
		case k.String() == "enter" && (f.onCreate() || f.onPassword()):
			return kit.Show{Screen: l.createTable()}, nil
		}
		return nil, f.key(k)
	case tea.PasteMsg:
		if f.onPassword() {
			var cmd tea.Cmd
			f.password, cmd = f.password.Update(kit.Printable(k))
			return nil, cmd
		}
		return nil, nil
	}
	in, _ := l.message(sh, msg)
	return in, nil
}

// Draw draws the form: a line for each setting, the one under the cursor
// marked.
func (s *createScreen) Draw(sh *kit.Context) *kit.Canvas {
	cat, f := sh.Cat, &s.form
	var b strings.Builder
	b.WriteString(sh.Theme.Heading.Render(cat.T("serve.create.title")) + "\n\n")
	for i, line := range f.lines() {
		var name, value string
		switch line.kind {
		case formRules:
			name, value = cat.T("menu.rules"), "‹ "+cat.T(i18n.RuleSetKey(f.rs.Name))+" ›"
		case formOption:
			name, value = cat.T(i18n.OptionKey(line.option.Name)), "‹ "+tui.OptionValue(cat, line.option, f.options)+" ›"
		case formOpponents:
			name, value = cat.T("serve.create.opponents"), "‹ "+cat.T(opponentsKey(f.program > 0))+" ›"
		case formLevel:
			name, value = cat.T("serve.create.level"), "‹ "+cat.T("level."+f.bots.String())+" ›"
		case formProgram:
			name, value = cat.T("serve.create.program"), "‹ "+f.botsLabel()+" ›"
		case formTimer:
			name, value = cat.T("serve.create.timer"), "‹ "+timerLabel(sh, f.timer)+" ›"
		case formPassword:
			name, value = cat.T("serve.create.password"), "["+f.passwordView()+"]"
		case formCreate:
			name = cat.T("serve.create.open")
		}
		text := pad(name, 24) + value
		if i == f.cursor {
			b.WriteString(sh.Theme.Accent.Render("▸ ") + text + "\n")
		} else {
			b.WriteString("  " + text + "\n")
		}
	}
	b.WriteString("\n" + sh.Theme.Dim.Render(opponentsWords(sh, f)) + "\n")
	b.WriteString("\n" + s.l.alertLine(sh) + "\n")
	b.WriteString(kit.HelpLine(sh.Help, sh.Width, s.KeyMap(sh).ShortHelp()))
	return page(sh, b.String())
}

// opponentsKey names the two kinds of opponents a new table may have.
func opponentsKey(program bool) string {
	if program {
		return "serve.create.opponents_program"
	}
	return "serve.create.opponents_level"
}

// opponentsWords say in words who will play the empty seats.
func opponentsWords(sh *kit.Context, f *createForm) string {
	if f.program > 0 {
		return sh.Cat.T("serve.create.words_program", f.botsLabel())
	}
	return sh.Cat.T("serve.create.words_level", sh.Cat.T("level."+f.bots.String()))
}

var (
	_ kit.Screen   = (*lobbyScreen)(nil)
	_ kit.Screen   = (*promptScreen)(nil)
	_ kit.Screen   = (*createScreen)(nil)
	_ kit.Windowed = screen{}
	_ kit.Sized    = screen{}
)
