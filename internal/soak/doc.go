// Package soak sizes the tests: a property or simulation test runs at its
// suite size in make test, and at its long size when MAHJONG_SOAK=1 is
// set (make soak), so that the suite stays about a minute and the long
// runs are one command away; and it marks the tests the race detector
// need not run (OneGoroutine).
package soak
