// Package master is the master level: the expert (internal/bot), with
// the evaluator (internal/eval) deciding wherever the expert's own
// choice is close or risky.
//
// Close: the club (the six tips) would play otherwise, or the expert
// claims, declares a kong or passes a claim the club would take. Risky:
// an opponent declared, or shows two melds or more (a flush, all pungs
// on the way), and the expert's discard is not one of that opponent's
// own discards; the safe tiles (against every such opponent: one it
// discarded, or against a flush shown a tile of another suit) are then
// weighed too, where a deal-in costs more than another's win (hk, pow2;
// in classic and family only the winner scores). A claim that cuts an
// hk hand's win or its way to the minimum is never weighed (the
// expert's guard). Elsewhere the expert's choice is played at once.
//
// The candidates (the expert's choice first, at most three:
// maxCandidates) are played out over the same sampled worlds by club
// bots (eval.EvaluateActions, Samples worlds, 60 in classic and
// family; in classic the others' hands dealt as far on as their
// discards say, eval.DealsDeveloped: search);
// another candidate replaces the expert's only when it is better by
// more than its 95% interval over those worlds, so that the search
// overrules the expert where it sees a real difference, not noise. The
// budget is a number of worlds, not a time: the master is deterministic
// from its seed like every level (BenchmarkDecision measures its time
// per decision).
package master
