//go:build audit

package coach_test

// The sizes of the coach's property tests with the build tag audit
// (make audit): the audit reads over 100,000 views in all.
const (
	auditViews     = 8000
	agreePositions = 20000
	openViews      = 40000
)
