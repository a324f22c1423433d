//go:build !windows

package cli

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/mahjong-tui/mahjong/internal/tui"
)

// resizes turns SIGWINCH (the terminal's window changed) into the
// program's resize messages (a zero size: asked of the terminal), until
// release is called.
func resizes() (<-chan tui.Size, func()) {
	sigs := make(chan os.Signal, 1)
	out := make(chan tui.Size, 1)
	done := make(chan struct{})
	signal.Notify(sigs, syscall.SIGWINCH)
	go func() {
		for {
			select {
			case <-sigs:
				select {
				case out <- tui.Size{}:
				default: // one pending is enough: the size is read when taken
				}
			case <-done:
				return
			}
		}
	}()
	return out, func() { signal.Stop(sigs); close(done) }
}
