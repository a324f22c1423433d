package rules

import (
	"errors"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/mahjong-tui/mahjong/rules/internal/extra"
)

// The rule-set registry: every rule set the program plays is one entry
// here, with its base Variant, and every table option a player may choose
// is one OptionSpec of allOptions, naming the rule sets that have it and
// what it changes in their Variant. Whatever reads options (the command
// line's flags, the start menu, the help screen, the save files and
// records, the simulator's --options) reads this one list: adding an
// option is adding its spec here (and its words to the catalogues).

// onOff are a switch's values.
var onOff = []string{"off", "on"}

// allOptions are the registry's options, in the order a rule set's menu
// lists them and Options.String writes them.
var allOptions = []OptionSpec{
	{Name: "ladder", Kind: OptionChoice, Default: ladderSeed.name,
		Values: []string{ladderSeed.name, ladderHalf.name, ladderFull.name}, Scoring: true,
		sets:  []string{VariantHK},
		apply: func(v *Variant, x optionValue) { v.Ladder = x.word }},
	{Name: "seven-pairs", Kind: OptionSwitch, Default: "off", Values: onOff, Scoring: true,
		sets: []string{VariantHK},
		apply: func(v *Variant, x optionValue) {
			if x.on {
				v.Forms |= FormSevenPairs
			}
		}},
	{Name: "min-fan", Kind: OptionNumber, Default: "3", Min: 0, Max: 5,
		Values: []string{"0", "1", "2", "3", "4", "5"}, Scoring: true,
		sets:  []string{VariantHK},
		apply: func(v *Variant, x optionValue) { v.MinFan = x.n }},
	{Name: "jokers", Kind: OptionSwitch, Default: "off", Values: onOff, Scoring: true,
		sets:  []string{VariantClassic},
		apply: func(v *Variant, x optionValue) { v.Tiles.Jokers = x.on }},
	{Name: "ready", Kind: OptionSwitch, Default: "on", Values: onOff, Scoring: true,
		sets:  []string{VariantClassic},
		apply: func(v *Variant, x optionValue) { v.ReadyRequired = x.on }},
	{Name: "limit", Kind: OptionNumber, Default: "0", Min: 0, Max: 1 << 20,
		Values: []string{"0", "500", "1000", "2000"}, Scoring: true,
		sets:  []string{VariantClassic},
		apply: func(v *Variant, x optionValue) { v.Limit = x.n }},
	{Name: "min-points", Kind: OptionNumber, Default: "0", Min: 0, Max: 40,
		Values: []string{"0", "1", "2", "3", "4", "5", "6"}, Scoring: true,
		sets:  []string{VariantPow2},
		apply: func(v *Variant, x optionValue) { v.MinPoints = x.n }},
	{Name: "dealer-stays", Kind: OptionSwitch, Default: "off", Values: onOff,
		sets: []string{VariantPow2},
		apply: func(v *Variant, x optionValue) {
			if x.on {
				v.DealerStaysOnWin = true
			}
		}},
	{Name: "length", Kind: OptionChoice, Default: "full", Min: 1, Max: 64,
		Values: []string{"full", "half", "east", "4", "8", "16"},
		sets:   []string{VariantHK, VariantClassic, VariantPow2},
		apply:  func(v *Variant, x optionValue) { v.setLength(x) }},
	{Name: "open", Kind: OptionSwitch, Default: "off", Values: onOff,
		apply: func(v *Variant, x optionValue) { v.OpenHands = x.on }},
	{Name: "players", Kind: OptionNumber, Default: "4", Min: 3, Max: 4,
		Values: []string{"4", "3"}, Scoring: true,
		sets: []string{VariantHK, VariantClassic, VariantFamily},
		apply: func(v *Variant, x optionValue) {
			if x.n == 3 {
				v.threePlayers()
			}
		}},
}

// ruleSetEntry is a rule set of the registry before its options are
// gathered.
type ruleSetEntry struct {
	name string
	base func() Variant
}

// ruleSetEntries are the rule sets, in the order a menu offers them.
var ruleSetEntries = []ruleSetEntry{
	{VariantHK, HKVariant}, {VariantClassic, ClassicVariant}, {VariantFamily, FamilyVariant}, {VariantPow2, Pow2Variant},
}

