package kit

import (
	"charm.land/bubbles/v2/key"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// ListKeys are the bindings of a list of choices: the start menu, its
// options page, the Learn list.
type ListKeys struct {
	Up, Down    key.Binding
	Left, Right key.Binding
	Select      key.Binding
	Help        key.Binding
	Quit        key.Binding
	Back        key.Binding // the options page: back to the menu
}

// ShortHelp is the line at the bottom of the menu.
func (k ListKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Left, k.Select, k.Help, k.Quit}
}

// OptionsHelp is the line at the bottom of the options page.
func (k ListKeys) OptionsHelp() []key.Binding {
	return []key.Binding{k.Up, k.Left, k.Back, k.Help}
}

// FullHelp is the help screen's columns.
func (k ListKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Left}, {k.Select, k.Help, k.Quit}}
}

// NewListKeys are the list bindings worded in the catalogue's language.
func NewListKeys(cat *i18n.Catalog) ListKeys {
	return ListKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", cat.T("key.menu_move"))),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", cat.T("key.menu_move_down"))),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/→", cat.T("key.menu_change"))),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", cat.T("key.menu_change_right"))),
		Select: key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp(cat.T("keyname.enter"), cat.T("key.menu_select"))),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:   key.NewBinding(key.WithKeys("q", "ctrl+c", "esc"), key.WithHelp("q", cat.T("key.quit"))),
		Back:   key.NewBinding(key.WithKeys("esc", "q", "backspace"), key.WithHelp(cat.T("keyname.esc"), cat.T("key.menu_back"))),
	}
}

// ExportBinding is the e key: write the game to a file (disabled when
// the program cannot export).
func ExportBinding(cat *i18n.Catalog) key.Binding {
	return key.NewBinding(key.WithKeys("e"), key.WithHelp("e", cat.T("key.export")))
}

// DialogKeys are the bindings of the confirm-quit dialog and the help
// screen.
type DialogKeys struct {
	Yes   key.Binding
	No    key.Binding
	Close key.Binding
}

// NewDialogKeys are the dialog bindings worded in the catalogue's language.
func NewDialogKeys(cat *i18n.Catalog) DialogKeys {
	return DialogKeys{
		Yes:   key.NewBinding(key.WithKeys("y", "Y", "o", "O", "enter", "ctrl+c"), key.WithHelp(cat.T("keyname.yes"), cat.T("key.yes"))),
		No:    key.NewBinding(key.WithKeys("n", "N", "esc", "q"), key.WithHelp("n", cat.T("key.no"))),
		Close: key.NewBinding(key.WithKeys("?", "esc", "q"), key.WithHelp(cat.T("keyname.esc"), cat.T("key.close"))),
	}
}
