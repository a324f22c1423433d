package play

import (
	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
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

// newTableKeys are the table's bindings worded in the catalogue's language.
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
		Export:  kit.ExportBinding(cat),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

// TableKeys is every binding of the table, all enabled (a lesson's help).
func TableKeys(cat *i18n.Catalog) help.KeyMap { return newTableKeys(cat) }
