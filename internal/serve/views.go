package serve

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// pad fits s to w cells: cut, or filled with spaces.
func pad(s string, w int) string {
	s = ansi.Truncate(s, w, "…")
	if n := ansi.StringWidth(s); n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// rulesLabel words a table's rule set and its options.
func (m *sessionModel) rulesLabel(name string, o rules.Options) string {
	rs, err := rules.RuleSetByName(name)
	if err != nil {
		return name
	}
	label := m.cat.T(i18n.RuleSetKey(rs.Name))
	if rs.Only(o) != (rules.Options{}) {
		label += " · " + tui.OptionsSummary(m.cat, rs, o)
	}
	return label
}

// stateLabel words where a table is in its life.
func (m *sessionModel) stateLabel(t roomInfo) string {
	var s string
	switch {
	case t.State == stateWaiting:
		s = m.cat.T("serve.state.waiting")
	case t.Between:
		s = m.cat.T("serve.state.between", t.Hand+1)
	default:
		s = m.cat.T("serve.state.playing", t.Hand+1)
	}
	if t.Locked {
		s += " · " + m.cat.T("serve.state.locked")
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

// helpLine draws key bindings on one line.
func (m *sessionModel) helpLine(bs ...key.Binding) string {
	return m.help.ShortHelpView(bs)
}

// alertLine is the flash, if any.
func (m *sessionModel) alertLine() string {
	if m.flash == "" {
		return ""
	}
	return m.th.Bad.Render(m.flash)
}

func (m *sessionModel) lobbyView() string {
	var b strings.Builder
	sessions := m.cl.srv.counts.live()
	b.WriteString(m.th.Heading.Render(m.cat.T("serve.lobby.title")) + "  " +
		m.th.Dim.Render(m.cat.T("serve.lobby.status", m.cl.pl.Name, sessions, len(m.tables))) + "\n\n")
	if len(m.tables) == 0 {
		b.WriteString("  " + m.cat.T("serve.lobby.empty") + "\n")
	} else {
		w := max(20, m.width-2-6-8-10-2)
		head := "  " + pad(m.cat.T("serve.lobby.code"), 6) + pad(m.cat.T("serve.lobby.rules"), min(w, 40)+1) +
			pad(m.cat.T("serve.lobby.people"), 8) + pad(m.cat.T("serve.lobby.watching"), 10) + m.cat.T("serve.lobby.state")
		b.WriteString(m.th.Dim.Render(head) + "\n")
		for i, t := range m.tables {
			row := pad(t.Code, 6) + pad(m.rulesLabel(t.Rules, t.Options), min(w, 40)+1) +
				pad(strconv.Itoa(people(t))+"/"+strconv.Itoa(len(t.People)), 8) + pad(strconv.Itoa(t.Spectators), 10) + m.stateLabel(t)
			if i == m.cursor {
				b.WriteString(m.th.Accent.Render("▸ "+row) + "\n")
			} else {
				b.WriteString("  " + row + "\n")
			}
		}
	}
	b.WriteString("\n" + m.alertLine() + "\n")
	b.WriteString(m.helpLine(m.keys.Up, m.keys.Join, m.keys.Watch, m.keys.New, m.keys.Code, m.keys.Quit))
	return b.String()
}

func (m *sessionModel) promptView(title, hint string) string {
	var b strings.Builder
	b.WriteString(m.th.Heading.Render(m.cat.T(title)) + "\n\n")
	b.WriteString("  > " + m.field.shown() + m.th.Accent.Render("_") + "\n\n")
	b.WriteString(m.alertLine() + "\n")
	b.WriteString(m.th.Dim.Render(m.cat.T(hint)))
	return b.String()
}

func (m *sessionModel) createView() string {
	var b strings.Builder
	f := &m.form
	b.WriteString(m.th.Heading.Render(m.cat.T("serve.create.title")) + "\n\n")
	for i, l := range f.lines() {
		var name, value string
		switch l.kind {
		case formRules:
			name, value = m.cat.T("menu.rules"), "‹ "+m.cat.T(i18n.RuleSetKey(f.rs.Name))+" ›"
		case formOption:
			name, value = m.cat.T(i18n.OptionKey(l.option.Name)), "‹ "+tui.OptionValue(m.cat, l.option, f.options)+" ›"
		case formBots:
			name, value = m.cat.T("serve.create.bots"), "‹ "+m.botsLabel(f.bots, f.botsLabel())+" ›"
		case formTimer:
			name, value = m.cat.T("serve.create.timer"), "‹ "+m.timerLabel(f.timer)+" ›"
		case formPassword:
			name, value = m.cat.T("serve.create.password"), "["+f.password.shown()
			if i == f.cursor {
				value += m.th.Accent.Render("_")
			}
			value += "]"
		case formCreate:
			name = m.cat.T("serve.create.open")
		}
		line := pad(name, 24) + value
		if i == f.cursor {
			b.WriteString(m.th.Accent.Render("▸ ") + line + "\n")
		} else {
			b.WriteString("  " + line + "\n")
		}
	}
	b.WriteString("\n" + m.alertLine() + "\n")
	b.WriteString(m.helpLine(m.keys.Up, m.keys.Left, m.keys.Enter, m.keys.Back))
	return b.String()
}

// botsLabel words the bots of a table: a level, or an outside program
// by its label (the club bot answers when it fails).
func (m *sessionModel) botsLabel(l bot.Level, program string) string {
	if program != "" {
		return m.cat.T("serve.bots.program", program)
	}
	return m.cat.T("level." + l.String())
}

// timerLabel words a turn timer.
func (m *sessionModel) timerLabel(d interface{ Seconds() float64 }) string {
	if d.Seconds() == 0 {
		return m.cat.T("menu.off")
	}
	return m.cat.T("serve.timer.seconds", int(d.Seconds()))
}

// roomView draws a table's waiting room: the settings, who sits where,
// the talk.
func (m *sessionModel) roomView() string {
	var b strings.Builder
	t := m.info
	title := m.cat.T("serve.room.title", t.Code, m.rulesLabel(t.Rules, t.Options))
	b.WriteString(m.th.Heading.Render(title) + "  " + m.th.Dim.Render(m.stateLabel(t)) + "\n")
	b.WriteString(m.th.Dim.Render(m.cat.T("serve.room.settings", m.botsLabel(t.Bots, t.Program), m.timerLabel(t.Timer))) + "\n")
	if code := m.room.rejoinCode(m.cl); code != "" {
		b.WriteString(m.cat.T("serve.room.rejoin", code) + "\n")
	}
	b.WriteString("\n")
	for s, name := range t.People {
		who := m.th.Dim.Render(m.cat.T("serve.room.bot", m.botsLabel(t.Bots, t.Program)))
		if name != "" {
			who = name
			if rules.Seat(s) == m.seat {
				who += " " + m.th.Accent.Render(m.cat.T("serve.room.you"))
			}
			if rules.Seat(s) == t.Host && t.State == stateWaiting {
				who += " " + m.th.Dim.Render(m.cat.T("serve.room.host"))
			}
		}
		b.WriteString("  " + pad(m.cat.T("serve.room.seat", s+1), 10) + who + "\n")
	}
	b.WriteString("  " + m.th.Dim.Render(m.cat.T("serve.room.watching", t.Spectators)) + "\n\n")
	b.WriteString(m.th.Heading.Render(m.cat.T("serve.room.talk")) + "\n")
	lines := m.logLines()
	room := max(1, m.height-14-len(t.People))
	if len(lines) > room {
		lines = lines[len(lines)-room:]
	}
	for _, l := range lines {
		b.WriteString("  " + l + "\n")
	}
	b.WriteString("\n")
	if m.talk.open {
		b.WriteString(m.talkView() + "\n")
	} else {
		b.WriteString(m.alertLine() + "\n")
	}
	keys := []key.Binding{m.keys.Talk, m.keys.Leave}
	if m.page == pageRoom && t.Host == m.seat && m.seat != rules.NoSeat {
		keys = append([]key.Binding{m.keys.Start}, keys...)
	}
	b.WriteString(m.helpLine(keys...))
	return b.String()
}

// logLines words the talk and the notices in the session's language.
func (m *sessionModel) logLines() []string {
	out := make([]string, 0, len(m.log))
	for _, l := range m.log {
		out = append(out, m.logText(l))
	}
	return out
}

// logText words one line of talk or a notice, styled.
func (m *sessionModel) logText(l logLine) string {
	if l.notice != nil {
		return m.th.Dim.Render(m.cat.T(l.notice.key, l.notice.args...))
	}
	return m.th.Accent.Render(l.line.From+":") + " " + m.talkText(l.line)
}

// logPlain words one line of talk or a notice, plain (for the table's
// log, which styles its own lines).
func (m *sessionModel) logPlain(l logLine) string {
	if l.notice != nil {
		return m.cat.T(l.notice.key, l.notice.args...)
	}
	return l.line.From + ": " + m.talkText(l.line)
}

// talkText is what a line of talk says, in the session's language for a
// quick message.
func (m *sessionModel) talkText(l chatLine) string {
	if l.Quick != "" {
		return m.cat.T(l.Quick)
	}
	return l.Text
}

// talkView is the line of talk being typed.
func (m *sessionModel) talkView() string {
	text := m.talk.text.shown()
	if m.talk.quick >= 0 {
		text = m.th.Accent.Render(m.cat.T(quickMessages[m.talk.quick]))
	}
	return fmt.Sprintf("%s %s%s  %s", m.cat.T("serve.talk.prompt"), text, m.th.Accent.Render("_"),
		m.th.Dim.Render(m.cat.T("serve.talk.hint")))
}
