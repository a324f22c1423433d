//go:build race

package bot_test

// raceEnabled tells the tests that the race detector slows every hand
// down (about 16 times): the strength smoke run plays fewer deals.
const raceEnabled = true
