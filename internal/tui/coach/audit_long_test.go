//go:build audit

package coach_test

// auditViews, with the build tag audit (make audit), is the number of
// seat views per table the long coach audit reads: over 100,000 in all.
const auditViews = 8000
