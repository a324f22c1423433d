package tui

import (
	"charm.land/bubbles/v2/key"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// tableKeys are the bindings of the table. Bindings that do not apply at
// the moment are disabled, so the help shows only what can be done.
type tableKeys struct {
	Left, Right key.Binding
	Discard     key.Binding // Enter/Space: discard the selected tile, or take the selected choice
	Pick        key.Binding // 1-9, 0: the n-th tile (twice: discard it), or the n-th choice
	Up, Down    key.Binding // move between choices
	Win         key.Binding
	Kong        key.Binding
	Declare     key.Binding
	Pass        key.Binding
	Coach       key.Binding
	Export      key.Binding // write the game to a file
	Help        key.Binding
	Quit        key.Binding
}

// ShortHelp is the line at the bottom of the table.
func (k tableKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Left, k.Up, k.Discard, k.Win, k.Kong, k.Declare, k.Pass, k.Coach, k.Help, k.Quit, k.Pick, k.Export}
}

// FullHelp is the help screen's columns.
func (k tableKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Left, k.Discard, k.Pick, k.Up},
		{k.Win, k.Kong, k.Declare, k.Pass},
		{k.Coach, k.Export, k.Help, k.Quit},
	}
}

func newTableKeys(cat *i18n.Catalog) tableKeys {
	return tableKeys{
		Left:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/→", cat.T("key.select"))),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", cat.T("key.select_right"))),
		Discard: key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp(cat.T("keyname.enter"), cat.T("key.discard"))),
		Pick:    key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9", cat.T("key.pick"))),
		Up:      key.NewBinding(key.WithKeys("up"), key.WithHelp("↑/↓", cat.T("key.choose"))),
		Down:    key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", cat.T("key.choose_down"))),
		Win:     key.NewBinding(key.WithKeys("w"), key.WithHelp("w", cat.T("key.win"))),
		Kong:    key.NewBinding(key.WithKeys("k"), key.WithHelp("k", cat.T("key.kong"))),
		Declare: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", cat.T("key.declare"))),
		Pass:    key.NewBinding(key.WithKeys("p", "esc"), key.WithHelp("p/"+cat.T("keyname.esc"), cat.T("key.pass"))),
		Coach:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", cat.T("key.coach"))),
		Export:  exportBinding(cat),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

// menuKeys are the bindings of the start menu.
type menuKeys struct {
	Up, Down    key.Binding
	Left, Right key.Binding
	Select      key.Binding
	Help        key.Binding
	Quit        key.Binding
	Back        key.Binding // the options page: back to the menu
}

// ShortHelp is the line at the bottom of the menu.
func (k menuKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Left, k.Select, k.Help, k.Quit}
}

// OptionsHelp is the line at the bottom of the options page.
func (k menuKeys) OptionsHelp() []key.Binding {
	return []key.Binding{k.Up, k.Left, k.Back, k.Help}
}

// FullHelp is the help screen's columns.
func (k menuKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Left}, {k.Select, k.Help, k.Quit}}
}

func newMenuKeys(cat *i18n.Catalog) menuKeys {
	return menuKeys{
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

// sheetKeys are the bindings of the score sheet and the standings.
type sheetKeys struct {
	Next   key.Binding
	Export key.Binding
	Help   key.Binding
	Quit   key.Binding
}

// ShortHelp is the line at the bottom of the sheet.
func (k sheetKeys) ShortHelp() []key.Binding { return []key.Binding{k.Next, k.Export, k.Help, k.Quit} }

// FullHelp is the help screen's columns.
func (k sheetKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Next, k.Export, k.Help, k.Quit}}
}

func newSheetKeys(cat *i18n.Catalog, next string) sheetKeys {
	return sheetKeys{
		Next:   key.NewBinding(key.WithKeys("enter", "space", "n"), key.WithHelp(cat.T("keyname.enter"), cat.T(next))),
		Export: exportBinding(cat),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:   key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

// exportBinding is the e key: write the game to a file (disabled when
// the program cannot export).
func exportBinding(cat *i18n.Catalog) key.Binding {
	return key.NewBinding(key.WithKeys("e"), key.WithHelp("e", cat.T("key.export")))
}

// dialogKeys are the bindings of the confirm-quit dialog and the help
// screen.
type dialogKeys struct {
	Yes   key.Binding
	No    key.Binding
	Close key.Binding
}

func newDialogKeys(cat *i18n.Catalog) dialogKeys {
	return dialogKeys{
		Yes:   key.NewBinding(key.WithKeys("y", "Y", "o", "O", "enter", "ctrl+c"), key.WithHelp(cat.T("keyname.yes"), cat.T("key.yes"))),
		No:    key.NewBinding(key.WithKeys("n", "N", "esc", "q"), key.WithHelp("n", cat.T("key.no"))),
		Close: key.NewBinding(key.WithKeys("?", "esc", "q"), key.WithHelp(cat.T("keyname.esc"), cat.T("key.close"))),
	}
}
