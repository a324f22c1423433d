//go:build windows

package program

import "github.com/charmbracelet/x/term"

// isWindows: the console takes tabs and backspaces whatever its state.
const isWindows = true

// optimizeMovements: the Windows console takes both.
func optimizeMovements(*term.State) (useTabs, useBspace bool) { return true, true }
