// Command gen writes the per-suit table of the shanten calculator,
// rules/shanten_suit.bin. Run it with `go generate ./rules/` (see
// rules/tables.go).
//
// For every tile-count vector of one suit (nine ranks, each 0-4, at most
// 14 tiles in all) and every target "j melds (0-4), without or with a
// pair" that fits in one suit with at most four copies of a kind, the
// table knows the least number of tiles missing from the vector to reach
// such a target. Those ten numbers take only a few distinct values over
// all vectors (126 classes), so the file holds:
//
//   - 405,350 bytes: the class of each vector, the vectors in lexicographic
//     order with rank 1 the most significant digit;
//   - then four little-endian bytes per class, the ten numbers packed (see
//     Pack for the bit layout).
//
// The numbers come from a dynamic programme over the ranks (chows started
// one and two ranks below are carried to the next rank), run once per
// vector while the vectors are enumerated depth-first, so that vectors
// with a common prefix share the work of that prefix.
package main
