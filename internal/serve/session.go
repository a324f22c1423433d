package serve

import (
	"errors"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// page is what a session shows.
type page uint8

const (
	pageLobby    page = iota // the open tables
	pageCode                 // typing a table's code
	pageCreate               // a new table's settings
	pagePassword             // a table's password
	pageRoom                 // at a table not started: who sits, the talk
	pageTable                // at a table being played (or watched)
)

// maxTries is how many wrong passwords or codes a session may type
// before it is closed (guessing them is slow: one session at a time).
const maxTries = 5

// sessionModel is one session's program: the lobby, the new-table form,
// a table's waiting room, then the table itself, each drawn in the
// session's own size, colours, language and tile style.
type sessionModel struct {
	cl   *client
	cat  *i18n.Catalog
	th   tui.Theme
	help help.Model
	keys sessionKeys

	width, height int
	page          page
	flash         string // said until the next key

	// The lobby.
	tables []roomInfo
	cursor int
	// The code and password prompts, the new table's form.
	field  lineEdit
	target string // the table the password is for
	tries  int
	form   createForm

	// At a table.
	room *room
	seat rules.Seat
	info roomInfo
	talk talkLine
	log  []logLine
	// The table's screen while it is played (the terminal game's served
	// screen), and its model.
	sess *tui.Session
	app  tea.Model
}

// logLine is a line of a table's talk as the session keeps it: worded in
// the session's language when drawn.
type logLine struct {
	line   chatLine
	notice *noticeMsg
}

// logSize is the lines of talk and notices a session keeps.
const logSize = 50

func newSessionModel(cl *client) *sessionModel {
	cat := i18n.MustLoad(cl.lang)
	colour := true
	for _, kv := range cl.env {
		if strings.HasPrefix(kv, "NO_COLOR=") && kv != "NO_COLOR=" {
			colour = false
		}
	}
	th := tui.NewTheme(colour)
	m := &sessionModel{cl: cl, cat: cat, th: th, help: help.New(), keys: newSessionKeys(cat), seat: rules.NoSeat}
	m.help.Styles = th.Help
	m.form = newCreateForm(cl.cmd.rules, cl.srv.programs)
	return m
}

// Init goes where the command line asked: a table's code, a new table,
// else the lobby.
func (m *sessionModel) Init() tea.Cmd {
	switch c := m.cl.cmd; {
	case c.create:
		m.createTable()
	case c.code != "":
		m.joinCode(c.code, c.rejoin, "")
	default:
		m.toLobby()
	}
	return nil
}

// Update handles the keys and the tables' messages.
func (m *sessionModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		if m.app != nil {
			return m, m.toApp(msg)
		}
	case lobbyMsg:
		if m.page == pageLobby {
			m.readLobby()
		}
	case roomMsg:
		if m.room != nil {
			m.info = m.room.info(true)
		}
	case chatMsg:
		m.addLog(logLine{line: msg.line})
	case noticeMsg:
		m.addLog(logLine{notice: &msg})
	case leftTableMsg:
		m.room, m.seat = nil, rules.NoSeat
		m.closeTable()
		m.toLobby()
		m.flash = m.cat.T(msg.key)
	case tableMsg:
		return m, m.toTable(msg)
	case appDoneMsg:
		if msg.sess == m.sess {
			m.leaveTable()
			m.toLobby()
		}
	case tea.KeyPressMsg:
		return m, m.key(msg)
	case tea.PasteMsg:
		switch {
		case m.talk.open:
			m.talk.text.max = maxChat
			m.talk.text.insert(msg.Content)
			m.talk.quick = -1
		case m.page == pageCreate && m.form.onPassword():
			m.form.password.insert(msg.Content)
		case m.editing():
			m.field.insert(msg.Content)
		case m.page == pageTable:
			return m, m.toApp(msg)
		}
	default:
		if m.page == pageTable {
			return m, m.toApp(msg)
		}
	}
	return m, nil
}

// editing reports whether the page has a line being typed.
func (m *sessionModel) editing() bool {
	return m.page == pageCode || m.page == pagePassword || m.talk.open ||
		m.page == pageCreate && m.form.onPassword()
}

// key handles a key on the page in front.
func (m *sessionModel) key(k tea.KeyPressMsg) tea.Cmd {
	m.flash = ""
	if k.String() == "ctrl+c" {
		return m.quit()
	}
	if m.talk.open {
		m.talkKey(k)
		return nil
	}
	switch m.page {
	case pageLobby:
		return m.lobbyKey(k)
	case pageCode:
		m.codeKey(k)
	case pagePassword:
		m.passwordKey(k)
	case pageCreate:
		m.createKey(k)
	case pageRoom:
		return m.roomKey(k)
	case pageTable:
		return m.tableKey(k)
	}
	return nil
}

// quit ends the session.
func (m *sessionModel) quit() tea.Cmd {
	m.cl.setWhy("quit")
	m.leaveTable()
	return tea.Quit
}

// toLobby shows the open tables.
func (m *sessionModel) toLobby() {
	m.page = pageLobby
	m.cl.setRoom(nil, rules.NoSeat)
	m.readLobby()
}

