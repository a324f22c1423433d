// Package sim plays bot-only hands headless and measures the bots: win
// rate with its 95% interval, self-drawn wins, deal-ins, average score,
// draws, speed, and the engine's invariants checked after every action.
//
// A simulated hand is one hand of the variant played from a fresh game
// whose seed is derived from the run's seed and the hand's index, so hands
// are independent and a run's figures depend only on its seed, never on
// the number of workers. The bots rotate through the seats: hand i puts
// bot (s+i) mod 4 at seat s. Each hand is played at a table (package
// table), the loop the terminal game plays too: the seats asked in seat
// order, a bot's illegal answer replaced by the first legal action and
// counted.
package sim
