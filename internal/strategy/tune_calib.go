//go:build calibrate

package strategy

import (
	"os"
	"strconv"
)

// The tuning tools (-tags calibrate) may change the strategy's choices
// from the environment: X_P2S sets pow2Slack.
func init() {
	if s := os.Getenv("X_P2S"); s != "" {
		pow2Slack, _ = strconv.Atoi(s)
	}
}
