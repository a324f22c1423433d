// Package table runs one game for its seats: it owns a rules.Game and
// the participant sitting at each seat (a local person, a bot, a remote
// person, an outside program), knows who may act now, asks that
// participant, applies the answer, and hands every seat the events it
// may see. The terminal game, the simulator and a served table all play
// through it.
//
// # Who may act
//
// On a turn (rules.PhaseTurn) the turn seat; in a claim or robbing
// window every seat the engine lists actions for, one after the other in
// seat order after Options.LastAsked (that seat last); the window closes
// when every one of them has answered (the engine does not show an
// answer to the other seats before). When a hand is over nobody is asked:
// the caller starts the next hand (NextHand), Run after
// Options.BetweenHands.
//
// # Asking, and falling back
//
// Ask hands the seat's participant its own rules.View and waits for one
// of View.Legal. An error, no answer within the seat's time limit
// (Options.Limit, SetLimit) or an answer that is not one of the legal
// actions is a fallback: the seat's fallback participant
// (Options.Fallback; the first legal action when none, or when it fails
// too) answers instead, the seat's fallback count goes up and
// Options.FellBack is told why. The game never waits on a participant
// past its time limit, and never stops on a bad answer.
//
// # Seeing
//
// After every applied action each seat's participant that is also an
// Observer receives that action's events redacted for its seat
// (rules.Event.Redact): it never sees a tile another seat keeps hidden.
// A spectator (Watch) receives them redacted for nobody. A table made on
// a fresh game (no action played) first hands every observer the events
// that opened the hand; a table made on a game already played starts
// from the position as it stands.
//
// # Two ways to drive it
//
// Step by step, for a program that paces the game itself (the terminal
// game asks its bots in the background and applies its player's key):
// Next says who must answer, Ask gets that seat's answer, Play applies it
// (refused as stale if the table moved since); Apply and NextHand apply
// an action outside that flow. Headless: Step does the three at once,
// PlayHand steps to the end of the hand, Run to the end of the game.
//
// # Concurrency
//
// Every method may be called from any goroutine: the table's state is
// behind one mutex, never held while a participant thinks (Ask reads the
// seat, releases the lock, then waits for the answer). Swap and SetLimit
// take effect at the seat's next decision; an Ask already waiting goes on
// with the participant it asked (a participant whose person has gone
// must return an error, which falls back at once). Play applies one
// answer per decision: of two answers to the same decision the second is
// refused (ErrStale). Events are handed to observers in the order the
// actions were applied, outside the state lock: Observe may read the
// table (View, Fallbacks) but must not apply an action. Options.Applied
// runs under the lock and must only read the game. Game returns the game
// itself for the goroutine that drives the table (its reads race with no
// one while that goroutine is the only one applying actions).
package table
