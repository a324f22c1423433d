package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// The practice aids of local play (kit.Context.Aids): taking a move back,
// the answers the aids give for the person, the bell, the toggles.

// takenBackMsg is the match played again to the position before the
// person's last decision (from is the match it replaces).
type takenBackMsg struct {
	from, to *play.Match
	err      error
}

// bell is the terminal's bell (BEL).
const bell = "\a"

// takeBack takes the person's last decision back, and what the bots did
// after it: the game is played again from its record, its tail left out,
// in a command (the bots are asked again over the hand). Only while the
// person may play or reads a hand's score sheet.
func (a *App) takeBack() tea.Cmd {
	m := a.match
	if m == nil || !a.sh.CanTakeBack || a.rebuilding || !m.HumanToPlay() || m.Game().Over() {
		return nil
	}
	n, ok := m.TakeBackPoint()
	if !ok {
		a.sh.Flash = a.sh.Cat.T("notice.nothing_to_take_back")
		return nil
	}
	r, err := m.Rebuild(a.seats())
	if err != nil {
		a.sh.Flash = a.sh.Describe(err)
		return nil
	}
	a.rebuilding = true
	acts, auto, ctx := m.Game().Actions()[:n], m.Auto(), a.ctx
	return func() tea.Msg {
		_, err := r.Replay(ctx, acts, auto)
		return takenBackMsg{from: m, to: r, err: err}
	}
}

// takenBack puts the match played again in front, a practice game now,
// the person asked again.
func (a *App) takenBack(msg takenBackMsg) tea.Cmd {
	a.rebuilding = false
	if msg.from != a.match {
		return nil // the game was left meanwhile
	}
	if msg.err != nil {
		a.sh.Flash = a.sh.Describe(msg.err)
		return nil
	}
	s := a.sh.Settings
	s.Practice = true
	if h := a.opts.Hooks.TakenBack; h != nil {
		a.saved(h(msg.from.Game(), msg.to.Game(), s))
	}
	a.begin(msg.to, s)
	a.sh.Flash = a.sh.Cat.T("notice.taken_back")
	return a.step(true)
}

// aided answers for the person when an aid does (auto-win, auto-pass),
// else rings the bell when it is on; done reports an answer played.
func (a *App) aided(st play.Step) (cmd tea.Cmd, done bool) {
	if !a.sh.Aids || a.rebuilding {
		return nil, false
	}
	m := a.match
	v := m.View()
	if act, ok := play.AutoAnswer(v, a.sh.Settings); ok {
		m.MarkAuto()
		return a.play(act), true
	}
	if a.sh.Settings.Bell && (play.MyTurn(v) || play.ClaimWindow(v)) {
		return tea.Raw(bell), false
	}
	return nil, false
}

// flip turns a toggle on or off and remembers it; an aid turned on while
// the person is asked answers at once if it can.
func (a *App) flip(name string) tea.Cmd {
	t, ok := kit.ToggleNamed(name)
	if !ok || (t.Aid && !a.sh.Aids) {
		return nil
	}
	t.Set(&a.sh.Settings, !t.On(a.sh.Settings))
	a.remember()
	if a.match == nil || a.table() == nil || !a.match.HumanToPlay() || !t.On(a.sh.Settings) {
		return nil
	}
	if st := a.match.Next(); st.Kind == play.StepHuman {
		cmd, _ := a.aided(st)
		return cmd
	}
	return nil
}

// remember hands the settings to be remembered, when they changed.
func (a *App) remember() {
	if h := a.opts.Hooks.SettingsChanged; h != nil && a.sh.Settings != a.remembered {
		a.remembered = a.sh.Settings
		_ = h(a.sh.Settings)
	}
}
