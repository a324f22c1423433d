// Command mahjong is a terminal mahjong game (Hong Kong, classic, family
// and French pow2 rules) with a hand analyser and a score calculator. It
// only wires the process to internal/cli.
package main
