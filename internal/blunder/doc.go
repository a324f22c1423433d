// Package blunder counts the visible mistakes of a bot over many hands
// (issue 23): ready hands given up for nothing, kongs that cut a live
// wait, deal-ins to a flush shown while a safe tile was held, claims
// that cut an hk hand's win or its way to the minimum, and dead hands
// kept. It watches the bot's decisions through its views, judges them
// with the strategy's reading of the position and the engine's analysis,
// and never changes what the bot plays. The bot package's and the
// master's tests hold their levels to its counts.
package blunder
