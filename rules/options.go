package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// maxOptions bounds the options of the registry: its own and those a
// test adds (rules/registrytest).
const maxOptions = 16

// Options are the table options chosen for a rule set: for each option of
// the registry, its value. The zero value is every option at its default;
// Options are comparable (==), and equal choices make equal Options.
// They are written and read as words (String, ParseOptions:
// "min-fan=1 length=east players=3") and set one by one
// (OptionSpec.Set). Which rule set takes which option, and what it
// changes in the Variant, is the registry's (ruleset.go): apply them with
// RuleSet.Variant or Variant.With.
type Options struct {
	// codes holds each option's value at its index in the registry, as
	// OptionSpec.code writes it minus its default's: 0 is the default.
	codes [maxOptions]int32
}

// IsZero reports whether every option is at its default.
func (o Options) IsZero() bool { return o == Options{} }

// OptionKind says what values an option takes.
type OptionKind uint8

// The option kinds.
const (
	// OptionSwitch is on or off ("jokers"; "ready=off" for a switch on by
	// default).
	OptionSwitch OptionKind = iota + 1
	// OptionNumber is a whole number within [Min, Max] ("min-fan=1").
	OptionNumber
	// OptionChoice is one of Values ("ladder=half"), or, when Max > 0, a
	// number within [Min, Max] as well ("length=east", "length=8").
	OptionChoice
)

// OptionSpec describes one table option of the registry: its name, the
// values it takes and the rule sets that have it. What it changes in a
// Variant is the registry's.
type OptionSpec struct {
	// Name is the option's word in records and in the options' text
	// ("min-points"); the value follows "=" unless the option is a switch
	// at its off position ("jokers").
	Name string
	Kind OptionKind
	// Default is the value when the option is not set: "off" or "on" for
	// a switch, a number, or a word of Values.
	Default string
	// Values are the values a menu steps through: "off", "on" for a
	// switch; the words of a choice; for a number (or a choice that takes
	// numbers), some of them, any number within [Min, Max] being taken.
	Values []string
	// Min and Max bound the numbers an OptionNumber (or an OptionChoice
	// with Max > 0) takes.
	Min, Max int
	// Scoring says that the option changes how a hand scores (a scoring
	// variant's option: a hand scored alone needs it).
	Scoring bool

	id    int                               // its index in the registry: Options.codes
	def   int32                             // the default's code
	sets  []string                          // the rule sets that have it; none: every one
	apply func(v *Variant, val optionValue) // what it changes in a Variant (nil: nothing)
}

// optionValue is an option's value as apply reads it.
type optionValue struct {
	word string // as written: "on", "3", "east"
	n    int    // a number's value (0 for a word)
	on   bool   // a switch at "on"
}

// TakesNumbers reports whether the option takes a number within [Min,
// Max]: a number, or a choice that takes numbers too.
func (s OptionSpec) TakesNumbers() bool {
	return s.Kind == OptionNumber || s.Kind == OptionChoice && s.Max > 0
}

// code writes a value as Options holds it before the default's code is
// taken away: a number n as -(n+1), a word as its place in Values from 1.
// ok is false for a value the option does not take.
func (s OptionSpec) code(value string) (c int32, ok bool) {
	if s.TakesNumbers() && len(value) <= 9 {
		if n, err := strconv.Atoi(value); err == nil {
			if n < s.Min || n > s.Max {
				return 0, false
			}
			return int32(-n - 1), true
		}
	}
	if s.Kind == OptionNumber {
		return 0, false
	}
	i := slices.Index(s.Values, value)
	return int32(i + 1), i >= 0
}

// word reads a code back.
func (s OptionSpec) word(c int32) string {
	if c < 0 {
		return strconv.Itoa(int(-c - 1))
	}
	if c >= 1 && int(c) <= len(s.Values) {
		return s.Values[c-1]
	}
	return s.Default
}

// Value returns the option's value in o, as written: "on", "3", "half".
func (s OptionSpec) Value(o Options) string { return s.word(o.codes[s.id] + s.def) }

