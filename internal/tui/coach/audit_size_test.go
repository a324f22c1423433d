//go:build !audit

package coach_test

// The sizes of the coach's property tests in the default run: a few
// thousand positions each, in seconds. `go test -tags audit` (make
// audit) runs them long (audit_long_test.go).
const (
	// auditViews is the number of seat views per table of the coach
	// audit (TestCoachNeverWrong).
	auditViews = 600
	// agreePositions is the number of positions per rule set the
	// agreement with the club bot checks.
	agreePositions = 3000
	// openViews is the number of views per rule set the open-hand
	// readings are checked over.
	openViews = 5000
)
