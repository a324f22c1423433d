package serve

import (
	"errors"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// A session's program is the terminal game's root (tui.App) with this
// package's screens in front: the lobby (the open tables), the table
// code and the password prompts, the new-table form and a table's
// waiting room, each a kit.Screen drawn in the session's own size,
// colours, language and tile style (the App's session context). The
// waiting room is the kit.Host of the table's game once it starts
// (tui.PlayServed): it stays behind the table screen, keeps the talk and
// the server's messages, and has the lobby shown again when the person
// leaves. The screens share the session's lobby state; none of them is
// known to package tui.

// maxTries is how many wrong passwords or codes a session may type
// before it is closed (guessing them is slow: one session at a time).
const maxTries = 5

// lobby is one session's state behind its screens: the client, the
// tables listed, the table it sits at (or watches), the talk and the
// notices kept, the message said until the next key.
type lobby struct {
	cl    *client
	keys  sessionKeys
	flash string // said until the next key
	// clampedSaid is the last line saying the terminal is drawn smaller.
	clampedSaid string

	// The lobby's list.
	tables []roomInfo
	cursor int
	tries  int

	// At a table.
	room *room
	seat rules.Seat
	info roomInfo
	log  []logLine
	// sess is the table's screen while the table is played (or
	// watched); playing: it is in front of the waiting room.
	sess    *tui.Session
	playing bool
	// talking: the line of talk is open (its overlay on top); talkY is
	// the row the waiting room draws it on.
	talking bool
	talkY   int

	// The screens kept from visit to visit.
	home    *lobbyScreen
	form    *createScreen
	waiting *roomScreen
}

// logLine is a line of a table's talk as the session keeps it: worded in
// the session's language when drawn.
type logLine struct {
	line   chatLine
	notice *noticeMsg
}

// logSize is the lines of talk and notices a session keeps.
const logSize = 50

// newLobby builds a session's state and its screens.
func newLobby(cl *client) *lobby {
	l := &lobby{cl: cl, keys: newSessionKeys(i18n.MustLoad(cl.lang)), seat: rules.NoSeat}
	l.home = &lobbyScreen{screen{l}}
	l.form = &createScreen{screen: screen{l}, form: newCreateForm(cl.cmd.rules, cl.srv.programs)}
	l.waiting = &roomScreen{screen{l}}
	return l
}

// start goes where the command line asked: a table's code, a new table,
// else the lobby; it returns the first screen.
func (l *lobby) start() kit.Screen {
	switch c := l.cl.cmd; {
	case c.create:
		return l.createTable()
	case c.code != "":
		return l.joinCode(c.code, c.rejoin, "", nil)
	}
	return l.toLobby()
}

// settings are the session's settings: its language, colours and tiles;
// no mouse in the lobby.
func (l *lobby) settings() tui.Settings {
	s := tui.DefaultSettings()
	s.Lang, s.Colour, s.Mouse = l.cl.lang, l.cl.colour(), false
	if l.cl.tiles != "" {
		s.Tiles = l.cl.tiles
	}
	return s
}

// firstKey is what every screen does with a key first: the flash goes,
// Ctrl+C ends the session.
func (l *lobby) firstKey(k tea.KeyPressMsg) (kit.Intent, bool) {
	l.flash = ""
	if k.String() == "ctrl+c" {
		return l.quit(), true
	}
	return nil, false
}

// message takes the server's messages, whichever screen is in front.
func (l *lobby) message(sh *kit.Context, msg tea.Msg) (kit.Intent, bool) {
	switch msg := msg.(type) {
	case lobbyMsg:
		return nil, true // the lobby reads the tables when in front
	case roomMsg:
		if l.room != nil {
			l.info = l.room.info(true)
		}
		return nil, true
	case chatMsg:
		l.addLog(sh, logLine{line: msg.line})
		return nil, true
	case noticeMsg:
		l.addLog(sh, logLine{notice: &msg})
		return nil, true
	case leftTableMsg:
		l.room, l.seat = nil, rules.NoSeat
		l.closeTable()
		s := l.toLobby()
		l.flash = sh.Cat.T(msg.key)
		return kit.LeaveGame{Then: kit.Show{Screen: s}}, true
	case tableMsg:
		return l.toTable(sh, msg), true
	case sizeMsg:
		return nil, l.sized(sh, msg)
	}
	return nil, false
}

// sized says that the terminal is drawn smaller than it is, or, when it
// fits again, stops saying so.
func (l *lobby) sized(sh *kit.Context, msg sizeMsg) bool {
	if !msg.larger {
		if l.flash == l.clampedSaid {
			l.flash = ""
		}
		return true
	}
	l.flash = sh.Cat.T("serve.size.clamped", msg.asked.Width, msg.asked.Height, MaxWidth, MaxHeight)
	l.clampedSaid = l.flash
	if l.sess != nil {
		l.sess.Say(l.flash)
	}
	return true
}

// quit ends the session: its seat goes to a bot.
func (l *lobby) quit() kit.Intent {
	l.cl.setWhy("quit")
	l.leaveTable()
	return kit.Exit{}
}

// toLobby shows the open tables.
func (l *lobby) toLobby() kit.Screen {
	l.cl.setRoom(nil, rules.NoSeat)
	l.readLobby()
	return l.home
}

// readLobby reads the list of tables again, keeping the cursor on the
// same table.
func (l *lobby) readLobby() {
	code := ""
	if l.cursor < len(l.tables) {
		code = l.tables[l.cursor].Code
	}
	l.tables = l.cl.srv.hall.list()
	l.cursor = 0
	for i, t := range l.tables {
		if t.Code == code {
			l.cursor = i
		}
	}
}

// wrongTry counts a wrong code or password: past maxTries the session is
// closed.
func (l *lobby) wrongTry(err error) {
	l.tries++
	l.flash = l.describe(err)
	if l.tries >= maxTries {
		l.cl.srv.log.Warn("refused", "session", l.cl.id, "user", l.cl.pl.Name, "addr", l.cl.addr, "why", "tries")
		l.flash = l.describe(errTooManyTries)
		go l.cl.srv.fatalClient(l.cl, l.flash, "tries")
	}
}

// joinCode sits at the table of a code (its own seat back, with a rejoin
// code or the same key; a free seat, with the password) and returns the
// screen to show: the waiting room, the password prompt (asked: the one
// the password was typed in), or the lobby saying why not.
func (l *lobby) joinCode(code, rejoin, password string, asked *promptScreen) kit.Screen {
	r, err := l.cl.srv.hall.find(code)
	guessing := password != "" || rejoin != ""
	if err == nil && guessing {
		err = l.cl.srv.mayGuess(l.cl, code)
	}
	if err == nil {
		var seat rules.Seat
		seat, err = r.join(l.cl, rejoin, password)
		if err == nil {
			return l.enter(r, seat)
		}
		if guessing && (errors.Is(err, errWrongPassword) || errors.Is(err, errUnknownCode)) {
			l.cl.srv.guessedWrong(l.cl, code)
		}
	}
	var wait *waitError
	switch {
	case errors.As(err, &wait):
		l.wrongTry(err)
		if asked != nil {
			asked.field.Reset()
			return asked
		}
	case errors.Is(err, errWrongPassword) && password == "" && asked == nil:
		return newPasswordScreen(l, code)
	case errors.Is(err, errWrongPassword), errors.Is(err, errUnknownCode):
		l.wrongTry(err)
		if errors.Is(err, errWrongPassword) {
			if asked == nil {
				return newPasswordScreen(l, code)
			}
			asked.field.Reset()
			return asked
		}
	default:
		l.flash = l.describe(err)
	}
	s := l.toLobby()
	for i, t := range l.tables {
		if t.Code == code {
			l.cursor = i
		}
	}
	return s
}

// watchCode watches the table of a code (nil: it cannot, the flash says
// why).
func (l *lobby) watchCode(code string) kit.Screen {
	r, err := l.cl.srv.hall.find(code)
	if err == nil {
		err = r.watch(l.cl)
	}
	if err != nil {
		l.flash = l.describe(err)
		return nil
	}
	return l.enter(r, rules.NoSeat)
}

// enter shows a table the session sits at (or watches): its waiting
// room, until the table's screen comes with its tableMsg.
func (l *lobby) enter(r *room, seat rules.Seat) kit.Screen {
	l.room, l.seat = r, seat
	l.cl.setRoom(r, seat)
	l.info = r.info(true)
	l.log = nil
	for _, line := range l.info.Talk {
		l.log = append(l.log, logLine{line: line})
	}
	return l.waiting
}

// leaveTable leaves the table the session is at.
func (l *lobby) leaveTable() {
	if l.room != nil {
		l.room.leave(l.cl, "left")
		l.room, l.seat = nil, rules.NoSeat
	}
	l.closeTable()
}

// closeTable forgets the table's screen (the table has closed it).
func (l *lobby) closeTable() {
	l.sess, l.playing = nil, false
	l.log = nil
	l.talking = false
}

// createTable opens a table with the form's settings and sits at it.
func (l *lobby) createTable() kit.Screen {
	f := &l.form.form
	cfg, err := f.config()
	if err == nil {
		var r *room
		r, err = l.cl.srv.hall.create(cfg)
		if err == nil {
			l.cl.srv.log.Info("create", "session", l.cl.id, "user", l.cl.pl.Name, "table", r.code,
				"rules", cfg.Rules, "options", cfg.Options.String(), "bots", cfg.Bots.String(),
				"program", f.botsLabel(), "timer", cfg.Timer.String(), "password", cfg.Password != "")
			return l.joinCode(r.code, "", f.password.Value(), nil)
		}
		if errors.Is(err, errTooManyTables) {
			l.cl.srv.log.Warn("refused", "session", l.cl.id, "user", l.cl.pl.Name, "why", "tables",
				"limit", l.cl.srv.cfg.MaxTables)
		}
	}
	l.flash = l.describe(err)
	return l.toLobby()
}

// addLog keeps a line of talk or a notice (and puts it in the table's
// log while the table is played).
func (l *lobby) addLog(sh *kit.Context, line logLine) {
	if l.sess != nil {
		l.sess.Say(l.logPlain(sh, line))
	}
	l.log = append(l.log, line)
	if len(l.log) > logSize {
		l.log = append(l.log[:0], l.log[len(l.log)-logSize:]...)
	}
}

// describe words an error for the person.
func (l *lobby) describe(err error) string {
	var te *tableError
	if errors.As(err, &te) {
		return i18n.MustLoad(l.cl.lang).T(te.Key)
	}
	var we *waitError
	if errors.As(err, &we) {
		return i18n.MustLoad(l.cl.lang).T(we.key(), int((we.wait+time.Second-1)/time.Second))
	}
	return err.Error()
}
