package tui

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/tui/dialog"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// helpText is the full help: the bindings of the screen in front (from
// bubbles/help), then the help pages: the marks and tiles, and the rule
// set being played, saving and replaying; wrapped to w cells. Its title
// line says that g opens the glossary.
func (a *App) helpText(w int) string {
	sh := a.sh
	lang := sh.Settings.Lang
	var b strings.Builder
	b.WriteString(sh.Theme.Heading.Render(sh.Cat.T("help.title")) + "  " + sh.Theme.Dim.Render(sh.Cat.T("help.glossary_key")) + "\n\n")
	b.WriteString(kit.FullHelp(sh.Help, w, a.front.KeyMap(sh).FullHelp()) + "\n\n")
	for _, para := range strings.Split(dialog.HelpPage("table", lang)+"\n"+dialog.HelpPage(sh.Settings.Rules, lang), "\n") {
		b.WriteString(strings.Join(kit.Wrap(para, w), "\n") + "\n\n")
	}
	if v, err := a.playedVariant(); err == nil {
		b.WriteString(strings.Join(kit.Wrap(kit.RulesPlayed(sh.Cat, v), w), "\n") + "\n\n")
	}
	for _, para := range strings.Split(dialog.HelpPage("saving", lang), "\n") {
		b.WriteString(strings.Join(kit.Wrap(para, w), "\n") + "\n\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// playedVariant is the rule set of the game in progress, else the one
// the settings choose.
func (a *App) playedVariant() (rules.Variant, error) {
	if a.match != nil {
		return a.match.Game().Variant(), nil
	}
	return a.sh.Settings.Variant()
}
