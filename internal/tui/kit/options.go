package kit

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// OptionValue words an option's value in o: on/off, a number (0: none),
// a named choice.
func OptionValue(cat *i18n.Catalog, spec rules.OptionSpec, o rules.Options) string {
	v := spec.Value(o)
	switch spec.Kind {
	case rules.OptionSwitch:
		return cat.T("menu." + v)
	case rules.OptionNumber:
		if v == "0" {
			return cat.T("menu.none")
		}
		return v
	}
	return cat.T(spec.Key + "." + v)
}

// OptionsSummary words the options of a rule set that are not at their
// default, shortly ("as the rules say" when none is), for the menu's
// Options line: a switch turned on by its name, one turned off by its
// name and "off", a choice by its value, a number by its name and value.
func OptionsSummary(cat *i18n.Catalog, rs rules.RuleSet, o rules.Options) string {
	var parts []string
	for _, spec := range rs.Options {
		if spec.IsDefault(o) {
			continue
		}
		switch {
		case spec.Kind == rules.OptionChoice:
			parts = append(parts, OptionValue(cat, spec, o))
		case spec.Kind == rules.OptionSwitch && spec.Value(o) == "on":
			parts = append(parts, cat.T(spec.Key))
		default:
			parts = append(parts, cat.T(spec.Key)+" "+OptionValue(cat, spec, o))
		}
	}
	if len(parts) == 0 {
		return cat.T("menu.options_default")
	}
	return strings.Join(parts, ", ")
}

// RulesPlayed words the rules of a game for the help screen: the rule
// set's name, then each of its options with its value and what it means.
func RulesPlayed(cat *i18n.Catalog, v rules.Variant) string {
	rs, ok := v.RuleSet()
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(cat.T("help.rules_played", cat.T(rs.Key)))
	for _, spec := range rs.Options {
		b.WriteString("\n  " + cat.T(spec.Key) + ": " + OptionValue(cat, spec, v.Options) + " · " + cat.T(spec.Key+".help"))
	}
	return b.String()
}
