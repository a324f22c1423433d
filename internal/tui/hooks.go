package tui

import "github.com/mahjong-tui/mahjong/rules"

// Hooks connect the game to saving and resuming. Every field may be nil.
// They are called from the update loop, so they must be quick.
type Hooks struct {
	// HasSavedGame reports whether a saved game exists: the start menu
	// then offers Continue.
	HasSavedGame func() bool
	// LoadSavedGame returns the saved game and the settings it was played
	// with (the bots' strength, tile style ...); called when the player
	// picks Continue.
	LoadSavedGame func() (*rules.Game, Settings, error)
	// ActionApplied is called after every action applied to the game, the
	// bots' included (autosave). The game must not be changed.
	ActionApplied func(g *rules.Game, s Settings)
	// BeforeQuit is called when the player confirms quitting while a game
	// is in progress, before the program exits (save the game).
	BeforeQuit func(g *rules.Game, s Settings) error
	// GameOver is called once when a game ends (a save can be cleared).
	GameOver func(g *rules.Game, s Settings)
}