// RuleSet is one entry of the registry: a rule set's name, its base
// Variant and the options a table may choose.
type RuleSet struct {
	// Name is the rule set's name: "hk", "classic", "family", "pow2".
	Name string
	// Options are the table options of the rule set, in menu order.
	Options []OptionSpec

	base func() Variant
}

// registryView is the registry as read now: its options with their
// indexes set and each rule set's options gathered, a test's options
// (rules/registrytest) included.
type registryView struct {
	gen     uint64
	options []OptionSpec
	sets    []RuleSet
}

var (
	viewMu  sync.Mutex
	viewNow atomic.Pointer[registryView]
)

func init() {
	if len(allOptions)+extra.Capacity > maxOptions {
		panic("rules: more options than Options holds: raise maxOptions")
	}
}

// registryNow returns the registry as read now, built again when a test
// has added or removed an option.
func registryNow() *registryView {
	if v := viewNow.Load(); v != nil && v.gen == extra.Generation() {
		return v
	}
	viewMu.Lock()
	defer viewMu.Unlock()
	added, gen := extra.List()
	if v := viewNow.Load(); v != nil && v.gen == gen {
		return v
	}
	v := &registryView{gen: gen, options: slices.Clone(allOptions)}
	for _, o := range added {
		v.options = append(v.options, OptionSpec{Name: o.Name, Kind: OptionKind(o.Kind), Default: o.Default,
			Values: slices.Clone(o.Values), Min: o.Min, Max: o.Max, Scoring: o.Scoring, sets: o.RuleSets})
	}
	for i := range v.options {
		s := &v.options[i]
		s.id = i
		s.def, _ = s.code(s.Default)
	}
	for _, e := range ruleSetEntries {
		rs := RuleSet{Name: e.name, base: e.base}
		for _, s := range v.options {
			if len(s.sets) == 0 || slices.Contains(s.sets, e.name) {
				rs.Options = append(rs.Options, s)
			}
		}
		v.sets = append(v.sets, rs)
	}
	viewNow.Store(v)
	return v
}

// optionNamed returns the registry's option of that name.
func optionNamed(name string) (OptionSpec, bool) {
	all := registryNow().options
	i := slices.IndexFunc(all, func(s OptionSpec) bool { return s.Name == name })
	if i < 0 {
		return OptionSpec{}, false
	}
	return all[i], true
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
	for _, s := range registryNow().options {
		if _, ok := r.Option(s.Name); !ok && !s.IsDefault(o) {
			return Variant{}, &OptionError{Variant: r.Name, Option: s.Name,
				Reason: "not an option of these rules (" + optionList(r.Options) + ")"}
		}
	}
	v := r.base()
	for _, s := range r.Options {
		if s.apply != nil {
			s.apply(&v, s.value(o))
		}
	}
	v.Options = o
	return v, v.validate()
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
		out.codes[s.id] = o.codes[s.id]
	}
	return out
}

// RuleSets returns the registry's entries, in the order a menu offers
// them.
func RuleSets() []RuleSet { return slices.Clone(registryNow().sets) }

// RuleSetByName returns the registry's entry of that name, or an
// *UnknownVariantError.
func RuleSetByName(name string) (RuleSet, error) {
	for _, r := range registryNow().sets {
		if r.Name == name {
			return r, nil
		}
	}
	return RuleSet{}, &UnknownVariantError{Name: name}
}

// VariantNames lists the rule sets' names, in registry order.
func VariantNames() []string {
	names := make([]string, len(ruleSetEntries))
	for i, r := range ruleSetEntries {
		names[i] = r.name
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
	for i, c := range o.codes {
		if c != 0 {
			merged.codes[i] = c
		}
	}
	out, err := r.Variant(merged)
	var oe *OptionError
	if errors.As(err, &oe) {
		oe.Variant = v.Name
	}
	return out, err
}

// mustOption returns the registry's option of that name, for the code
// that names one.
func mustOption(name string) OptionSpec {
	s, ok := optionNamed(name)
	if !ok {
		panic("rules: no option " + strconv.Quote(name))
	}
	return s
}
