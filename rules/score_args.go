package rules

import "strconv"

// ScoreArgs returns the score command's arguments that score a won hand
// again: the rule set and its scoring options, the context flags the
// rule set has (RULES.md notation for the hand, last), as a player
// copies them from a score sheet into `mahjong score`. Flags the rule
// set has no row for are left out: they change nothing.
func ScoreArgs(v Variant, h Hand, ctx WinContext) []string {
	args := []string{"--rules", v.Name}
	if rs, ok := v.RuleSet(); ok {
		for _, s := range rs.Options {
			if !s.Scoring || s.IsDefault(v.Options) {
				continue
			}
			args = append(args, "--"+s.Flag)
			if s.Kind != OptionSwitch {
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
	flag("calling", ctx.Declared && v.Declaration == DeclareCalling)
	flag("undeclared", !ctx.Declared && v.Declaration == DeclareReady)
	return append(args, h.String())
}
