package i18n

import "strings"

// The catalogue keys of the registry's names. The rules package names
// its rule sets and options ("hk", "seven-pairs"); the words a person
// reads for them are the catalogues', under keys made from the names
// here, so that a new option needs its words and nothing else.

// RuleSetKey is the catalogue key of a rule set's name ("rules.hk").
func RuleSetKey(name string) string { return "rules." + name }

// OptionKey is the catalogue key of a table option's name: "option."
// and the name with "_" for "-" ("option.seven_pairs"). OptionKey+".help"
// explains it; OptionKey+"."+value words a choice's value
// ("option.ladder.half"), OptionKey+".number" a choice's number
// ("option.length.number": "{0} hands").
func OptionKey(name string) string { return "option." + strings.ReplaceAll(name, "-", "_") }

// ScoreRowKey is the catalogue key of a scoring table's row, named as
// the scorer names it ("hk.half_flush": "score.hk.half_flush"); with
// "_kong" after it, the row's name for a kong where it has one.
func ScoreRowKey(row string) string { return "score." + row }

// ScoreRowOf reads the row's name back from its key (the history files
// keep the key).
func ScoreRowOf(key string) string { return strings.TrimPrefix(key, "score.") }

// IllegalKey is the catalogue key of the reason an action is refused,
// named as the engine names it ("tile_not_in_hand").
func IllegalKey(name string) string { return "illegal." + name }

// NotationKey is the catalogue key of the reason a text is not notation
// ("unknown_suit").
func NotationKey(name string) string { return "notation." + name }

// WinReasonKey is the catalogue key of the reason a complete hand is not
// a legal win ("below_minimum").
func WinReasonKey(name string) string { return "reason." + name }
