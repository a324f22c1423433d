// Package rules is the mahjong rule book as code: tiles and their text
// notation, hand analysis, the rule-set registry, the table engine that
// plays a game of any rule set, and scoring.
//
// The package is pure: no I/O, no clock, no global random source. Every
// game is deterministic from a seed, and every illegal action is refused
// with a typed error that leaves the state unchanged. It knows no
// command line and no catalogue: it names things (rule sets, options,
// scoring rows, reasons) and the programs built on it word them.
//
// # Tiles and notation
//
// A Tile is a kind (Suit, Rank, the predicates IsHonour, IsTerminal, ...);
// Counts counts tiles by kind, KindSet is a set of kinds. The notation of
// RULES.md (ParseTile, ParseTiles, ParseHand, Hand.String): digits then a
// suit letter, m (characters), p (circles), s (bamboo), z (honours 1-7 =
// East, South, West, North, White, Green, Red), f (bonus 1-8: flowers
// then seasons), j (joker, written 0j). Groups are separated by spaces;
// [777z] is an exposed meld, (5555p) a concealed kong, +9s the winning
// tile. A text that is not notation is a *NotationError.
//
// # Hand analysis
//
// Decompose reads a complete hand as melds and a pair (or a special
// form); Shanten, Waits, Discards and Unseen say how far a hand is from
// complete, what it waits for and what each discard leaves.
//
// # The registry
//
// RuleSets lists the rule sets (hk, classic, family, pow2), each a
// RuleSet with its base Variant and the table options it takes
// (OptionSpec: a name, its values). Options are the choices made, written
// and read as words (Options.String, ParseOptions); RuleSet.Variant,
// NewVariant and Variant.With apply them. A Variant is a rule set as
// data: every number and switch of the table and the scoring; its Length
// says how long a game lasts.
//
// # The engine
//
// A Config (a Variant and a seed) starts a Game (NewGame). The game moves
// only through Apply (or Play): LegalActions lists each seat's actions,
// anything else is an *IllegalActionError naming why (ErrorReason). View
// is what one seat may see, a copy; Events say what happened, each seat
// seeing its own (Event.Redact). The Record (Config and actions) is the
// one truth of a game: Replay plays it back, MarshalText and ParseGame
// write and read it.
//
// # Scoring
//
// Variant.NewScorer builds a rule set's Scorer; ScoreHand scores a hand
// alone, as a calculator does, and refuses what cannot be scored
// (*NoScoreError, *WinContextError, *ScoreHandError). A Score itemises
// its rows (ScoreItem, named by their table row), its total in a Unit,
// each wind's payment, and for hk how the limit-hand rule settled a limit
// hand (LimitCount). PaymentLines says where each payment comes from.
// WinContext is how a hand was won; Variant.Reads says which of its facts
// (WinFact) a rule set's scorer reads. TermsOf gives a scorer's terms
// (its rows' values by Pattern, its minimum, cap and ladder) to a player
// weighing a hand before it is complete.
package rules
