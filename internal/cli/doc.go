// Package cli owns the command line: it parses the arguments of each
// subcommand (analyze, score, sim, replay, stats, watch, and the game
// itself), reads the remembered settings for the game's defaults (flags
// win; settings.go),
// reports bad input as one clear line on stderr with exit status 2, and
// hands the work to the packages that own it. cmd/mahjong only calls Main.
package cli
