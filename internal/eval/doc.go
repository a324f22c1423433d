// Package eval estimates what each legal action of a decision is worth
// to the seat that makes it, by playing the hand out many times.
//
// A sample is one world: the tiles the seat cannot see (the other
// hidden hands and the wall, rules.UnseenTiles) dealt at random, consistently
// with everything the seat sees (its hand, every discard, meld, bonus
// tile and declaration: a seat that declared holds a ready hand), and
// the table rebuilt there (rules.NewWorld). Every legal action is then
// played in that same world, and the hand played out by bots (the
// club by default) seeded the same for every action: common random
// numbers, so that the differences between actions are measured on the
// same deals and their intervals are far narrower than each estimate's.
//
// A world of random hands is one where the others are further from
// winning than they are (they have chosen what to keep at every
// discard), which prizes slow plays: Config.Developed deals each hidden
// hand as the most advanced of 1+d random ones, d its seat's discards
// (TestSamplingBias measures both against the true hands).
//
// The unit is the rule set's own: the seat's payments (hk, pow2; in
// classic, where only the winner scores, the points it wins) and, in the
// family game, the chance to win (1 for a win, 0 otherwise). Each
// estimate has its mean and 95% interval (the normal approximation over
// the samples); Diff gives the interval of a difference between two
// actions on the paired samples.
//
// The budget is a number of samples, stopped earlier when the context
// ends (a deadline is a time budget: the rules package stays clockless).
// With a sample budget the estimates depend only on the seed.
package eval
