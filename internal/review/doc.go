// Package review weighs a seat's decisions in a game's record with the
// evaluator (internal/eval): for every decision of the seat (a discard,
// a claim or a pass, a kong, a declaration, a win taken or let pass) the
// action it took, the best action by the evaluator's estimates, and the
// cost of the difference in the rule set's unit with its 95% interval
// (paired over the same sampled worlds, developed where
// eval.DealsDeveloped says: classic). A decision's loss is of a kind:
// speed (the hand wins less often), defence (it deals in more often),
// claims (a window's decision) or value (as fast, for less; kongs,
// declarations, wins let pass). Where the coach's move is the best one,
// its advice is kept so that its tip gives the reason in words. The
// review is sorted costliest first, with its summary: agreement with the
// best action, the loss per hand and by kind. It holds no words: the
// command line (internal/cli) words it from the catalogues.
package review
