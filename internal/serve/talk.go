package serve

import (
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
)

// talkLine is the line of talk being typed, over the waiting room or
// the table: text (bubbles/textinput, printable characters only, at
// most maxChat), or a quick message chosen with Tab (quick >= 0). Enter
// says it, Esc closes it.
type talkLine struct {
	l     *lobby
	text  textinput.Model
	quick int
	slow  bool // the last line was refused: the person talks too much
}

// openTalk opens the line of talk.
func (l *lobby) openTalk() kit.Intent {
	l.talking = true
	t := &talkLine{l: l, text: kit.NewField(0, maxChat), quick: -1}
	t.text.Focus()
	return kit.Open{Overlay: t}
}

// Opaque: the screen shows around the line.
func (t *talkLine) Opaque() bool { return false }

// Editing: the line takes every key and paste.
func (t *talkLine) Editing() bool { return true }

// Resize: the line is laid out when drawn.
func (t *talkLine) Resize(*kit.Context) {}

// Update edits the line: Enter says it (or the quick message), Tab
// steps through the quick messages, Esc closes it, Ctrl+C ends the
// session.
func (t *talkLine) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	l := t.l
	if k, ok := msg.(tea.KeyPressMsg); ok {
		if in, ok := l.firstKey(k); ok {
			return in, nil
		}
		switch k.String() {
		case "esc":
			return t.close(), nil
		case "tab":
			t.quick = (t.quick + 1) % len(quickMessages)
			t.text.Reset()
			return nil, nil
		case "enter":
			return t.say(), nil
		}
	}
	var cmd tea.Cmd
	t.text, cmd = t.text.Update(kit.Printable(msg))
	if t.text.Value() != "" {
		t.quick = -1
	}
	return nil, cmd
}

// say says the line at the table, unless the person talks too much.
func (t *talkLine) say() kit.Intent {
	l := t.l
	text := t.text.Value()
	if l.room != nil && (t.quick >= 0 || text != "") {
		if !l.cl.mayTalk(l.cl.srv.cfg.Now()) {
			t.slow = true
			return nil
		}
		quick := ""
		if t.quick >= 0 {
			quick = quickMessages[t.quick]
		}
		l.room.say(l.cl, text, quick)
	}
	return t.close()
}

// close takes the line off.
func (t *talkLine) close() kit.Intent {
	t.l.talking = false
	return kit.Close{}
}

// Draw draws the line: on the waiting room's line for it, or over the
// table's last line.
func (t *talkLine) Draw(sh *kit.Context, below *kit.Canvas) *kit.Canvas {
	th := sh.Theme
	text := t.text.View()
	if t.quick >= 0 {
		text = th.Accent.Render(sh.Cat.T(quickMessages[t.quick])) + th.Accent.Render("_")
	}
	hint := th.Dim.Render(sh.Cat.T("serve.talk.hint"))
	if t.slow {
		hint = th.Bad.Render(sh.Cat.T("serve.talk.slow"))
	}
	y := t.l.talkY
	if t.l.playing {
		y = sh.Height - 1
	}
	line := pad(sh.Cat.T("serve.talk.prompt")+" "+text+"  "+hint, sh.Width)
	below.Add(kit.Block(line, 0, y, 5))
	return below
}

var _ kit.Overlay = (*talkLine)(nil)
