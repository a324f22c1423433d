//go:build !audit

package coach_test

// auditViews is the number of seat views per table the default run of
// the coach audit reads (a few thousand positions in all, in seconds).
const auditViews = 1500
