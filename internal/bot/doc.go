// Package bot owns the computer opponents. A bot sees only what its seat
// may see (a rules.View, its only input) and answers one of the view's
// legal actions. Strengths are beginner, club and expert; each is
// deterministic from its seed.
//
// # What a bot reads
//
// Every level reads its View through internal/strategy (strategy.Position):
// its own hand, every tile visible on the table (discards still in a
// pool, declared melds, the other hands when they are shown), the unseen
// count, and for each opponent its discards (its genbutsu), its melds
// and their suits, its declaration, and the tiles it let pass since its
// hand settled (after it declared, or its last claim). The shanten,
// acceptance and waits come from the rules package (Shanten, Discards
// over the unseen tiles, Waits); whether a ready hand can win, and what
// it wins, from the variant's own scorer, so the hk minimum (min-fan) and
// every payment are the engine's; every value a level weighs is a row of
// that scorer (strategy.Values), never a number copied beside it.
//
// Every level takes a legal win as soon as it is offered (the engine
// offers only legal wins: in hk a complete hand under the minimum is not one),
// and in classic declares ready with any discard that leaves a ready hand
// (an undeclared win is refused).
//
// # Beginner
//
// Tile efficiency (lowest shanten, then most tiles accepted), with the
// mistakes a beginner makes and that a player can see: it keeps its
// isolated honours through its first eight discards, claims every pung
// and kong it is offered (and a chow whenever it brings the hand closer),
// declares every kong, calls in pow2 whenever it can, never defends, and
// about one discard in six is its second choice.
//
// # Club: the six tips of seed 001
//
// The club plays strategy's Move: the six tips as one decision, the
// same the coach shows (see internal/strategy's doc for the tips, the
// thresholds and the hk target; a test holds the coach to the club's
// choices over 10,000 simulated positions per rule set).
//
// # Expert
//
// Everything the club does, weighed by expected value, on the strategy's
// reading of the hand, in a style tuned for each rule set (style.go: its
// numbers were set by paired self-play on the rule set's own result,
// never on predicted rates). Each discard is scored by the chance that
// the hand left wins times the utility of what it wins, over the plans
// it can still reach (any hand, a half or full flush in a suit, all
// pungs), discounted by the chance and cost of dealing in. The
// strategy's steps (strategy.Advisor.Steps) anchor the expert: a discard
// a step behind the club's best keeps a third of its value, so speed
// comes first and value breaks ties.
//
// Where speed is nearly everything the expert starts from the club. In
// classic and pow2 it plays the club's turns (already as fast as any)
// and weighs each claim for what it is worth, taking one only when it is
// clearly worth more than passing (the concealed doubling, pow2's
// concealed points, are worth keeping); in pow2 the club's turns already
// aim at a half flush or all pungs a step behind the fastest hand, and
// the expert's own turns did worse against them. In pow2 it keeps the
// club's claims unless passing is worth far more (its valuation prizes
// concealment more than play bears out), and a concealed ready hand may
// let a win on a discard pass to win it self-drawn (holdForSelfDraw: a
// discard that completes a meld costs the concealed points and the
// self-draw point, a sixth of the payment). In the family game,
// where every win is worth the same, it ranks its discards by speed
// alone, looking one draw further for every discard
// (strategy.Advisor.SecondOrder, which the club looks at for two
// discards near ready), counts a ready hand's waits on terminals and
// honours 1.5 (the tiles others let go first), and claims as the club
// does.
//
//   - Chance to win: winTable, the measured chance that a hand of a given
//     shanten, with so many draws left, goes on to win (club play,
//     classic), adjusted by its acceptance against the typical one; hk
//     flushes and all pungs have their own measured tables (winHalfHK,
//     winPungsHK: claimed freely, they convert far better). In classic,
//     where speed is nearly everything, the chance of the best few
//     discards is looked one draw ahead (lookAhead: each unseen kind
//     drawn, the best discard after it valued by the table).
//   - Value: a ready hand is scored wait by wait with the variant's
//     scorer, self-drawn and on a discard (a wait that can only win
//     self-drawn counts for less); a hand further away is estimated from
//     what it holds (worth): honour pungs and pairs, concealment, the
//     plan's pattern, the hk fan minimum, classic points and doublings,
//     pow2 points paid as 2^n, where a discard win loses the concealed
//     points. Value enters as its square root (utility), so a bigger hand
//     must be more than proportionally likely to be worth a slower route.
//   - Danger: each opponent's chance to be ready (declared; otherwise
//     measured tables by discards and claimed melds, per variant family),
//     the chance that it waits on a tile (by the shapes the tile
//     completes, lower for its own discards and for tiles it let pass
//     since its hand settled, much lower for a calling hand's, which is
//     locked; higher in a suit it collects: melds in one suit, or a suit
//     it never throws), mapped onto the measured deal-in frequency
//     (calibrate), and what a deal-in costs beyond what the same win
//     would cost anyway: the share of the winner's gain the discarder
//     pays beyond another loser, read from the scorer
//     (strategy.Values.DealInShare: all of it in hk, a fifth in pow2,
//     nothing in classic, where only the winner scores, and in the family
//     game), times the opponent's likely gain. Where a deal-in costs
//     nothing more, the expert never folds: its own lost chance is all
//     that a dangerous tile risks, and it is not worth a slower hand.
//   - A ready hand that can win on a live wait is never given up for
//     nothing (keepReady): only against an opponent that declared or
//     shows three melds, or for a value already in hand that no ready
//     hand has (the tiles left all of one suit, or pungs and pairs).
//   - Claims: the club's purposeful claims, plus (in hk) any claim that
//     brings its half flush or all pungs closer, and any claim whose hand
//     after the best discard is worth more than passing; a club claim is
//     dropped when passing is clearly worth more. Where a win needs a
//     minimum (hk's fan), no claim cuts it (strategy.Advisor.ClaimCutsMinimum,
//     the scorer judging): none leaves a hand that was ready to win with
//     no discard ready to win, and none that brings the hand one step
//     from ready leaves it no way to the minimum two draws ahead.
//   - Against a flush shown (keepSafe: an opponent's melds in one suit,
//     three of them, or two with an honour meld or with no discard of
//     that suit) by a hand of three melds or declared, a guard can hold
//     back every tile of that suit or honour it has not discarded while
//     the hand holds a safe one, unless only such a tile keeps the hand
//     ready to win (a push). It is on in hk, where it halves the
//     deal-ins to a flush holding a safe tile (2.5 to 1.2 per 1,000
//     hands, issue 23's limit being 2) for -0.22 a hand against experts;
//     off in pow2, where it cost -1.94 on the capped yardstick and the
//     danger reading keeps the deal-ins under the limit (1.9 per 1,000);
//     style.go has the figures.
//   - Declarations: classic, always (a ready hand must declare); pow2,
//     calling whenever it may (calling doubles every payment to the
//     caller: in paired play it beat every rule for when not to).
//   - Kongs: declared when they lose nothing and keep every live wait;
//     an added kong is kept back when an opponent may rob it; a claimed
//     kong never cuts a live wait.
//
// A decision takes microseconds (club) to a fraction of a millisecond
// (expert); BenchmarkAct measures them over the views of simulated hands.
//
// # Calibration
//
// The tables were measured with the tools in calibrate_*_test.go, which
// are not tests (they assert nothing: they print): each is a benchmark
// run once behind the build tag calibrate,
//
//	go test -tags calibrate -run '^$' -bench CalibWin -benchtime 1x -v ./internal/bot/
//
// with BOTCALIB=classic (or hk, pow2) prints them again;
// BOTDCAL=hk -bench CalibDanger compares predicted and real deal-ins;
// BOTTALLY=pow2 -bench CalibTally counts what each level does;
// BOTTUNE=classic -bench 'CalibTune$' runs one paired comparison for
// tuning (tune_test.go).
package bot
