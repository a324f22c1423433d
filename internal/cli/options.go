package cli

import (
	"flag"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// optionFlags are the command-line flags of the rule sets' table options,
// read from the registry (cmdline.OptionFlag names each): one flag per
// option (an option several rule sets share, like open, has one flag),
// whatever rule set is chosen; options checks afterwards that the chosen
// one has them.
type optionFlags struct {
	fs    *flag.FlagSet
	specs map[string]rules.OptionSpec // by flag name
	on    map[string]*bool            // switches
	value map[string]*string          // numbers and choices
}

// addOptionFlags registers the options' flags on fs; scoringOnly keeps
// the options that change how a hand scores (the score command).
func addOptionFlags(fs *flag.FlagSet, scoringOnly bool) *optionFlags {
	of := &optionFlags{fs: fs, specs: map[string]rules.OptionSpec{}, on: map[string]*bool{}, value: map[string]*string{}}
	for _, rs := range rules.RuleSets() {
		for _, s := range rs.Options {
			if scoringOnly && !s.Scoring {
				continue
			}
			name := cmdline.OptionFlag(s)
			if _, ok := of.specs[name]; ok {
				continue
			}
			of.specs[name] = s
			if s.Kind == rules.OptionSwitch {
				of.on[name] = fs.Bool(name, false, "")
			} else {
				of.value[name] = fs.String(name, "", "")
			}
		}
	}
	return of
}

// given reports whether any option flag was given on the command line.
func (of *optionFlags) given() []string {
	var names []string
	of.fs.Visit(func(f *flag.Flag) {
		if _, ok := of.specs[f.Name]; ok {
			names = append(names, f.Name)
		}
	})
	return names
}

// options reads the flags given into the rule set's Options. A flag of an
// option the rule set does not have, or a value it does not take, is a
// usage error naming what is allowed.
func (of *optionFlags) options(rs rules.RuleSet, base rules.Options, cat *i18n.Catalog) (rules.Options, error) {
	return of.read(base, cat, func(spec rules.OptionSpec, name string) error {
		if _, ok := rs.Option(spec.Name); !ok {
			return &usageError{cat.T("error.option_not_in_rules", "--"+name, rs.Name, of.ruleSetFlags(rs))}
		}
		return nil
	})
}

// anyOptions reads every option flag given, whatever rule set it belongs
// to (the menu will choose the rule set; each reads its own options). A
// value an option does not take is a usage error.
func (of *optionFlags) anyOptions(base rules.Options, cat *i18n.Catalog) (rules.Options, error) {
	return of.read(base, cat, func(rules.OptionSpec, string) error { return nil })
}

// read sets each option given on o, once check accepts it.
func (of *optionFlags) read(o rules.Options, cat *i18n.Catalog, check func(spec rules.OptionSpec, flag string) error) (rules.Options, error) {
	for _, name := range of.given() {
		spec := of.specs[name]
		if err := check(spec, name); err != nil {
			return o, err
		}
		val := "on"
		if spec.Kind == rules.OptionSwitch {
			if !*of.on[name] {
				continue // --jokers=false: the default
			}
			if spec.Default == "on" {
				val = "off"
			}
		} else {
			val = *of.value[name]
		}
		if err := spec.Set(&o, val); err != nil {
			return o, &usageError{cat.T("error.option_value", "--"+name, val, allowedWords(cat, spec))}
		}
	}
	return o, nil
}

// allowedWords words the values an option takes in the catalogue's
// language: "on or off", "a number from 0 to 40", "seed, half or full",
// "full, half, east or a number from 1 to 64".
func allowedWords(cat *i18n.Catalog, spec rules.OptionSpec) string {
	vs := spec.Values
	switch spec.Kind {
	case rules.OptionSwitch:
		return cat.T("error.allowed_switch")
	case rules.OptionNumber:
		if len(spec.Values) <= spec.Max-spec.Min { // not every number is a menu value
			return cat.T("error.allowed_number", spec.Min, spec.Max)
		}
	case rules.OptionChoice:
		if spec.TakesNumbers() {
			vs = append(choiceWords(spec), cat.T("error.allowed_number", spec.Min, spec.Max))
		}
	}
	if len(vs) < 2 {
		return strings.Join(vs, "")
	}
	return cat.T("error.allowed_list", strings.Join(vs[:len(vs)-1], ", "), vs[len(vs)-1])
}

// ruleSetFlags lists the rule set's option flags this command has, for
// an error: "--ladder, --seven-pairs, --open".
func (of *optionFlags) ruleSetFlags(rs rules.RuleSet) string {
	var fl []string
	for _, s := range rs.Options {
		if _, ok := of.specs[cmdline.OptionFlag(s)]; ok {
			fl = append(fl, "--"+cmdline.OptionFlag(s))
		}
	}
	if len(fl) == 0 {
		return "none"
	}
	return strings.Join(fl, ", ")
}

// variant reads the rule set named and the option flags given into its
// Variant, starting from the options in base.
func (of *optionFlags) variant(name string, base rules.Options, cat *i18n.Catalog) (rules.Variant, error) {
	rs, err := parseRuleSet(name, cat)
	if err != nil {
		return rules.Variant{}, err
	}
	o, err := of.options(rs, base, cat)
	if err != nil {
		return rules.Variant{}, err
	}
	return rs.Variant(o)
}

// parseRuleSet reads a rule set's name, or says which ones there are.
func parseRuleSet(name string, cat *i18n.Catalog) (rules.RuleSet, error) {
	rs, err := rules.RuleSetByName(name)
	if err != nil {
		return rs, &usageError{cat.T("error.unknown_rules", name, strings.Join(rules.VariantNames(), ", "))}
	}
	return rs, nil
}

// playFlagColumn is the column of the descriptions of the game's flags in
// --help (help.play's lines are written to it).
const playFlagColumn = 36

// optionsHelp lists every option flag for --help, from the registry: the
// flag with the values it takes, its name, the rule sets that have it.
func optionsHelp(cat *i18n.Catalog) string {
	var lines []string
	seen := map[string]bool{}
	for _, rs := range rules.RuleSets() {
		for _, s := range rs.Options {
			flag := "--" + cmdline.OptionFlag(s)
			if seen[flag] {
				continue
			}
			seen[flag] = true
			var sets []string
			for _, other := range rules.RuleSets() {
				if _, ok := other.Option(s.Name); ok {
					sets = append(sets, other.Name)
				}
			}
			switch {
			case s.Kind == rules.OptionNumber:
				flag += " N"
			case s.TakesNumbers():
				flag += " " + strings.Join(append(choiceWords(s), "N"), "|")
			case s.Kind == rules.OptionChoice:
				flag += " " + strings.Join(s.Values, "|")
			}
			name := cat.T(i18n.OptionKey(s.Name))
			if s.Kind == rules.OptionSwitch && s.Default == "on" {
				name += " " + cat.T("menu.off") // the flag turns it off
			}
			gap := strings.Repeat(" ", max(2, playFlagColumn-2-len(flag))) // two spaces at least: a two-column line
			lines = append(lines, "  "+flag+gap+cat.T("help.option_line", name, strings.Join(sets, ", ")))
		}
	}
	return strings.Join(lines, "\n")
}

// choiceWords are the words of a choice's values, its numbers left out.
func choiceWords(s rules.OptionSpec) []string {
	var ws []string
	for _, v := range s.Values {
		if _, err := strconv.Atoi(v); err != nil {
			ws = append(ws, v)
		}
	}
	return ws
}

// scoringOptionsUsage writes the options that change a score, from the
// registry, for the score command's help: as a usage line
// ("[--ladder seed|half|full] [--seven-pairs] [--min-fan N] ..."), and
// by rule set ("hk --ladder, --seven-pairs, --min-fan; classic ...", a
// rule set's flags glued into one span that --help does not break).
func scoringOptionsUsage() (usage, bySet string) {
	var flags, sets []string
	seen := map[string]bool{}
	for _, rs := range rules.RuleSets() {
		var own []string
		for _, s := range rs.Options {
			if !s.Scoring || s.Name == "players" { // players has its own line
				continue
			}
			flag := "--" + cmdline.OptionFlag(s)
			own = append(own, flag)
			if seen[flag] {
				continue
			}
			seen[flag] = true
			switch {
			case s.Kind == rules.OptionNumber:
				flag += " N"
			case s.Kind == rules.OptionChoice:
				flag += " " + strings.Join(choiceWords(s), "|")
			}
			flags = append(flags, "["+flag+"]")
		}
		if len(own) > 0 {
			sets = append(sets, rs.Name+glue+strings.Join(own, ","+glue)) // one span in the help

		}
	}
	return strings.Join(flags, " "), strings.Join(sets, "; ")
}
