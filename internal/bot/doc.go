// Package bot owns the computer opponents. A bot sees only what its seat
// may see (a rules.View, its only input) and answers one of the view's
// legal actions. Strengths are beginner, club and expert; each is
// deterministic from its seed.
//
// # What a bot reads
//
// table.go turns the View into counts: the bot's own hand, every tile
// visible on the table (discards still in a pool, declared melds), the
// unseen count, and for each opponent its discards (its genbutsu), its
// melds and their suits, its declaration, and the tiles it let pass
// since its hand settled (after it declared, or its last claim). The
// shanten, acceptance and waits come from the rules package (Shanten,
// Discards over the unseen tiles, Waits); the value of a ready hand from
// the variant's own scorer (Variant.NewScorer), so the hk 3-fan minimum
// and every payment are the engine's.
//
// Every level takes a legal win as soon as it is offered (the engine
// offers only legal wins: in hk a complete hand under 3 fan is not one),
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
// # Club: the six tips of seed 001 as play
//
//  1. Isolated honours first, then terminals: tilePriority breaks ties
//     between discards of equal merit in that order (an isolated honour
//     that is neither a dragon nor a wind of value first).
//  2. Two-sided waits: discards are ranked by shanten, then by the unseen
//     tiles they accept (rules.Discards with the visible tiles), so a
//     4-5 waiting on eight tiles beats a 3-5 waiting on four.
//  3. Reading the discards: every count is over unseen tiles; a tile
//     whose other copies are all visible accepts nothing, so a dead
//     honour goes before a live one and a pung that cannot be made is
//     not waited for.
//  4. Late defence: when the wall is down to 32 tiles (or an opponent has
//     declared) and its hand is still two steps or more from ready, the
//     club discards the best of the tiles the most advanced opponent
//     (declared, else the most claimed melds) has discarded itself.
//  5. Claims with a purpose only (clubClaim): a pung or kong of a dragon,
//     its own wind or the prevailing wind; a claim that makes the hand
//     ready (and able to win); in hk, a claim that leaves the half flush
//     or all pungs it aims at one step from ready.
//  6. Honour pairs kept: breaking a pair of a dragon, its own wind or the
//     prevailing wind counts half a step against the discard.
//
// In hk the club aims at a hand that can reach 3 fan (clubTarget): with
// little value in hand (honour pungs, honour pairs, concealment), it
// builds a half flush or all pungs when one of them is within a step or
// two of the fastest hand, and a ready hand that no wait can win counts
// as a step further (canWin scores the waits).
//
// # Expert
//
// Everything the club does, weighed by expected value. Each discard is
// scored by the chance that the hand left wins times the utility of what
// it wins, over the plans it can still reach (any hand, a half or full
// flush in a suit, all pungs), discounted by the chance and cost of
// dealing in. The club's effective shanten anchors the expert: a discard
// a step behind the club's best keeps a third of its value, so speed
// comes first, value breaks ties and the expert folds only when every
// efficient discard is too dangerous.
//
//   - Chance to win: winTable, the measured chance that a hand of a given
//     shanten, with so many draws left, goes on to win (club play,
//     classic), adjusted by its acceptance against the typical one; hk
//     flushes and all pungs have their own measured tables (winHalfHK,
//     winPungsHK: claimed freely, they convert far better).
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
//     since its hand settled, higher in a suit it collects: melds in one
//     suit, or a suit it never throws), mapped onto the measured deal-in
//     frequency (calibrate), and what a deal-in costs beyond what its win
//     would cost anyway (hk about B, pow2 double payments, classic the
//     opponent's points in the standings).
//   - Claims: the club's purposeful claims, plus (in hk) any claim that
//     brings its half flush or all pungs closer, and any claim whose hand
//     after the best discard is worth more than passing; a club claim is
//     dropped when passing is clearly worth more.
//   - Declarations: classic, always (a ready hand must declare); pow2
//     calling when twice the winnings, with fewer discard wins (the table
//     defends against a caller) and the risk of a locked hand, beat not
//     calling.
//   - Kongs: declared when they lose nothing; an added kong is kept back
//     when an opponent may rob it.
//
// A decision takes microseconds (club) to a fraction of a millisecond
// (expert); BenchmarkAct measures them over the views of simulated hands.
//
// # Calibration
//
// The tables were measured with the tools in calibrate_*_test.go, which
// are not tests: go test -tags calibrate -run Calib -v ./internal/bot/
// with BOTCALIB=classic (or hk, pow2) prints them again;
// BOTDCAL=hk -run DangerCalib compares predicted and real deal-ins;
// BOTTALLY=pow2 -run Tally counts what each level does.
package bot
