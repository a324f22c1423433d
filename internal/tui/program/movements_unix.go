//go:build darwin || linux || aix

package program

import (
	"github.com/charmbracelet/x/term"
	"golang.org/x/sys/unix"
)

// isWindows: the console takes tabs and backspaces whatever its state.
const isWindows = false

// optimizeMovements reports whether the terminal's output may move the
// cursor with hard tabs and backspaces (its modes expand neither), as
// ultraviolet's terminal screen decides.
func optimizeMovements(state *term.State) (useTabs, useBspace bool) {
	if state == nil {
		return false, false
	}
	return uint64(state.Oflag)&unix.TABDLY == unix.TAB0, uint64(state.Lflag)&unix.BSDLY == unix.BS0
}
