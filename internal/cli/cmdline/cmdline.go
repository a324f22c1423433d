package cmdline

import (
	"strconv"

	"github.com/mahjong-tui/mahjong/rules"
)

// OptionFlag returns the command-line flag (without dashes) that sets a
// table option: its name, taking a value for a number or a choice
// ("--ladder half", "--length east"), alone for a switch off by default
// ("--jokers"); a switch on by default is a rule the table plays unless
// told, turned off by "no-NAME-rule" ("--no-ready-rule").
func OptionFlag(s rules.OptionSpec) string {
	if s.Kind == rules.OptionSwitch && s.Default == "on" {
		return "no-" + s.Name + "-rule"
	}
	return s.Name
}

// ContextFlag is a flag of the score command that gives a fact of how the
// hand was won.
type ContextFlag struct {
	Name string // without dashes: "last-tile"
	Fact rules.WinFact
}

// ContextFlags are the score command's flags for the facts of a win, in
// the order its help lists them. Two flags give the declaration: calling
// (pow2) and undeclared (classic's ready rule).
var ContextFlags = []ContextFlag{
	{"seat", rules.FactSeatWind}, {"round", rules.FactPrevailingWind},
	{"self-drawn", rules.FactSelfDrawn}, {"from", rules.FactDiscarder},
	{"last-tile", rules.FactLastTile}, {"replacement", rules.FactReplacement},
	{"robbing-kong", rules.FactRobbingKong}, {"heavenly", rules.FactHeavenly}, {"earthly", rules.FactEarthly},
	{"calling", rules.FactDeclared}, {"undeclared", rules.FactDeclared},
	{"norths", rules.FactNorths},
}

// ContextFlagAllowed reports whether the score command's flag means
// something under the variant: a fact its scorer reads, calling for a
// rule set that calls, undeclared for one with the ready rule. A name
// that is not a context flag is not allowed.
func ContextFlagAllowed(v rules.Variant, name string) bool {
	for _, f := range ContextFlags {
		if f.Name != name {
			continue
		}
		switch name {
		case "calling":
			return v.Reads(f.Fact) && v.Declaration == rules.DeclareCalling
		case "undeclared":
			return v.Reads(f.Fact) && v.Declaration == rules.DeclareReady
		}
		return v.Reads(f.Fact)
	}
	return false
}

// FactFlag returns the score command's flag that gives a fact under the
// variant (the declaration: calling or undeclared), for an error.
func FactFlag(v rules.Variant, fact rules.WinFact) string {
	if fact == rules.FactDeclared && v.Declaration == rules.DeclareReady {
		return "undeclared"
	}
	for _, f := range ContextFlags {
		if f.Fact == fact {
			return f.Name
		}
	}
	return fact.String()
}

// ScoreArgs returns the score command's arguments that score a won hand
// again: the rule set and its scoring options, the context flags the
// rule set reads (RULES.md notation for the hand, last), as a player
// copies them from a score sheet into `mahjong score`. Flags the rule
// set does not read are left out: they change nothing.
func ScoreArgs(v rules.Variant, h rules.Hand, ctx rules.WinContext) []string {
	args := []string{"--rules", v.Name}
	if rs, ok := v.RuleSet(); ok {
		for _, s := range rs.Options {
			if !s.Scoring || s.IsDefault(v.Options) {
				continue
			}
			args = append(args, "--"+OptionFlag(s))
			if s.Kind != rules.OptionSwitch {
				args = append(args, s.Value(v.Options))
			}
		}
	}
	args = append(args, "--seat", ctx.SeatWind.String(), "--round", ctx.PrevailingWind.String())
	if !ctx.SelfDrawn {
		args = append(args, "--from", ctx.Discarder.String())
	}
	flag := func(name string, on bool) {
		if on && ContextFlagAllowed(v, name) {
			args = append(args, "--"+name)
		}
	}
	if ctx.Norths > 0 {
		args = append(args, "--norths", strconv.Itoa(ctx.Norths))
	}
	flag("last-tile", ctx.LastTile)
	if ctx.Replacement > 0 && ContextFlagAllowed(v, "replacement") {
		args = append(args, "--replacement", strconv.Itoa(ctx.Replacement))
	}
	flag("robbing-kong", ctx.RobbingKong)
	flag("heavenly", ctx.Heavenly)
	flag("earthly", ctx.Earthly)
	flag("calling", ctx.Declared)
	flag("undeclared", !ctx.Declared)
	return append(args, h.String())
}
