package tui

import (
	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"
)

// screenID names the screen in front.
type screenID uint8

const (
	screenMenu screenID = iota
	screenTable
	screenSheet
	screenStandings
	screenLearn
)

// A screen is what fills the terminal under the overlays: the menu, the
// table, a score sheet, the standings. It reads the keys and clicks the
// overlays leave it and says what it wants done (an intent the App
// carries out: it never changes the game itself), and it draws itself on
// a canvas the size of the terminal. Every screen draws with the App's
// session context (App.sh: catalogue, theme, tiles, size), never with
// anything global.
type screen interface {
	// id names the screen.
	id() screenID
	// update handles a key, a click or a paste.
	update(a *App, msg tea.Msg) intent
	// draw lays the screen out (as layers, for clicks).
	draw(a *App) *canvas
	// keyMap is the screen's bindings, for the help.
	keyMap(a *App) help.KeyMap
}

// An overlay is drawn over the screen below it and takes the input while
// it is on top: the help, the quit dialog, the export dialog. They are a
// stack (the pattern of Charm's own apps, whose dialogs stack): the one on
// top answers the keys; each is drawn over those below, and an opaque
// one (the help, which fills the terminal) hides what is below it.
type overlay interface {
	// update handles a key, a click or a paste; it returns what the App
	// must do (closeIntent: take the overlay off) and a command.
	update(sh *shared, msg tea.Msg) (intent, tea.Cmd)
	// draw returns the canvas with the overlay drawn over below (an
	// opaque overlay ignores below, which is nil).
	draw(sh *shared, below *canvas) *canvas
	// opaque reports whether the overlay hides everything below it.
	opaque() bool
	// editing reports whether the overlay edits text: it then takes
	// pastes, and keeps the keys in a terminal too small for the table.
	editing() bool
	// resize lays the overlay out again for a new terminal size.
	resize(sh *shared)
}

// closeIntent takes the overlay on top off the stack.
type closeIntent struct{}

// overlays is a stack of overlays, the top one last.
type overlays []overlay

// top returns the overlay on top, nil for none.
func (s overlays) top() overlay {
	if len(s) == 0 {
		return nil
	}
	return s[len(s)-1]
}

// push puts o on top.
func (s *overlays) push(o overlay) { *s = append(*s, o) }

// pop takes the overlay on top off.
func (s *overlays) pop() {
	if n := len(*s); n > 0 {
		(*s)[n-1] = nil
		*s = (*s)[:n-1]
	}
}

// has reports whether an overlay of o's type is on the stack.
func has[T overlay](s overlays) bool {
	for _, o := range s {
		if _, ok := o.(T); ok {
			return true
		}
	}
	return false
}

// resize lays every overlay out again.
func (s overlays) resize(sh *shared) {
	for _, o := range s {
		o.resize(sh)
	}
}

// draw composes the stack over the screen: from the last opaque overlay
// (or the screen, base, when there is none) up to the top.
func (s overlays) draw(sh *shared, base func() *canvas) *canvas {
	from := 0
	for i := len(s) - 1; i >= 0; i-- {
		if s[i].opaque() {
			from = i
			break
		}
	}
	var c *canvas
	if len(s) == 0 || !s[from].opaque() {
		c = base()
	}
	for _, o := range s[from:] {
		c = o.draw(sh, c)
	}
	return c
}
