package rules

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The rule-set registry: every rule set the program plays is one entry
// here, with its base Variant and the table options a player may choose
// for it. The command line (flags of the game, of score and of sim), the
// start menu, the help screen and the save files all read this one list;
// nothing outside it tests a variant's name to know what it allows.

// OptionKind says what values an option takes.
type OptionKind uint8

// The option kinds.
const (
	// OptionSwitch is on or off ("jokers"; "ready=off" for a switch on by
	// default).
	OptionSwitch OptionKind = iota + 1
	// OptionNumber is a whole number within [Min, Max] ("min-points=3").
	OptionNumber
	// OptionChoice is one of Values ("ladder=half").
	OptionChoice
)

// OptionSpec describes one table option: how it is written, the values
// it takes, and what it changes in the Variant.
type OptionSpec struct {
	// Name is the option's word in records and in sim --options
	// ("min-points"); the value follows "=" unless the option is a switch
	// at its off position ("jokers").
	Name string
	Kind OptionKind
	// Default is the value when the option is not set: "off" or "on" for
	// a switch, a number, or one of Values.
	Default string
	// Values are the values an OptionChoice takes, and "off", "on" for a
	// switch; for a number, the values a menu steps through (any number
	// within [Min, Max] is accepted elsewhere). A number's field holds 0
	// for its default ("players": 0 is four).
	Values []string
	// Min and Max bound an OptionNumber.
	Min, Max int
	// Flag is the command-line flag that sets the option: a switch's flag
	// turns it away from its default ("jokers", "no-ready-rule"); a number
	// or a choice takes a value ("--min-points 3").
	Flag string
	// Key is the catalogue key of the option's name; Key+".help" explains
	// it (the start menu, the help screen, --help).
	Key string
	// Scoring says that the option changes how a hand scores: the score
	// command takes it.
	Scoring bool

	field optionField
}

// optionField reaches the option's value in Options.
type optionField struct {
	on     func(*Options) *bool   // a switch: the field holding "not the default"
	number func(*Options) *int    // a number
	choice func(*Options) *string // a choice ("" is the default)
}

// Value returns the option's value in o, as written: "on", "3", "half".
func (s OptionSpec) Value(o Options) string {
	switch s.Kind {
	case OptionSwitch:
		if *s.field.on(&o) {
			return s.other()
		}
		return s.Default
	case OptionNumber:
		if n := *s.field.number(&o); n != 0 {
			return strconv.Itoa(n)
		}
		return s.Default
	}
	if v := *s.field.choice(&o); v != "" {
		return v
	}
	return s.Default
}

// IsDefault reports whether the option is at its default in o.
func (s OptionSpec) IsDefault(o Options) bool { return s.Value(o) == s.Default }

// other is a switch's position away from its default.
func (s OptionSpec) other() string {
	if s.Default == "on" {
		return "off"
	}
	return "on"
}

// Set writes the option's value in o, or returns an *OptionError naming
// the values allowed.
func (s OptionSpec) Set(o *Options, value string) error {
	bad := func() error {
		return &OptionError{Option: s.Name + "=" + value, Reason: "allowed: " + s.Allowed()}
	}
	switch s.Kind {
	case OptionSwitch:
		if value != "on" && value != "off" {
			return bad()
		}
		*s.field.on(o) = value != s.Default
	case OptionNumber:
		n, err := strconv.Atoi(value)
		if err != nil || n < s.Min || n > s.Max || len(value) > 9 {
			return bad()
		}
		if value == s.Default {
			n = 0
		}
		*s.field.number(o) = n
	default:
		if !slices.Contains(s.Values, value) {
			return bad()
		}
		if value == s.Default {
			value = ""
		}
		*s.field.choice(o) = value
	}
	return nil
}

