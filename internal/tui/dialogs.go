package tui

import (
	"io/fs"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/assets"
)

// helpPage reads a help page of the assets in the current language.
func helpPage(name, lang string) string {
	b, err := fs.ReadFile(assets.FS, "help/"+name+"."+lang+".txt")
	if err != nil {
		b, _ = fs.ReadFile(assets.FS, "help/"+name+".en.txt")
	}
	return strings.TrimRight(string(b), "\n")
}

// helpView is the full help: the bindings of the screen in front (from
// bubbles/help), then the help pages: the marks and tiles, and the rule
// set being played.
func (a *App) helpView() string {
	sh := a.sh
	w, h := sh.width, sh.height
	var km help.KeyMap = a.menu.keys
	switch a.screen {
	case screenTable:
		t := a.table
		t.keys = newTableKeys(sh.cat)
		km = t.keys
	case screenSheet, screenStandings:
		km = a.sheet.keys
	}
	hm := sh.help
	hm.SetWidth(w - 4)
	var b strings.Builder
	b.WriteString(sh.th.Heading.Render(sh.cat.T("help.title")) + "\n\n")
	b.WriteString(hm.FullHelpView(km.FullHelp()) + "\n\n")
	b.WriteString(helpPage("table", sh.settings.Lang) + "\n\n")
	b.WriteString(helpPage(sh.settings.Rules, sh.settings.Lang))
	lines := wrapAll(strings.Split(b.String(), "\n"), w-4)
	closeLine := sh.th.Dim.Render(sh.cat.T("help.close"))
	lines = fit(lines, w-4, h-2)
	c := &canvas{w: w, h: h}
	c.put(2, 0, lines...)
	c.put(2, h-1, closeLine)
	return c.render()
}

// confirmLayer is the quit dialog drawn over the screen.
func (a *App) confirmLayer() *lipgloss.Layer {
	sh := a.sh
	text := sh.cat.T("confirm.quit")
	if a.inProgress() {
		if a.opts.Hooks.BeforeQuit != nil {
			text += "\n" + sh.cat.T("confirm.saved")
		} else {
			text += "\n" + sh.cat.T("confirm.lost")
		}
	}
	text += "\n\n" + sh.cat.T("confirm.keys")
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(1, 3).
		BorderForeground(sh.th.Accent.GetForeground()).Render(text)
	x := max(0, (sh.width-lipgloss.Width(box))/2)
	y := max(0, (sh.height-lipgloss.Height(box))/2)
	// A blank backing so the table does not show through the padding.
	return lipgloss.NewLayer(box).X(x).Y(y).Z(5)
}