// readLobby reads the list of tables again, keeping the cursor on the
// same table.
func (m *sessionModel) readLobby() {
	code := ""
	if m.cursor < len(m.tables) {
		code = m.tables[m.cursor].Code
	}
	m.tables = m.cl.srv.hall.list()
	m.cursor = 0
	for i, t := range m.tables {
		if t.Code == code {
			m.cursor = i
		}
	}
}

func (m *sessionModel) lobbyKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Quit):
		return m.quit()
	case key.Matches(k, m.keys.Up):
		if len(m.tables) > 0 {
			m.cursor = (m.cursor + len(m.tables) - 1) % len(m.tables)
		}
	case key.Matches(k, m.keys.Down):
		if len(m.tables) > 0 {
			m.cursor = (m.cursor + 1) % len(m.tables)
		}
	case key.Matches(k, m.keys.New):
		m.page = pageCreate
	case key.Matches(k, m.keys.Code):
		m.page, m.field = pageCode, lineEdit{max: codeLen + 1 + rejoinLen}
	case key.Matches(k, m.keys.Join):
		if m.cursor < len(m.tables) {
			m.joinCode(m.tables[m.cursor].Code, "", "")
		}
	case key.Matches(k, m.keys.Watch):
		if m.cursor < len(m.tables) {
			m.watchCode(m.tables[m.cursor].Code)
		}
	}
	return nil
}

func (m *sessionModel) codeKey(k tea.KeyPressMsg) {
	switch k.String() {
	case "esc":
		m.toLobby()
	case "enter":
		code, rejoin, ok := normCode(m.field.String())
		if !ok {
			m.wrongTry(errUnknownCode)
			return
		}
		m.joinCode(code, rejoin, "")
	default:
		m.field.key(k)
	}
}

func (m *sessionModel) passwordKey(k tea.KeyPressMsg) {
	switch k.String() {
	case "esc":
		m.toLobby()
	case "enter":
		m.joinCode(m.target, "", m.field.String())
	default:
		m.field.key(k)
	}
}

// wrongTry counts a wrong code or password: past maxTries the session is
// closed.
func (m *sessionModel) wrongTry(err error) {
	m.tries++
	m.flash = m.describe(err)
	if m.tries >= maxTries {
		m.cl.srv.log.Warn("refused", "session", m.cl.id, "user", m.cl.pl.Name, "addr", m.cl.addr, "why", "tries")
		m.flash = m.describe(errTooManyTries)
		go m.cl.srv.fatalClient(m.cl, m.flash, "tries")
	}
}

// joinCode sits at the table of a code (its own seat back, with a rejoin
// code or the same key; a free seat, with the password).
func (m *sessionModel) joinCode(code, rejoin, password string) {
	r, err := m.cl.srv.hall.find(code)
	if err == nil {
		var seat rules.Seat
		seat, err = r.join(m.cl, rejoin, password)
		if err == nil {
			m.enter(r, seat)
			return
		}
	}
	switch {
	case errors.Is(err, errWrongPassword) && password == "" && m.page != pagePassword:
		m.page, m.target, m.field = pagePassword, code, lineEdit{max: maxPassword, secret: true}
		return
	case errors.Is(err, errWrongPassword), errors.Is(err, errUnknownCode):
		m.wrongTry(err)
		if errors.Is(err, errWrongPassword) {
			m.field = lineEdit{max: maxPassword, secret: true}
			return
		}
	default:
		m.flash = m.describe(err)
	}
	m.toLobby()
	for i, t := range m.tables {
		if t.Code == code {
			m.cursor = i
		}
	}
}

// watchCode watches the table of a code.
func (m *sessionModel) watchCode(code string) {
	r, err := m.cl.srv.hall.find(code)
	if err == nil {
		err = r.watch(m.cl)
	}
	if err != nil {
		m.flash = m.describe(err)
		return
	}
	m.enter(r, rules.NoSeat)
}

// enter shows a table the session sits at (or watches).
func (m *sessionModel) enter(r *room, seat rules.Seat) {
	m.room, m.seat = r, seat
	m.cl.setRoom(r, seat)
	m.info = r.info(true)
	m.log = nil
	for _, l := range m.info.Talk {
		m.log = append(m.log, logLine{line: l})
	}
	m.page = pageRoom // the table's screen comes with its tableMsg
}

// leaveTable leaves the table the session is at.
func (m *sessionModel) leaveTable() {
	if m.room != nil {
		m.room.leave(m.cl, "left")
		m.room, m.seat = nil, rules.NoSeat
	}
	m.closeTable()
}

// closeTable forgets the table's screen (the table has closed it).
func (m *sessionModel) closeTable() {
	m.sess, m.app = nil, nil
	m.log = nil
	m.talk = talkLine{}
}

