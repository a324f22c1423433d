// Package strategy is the six strategy tips of the classic rule book
// (seed 001) as one decision: Advise reads a seat's View and answers the
// move the club bot plays and the coach shows.
package strategy
