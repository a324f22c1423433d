package tui

import (
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// Hooks connect the game to saving and resuming. Every field may be nil.
// They are called from the update loop, so they must be quick. An error
// they return is shown to the player (a *store.Error worded from the
// catalogue, any other by its text); none stops the game.
type Hooks struct {
	// HasSavedGame reports whether a saved game exists: the start menu
	// then offers Continue.
	HasSavedGame func() bool
	// LoadSavedGame returns the saved game and the settings it was played
	// with (the bots' strength, tile style, coach ...); called when the
	// player picks Continue, or at once with Options.Resume. The game
	// resumes on the screen its state calls for: the table, or the score
	// sheet of a hand that was over.
	LoadSavedGame func() (*rules.Game, Settings, error)
	// ActionApplied is called after every action applied to the game, the
	// bots' included (autosave). The game must not be changed. An error
	// (the save failed) is shown on the table until a save succeeds; play
	// goes on.
	ActionApplied func(g *rules.Game, s Settings) error
	// BeforeQuit is called when the game is left while in progress (the
	// player confirmed quitting, or a signal asked the program to stop),
	// before the program exits: save the game as it stands. After an
	// error the quit dialog says so and asks again.
	BeforeQuit func(g *rules.Game, s Settings) error
	// GameOver is called once when a game ends: keep its record. It
	// returns where the record was written, shown with the final
	// standings, or why it could not be.
	GameOver func(g *rules.Game, s Settings) (string, error)
	// Watched is called once when a game of bots the person watched is
	// over (Settings.Watch): keep its record, seats naming who played
	// each (a level, exec:PATH, "empty"). It returns where the record was
	// written, or why it could not be. A watched game is never saved
	// (ActionApplied, BeforeQuit and GameOver are not called for it).
	Watched func(g *rules.Game, s Settings, seats [rules.NumSeats]string) (string, error)
	// Export writes the game as it stands to a file the player named (the
	// e key); it returns the path written.
	Export func(g *rules.Game, s Settings, path string) (string, error)
	// TakenBack is called when the person took a move back (the u key):
	// the game from is replaced by to, the same game played again to the
	// position before the person's last decision, a practice game from
	// now on (s.Practice). Save to in from's place; an error is shown on
	// the table.
	TakenBack func(from, to *rules.Game, s Settings) error
	// SettingsChanged is called when the person changed a choice the
	// settings remember (the menu's, a toggle at the table): remember
	// them for the next start.
	SettingsChanged func(s Settings) error
	// Records is the store whose records the past games list (nil: the
	// menu's entry shows an empty list).
	Records *store.Store
	// LoadProgress and SaveProgress keep the Learn menu's progress (the
	// lessons done, the drills answered); nil: nothing is kept.
	LoadProgress func() (store.Progress, error)
	SaveProgress func(store.Progress) error
}