// createTable opens a table with the form's settings and sits at it.
func (m *sessionModel) createTable() {
	cfg, err := m.form.config()
	if err == nil {
		var r *room
		r, err = m.cl.srv.hall.create(cfg)
		if err == nil {
			m.cl.srv.log.Info("create", "session", m.cl.id, "user", m.cl.pl.Name, "table", r.code,
				"rules", cfg.Rules, "options", cfg.Options.String(), "bots", cfg.Bots.String(),
				"program", m.form.botsLabel(), "timer", cfg.Timer.String(), "password", cfg.Password != "")
			m.joinCode(r.code, "", m.form.password.String())
			return
		}
		if errors.Is(err, errTooManyTables) {
			m.cl.srv.log.Warn("refused", "session", m.cl.id, "user", m.cl.pl.Name, "why", "tables",
				"limit", m.cl.srv.cfg.MaxTables)
		}
	}
	m.flash = m.describe(err)
	m.toLobby()
}

func (m *sessionModel) createKey(k tea.KeyPressMsg) {
	switch {
	case k.String() == "esc":
		m.toLobby()
	case k.String() == "enter" && (m.form.onCreate() || m.form.onPassword()):
		m.createTable()
	default:
		m.form.key(k)
	}
}

// roomKey handles a key at a table (waiting, or being played).
func (m *sessionModel) roomKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Leave):
		m.leaveTable()
		m.toLobby()
	case key.Matches(k, m.keys.Talk):
		m.talk = talkLine{open: true, quick: -1}
	case key.Matches(k, m.keys.Start) && m.page == pageRoom:
		if err := m.room.start(m.cl); err != nil {
			m.flash = m.describe(err)
		}
	}
	return nil
}

// talkKey edits the line of talk: Enter says it (or the quick message
// chosen with Tab), Esc closes it.
func (m *sessionModel) talkKey(k tea.KeyPressMsg) {
	switch k.String() {
	case "esc":
		m.talk = talkLine{}
	case "tab":
		m.talk.quick = (m.talk.quick + 1) % len(quickMessages)
		m.talk.text = lineEdit{}
	case "enter":
		if m.room != nil && (m.talk.quick >= 0 || m.talk.text.String() != "") {
			if !m.cl.mayTalk(m.cl.srv.cfg.Now()) {
				m.flash = m.cat.T("serve.talk.slow")
				return
			}
			quick := ""
			if m.talk.quick >= 0 {
				quick = quickMessages[m.talk.quick]
			}
			m.room.say(m.cl, m.talk.text.String(), quick)
		}
		m.talk = talkLine{}
	default:
		m.talk.text.max = maxChat
		m.talk.text.key(k)
		if m.talk.text.String() != "" {
			m.talk.quick = -1
		}
	}
}

// addLog keeps a line of talk or a notice (and puts it in the table's
// log while the table is played).
func (m *sessionModel) addLog(l logLine) {
	m.say(l)
	m.log = append(m.log, l)
	if len(m.log) > logSize {
		m.log = append(m.log[:0], m.log[len(m.log)-logSize:]...)
	}
}

// describe words an error for the person.
func (m *sessionModel) describe(err error) string {
	var te *tableError
	if errors.As(err, &te) {
		return m.cat.T(te.Key)
	}
	return err.Error()
}

// View draws the page in front.
func (m *sessionModel) View() tea.View {
	var content string
	switch m.page {
	case pageLobby:
		content = m.lobbyView()
	case pageCode:
		content = m.promptView("serve.code.title", "serve.code.hint")
	case pagePassword:
		content = m.promptView("serve.password.title", "serve.password.hint")
	case pageCreate:
		content = m.createView()
	case pageRoom:
		content = m.roomView()
	case pageTable:
		if m.app != nil {
			return m.tableView()
		}
		content = m.roomView()
	}
	v := tea.NewView(fit(content, m.width, m.height))
	v.AltScreen = true
	v.WindowTitle = m.cat.T("app.title")
	return v
}

// fit cuts the content to the terminal (lines too long, lines too many).
func fit(s string, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "")
	}
	return strings.Join(lines, "\n")
}

// talkLine is the line of talk being typed: text, or a quick message
// (quick >= 0).
type talkLine struct {
	open  bool
	text  lineEdit
	quick int
}

// lineEdit is a line of text being typed: printable characters only, at
// most max of them; secret ones are drawn as stars.
type lineEdit struct {
	r      []rune
	max    int
	secret bool
}

// key edits the line: a printable character, or Backspace.
func (e *lineEdit) key(k tea.KeyPressMsg) {
	switch k.String() {
	case "backspace":
		if len(e.r) > 0 {
			e.r = e.r[:len(e.r)-1]
		}
	case "ctrl+u":
		e.r = nil
	default:
		e.insert(k.Text)
	}
}

// insert adds typed or pasted text, dropping what is not printable.
func (e *lineEdit) insert(s string) {
	for _, r := range s {
		if e.max > 0 && len(e.r) >= e.max {
			return
		}
		if isPrintable(r) {
			e.r = append(e.r, r)
		}
	}
}

// String is the text typed.
func (e lineEdit) String() string { return string(e.r) }

// shown is the text as drawn.
func (e lineEdit) shown() string {
	if e.secret {
		return strings.Repeat("*", len(e.r))
	}
	return string(e.r)
}
