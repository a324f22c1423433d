//go:build race

package sim

// raceEnabled tells the tests that the race detector slows every hand
// down (about 16 times).
const raceEnabled = true
