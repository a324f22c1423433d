// Package explain words a won hand for a person, as data the screens and
// the score command show: each line of the score sheet with its value
// (a doubling as its factor, never 0), the total, where each payment
// comes from in words and numbers ("4 fan → 12 on the ladder; Mei
// discarded: pays double, 24"; "1 point → 2¹ = 2, ×2 calling, ×2
// East"), and the hand in the notation of RULES.md with the score
// command that scores it again. The numbers are the engine's: the
// scorer's items and its payment lines (rules.PaymentLines), the
// command's flags (cmdline.ScoreArgs); nothing here knows a rule. It is
// also the home of tiles in words (TileName: "Red dragon", "5 de
// cercles"), which every prose of the program uses: lessons, drills,
// the coach, the sheets' explanations.
package explain
