package tui

import (
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// OptionValue words an option's value in o as the start menu does: on or
// off, a number (0: none), a named choice (the server's new-table form).
func OptionValue(cat *i18n.Catalog, spec rules.OptionSpec, o rules.Options) string {
	return kit.OptionValue(cat, spec, o)
}

// OptionsSummary words the options of a rule set not at their default,
// shortly, as the start menu's Options line does (the server's lobby).
func OptionsSummary(cat *i18n.Catalog, rs rules.RuleSet, o rules.Options) string {
	return kit.OptionsSummary(cat, rs, o)
}
