package kit

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// OptionValue words an option's value in o: on/off, a number (0: none),
// a named choice, a choice's number ("8 hands").
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
	if n, err := strconv.Atoi(v); err == nil && spec.TakesNumbers() {
		key := i18n.OptionKey(spec.Name) + ".number"
		if n == 1 {
			key += "_one"
		}
		return cat.T(key, n)
	}
	return cat.T(i18n.OptionKey(spec.Name) + "." + v)
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
			parts = append(parts, cat.T(i18n.OptionKey(spec.Name)))
		default:
			parts = append(parts, cat.T(i18n.OptionKey(spec.Name))+" "+OptionValue(cat, spec, o))
		}
	}
	if len(parts) == 0 {
		return cat.T("menu.options_default")
	}
	return strings.Join(parts, ", ")
}

// LengthPlayed words the length of a game that is over, for the
// standings: "Played: East round, 4 hands"; "Played: 8 hands" for a game
// counted in hands.
func LengthPlayed(cat *i18n.Catalog, v rules.Variant, hands int) string {
	key := i18n.OptionKey("length")
	played := cat.T(key+".number", hands)
	if hands == 1 {
		played = cat.T(key+".number_one", hands)
	}
	l := v.Length()
	if l.Hands > 0 || l.String() == "" {
		return cat.T("standings.length_hands", played)
	}
	return cat.T("standings.length", cat.T(key+"."+l.String()), played)
}

// RulesPlayed words the rules of a game for the help screen: the rule
// set's name, then each of its options with its value and what it means.
func RulesPlayed(cat *i18n.Catalog, v rules.Variant) string {
	rs, ok := v.RuleSet()
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(cat.T("help.rules_played", cat.T(i18n.RuleSetKey(rs.Name))))
	for _, spec := range rs.Options {
		b.WriteString("\n  " + cat.T(i18n.OptionKey(spec.Name)) + ": " + OptionValue(cat, spec, v.Options) + " · " + cat.T(i18n.OptionKey(spec.Name)+".help"))
	}
	return b.String()
}
