package seat

import (
	"fmt"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/master"
	"github.com/mahjong-tui/mahjong/rules"
)

// Factory makes the bot of a seat played at level l, for the rules v,
// deterministic from seed. NewBot, the level table's, is the default
// everywhere; tests give simpler bots, and a paired comparison gives
// each contender its own.
type Factory func(l bot.Level, v rules.Variant, seed uint64) bot.Bot

// levelEntry is one level of the table and the factory of its bots.
type levelEntry struct {
	level bot.Level
	make  Factory
	// search: the level plays hands out at its decisions (milliseconds a
	// decision where the others take microseconds).
	search bool
}

// levels is the level table: every level a seat may be played at,
// weakest first, and how its bot is made. A new level is one entry here.
var levels = []levelEntry{
	{bot.Beginner, bot.New, false},
	{bot.Club, bot.New, false},
	{bot.Expert, bot.New, false},
	{bot.Master, master.New, true},
}

// DefaultLevel is the level of a bot nobody chose, and the fallback of an
// outside program: the club.
const DefaultLevel = bot.Club

// Levels lists the levels of the table, weakest first.
func Levels() []bot.Level {
	out := make([]bot.Level, len(levels))
	for i, e := range levels {
		out[i] = e.level
	}
	return out
}

// Searches reports whether level l searches at its decisions (the
// master: tens of milliseconds a decision): a test that plays thousands
// of hands at every level seats the others (QuickLevels), and tries the
// searching ones on a few hands of their own.
func Searches(l bot.Level) bool {
	e, ok := entryOf(l)
	return ok && e.search
}

// QuickLevels lists the levels of the table that do not search, weakest
// first.
func QuickLevels() []bot.Level {
	var out []bot.Level
	for _, e := range levels {
		if !e.search {
			out = append(out, e.level)
		}
	}
	return out
}

// LevelNames lists the levels' names as the command line takes them.
func LevelNames() []string {
	out := make([]string, len(levels))
	for i, e := range levels {
		out[i] = e.level.String()
	}
	return out
}

// ParseLevel reads a level's name.
func ParseLevel(name string) (bot.Level, error) {
	for _, e := range levels {
		if e.level.String() == name {
			return e.level, nil
		}
	}
	return 0, fmt.Errorf("seat: unknown bot level %q (%s)", name, strings.Join(LevelNames(), ", "))
}

// NewBot makes a bot of level l from the level table; a level that is
// not in it plays as the default level.
func NewBot(l bot.Level, v rules.Variant, seed uint64) bot.Bot {
	e, ok := entryOf(l)
	if !ok {
		e, _ = entryOf(DefaultLevel)
	}
	return e.make(e.level, v, seed)
}

// entryOf finds a level in the table.
func entryOf(l bot.Level) (levelEntry, bool) {
	for _, e := range levels {
		if e.level == l {
			return e, true
		}
	}
	return levelEntry{}, false
}
