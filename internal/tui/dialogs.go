package tui

import (
	"io/fs"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/assets"
	"github.com/mahjong-tui/mahjong/rules"
)

// helpPage reads a help page of the assets in the current language.
func helpPage(name, lang string) string {
	b, err := fs.ReadFile(assets.FS, "help/"+name+"."+lang+".txt")
	if err != nil {
		b, _ = fs.ReadFile(assets.FS, "help/"+name+".en.txt")
	}
	return strings.TrimRight(string(b), "\n")
}

// helpText is the full help: the bindings of the screen in front (from
// bubbles/help), then the help pages: the marks and tiles, and the rule
// set being played, saving and replaying; wrapped to w cells.
func (a *App) helpText(w int) string {
	sh := a.sh
	var km help.KeyMap = a.menu.keys
	switch a.screen {
	case screenTable:
		tk := newTableKeys(sh.cat)
		tk.Export.SetEnabled(sh.canExport)
		km = tk
	case screenSheet, screenStandings:
		km = a.sheet.keys
	}
	hm := sh.help
	hm.SetWidth(w)
	var b strings.Builder
	b.WriteString(sh.th.Heading.Render(sh.cat.T("help.title")) + "\n\n")
	b.WriteString(hm.FullHelpView(km.FullHelp()) + "\n\n")
	for _, para := range strings.Split(helpPage("table", sh.settings.Lang)+"\n"+helpPage(sh.settings.Rules, sh.settings.Lang), "\n") {
		b.WriteString(strings.Join(wrap(para, w), "\n") + "\n\n")
	}
	if v, err := a.playedVariant(); err == nil {
		b.WriteString(strings.Join(wrap(rulesPlayed(sh.cat, v), w), "\n") + "\n\n")
	}
	for _, para := range strings.Split(helpPage("saving", sh.settings.Lang), "\n") {
		b.WriteString(strings.Join(wrap(para, w), "\n") + "\n\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// openHelp puts the help in front, in a scrolling viewport.
func (a *App) openHelp() {
	a.showing.help = true
	a.helpVP = viewport.New()
	a.sizeHelp()
}

// sizeHelp lays the help out for the terminal size, keeping the scroll.
func (a *App) sizeHelp() {
	w, h := max(a.sh.width-4, 10), max(a.sh.height-2, 3)
	y := a.helpVP.YOffset()
	a.helpVP.SetWidth(w)
	a.helpVP.SetHeight(h)
	a.helpVP.SetContent(a.helpText(w))
	a.helpVP.SetYOffset(y)
}

// helpView draws the help and how to scroll and leave it.
func (a *App) helpView() string {
	sh := a.sh
	c := &canvas{w: sh.width, h: sh.height}
	c.put(2, 0, strings.Split(a.helpVP.View(), "\n")...)
	c.put(2, sh.height-1, sh.th.Dim.Render(sh.cat.T("help.close")))
	return c.render()
}

// confirmLayer is the quit dialog drawn over the screen.
func (a *App) confirmLayer() *lipgloss.Layer {
	sh := a.sh
	text := sh.cat.T("confirm.quit")
	if a.quitErr != "" {
		text += "\n" + sh.th.Bad.Render(strings.Join(wrap(a.quitErr, min(60, max(20, sh.width-12))), "\n")) +
			"\n" + sh.cat.T("confirm.leave_anyway")
	} else if a.inProgress() {
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

// playedVariant is the rule set of the game in progress, else the one
// the settings choose.
func (a *App) playedVariant() (rules.Variant, error) {
	if a.match != nil {
		return a.match.Game().Variant(), nil
	}
	return a.sh.settings.Variant()
}
