package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
)

// openExport opens the export dialog over the screen in front.
func (a *App) openExport() tea.Cmd {
	if a.match == nil || a.opts.Hooks.Export == nil {
		return nil
	}
	d, cmd := dialog.NewExport(a.sh, dialog.DefaultExportName(a.match.Game()))
	a.overlays.Push(d)
	return cmd
}

// writeExport writes the game through the hook: the dialog closes and
// the table says where it went, or the dialog says why it could not.
func (a *App) writeExport(name string) {
	d, ok := a.overlays.Top().(*dialog.Export)
	if !ok {
		return
	}
	path, err := a.opts.Hooks.Export(a.match.Game(), a.sh.Settings, name)
	if err != nil {
		d.Err = a.sh.Describe(err)
		return
	}
	a.overlays.Pop()
	a.sh.Flash = a.sh.Cat.T("export.done", safetext.Clean(path))
}
