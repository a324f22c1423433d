package serve

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// tableMsg puts a table being played in front of a session: the
// terminal game's served screen of the session's seat (or a spectator's).
type tableMsg struct {
	r    *room
	sess *tui.Session
}

// appDoneMsg says that a table's screen ended: the person quit it, or
// left the final standings.
type appDoneMsg struct{ sess *tui.Session }

// servedLink is a session's part at a table being played (mu of the
// table held): the terminal game's served screen, drawn only from the
// seat's own view (a spectator's: a bystander's), with the session's
// language, tiles and colours; the people named by their user names, the
// bots by their seat's number. Leaving a score sheet tells the table that the
// person is ready for the next hand.
func (s *Server) servedLink(cl *client, r *room, seat rules.Seat) link {
	cat := i18n.MustLoad(cl.lang)
	set := tui.DefaultSettings()
	set.Lang, set.Colour = cl.lang, cl.colour()
	if cl.tiles != "" {
		set.Tiles = cl.tiles
	}
	set.Rules, set.Options, set.Bots = r.cfg.Rules, r.cfg.Options, r.cfg.Bots
	opts := tui.SessionOptions{Table: r.t, Seat: seat}
	for i, st := range r.seats[:r.inPlay] {
		opts.Names[i] = cat.T("serve.bot_name", i+1)
		if st.pl != nil {
			opts.Names[i] = st.pl.Name
		}
	}
	if seat != rules.NoSeat {
		opts.NextHand = func() error {
			r.ready(seat)
			return nil
		}
	}
	sess, err := tui.NewSession(set, opts)
	if err != nil {
		// It reads the table's own game: it cannot fail. Should it, the
		// seat's bot plays and the session stays in the waiting room.
		s.log.Warn("session_error", "session", cl.id, "table", r.code, "err", err.Error())
		return screenless{}
	}
	cl.send(tableMsg{r: r, sess: sess})
	return sess
}

// colour reports whether the client wants colours (no NO_COLOR).
func (c *client) colour() bool {
	for _, kv := range c.env {
		if v, ok := strings.CutPrefix(kv, "NO_COLOR="); ok && v != "" {
			return false
		}
	}
	return true
}

// talkShown is how many lines of the waiting room's talk follow a
// person to the table's log.
const talkShown = 5

// toTable shows the table's screen.
func (m *sessionModel) toTable(msg tableMsg) tea.Cmd {
	if msg.r != m.room {
		return nil // the session left that table meanwhile
	}
	m.sess, m.app, m.page = msg.sess, msg.sess.Model(), pageTable
	if send := m.cl.programSend(); send != nil {
		msg.sess.Attach(send) // the table wakes the screen from now on
	}
	for _, l := range m.log[max(0, len(m.log)-talkShown):] {
		msg.sess.Say(m.logPlain(l))
	}
	_, sized := m.app.Update(tea.WindowSizeMsg{Width: m.width, Height: m.height})
	return tea.Batch(m.ended(sized), m.ended(m.app.Init()))
}

// ended makes a command of the table's screen end the screen rather
// than the program: the person goes back to the lobby.
func (m *sessionModel) ended(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	sess := m.sess
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case tea.QuitMsg:
			return appDoneMsg{sess: sess}
		case tea.BatchMsg:
			for i, c := range msg {
				msg[i] = m.ended(c)
			}
			return msg
		default:
			return msg
		}
	}
}

// toApp hands a message to the table's screen.
func (m *sessionModel) toApp(msg tea.Msg) tea.Cmd {
	if m.app == nil {
		return nil
	}
	_, cmd := m.app.Update(msg)
	return m.ended(cmd)
}

// tableKey handles a key at a table being played: t talks, every other
// key is the table screen's.
func (m *sessionModel) tableKey(k tea.KeyPressMsg) tea.Cmd {
	if m.app == nil {
		return m.roomKey(k)
	}
	if key := k.String(); key == "t" {
		m.talk = talkLine{open: true, quick: -1}
		return nil
	}
	return m.toApp(k)
}

// say puts a line of talk or a notice in the table's log.
func (m *sessionModel) say(l logLine) {
	if m.sess != nil {
		m.sess.Say(m.logPlain(l))
	}
}

// tableView is the table's screen, the line of talk being typed (or a
// message for the person) over its last line.
func (m *sessionModel) tableView() tea.View {
	v := m.app.View()
	bottom := m.alertLine()
	if m.talk.open {
		bottom = m.talkView()
	}
	if bottom == "" || m.height < 1 {
		return v
	}
	lines := strings.Split(v.Content, "\n")
	for len(lines) < m.height {
		lines = append(lines, "")
	}
	lines[m.height-1] = bottom
	v.Content = strings.Join(lines[:m.height], "\n")
	return v
}
