//go:build windows

package cli

import "github.com/mahjong-tui/mahjong/internal/tui"

// resizes has no window-change signal to read on Windows: the program
// keeps its first size.
func resizes() (<-chan tui.Size, func()) { return nil, func() {} }
