//go:build race

package soak

// RaceDetector says the tests were built with the race detector (which
// slows every hand played about 10 to 17 times).
const RaceDetector = true
