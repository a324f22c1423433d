package rules

import (
	"os"
	"strconv"
)

// soakSize is n in make test and long under MAHJONG_SOAK=1 (make soak;
// a larger number multiplies long). The rules package's tests read the
// variable themselves, so that the engine's tests import nothing of the
// module beyond rules (internal/soak does the same for the others).
func soakSize(n, long int) int {
	f, err := strconv.Atoi(os.Getenv("MAHJONG_SOAK"))
	if err != nil || f < 1 {
		return n
	}
	return long * min(f, 100)
}
