// Package sim plays bot-only hands headless and measures the bots: win
// rate with its 95% interval, self-drawn wins, deal-ins, average score,
// draws, speed, and the engine's invariants checked after every action.
//
// A simulated hand is one hand of the variant played from a fresh game
// whose seed is derived from the run's seed and the hand's index, so hands
// are independent and a run's figures depend only on its seed, never on
// the number of workers. The seats (Config.Seats: bots of a level,
// outside programs) rotate: hand i puts seat (s+i) mod n of the list at
// seat s, n the seats in play. Each hand is seated through package seat
// (the bots' seeds are the simulator's own, BotSeed, so that hands are
// independent) and played at a table (package table), the loop the
// terminal game plays too: the seats asked in seat order, a bot's
// illegal answer replaced by the first legal action and counted. Run and
// RunPaired stop when their context ends.
package sim
