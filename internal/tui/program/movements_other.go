//go:build !darwin && !linux && !aix && !windows

package program

import "github.com/charmbracelet/x/term"

// isWindows: the console takes tabs and backspaces whatever its state.
const isWindows = false

// optimizeMovements: neither hard tabs nor backspaces are trusted here.
func optimizeMovements(*term.State) (useTabs, useBspace bool) { return false, false }
