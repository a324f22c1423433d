package serve

import (
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// roomScreen is a table's waiting room: the settings, who sits where,
// the talk; the host starts the game. Once the table is played it is
// the kit.Host behind the table's screen: it keeps the talk key and
// line, the server's messages and the session's message line, and shows
// the lobby again when the person leaves the table.
type roomScreen struct{ screen }

// ID is the waiting room's.
func (s *roomScreen) ID() kit.ScreenID { return roomID }

// KeyMap is the waiting room's keys.
func (s *roomScreen) KeyMap(*kit.Context) help.KeyMap { return bindings(s.keys()) }

// keys are the keys that apply: the host may start the game.
func (s *roomScreen) keys() []key.Binding {
	l := s.l
	keys := []key.Binding{l.keys.Talk, l.keys.Leave}
	if !l.playing && l.info.Host == l.seat && l.seat != rules.NoSeat {
		keys = append([]key.Binding{l.keys.Start}, keys...)
	}
	return keys
}

// Update handles the waiting room's keys, the server's messages, and
// the person leaving the table's game (kit.GameLeft).
func (s *roomScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	l := s.l
	switch k := msg.(type) {
	case kit.GameLeft:
		l.leaveTable()
		return kit.Show{Screen: l.toLobby()}, nil
	case tea.KeyPressMsg:
		if in, ok := l.firstKey(k); ok {
			return in, nil
		}
		switch {
		case key.Matches(k, l.keys.Leave):
			l.leaveTable()
			return kit.Show{Screen: l.toLobby()}, nil
		case key.Matches(k, l.keys.Talk):
			return l.openTalk(), nil
		case key.Matches(k, l.keys.Start) && l.room != nil:
			if err := l.room.start(l.cl); err != nil {
				l.flash = l.describe(err)
			}
		}
		return nil, nil
	}
	in, _ := l.message(sh, msg)
	return in, nil
}

// Around sees the keys and messages before the table's screens while
// the table is played: Ctrl+C ends the session, t opens the line of
// talk, the server's messages are the session's; the rest is the
// table's.
func (s *roomScreen) Around(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd, bool) {
	l := s.l
	if k, ok := msg.(tea.KeyPressMsg); ok {
		if in, ok := l.firstKey(k); ok {
			return in, nil, true
		}
		if !l.talking && key.Matches(k, l.keys.Talk) {
			return l.openTalk(), nil, true
		}
		return nil, nil, false
	}
	in, taken := l.message(sh, msg)
	return in, nil, taken
}

// Over writes the session's message over the table's last line (the
// line of talk, when open, is drawn there by its overlay).
func (s *roomScreen) Over(sh *kit.Context, c *kit.Canvas) {
	if line := s.l.alertLine(sh); line != "" && !s.l.talking && sh.Height > 0 {
		c.Put(0, sh.Height-1, pad(line, sh.Width))
	}
}

// Draw draws the waiting room: the settings, who sits where, the talk.
func (s *roomScreen) Draw(sh *kit.Context) *kit.Canvas {
	l, cat, th := s.l, sh.Cat, sh.Theme
	t := l.info
	var b strings.Builder
	title := cat.T("serve.room.title", t.Code, rulesLabel(sh, t.Rules, t.Options))
	b.WriteString(th.Heading.Render(title) + "  " + th.Dim.Render(stateLabel(sh, t)) + "\n")
	b.WriteString(th.Dim.Render(cat.T("serve.room.settings", botsLabel(sh, t.Bots, t.Program), timerLabel(sh, t.Timer))) + "\n")
	if code := l.rejoinCode(); code != "" {
		b.WriteString(cat.T("serve.room.rejoin", code) + "\n")
	}
	b.WriteString("\n")
	for seat, name := range t.People {
		b.WriteString("  " + pad(cat.T("serve.room.seat", seat+1), 10) + s.who(sh, rules.Seat(seat), name) + "\n")
	}
	b.WriteString("  " + th.Dim.Render(cat.T("serve.room.watching", t.Spectators)) + "\n\n")
	b.WriteString(th.Heading.Render(cat.T("serve.room.talk")) + "\n")
	lines := l.logLines(sh)
	if room := max(1, sh.Height-14-len(t.People)); len(lines) > room {
		lines = lines[len(lines)-room:]
	}
	for _, line := range lines {
		b.WriteString("  " + line + "\n")
	}
	b.WriteString("\n")
	l.talkY = strings.Count(b.String(), "\n")
	if !l.talking {
		b.WriteString(l.alertLine(sh))
	}
	b.WriteString("\n" + kit.HelpLine(sh.Help, sh.Width, s.keys()))
	return page(sh, b.String())
}

// rejoinCode is the session's code to take its seat back ("": none, or
// the session left the table: its last frame is drawn after it quits).
func (l *lobby) rejoinCode() string {
	if l.room == nil {
		return ""
	}
	return l.room.rejoinCode(l.cl)
}

// who words who sits at a seat: a person (you, the host), or the bot.
func (s *roomScreen) who(sh *kit.Context, seat rules.Seat, name string) string {
	l, cat, th, t := s.l, sh.Cat, sh.Theme, s.l.info
	if name == "" {
		return th.Dim.Render(cat.T("serve.room.bot", botsLabel(sh, t.Bots, t.Program)))
	}
	who := name
	if seat == l.seat {
		who += " " + th.Accent.Render(cat.T("serve.room.you"))
	}
	if seat == t.Host && t.State == stateWaiting {
		who += " " + th.Dim.Render(cat.T("serve.room.host"))
	}
	return who
}

// logLines words the talk and the notices in the session's language.
func (l *lobby) logLines(sh *kit.Context) []string {
	out := make([]string, 0, len(l.log))
	for _, line := range l.log {
		out = append(out, l.logText(sh, line))
	}
	return out
}

// logText words one line of talk or a notice, styled.
func (l *lobby) logText(sh *kit.Context, line logLine) string {
	if line.notice != nil {
		return sh.Theme.Dim.Render(sh.Cat.T(line.notice.key, line.notice.args...))
	}
	return sh.Theme.Accent.Render(line.line.From+":") + " " + talkText(sh, line.line)
}

// logPlain words one line of talk or a notice, plain (for the table's
// log, which styles its own lines).
func (l *lobby) logPlain(sh *kit.Context, line logLine) string {
	if line.notice != nil {
		return sh.Cat.T(line.notice.key, line.notice.args...)
	}
	return line.line.From + ": " + talkText(sh, line.line)
}

// talkText is what a line of talk says, in the session's language for a
// quick message.
func talkText(sh *kit.Context, line chatLine) string {
	if line.Quick != "" {
		return sh.Cat.T(line.Quick)
	}
	return line.Text
}

var _ kit.Host = (*roomScreen)(nil)
