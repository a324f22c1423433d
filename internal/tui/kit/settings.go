package kit

import (
	"fmt"
	"slices"
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
	// Options are the table options of the rule set chosen (what it
	// does not have is left out by Variant, rules.RuleSet.Only).
	Options rules.Options
	// Kept are the other rule sets' own options, at their places in the
	// registry (rules.RuleSets): choosing a rule set again on the menu
	// brings its own back (WithRules); three players chosen for family
	// is no choice of three for classic. Kept[the chosen one] is unused.
	Kept   [MaxRuleSets]rules.Options
	Lang   string // en or fr
	Tiles  TileStyle
	Speed  Speed
	Mouse  bool // mouse clicks on tiles and choices
	Colour bool // false with NO_COLOR: no colour at all
	// Seed fixes the game's randomness when SeedSet; otherwise each game
	// draws a new seed.
	Seed    uint64
	SeedSet bool
	// SkipMenu starts the game at once (the command line named the rules).
	SkipMenu bool
	// Coach is whether the coach is on (the c key at the table); a saved
	// game keeps it.
	Coach bool
	// The practice aids of local play (Toggles: the a, m and b keys at
	// the table; a served table has none): AutoPass passes every claim
	// offered that is not a win, AutoWin takes a legal win at once, Bell
	// rings the terminal's bell on the person's turn and on a claim
	// offered.
	AutoPass bool
	AutoWin  bool
	Bell     bool
	// Practice: the game in play had a move taken back (the u key): it
	// is a practice game, its record and history say so.
	Practice bool
	// Watch: nobody at the table is the person: four bots play and the
	// person watches (mahjong watch, the menu's Watch the bots): the
	// seats are named by seat, never "you".
	Watch bool
	// Seat is the person's seat at the table (0-3; the bots sit at the
	// others); a saved game keeps it. The table is drawn from it: the
	// person at the bottom, the others where they sit from there.
	Seat rules.Seat
}

// MaxRuleSets bounds the rule sets of the registry Settings keeps
// options for (a test checks the registry fits).
const MaxRuleSets = 8

// ruleSetPlace is a rule set's place in the registry (-1: none, or
// past MaxRuleSets).
func ruleSetPlace(name string) int {
	i := slices.Index(rules.VariantNames(), name)
	if i >= MaxRuleSets {
		return -1
	}
	return i
}

// OptionsOf returns a rule set's own options: Options for the rule set
// chosen, its kept options for another.
func (s Settings) OptionsOf(name string) rules.Options {
	if name == s.Rules {
		return s.Options
	}
	if i := ruleSetPlace(name); i >= 0 {
		return s.Kept[i]
	}
	return rules.Options{}
}

// SetOptionsOf sets a rule set's own options (Options for the rule set
// chosen), each option it does not have left at its default.
func (s *Settings) SetOptionsOf(name string, o rules.Options) {
	rs, err := rules.RuleSetByName(name)
	switch {
	case name == s.Rules:
		s.Options = o
	case err == nil && ruleSetPlace(name) >= 0:
		s.Kept[ruleSetPlace(name)] = rs.Only(o)
	}
}

// WithRules returns the settings with the rule set name chosen: the
// options of the one left are kept for it, the chosen one's own are
// brought back (and no longer kept: Kept[the chosen one] stays zero, so
// that two settings of the same choices are equal).
func (s Settings) WithRules(name string) Settings {
	if name == s.Rules {
		return s
	}
	if rs, err := rules.RuleSetByName(s.Rules); err == nil && ruleSetPlace(s.Rules) >= 0 {
		s.Kept[ruleSetPlace(s.Rules)] = rs.Only(s.Options)
	}
	s.Options, s.Rules = s.OptionsOf(name), name
	if i := ruleSetPlace(name); i >= 0 {
		s.Kept[i] = rules.Options{}
	}
	return s
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
