// Package scenetest builds the positions the strategy and bot tests
// read: views set up by hand in notation, and a check that a package's
// code reads nothing but its View. Only tests import it.
package scenetest
