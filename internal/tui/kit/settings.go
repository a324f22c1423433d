package kit

import (
	"fmt"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// TileStyle is how tiles are drawn.
type TileStyle string

// The tile styles.
const (
	TilesBoxed   TileStyle = "boxed"   // two-cell faces in boxes (default)
	TilesLetters TileStyle = "letters" // plain text: 5m, E, Rd, 1f
	TilesUnicode TileStyle = "unicode" // the U+1F000 mahjong glyphs, padded
)

// TileStyles lists the styles in menu order.
var TileStyles = []TileStyle{TilesBoxed, TilesLetters, TilesUnicode}

// ParseTileStyle reads a style name.
func ParseTileStyle(s string) (TileStyle, error) {
	for _, t := range TileStyles {
		if string(t) == s {
			return t, nil
		}
	}
	return "", fmt.Errorf("unknown tile style %q (boxed, letters or unicode)", s)
}

// Speed paces the bots' moves so that a person can follow them.
type Speed string

// The speeds.
const (
	SpeedSlow    Speed = "slow"
	SpeedNormal  Speed = "normal"
	SpeedFast    Speed = "fast"
	SpeedInstant Speed = "instant"
)

// Speeds lists the speeds in menu order.
var Speeds = []Speed{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant}

// ParseSpeed reads a speed name.
func ParseSpeed(s string) (Speed, error) {
	for _, v := range Speeds {
		if string(v) == s {
			return v, nil
		}
	}
	return "", fmt.Errorf("unknown speed %q (slow, normal, fast or instant)", s)
}

// Delay is how long a bot's visible move (a discard, a kong, a win) takes
// at this speed.
func (s Speed) Delay() time.Duration {
	switch s {
	case SpeedSlow:
		return 1400 * time.Millisecond
	case SpeedNormal:
		return 700 * time.Millisecond
	case SpeedFast:
		return 250 * time.Millisecond
	}
	return 0
}

// Settings are the choices of the start menu and of the command line.
type Settings struct {
	Rules string    // a rule set of the registry: hk, classic, family or pow2
	Bots  bot.Level // the opponents' strength
	// Options are the table options chosen; each rule set reads its own
	// (rules.RuleSet.Only), so switching rule sets in the menu keeps them.
	Options rules.Options
	Lang    string // en or fr
	Tiles   TileStyle
	Speed   Speed
	Mouse   bool // mouse clicks on tiles and choices
	Colour  bool // false with NO_COLOR: no colour at all
	// Seed fixes the game's randomness when SeedSet; otherwise each game
	// draws a new seed.
	Seed    uint64
	SeedSet bool
	// SkipMenu starts the game at once (the command line named the rules).
	SkipMenu bool
	// Coach is whether the coach is on (the c key at the table); a saved
	// game keeps it.
	Coach bool
	// Seat is the person's seat at the table (0-3; the bots sit at the
	// others); a saved game keeps it. The table is drawn from it: the
	// person at the bottom, the others where they sit from there.
	Seat rules.Seat
}

// DefaultSettings are the menu's first choices.
func DefaultSettings() Settings {
	return Settings{
		Rules: rules.VariantNames()[0], Bots: bot.Club, Lang: "en",
		Tiles: TilesBoxed, Speed: SpeedNormal, Mouse: true, Colour: true,
	}
}

// SeatKinds names who plays each seat, as a save keeps it: the person
// (store.KindHuman) at Seat, a bot of level Bots at the others; the
// empty seat of a table of three is store.KindEmpty.
func (s Settings) SeatKinds() [rules.NumSeats]string {
	var kinds [rules.NumSeats]string
	for i := range kinds {
		kinds[i] = s.Bots.String()
	}
	if v, err := s.Variant(); err == nil && v.Players < rules.NumSeats {
		for i := v.Players; i < rules.NumSeats; i++ {
			kinds[i] = store.KindEmpty
		}
	}
	kinds[s.Seat&3] = store.KindHuman
	return kinds
}

// Variant returns the rule set the settings choose, with its table options.
func (s Settings) Variant() (rules.Variant, error) {
	rs, err := rules.RuleSetByName(s.Rules)
	if err != nil {
		return rules.Variant{}, err
	}
	return rs.Variant(rs.Only(s.Options))
}
