package serve

import (
	"charm.land/bubbles/v2/key"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// sessionKeys are the bindings of the lobby, the form and a table's
// waiting room.
type sessionKeys struct {
	Up, Down    key.Binding
	Left, Right key.Binding
	Join        key.Binding
	Watch       key.Binding
	New         key.Binding
	Code        key.Binding
	Quit        key.Binding
	Start       key.Binding
	Talk        key.Binding
	Leave       key.Binding
	Back        key.Binding
	Enter       key.Binding
}

func newSessionKeys(cat *i18n.Catalog) sessionKeys {
	return sessionKeys{
		Up:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", cat.T("serve.key.move"))),
		Down:  key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓", cat.T("serve.key.move"))),
		Left:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/→", cat.T("serve.key.change"))),
		Right: key.NewBinding(key.WithKeys("right", "l", "space"), key.WithHelp("→", cat.T("serve.key.change"))),
		Join:  key.NewBinding(key.WithKeys("enter"), key.WithHelp(cat.T("keyname.enter"), cat.T("serve.key.join"))),
		Watch: key.NewBinding(key.WithKeys("w"), key.WithHelp("w", cat.T("serve.key.watch"))),
		New:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", cat.T("serve.key.new"))),
		Code:  key.NewBinding(key.WithKeys("g"), key.WithHelp("g", cat.T("serve.key.code"))),
		Quit:  key.NewBinding(key.WithKeys("q"), key.WithHelp("q", cat.T("serve.key.quit"))),
		Start: key.NewBinding(key.WithKeys("s"), key.WithHelp("s", cat.T("serve.key.start"))),
		Talk:  key.NewBinding(key.WithKeys("t"), key.WithHelp("t", cat.T("serve.key.talk"))),
		Leave: key.NewBinding(key.WithKeys("q"), key.WithHelp("q", cat.T("serve.key.leave"))),
		Back:  key.NewBinding(key.WithKeys("esc"), key.WithHelp(cat.T("keyname.esc"), cat.T("serve.key.back"))),
		Enter: key.NewBinding(key.WithKeys("enter"), key.WithHelp(cat.T("keyname.enter"), cat.T("serve.key.create"))),
	}
}
