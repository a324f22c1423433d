// Package cmdline owns how the command line writes the rules' things:
// the flag of each table option, derived from the registry's option
// names (OptionFlag); the score command's flags for the facts of a win
// (ContextFlags, read against rules.Variant.Reads); and the arguments
// that score a won hand again (ScoreArgs: the score sheet's "score it
// again" command). The rules package knows no flag: what a flag means is
// here, what a rule set reads is there.
package cmdline
