// Package archtest enforces ARCHITECTURE.md, the map at the root of the
// repository: every package of the module has its row, its imports are
// exactly its row's arrows, the "Never" rules hold, the rules package
// stays pure (no I/O, no clock, no global random source), every package
// has a doc.go, and the top level holds only what the project card names.
// It has tests only.
package archtest
