package tui

import (
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
)

// The terminal game's settings and the pieces callers name (the command
// line, the server): their homes are the kit and the table's package.
type (
	// Settings are the choices of the start menu and of the command line.
	Settings = kit.Settings
	// TileStyle is how tiles are drawn.
	TileStyle = kit.TileStyle
	// Speed paces the bots' moves so that a person can follow them.
	Speed = kit.Speed
	// Theme holds every style of the game.
	Theme = kit.Theme
	// Match is a game in progress as the person at this screen sees it.
	Match = play.Match
)

// The tile styles.
const (
	TilesBoxed   = kit.TilesBoxed
	TilesLetters = kit.TilesLetters
	TilesUnicode = kit.TilesUnicode
)

// The speeds.
const (
	SpeedSlow    = kit.SpeedSlow
	SpeedNormal  = kit.SpeedNormal
	SpeedFast    = kit.SpeedFast
	SpeedInstant = kit.SpeedInstant
)

// TileStyles lists the styles in menu order.
var TileStyles = kit.TileStyles

// Speeds lists the speeds in menu order.
var Speeds = kit.Speeds

// DefaultSettings are the menu's first choices.
func DefaultSettings() Settings { return kit.DefaultSettings() }

// ParseTileStyle reads a style name.
func ParseTileStyle(s string) (TileStyle, error) { return kit.ParseTileStyle(s) }

// ParseSpeed reads a speed name.
func ParseSpeed(s string) (Speed, error) { return kit.ParseSpeed(s) }

// NewTheme returns the game's styles, coloured or plain.
func NewTheme(colour bool) Theme { return kit.NewTheme(colour) }
