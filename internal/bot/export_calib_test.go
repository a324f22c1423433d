//go:build calibrate

package bot

import (
	"os"
	"strconv"

	"github.com/mahjong-tui/mahjong/rules"
)

// NewTuned returns an expert whose style is changed by the environment
// (X_VEXP, X_TIER, X_DANGER, X_LOST, X_CLAIM, X_KEEP): the candidate of
// a tuning run against the expert as it is.
func NewTuned(v rules.Variant, seed uint64) Bot {
	b := New(Expert, v, seed).(*player)
	set := func(key string, f *float64) {
		if s := os.Getenv(key); s != "" {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil {
				panic(err)
			}
			*f = x
		}
	}
	set("X_VEXP", &b.st.valueExp)
	set("X_TIER", &b.st.tierCost)
	set("X_DANGER", &b.st.danger)
	set("X_LOST", &b.st.lost)
	set("X_CLAIM", &b.st.claimMargin)
	set("X_KEEP", &b.st.clubKeep)
	if os.Getenv("X_CALL") != "" {
		b.st.alwaysCall = os.Getenv("X_CALL") == "1"
	}
	set("X_LMIN", &b.st.lookMin)
	set("X_HOLD", &b.st.holdMargin)
	set("X_HOLDSELF", &b.st.holdSelf)
	set("X_HOLDLOSS", &b.st.holdLoss)
	set("X_WAITEDGE", &b.st.waitEdge)
	if x := os.Getenv("X_RSHARE"); x != "" {
		f, _ := strconv.ParseFloat(x, 64)
		b.adv.SetReadyShare(f)
	}
	if x := os.Getenv("X_VSLACK"); x != "" {
		n, _ := strconv.Atoi(x)
		b.adv.SetValueSlack(n)
	}
	if x := os.Getenv("X_LMAX"); x != "" {
		b.st.lookMax, _ = strconv.Atoi(x)
	}
	if x := os.Getenv("X_TOUCH"); x != "" {
		b.st.lookTouch = x == "1"
	}
	if x := os.Getenv("X_CLUBCLAIMS"); x != "" {
		b.st.clubClaims = x == "1"
	}
	if x := os.Getenv("X_CLUBTURNS"); x != "" {
		b.st.clubTurns = x == "1"
	}
	if x := os.Getenv("X_SPEEDRANK"); x != "" {
		b.st.speedRank = x == "1"
	}
	if x := os.Getenv("X_CUTGUARD"); x != "" {
		b.st.cutGuard = x == "1"
	}
	if x := os.Getenv("X_FLUSHGUARD"); x != "" {
		b.st.flushGuard = x == "1"
	}
	if os.Getenv("X_LOOK") != "" {
		b.st.look = os.Getenv("X_LOOK") == "1"
	}
	return b
}