// value returns the option's value in o as apply reads it.
func (s OptionSpec) value(o Options) optionValue {
	c := o.codes[s.id] + s.def
	v := optionValue{word: s.word(c)}
	if c < 0 {
		v.n = int(-c - 1)
	}
	v.on = s.Kind == OptionSwitch && v.word == "on"
	return v
}

// IsDefault reports whether the option is at its default in o.
func (s OptionSpec) IsDefault(o Options) bool { return o.codes[s.id] == 0 }

// Set writes the option's value in o, or returns an *OptionError naming
// the values allowed.
func (s OptionSpec) Set(o *Options, value string) error {
	c, ok := s.code(value)
	if !ok {
		return &OptionError{Option: s.Name + "=" + value, Reason: "allowed: " + s.allowed()}
	}
	o.codes[s.id] = c - s.def
	return nil
}

// allowed words the values the option takes, for an error: "on or
// off", "a number from 0 to 13", "seed, half or full", "full, half,
// east or a number from 1 to 64".
func (s OptionSpec) allowed() string {
	numbers := fmt.Sprintf("a number from %d to %d", s.Min, s.Max)
	switch {
	case s.Kind == OptionSwitch:
		return "on or off"
	case s.Kind == OptionNumber && len(s.Values) <= s.Max-s.Min: // not every number is a menu value
		return numbers
	case s.Kind == OptionChoice && s.Max > 0:
		return orList(append(s.words(), numbers))
	}
	return orList(s.Values)
}

// words are the values of Values that are not numbers.
func (s OptionSpec) words() []string {
	var ws []string
	for _, v := range s.Values {
		if _, err := strconv.Atoi(v); err != nil {
			ws = append(ws, v)
		}
	}
	return ws
}

// orList joins words as "a, b or c".
func orList(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

// text writes the option as Options.String does: "" at the default.
func (s OptionSpec) text(o Options) string {
	if s.IsDefault(o) {
		return ""
	}
	if s.Kind == OptionSwitch && s.Default == "off" {
		return s.Name
	}
	return s.Name + "=" + s.Value(o)
}

// String writes the options as records keep them: space-separated words in registry order, an option at its
// default left out ("ladder=half seven-pairs min-fan=1 length=east
// players=3"). The zero value is "".
func (o Options) String() string {
	var w []string
	for _, s := range registryNow().options {
		if t := s.text(o); t != "" {
			w = append(w, t)
		}
	}
	return strings.Join(w, " ")
}

// ParseOptions reads options written as Options.String writes them; a
// switch may also be written "NAME=on" or "NAME=off".
func ParseOptions(s string) (Options, error) {
	var o Options
	all := registryNow().options
	for _, word := range strings.Fields(s) {
		name, val, hasVal := strings.Cut(word, "=")
		i := slices.IndexFunc(all, func(s OptionSpec) bool { return s.Name == name })
		if i < 0 {
			return Options{}, &OptionError{Option: word, Reason: "unknown option (" + optionList(all) + ")"}
		}
		spec := all[i]
		if !hasVal {
			if spec.Kind != OptionSwitch || spec.Default != "off" {
				return Options{}, &OptionError{Option: word, Reason: "needs a value: " + spec.allowed()}
			}
			val = "on"
		}
		if err := spec.Set(&o, val); err != nil {
			return Options{}, err
		}
	}
	return o, nil
}

// MustParseOptions is ParseOptions for options known to be right (tests,
// constants): it panics on an error.
func MustParseOptions(s string) Options {
	o, err := ParseOptions(s)
	if err != nil {
		panic(err)
	}
	return o
}

// optionList names options, for an error.
func optionList(specs []OptionSpec) string {
	names := make([]string, len(specs))
	for i, s := range specs {
		names[i] = s.Name
	}
	return orList(names)
}

// OptionError is returned for an option a variant does not have or a
// malformed option.
type OptionError struct {
	Variant string // the variant refusing it, when known
	Option  string
	Reason  string
}

func (e *OptionError) Error() string {
	if e.Variant != "" {
		return fmt.Sprintf("rules: variant %s: option %s: %s", e.Variant, e.Option, e.Reason)
	}
	return fmt.Sprintf("rules: option %s: %s", e.Option, e.Reason)
}
