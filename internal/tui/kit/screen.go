package kit

import (
	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/rules"
)

// ScreenID names a screen (the App and the tests tell the screen in
// front by it). Each screen's package declares its own.
type ScreenID string

// An Intent is what a screen or an overlay asks the root to do: the
// root (tui.App) carries it out; a screen never changes the game, the
// screen in front or the overlay stack itself. The intents every screen
// may use are declared here (Help, Quit, Show ...); a screen's package
// declares the ones only it asks (play.Play, menu.Start ...).
type Intent any

// A Screen fills the terminal under the overlays: the menu, the table, a
// score sheet, the replay, a served session's lobby. It reads the keys,
// clicks, pastes and messages the overlays leave it and says what it
// wants done (an Intent, and a command to run), and it draws itself on a
// canvas the size of the terminal. Every screen draws with the
// program's session context (sh: catalogue, theme, tiles, size), never
// with anything global.
type Screen interface {
	// ID names the screen.
	ID() ScreenID
	// Update handles a key, a click, a paste or a message.
	Update(sh *Context, msg tea.Msg) (Intent, tea.Cmd)
	// Draw lays the screen out (as layers, for clicks).
	Draw(sh *Context) *Canvas
	// KeyMap is the screen's bindings, for the help.
	KeyMap(sh *Context) help.KeyMap
}

// Windowed is a screen that sets the terminal's window while it is in
// front: its title and whether clicks are read. A screen without it
// gets the game's title and the mouse the settings ask for.
type Windowed interface {
	Window(sh *Context) (title string, mouse bool)
}

// Sized is a screen that fits a terminal smaller than the table's
// (MinWidth x MinHeight): it says the smallest it draws in.
type Sized interface {
	MinSize() (width, height int)
}

// A Host is the screen a game run by someone else is played from (a
// server's waiting room): once it asks the root to play the game
// (tui.PlayServed), it stays behind the game's screens until the game is
// left. It sees every key, click, paste and message before the game's
// overlays and screens do (its own keys, the server's messages), and it
// draws over the game's screens (its own line). When the person leaves
// the game, the root puts the host in front again and hands it GameLeft.
type Host interface {
	Screen
	// Around sees a message first; taken reports that it was the host's.
	Around(sh *Context, msg tea.Msg) (in Intent, cmd tea.Cmd, taken bool)
	// Over draws over the game's screen.
	Over(sh *Context, c *Canvas)
}

// GameLeft is the message a Host is handed when it is put in front again
// because the person left the game it started (quit it, or left its
// final standings).
type GameLeft struct{}

// The intents every screen and overlay may ask.
type (
	// Help opens the full help over the screen in front.
	Help struct{}
	// Quit asks to leave: a game in progress asks first (or is saved).
	Quit struct{}
	// AskQuit asks to leave the program, a dialog asking first even with
	// no game in progress (Esc on the start menu: a key that also means
	// "back" must not lose the choices made at once).
	AskQuit struct{}
	// ConfirmQuit: the person confirmed leaving the game.
	ConfirmQuit struct{}
	// Exit ends the program at once, without asking or saving (a served
	// session the person closes with Ctrl+C: its seat goes to a bot).
	Exit struct{}
	// Close takes the overlay on top off the stack.
	Close struct{}
	// CloseThen takes the overlay on top off, then carries out Then.
	CloseThen struct{ Then Intent }
	// Export opens the export dialog (the e key).
	Export struct{}
	// Next leaves a score sheet or the standings: the next hand, the
	// standings, the menu.
	Next struct{}
	// Back leaves the screen for the start menu.
	Back struct{}
	// Show puts Screen in front (a screen passing to another of its
	// package: a served session's lobby to its new-table form).
	Show struct{ Screen Screen }
	// Open puts Overlay on top of the stack.
	Open struct{ Overlay Overlay }
	// Glossary opens the glossary: the words of the game and every tile
	// (the Learn list's g, the help's g).
	Glossary struct{}
	// LeaveGame ends the game in front without a word to its host (the
	// server took the seat away), then carries out Then.
	LeaveGame struct{ Then Intent }
	// TakeBack takes the person's last decision back, with what the bots
	// did after it (the u key of local play: Context.CanTakeBack).
	TakeBack struct{}
	// Switch turns a toggle of Toggles on or off (its Name).
	Switch struct{ Name string }
	// Review opens the review of Seat's decisions in Game's record (the
	// v key of the final standings and of the replay), Esc going back to
	// the screen that asked.
	Review struct {
		Game *rules.Game
		Seat rules.Seat
	}
)

// An Overlay is drawn over the screen below it and takes the input while
// it is on top: the help, the quit dialog, the export dialog, a served
// session's line of talk. They are a stack (the pattern of Charm's own
// apps, whose dialogs stack): the one on top answers the keys; each is
// drawn over those below, and an opaque one (the help, which fills the
// terminal) hides what is below it.
type Overlay interface {
	// Update handles a key, a click or a paste; it returns what the root
	// must do (Close: take the overlay off) and a command.
	Update(sh *Context, msg tea.Msg) (Intent, tea.Cmd)
	// Draw returns the canvas with the overlay drawn over below (an
	// opaque overlay ignores below, which is nil).
	Draw(sh *Context, below *Canvas) *Canvas
	// Opaque reports whether the overlay hides everything below it.
	Opaque() bool
	// Editing reports whether the overlay edits text: it then takes
	// pastes, and keeps the keys in a terminal too small for the table.
	Editing() bool
	// Resize lays the overlay out again for a new terminal size.
	Resize(sh *Context)
}

// Overlays is a stack of overlays, the top one last.
type Overlays []Overlay

// Top returns the overlay on top, nil for none.
func (s Overlays) Top() Overlay {
	if len(s) == 0 {
		return nil
	}
	return s[len(s)-1]
}

// Push puts o on top.
func (s *Overlays) Push(o Overlay) { *s = append(*s, o) }

// Pop takes the overlay on top off.
func (s *Overlays) Pop() {
	if n := len(*s); n > 0 {
		(*s)[n-1] = nil
		*s = (*s)[:n-1]
	}
}

// Has reports whether an overlay of o's type is on the stack.
func Has[T Overlay](s Overlays) bool {
	for _, o := range s {
		if _, ok := o.(T); ok {
			return true
		}
	}
	return false
}

// Resize lays every overlay out again.
func (s Overlays) Resize(sh *Context) {
	for _, o := range s {
		o.Resize(sh)
	}
}

// Draw composes the stack over the screen: from the last opaque overlay
// (or the screen, base, when there is none) up to the top.
func (s Overlays) Draw(sh *Context, base func() *Canvas) *Canvas {
	from := 0
	for i := len(s) - 1; i >= 0; i-- {
		if s[i].Opaque() {
			from = i
			break
		}
	}
	var c *Canvas
	if len(s) == 0 || !s[from].Opaque() {
		c = base()
	}
	for _, o := range s[from:] {
		c = o.Draw(sh, c)
	}
	return c
}