// Allowed words the values the option takes, for an error or a help
// line: "on or off", "a number from 0 to 13", "seed, half or full".
func (s OptionSpec) Allowed() string {
	switch s.Kind {
	case OptionSwitch:
		return "on or off"
	case OptionNumber:
		if len(s.Values) <= s.Max-s.Min { // not every number is a menu value
			return fmt.Sprintf("a number from %d to %d", s.Min, s.Max)
		}
	}
	return orList(s.Values)
}

// orList joins words as "a, b or c".
func orList(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

// word writes the option as Options.String does: "" at the default.
func (s OptionSpec) word(o Options) string {
	if s.IsDefault(o) {
		return ""
	}
	if s.Kind == OptionSwitch && s.Default == "off" {
		return s.Name
	}
	return s.Name + "=" + s.Value(o)
}

// The options. Each names the Options field it keeps and, in a rule set's
// apply, what it changes in the Variant.
var (
	optPlayers = OptionSpec{Name: "players", Kind: OptionNumber, Default: "4", Min: 3, Max: 4,
		Values: []string{"4", "3"},
		Flag:   "players", Key: "option.players", Scoring: true,
		field: optionField{number: func(o *Options) *int { return &o.Players }}}
	optOpen = OptionSpec{Name: "open", Kind: OptionSwitch, Default: "off", Values: onOff,
		Flag: "open", Key: "option.open",
		field: optionField{on: func(o *Options) *bool { return &o.OpenHands }}}
	optJokers = OptionSpec{Name: "jokers", Kind: OptionSwitch, Default: "off", Values: onOff,
		Flag: "jokers", Key: "option.jokers", Scoring: true,
		field: optionField{on: func(o *Options) *bool { return &o.Jokers }}}
	optReady = OptionSpec{Name: "ready", Kind: OptionSwitch, Default: "on", Values: onOff,
		Flag: "no-ready-rule", Key: "option.ready", Scoring: true,
		field: optionField{on: func(o *Options) *bool { return &o.NoReadyRule }}}
	optLimit = OptionSpec{Name: "limit", Kind: OptionNumber, Default: "0", Min: 0, Max: 1 << 20,
		Values: []string{"0", "500", "1000", "2000"},
		Flag:   "limit", Key: "option.limit", Scoring: true,
		field: optionField{number: func(o *Options) *int { return &o.Limit }}}
	optLadder = OptionSpec{Name: "ladder", Kind: OptionChoice, Default: LadderSeed.Name,
		Values: []string{LadderSeed.Name, LadderHalf.Name, LadderFull.Name},
		Flag:   "ladder", Key: "option.ladder", Scoring: true,
		field: optionField{choice: func(o *Options) *string { return &o.Ladder }}}
	optSevenPairs = OptionSpec{Name: "seven-pairs", Kind: OptionSwitch, Default: "off", Values: onOff,
		Flag: "seven-pairs", Key: "option.seven_pairs", Scoring: true,
		field: optionField{on: func(o *Options) *bool { return &o.SevenPairs }}}
	optMinPoints = OptionSpec{Name: "min-points", Kind: OptionNumber, Default: "0", Min: 0, Max: 40,
		Values: []string{"0", "1", "2", "3", "4", "5", "6"},
		Flag:   "min-points", Key: "option.min_points", Scoring: true,
		field: optionField{number: func(o *Options) *int { return &o.MinPoints }}}
	optDealerStays = OptionSpec{Name: "dealer-stays", Kind: OptionSwitch, Default: "off", Values: onOff,
		Flag: "dealer-stays", Key: "option.dealer_stays",
		field: optionField{on: func(o *Options) *bool { return &o.DealerStays }}}

	onOff = []string{"off", "on"}
)

// allOptions lists every option once, in the order Options.String writes
// them.
var allOptions = []OptionSpec{optPlayers, optJokers, optOpen, optMinPoints, optDealerStays, optLadder, optSevenPairs, optReady, optLimit}

// RuleSet is one entry of the registry: a rule set's name, its base
// Variant, the options a table may choose, and what they change.
type RuleSet struct {
	// Name is the rule set's name: "hk", "classic", "family", "pow2".
	Name string
	// Key is the catalogue key of its name as a player reads it.
	Key string
	// Options are the table options of the rule set, in menu order.
	Options []OptionSpec

	base  func() Variant
	apply func(v *Variant, o Options)
}

// Base returns the rule set's Variant with no option set.
func (r RuleSet) Base() Variant { return r.base() }

// Option returns the rule set's option of that name.
func (r RuleSet) Option(name string) (OptionSpec, bool) {
	for _, s := range r.Options {
		if s.Name == name {
			return s, true
		}
	}
	return OptionSpec{}, false
}

// Variant returns the rule set's Variant with the options applied, or an
// *OptionError for an option the rule set does not have.
func (r RuleSet) Variant(o Options) (Variant, error) {
	o, err := canonical(o)
	if err != nil {
		var oe *OptionError
		if errors.As(err, &oe) {
			oe.Variant = r.Name
		}
		return Variant{}, err
	}
	for _, s := range allOptions {
		if _, ok := r.Option(s.Name); !ok && !s.IsDefault(o) {
			return Variant{}, &OptionError{Variant: r.Name, Option: s.Name,
				Reason: "not an option of these rules (" + r.optionNames() + ")"}
		}
	}
	v := r.base()
	v.OpenHands = o.OpenHands
	r.apply(&v, o)
	if o.Players == 3 {
		v.threePlayers()
	}
	v.Options = o
	return v, v.validate()
}

// canonical writes every number option as Set does (at its default,
// held as 0), so that equal choices make equal Options; a number out of
// its range is an *OptionError.
func canonical(o Options) (Options, error) {
	for _, s := range allOptions {
		if s.Kind == OptionNumber {
			if err := s.Set(&o, s.Value(o)); err != nil {
				return o, err
			}
		}
	}
	return o, nil
}

// threePlayers makes the variant the three-player game of seed 001
// (RULES.md "Three players"): three seats, the three-player set (2m-8m
// removed, the Norths bonus tiles), the analysis told so through the
// forms, thirteen orphans gone (it needs a North, which no hand holds:
// ENGINE.md), and a round per seat wind (E, S, W).
func (v *Variant) threePlayers() {
	v.Players = 3
	v.Tiles.ThreePlayer = true
	v.Forms = v.Forms&^FormThirteenOrphans | FormThreePlayer
	v.Rounds = min(v.Rounds, 3)
}

// Only returns o with every option the rule set does not have at its
// default: a menu keeps one set of choices across rule sets, each rule
// set reading its own.
func (r RuleSet) Only(o Options) Options {
	var out Options
	for _, s := range r.Options {
		_ = s.Set(&out, s.Value(o)) // a value read from a spec is one it takes
	}
	return out
}

// optionNames lists the rule set's options for an error.
func (r RuleSet) optionNames() string {
	names := make([]string, len(r.Options))
	for i, s := range r.Options {
		names[i] = s.Name
	}
	return orList(names)
}

var registry = []RuleSet{
	{
		Name: VariantHK, Key: "rules.hk", Options: []OptionSpec{optLadder, optSevenPairs, optOpen, optPlayers},
		base: HKVariant,
		apply: func(v *Variant, o Options) {
			if o.Ladder != "" {
				v.Ladder = o.Ladder
			}
			if o.SevenPairs {
				v.Forms |= FormSevenPairs
			}
		},
	},
	{
		Name: VariantClassic, Key: "rules.classic", Options: []OptionSpec{optJokers, optReady, optLimit, optOpen, optPlayers},
		base: ClassicVariant,
		apply: func(v *Variant, o Options) {
			v.Tiles.Jokers = o.Jokers
			v.ReadyRequired = !o.NoReadyRule
			v.Limit = o.Limit
		},
	},
	{
		Name: VariantFamily, Key: "rules.family", Options: []OptionSpec{optOpen, optPlayers},
		base:  FamilyVariant,
		apply: func(*Variant, Options) {},
	},
	{
		Name: VariantPow2, Key: "rules.pow2", Options: []OptionSpec{optMinPoints, optDealerStays, optOpen},
		base: Pow2Variant,
		apply: func(v *Variant, o Options) {
			v.MinPoints = o.MinPoints
			if o.DealerStays {
				v.DealerStaysOnWin = true
			}
		},
	},
}

// RuleSets returns the registry's entries, in the order a menu offers
// them.
func RuleSets() []RuleSet { return slices.Clone(registry) }

// RuleSetByName returns the registry's entry of that name, or an
// *UnknownVariantError.
func RuleSetByName(name string) (RuleSet, error) {
	for _, r := range registry {
		if r.Name == name {
			return r, nil
		}
	}
	return RuleSet{}, &UnknownVariantError{Name: name}
}

// VariantNames lists the rule sets' names, in registry order.
func VariantNames() []string {
	names := make([]string, len(registry))
	for i, r := range registry {
		names[i] = r.Name
	}
	return names
}

// VariantByName returns a rule set's Variant with no option set.
func VariantByName(name string) (Variant, error) {
	r, err := RuleSetByName(name)
	if err != nil {
		return Variant{}, err
	}
	return r.Base(), nil
}

// NewVariant returns the Variant of a rule set with options.
func NewVariant(name string, o Options) (Variant, error) {
	r, err := RuleSetByName(name)
	if err != nil {
		return Variant{}, err
	}
	return r.Variant(o)
}

// RuleSet returns the registry's entry of the variant, and whether it has
// one (a variant built by hand may not).
func (v Variant) RuleSet() (RuleSet, bool) {
	r, err := RuleSetByName(v.Name)
	return r, err == nil
}

// With returns a copy of the variant with the options added to those
// already applied, or an *OptionError for an option its rule set does not
// have (or for any option, if the variant has no entry in the registry).
func (v Variant) With(o Options) (Variant, error) {
	r, ok := v.RuleSet()
	if !ok {
		return v, &OptionError{Variant: v.Name, Option: o.String(), Reason: "not a registered rule set"}
	}
	merged := v.Options
	for _, s := range allOptions {
		if s.IsDefault(o) {
			continue
		}
		if err := s.Set(&merged, s.Value(o)); err != nil {
			var oe *OptionError
			if errors.As(err, &oe) {
				oe.Variant = v.Name
			}
			return v, err
		}
	}
	return r.Variant(merged)
}

// String writes the options as the record and sim --options take them:
// space-separated words, an option at its default left out: "players=3 jokers open
// min-points=3 dealer-stays ladder=half seven-pairs ready=off limit=500".
// The zero value is "".
func (o Options) String() string {
	var w []string
	for _, s := range allOptions {
		if word := s.word(o); word != "" {
			w = append(w, word)
		}
	}
	return strings.Join(w, " ")
}

// ParseOptions reads options written as Options.String writes them; a
// switch may also be written "NAME=on" or "NAME=off".
func ParseOptions(s string) (Options, error) {
	var o Options
	for _, word := range strings.Fields(s) {
		name, val, hasVal := strings.Cut(word, "=")
		i := slices.IndexFunc(allOptions, func(s OptionSpec) bool { return s.Name == name })
		if i < 0 {
			return Options{}, &OptionError{Option: word, Reason: "unknown option (" + optionList() + ")"}
		}
		spec := allOptions[i]
		if !hasVal {
			if spec.Kind != OptionSwitch || spec.Default != "off" {
				return Options{}, &OptionError{Option: word, Reason: "needs a value: " + spec.Allowed()}
			}
			val = "on"
		}
		if err := spec.Set(&o, val); err != nil {
			return Options{}, err
		}
	}
	return o, nil
}

// optionList names every option, for an error.
func optionList() string {
	names := make([]string, len(allOptions))
	for i, s := range allOptions {
		names[i] = s.Name
	}
	return orList(names)
}
