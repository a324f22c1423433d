// Package program runs a Bubble Tea model on a terminal without a frame
// timer: it draws when a message has changed the view, and otherwise
// sleeps. An idle program (no key, no message) costs nothing: no timer
// wakes it, so that a server holds many idle sessions for free.
//
// Bubble Tea's own Program (charm.land/bubbletea/v2) flushes its renderer
// on a ticker at its frame rate (60 a second by default, at least one a
// second), whether or not anything changed, and offers no way to stop
// it. This package is the small part of a Program the game needs: the
// model's messages and commands (tea.Cmd, tea.Batch, tea.Quit), keys,
// clicks and pastes decoded by ultraviolet (as Bubble Tea decodes them),
// window sizes, and the view drawn by ultraviolet's terminal renderer
// (the renderer Bubble Tea uses: only the cells that changed are
// written), with the alternate screen, the mouse mode, bracketed paste
// and the window title of tea.View. The renderer is handed the model's
// own cells (a CellModel's) rather than a copy; a CellViewer leaves the
// frame's text unwritten, and a model that numbers its frames' lines
// (LineVersions) has only the lines changed since the frame drawn last
// read again. screen.go writes what ultraviolet's terminal screen
// writes, byte for byte (TestScreenWritesAsTerminalScreen, and
// TestVersionsWriteAsWithout for the versions), without its two copies of the
// frame (2.2 MB each at 250x80). tea.Sequence and the terminal queries of
// Bubble Tea (clipboard, colours, cursor position) are not supported.
//
// Messages from outside (Send) never block the sender: they wait in the
// program's mailbox. Input is read through a small bounded channel, so a
// client typing faster than the model answers is slowed by its own
// connection, not buffered without end.
package program
