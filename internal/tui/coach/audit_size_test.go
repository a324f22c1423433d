package coach_test

import "github.com/mahjong-tui/mahjong/internal/soak"

// The sizes of the coach's property tests: a few hundred to a few
// thousand positions each in the suite, and long under MAHJONG_SOAK=1
// (make audit, make soak: over 100,000 views in all).
var (
	// auditViews is the number of seat views per table of the coach
	// audit (TestCoachNeverWrong).
	auditViews = soak.Size(600, 8000)
	// agreePositions is the number of positions per rule set the
	// agreement with the club bot checks.
	agreePositions = soak.Size(2000, 20000)
	// openViews is the number of views per rule set the open-hand
	// readings are checked over.
	openViews = soak.Size(3000, 40000)
)
