package serve

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// tableMsg puts a table being played in front of a session: the
// terminal game's served screen of the session's seat (or a spectator's).
type tableMsg struct {
	r    *room
	sess *tui.Session
}

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
	if s.tableSettings != nil {
		s.tableSettings(&set)
	}
	opts := tui.SessionOptions{Table: r.t, Seat: seat}
	opts.Names, opts.Levels = s.seatWords(cat, r)
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

// seatWords are the names of who sits at each seat of the table (mu of
// the table held), the same for every session: the people by their user
// names, the bots by their seat's number; and who plays a bot's seat, in
// the session's language: its level, or the operator's program by its
// label.
func (s *Server) seatWords(cat *i18n.Catalog, r *room) (names, levels [rules.NumSeats]string) {
	for i, st := range r.seats[:r.inPlay] {
		names[i] = cat.T("serve.bot_name", i+1)
		levels[i] = cat.T("level." + r.cfg.Bots.String())
		if r.cfg.Program != "" {
			levels[i] = cat.T("table.program", s.programLabel(r.cfg.Program))
		}
		if st.pl != nil {
			names[i], levels[i] = st.pl.Name, ""
		}
	}
	return names, levels
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

// toTable plays the table's screen in front of the waiting room, which
// stays behind it (the host: the talk, the server's messages); the last
// lines of the waiting room's talk follow the person to the table's log.
func (l *lobby) toTable(sh *kit.Context, msg tableMsg) kit.Intent {
	if msg.r != l.room {
		return nil // the session left that table meanwhile
	}
	l.sess, l.playing = msg.sess, true
	if send := l.cl.programSend(); send != nil {
		msg.sess.Attach(send) // the table wakes the screen from now on
	}
	for _, line := range l.log[max(0, len(l.log)-talkShown):] {
		msg.sess.Say(l.logPlain(sh, line))
	}
	return tui.PlayServed{Session: msg.sess, Host: l.waiting}
}
